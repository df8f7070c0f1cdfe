package org.baolab.atlas;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sheet.Block;
import org.baolab.sheet.Sheet;
import org.baolab.sheet.SheetGame;
import org.baolab.sim.Ladder;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.Simulation;
import org.baolab.solve.Solution;
import org.baolab.solve.Solver;
import org.baolab.solve.TooLargeException;
import org.baolab.stats.GameMetric;
import org.baolab.stats.Interval;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;

/**
 * Measures games for the atlas, one at a time: games of random against random and of a search agent against
 * itself, each with the game-quality metrics and 95% intervals; a skill ladder of one family of agents, weakest
 * first; and the smallest boards solved exactly.
 * <pre>{@code
 * Atlas.Row row = new Atlas().randomGames(500).measure(AtlasGame.of("oware"), System.err::println);
 * }</pre>
 * The same settings and seed give the same rows for any number of threads.
 */
public final class Atlas {

    /** The measures of each agent pairing, in the order of the columns. */
    public static final List<String> MEASURES = List.of("plies", "branching", "decisiveness", "drama", "leadChange",
            "drawRate", "firstPlayerAdvantage", "treeComplexity");
    /** The column prefixes of the two pairings. */
    public static final List<String> PAIRINGS = List.of("random", "search");
    /** Holes a row of the small boards solved. */
    static final int[] SOLVED_HOLES = {2, 3};
    /** Seeds a hole (or, without such an option, reserve cows) of the small boards solved. */
    static final int[] SOLVED_SEEDS = {1, 2, 3};
    /** The options that set the holes a row, where a game has no sheet to say so. */
    private static final List<String> HOLE_OPTIONS = List.of("pitsPerRow", "holesPerRow");
    /** The options that set the seeds, where a game has no sheet to say so. */
    private static final List<String> SEED_OPTIONS = List.of("seedsPerPit", "reserve");

    private long randomGames = 2000;
    private String search = "alphabeta:2";
    private long searchGames = 100;
    private List<String> ladder = List.of("mcts:4", "mcts:16", "mcts:64");
    private long ladderGames = 20;
    private long seed = 15;
    private int threads = Runtime.getRuntime().availableProcessors();
    private long solverMemory = 256L << 20;
    private boolean solve = true;

    /** Games of random against random, at least 2. */
    public Atlas randomGames(long n) {
        randomGames = games(n);
        return this;
    }

    /** The search agent that plays itself ({@code alphabeta:2}, {@code mcts:50}). */
    public Atlas search(String agent) {
        search = AgentSpec.parse(agent).name();
        return this;
    }

    /** Games of the search agent against itself, at least 2. */
    public Atlas searchGames(long n) {
        searchGames = games(n);
        return this;
    }

    /** The ladder's agents, one family from weakest to strongest, at least two. */
    public Atlas ladder(List<String> agents) {
        if (agents.size() < 2) {
            throw new IllegalArgumentException("a ladder needs at least two agents, not " + agents.size());
        }
        List<String> names = agents.stream().map(a -> AgentSpec.parse(a.trim()).name()).toList();
        if (names.stream().distinct().count() < names.size()) {
            throw new IllegalArgumentException("an agent is named twice in " + names + ": give each once");
        }
        ladder = names;
        return this;
    }

    /** Games each pair of the ladder plays each way round, at least 1. */
    public Atlas ladderGames(long n) {
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("ladder games must be in 1.." + Integer.MAX_VALUE + ", not " + n);
        }
        ladderGames = n;
        return this;
    }

    /** The master seed. */
    public Atlas seed(long s) {
        seed = s;
        return this;
    }

    /** Threads to play and solve on, at least 1. */
    public Atlas threads(int t) {
        if (t < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + t);
        }
        threads = t;
        return this;
    }

    /** Whether to solve the small boards (on by default). */
    public Atlas solve(boolean on) {
        solve = on;
        return this;
    }

    private static long games(long n) {
        if (n < 2 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("games must be in 2.." + Integer.MAX_VALUE + ", not " + n);
        }
        return n;
    }

    /**
     * One game of the atlas measured.
     *
     * @param game the game's id
     * @param title its name for people
     * @param rulesFrom where its rule profile comes from ({@link AtlasGame#profileFrom()})
     * @param measures each pairing's measures by column name ({@code randomPlies}), with their 95% intervals
     * @param skillDepth the ladder's rungs in a row, from the weakest, each significantly above the one below
     * @param skillSpan the strongest rung's rating minus the weakest's (Elo), with its 95% interval
     * @param solved the small boards solved
     */
    public record Row(String game, String title, String rulesFrom, Map<String, Interval> measures, int skillDepth,
                      Interval skillSpan, List<Solved> solved) {
    }

    /**
     * A small board solved.
     *
     * @param game the game's id
     * @param board the options that make it small: {@code pitsPerRow=2 seedsPerPit=1}
     * @param value SOUTH, NORTH or DRAW under perfect play, TOO_LARGE where it did not fit, or UNSOLVED where the
     *              solver cannot take the game (the reason goes to the progress lines)
     * @param plies the plies to the end of the perfect line, or -1 where undefined
     * @param positions the reachable positions, or -1 where too large
     */
    public record Solved(String game, String board, String value, int plies, long positions) {
    }

    /**
     * Measures one game; {@code progress} hears a line as each part starts.
     *
     * @throws CancellationException when the calling thread is interrupted (nothing of this game is kept)
     */
    public Row measure(AtlasGame game, Consumer<String> progress) {
        Rules rules = game.rules();
        Map<String, Interval> measures = new LinkedHashMap<>();
        progress.accept(String.format(Locale.ROOT, "random vs random, %,d games", randomGames));
        put(measures, "random", play(rules, "random", randomGames, seed));
        progress.accept(String.format(Locale.ROOT, "%s vs %s, %,d games", search, search, searchGames));
        put(measures, "search", play(rules, search, searchGames, seed + 1));
        progress.accept(String.format(Locale.ROOT, "ladder %s, %,d game%s a pair and side", String.join(",", ladder),
                ladderGames, ladderGames == 1 ? "" : "s"));
        Ladder.Ratings ratings = Ladder.of(rules).agents(ladder.toArray(String[]::new)).games(ladderGames)
                .seed(seed + 2).threads(threads).run();
        int top = ladder.size() - 1;
        double[] span = ratings.difference(top, 0);
        Interval skillSpan = new Interval(ratings.rating()[top] - ratings.rating()[0], span[0], span[1]);
        List<Solved> solved = solve ? solveSmall(rules, progress) : List.of();
        return new Row(game.id(), rules.game().title(), game.profileFrom(), measures, ratings.depth(), skillSpan, solved);
    }

    /** The summary of {@code games} games of the agent against itself, with the metrics. */
    private Summary play(Rules rules, String agent, long games, long masterSeed) {
        Summary[] summary = new Summary[1];
        boolean complete = Simulation.of(rules).south(agent).north(agent).games(games).seed(masterSeed).threads(threads)
                .metrics().progress(ProgressListener.NONE)
                .stream(false, (point, task, s, done) -> summary[0] = s);
        if (!complete) {
            throw new CancellationException("interrupted");
        }
        return summary[0];
    }

    private static void put(Map<String, Interval> measures, String prefix, Summary s) {
        Map<String, Interval> m = new LinkedHashMap<>();
        m.put("plies", Stats.meanInterval(s.pliesMean(), s.pliesSd(), s.games()));
        m.put("branching", metric(s, GameMetric.BRANCHING));
        m.put("decisiveness", metric(s, GameMetric.DECISIVENESS));
        m.put("drama", metric(s, GameMetric.DRAMA));
        m.put("leadChange", metric(s, GameMetric.LEAD_CHANGE));
        m.put("drawRate", Stats.wilson(s.draws(), s.games()));
        m.put("firstPlayerAdvantage", Stats.wilson(s.firstMoverWins(), s.firstMoverWins() + s.secondMoverWins()));
        m.put("treeComplexity", metric(s, GameMetric.TREE_COMPLEXITY));
        m.forEach((name, i) -> measures.put(prefix + Character.toUpperCase(name.charAt(0)) + name.substring(1), i));
    }

    /** As the summaries' metric columns: a share's interval kept within 0..1. */
    private static Interval metric(Summary s, GameMetric metric) {
        Interval i = Stats.meanInterval(s.metricMean(metric), s.metricSd(metric), s.metricGames(metric));
        return metric.isShare() ? new Interval(i.estimate(), Math.max(0, i.low()), Math.min(1, i.high())) : i;
    }

    /** The boards of 2 and 3 holes a row with 1 to 3 seeds a hole (or 2 to 4 holes where seeds are not an option). */
    private List<Solved> solveSmall(Rules rules, Consumer<String> progress) {
        String holes = sizeOption(rules, Block.BOARD, "holes", HOLE_OPTIONS);
        String seeds = sizeOption(rules, Block.START, "seeds", SEED_OPTIONS);
        List<Map<String, Object>> boards = new ArrayList<>();
        if (holes != null) {
            for (int h : seeds == null ? new int[] {2, 3, 4} : SOLVED_HOLES) {
                for (int s : seeds == null ? new int[] {0} : SOLVED_SEEDS) {
                    Map<String, Object> board = new LinkedHashMap<>();
                    board.put(holes, h);
                    if (seeds != null) {
                        board.put(seeds, s);
                    }
                    boards.add(board);
                }
            }
        }
        progress.accept("solving " + boards.size() + " small boards");
        List<Solved> solved = new ArrayList<>();
        for (Map<String, Object> board : boards) {
            Rules small;
            try {
                small = rules.with(board);
            } catch (IllegalArgumentException outOfRange) {
                continue;   // a board the game's options do not allow
            }
            solved.add(solve(rules.game().id(), small, board, progress));
        }
        return solved;
    }

    private Solved solve(String game, Rules small, Map<String, Object> board, Consumer<String> progress) {
        StringBuilder name = new StringBuilder();
        board.forEach((k, v) -> name.append(name.isEmpty() ? "" : " ").append(k).append('=').append(v));
        try {
            Solution s = Solver.of(small).threads(Math.min(threads, 256)).memory(solverMemory)
                    .progress(ProgressListener.NONE).solve();   // the atlas says what it solves
            Solution.Value v = s.value();
            return new Solved(game, name.toString(), v.result().name().replace("_WINS", ""), v.plies().orElse(-1),
                    s.positions());
        } catch (TooLargeException e) {
            return new Solved(game, name.toString(), "TOO_LARGE", -1, -1);
        } catch (CancellationException interrupted) {
            throw interrupted;      // an IllegalStateException too, but the run is stopping: no board is unsolved
        } catch (IllegalArgumentException | IllegalStateException | UnsupportedOperationException e) {
            // a board the solver cannot take (a game whose positions it cannot encode): said, and the atlas goes on
            progress.accept("cannot solve " + name + ": " + e.getMessage());
            return new Solved(game, name.toString(), "UNSOLVED", -1, -1);
        }
    }

    /** The option that sets a board's size: the one a sheet's block names, or one of the usual names. */
    private static String sizeOption(Rules rules, Block block, String param, List<String> usual) {
        if (rules.game() instanceof SheetGame g) {
            Sheet.Use use = g.sheet().first(block);
            Sheet.Value v = use == null ? null : use.values().get(param);
            return v == null ? null : v.option();
        }
        for (OptionSpec spec : rules.game().options()) {
            if (usual.contains(spec.name())) {
                return spec.name();
            }
        }
        return null;
    }

    /** The header of {@link #csv(Row)}. */
    public String header() {
        StringBuilder s = new StringBuilder("game,title,rulesFrom,randomGames,searchAgent,searchGames,ladderAgents,"
                + "ladderGames");
        for (String p : PAIRINGS) {
            for (String m : MEASURES) {
                String c = p + Character.toUpperCase(m.charAt(0)) + m.substring(1);
                s.append(',').append(c).append(',').append(c).append("Low,").append(c).append("High");
            }
        }
        return s.append(",skillDepth,skillSpan,skillSpanLow,skillSpanHigh").toString();
    }

    /** One row of the atlas table, the columns of {@link #header()}. */
    public String csv(Row row) {
        StringBuilder s = new StringBuilder();
        s.append(row.game()).append(',').append(quoted(row.title())).append(',').append(row.rulesFrom()).append(',')
                .append(randomGames).append(',').append(search).append(',').append(searchGames).append(',')
                .append(String.join(" ", ladder)).append(',').append(ladderGames);
        row.measures().values().forEach(i -> append(s, i));
        s.append(',').append(row.skillDepth());
        append(s, row.skillSpan());
        return s.toString();
    }

    /** The header of {@link #csv(Solved)}. */
    public static final String SOLVED_HEADER = "game,board,value,plies,positions";

    /** One row of the solved boards' table. */
    public static String csv(Solved s) {
        return s.game() + "," + s.board() + "," + s.value() + "," + (s.plies() < 0 ? "" : s.plies()) + ","
                + (s.positions() < 0 ? "" : s.positions());
    }

    private static void append(StringBuilder s, Interval i) {
        s.append(',').append(number(i.estimate())).append(',').append(number(i.low())).append(',')
                .append(number(i.high()));
    }

    /** Six significant digits; empty for NaN (an interval that does not exist). */
    static String number(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return "";
        }
        return new BigDecimal(x).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    private static String quoted(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "atlas: %d random games, %s x %d, ladder %s x %d, seed %d", randomGames,
                search, searchGames, ladder, ladderGames, seed);
    }
}

package org.baolab.sim;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.stats.BradleyTerry;
import org.baolab.stats.Summary;

/**
 * A skill ladder: every pair of agents plays {@code games} games each way round, and a Bradley-Terry fit gives each
 * agent an Elo-scale rating, the first agent at 0:
 * <pre>{@code
 * Ladder.Ratings r = Ladder.of(Games.baoKingulu()).agents("random", "greedy", "mcts:64").games(200).seed(1).run();
 * }</pre>
 * A win scores 1 and a draw half. To keep every rating finite, also when an agent wins every game, each pair gets
 * one virtual draw (a weak prior: it moves a rating from 20 wins in 20 games by about 60 Elo). The 95% intervals
 * come from the observed information of the fit (the inverse of the Hessian of the log-likelihood, the first
 * agent's rating held at 0). Pair {@code k} (in the order south, north over the ordered pairs) plays with the
 * master seed {@code SimulationTask.gameSeed(seed, k)}, so a ladder is the same for any number of threads.
 */
public final class Ladder {

    /** The normal quantile of a two-sided 95% interval. */
    private static final double Z = 1.959963984540054;
    /** Elo points per natural-log unit of strength: 400 / ln 10. */
    private static final double ELO = 400 / Math.log(10);

    private final Rules rules;
    private List<AgentSpec> agents = List.of();
    private long games = 100;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    private String varied;
    private List<Object> values = List.of();

    private Ladder(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /** A ladder under these rules. */
    public static Ladder of(Rules rules) {
        return new Ladder(rules);
    }

    /**
     * The agents, in text form ({@code random}, {@code greedy}, {@code mcts:64}, {@code alphabeta:4}); the first is
     * rated 0. For the skill depth, list one family from weakest to strongest.
     *
     * @throws IllegalArgumentException for fewer than two agents, one named twice or a bad spec
     */
    public Ladder agents(String... specs) {
        if (specs.length < 2) {
            throw new IllegalArgumentException("a ladder needs at least two agents, not " + specs.length);
        }
        List<AgentSpec> parsed = new ArrayList<>();
        for (String spec : specs) {
            parsed.add(AgentSpec.parse(spec.trim()));
        }
        List<String> names = parsed.stream().map(AgentSpec::name).toList();
        if (new LinkedHashSet<>(names).size() < names.size()) {
            throw new IllegalArgumentException("an agent is named twice in " + names + ": give each once");
        }
        agents = List.copyOf(parsed);
        return this;
    }

    /** Games each pair plays with each agent as SOUTH, at least 1. */
    public Ladder games(long n) {
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("games must be in 1.." + Integer.MAX_VALUE + ", not " + n);
        }
        games = n;
        return this;
    }

    /** The master seed. */
    public Ladder seed(long s) {
        seed = s;
        return this;
    }

    /** Threads to play on, at least 1. */
    public Ladder threads(int t) {
        if (t < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + t);
        }
        threads = t;
        return this;
    }

    /**
     * Varies an option for {@link #runVaried()}: one ladder per value, each with the same agents, games and seed.
     * Values are given as to {@link Sweep#vary}: an integer option also as a range, {@code "START..END[:STEP]"}.
     *
     * @throws IllegalArgumentException for an unknown option, a bad value or one given twice, saying what is valid,
     *                                  or a second option (a ladder varies one)
     */
    public Ladder vary(String option, Object... optionValues) {
        if (varied != null) {
            throw new IllegalArgumentException(varied.equals(option)
                    ? "vary(\"" + option + "\", ...) is given twice: give all its values in one vary"
                    : "vary(\"" + varied + "\", ...) and vary(\"" + option + "\", ...): a ladder varies one option; run "
                    + "one varied ladder per value of the other");
        }
        if (optionValues.length == 0) {
            throw new IllegalArgumentException("vary " + option + ": give at least one value");
        }
        values = Sweep.optionValues(rules, option, optionValues);
        varied = option;
        return this;
    }

    /** The games of the ladder: one task per ordered pair of agents. */
    List<SimulationTask> tasks() {
        return tasks(rules);
    }

    private List<SimulationTask> tasks(Rules rules) {
        if (agents.isEmpty()) {
            throw new IllegalArgumentException("name the agents first: agents(\"random\", \"greedy\", ...)");
        }
        List<SimulationTask> tasks = new ArrayList<>();
        for (AgentSpec south : agents) {
            for (AgentSpec north : agents) {
                if (south != north) {
                    tasks.add(new SimulationTask(rules, south, north, SimulationTask.gameSeed(seed, tasks.size()), 0,
                            games));
                }
            }
        }
        return tasks;
    }

    /**
     * Plays every pair and fits the ratings. Interrupting the calling thread stops the games.
     *
     * @throws CancellationException when interrupted before every game was played (a ladder is rated from all)
     */
    public Ratings run() {
        List<SimulationTask> tasks = tasks();
        return ratings(play(tasks), 0);
    }

    /**
     * Plays one ladder per value of the {@link #vary varied} option, all on the same threads, and fits each.
     *
     * @throws IllegalArgumentException when no option is varied
     * @throws CancellationException when interrupted before every game was played
     */
    public List<Variant> runVaried() {
        if (varied == null) {
            throw new IllegalArgumentException("no option is varied: call vary(\"kuweka\", true, false) first, or run()");
        }
        List<SimulationTask> tasks = new ArrayList<>();
        for (Object value : values) {
            tasks.addAll(tasks(rules.with(varied, value)));
        }
        TaskResults played = play(tasks);
        List<Variant> variants = new ArrayList<>();
        int pairs = agents.size() * (agents.size() - 1);
        for (int v = 0; v < values.size(); v++) {
            variants.add(new Variant(varied, values.get(v), ratings(played, v * pairs)));
        }
        return variants;
    }

    private TaskResults play(List<SimulationTask> tasks) {
        TaskResults played = Runner.run(tasks, threads, false, ProgressListener.NONE);
        if (!played.complete()) {
            throw new CancellationException("the ladder was interrupted before its games were played");
        }
        return played;
    }

    /** The ratings from the summaries of one ladder's pairs, starting at task {@code first}. */
    private Ratings ratings(TaskResults played, int first) {
        int k = agents.size();
        double[][] score = new double[k][k];
        long[][] met = new long[k][k];
        int t = first;
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (i != j) {
                    Summary s = played.summaries().get(t++);
                    score[i][j] += s.southWins() + s.draws() / 2.0;
                    score[j][i] += s.northWins() + s.draws() / 2.0;
                    met[i][j] += s.games();
                    met[j][i] += s.games();
                }
            }
        }
        return Ratings.fit(agents.stream().map(AgentSpec::name).toList(), score, met);
    }

    /**
     * The ladder of one value of a varied option.
     *
     * @param option the option varied
     * @param value its value here
     * @param ratings the ratings under it
     */
    public record Variant(String option, Object value, Ratings ratings) {

        /** The skill depth of this variant ({@link Ratings#depth()}). */
        public int depth() {
            return ratings.depth();
        }

        /**
         * The variants' ratings as one CSV: a column named after the option with its value, then the columns of
         * {@link Ratings#csv()}, then {@code depth}, the variant's skill depth, on each of its rows.
         */
        public static String csv(List<Variant> variants) {
            StringBuilder s = new StringBuilder();
            for (Variant v : variants) {
                if (s.isEmpty()) {
                    s.append(v.option()).append(',').append(Ratings.HEADER).append(",depth\n");
                }
                v.ratings().rows(s, v.value() + ",", "," + v.depth());
            }
            return s.toString();
        }
    }

    /**
     * The ratings of a ladder.
     *
     * @param agents the agents, in the order given
     * @param rating each agent's Elo-scale rating, the first agent's 0
     * @param low the lower ends of the 95% intervals
     * @param high the upper ends
     * @param games the games each agent played
     * @param scoreRate {@code scoreRate[i][j]}: the share of points agent i scored against agent j (a draw half;
     *     NaN on the diagonal)
     * @param covariance the covariance of the strengths (natural-log units, first agent's held at 0)
     */
    public record Ratings(List<String> agents, double[] rating, double[] low, double[] high, long[] games,
                          double[][] scoreRate, double[][] covariance) {

        /** The Bradley-Terry fit of these points and games, with one virtual draw per pair. */
        static Ratings fit(List<String> agents, double[][] score, long[][] met) {
            int k = agents.size();
            double[][] w = new double[k][k];
            double[][] n = new double[k][k];
            double[][] rate = new double[k][k];
            long[] games = new long[k];
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    games[i] += met[i][j];
                    rate[i][j] = i == j ? Double.NaN : score[i][j] / met[i][j];
                    if (i != j) {
                        w[i][j] = score[i][j] + 0.5;
                        n[i][j] = met[i][j] + 1;
                    }
                }
            }
            BradleyTerry fit = BradleyTerry.fit(w, n);
            double[][] covariance = fit.covariance();
            double[] rating = new double[k];
            double[] low = new double[k];
            double[] high = new double[k];
            for (int i = 0; i < k; i++) {
                rating[i] = ELO * fit.strength()[i];
                double half = ELO * Z * Math.sqrt(covariance[i][i]);
                low[i] = rating[i] - half;
                high[i] = rating[i] + half;
            }
            return new Ratings(List.copyOf(agents), rating, low, high, games, rate, covariance);
        }

        /** The 95% interval of agent {@code upper}'s rating minus agent {@code lower}'s, as {low, high}. */
        public double[] difference(int upper, int lower) {
            double d = rating[upper] - rating[lower];
            double variance = covariance[upper][upper] + covariance[lower][lower] - 2 * covariance[upper][lower];
            double half = ELO * Z * Math.sqrt(Math.max(0, variance));
            return new double[] {d - half, d + half};
        }

        /**
         * The skill depth, for agents listed weakest first: how many rungs in a row, from the bottom, are each
         * significantly stronger than the one below (the 95% interval of the rating difference above 0).
         */
        public int depth() {
            int rungs = 0;
            while (rungs + 1 < agents.size() && difference(rungs + 1, rungs)[0] > 0) {
                rungs++;
            }
            return rungs;
        }

        /** The columns of {@link #csv()}. */
        static final String HEADER = "agent,rating,ratingLow,ratingHigh,games";

        /**
         * The ratings as CSV, highest first: {@code agent,rating,ratingLow,ratingHigh,games}, ratings with two
         * decimals.
         */
        public String csv() {
            return rows(new StringBuilder(HEADER).append('\n'), "", "").toString();
        }

        /** Appends a CSV row per agent, highest first, between {@code before} and {@code after}. */
        private StringBuilder rows(StringBuilder s, String before, String after) {
            for (int i : byRating()) {
                s.append(before).append(String.format(Locale.ROOT, "%s,%.2f,%.2f,%.2f,%d", agents.get(i), rating[i],
                        low[i], high[i], games[i])).append(after).append('\n');
            }
            return s;
        }

        /**
         * For people: the ratings highest first with their intervals and games, the matrix of score rates (row
         * against column) and the skill depth of the agents in the order given.
         */
        @Override
        public String toString() {
            int width = Math.max(6, agents.stream().mapToInt(String::length).max().orElse(0)) + 2;
            StringBuilder s = new StringBuilder();
            s.append(String.format(Locale.ROOT, "%-" + width + "s%9s  %-20s%8s%n", "agent", "rating", "[95% CI]", "games"));
            for (int i : byRating()) {
                s.append(String.format(Locale.ROOT, "%-" + width + "s%9.1f  %-20s%8d%n", agents.get(i), rating[i],
                        String.format(Locale.ROOT, "[%.1f, %.1f]", low[i], high[i]), games[i]));
            }
            s.append(System.lineSeparator()).append("score rate of the row's agent against the column's (a draw counts half)")
                    .append(System.lineSeparator());
            s.append(String.format(Locale.ROOT, "%-" + width + "s", ""));
            agents.forEach(a -> s.append(String.format(Locale.ROOT, "%" + width + "s", a)));
            s.append(System.lineSeparator());
            for (int i = 0; i < agents.size(); i++) {
                s.append(String.format(Locale.ROOT, "%-" + width + "s", agents.get(i)));
                for (int j = 0; j < agents.size(); j++) {
                    s.append(String.format(Locale.ROOT, "%" + width + "s",
                            i == j ? "-" : String.format(Locale.ROOT, "%.3f", scoreRate[i][j])));
                }
                s.append(System.lineSeparator());
            }
            s.append(System.lineSeparator()).append(String.format(Locale.ROOT, "skill depth: %d of %d rungs in a row, "
                    + "from the first agent, each significantly stronger than the one below%n", depth(),
                    agents.size() - 1));
            return s.toString();
        }

        /** The agents' indices by rating, highest first (ties in the order given). */
        public List<Integer> byRating() {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < agents.size(); i++) {
                order.add(i);
            }
            order.sort((a, b) -> Double.compare(rating[b], rating[a]));
            return order;
        }
    }
}

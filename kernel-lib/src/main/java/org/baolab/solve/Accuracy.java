package org.baolab.solve;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.play.Agent;
import org.baolab.play.AgentSpec;
import org.baolab.play.Agents;
import org.baolab.sim.SimulationTask;
import org.baolab.stats.Interval;
import org.baolab.stats.Stats;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * How far an agent plays from perfect: it plays games against an opponent (perfect play unless told), SOUTH in the
 * even games and NORTH in the odd ones, and at every decision (a position where it moves with more than one legal
 * move) the solution says whether its move kept the position's value (a won position still won, a drawn one at
 * least drawn). {@code Accuracy.of(solution).games(200).seed(1).measure("greedy")}.
 *
 * <p>Game {@code i} draws its random numbers from {@code SimulationTask.gameSeed(seed, i)}, as a simulation's do,
 * so a measurement is reproducible. The games keep the turn limit of the solution's rules (C8), so that play between
 * two players who never decide ends.
 */
public final class Accuracy {

    /** The name of perfect play in agent lists: {@link Agents#perfect}. */
    public static final String PERFECT = "perfect";

    private final Solution solution;
    private String opponent = PERFECT;
    private int games = 200;
    private long seed = 1;

    private Accuracy(Solution solution) {
        this.solution = solution;
    }

    /** Accuracy against a solution. */
    public static Accuracy of(Solution solution) {
        return new Accuracy(Objects.requireNonNull(solution, "solution"));
    }

    /** The opponent, in an agent's text form or {@code perfect} (the default). */
    public Accuracy opponent(String agent) {
        agent(agent);
        this.opponent = agent;
        return this;
    }

    /** Games per agent, at least 1 (default 200). */
    public Accuracy games(int games) {
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, not " + games);
        }
        this.games = games;
        return this;
    }

    /** The master seed (default 1). */
    public Accuracy seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * An agent's accuracy.
     *
     * @param agent           the agent's name
     * @param games           the games it played
     * @param decisions       its moves where it had a choice
     * @param accuracy        the share of those that kept the position's value; its interval treats each game as one
     *                        draw of decisions (a ratio estimate over games), as a game's decisions are not
     *                        independent of each other
     * @param throwRate       the share of games in which it threw a value away at least once (Wilson interval)
     * @param firstThrowPly   the mean ply (1-based) at which it first did, over those games
     * @param interrupted     whether the measurement was interrupted: the row is then of the games finished before
     */
    public record Row(String agent, String opponent, int games, long decisions, Interval accuracy, Interval throwRate,
                      Interval firstThrowPly, boolean interrupted) {

        /** The row as the command line prints it, one JSON object a row. */
        public String json() {
            JsonObject o = new JsonObject();
            o.addProperty("agent", agent);
            o.addProperty("opponent", opponent);
            o.addProperty("games", games);
            o.addProperty("decisions", decisions);
            add(o, "accuracy", accuracy);
            add(o, "throwRate", throwRate);
            add(o, "firstThrowPly", firstThrowPly);
            if (interrupted) {
                o.addProperty("interrupted", true);
            }
            return new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(o);
        }

        private static void add(JsonObject o, String name, Interval i) {
            o.addProperty(name, number(i.estimate()));
            o.addProperty(name + "Low", number(i.low()));
            o.addProperty(name + "High", number(i.high()));
        }

        private static Double number(double x) {
            return Double.isNaN(x) ? null : Math.round(x * 1e6) / 1e6;
        }
    }

    /** The accuracy of an agent in its text form ({@code random}, {@code mcts:200}, ...) or {@code perfect}. */
    public Row measure(String agent) {
        return measure(agent, agent(agent));
    }

    /**
     * The accuracy of any agent, named {@code name} in the row. When the thread is interrupted (Kernel > Interrupt,
     * Ctrl-C), the game under way is left out and the row is of the games finished, marked
     * {@link Row#interrupted}; the thread stays interrupted.
     */
    public Row measure(String name, Agent agent) {
        Agent other = agent(opponent);
        GameState state = solution.rules().newState();
        GameState start = state.copy();
        long decisions = 0;
        long kept = 0;
        long[] gameDecisions = new long[games];
        long[] gameKept = new long[games];
        int thrown = 0;
        double plySum = 0;
        double plySquares = 0;
        int g = 0;
        for (; g < games && !Thread.currentThread().isInterrupted(); g++) {
            SplittableRandom rng = new SplittableRandom(SimulationTask.gameSeed(seed, g));
            Player side = g % 2 == 0 ? Player.SOUTH : Player.NORTH;
            state.copyFrom(start);
            int firstThrow = -1;
            while (!state.isOver()) {
                boolean mine = state.toMove() == side;
                int hole;
                try {
                    hole = (mine ? agent : other).choose(state, rng);
                } catch (CancellationException interrupted) {    // a search stopped by the interrupt
                    Thread.currentThread().interrupt();
                    break;
                }
                boolean decision = mine && state.legalMoveCount() > 1;
                int before = decision ? solution.result(state, side) : 0;
                state.play(hole);
                if (decision) {
                    gameDecisions[g]++;
                    if (solution.resultAfter(state, side) == before) {
                        gameKept[g]++;
                    } else if (firstThrow < 0) {
                        firstThrow = state.ply();
                    }
                }
            }
            if (!state.isOver()) {
                break;
            }
            decisions += gameDecisions[g];
            kept += gameKept[g];
            if (firstThrow > 0) {
                thrown++;
                plySum += firstThrow;
                plySquares += (double) firstThrow * firstThrow;
            }
        }
        double meanPly = thrown == 0 ? Double.NaN : plySum / thrown;
        double sd = thrown < 2 ? Double.NaN : Math.sqrt(Math.max(0, (plySquares - thrown * meanPly * meanPly) / (thrown - 1)));
        return new Row(name, opponent, g, decisions, ratio(Arrays.copyOf(gameKept, g), Arrays.copyOf(gameDecisions, g),
                kept, decisions), Stats.wilson(thrown, g), Stats.meanInterval(meanPly, sd, thrown), g < games);
    }

    /**
     * A ratio of sums over games with its 95% interval from the spread of the games' own ratios (the delta method for a
     * ratio estimate: each game one draw of its kept moves and decisions), kept within [0, 1].
     */
    static Interval ratio(long[] kept, long[] decisions, long keptSum, long decisionSum) {
        int n = kept.length;
        if (decisionSum == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double a = (double) keptSum / decisionSum;
        if (n < 2) {
            return new Interval(a, Double.NaN, Double.NaN);
        }
        double squares = 0;
        for (int g = 0; g < n; g++) {
            double e = kept[g] - a * decisions[g];
            squares += e * e;
        }
        // the standard error sqrt(n / (n - 1) * squares) / decisionSum, written as a mean's sd / sqrt(n)
        Interval normal = Stats.meanInterval(a, Math.sqrt(n / (n - 1.0) * squares) * Math.sqrt(n) / decisionSum, n);
        return new Interval(a, Math.max(0, normal.low()), Math.min(1, normal.high()));
    }

    /**
     * The accuracy of each agent (text forms or {@code perfect}) as a table, a row per agent: {@code game}, {@code agent},
     * {@code opponent}, {@code games}, {@code decisions}, then {@code accuracy}, {@code throwRate} and
     * {@code firstThrowPly} each with its {@code ...Low}/{@code ...High} interval, so that
     * {@code Charts.metric(table, "accuracy", "agent")} draws it. Interrupted, it holds the agents measured, the last
     * of its finished games only, and its name ends in {@code (interrupted)}.
     */
    public Table table(String... agents) {
        Table t = Table.create("accuracy against " + opponent + ", " + games + " games each");
        StringColumn game = StringColumn.create("game");
        StringColumn name = StringColumn.create("agent");
        StringColumn against = StringColumn.create("opponent");
        IntColumn played = IntColumn.create("games");
        LongColumn decisions = LongColumn.create("decisions");
        t.addColumns(game, name, against, played, decisions);
        List<String> measures = List.of("accuracy", "throwRate", "firstThrowPly");
        for (String m : measures) {
            t.addColumns(DoubleColumn.create(m), DoubleColumn.create(m + "Low"), DoubleColumn.create(m + "High"));
        }
        for (int a = 0; a < agents.length && !Thread.currentThread().isInterrupted(); a++) {
            Row row = measure(agents[a]);
            if (row.interrupted()) {
                t.setName(t.name() + " (interrupted)");
            }
            game.append(solution.rules().game().id());
            name.append(row.agent());
            against.append(row.opponent());
            played.append(row.games());
            decisions.append(row.decisions());
            Interval[] values = {row.accuracy(), row.throwRate(), row.firstThrowPly()};
            for (int i = 0; i < values.length; i++) {
                t.doubleColumn(measures.get(i)).append(values[i].estimate());
                t.doubleColumn(measures.get(i) + "Low").append(values[i].low());
                t.doubleColumn(measures.get(i) + "High").append(values[i].high());
            }
        }
        return t;
    }

    private Agent agent(String form) {
        return PERFECT.equals(form) ? Agents.perfect(solution) : AgentSpec.parse(form).build();
    }
}

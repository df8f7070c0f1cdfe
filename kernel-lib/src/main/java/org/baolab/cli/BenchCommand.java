package org.baolab.cli;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.Rules;
import org.baolab.sim.Throughput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab bench}: how fast random plays random under the standard rules, one JSON object per game and
 * line: {@code {"game":ID,"threads":T,"pliesPerSecond":x,"gamesPerSecond":y}}. Each game warms up for 2 s and
 * is measured for 5 s; with {@code --metrics}, three times more as a run plays, without the game-quality metrics, with
 * them, and with all but the four of the state evaluation, on one thread in {@value #TURNS} turns of each in turn by
 * the thread's CPU time ({@link Throughput#metricsCost}), so that a change in the machine's load falls on all alike.
 */
@Command(name = "bench", description = "Measure random-vs-random plies and games per second, one JSON line per game.")
final class BenchCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", paramLabel = "ID", description = "the game to measure (default: every game)")
    String game;

    @Option(names = "--game-file", paramLabel = "PATH", description = "the game of a rule sheet file (.sowing) to measure")
    String gameFile;

    @Option(names = "--threads", paramLabel = "T", description = "threads to play on (default: every core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--metrics", description = "measure each game three times more as a run plays it (each game counted "
            + "in a summary): without the game-quality metrics, with them, and with all but the four of the state "
            + "evaluation, on one thread in " + TURNS + " interleaved turns each by its CPU time; add "
            + "runPliesPerSecond, metricsPliesPerSecond, withoutEvaluationPliesPerSecond (per second of CPU time), "
            + "metricsSlowdown (the first over the second) and withoutEvaluationSlowdown (the first over the third) "
            + "to its line")
    boolean metrics;

    static final int TURNS = 15;

    private final Duration warmup;
    private final Duration measured;

    BenchCommand() {
        this(Duration.ofSeconds(2), Duration.ofSeconds(5));
    }

    /** A bench with other timings, for tests. */
    BenchCommand(Duration warmup, Duration measured) {
        this.warmup = warmup;
        this.measured = measured;
    }

    @Override
    public void run() {
        List<Game> games = gameFile != null ? List.of(GameOptions.fromFile(gameFile, game, null).game())
                : game == null ? Games.all() : List.of(Games.byId(game));
        for (Game g : games) {
            Throughput t = Throughput.measure(Rules.defaults(g), RunOptions.threads(threads), warmup, measured);
            JsonObject line = new JsonObject();
            line.addProperty("game", g.id());
            line.addProperty("threads", threads);
            line.addProperty("pliesPerSecond", Math.round(t.pliesPerSecond()));
            line.addProperty("gamesPerSecond", Math.round(t.gamesPerSecond()));
            if (metrics) {
                // turns as long as when two runners shared the measured time (167 ms), so figures stay comparable
                Throughput.MetricsCost cost = Throughput.metricsCost(Rules.defaults(g), warmup, TURNS,
                        measured.dividedBy(2 * TURNS));
                line.addProperty("runPliesPerSecond", Math.round(cost.runPliesPerSecond()));
                line.addProperty("metricsPliesPerSecond", Math.round(cost.metricsPliesPerSecond()));
                line.addProperty("withoutEvaluationPliesPerSecond", Math.round(cost.withoutEvaluationPliesPerSecond()));
                line.addProperty("metricsSlowdown", Math.round(100.0 * cost.slowdown()) / 100.0);
                line.addProperty("withoutEvaluationSlowdown",
                        Math.round(100.0 * cost.withoutEvaluationSlowdown()) / 100.0);
            }
            spec.commandLine().getOut().println(line);
            spec.commandLine().getOut().flush();
        }
    }
}

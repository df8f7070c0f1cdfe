package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.baolab.atlas.Atlas;
import org.baolab.atlas.AtlasGame;
import org.baolab.atlas.Distances;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab atlas}: measures every registered game (or those named) for the atlas ({@link Atlas}) and writes
 * three tables: the behaviour ({@code --out}), the small boards solved ({@code NAME-solved.csv}) and the rule
 * distances ({@code NAME-rules.csv}) beside it. A line on standard error as each part of each game starts; an
 * interrupt keeps the games measured before it.
 */
@Command(name = "atlas", description = "Measure every game for the atlas: behaviour under random and search agents "
        + "with 95%% intervals, skill depth, small boards solved, rule distances.")
final class AtlasCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "atlas.csv",
            description = "the behaviour table; NAME-solved.csv and NAME-rules.csv are written beside it")
    Path out;

    @Option(names = "--games", paramLabel = "ID,ID,...", description = "the games (default: every registered game, "
            + "a sheet registered as ID-sheet folded into its engine ID)")
    String games;

    @Option(names = "--random-games", paramLabel = "N", description = "games of random against random (default 2000)")
    long randomGames = 2000;

    @Option(names = "--search", paramLabel = "AGENT", description = "the search agent that plays itself "
            + "(default alphabeta:2)")
    String search = "alphabeta:2";

    @Option(names = "--search-games", paramLabel = "N", description = "games of the search agent (default 100)")
    long searchGames = 100;

    @Option(names = "--ladder", paramLabel = "A,B,C,...", description = "the skill ladder, one family from weakest to "
            + "strongest (default mcts:4,mcts:16,mcts:64)")
    String ladder = "mcts:4,mcts:16,mcts:64";

    @Option(names = "--ladder-games", paramLabel = "N", description = "games per pair and side (default 20)")
    long ladderGames = 20;

    @Option(names = "--seed", paramLabel = "S", description = "master seed (default 15)")
    long seed = 15;

    @Option(names = "--threads", paramLabel = "T", description = "threads to play on, 1 to 256 (default: every core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--no-solve", description = "leave out the small boards")
    boolean noSolve;

    @Override
    public Integer call() {
        List<AtlasGame> chosen = games == null ? AtlasGame.all()
                : Arrays.stream(games.split(",", -1)).map(String::strip).map(AtlasGame::of).toList();
        Atlas atlas = new Atlas().randomGames(randomGames).search(search).searchGames(searchGames)
                .ladder(Arrays.asList(ladder.split(",", -1))).ladderGames(ladderGames).seed(seed)
                .threads(RunOptions.threads(threads)).solve(!noSolve);
        Path solvedOut = beside(out, "-solved.csv");
        Path rulesOut = beside(out, "-rules.csv");
        OutputFiles.check(OutputFiles.Target.file("--out", out), OutputFiles.Target.file("--out", solvedOut),
                OutputFiles.Target.file("--out", rulesOut));
        PrintWriter err = spec.commandLine().getErr();
        List<Atlas.Row> rows = new ArrayList<>();
        int signal;
        try (SignalStop stop = SignalStop.watch(err, "the games measured so far are written")) {
            long began = System.nanoTime();
            try {
                for (int i = 0; i < chosen.size(); i++) {
                    String prefix = String.format(Locale.ROOT, "[%d/%d] %s: ", i + 1, chosen.size(), chosen.get(i).id());
                    rows.add(atlas.measure(chosen.get(i), step -> {
                        err.printf(Locale.ROOT, "%s%s (%.0f s)%n", prefix, step, (System.nanoTime() - began) / 1e9);
                        err.flush();
                    }));
                }
            } catch (CancellationException interrupted) {
                err.println("baolab: interrupted: " + rows.size() + " of " + chosen.size() + " games measured, "
                        + "those are written");
            }
            signal = stop.gamesOver();
        }
        PrintWriter stdout = spec.commandLine().getOut();
        rows.forEach(r -> stdout.println(line(r)));
        try {
            OutputFiles.write(out, w -> {
                w.write(atlas.header() + "\n");
                for (Atlas.Row r : rows) {
                    w.write(atlas.csv(r) + "\n");
                }
            });
            OutputFiles.write(solvedOut, w -> {
                w.write(Atlas.SOLVED_HEADER + "\n");
                for (Atlas.Row r : rows) {
                    for (Atlas.Solved s : r.solved()) {
                        w.write(Atlas.csv(s) + "\n");
                    }
                }
            });
            List<AtlasGame> measured = chosen.subList(0, rows.size());
            OutputFiles.write(rulesOut, w -> w.write(Distances.rules(measured).csv()));
        } catch (IOException e) {
            err.println("baolab: cannot write the atlas: " + e.getMessage());
            return BaoLab.FAILED;
        }
        stdout.println("wrote " + out + ", " + solvedOut + ", " + rulesOut);
        return signal == 0 ? 0 : 128 + signal;
    }

    /** The file beside {@code out} whose name ends in {@code suffix} instead of {@code .csv}. */
    static Path beside(Path out, String suffix) {
        String name = out.getFileName() == null ? "atlas" : out.getFileName().toString();
        String stem = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return out.resolveSibling(stem + suffix);
    }

    /** A game's main figures in a line. */
    private static String line(Atlas.Row r) {
        return String.format(Locale.ROOT, "%-20s plies %s  decisiveness %s  drama %s  first-player edge %s  skill depth %d"
                + " (span %s Elo)", r.game(), r.measures().get("randomPlies").format(1),
                r.measures().get("searchDecisiveness").format(2), r.measures().get("searchDrama").format(2),
                r.measures().get("randomFirstPlayerAdvantage").format(2), r.skillDepth(), r.skillSpan().format(0));
    }
}

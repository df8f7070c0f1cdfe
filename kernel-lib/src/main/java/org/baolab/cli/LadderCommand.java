package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.baolab.sim.Ladder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab ladder}: every pair of agents plays {@code --games} games each way round; prints the Bradley-Terry
 * ratings (Elo scale, the first agent 0, 95% intervals), the score-rate matrix and the skill depth, and with
 * {@code --out} writes the ratings as CSV ({@link Ladder.Ratings#csv()}), checked before the first game.
 */
@Command(name = "ladder", description = "Rate agents against each other (Bradley-Terry, Elo scale) and give the skill depth.")
final class LadderCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--agents", required = true, paramLabel = "A,B,C,...",
            description = "the agents, comma-separated, the first rated 0; for the skill depth one family from "
                    + "weakest to strongest (mcts:16,mcts:64,mcts:256)")
    String agents;

    @Option(names = "--games", required = true, paramLabel = "N", description = "games per pair and side")
    long games;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "master seed: the same seed gives the same ladder for any --threads")
    long seed;

    @Option(names = "--threads", paramLabel = "T", description = "threads to play on, 1 to 256 (default: every core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "ratings.csv",
            description = "write the ratings as CSV: agent,rating,ratingLow,ratingHigh,games (as simulate's --out)")
    Path out;

    @Override
    public Integer call() {
        Ladder ladder = Ladder.of(game.rules()).agents(agents.split(",", -1)).games(games).seed(seed)
                .threads(RunOptions.threads(threads));
        OutputFiles.check(OutputFiles.Target.file("--out", out));
        PrintWriter err = spec.commandLine().getErr();
        try (SignalStop stop = SignalStop.watch(err, "a ladder is rated from all its games, so none is rated")) {
            Ladder.Ratings ratings;
            try {
                ratings = ladder.run();
            } catch (CancellationException interrupted) {
                int signal = stop.gamesOver();
                err.println("baolab: interrupted: no ratings");
                return 128 + signal;
            }
            stop.gamesOver();
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(ratings);
            stdout.flush();
            if (out != null) {
                try {
                    OutputFiles.write(out, writer -> writer.write(ratings.csv()));
                } catch (IOException e) {
                    err.println("baolab: cannot write " + out + ": " + e.getMessage() + " (any earlier file is unchanged)");
                    return BaoLab.FAILED;
                }
            }
            return 0;
        }
    }
}

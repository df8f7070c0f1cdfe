package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * {@code --out} writes the ratings as CSV ({@link Ladder.Ratings#csv()}), checked before the first game. With
 * {@code --vary NAME=VALUES}, one ladder per value, each printed under its value, then the skill depth of each, and
 * the CSV of {@link Ladder.Variant#csv}.
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

    @Option(names = "--vary", paramLabel = "NAME=VALUES",
            description = "one ladder per value of a rule option: V1,V2,... or, for an integer option, START..END or "
                    + "START..END:STEP (as sweep's --vary; one option)")
    List<String> vary = new ArrayList<>();

    @Option(names = "--out", paramLabel = "ratings.csv",
            description = "write the ratings as CSV: agent,rating,ratingLow,ratingHigh,games (as simulate's --out)")
    Path out;

    @Override
    public Integer call() {
        Map<String, String> varied = GameOptions.byName("--vary", vary, "NAME=V1,V2,... or NAME=START..END[:STEP]",
                "vary", "give all its values in one --vary");
        if (varied.size() > 1) {
            throw new IllegalArgumentException("--vary " + String.join(", --vary ", varied.keySet()) + ": a ladder "
                    + "varies one option; run one ladder per value of the others (or use --rule)");
        }
        Map<String, String> set = game.ruleValues();
        varied.forEach((name, values) -> {
            if (set.containsKey(name)) {
                throw new IllegalArgumentException("--rule " + name + "=" + set.get(name) + " and --vary " + name + "="
                        + values + " both set " + name + ": use one of them");
            }
        });
        Ladder ladder = Ladder.of(game.rules()).agents(agents.split(",", -1)).games(RunOptions.games(games)).seed(seed)
                .threads(RunOptions.threads(threads));
        varied.forEach((name, values) -> ladder.vary(name, (Object[]) values.split(",", -1)));
        OutputFiles.check(OutputFiles.Target.file("--out", out));
        PrintWriter err = spec.commandLine().getErr();
        try (SignalStop stop = SignalStop.watch(err, "a ladder is rated from all its games, so none is rated")) {
            String printed;
            String csv;
            try {
                if (varied.isEmpty()) {
                    Ladder.Ratings ratings = ladder.run();
                    printed = ratings.toString();
                    csv = ratings.csv();
                } else {
                    List<Ladder.Variant> variants = ladder.runVaried();
                    printed = shown(variants);
                    csv = Ladder.Variant.csv(variants);
                }
            } catch (CancellationException interrupted) {
                int signal = stop.gamesOver();
                err.println("baolab: interrupted: no ratings");
                return 128 + signal;
            }
            stop.gamesOver();
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(printed);
            stdout.flush();
            if (out != null) {
                try {
                    OutputFiles.write(out, writer -> writer.write(csv));
                } catch (IOException e) {
                    err.println("baolab: cannot write " + out + ": " + e.getMessage() + " (any earlier file is unchanged)");
                    return BaoLab.FAILED;
                }
            }
            return 0;
        }
    }

    /** Each variant's ladder under its value, then the skill depth of each. */
    private static String shown(List<Ladder.Variant> variants) {
        StringBuilder s = new StringBuilder();
        for (Ladder.Variant v : variants) {
            s.append(v.option()).append('=').append(v.value()).append(System.lineSeparator()).append(v.ratings())
                    .append(System.lineSeparator());
        }
        s.append("skill depth by ").append(variants.get(0).option()).append(':');
        for (Ladder.Variant v : variants) {
            s.append(' ').append(v.value()).append(' ').append(v.depth());
        }
        s.append(" (of ").append(variants.get(0).ratings().agents().size() - 1).append(" rungs)")
                .append(System.lineSeparator());
        return s.toString();
    }
}

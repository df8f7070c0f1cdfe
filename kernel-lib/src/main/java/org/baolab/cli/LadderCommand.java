package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;
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

    @Option(names = "--wide", description = TextTable.WIDE_HELP)
    boolean wide;

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
                    printed = shown(ratings);
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

    /**
     * For people: the ratings highest first with their intervals and games, the matrix of score rates (row against
     * column) and the skill depth of the agents in the order given, fitted to the terminal unless {@code --wide}.
     */
    private String shown(Ladder.Ratings r) {
        List<String> agents = r.agents();
        List<Integer> order = r.byRating();
        List<TextTable.Column> ratings = List.of(
                column("agent", order.stream().map(agents::get).toList(), true),
                column("rating", order.stream().map(i -> format("%.1f", r.rating()[i])).toList(), false),
                column("[95% CI]", order.stream().map(i -> format("[%.1f, %.1f]", r.low()[i], r.high()[i])).toList(),
                        false),
                column("games", order.stream().map(i -> format("%,d", r.games()[i])).toList(), false));
        List<TextTable.Column> matrix = new ArrayList<>(List.of(column("", agents, true)));
        for (int j = 0; j < agents.size(); j++) {
            int against = j;
            matrix.add(column(agents.get(j), IntStream.range(0, agents.size()).mapToObj(i -> i == against ? "-"
                    : format("%.3f", r.scoreRate()[i][against])).toList(), false));
        }
        String depth = format("skill depth: %d of %d rungs in a row, from the first agent, each significantly stronger"
                + " than the one below", r.depth(), agents.size() - 1);
        return new TextTable(null, ratings).render(wide) + System.lineSeparator()
                + new TextTable("score rate of the row's agent against the column's (a draw counts half)", matrix)
                .render(wide) + System.lineSeparator()
                + String.join(System.lineSeparator(), wide ? List.of(depth) : TextTable.wrap(depth, TextTable.WIDTH))
                + System.lineSeparator();
    }

    private static TextTable.Column column(String header, List<String> cells, boolean key) {
        return new TextTable.Column(header, cells, key, !key, false);
    }

    private static String format(String format, Object... values) {
        return String.format(Locale.ROOT, format, values);
    }

    /** Each variant's ladder under its value, then the skill depth of each. */
    private String shown(List<Ladder.Variant> variants) {
        StringBuilder s = new StringBuilder();
        for (Ladder.Variant v : variants) {
            s.append(v.option()).append('=').append(v.value()).append(System.lineSeparator()).append(shown(v.ratings()))
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

package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sim.ProgressListener;
import org.baolab.solve.Accuracy;
import org.baolab.solve.Solution;
import org.baolab.solve.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab solve}: solves a small variant by retrograde analysis and prints one JSON line,
 * {@code {"game","rules","value","plies","margin","positions","seconds"}} ({@link Solution#json()}); with
 * {@code --accuracy} one more line per agent ({@link Accuracy.Row#json()}). A variant whose positions would not fit
 * is refused with exit status 2 and its estimated size. On a terminal, a line on standard error counts the positions
 * found and expanded as the solver explores. Ctrl-C (SIGINT) or SIGTERM while the agents play prints the
 * solution and the lines of the agents measured, the last of its finished games ({@code "interrupted":true}), and
 * exits with 130 (143); during the solving itself nothing is known yet, and nothing is printed.
 */
@Command(name = "solve", description = "Solve a small variant exactly: its value with perfect play, the length of "
        + "perfect play and (bao-kingulu) the final score difference; play that never ends is a draw (the turn limit "
        + "is left out).")
final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--threads", paramLabel = "T", description = "threads to solve on, 1 to 256 (default: every core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE", description = "also write the JSON lines to FILE")
    Path out;

    @Option(names = "--accuracy", paramLabel = "AGENT,AGENT,...",
            description = "also measure how often each agent's moves keep the value, one JSON line per agent; agents as"
                    + " in simulate, or perfect")
    String accuracy;

    @Option(names = "--opponent", paramLabel = "AGENT", description = "the agents' opponent for --accuracy (default: perfect)")
    String opponent = Accuracy.PERFECT;

    @Option(names = "--games", paramLabel = "N", description = "games per agent for --accuracy (default: 200)")
    int games = 200;

    @Option(names = "--seed", paramLabel = "S", description = "master seed for --accuracy (default: 1)")
    long seed = 1;

    @Override
    public Integer call() {
        Rules rules = game.rules();
        if (game.ruleValues().containsKey("maxTurns")) {
            throw new IllegalArgumentException("--rule maxTurns: the solver leaves the turn limit out (rule C8): play that"
                    + " never ends is a draw; drop the option");
        }
        Solver solver = Solver.of(rules).threads(RunOptions.threads(threads));
        PrintWriter err = spec.commandLine().getErr();
        TerminalLine status = new TerminalLine(err);
        if (System.console() != null) {
            solver.progress(new StatusLine(status));
        }
        List<String> agents = new ArrayList<>();
        if (accuracy != null) {
            for (String a : accuracy.split(",", -1)) {
                if (!a.equals(Accuracy.PERFECT)) {
                    AgentSpec.parse(a);
                }
                agents.add(a);
            }
            if (!opponent.equals(Accuracy.PERFECT)) {
                AgentSpec.parse(opponent);
            }
            RunOptions.games(games);
        }
        OutputFiles.check(OutputFiles.Target.file("--out", out));
        List<String> lines = new ArrayList<>();
        int signal;
        try (SignalStop stop = SignalStop.watch(err, status, "the solution, if it is known, and the agents' finished"
                + " games are printed")) {
            try {
                Solution solution = solver.solve();
                lines.add(solution.json());
                Accuracy measure = Accuracy.of(solution).opponent(opponent).games(games).seed(seed);
                for (int a = 0; a < agents.size() && !Thread.currentThread().isInterrupted(); a++) {
                    lines.add(measure.measure(agents.get(a)).json());
                }
            } catch (CancellationException interrupted) {
                status.end();
                int stopped = stop.gamesOver();
                err.println("baolab: interrupted: nothing solved");
                return 128 + stopped;
            } catch (UncheckedIOException e) {   // the solver's temporary file: a full disk, say
                status.end();
                err.println("baolab: " + e.getMessage());
                return BaoLab.FAILED;
            }
            signal = stop.gamesOver();
        }
        if (signal != 0) {
            err.println("baolab: interrupted: the solution and the games finished are printed; an agent's line with "
                    + "\"interrupted\":true is of its finished games, and agents not reached have no line");
        }
        PrintWriter stdout = spec.commandLine().getOut();
        lines.forEach(stdout::println);
        stdout.flush();
        if (out != null) {
            try {
                OutputFiles.write(out, writer -> {
                    for (String line : lines) {
                        writer.write(line);
                        writer.write('\n');
                    }
                });
            } catch (IOException e) {
                err.println("baolab: cannot write " + out + ": " + e.getMessage() + " (any earlier file is unchanged)");
                return BaoLab.FAILED;
            }
        }
        return signal != 0 ? 128 + signal : 0;
    }

    /**
     * On a terminal, a status on standard error redrawn in place while the positions are found (at most five times a
     * second), then what the backward passes work back from, then the value found.
     */
    private static final class StatusLine implements ProgressListener {
        private static final long REDRAW_NANOS = 200_000_000L;
        private final TerminalLine line;
        private long drawn = System.nanoTime();

        StatusLine(TerminalLine line) {
            this.line = line;
        }

        @Override
        public void progress(long expanded, long found, double perSecond) {
            long now = System.nanoTime();
            if (now - drawn >= REDRAW_NANOS) {
                drawn = now;
                line.draw(String.format(Locale.ROOT, "baolab: exploring: %,d positions found, %,d of them expanded"
                        + " (%,.0f a second)", found, expanded, perSecond));
            }
        }

        @Override
        public void phase(String what) {
            line.draw("baolab: " + what);
        }

        @Override
        public void finished(String result) {
            line.draw("baolab: solved: " + result);
            line.end();
        }

        /** The command says itself what an interruption leaves. */
        @Override
        public void interrupted(long expanded, long found) {
        }

        /** The error that stopped the solve is printed next, on a line of its own. */
        @Override
        public void failed(String why) {
            line.end();
        }
    }
}

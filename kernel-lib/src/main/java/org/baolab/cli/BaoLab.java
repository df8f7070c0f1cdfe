package org.baolab.cli;

import java.io.PrintWriter;
import org.baolab.core.IllegalMoveException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code baolab} command line. Every subcommand prints its results, and only its results, on standard
 * output; errors go to standard error with exit status 2, saying what was wrong and what is valid.
 */
@Command(name = "baolab", mixinStandardHelpOptions = true, version = "Bao Lab 0.1.0",
        description = "Explore the rules of East African mancala games.",
        subcommands = {GamesCommand.class, RulesCommand.class, ReplayCommand.class, SimulateCommand.class,
                SweepCommand.class, BenchCommand.class})
public final class BaoLab {

    /** Exit status for bad input: an unknown game or option, a bad value, an illegal move. */
    public static final int BAD_INPUT = 2;

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        // Tablesaw logs through SLF4J and the command line ships no logger: keep SLF4J's notice off standard error.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new BaoLab());
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
            if (e instanceof IllegalMoveException m) {
                commandLine.getErr().println("ply " + m.ply() + ": " + m.getMessage());
                return BAD_INPUT;
            }
            if (e instanceof IllegalArgumentException) {
                commandLine.getErr().println("baolab: " + e.getMessage());
                return BAD_INPUT;
            }
            throw e;
        });
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }
}

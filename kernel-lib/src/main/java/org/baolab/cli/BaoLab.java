package org.baolab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Quote;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;

/**
 * The {@code baolab} command line. Every subcommand prints its results, and only its results, on standard
 * output; errors go to standard error with exit status 2, saying what was wrong and what is valid. Every command
 * answers {@code --help}/{@code -h} (and {@code --version}/{@code -V}) with exit status 0.
 */
@Command(name = "baolab", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, versionProvider = BaoLab.Version.class,
        description = "Explore the rules of East African mancala games.")
public final class BaoLab {

    /**
     * The subcommands by name, in the order of the help. A run registers only the one it names (every one when it
     * names none or a misspelt one): picocli reads the annotations of each subcommand it is given, which took
     * most of the start-up of a short command.
     */
    private static final Map<String, Class<?>> COMMANDS = commands(GamesCommand.class, RulesCommand.class,
            ReplayCommand.class, SimulateCommand.class, SweepCommand.class, LadderCommand.class, SolveCommand.class,
            BenchCommand.class, AtlasCommand.class);

    /** Exit status for bad input: an unknown game or option, a bad value, an illegal move. */
    public static final int BAD_INPUT = 2;

    /** Exit status when a run's results could not be written (a full disk): the summary is still printed. */
    public static final int FAILED = 1;

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        // Tablesaw logs through SLF4J and the command line ships no logger: keep SLF4J's notice off standard error.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        System.exit(run(args, StandardOutput.open(), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new BaoLab());
        String named = args.length > 0 && COMMANDS.containsKey(args[0]) ? args[0] : null;
        COMMANDS.forEach((name, command) -> {
            if (named == null || named.equals(name)) {
                cli.addSubcommand(name, command);
            }
        });
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, given) -> badArguments(e.getCommandLine(), e.getMessage()));
        // Stray arguments are refused below, naming the first: picocli's own refusal quotes them all, in time that
        // grows with their number squared (an unquoted list of moves is enough). Parsing stops at the first, and
        // the rest are kept whole, so that a misspelt flag among them is still named.
        cli.setStopAtUnmatched(true);
        cli.setExecutionStrategy(parsed -> {
            for (CommandLine command : parsed.asCommandLineList()) {
                if (!command.getUnmatchedArguments().isEmpty()) {
                    return badArguments(command, "");
                }
            }
            return new CommandLine.RunLast().execute(parsed);
        });
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
        if (out.checkError()) {    // flushes, and tells of any write that failed
            err.println("baolab: cannot write to standard output" + StandardOutput.why(out)
                    + ": what this command printed is lost");
            status = status == 0 ? FAILED : status;
        }
        err.flush();
        return status;
    }

    private static Map<String, Class<?>> commands(Class<?>... classes) {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        for (Class<?> c : classes) {
            byName.put(c.getAnnotation(Command.class).name(), c);
        }
        return byName;
    }

    /**
     * A bad command line, in two lines: what is wrong, with the closest valid flag or command when one is misspelt,
     * and where the usage is. An unknown flag is named even when a required one is missing too.
     */
    private static int badArguments(CommandLine command, String message) {
        CommandSpec spec = command.getCommandSpec();
        String name = spec.qualifiedName();
        List<String> unknown = command.getUnmatchedArguments();
        // a command's misspelt flag may come after the value meant for it; a misspelt subcommand comes first
        String flag = spec.subcommands().isEmpty() ? unknown.stream().filter(a -> a.startsWith("-")).findFirst()
                .orElse(null) : unknown.stream().limit(1).filter(a -> a.startsWith("-")).findFirst().orElse(null);
        String problem;
        if (flag != null) {
            String given = flag.split("=", 2)[0];
            problem = "unknown option " + Quote.of(given) + closest(given, spec.optionsMap().keySet());
        } else if (!unknown.isEmpty()) {
            problem = spec.subcommands().isEmpty() ? "unexpected argument " + Quote.of(unknown.get(0))
                    : "unknown command " + Quote.of(unknown.get(0))
                            + closest(unknown.get(0), spec.subcommands().keySet());
        } else {
            problem = message;
        }
        PrintWriter err = command.getErr();
        err.println(name + ": " + problem);
        err.println("see '" + name + " --help'");
        err.flush();
        return BAD_INPUT;
    }

    /** "; did you mean X?" for the names nearest to what was typed, if any is near, or "". */
    static String closest(String given, Collection<String> names) {
        if (given.length() > Quote.MAX) {    // nothing that long is near a name, and comparing would take long
            return "";
        }
        int best = Math.max(2, given.length() / 3) + 1;
        List<String> nearest = new ArrayList<>();
        for (String candidate : new TreeSet<>(names)) {
            int d = distance(given, candidate);
            if (d < best) {
                best = d;
                nearest.clear();
            }
            if (d == best) {
                nearest.add(candidate);
            }
        }
        return nearest.isEmpty() ? "" : "; did you mean " + String.join(" or ", nearest) + "?";
    }

    /** Edits (insert, delete, replace, swap two neighbours) that turn {@code a} into {@code b}. */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /**
     * The line {@code baolab --version} prints: the version the build wrote into {@code version.properties} (so it
     * is stated once, in the pom) and the Java that runs it.
     */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws Exception {
            Properties p = new Properties();
            try (InputStream in = BaoLab.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[] {"Bao Lab " + p.getProperty("version", "(version unknown: built without Maven)")
                    + " on Java " + Runtime.version()};
        }
    }
}

package org.baolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sim.Cluster;
import org.baolab.sim.Experiment;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.CsvStream;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.Table;

/**
 * The options shared by {@code baolab simulate} and {@code baolab sweep}, and what both do: run, write the CSV
 * files asked for, print a readable summary on standard output and, when standard error is a terminal, a
 * progress bar there; {@code --records} writes one game record per line ({@link org.baolab.sim.GameLines}).
 * Without {@code --out} or {@code --records} no per-game rows are held, so a run may be of any size. The CSV columns
 * are named as in the tables ({@link org.baolab.stats.Columns}, {@link org.baolab.stats.Stats}). Output paths are
 * checked before the first game ({@link OutputFiles}); a signal stops the games and keeps those finished
 * ({@link SignalStop}).
 */
@Command(footer = {"", "Every output path is checked before the first game: a folder, a device, a path under a file, "
        + "an unwritable place or the same file named twice is refused (exit status 2).",
    "Ctrl-C (SIGINT) or SIGTERM stops the games: the finished ones are written and summarized, marked as "
        + "interrupted, and the exit status is 130 (143); a second Ctrl-C quits at once."})
public final class RunOptions {

    /** The summary column that marks the summary of an interrupted run (present only then). */
    static final String INTERRUPTED = "interrupted";

    /** The most summary rows printed whole; a longer summary is printed {@link #brief}ly. */
    static final int SHORT_SUMMARY = 50;

    /** The rows a brief summary shows. */
    static final int BRIEF_ROWS = 10;

    /** The most threads {@code --threads} takes: more only slow a run down, and each holds its own search states. */
    static final int MAX_THREADS = Math.max(256, Runtime.getRuntime().availableProcessors());

    @Mixin
    GameOptions game;

    /** Made as the command line is parsed: the tables' class-path scan then overlaps the parsing and the games. */
    RunOptions() {
        Experiment.prepare();
    }

    @Option(names = "--south", paramLabel = "AGENT",
            description = "SOUTH's agent: random, greedy, greedy:EPSILON, alphabeta:DEPTH or mcts:ITERATIONS "
                    + "(required unless a sweep varies south)")
    String south;

    @Option(names = "--north", paramLabel = "AGENT", description = "NORTH's agent, as --south")
    String north;

    @Option(names = "--games", required = true, paramLabel = "N", description = "games to play (per grid point)")
    long games;

    @Option(names = "--seed", paramLabel = "S",
            description = "master seed: the same seed gives the same games for any --threads (default: a fresh seed, "
                    + "printed on standard error so that the run can be repeated)")
    Long seed;

    @Option(names = "--threads", paramLabel = "T",
            description = "threads to play on, on this machine, 1 to 256 (default: every core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "games.csv",
            description = "write one row per game to this CSV file (missing folders are created; an existing file "
                    + "is replaced once the new one is complete)")
    Path out;

    @Option(names = "--summary", paramLabel = "summary.csv",
            description = "write the summary to this CSV file (as --out; after an interrupt with a last column "
                    + "interrupted=true)")
    Path summary;

    @Option(names = "--records", paramLabel = "FILE.jsonl",
            description = "write one game record per line as JSON (game, index, seed, south, north, rules, moves, "
                    + "status, reason, plies; the moves replay with baolab replay), as --out")
    Path records;

    @Option(names = "--metrics",
            description = "measure the game-quality metrics (completion, balance, drawishness, branching, "
                    + "decisionMoves, treeComplexity, coverage, repetition, leadChange, stability, decisiveness, drama, dramaMax) and add them, with their "
                    + "95%% intervals, to the summary")
    boolean metrics;

    @Option(names = "--spark", paramLabel = "MASTER_URL",
            description = "play on Apache Spark at this master (spark://HOST:7077, yarn, k8s://..., local[*]); "
                    + "needs the baolab-spark jar under spark-submit")
    String spark;

    @Option(names = "--parquet", paramLabel = "DIR",
            description = "with --spark: write one row per game as Parquet under DIR (a path, hdfs://..., "
                    + "s3a://...), partitioned by variant, instead of bringing the rows back (for runs too large "
                    + "for --out)")
    String parquet;

    @Option(names = "--wide", description = TextTable.WIDE_HELP)
    boolean wide;

    /**
     * Makes the simulation or sweep from the rules named by {@code --game} and {@code --rule}, checks every output
     * path, runs it as the options say and reports it; SIGINT or SIGTERM stops the games and reports those finished.
     *
     * @return the exit status: 0, 128 + the signal's number when stopped by one, {@link BaoLab#FAILED} when a file
     *     could not be written after the run
     */
    <T extends Experiment<T>> int execute(Function<Rules, T> experimentOf, CommandSpec spec) {
        return execute(experimentOf, Set.of(), spec);
    }

    /** As {@link #execute(Function, CommandSpec)}, for a sweep whose {@code --vary} names these dimensions. */
    <T extends Experiment<T>> int execute(Function<Rules, T> experimentOf, Set<String> varied, CommandSpec spec) {
        for (String side : List.of("south", "north")) {
            if ((side.equals("south") ? south : north) == null && !varied.contains(side)) {
                throw new IllegalArgumentException("missing --" + side + " AGENT, " + side.toUpperCase(Locale.ROOT)
                        + "'s agent: valid agents are " + AgentSpec.FORMS);
            }
        }
        T experiment = experimentOf.apply(game.rules()).games(games(games)).seed(seed(spec)).threads(threads(threads));
        if (south != null) {
            experiment.south(south);
        }
        if (north != null) {
            experiment.north(north);
        }
        if (spark != null && spark.isBlank()) {
            throw new IllegalArgumentException("--spark is empty: give the Spark master URL, such as local[*] (this "
                    + "machine), spark://HOST:7077, yarn or k8s://https://HOST:PORT");
        }
        if (parquet != null && spark == null) {
            throw new IllegalArgumentException("--parquet writes the rows from Spark: add --spark MASTER_URL "
                    + "(local[*] for this machine)");
        }
        for (String rows : new String[] {out != null ? "--out" : null, records != null ? "--records" : null}) {
            if (parquet != null && rows != null) {
                throw new IllegalArgumentException("--parquet and " + rows + " both ask for the per-game rows: "
                        + "choose one");
            }
        }
        OutputFiles.check(OutputFiles.Target.file("--out", out), OutputFiles.Target.file("--summary", summary),
                OutputFiles.Target.file("--records", records), OutputFiles.Target.folder("--parquet", localPath(parquet)));
        if (parquet != null && metrics) {
            throw new IllegalArgumentException("--metrics is not measured by --parquet runs (their summary comes from "
                    + "the Parquet rows): leave one out");
        }
        experiment.moves(records != null);
        if (metrics) {
            experiment.metrics();
        }
        if (spark != null) {
            experiment.on(cluster().runner(spark, parquet));
        }
        PrintWriter err = spec.commandLine().getErr();
        TerminalLine bar = new TerminalLine(err);
        if (System.console() != null) {
            experiment.progress(new ProgressBar(bar));
        }
        long total = games * experiment.tasks().size();
        try (SignalStop stop = SignalStop.watch(err, bar, "the finished games are written and summarized");
             OutputFiles.Pending gamesFile = open("--out", out);
             OutputFiles.Pending summaryFile = open("--summary", summary);
             OutputFiles.Pending recordsFile = open("--records", records)) {
            CsvStream stream = experiment.csv(writer(gamesFile), writer(summaryFile), writer(recordsFile),
                    SHORT_SUMMARY);
            experiment.stream(stream.wantsRows(), stream);
            stream.finish();
            bar.end();
            int signal = stop.gamesOver();
            long finished = stream.total().games();
            Table head = stream.head();
            boolean summaryMarked = true;
            if (finished < total) {
                head.addColumns(BooleanColumn.create(INTERRUPTED, head.rowCount()).setMissingTo(true));
                err.printf(Locale.ROOT, "baolab: interrupted after %,d of %,d games: the rows and the summary are "
                        + "those of the finished games%s%n", finished, total,
                        parquet != null ? " (no Parquet rows: Spark's write was cancelled)" : "");
                summaryMarked = markInterrupted(summaryFile, summary, err);
            }
            boolean written = commit(gamesFile, out, err) & (summaryMarked && commit(summaryFile, summary, err))
                    & commit(recordsFile, records, err);
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(stream.points() <= SHORT_SUMMARY ? readable(head, wide) : brief(head, stream));
            stdout.flush();
            return signal != 0 ? 128 + signal : written ? 0 : BaoLab.FAILED;
        }
    }

    /** The seed given, or a fresh one, said on standard error with how to play the same games again. */
    private long seed(CommandSpec spec) {
        if (seed == null) {
            seed = ThreadLocalRandom.current().nextLong();
            spec.commandLine().getErr().println("baolab: no --seed given: playing with --seed " + seed
                    + " (give it to play the same games again)");
        }
        return seed;
    }

    /**
     * The games asked for by {@code --games}, if in range: the same rule for every command that plays games.
     *
     * @throws IllegalArgumentException naming the valid range
     */
    static long games(long n) {
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--games must be in 1..%,d, not %d",
                    Integer.MAX_VALUE, n));
        }
        return n;
    }

    /** A file to write as the run plays, or null when its option was not given. */
    private static OutputFiles.Pending open(String option, Path path) {
        if (path == null) {
            return null;
        }
        try {
            return OutputFiles.Pending.open(path);
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " '" + path + "': cannot be written: " + e.getMessage());
        }
    }

    private static Writer writer(OutputFiles.Pending file) {
        return file == null ? null : file.writer();
    }

    /** Adds the column that marks an interrupted run to the summary file; false, having said why, if it failed. */
    private static boolean markInterrupted(OutputFiles.Pending file, Path path, PrintWriter err) {
        return file == null || written(path, err, () -> file.addColumn(INTERRUPTED, "true"));
    }

    /** Puts a file written during the run in place; false, having said why, if it could not be written. */
    private static boolean commit(OutputFiles.Pending file, Path path, PrintWriter err) {
        return file == null || written(path, err, file::commit);
    }

    /** Does a step of writing {@code path}; false, having said why, if it failed. */
    private static boolean written(Path path, PrintWriter err, IoStep step) {
        try {
            step.run();
            return true;
        } catch (IOException | UncheckedIOException e) {
            err.println("baolab: cannot write " + path + ": " + e.getMessage() + " (any earlier file is unchanged)");
            return false;
        }
    }

    /** A step of writing a file. */
    @FunctionalInterface
    private interface IoStep {
        void run() throws IOException;
    }

    /**
     * The summary of a long table for people: its first rows, then how many more there are, where they are, and
     * how the games ended over all of them.
     */
    private String brief(Table head, CsvStream stream) {
        Summary all = stream.total();
        long n = all.games();
        String rest = String.format(Locale.ROOT, "... and %,d more grid points: %s", stream.points() - BRIEF_ROWS,
                summary != null ? "every row is in " + summary : "add --summary FILE to keep every row");
        String overall = n == 0 ? "" : String.format(Locale.ROOT, ": SOUTH won %.1f%%, NORTH %.1f%%, drawn %.1f%%",
                100.0 * all.southWins() / n, 100.0 * all.northWins() / n, 100.0 * all.draws() / n);
        return readable(head.first(BRIEF_ROWS), String.format(Locale.ROOT, "%s, the first %d of %,d grid points",
                title(head), BRIEF_ROWS, stream.points()), wide) + rest + System.lineSeparator()
                + String.format(Locale.ROOT, "over all %,d grid points, %,d games%s", stream.points(), n, overall)
                + System.lineSeparator();
    }

    /**
     * The threads asked for, if in range.
     *
     * @throws IllegalArgumentException naming the valid range
     */
    static int threads(int t) {
        if (t < 1 || t > MAX_THREADS) {
            throw new IllegalArgumentException("--threads must be in 1.." + MAX_THREADS + " (this machine has "
                    + Runtime.getRuntime().availableProcessors() + " cores), not " + t);
        }
        return t;
    }

    /** The --parquet folder as a path of this machine, or null when it is elsewhere (hdfs://, s3a://...). */
    private static Path localPath(String dir) {
        if (dir == null) {
            return null;
        }
        if (dir.startsWith("file:")) {
            return Path.of(java.net.URI.create(dir).getPath());
        }
        return dir.matches("[A-Za-z][A-Za-z0-9+.-]*:.*") ? null : Path.of(dir);
    }

    /** The cluster the baolab-spark jar provides, or a message saying how to run with it. */
    private static Cluster cluster() {
        return ServiceLoader.load(Cluster.class).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "--spark needs Apache Spark and the baolab-spark jar: run bin/baolab simulate|sweep ... --spark "
                        + "MASTER_URL, or spark-submit baolab-spark-VERSION-cluster.jar simulate|sweep ... --spark "
                        + "MASTER_URL (see README.md)"));
    }

    /** The summary for people ({@link #readable(Table, String, boolean)}) under its own title. */
    static String readable(Table summary, boolean wide) {
        return readable(summary, title(summary), wide);
    }

    private static String title(Table summary) {
        return summary.containsColumn(INTERRUPTED) ? "summary (interrupted: the finished games only)" : "summary";
    }

    /**
     * The summary for people as {@link Stats#brief} shows it in a notebook, in one number format: what every row
     * shares in the title, the varied columns, then rates as percentages with their 95% intervals, the game length
     * and the captures, and the game-quality metrics when they were measured. It fits {@link TextTable#WIDTH}
     * characters, in blocks of columns, unless {@code wide}.
     */
    private static String readable(Table summary, String title, boolean wide) {
        List<String> shown = new ArrayList<>(List.of(Columns.SOUTH_WIN_RATE, Columns.NORTH_WIN_RATE, Columns.DRAW_RATE,
                Columns.FIRST_PLAYER_ADVANTAGE, Columns.PLIES_MEAN, Columns.PLIES_MEDIAN, Columns.CAPTURES_PER_GAME,
                Columns.CAPTURES_PER_100_PLIES));
        if (summary.containsColumn(Columns.COMPLETION)) {   // --metrics: measured, so shown
            shown.addAll(Stats.QUALITY);
        }
        Table brief = Stats.brief(summary.copy().setName(title), shown.toArray(String[]::new));
        int keys = brief.columnCount() - 1 - shown.size();   // the varied columns come before the games
        return TextTable.of(brief, keys).render(wide);
    }

    /** A one-line progress bar, redrawn in place: percent, games per second and the time left. */
    private record ProgressBar(TerminalLine line) implements ProgressListener {
        private static final int WIDTH = 30;

        @Override
        public void progress(long done, long total, double gamesPerSecond) {
            int filled = total == 0 ? WIDTH : (int) (WIDTH * done / total);
            String left = gamesPerSecond > 0 ? String.format(Locale.ROOT, "%.0f s left", (total - done) / gamesPerSecond) : "";
            line.draw(String.format(Locale.ROOT, "[%s%s] %3d%% %,.0f games/s %s", "#".repeat(filled),
                    " ".repeat(WIDTH - filled), total == 0 ? 100 : 100 * done / total, gamesPerSecond, left));
            if (done == total) {
                line.end();
            }
        }

        /** The error that stopped the run is printed next, on a line of its own. */
        @Override
        public void failed(String why) {
            line.end();
        }
    }
}

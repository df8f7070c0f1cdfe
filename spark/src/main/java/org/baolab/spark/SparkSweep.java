package org.baolab.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.TaskResults;
import org.baolab.sim.TaskRunner;

/**
 * Plays a simulation or a sweep on Apache Spark, with the same results as on one machine:
 * <pre>{@code
 * Results r = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3, 4).south("alphabeta:3").north("mcts:200")
 *         .games(100_000).seed(7).on(SparkSweep.local()).run();
 * }</pre>
 * The run is cut into {@link Slice slices}, ranges of games of one grid point, and each Spark task plays one with
 * the library's own engine. The rows and summaries come back and are put in order, so the per-game table and the
 * summary are those of the single-machine run with the same seed, whatever the number of executors or
 * partitions, and whether or not a task had to be retried. For runs too large to bring back, {@link #parquet}
 * writes the rows from the executors and computes the summary on the cluster.
 *
 * <p>Immutable: each setter returns a new runner. The Spark session is made on first use (or the one running is
 * used) and left running for the next run.
 */
public final class SparkSweep implements TaskRunner {

    /** Spark tasks per core of the cluster when no count is set: enough to even out slices of unequal length. */
    private static final int SLICES_PER_CORE = 4;

    private final String master;
    private final SparkSession given;
    private final Map<String, String> config;
    private final int partitions;
    private final String parquet;

    private SparkSweep(String master, SparkSession given, Map<String, String> config, int partitions,
                       String parquet) {
        this.master = master;
        this.given = given;
        this.config = Map.copyOf(config);
        this.partitions = partitions;
        this.parquet = parquet;
    }

    /** Spark on this machine, a thread per core ({@code local[*]}): the default in a notebook. */
    public static SparkSweep local() {
        return master("local[*]");
    }

    /**
     * Spark at this master: {@code spark://HOST:7077}, {@code yarn}, {@code k8s://https://HOST:PORT},
     * {@code local[N]}.
     */
    public static SparkSweep master(String masterUrl) {
        if (masterUrl == null || masterUrl.isBlank()) {
            throw new IllegalArgumentException("give a Spark master URL, such as local[*], spark://HOST:7077 or yarn");
        }
        return new SparkSweep(masterUrl.strip(), null, Map.of(), 0, null);
    }

    /** This running Spark session. */
    public static SparkSweep on(SparkSession session) {
        return new SparkSweep(null, Objects.requireNonNull(session, "session"), Map.of(), 0, null);
    }

    /** A Spark setting for the session this runner makes, such as {@code spark.executor.memory}. */
    public SparkSweep config(String key, String value) {
        Map<String, String> more = new LinkedHashMap<>(config);
        more.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
        return new SparkSweep(master, given, more, partitions, parquet);
    }

    /** How many Spark tasks a run is cut into (by default four per core of the cluster). The results do not change. */
    public SparkSweep partitions(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("partitions must be at least 1, not " + count);
        }
        return new SparkSweep(master, given, config, count, parquet);
    }

    /**
     * Writes the per-game rows as Parquet under {@code dir} (a path, or a URI such as {@code hdfs://...} or
     * {@code s3a://...}), partitioned by {@code variant}, the grid point's number in the summary, instead of
     * bringing them back; the summary is computed on the cluster from what was written. Then ask the run for its
     * summary only ({@code Sweep.summary()}). The folder must not exist yet.
     */
    public SparkSweep parquet(String dir) {
        if (dir == null || dir.isBlank()) {
            throw new IllegalArgumentException("give the folder to write the Parquet files to");
        }
        return new SparkSweep(master, given, config, partitions, dir.strip());
    }

    /** The Spark session runs use: the one given, or the one running, or a new one at this runner's master. */
    public SparkSession session() {
        if (given != null) {
            return given;
        }
        scala.Option<SparkSession> active = SparkSession.getDefaultSession();
        if (active.isDefined() && !active.get().sparkContext().isStopped()) {
            SparkSession running = active.get();
            String runningMaster = running.sparkContext().master();
            if (!runningMaster.equals(master)) {
                throw new IllegalStateException("a Spark session at " + runningMaster + " is running, not at "
                        + master + ": use it with SparkSweep.on(session), or stop it first (session.stop())");
            }
            return running;
        }
        SparkSession.Builder builder = SparkSession.builder().master(master).appName("Bao Lab")
                .config("spark.ui.showConsoleProgress", "false");    // the run reports its own progress
        config.forEach(builder::config);
        return builder.getOrCreate();
    }

    @Override
    public TaskResults run(List<SimulationTask> tasks, List<String> optionColumns, boolean keepRows,
                           ProgressListener listener) {
        if (parquet != null && keepRows) {
            throw new IllegalStateException("the rows go to Parquet under " + parquet
                    + ": ask for the summary only (summary(), or the command line without --out)");
        }
        SparkSession spark = session();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<Slice> slices = Slice.cut(tasks, partitions > 0 ? partitions : SLICES_PER_CORE * context.defaultParallelism());
        if (parquet != null) {
            return new ParquetRun(spark, parquet, tasks, optionColumns).run(slices, listener);
        }
        return new SliceJob(context, tasks, slices).run(keepRows, listener);
    }

    @Override
    public String toString() {
        return "SparkSweep[" + (given != null ? given.sparkContext().master() : master)
                + (partitions > 0 ? ", " + partitions + " partitions" : "")
                + (parquet != null ? ", rows to " + parquet : "") + "]";
    }
}

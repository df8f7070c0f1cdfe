package org.baolab.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import org.baolab.sim.GameRecord;
import org.baolab.sim.GameTable;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.TaskResults;
import org.baolab.stats.Columns;
import org.baolab.stats.Summary;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A run whose per-game rows are written by the executors as Parquet, partitioned by {@value #VARIANT} (the grid
 * point's number), with the same columns as the per-game table. The summary is then computed on the cluster
 * from the files written, so it counts exactly the rows that were committed, once each.
 */
final class ParquetRun {

    /** The partition column: the number of the row's grid point, in the order of the summary's rows. */
    static final String VARIANT = "variant";
    /** Games turned into rows at a time: a Spark task holds no more rows than these, whatever its slice. */
    static final int ROWS_AT_ONCE = 1000;

    private final SparkSession spark;
    private final String dir;
    private final List<SimulationTask> tasks;
    private final List<String> optionColumns;

    ParquetRun(SparkSession spark, String dir, List<SimulationTask> tasks, List<String> optionColumns) {
        this.spark = spark;
        this.dir = dir;
        this.tasks = tasks;
        this.optionColumns = List.copyOf(optionColumns);
    }

    /**
     * Plays and writes the slices into a folder beside the target, renamed to the target once Spark's writer has
     * committed every file; when the calling thread is interrupted, cancels the write and returns nothing. The
     * temporary folder of a cancelled or failed write is removed, and one left by a killed run is removed by the
     * next, so that nothing of an unfinished run stands in the way of running it again.
     */
    TaskResults run(List<Slice> slices, ProgressListener listener) {
        FileSystem fs = fileSystem();
        Path target = fs.makeQualified(new Path(dir));
        requireNew(fs, target);
        if (slices.isEmpty()) {    // no game to play: nothing to write
            return nothingWritten(true);
        }
        Path partial = new Path(target.getParent(), "." + target.getName() + ".partial");
        delete(fs, partial);
        try {
            return write(slices, listener, fs, partial, target);
        } finally {
            delete(fs, partial);
        }
    }

    private TaskResults write(List<Slice> slices, ProgressListener listener, FileSystem fs, Path partial,
                              Path target) {
        LongAccumulator played = spark.sparkContext().longAccumulator("games played");
        List<String> options = optionColumns;
        Dataset<Row> frame = spark.createDataFrame(JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(slices, slices.size())
                .flatMap(slice -> rows(slice, options, played)), schema());
        String group = "baolab-parquet-" + UUID.randomUUID();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            spark.sparkContext().setJobGroup(group, "Bao Lab: per-game rows to " + dir, true);
            try {
                frame.write().partitionBy(VARIANT).parquet(partial.toString());
            } catch (Exception e) {    // Spark's own SparkException too, which Scala throws unchecked
                failure.set(e);
            }
        }, "baolab-parquet-writer");
        writer.setDaemon(true);
        writer.start();
        long total = slices.stream().mapToLong(s -> s.games().games()).sum();
        boolean complete = Jobs.await(() -> !writer.isAlive(), () -> spark.sparkContext().cancelJobGroup(group),
                played::value, total, listener);
        if (!complete) {
            return nothingWritten(false);
        }
        if (failure.get() != null) {
            throw Jobs.failed(failure.get());
        }
        try {
            if (!fs.rename(partial, target)) {
                throw new IllegalStateException("cannot rename " + partial + " to " + target);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rename " + partial + " to " + target + ": " + e.getMessage(), e);
        }
        listener.progress(total, total, 0);
        return withoutRows(summaries(), true);
    }

    /** Results with no game: none played, or the write cancelled. */
    private TaskResults nothingWritten(boolean complete) {
        return withoutRows(tasks.stream().map(t -> new Summary()).toList(), complete);
    }

    /** Results with the rows left in the Parquet files. */
    private TaskResults withoutRows(List<Summary> summaries, boolean complete) {
        return new TaskResults(tasks.stream().map(t -> List.<GameRecord>of()).toList(), summaries, complete);
    }

    private FileSystem fileSystem() {
        try {
            return new Path(dir).getFileSystem(spark.sparkContext().hadoopConfiguration());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reach " + dir + ": " + e.getMessage(), e);
        }
    }

    private void requireNew(FileSystem fs, Path target) {
        try {
            if (fs.exists(target)) {
                throw new IllegalArgumentException(dir + " already exists: give a new folder for the Parquet files");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot look at " + dir + ": " + e.getMessage(), e);
        }
    }

    private static void delete(FileSystem fs, Path folder) {
        try {
            fs.delete(folder, true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + folder + ": " + e.getMessage(), e);
        }
    }

    /** The columns of the per-game table, typed as there, and the variant. */
    private StructType schema() {
        Table empty = GameTable.of("games", List.of(tasks.get(0)), List.of(List.of()), optionColumns);
        StructType schema = new StructType();
        for (Column<?> column : empty.columns()) {
            schema = schema.add(column.name(), sparkType(column.type()), false);
        }
        return schema.add(VARIANT, DataTypes.IntegerType, false);
    }

    private static DataType sparkType(ColumnType type) {
        if (type == ColumnType.INTEGER) {
            return DataTypes.IntegerType;
        }
        if (type == ColumnType.LONG) {
            return DataTypes.LongType;
        }
        if (type == ColumnType.BOOLEAN) {
            return DataTypes.BooleanType;
        }
        if (type == ColumnType.STRING) {
            return DataTypes.StringType;
        }
        throw new IllegalStateException("no Parquet type for a column of " + type);
    }

    /**
     * Plays a slice on an executor and returns its rows of the per-game table, each with its variant, a thousand
     * games at a time as Spark's writer takes them.
     */
    private static Iterator<Row> rows(Slice slice, List<String> options, LongAccumulator played) {
        return slice.games().split(ROWS_AT_ONCE).stream()
                .flatMap(part -> tableRows(new Slice(slice.task(), part), options, played).stream()).iterator();
    }

    private static List<Row> tableRows(Slice slice, List<String> options, LongAccumulator played) {
        List<GameRecord> records = slice.records();
        Table table = GameTable.of("games", List.of(slice.games()), List.of(records), options);
        int columns = table.columnCount();
        List<Row> rows = new ArrayList<>(table.rowCount());
        for (int r = 0; r < table.rowCount(); r++) {
            Object[] values = new Object[columns + 1];
            for (int c = 0; c < columns; c++) {
                values[c] = table.column(c).get(r);
            }
            values[columns] = slice.task();
            rows.add(RowFactory.create(values));
        }
        played.add(records.size());
        return rows;
    }

    /** The summary of each variant, from the files written, computed partition by partition on the cluster. */
    private List<Summary> summaries() {
        Dataset<Row> written = spark.read().parquet(dir).select(VARIANT, Columns.STATUS, Columns.REASON,
                Columns.FIRST_MOVER, Columns.PLIES, Columns.SOUTH_CAPTURES, Columns.NORTH_CAPTURES,
                Columns.SOUTH_CAPTURED_SEEDS, Columns.NORTH_CAPTURED_SEEDS);
        List<HashMap<Integer, Summary>> parts = written.javaRDD().mapPartitions(ParquetRun::summarize).collect();
        List<Summary> summaries = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            Summary s = new Summary();
            for (Map<Integer, Summary> part : parts) {
                s = s.merge(part.getOrDefault(t, new Summary()));
            }
            summaries.add(s);
        }
        return summaries;
    }

    /** The summaries of one partition's rows, by variant; columns in the order selected above. */
    private static Iterator<HashMap<Integer, Summary>> summarize(Iterator<Row> rows) {
        HashMap<Integer, Summary> byVariant = new HashMap<>();
        while (rows.hasNext()) {
            Row r = rows.next();
            byVariant.computeIfAbsent(r.getInt(0), v -> new Summary()).add(Status.valueOf(r.getString(1)),
                    Reason.valueOf(r.getString(2)), Player.valueOf(r.getString(3)), r.getInt(4),
                    (long) r.getInt(5) + r.getInt(6), (long) r.getInt(7) + r.getInt(8));
        }
        return List.of(byVariant).iterator();
    }
}

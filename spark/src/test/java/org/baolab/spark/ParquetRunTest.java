package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.baolab.Games;
import org.baolab.sim.Results;
import org.baolab.sim.Simulation;
import org.baolab.sim.Sweep;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** Rows written from the executors as Parquet: the per-game table's rows, and the summary computed from them. */
@ExtendWith(LocalSpark.class)
class ParquetRunTest {

    @TempDir
    Path dir;

    private static String csv(Table table) {
        StringWriter out = new StringWriter();
        table.write().csv(out);
        return out.toString();
    }

    private final Sweep sweep = Sweep.of(Games.kimasaiTwoPhase()).vary("reserve", 4, 8, 12).south("greedy")
            .games(120).seed(9);

    @Test
    void theRowsArePartitionedByVariantAndTheSummaryIsTheSingleMachineOne() throws Exception {
        Results local = sweep.threads(2).run();
        String out = dir.resolve("rows").toString();
        Table summary = sweep.on(SparkSweep.on(LocalSpark.session()).parquet(out).partitions(5)).summary();
        assertEquals(csv(local.summary()), csv(summary));

        try (Stream<Path> variants = Files.list(Path.of(out))) {
            assertEquals(List.of("variant=0", "variant=1", "variant=2"), variants.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString()).sorted().toList());
        }
        Dataset<Row> written = LocalSpark.session().read().parquet(out);
        List<String> columns = new ArrayList<>(local.games().columnNames());
        columns.add("variant");
        assertEquals(columns, List.of(written.columns()));
        // every row as the CSV line of the single-machine table, in the same order
        Dataset<Row> ordered = written.orderBy("variant", "index").drop("variant");
        List<String> lines = ordered.collectAsList().stream().map(ParquetRunTest::csvLine).toList();
        List<String> expected = csv(local.games()).lines().skip(1).toList();
        assertEquals(expected, lines);
        assertEquals(120, written.where("variant = 1").count());
        assertEquals(8L, (long) written.where("variant = 1").first().<Integer>getAs("reserve"));
    }

    private static String csvLine(Row row) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < row.length(); i++) {
            line.append(i == 0 ? "" : ",").append(row.get(i));
        }
        return line.toString();
    }

    @Test
    void aLongSliceIsWrittenAThousandRowsAtATime() {
        Simulation simulation = Simulation.of(Games.kimasaiFourRows()).games(2 * ParquetRun.ROWS_AT_ONCE + 500).seed(8);
        String out = dir.resolve("one-slice").toString();
        Table summary = simulation.on(SparkSweep.on(LocalSpark.session()).partitions(1).parquet(out)).summary();
        assertEquals(csv(simulation.threads(2).summary()), csv(summary));
        Dataset<Row> written = LocalSpark.session().read().parquet(out);
        assertEquals(2500, written.count());
        assertEquals(2500, written.select("index").distinct().count());
    }

    @Test
    void noGameWritesNothing() {
        String out = dir.resolve("none").toString();
        Table summary = sweep.games(0).on(SparkSweep.on(LocalSpark.session()).parquet(out)).summary();
        assertEquals(3, summary.rowCount());
        summary.longColumn("games").forEach(n -> assertEquals(0, n));
        assertTrue(Files.notExists(Path.of(out)));
    }

    @Test
    void anExistingFolderOrAskingForRowsIsRefused() throws Exception {
        SparkSweep toExisting = SparkSweep.on(LocalSpark.session()).parquet(dir.toString());
        IllegalArgumentException exists = assertThrows(IllegalArgumentException.class,
                () -> sweep.on(toExisting).summary());
        assertTrue(exists.getMessage().contains("already exists"), exists.getMessage());
        SparkSweep toNew = SparkSweep.on(LocalSpark.session()).parquet(dir.resolve("new").toString());
        IllegalStateException rows = assertThrows(IllegalStateException.class, () -> sweep.on(toNew).run());
        assertTrue(rows.getMessage().contains("summary"), rows.getMessage());
        assertTrue(Files.notExists(dir.resolve("new")));
    }

    @Test
    void aFolderLeftByAKilledRunDoesNotBlockTheNext() throws Exception {
        Path left = Files.createDirectories(dir.resolve(".rows.partial/_temporary/0/task_1/variant=0"));
        Files.writeString(left.resolve("part-00000.parquet"), "half a file");
        Path rows = dir.resolve("rows");
        Table summary = sweep.on(SparkSweep.on(LocalSpark.session()).parquet(rows.toString())).summary();
        assertEquals(List.of(120L, 120L, 120L), summary.longColumn("games").asList());
        assertEquals(360, LocalSpark.session().read().parquet(rows.toString()).count());
        assertTrue(Files.notExists(dir.resolve(".rows.partial")));
    }

    @Test
    void aCancelledWriteLeavesNothingInTheWayOfTheNextRun() throws Exception {
        CountDownLatch firstSlices = new CountDownLatch(1);
        Path rows = dir.resolve("rows");
        // far more than the test could wait for: only cancelling ends it
        Simulation slow = Simulation.of(Games.baoKingulu()).south("alphabeta:4").north("alphabeta:4").games(20_000)
                .on(SparkSweep.on(LocalSpark.session()).partitions(2_000).parquet(rows.toString()))
                .progress((done, all, rate) -> {
                    if (done > 0) {
                        firstSlices.countDown();
                    }
                });
        AtomicReference<Table> result = new AtomicReference<>();
        Thread caller = new Thread(() -> result.set(slow.summary()));
        List<Throwable> uncaught = new CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> uncaught.add(e));
        try {
            caller.start();
            LocalSpark.interruptOnceStarted(caller, firstSlices);
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(handler);
        }
        assertEquals(List.of(), uncaught, "the cancelled write ends quietly: no thread dies printing Spark's error");
        assertEquals(0, result.get().longColumn("games").get(0));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "neither the folder nor a temporary one");
        }
        assertEquals(20, Simulation.of(Games.baoKingulu()).games(20)
                .on(SparkSweep.on(LocalSpark.session()).parquet(rows.toString())).summary().longColumn("games").get(0));
    }
}

package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.baolab.Games;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.Simulation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/** Progress is reported as tasks finish, and interrupting the caller cancels the Spark job. */
@ExtendWith(LocalSpark.class)
class InterruptTest {

    @TempDir
    Path dir;

    @Test
    void progressReachesTheTotal() {
        AtomicLong last = new AtomicLong(-1);
        AtomicLong total = new AtomicLong();
        Simulation.of(Games.baoKingulu()).games(500).on(SparkSweep.on(LocalSpark.session()).partitions(5))
                .progress((done, all, rate) -> {
                    assertTrue(done >= last.get(), "progress never goes back");
                    last.set(done);
                    total.set(all);
                }).run();
        assertEquals(500, total.get());
        assertEquals(500, last.get());
    }

    @Test
    void interruptingCancelsTheJobAndKeepsTheSlicesPlayed() throws Exception {
        CountDownLatch firstSlices = new CountDownLatch(1);
        ProgressListener listener = (done, all, rate) -> {
            if (done > 0) {
                firstSlices.countDown();
            }
        };
        // far more than the test could wait for: only cancelling ends it
        Simulation slow = Simulation.of(Games.baoKingulu()).south("alphabeta:4").north("alphabeta:4").games(20_000)
                .on(SparkSweep.on(LocalSpark.session()).partitions(2_000)).progress(listener);
        AtomicReference<Table> result = new AtomicReference<>();
        Thread caller = new Thread(() -> result.set(slow.run()));
        caller.start();
        LocalSpark.interruptOnceStarted(caller, firstSlices);
        Table games = result.get();
        assertEquals("games (interrupted)", games.name());
        assertTrue(games.rowCount() > 0 && games.rowCount() < 20_000, games.rowCount() + " games");
        assertEquals(games.rowCount(), games.longColumn("index").countUnique(), "each game once");
        // the session goes on serving runs
        assertEquals(20, Simulation.of(Games.baoKingulu()).games(20).on(SparkSweep.on(LocalSpark.session())).run()
                .rowCount());
    }

    @Test
    void aProgressListenerThatFailsCancelsTheJob() throws Exception {
        ProgressListener failing = (done, all, rate) -> {
            throw new IllegalStateException("the display is gone");
        };
        // far more than the test could wait for: only cancelling ends the job
        SparkSweep[] runners = {SparkSweep.on(LocalSpark.session()).partitions(2_000),
            SparkSweep.on(LocalSpark.session()).partitions(2_000).parquet(dir.resolve("rows").toString())};
        for (SparkSweep runner : runners) {
            Simulation slow = Simulation.of(Games.baoKingulu()).south("alphabeta:4").north("alphabeta:4")
                    .games(20_000).on(runner).progress(failing);
            IllegalStateException e = assertThrows(IllegalStateException.class, slow::summary, runner.toString());
            assertEquals("the display is gone", e.getMessage());
            LocalSpark.awaitNoJob(Duration.ofSeconds(30));    // cancelled, the job ends within seconds
        }
    }
}

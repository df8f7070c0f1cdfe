package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.baolab.Games;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tech.tablesaw.api.Table;

/** A run streamed grid point by grid point ({@link Experiment#stream}, {@link CsvStream}). */
class StreamTest {

    private static String csv(Table table) {
        return SimulationTest.csv(table);
    }

    /**
     * Beyond a block of rows (4096 games) and of summary rows (256 points), and with points of several chunks (37
     * games: 16 + 16 + 5) played by several threads, the streamed files are the tables written whole.
     */
    @ParameterizedTest
    @CsvSource({"maxTurns, 1000..1299, 20, 1", "maxTurns, 1000..1299, 20, 3", "kuwekaCount, 1..4, 37, 2"})
    void theStreamedFilesAreTheTablesWrittenWhole(String option, String values, int games, int threads) {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary(option, values).vary("south", "random", "greedy")
                .games(games).seed(4).threads(threads).moves(true);
        Results whole = sweep.run();
        StringWriter rows = new StringWriter();
        StringWriter summary = new StringWriter();
        StringWriter records = new StringWriter();
        CsvStream stream = sweep.csv(rows, summary, records, 5);
        assertTrue(stream.wantsRows());
        assertTrue(sweep.stream(true, stream));
        stream.finish();
        assertEquals(csv(whole.games()), rows.toString());
        assertEquals(csv(whole.summary()), summary.toString());
        assertEquals(String.join("\n", whole.records()) + "\n", records.toString());
        assertEquals(csv(whole.summary().first(5)), csv(stream.head()));
        assertEquals(whole.summary().rowCount(), stream.points());
        assertEquals(whole.games().rowCount(), stream.total().games());
    }

    @Test
    void aRunOfNoGamesWritesTheHeadersAlone() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("kuweka", true, false).games(0).metrics();
        StringWriter rows = new StringWriter();
        StringWriter summary = new StringWriter();
        CsvStream stream = sweep.csv(rows, summary, null, 10);
        assertTrue(sweep.stream(true, stream));
        stream.finish();
        Results whole = sweep.run();
        assertEquals(csv(whole.games()), rows.toString());
        assertEquals(csv(whole.summary()), summary.toString());
    }

    /**
     * While the sink holds the first grid point, the threads play on only until the points waiting behind it fill
     * their window: a run holds a few chunks of games per thread, not its grid.
     */
    @Test
    void aRunHoldsAFewChunksPerThreadWhateverItsGrid() throws InterruptedException {
        int threads = 2;
        long bound = (long) Runner.CHUNK * (Runner.WINDOW_PER_THREAD + 1) * threads;
        AtomicLong played = new AtomicLong();
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("maxTurns", "1000..3999").games(16).seed(1).threads(threads)
                .progress((done, total, rate) -> played.set(done));
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean complete = new AtomicBoolean();
        Thread run = new Thread(() -> complete.set(sweep.stream(false, (point, task, summary, whole) -> {
            if (point == 0) {
                holding.countDown();
                awaitOrFail(release, "the test to let the first point go");
            }
        })));
        run.start();
        try {
            assertTrue(holding.await(1, TimeUnit.MINUTES), "the first point is handed over");
            long seen = -1;
            for (int i = 0; i < 100 && played.get() != seen; i++) {   // until the threads have stopped taking games
                seen = played.get();
                Thread.sleep(600);   // progress is reported every 250 ms
            }
            assertTrue(played.get() <= bound, played.get() + " games played while one point was held, at most "
                    + bound + " expected of " + 3000 * 16);
        } finally {
            release.countDown();
            run.join(TimeUnit.MINUTES.toMillis(2));
        }
        assertFalse(run.isAlive(), "the run ends once the point is let go");
        assertTrue(complete.get());
        assertEquals(3000 * 16, played.get());
    }

    private static void awaitOrFail(CountDownLatch latch, String what) {
        try {
            if (!latch.await(2, TimeUnit.MINUTES)) {
                throw new AssertionError("waited 2 minutes for " + what);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * An interrupt hands over the points started, in order: the finished ones whole, those cut short (the threads
     * were playing them) with the games they finished; none after them.
     */
    @Test
    void anInterruptHandsOverTheFinishedPointsAndThoseCutShort() {
        Thread caller = Thread.currentThread();
        List<Integer> points = new ArrayList<>();
        List<Boolean> whole = new ArrayList<>();
        List<Summary> summaries = new ArrayList<>();
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("maxTurns", "1000..1999").games(40).seed(1).threads(2);
        boolean complete = sweep.stream(false, (point, task, summary, finished) -> {
            points.add(point);
            whole.add(finished);
            summaries.add(summary);
            if (point == 5) {
                caller.interrupt();
            }
        });
        assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
        assertFalse(complete);
        assertEquals(IntStream.range(0, points.size()).boxed().toList(), points, "in grid order, none missing");
        assertTrue(points.size() > 5 && points.size() < 1000, points.size() + " points");
        for (int p = 0; p < points.size(); p++) {
            assertEquals(whole.get(p), summaries.get(p).games() == 40, "point " + p + ": " + summaries.get(p).games());
        }
        // a point each thread was playing, and the last point started, if its last chunk was never taken
        assertTrue(whole.stream().filter(w -> !w).count() <= 3, "points cut short: " + whole);
    }
}

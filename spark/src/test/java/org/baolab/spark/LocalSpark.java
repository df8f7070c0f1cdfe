package org.baolab.spark;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark session of the tests, shared by all of them: local mode with two threads, where a failed task is
 * tried again once ({@code local[2,2]}; plain {@code local[2]} never retries). As an extension of a test class, it
 * fails a test that leaves a job running, and cancels that job: the session's jobs run first come, first served,
 * so a job left behind would hold both threads and every later test would wait for it.
 */
final class LocalSpark implements AfterEachCallback {

    static final String MASTER = "local[2,2]";
    private static SparkSession session;
    private static final List<String> failedTasks = new ArrayList<>();

    /** How long a test waits for Spark to do what it waits for (a slice played, a job stopped) before failing. */
    static final Duration PATIENCE = Duration.ofMinutes(3);
    /** How long a finished job may still be reported as running. */
    private static final Duration LAG = Duration.ofSeconds(20);

    /** Made by JUnit for {@code @ExtendWith(LocalSpark.class)}. */
    LocalSpark() {
    }

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        if (session == null) {
            return;
        }
        // Spark's status of a job lags behind its end (it is told on a thread of its own): a job counts as left
        // running only when it still is a while later
        long end = System.nanoTime() + LAG.toNanos();
        int[] running = session.sparkContext().statusTracker().getActiveJobIds();
        while (running.length > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
            running = session.sparkContext().statusTracker().getActiveJobIds();
        }
        if (running.length > 0) {
            session.sparkContext().cancelAllJobs();
            awaitNoJob();
            throw new AssertionError("the test left Spark jobs " + Arrays.toString(running) + " running");
        }
    }

    /** Waits, at most {@link #PATIENCE}, until the session runs no job. */
    static void awaitNoJob() throws InterruptedException {
        awaitNoJob(PATIENCE);
    }

    /** Waits, at most {@code bound}, until the session runs no job. */
    static void awaitNoJob(Duration bound) throws InterruptedException {
        long end = System.nanoTime() + bound.toNanos();
        while (session.sparkContext().statusTracker().getActiveJobIds().length > 0) {
            if (System.nanoTime() > end) {
                throw new AssertionError("Spark jobs still running after " + bound.toSeconds() + " s: "
                        + Arrays.toString(session.sparkContext().statusTracker().getActiveJobIds()));
            }
            Thread.sleep(20);
        }
    }

    /**
     * Interrupts {@code caller} once {@code started} is counted down, and waits for it to return. Whatever happens,
     * the caller is interrupted and waited for (each wait bounded by {@link #PATIENCE}), so that no job it started
     * is left running.
     *
     * @throws AssertionError saying what did not come within the bound
     */
    static void interruptOnceStarted(Thread caller, CountDownLatch started) throws InterruptedException {
        boolean came;
        try {
            came = started.await(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
        } finally {
            caller.interrupt();
            caller.join(PATIENCE.toMillis());
        }
        if (!came) {
            throw new AssertionError("no slice came back within " + PATIENCE.toSeconds() + " s");
        }
        if (caller.isAlive()) {
            throw new AssertionError("the run did not return within " + PATIENCE.toSeconds() + " s of its interrupt");
        }
    }

    static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder().master(MASTER).appName("Bao Lab tests")
                    .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
                    .getOrCreate();
            session.sparkContext().setLogLevel("ERROR");
            session.sparkContext().addSparkListener(new SparkListener() {
                @Override
                public void onTaskEnd(SparkListenerTaskEnd end) {
                    if (!end.taskInfo().successful()) {
                        synchronized (failedTasks) {
                            failedTasks.add(end.reason().toString());
                        }
                    }
                }
            });
        }
        return session;
    }

    /** The failures of tasks so far, each as Spark describes it. */
    private static List<String> failedTasks() {
        synchronized (failedTasks) {
            return List.copyOf(failedTasks);
        }
    }

    /**
     * The failures of tasks whose description holds {@code text}, once there is one (or after ten seconds):
     * Spark tells its listeners on a thread of its own, possibly after the job has returned.
     */
    static List<String> failedTasks(String text) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        List<String> found = List.of();
        while (found.isEmpty() && System.nanoTime() < end) {
            Thread.sleep(20);
            found = failedTasks().stream().filter(f -> f.contains(text)).toList();
        }
        return found;
    }
}

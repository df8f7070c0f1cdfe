package org.baolab.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark session of the tests, shared by all of them: local mode with two threads, where a failed task is
 * tried again once ({@code local[2,2]}; plain {@code local[2]} never retries).
 */
final class LocalSpark {

    static final String MASTER = "local[2,2]";
    private static SparkSession session;
    private static final List<String> failedTasks = new ArrayList<>();

    private LocalSpark() {
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

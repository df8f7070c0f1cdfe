package org.baolab.spark;

import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.baolab.sim.ProgressListener;

/** Waiting for a Spark job with progress, and cancelling it on interrupt. */
final class Jobs {

    private static final long POLL_MILLIS = 200;

    private Jobs() {
    }

    /**
     * Waits until the job is done, reporting the games played every fifth of a second. When the calling thread is
     * interrupted, cancels the job, waits for it to stop, keeps the thread's interrupt status and returns false.
     * When the wait ends by an exception (a progress listener that throws), the job is cancelled and waited for too:
     * a job nobody waits for would keep the cluster's cores, and every later job of the session would queue
     * behind it. The job is cancelled again at every look until it is done, since a cancel that comes before Spark
     * has the job (a writer thread about to start it) finds nothing to cancel.
     *
     * @return true when the job ran to its end (successfully or not), false when it was cancelled
     */
    static boolean await(BooleanSupplier done, Runnable cancel, LongSupplier games, long total,
                         ProgressListener listener) {
        boolean ended = false;
        try {
            boolean complete = poll(done, cancel, games, total, listener);
            ended = true;
            return complete;
        } finally {
            if (!ended) {
                cancelAndWait(done, cancel);
            }
        }
    }

    private static boolean poll(BooleanSupplier done, Runnable cancel, LongSupplier games, long total,
                                ProgressListener listener) {
        long start = System.nanoTime();
        while (!done.getAsBoolean()) {
            double seconds = (System.nanoTime() - start) / 1e9;
            long n = games.getAsLong();
            listener.progress(n, total, seconds > 0 ? n / seconds : 0);
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                cancelAndWait(done, cancel);
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Cancels the job at every look until it is done; an interrupt meanwhile is kept for the caller. */
    private static void cancelAndWait(BooleanSupplier done, Runnable cancel) {
        boolean interrupted = false;
        while (!done.getAsBoolean()) {
            cancel.run();
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The failure of a job as an exception that says so in its first line, with Spark's as the cause. */
    static RuntimeException failed(Throwable cause) {
        String message = String.valueOf(cause.getMessage());
        int line = message.indexOf('\n');
        return new IllegalStateException("the Spark job failed: " + (line < 0 ? message : message.substring(0, line)),
                cause);
    }
}

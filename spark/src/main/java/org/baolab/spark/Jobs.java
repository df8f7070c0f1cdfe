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
     *
     * @return true when the job ran to its end (successfully or not), false when it was cancelled
     */
    static boolean await(BooleanSupplier done, Runnable cancel, LongSupplier games, long total,
                         ProgressListener listener) {
        long start = System.nanoTime();
        boolean interrupted = false;
        while (!done.getAsBoolean()) {
            if (!interrupted) {
                double seconds = (System.nanoTime() - start) / 1e9;
                long n = games.getAsLong();
                listener.progress(n, total, seconds > 0 ? n / seconds : 0);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                if (!interrupted) {
                    interrupted = true;
                    cancel.run();
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return !interrupted;
    }

    /** The failure of a job as an exception that says so in its first line, with Spark's as the cause. */
    static RuntimeException failed(Throwable cause) {
        String message = String.valueOf(cause.getMessage());
        int line = message.indexOf('\n');
        return new IllegalStateException("the Spark job failed: " + (line < 0 ? message : message.substring(0, line)),
                cause);
    }
}

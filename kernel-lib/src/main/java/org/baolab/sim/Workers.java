package org.baolab.sim;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs the same work on a few daemon threads while the calling thread reports progress a few times a second,
 * as simulations and timelines do. Interrupting the calling thread raises the stop flag the work watches; a
 * failing thread raises it too, and its exception is thrown once every thread has stopped.
 */
final class Workers {

    private static final long REPORT_NANOS = 250_000_000L;

    private Workers() {
    }

    /**
     * Runs {@code work} with each worker number from 0 to {@code threads - 1} and waits for all of them, calling
     * {@code report} while they work and once more at the end (the final count, however fast the run).
     *
     * @return true if the calling thread was interrupted meanwhile (its interrupt flag is set again)
     */
    static boolean run(String name, int threads, IntConsumer work, AtomicBoolean stop, Runnable report) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(threads);
        Thread[] workers = new Thread[threads];
        for (int w = 0; w < threads; w++) {
            int worker = w;
            Thread thread = new Thread(() -> {
                try {
                    work.accept(worker);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    stop.set(true);
                } finally {
                    finished.countDown();
                }
            }, name + "-" + w);
            thread.setDaemon(true);
            workers[w] = thread;
            thread.start();
        }
        boolean interrupted = false;
        try {
            while (finished.getCount() > 0) {
                try {
                    finished.await(REPORT_NANOS, TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                    stop(workers, stop);
                }
                report.run();
            }
        } finally {
            if (finished.getCount() > 0) {    // a report that throws leaves no thread playing on
                stop(workers, stop);
            }
            interrupted |= await(finished);
        }
        report.run();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable error = failure.get();
        if (error != null) {
            throw error instanceof RuntimeException r ? r : new IllegalStateException(name + " thread failed", error);
        }
        return interrupted;
    }

    /**
     * Raises the stop flag, which the work reads between moves, and interrupts the threads, which a search (an
     * alphabeta or mcts agent) reads within its move.
     */
    private static void stop(Thread[] workers, AtomicBoolean stop) {
        stop.set(true);
        for (Thread worker : workers) {
            worker.interrupt();
        }
    }

    /** Waits for the threads to finish; true if interrupted meanwhile. */
    private static boolean await(CountDownLatch finished) {
        boolean interrupted = false;
        while (finished.getCount() > 0) {
            try {
                finished.await();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        return interrupted;
    }
}

package org.baolab.sim;

/** Hears how a run is going, a few times a second from the thread that started it, and once at the end. */
@FunctionalInterface
public interface ProgressListener {

    /** Nobody listens. */
    ProgressListener NONE = (done, total, gamesPerSecond) -> {
    };

    /**
     * @param done games finished so far
     * @param total games in the run
     * @param gamesPerSecond games finished per second of wall-clock time since the start
     */
    void progress(long done, long total, double gamesPerSecond);

    /**
     * The run has moved on to a part whose progress it does not count; {@code what} says what it is doing
     * ({@code working back from the 119,315 positions found}). Nothing by default.
     */
    default void phase(String what) {
    }

    /** The run is over; {@code result} says in one line what came of it. */
    default void finished(String result) {
    }

    /**
     * The run stopped on an error before its end (instead of {@link #finished}); {@code why} is the error's message,
     * which the caller goes on to report. Nothing by default.
     */
    default void failed(String why) {
    }

    /**
     * The run was interrupted after {@code done} of {@code total} games (instead of {@link #finished}); by default
     * it finishes with {@code interrupted after DONE of TOTAL games}.
     */
    default void interrupted(long done, long total) {
        finished(interruptedAfter(done, total));
    }

    /** The line that ends an interrupted run: {@code interrupted after 281,004 of 1,000,000 games}. */
    static String interruptedAfter(long done, long total) {
        return String.format(java.util.Locale.ROOT, "interrupted after %,d of %,d games", done, total);
    }
}

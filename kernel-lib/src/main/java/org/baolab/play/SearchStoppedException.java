package org.baolab.play;

import java.util.concurrent.CancellationException;

/**
 * A search agent stopped choosing because its thread was interrupted (a notebook's Interrupt, a Stop button, a run
 * being stopped). The thread's interrupt flag stays set; the game it was choosing for is left unfinished. A
 * {@link CancellationException}, as every stopped run of the library is.
 */
public final class SearchStoppedException extends CancellationException {

    SearchStoppedException(AgentSpec agent) {
        super(agent.name() + " stopped searching: its thread was interrupted");
    }

    /**
     * Throws if the current thread was interrupted. Searches call it every 1,024 positions or 16 playouts, so that
     * stopping takes milliseconds and checking costs nothing measurable.
     */
    static void check(AgentSpec agent) {
        if (Thread.currentThread().isInterrupted()) {
            throw new SearchStoppedException(agent);
        }
    }
}

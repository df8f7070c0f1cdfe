package org.baolab.play;

/**
 * A search agent stopped choosing because its thread was interrupted (a notebook's Interrupt, a Stop button, a run
 * being stopped). The thread's interrupt flag stays set; the game it was choosing for is left unfinished.
 */
public final class SearchStoppedException extends RuntimeException {

    SearchStoppedException(AgentSpec agent) {
        super(agent.name() + " stopped searching: its thread was interrupted");
    }

    /**
     * Throws if the current thread was interrupted. Searches call it every few thousand positions, so that stopping
     * takes a few milliseconds and checking costs nothing measurable.
     */
    static void check(AgentSpec agent) {
        if (Thread.currentThread().isInterrupted()) {
            throw new SearchStoppedException(agent);
        }
    }
}

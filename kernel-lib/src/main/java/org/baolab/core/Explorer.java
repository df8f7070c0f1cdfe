package org.baolab.core;

import tech.tablesaw.api.Table;

/**
 * A live rule explorer, as {@link Rules#explore()} gives it: every option a control, the agents and the batch size,
 * and a dashboard that a change of a control replays. A cell can drive it as its controls would and take the table
 * of every variant tried. The notebook's {@code org.baolab.notebook.ExplorerWidget} is the one the library installs.
 */
public interface Explorer {

    /** The rules the controls show now. */
    Rules rules();

    /**
     * Sets an option as its control would, and plays the new variant.
     *
     * @throws IllegalArgumentException for an unknown option or a value out of its range, saying what is valid
     */
    Explorer set(String option, Object value);

    /** Chooses SOUTH's agent as its list would ({@code random}, {@code alphabeta:2}, ...). */
    Explorer south(String agent);

    /** Chooses NORTH's agent as its list would. */
    Explorer north(String agent);

    /** Sets the games of a batch as its control would. */
    Explorer games(int n);

    /** Waits for the batch in flight to end. */
    Explorer await() throws InterruptedException;

    /** The summary of every variant whose batch finished, in the order tried: the table a sweep of them gives. */
    Table table();
}

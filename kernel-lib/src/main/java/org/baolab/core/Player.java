package org.baolab.core;

/** The two players (rule C1). SOUTH sits at the bottom of every drawing. */
public enum Player {
    SOUTH, NORTH;

    /** The other player. */
    public Player opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    /** The player with the given ordinal (0 SOUTH, 1 NORTH), for engine code that keeps players as ints. */
    public static Player of(int index) {
        return index == 0 ? SOUTH : NORTH;
    }
}

package org.baolab.core;

/** Whether a game goes on or how it ended (rule C9). */
public enum Status {
    ONGOING, SOUTH_WINS, NORTH_WINS, DRAW;

    /** The status for a win by {@code player}. */
    public static Status winFor(Player player) {
        return player == Player.SOUTH ? SOUTH_WINS : NORTH_WINS;
    }
}

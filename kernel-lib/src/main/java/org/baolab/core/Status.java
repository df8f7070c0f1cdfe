package org.baolab.core;

/** Whether a game goes on or how it ended (rule C9). */
public enum Status {
    ONGOING, SOUTH_WINS, NORTH_WINS, DRAW;

    /** The status for people: {@code SOUTH wins}, {@code NORTH wins}, {@code draw}, {@code ongoing}. */
    public String describe() {
        return switch (this) {
            case SOUTH_WINS -> "SOUTH wins";
            case NORTH_WINS -> "NORTH wins";
            case DRAW -> "draw";
            case ONGOING -> "ongoing";
        };
    }

    /** The status for a win by {@code player}. */
    public static Status winFor(Player player) {
        return player == Player.SOUTH ? SOUTH_WINS : NORTH_WINS;
    }
}

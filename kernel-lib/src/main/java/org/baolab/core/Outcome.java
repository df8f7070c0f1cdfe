package org.baolab.core;

/**
 * How a game stands: its status and, once over, the reason (rule C9).
 *
 * @param status ONGOING or the result
 * @param reason why the game ended; {@code null} while it goes on
 */
public record Outcome(Status status, Reason reason) {

    /** The outcome of a game still in progress. */
    public static final Outcome ONGOING = new Outcome(Status.ONGOING, null);

    /** True once the game has ended. */
    public boolean isOver() {
        return status != Status.ONGOING;
    }

    /** The winner, or {@code null} for a draw or a game in progress. */
    public Player winner() {
        return switch (status) {
            case SOUTH_WINS -> Player.SOUTH;
            case NORTH_WINS -> Player.NORTH;
            default -> null;
        };
    }

    @Override
    public String toString() {
        return reason == null ? status.name() : status + " (" + reason + ")";
    }
}

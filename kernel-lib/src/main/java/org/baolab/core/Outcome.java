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

    /** The outcome for people, as a board's header says it: {@code SOUTH wins (no legal moves)}. */
    public String describe() {
        return reason == null ? status.describe()
                : status.describe() + " (" + reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")";
    }

    /** The outcome as records and tables write it: {@code SOUTH_WINS (NO_LEGAL_MOVES)}. */
    @Override
    public String toString() {
        return reason == null ? status.name() : status + " (" + reason + ")";
    }
}

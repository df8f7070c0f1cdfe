package org.baolab.core;

/**
 * What the engines of two-row games with one row per player share (Kalah, Oware): holes {@code 0..N-1} are SOUTH's
 * row 1, {@code N..2N-1} NORTH's row 2 (C2). Static and allocation-free, for the hot path.
 */
public final class TwoRows {

    private TwoRows() {
    }

    /** The ordinal of the player whose row holds {@code hole}. */
    public static int owner(int hole, int columns) {
        return hole < columns ? 0 : 1;
    }

    /** Whether every hole of a player's row is empty; usually known at the first hole. */
    public static boolean empty(int[] counts, int player, int columns) {
        for (int h = player * columns, end = h + columns; h < end; h++) {
            if (counts[h] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The holes of a player's row that hold seeds, as a bitboard. */
    public static long occupied(int[] counts, int player, int columns) {
        long holes = 0;
        for (int h = player * columns, end = h + columns; h < end; h++) {
            holes |= (long) (-counts[h] >>> 31) << h;   // bit h when the hole holds seeds: no branch to mispredict
        }
        return holes;
    }

    /**
     * Why a move from this hole is refused when it is not in the mover's row or is empty, naming {@code rule}, the
     * game's rule for where a move starts; {@code null} if neither.
     */
    public static String wrongRowOrEmpty(int[] counts, int hole, int columns, Player mover, String rule) {
        Player owner = Player.of(owner(hole, columns));
        if (owner != mover) {
            return "it is in " + owner + "'s row; " + mover + " plays from row " + (mover.ordinal() + 1) + " (rule "
                    + rule + ")";
        }
        return counts[hole] == 0 ? "it is empty (rule " + rule + ")" : null;
    }
}

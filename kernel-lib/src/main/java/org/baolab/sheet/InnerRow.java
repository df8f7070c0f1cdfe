package org.baolab.sheet;

import org.baolab.core.Board;

/**
 * The inner rows of a four-row board, which the four-row blocks ({@code capture-facing}, {@code start-empty},
 * {@code end when=INNER_EMPTY}) read: SOUTH's inner row is row 2, NORTH's row 3 (C2); a hole of one faces the hole of
 * the other in its column (C3), and each has its back row behind it, row 1 or row 4. On two rows, where an end
 * block's option may name INNER_EMPTY, a player's one row is their inner row.
 */
final class InnerRow {

    private InnerRow() {
    }

    /** The first hole of a player's inner row (a2 or a3; on two rows, a1 or a2). */
    static int first(Board board, int player) {
        return board.rows() == 2 ? player * board.columns() : (player == 0 ? 1 : 2) * board.columns();
    }

    /** Whether {@code hole} is in {@code player}'s inner row. */
    static boolean holds(Board board, int player, int hole) {
        int first = first(board, player);
        return hole >= first && hole < first + board.columns();
    }

    /** The back-row hole behind an inner hole of its owner, in the same column. */
    static int behind(Board board, int hole) {
        return board.row(hole) == 2 ? hole - board.columns() : hole + board.columns();
    }

    /** Whether the player has no seed in their inner row (block end, INNER_EMPTY). */
    static boolean empty(int[] counts, Board board, int player) {
        for (int h = first(board, player), end = h + board.columns(); h < end; h++) {
            if (counts[h] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The hole of the player's inner row where their circuit {@code next} enters it from the back row: the end of the
     * row a lap sows first, Bao's kichwa for that direction.
     */
    static int entry(Board board, int player, int[] next) {
        for (int h = 0; h < next.length; h++) {
            if (next[h] >= 0 && !holds(board, player, h) && holds(board, player, next[h])) {
                return next[h];
            }
        }
        throw new IllegalStateException("no lap of " + player + " enters the inner row");
    }
}

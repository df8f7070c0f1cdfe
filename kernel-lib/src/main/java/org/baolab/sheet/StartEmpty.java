package org.baolab.sheet;

import org.baolab.core.Board;

/**
 * Block {@code start-empty}: on four rows, one hole of each player's inner row starts empty, the others holding the
 * start block's seeds (Nsolo, after Sanderson 1913: two in every hole but each player's right-hand end hole of the
 * front row). The ends are as each player sees them: SOUTH's right is the last column, NORTH's the first.
 */
final class StartEmpty {

    private StartEmpty() {
    }

    /** Empties the hole the block names in each player's inner row, where the sheet has the block. */
    static void apply(Block.StartHole hole, Board board, int[] counts, boolean present) {
        if (!present || hole == Block.StartHole.NONE) {
            return;
        }
        int last = board.columns() - 1;
        for (int player = 0; player < 2; player++) {
            boolean right = hole == Block.StartHole.INNER_RIGHT;
            int column = right == (player == 0) ? last : 0;
            counts[InnerRow.first(board, player) + column] = 0;
        }
    }
}

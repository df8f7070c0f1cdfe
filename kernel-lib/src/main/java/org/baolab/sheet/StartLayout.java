package org.baolab.sheet;

import java.util.Arrays;
import org.baolab.core.Board;

/**
 * Block {@code start}'s {@code layout}: the holes that hold the starting seeds. {@code ALL}, every hole; on four rows,
 * {@code OUTER}, each player's outer row (SOUTH's row 1, NORTH's row 4), as Igisoro and Omweso begin; and
 * {@code OUTER_RIGHT}, the outer row and the right half of the inner row as its player sees it (SOUTH's right is
 * the last columns, NORTH's, facing them, the first), as Hus begins. A row of an odd number of holes has the smaller
 * half on the right.
 */
final class StartLayout {

    private StartLayout() {
    }

    /** Fills {@code counts} with {@code seeds} in every hole {@code layout} names on {@code board}, 0 elsewhere. */
    static void fill(int[] counts, Board board, Block.Filled layout, int seeds) {
        if (layout == Block.Filled.ALL) {
            Arrays.fill(counts, seeds);
            return;
        }
        int columns = board.columns();
        for (int h = 0; h < counts.length; h++) {
            int row = board.row(h);
            int c = board.column(h);
            boolean outer = row == 1 || row == 4;
            boolean right = row == 2 ? c >= columns - columns / 2 : c < columns / 2;
            counts[h] = outer || layout == Block.Filled.OUTER_RIGHT && right ? seeds : 0;
        }
    }
}

package org.baolab.sheet;

import org.baolab.core.Board;
import org.baolab.core.Rules;

/**
 * Block {@code column-capture} under the rules a game is played by, the capture of the four-row games of East and
 * Southern Africa (Hus, Igisoro, Omweso): a lap whose last seed falls into an occupied hole of the mover's inner row,
 * facing an opponent's inner hole that holds seeds (and, with {@code needs=BOTH}, an outer hole behind it that holds
 * seeds too), takes the seeds of the opponent's two holes of that column; the mover sows them on along their own
 * circuit, from the hole after the last ({@code from=NEXT}), from the hole that took the first seed of the lap that
 * captured ({@code LAP}) or of the move ({@code MOVE}). The seeds never leave the board. This class holds what never
 * changes (each inner hole's facing holes) and takes the seeds, booked by the state ({@link SheetState#book}), which
 * sows them on.
 */
final class ColumnCapture {

    private final boolean both;
    private final Block.SowFrom from;
    /** Per hole of an inner row, the opponent's inner and outer hole of its column; -1 for an outer hole. */
    private final int[] inner;
    private final int[] outer;
    /** Per hole, its player (0 SOUTH, 1 NORTH). */
    private final int[] side;
    private final int[][] next;

    /**
     * @param use the sheet's column-capture block
     * @param rules the rules it is read under
     * @param board a board of four rows
     * @param next per player, their circuit as a successor table
     */
    ColumnCapture(Sheet.Use use, Rules rules, Board board, int[][] next) {
        both = use.word("needs", Block.Needs.class, rules) == Block.Needs.BOTH;
        from = use.word("from", Block.SowFrom.class, rules);
        this.next = next;
        int holes = board.size();
        inner = new int[holes];
        outer = new int[holes];
        side = new int[holes];
        for (int h = 0; h < holes; h++) {
            side[h] = h < holes / 2 ? 0 : 1;
            boolean innerRow = InnerRow.holds(board, side[h], h);
            inner[h] = innerRow ? board.opposite(h) : -1;
            outer[h] = innerRow ? InnerRow.behind(board, inner[h]) : -1;
        }
    }

    /**
     * At the end of a lap of {@code mover}'s whose last seed fell into {@code last}, which held {@code before} seeds
     * before it: takes the opponent's column if the block applies, booked by {@code state}, and returns the seeds
     * taken; else 0.
     */
    int take(SheetState state, int[] counts, int last, int before, int mover) {
        if (last >= side.length || before == 0 || side[last] != mover || inner[last] < 0) {
            return 0;
        }
        int in = inner[last];
        int out = outer[last];
        if (counts[in] == 0 || both && counts[out] == 0) {
            return 0;
        }
        int seeds = counts[in] + counts[out];
        state.book(mover, in, counts[in], false, true);
        if (counts[out] > 0) {
            state.book(mover, out, counts[out], false, false);   // the two holes make one capture
        }
        counts[in] = 0;
        counts[out] = 0;
        return seeds;
    }

    /** The opponent's inner hole facing {@code last}: where a capture there took its seeds from. */
    int facing(int last) {
        return inner[last];
    }

    /**
     * The hole that takes the first seed sown on after a capture at {@code last}: the next hole, or the first hole
     * of the lap ({@code lapFirst}) or of the move ({@code moveFirst}).
     */
    int first(int last, int mover, int lapFirst, int moveFirst) {
        return switch (from) {
            case NEXT -> next[mover][last];
            case LAP -> lapFirst;
            case MOVE -> moveFirst;
        };
    }
}

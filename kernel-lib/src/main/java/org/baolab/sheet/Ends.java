package org.baolab.sheet;

import java.util.Arrays;
import java.util.List;
import org.baolab.core.Board;
import org.baolab.core.Repetitions;
import org.baolab.core.Rules;
import org.baolab.sheet.Block.EndWhen;

/**
 * How a rule sheet's game ends, under the rules it is played by: its end blocks, tried in the sheet's order, where
 * the seeds left go (block seeds-left) and whether the most seeds win. It keeps what the end blocks watch from move
 * to move: the seeds in play (HALF_CAPTURED) and the positions since the banks last changed (REPETITION); a copy of
 * the state copies them ({@link #copyFrom}).
 */
final class Ends {

    private final Layout layout;
    /** The board, whose inner rows INNER_EMPTY reads. */
    private final Board board;
    private final EndWhen[] ends;
    /** Whether the seeds left at the end go to the player whose side holds them (else they stay unscored). */
    private final boolean seedsToOwner;
    /** seeds-left to=EMPTIED: the seeds left go to the player whose rows are empty (when one's are). */
    private final boolean seedsToEmptied;
    /** Whether the most seeds win (else the player left to move loses). */
    final boolean mostSeeds;
    /** The positions since the banks last changed, where a repetition may end the game; else {@code null}. */
    private final Repetitions seen;
    private long seenProgress;
    /** Every seed in play: more than half of it captured ends the game under HALF_CAPTURED. */
    private int total;

    /**
     * @param maxTurns the turn limit, which bounds a run of positions between two changes of the banks
     */
    Ends(Sheet sheet, Rules rules, Layout layout, boolean mostSeeds, int maxTurns) {
        this.layout = layout;
        board = rules.board();
        List<Sheet.Use> endUses = sheet.all(Block.END);
        ends = new EndWhen[endUses.size()];
        for (int i = 0; i < ends.length; i++) {
            ends[i] = endUses.get(i).word("when", EndWhen.class, rules);
        }
        Block.SeedsLeft left = sheet.orDefault(Block.SEEDS_LEFT).word("to", Block.SeedsLeft.class, rules);
        seedsToOwner = left != Block.SeedsLeft.NONE;
        seedsToEmptied = left == Block.SeedsLeft.EMPTIED;
        this.mostSeeds = mostSeeds;
        seen = Arrays.asList(ends).contains(EndWhen.REPETITION)
                ? new Repetitions(layout.holes, Math.min(maxTurns, 1023) + 1) : null; // a run is at most maxTurns plies
    }

    /** The first end block the position meets, or {@code null}; {@code atStart} for the starting position (C8b). */
    EndWhen reached(SheetState state, int[] counts, int[] bank, int mover, boolean atStart) {
        for (EndWhen end : ends) {
            if (ends(end, state, counts, bank, mover, atStart)) {
                return end;
            }
        }
        return null;
    }

    private boolean ends(EndWhen end, SheetState state, int[] counts, int[] bank, int mover, boolean atStart) {
        // tests of the constants rather than a switch, which would look the constant up in a table first
        if (end == EndWhen.EITHER_SIDE_EMPTY) {
            return layout.sideEmpty(counts, 0) || layout.sideEmpty(counts, 1);
        }
        if (end == EndWhen.MOVER_EMPTY) {
            return layout.sideEmpty(counts, mover);
        }
        if (end == EndWhen.HALF_CAPTURED) {
            int half = total / 2;
            return bank[0] > half || bank[1] > half || bank[0] == half && bank[1] == half && total % 2 == 0;
        }
        if (end == EndWhen.INNER_EMPTY) {
            return InnerRow.empty(counts, board, mover);
        }
        return end == EndWhen.REPETITION ? repeated(state, counts, bank, mover, atStart) : state.noMoves();
    }

    /** Whether the position came back since the banks last changed; records it if not. */
    private boolean repeated(SheetState state, int[] counts, int[] bank, int mover, boolean atStart) {
        long progress = (long) bank[0] + bank[1];
        if (atStart || progress != seenProgress) {
            seenProgress = progress;
            seen.restart(state.positionHash(), counts, mover);
            return false;
        }
        return seen.seenOrAdd(state.positionHash(), counts, mover);
    }

    /**
     * The seeds left go where the sheet says: to the player whose side holds them, to the player whose side is empty
     * when one's is (EMPTIED), or nowhere.
     */
    void shareOut(int[] counts, int[] bank) {
        if (seedsToOwner) {
            int[] owner = layout.owner;
            int taker = seedsToEmptied ? emptied(counts) : -1;
            for (int h = 0; h < layout.holes; h++) {
                bank[taker >= 0 ? taker : owner[h]] += counts[h];
                counts[h] = 0;
            }
        }
    }

    /** seeds-left to=EMPTIED: the player whose side is empty, or -1 when neither or both are. */
    private int emptied(int[] counts) {
        boolean south = layout.sideEmpty(counts, 0);
        return south == layout.sideEmpty(counts, 1) ? -1 : south ? 0 : 1;
    }

    /** For {@link SheetState#positionsMayRepeat}: no repetition end, or one whose game keeps the seeds left unscored. */
    boolean positionsMayRepeat() {
        return seen == null || !seedsToOwner;
    }

    /** The seeds in play, as last counted. */
    int total() {
        return total;
    }

    /** Counts the seeds in play again, after the board was set by hand. */
    void settled(long total) {
        this.total = (int) total;
    }

    void copyFrom(Ends other) {
        if (seen != null) {
            seen.copyFrom(other.seen);
        }
        seenProgress = other.seenProgress;
        total = other.total;
    }

    /** Whether the positions watched for a repetition are the same as {@code other}'s. */
    boolean sameAs(Ends other) {
        return seen == null || other.seen.sameAs(seen);
    }
}

package org.baolab.sheet;

import org.baolab.core.Board;
import org.baolab.core.Rules;

/**
 * Block {@code capture-facing} under the rules a game is played by: on four rows, a lap whose last seed falls into the
 * mover's inner row (into an EMPTY hole, as in Nsolo, or an OCCUPIED one, as in Bao) captures the opponent's facing
 * inner hole when it holds seeds; with {@code back} the opponent's back hole behind it goes too, with {@code extra} one
 * more hole of the opponent's, the fullest. The seeds taken are banked, the move ending ({@code to=STORE}), or sown
 * into the mover's inner row from the hole where the mover's circuit enters it, Bao's kichwa, the move going on
 * ({@code to=END}). With {@code later=IF_FIRST} only a move whose first lap captured captures again (Bao's mtaji
 * move; a move whose first lap does not capture, takasa, captures nothing), and with {@code must} a move whose first
 * lap captures must be played when there is one. The state does the booking and the sowing; this class decides.
 */
final class FacingCapture {

    private final Board board;
    private final int holes;
    private final boolean onEmpty;
    private final boolean back;
    private final Block.Extra extra;
    private final boolean toEnd;
    private final boolean ifFirst;
    private final boolean must;
    /** Per player, the inner hole where their circuit enters the inner row (to=END). */
    private final int[] entry;
    private final String rule;
    /** Whether the first lap of the move being played captured (later=IF_FIRST): set on every first lap. */
    private boolean firstCaptured;

    /**
     * @param use the sheet's capture-facing block
     * @param rules the rules it is read under
     * @param board a four-row board
     * @param next each player's circuit
     */
    FacingCapture(Sheet.Use use, Rules rules, Board board, int[][] next) {
        this.board = board;
        holes = board.size();
        onEmpty = use.word("when", Block.Landing.class, rules) == Block.Landing.EMPTY;
        back = use.bool("back", rules);
        extra = use.word("extra", Block.Extra.class, rules);
        toEnd = use.word("to", Block.FacingTo.class, rules) == Block.FacingTo.END;
        ifFirst = use.word("later", Block.Later.class, rules) == Block.Later.IF_FIRST;
        must = use.bool("must", rules);
        entry = new int[] {InnerRow.entry(board, 0, next[0]), InnerRow.entry(board, 1, next[1])};
        rule = use.cite("must", rules);
    }

    /** Whether the taken seeds are sown on from the inner row's end rather than banked. */
    boolean sowsOn() {
        return toEnd;
    }

    /** Whether a capturing first lap is compulsory. */
    boolean must() {
        return must;
    }

    /** Where the mover's taken seeds are sown from: the end of their inner row their circuit enters. */
    int end(int mover) {
        return entry[mover];
    }

    /** The opponent's inner hole facing {@code hole} of the mover's inner row. */
    int facing(int hole) {
        return board.opposite(hole);
    }

    /** Whether a lap of {@code mover}'s ending in {@code last}, which held {@code before}, meets the condition. */
    private boolean hits(int[] counts, int last, int before, int mover) {
        return last < holes && InnerRow.holds(board, mover, last) && (onEmpty ? before == 0 : before > 0)
                && counts[board.opposite(last)] > 0;
    }

    /** Whether lap {@code lap} of the move captures; on the first lap, remembers whether it did. */
    boolean applies(int[] counts, int last, int before, int lap, int mover) {
        boolean hit = hits(counts, last, before, mover);
        if (lap == 1) {
            firstCaptured = hit;
        }
        return hit && (lap == 1 || !ifFirst || firstCaptured);
    }

    /**
     * Takes the facing hole, and the back and extra holes where the block says, booking them through {@code state};
     * returns the seeds taken.
     */
    int take(SheetState state, int[] counts, int last, int mover) {
        int facing = board.opposite(last);
        int taken = takeHole(state, counts, facing, mover, true);
        int behind = InnerRow.behind(board, facing);
        int fromBack = back ? takeHole(state, counts, behind, mover, false) : 0;
        taken += fromBack;
        if (extra == Block.Extra.ALWAYS || extra == Block.Extra.AFTER_BACK && fromBack > 0) {
            int fullest = fullest(counts, 1 - mover);
            taken += fullest < 0 ? 0 : takeHole(state, counts, fullest, mover, false);
        }
        return taken;
    }

    private int takeHole(SheetState state, int[] counts, int hole, int mover, boolean first) {
        int seeds = counts[hole];
        if (seeds > 0) {
            counts[hole] = 0;
            state.book(mover, hole, seeds, !toEnd, first);
        }
        return seeds;
    }

    /** The player's hole with the most seeds (the first in board order of equals), or -1 when they have none. */
    private int fullest(int[] counts, int player) {
        int best = -1;
        for (int h = player * holes / 2, end = h + holes / 2; h < end; h++) {
            if (counts[h] > 0 && (best < 0 || counts[h] > counts[best])) {
                best = h;
            }
        }
        return best;
    }

    /** With {@code must}: the moves whose first lap captures, when there are any; else {@code moves}. */
    long mustCapture(SheetState state, long moves, int mover) {
        long capturing = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int h = Long.numberOfTrailingZeros(m);
            int last = state.trialLap(h);
            if (hits(state.trialCounts(), last, state.trialBefore(), mover)) {
                capturing |= 1L << h;
            }
        }
        return capturing != 0 ? capturing : moves;
    }

    /** Why a move the block's {@code must} takes out is refused, naming a capturing move that may be played. */
    String refusal(long legal) {
        return "a move whose first lap captures must be played, such as "
                + board.name(Long.numberOfTrailingZeros(legal)) + " (" + rule + ")";
    }
}

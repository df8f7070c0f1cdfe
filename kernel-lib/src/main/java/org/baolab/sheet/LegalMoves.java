package org.baolab.sheet;

import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.sheet.Block.GrandSlam;

/**
 * Where a move of a rule sheet may start, under the rules a game is played by: blocks moves (the seeds a hole must
 * hold, singles last), feeding (a player with no seeds must be given some) and grand-slam's ILLEGAL (no move may take
 * every seed of the opponent's side), and the reason each gives for refusing a hole. The rules that look where a lap
 * leads ask {@link SheetState} to sow it on a trial board; claimed holes are the state's to refuse.
 */
final class LegalMoves {

    private final Layout layout;
    /** Whether the board has two rows, which the messages name rows (or else pairs of rows). */
    private final boolean twoRows;
    private final int minSeeds;
    private final boolean singlesLast;
    private final boolean mustFeed;
    private final boolean slamIllegal;
    private final String movesRule;
    private final String feedingRule;
    private final String slamRule;
    private final String singlesRule;

    LegalMoves(Sheet sheet, Rules rules, Layout layout, GrandSlam grandSlam) {
        this.layout = layout;
        twoRows = rules.board().rows() == 2;
        Sheet.Use sowing = sheet.orDefault(Block.SOWING);
        Sheet.Use moves = sheet.orDefault(Block.MOVES);
        minSeeds = moves.integer("min-seeds", rules);
        singlesLast = moves.word("singles", Block.Singles.class, rules) == Block.Singles.LAST;
        singlesRule = moves.rule() != null || sowing.rule() == null ? moves.cite("singles", rules) : sowing.cite(null, rules);
        movesRule = moves.rule() != null || sowing.rule() == null ? moves.cite("min-seeds", rules)
                : sowing.cite(null, rules);
        Sheet.Use feeding = sheet.first(Block.FEEDING);
        mustFeed = feeding != null && feeding.bool("must", rules);
        feedingRule = feeding == null ? null : feeding.cite("must", rules);
        slamIllegal = grandSlam == GrandSlam.ILLEGAL;
        slamRule = sheet.orDefault(Block.GRAND_SLAM).cite("then", rules);
    }

    /**
     * The mover's legal moves, as a bitboard: the holes of their side that hold enough seeds, less {@code barred} (the
     * claimed holes) and less those the feeding, grand-slam and singles rules forbid.
     */
    long candidates(SheetState state, int[] counts, int mover, long barred) {
        long moves = 0;
        int least = minSeeds;
        for (int h = mover * layout.half, end = h + layout.half; h < end; h++) {
            moves |= (long) (-(counts[h] - least + 1) >>> 31) << h;  // bit h when the hole holds enough: no branch
        }
        moves &= ~barred;
        if (mustFeed && layout.sideEmpty(counts, 1 - mover)) {
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (!state.feeds(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        if (slamIllegal) {
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (state.wouldTakeAll(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        return singlesLast ? withoutSingles(counts, moves) : moves;
    }

    /** {@code moves singles=LAST}: the moves of one seed are dropped while a move of more is left. */
    private static long withoutSingles(int[] counts, long moves) {
        long more = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int h = Long.numberOfTrailingZeros(m);
            if (counts[h] > 1) {
                more |= 1L << h;
            }
        }
        return more != 0 ? more : moves;
    }

    /** Why the mover may not play {@code hole}, a hole of the opponent's side. */
    String notTheirs(int hole, Player mover) {
        int m = mover.ordinal();
        return "it is in " + Player.of(layout.owner[hole]) + "'s " + side() + "; " + mover + " plays from " + side()
                + " " + (twoRows ? "" + (m + 1) : m == 0 ? "1-2" : "3-4") + " (" + movesRule + ")";
    }

    /** Why the mover may not play {@code hole}, a hole of their side and not claimed; {@code null} if they may. */
    String refusal(SheetState state, int[] counts, int hole, Player mover) {
        if (counts[hole] < minSeeds) {
            return (counts[hole] == 0 ? "it is empty" : "it holds " + counts[hole] + " seed" + (counts[hole] == 1 ? "" : "s")
                    + "; a move lifts at least " + minSeeds) + " (" + movesRule + ")";
        }
        if (mustFeed && layout.sideEmpty(counts, 1 - mover.ordinal()) && !state.feeds(hole)) {
            return mover.opponent() + " has no seeds and this move would give them none: a move that feeds them must"
                    + " be played (" + feedingRule + ")";
        }
        if (slamIllegal && state.wouldTakeAll(hole)) {
            return "it would capture every seed of " + mover.opponent() + "'s " + side() + " (" + slamRule + ")";
        }
        if (singlesLast && counts[hole] == 1 && !state.isCandidate(hole)) {
            return "it holds a single seed, which may be played only when no move of more seeds is legal ("
                    + singlesRule + ")";
        }
        return null;
    }

    private String side() {
        return twoRows ? "row" : "rows";
    }
}

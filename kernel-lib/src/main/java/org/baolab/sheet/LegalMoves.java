package org.baolab.sheet;

import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.sheet.Block.GrandSlam;

/**
 * Where a move of a rule sheet may start, under the rules a game is played by: blocks moves (the seeds a hole must
 * hold, singles last, or last and into an empty hole: {@link LoneSeeds}), feeding (a player with no seeds must be
 * given some), capture-facing's must (a move whose first lap captures, {@link FacingCapture}) and grand-slam's
 * ILLEGAL (no move may take every seed of the opponent's side), and the reason each gives for refusing a hole. The
 * rules that look where a lap leads ask {@link SheetState} to sow it on a trial board; claimed holes are the state's
 * to refuse.
 */
final class LegalMoves {

    private final Layout layout;
    /** Whether the board has two rows, which the messages name rows (or else pairs of rows). */
    private final boolean twoRows;
    private final int minSeeds;
    private final boolean singlesLast;
    /** moves singles=LAST_EMPTY: a lone seed moves only into an empty hole (LoneSeeds). */
    private final boolean singlesToEmpty;
    /** Block capture-facing when its {@code must} holds, else {@code null}. */
    private final FacingCapture mustCapture;
    private final boolean mustFeed;
    private final boolean slamIllegal;
    private final String movesRule;
    private final String feedingRule;
    private final String slamRule;
    private final String singlesRule;

    LegalMoves(Sheet sheet, Rules rules, Layout layout, GrandSlam grandSlam, FacingCapture facing) {
        this.layout = layout;
        twoRows = rules.board().rows() == 2;
        Sheet.Use sowing = sheet.orDefault(Block.SOWING);
        Sheet.Use moves = sheet.orDefault(Block.MOVES);
        minSeeds = moves.integer("min-seeds", rules);
        Block.Singles singles = moves.word("singles", Block.Singles.class, rules);
        singlesLast = singles != Block.Singles.ANY;
        singlesToEmpty = singles == Block.Singles.LAST_EMPTY;
        mustCapture = facing != null && facing.must() ? facing : null;
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
     * claimed holes) and less those the feeding, capture-facing, grand-slam and singles rules forbid.
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
        if (mustCapture != null) {
            moves = mustCapture.mustCapture(state, moves, mover);
        }
        if (slamIllegal) {
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (state.wouldTakeAll(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        return singlesLast ? withoutSingles(counts, moves, mover) : moves;
    }

    /**
     * {@code moves singles=LAST}: the moves of one seed are dropped while a move of more is left; with LAST_EMPTY,
     * those left are the ones whose seed falls into an empty hole.
     */
    private long withoutSingles(int[] counts, long moves, int mover) {
        long more = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int h = Long.numberOfTrailingZeros(m);
            if (counts[h] > 1) {
                more |= 1L << h;
            }
        }
        return more != 0 ? more : singlesToEmpty ? LoneSeeds.intoEmpty(moves, counts, layout.next[mover]) : moves;
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
            return LoneSeeds.refusal(hole, counts, layout.next[mover.ordinal()], state.candidateMoves(), state.board(),
                    singlesToEmpty, singlesRule);
        }
        if (mustCapture != null && !state.isCandidate(hole) && !state.noMoves()) {
            return mustCapture.refusal(state.candidateMoves());
        }
        return null;
    }

    /** The seeds a hole must hold to be lifted (moves min-seeds). */
    int minSeeds() {
        return minSeeds;
    }

    private String side() {
        return twoRows ? "row" : "rows";
    }
}

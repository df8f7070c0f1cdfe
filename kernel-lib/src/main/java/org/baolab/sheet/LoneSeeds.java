package org.baolab.sheet;

import org.baolab.core.Board;

/**
 * Block {@code moves singles=LAST_EMPTY}: a hole of one seed is played only when no legal move lifts more, as with
 * {@code LAST}, and then only where its seed falls into an empty hole (or a store), as Sanderson's Nsolo and the Yao
 * games move their singletons: "only to an adjacent empty hole and when no holes contain more than one man".
 */
final class LoneSeeds {

    private LoneSeeds() {
    }

    /** Whether the seed of {@code hole} would fall into a hole that holds seeds. */
    static boolean blocked(int hole, int[] counts, int[] next) {
        int n = next[hole];
        return n >= 0 && n < counts.length && counts[n] > 0;
    }

    /** Of moves that all lift one seed, those whose seed falls into an empty hole. */
    static long intoEmpty(long moves, int[] counts, int[] next) {
        long open = moves;
        for (long m = moves; m != 0; m &= m - 1) {
            int h = Long.numberOfTrailingZeros(m);
            if (blocked(h, counts, next)) {
                open &= ~(1L << h);
            }
        }
        return open;
    }

    /** Why a move of one seed from {@code hole} is refused, given the legal moves {@code legal}. */
    static String refusal(int hole, int[] counts, int[] next, long legal, Board board, boolean toEmpty, String rule) {
        boolean more = false;
        for (long m = legal; m != 0; m &= m - 1) {
            more |= counts[Long.numberOfTrailingZeros(m)] > 1;
        }
        if (toEmpty && !more && blocked(hole, counts, next)) {
            return "it holds a single seed, which moves only into an empty hole, and " + board.name(next[hole])
                    + " holds seeds (" + rule + ")";
        }
        return "it holds a single seed, which may be played only when no move of more seeds is legal (" + rule + ")";
    }
}

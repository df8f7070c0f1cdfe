package org.baolab.sheet;

/**
 * Block {@code pass when=NO_MOVES}: a player with no hole to lift passes (Gabata's GB5).
 */
final class Passing {

    private Passing() {
    }

    /**
     * Whether a player whose holes are {@code from..from+count-1} has a hole to lift: one holding at least
     * {@code minSeeds} that no one has claimed ({@code sink}, or {@code held} when not {@code null}).
     */
    static boolean canLift(int[] counts, int minSeeds, int[] sink, HeldHoles held, int from, int count) {
        for (int h = from, end = from + count; h < end; h++) {
            if (counts[h] >= minSeeds && sink[h] < 0 && (held == null || held.by[h] < 0)) {
                return true;
            }
        }
        return false;
    }
}

package org.baolab.sheet;

/**
 * Two small rules of who is left with what: block {@code pass when=NO_MOVES} (a player with no hole to lift passes,
 * Gabata's GB5) and {@code seeds-left to=EMPTIED} (the seeds left go to the player whose row is empty, Mangala's MG6).
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

    /** The player whose row (holes {@code 0..half-1} SOUTH's, the rest NORTH's) is empty, or -1 if neither or both. */
    static int emptied(int[] counts, int half) {
        boolean south = true;
        boolean north = true;
        for (int h = 0; h < counts.length; h++) {
            if (counts[h] != 0) {
                if (h < half) {
                    south = false;
                } else {
                    north = false;
                }
            }
        }
        return south == north ? -1 : south ? 0 : 1;
    }
}

package org.baolab.twophase;

import java.util.Arrays;

/**
 * Spots a move that can never end (rule C7): the state at the start of a lap (the board, the hole the lap starts in
 * and the cows in hand) determines the rest of the move, so once it repeats the move loops for ever. Brent's cycle
 * detection keeps one remembered state and compares each new lap's state with it, remembering a fresh one after 1, 2,
 * 4, 8... laps; it finds a loop within about twice the laps before it plus twice its length, with an exact comparison
 * (no hash collisions) and without allocating.
 */
final class LapCycle {

    private final int[] counts;
    private final int[] remembered;
    private int rememberedFirst;
    private int rememberedSeeds;
    private int power;
    private int steps;
    private boolean armed;

    /** Watches the board {@code counts}, which the engine changes in place. */
    LapCycle(int[] counts) {
        this.counts = counts;
        this.remembered = new int[counts.length];
    }

    /** Forgets the previous move. */
    void reset() {
        armed = false;
    }

    /**
     * Called at the start of each lap, once the cows to sow are in hand.
     *
     * @param first the hole the lap's first cow falls into
     * @param seeds the cows in hand
     * @return whether this state already came earlier in the move
     */
    boolean repeats(int first, int seeds) {
        if (!armed) {
            remember(first, seeds);
            power = 1;
            steps = 0;
            armed = true;
            return false;
        }
        steps++;
        if (first == rememberedFirst && seeds == rememberedSeeds && Arrays.equals(counts, remembered)) {
            return true;
        }
        if (steps == power) {
            remember(first, seeds);
            power <<= 1;
            steps = 0;
        }
        return false;
    }

    private void remember(int first, int seeds) {
        System.arraycopy(counts, 0, remembered, 0, counts.length);
        rememberedFirst = first;
        rememberedSeeds = seeds;
    }
}

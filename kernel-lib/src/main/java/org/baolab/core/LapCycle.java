package org.baolab.core;

import java.util.Arrays;

/**
 * Spots a move that can never end (rule C7): the state at the start of a lap (the board, the hole the lap starts in
 * and the cows in hand) determines the rest of the move, so once it repeats the move loops for ever. Brent's cycle
 * detection keeps one remembered state and compares each new lap's state with it, remembering a fresh one after 1, 2,
 * 4, 8... laps; it finds a loop within about twice the laps before it plus twice its length, with an exact comparison
 * (no hash collisions) and without allocating. The first state watched is also kept for the whole move: the endless
 * moves of random play loop from their first laps on, back to that state after one length of the loop, about half
 * the laps Brent's detection alone takes (nearly a fifth of all laps sown in random kimasai-two-phase).
 *
 * <p>One watch for every relay-sowing game ({@link RelaySowingState}). The board alone is enough: seeds sown
 * into a store leave the board for good (and a reserved hole's seeds are banked as they fall), so a board that comes
 * back has lost none to a store since, and everything else that steers the move (rules, reserved holes, who moves)
 * stays fixed until it ends.
 */
public final class LapCycle {

    /**
     * Laps a move may take before it is watched (C7); shorter moves, all but about one in a thousand in random games,
     * pay nothing for the watch.
     */
    private static final int WATCH_FROM = 32;

    private final int[] counts;
    private final int[] remembered;
    private int rememberedFirst;
    private int rememberedSeeds;
    /** The first state watched in this move. */
    private final int[] anchor;
    private int anchorFirst;
    private int anchorSeeds;
    private int power;
    private int steps;
    private boolean armed;
    /** The lap after which moves are watched; tests raise it to check that the watch changes nothing. */
    private int watchFrom = WATCH_FROM;

    /** Watches the board {@code counts}, which the engine changes in place. */
    public LapCycle(int[] counts) {
        this.counts = counts;
        this.remembered = new int[counts.length];
        this.anchor = new int[counts.length];
    }

    /** Forgets the previous move. */
    public void reset() {
        armed = false;
    }

    /** Watches moves only after {@code laps} laps, so that tests can turn the watch off. */
    public void watchAfter(int laps) {
        watchFrom = laps;
    }

    /**
     * Called at the start of each lap, once the seeds to sow are in hand.
     *
     * @param lap the lap of the move about to be sown, from 1
     * @param first the hole the lap's first seed falls into
     * @param seeds the seeds in hand
     * @return whether this state already came earlier in the move (never within the first laps)
     */
    public boolean repeats(int lap, int first, int seeds) {
        return lap > watchFrom && seen(first, seeds);   // kept this small so that it inlines into a game's move
    }

    private boolean seen(int first, int seeds) {
        if (!armed) {
            remember(first, seeds);
            System.arraycopy(counts, 0, anchor, 0, counts.length);
            anchorFirst = first;
            anchorSeeds = seeds;
            power = 1;
            steps = 0;
            armed = true;
            return false;
        }
        steps++;
        if (first == rememberedFirst && seeds == rememberedSeeds && Arrays.equals(counts, remembered)
                || first == anchorFirst && seeds == anchorSeeds && Arrays.equals(counts, anchor)) {
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

package org.baolab.core;

/**
 * One lap of sowing (rule C6), written once for every sowing game. It drops seeds one by one along a circuit
 * and remembers where the second-to-last seed fell and what the last hole held before, all the end-of-lap rules
 * (K4, T4, T6) need. It works on the state's own arrays and allocates nothing.
 */
public final class Sowing {

    private final int[] counts;
    private final int[] bank;
    private final int[] sink;

    /** The hole where the second-to-last seed fell, or -1 for a lap of one seed. */
    public int penultimate;
    /** What {@link #last} held before the last seed fell (seeds of this lap included); 0 for a store. */
    public int lastBefore;

    /**
     * @param counts the board's seed counts
     * @param bank the players' banks
     * @param sink per hole, the player whose bank takes seeds sown there (a reserved hole, K3), or -1; entries past
     *             the holes are stores in the circuit (their player's bank), which a circuit may pass through
     */
    public Sowing(int[] counts, int[] bank, int[] sink) {
        this.counts = counts;
        this.bank = bank;
        this.sink = sink;
    }

    /**
     * Sows {@code seeds} seeds, the first into {@code first} and each next one into the following hole of the
     * circuit {@code next}, passing over {@code skip} each time it comes round (-1: skip nothing).
     *
     * @return the hole where the last seed fell
     */
    public int lap(int[] next, int first, int seeds, int skip) {
        int h = first;
        int previous = -1;
        for (int left = seeds; left > 1; left--) {  // every seed but the last, which the end rules look at
            drop(h);
            previous = h;
            h = next[h];
            if (h == skip) {
                h = next[h];
            }
        }
        lastBefore = h < counts.length ? counts[h] : 0;
        drop(h);
        penultimate = previous;
        return h;
    }

    /** One seed into hole {@code h}, or into the bank of the player it is reserved for. */
    private void drop(int h) {
        int owner = sink[h];
        if (owner >= 0) {
            bank[owner]++;
        } else {
            counts[h]++;
        }
    }
}

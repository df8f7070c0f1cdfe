package org.baolab.core;

import java.util.List;

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
    /** The seeds still in hand when a lap stopped at a hole brought to {@link #stopAt}; else 0. */
    public int left;
    /** A count that stops a lap at the hole a seed brings to it, seeds still in hand (Pallanguzhi's pasu); 0: none. */
    private int stopAt;

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
        if (stopAt != 0) {
            return lapStopping(next, first, seeds, skip);
        }
        int h = first;
        int previous = -1;
        for (int left = seeds; left > 1; left--) {  // every seed but the last, which the end rules look at
            drop(h);
            previous = h;
            h = step(next, h, skip);
        }
        lastBefore = h < counts.length ? counts[h] : 0;
        drop(h);
        penultimate = previous;
        return h;
    }

    /**
     * From now on, a lap stops at a hole that one of its seeds brings to {@code count} seeds, with seeds still in hand
     * ({@link #left}), for the game to take the hole and sow on; 0 turns it off. A lap that stops so returns that hole.
     */
    public void stopAt(int count) {
        stopAt = count;
    }

    /** {@link #lap} under {@link #stopAt}: stops at the first hole a seed brings to that count, seeds left or not. */
    private int lapStopping(int[] next, int first, int seeds, int skip) {
        int h = first;
        int previous = -1;
        for (int left = seeds; left > 1; left--) {
            drop(h);
            if (h < counts.length && counts[h] == stopAt) {
                lastBefore = stopAt - 1;
                penultimate = previous;
                this.left = left - 1;
                return h;
            }
            previous = h;
            h = step(next, h, skip);
        }
        lastBefore = h < counts.length ? counts[h] : 0;
        drop(h);
        penultimate = previous;
        left = 0;
        return h;
    }

    /**
     * Where the seeds of the lap {@link #lap} sows with these arguments fall, in order: the same walk, sowing nothing.
     * An engine asks for it only to trace a lap, right after sowing it, so that random play pays nothing for it.
     */
    public List<Drop> path(int[] next, int first, int seeds, int skip) {
        Drop[] path = new Drop[seeds];
        int h = first;
        for (int s = 0; s < seeds; s++) {
            path[s] = new Drop(h < counts.length ? h : -1, sink[h] < 0 ? null : Player.of(sink[h]));
            if (s + 1 < seeds) {
                h = step(next, h, skip);
            }
        }
        return List.of(path);
    }

    /** The hole after {@code h} on the circuit, passing over {@code skip}. */
    private static int step(int[] next, int h, int skip) {
        int n = next[h];
        return n == skip ? next[n] : n;
    }

    /**
     * Where one seed of a lap fell.
     *
     * @param hole the hole, by engine index ({@link Board#index}), or -1 for a player's store on the circuit
     * @param bank the player whose bank took the seed rather than the hole (a store, or a hole reserved for them,
     *     K3), or {@code null} when the seed stayed in the hole
     */
    public record Drop(int hole, Player bank) {
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

package org.baolab.core;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Uniform draws for the agents and for random play ({@link GameState#randomMove}): {@code below(rng, n)} is exactly
 * {@code rng.nextInt(n)}, the same number from the same stream, but for the {@link SplittableRandom} every simulation
 * plays with it takes no branch on the bound and, for the bounds of legal-move counts, no division.
 *
 * <p>{@code SplittableRandom.nextInt(n)} is {@code RandomGenerator}'s default: draw {@code r = nextInt()}; for a
 * power of two keep its low bits; otherwise {@code u = r >>> 1}, {@code r = u % n}, and draw again while
 * {@code u + n - 1 - r} overflows (rejection, so that every value is equally likely). Whether the number of legal
 * moves is a power of two changes from move to move at random, so that branch was mispredicted at half the random
 * moves of kimasai-four-rows. Here one remainder serves both: for a power of two {@code n},
 * {@code (r & MAX_VALUE) % n} is {@code r}'s low bits, so the dividend is chosen by a mask and the remainder taken
 * once, by {@link #remainder}.
 */
public final class Uniform {

    /** The largest bound {@link #remainder} takes without a division: more than any board has holes. */
    static final int FAST_BOUNDS = 64;
    /** {@code MAGIC[n] = floor((2^64 - 1) / n) + 1} (mod 2^64, so 0 for 1), for {@link #remainder}. */
    private static final long[] MAGIC = new long[FAST_BOUNDS + 1];

    static {
        for (int n = 1; n <= FAST_BOUNDS; n++) {
            MAGIC[n] = Long.divideUnsigned(-1L, n) + 1;
        }
    }

    private Uniform() {
    }

    /** {@code rng.nextInt(bound)}: the same number, drawn the same way. */
    public static int below(RandomGenerator rng, int bound) {
        if (!(rng instanceof SplittableRandom) || bound <= 0) {
            return rng.nextInt(bound);
        }
        int m = bound - 1;
        int r = rng.nextInt();
        int u = r >>> 1;
        int powerOfTwo = ((bound & m) - 1) >> 31;  // all ones for a power of two
        int rem = remainder((u & ~powerOfTwo) | (r & Integer.MAX_VALUE & powerOfTwo), bound);
        if (u + m - rem >= 0 || powerOfTwo != 0) {  // a power of two is never rejected
            return rem;
        }
        for (u = rng.nextInt() >>> 1; u + m - (rem = remainder(u, bound)) < 0; u = rng.nextInt() >>> 1) {
            // rejected: draw again
        }
        return rem;
    }

    /**
     * {@code u % n} for {@code u >= 0} and {@code n >= 1}. Up to {@link #FAST_BOUNDS} without a division, which takes
     * several times as long as two multiplications: Lemire's direct remainder ("Faster remainder by direct
     * computation", Lemire, Kaser and Kurz, 2019), the high 64 bits of {@code n} times the fraction {@code u / n} held in
     * 64 bits, which is exact for every 32-bit {@code u} and {@code n}. Java 17 has no unsigned high product, so the
     * signed one is corrected for a fraction with its top bit set ({@code n} is positive).
     */
    static int remainder(int u, int n) {
        if (n > FAST_BOUNDS) {
            return u % n;
        }
        long fraction = MAGIC[n] * u;
        return (int) (Math.multiplyHigh(fraction, n) + (fraction >> 63 & n));
    }
}

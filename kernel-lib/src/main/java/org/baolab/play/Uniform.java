package org.baolab.play;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Uniform draws for the agents: {@code below(rng, n)} is exactly {@code rng.nextInt(n)}, the same number from the same
 * stream, but for the {@link SplittableRandom} every simulation plays with it takes the remainder without a division.
 * A random playout is a few dozen instructions a ply, and the division in {@code nextInt(n)} was a large share of
 * them.
 *
 * <p>{@code SplittableRandom.nextInt(n)} is {@code RandomGenerator}'s default: draw {@code r = nextInt()}; for a
 * power of two keep its low bits; otherwise {@code u = r >>> 1}, {@code r = u % n}, and draw again while
 * {@code u + n - 1 - r} overflows (rejection, so that every value is equally likely). Here {@code u % n} is
 * Lemire's direct remainder ("Faster remainder by direct computation", 2019): with {@code M = ceil(2^64 / n)},
 * {@code u % n} is the high 64 bits of {@code (M * u mod 2^64) * n}, exact for every 32-bit {@code u} and {@code n}.
 */
final class Uniform {

    /** Bounds up to this many (more than any board's holes) have their {@code M} ready. */
    private static final int TABLED = 64;
    private static final long[] MAGIC = new long[TABLED + 1];

    static {
        for (int n = 1; n <= TABLED; n++) {
            MAGIC[n] = Long.divideUnsigned(-1L, n) + 1;
        }
    }

    private Uniform() {
    }

    /** {@code rng.nextInt(bound)}: the same number, drawn the same way. */
    static int below(RandomGenerator rng, int bound) {
        if (!(rng instanceof SplittableRandom) || bound <= 0 || bound > TABLED) {
            return rng.nextInt(bound);
        }
        int m = bound - 1;
        int r = rng.nextInt();
        long magic = MAGIC[bound];
        int u = r >>> 1;
        int rem = remainder(u, bound, magic);
        // Whether the bound is a power of two changes from move to move at random: both draws are computed and one
        // kept by a mask (all ones for a power of two), so that there is no branch to mispredict.
        int powerOfTwo = ((bound & m) - 1) >> 31;
        if (((u + m - rem) & ~powerOfTwo) >= 0) {  // a power of two is never rejected
            return r & m & powerOfTwo | rem & ~powerOfTwo;
        }
        for (u = rng.nextInt() >>> 1; ; u = rng.nextInt() >>> 1) {
            rem = remainder(u, bound, magic);
            if (u + m - rem >= 0) {
                return rem;
            }
        }
    }

    /** {@code u % n} for {@code u >= 0}, {@code 0 < n}, {@code magic = ceil(2^64 / n)}: an unsigned high product. */
    static int remainder(int u, int n, long magic) {
        long low = magic * u;
        return (int) (Math.multiplyHigh(low, n) + ((low >> 63) & n));
    }
}

package org.baolab.play;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Uniform draws for the agents: {@code below(rng, n)} is exactly {@code rng.nextInt(n)}, the same number from the same
 * stream, but for the {@link SplittableRandom} every simulation plays with it takes no branch on the bound.
 *
 * <p>{@code SplittableRandom.nextInt(n)} is {@code RandomGenerator}'s default: draw {@code r = nextInt()}; for a
 * power of two keep its low bits; otherwise {@code u = r >>> 1}, {@code r = u % n}, and draw again while
 * {@code u + n - 1 - r} overflows (rejection, so that every value is equally likely). Whether the number of legal
 * moves is a power of two changes from move to move at random, so that branch was mispredicted at half the random
 * moves of kimasai-four-rows. Here one division serves both: for a power of two {@code n}, {@code (r & MAX_VALUE) % n}
 * is {@code r}'s low bits, so the dividend is chosen by a mask and the remainder taken once. (A division measured
 * faster than Lemire's remainder by multiplication on this project's machine, which needs a table and a choice
 * between two results after it.)
 */
final class Uniform {

    private Uniform() {
    }

    /** {@code rng.nextInt(bound)}: the same number, drawn the same way. */
    static int below(RandomGenerator rng, int bound) {
        if (!(rng instanceof SplittableRandom) || bound <= 0) {
            return rng.nextInt(bound);
        }
        int m = bound - 1;
        int r = rng.nextInt();
        int u = r >>> 1;
        int powerOfTwo = ((bound & m) - 1) >> 31;  // all ones for a power of two
        int rem = ((u & ~powerOfTwo) | (r & Integer.MAX_VALUE & powerOfTwo)) % bound;
        if (u + m - rem >= 0 || powerOfTwo != 0) {  // a power of two is never rejected
            return rem;
        }
        for (u = rng.nextInt() >>> 1; u + m - (rem = u % bound) < 0; u = rng.nextInt() >>> 1) {
            // rejected: draw again
        }
        return rem;
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@link Uniform#below} draws exactly what {@code nextInt(bound)} draws, so no game changes. */
class UniformTest {

    @Property(tries = 500)
    void theSameStreamGivesTheSameDraws(@ForAll long seed, @ForAll @IntRange(min = 1, max = 100) int bound) {
        assertSameDraws(seed, bound, 200);
    }

    @Property(tries = 500)
    void anyBoundToo(@ForAll long seed, @ForAll @IntRange(min = 1) int bound) {
        assertSameDraws(seed, bound, 20);
    }

    /**
     * Below {@code 2^30 + 1} nearly half the numbers {@code u} lie in the last, incomplete run of {@code bound} and are
     * drawn again; below {@code 2^30} (a power of two) none is.
     */
    @Test
    void rejectedDrawsAreDrawnAgainAsNextIntDoes() {
        for (long seed = 0; seed < 100; seed++) {
            assertSameDraws(seed, (1 << 30) + 1, 20);
            assertSameDraws(seed, 1 << 30, 20);
            assertSameDraws(seed, Integer.MAX_VALUE, 20);
        }
    }

    /** The remainder without a division is {@code %} for every bound it takes and any non-negative dividend. */
    @Property(tries = 2000)
    void theRemainderIsTheRemainder(@ForAll @IntRange(min = 0) int u,
                                    @ForAll @IntRange(min = 1, max = Uniform.FAST_BOUNDS + 1) int bound) {
        assertEquals(u % bound, Uniform.remainder(u, bound), u + " % " + bound);
    }

    /** Every bound at the dividends where an inexact fraction would first show: near multiples and the ends. */
    @Test
    void theRemainderIsExactAtTheEdges() {
        for (int bound = 1; bound <= Uniform.FAST_BOUNDS + 1; bound++) {
            int top = Integer.MAX_VALUE / bound * bound;
            for (int u : new int[] {0, 1, bound - 1, bound, bound + 1, top - 1, top, Integer.MAX_VALUE - 1,
                    Integer.MAX_VALUE}) {
                if (u >= 0) {
                    assertEquals(u % bound, Uniform.remainder(u, bound), u + " % " + bound);
                }
            }
        }
    }

    @Test
    void anotherGeneratorDrawsItsOwnWay() {
        assertEquals(new Random(3).nextInt(7), Uniform.below(new Random(3), 7));
    }

    private static void assertSameDraws(long seed, int bound, int draws) {
        SplittableRandom fast = new SplittableRandom(seed);
        SplittableRandom plain = new SplittableRandom(seed);
        for (int i = 0; i < draws; i++) {
            assertEquals(plain.nextInt(bound), Uniform.below(fast, bound), "draw " + i + " below " + bound);
        }
        assertEquals(plain.nextLong(), fast.nextLong(), "as many numbers taken from the stream");
    }
}

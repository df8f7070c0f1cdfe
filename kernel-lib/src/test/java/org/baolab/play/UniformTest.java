package org.baolab.play;

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
        SplittableRandom fast = new SplittableRandom(seed);
        SplittableRandom plain = new SplittableRandom(seed);
        for (int i = 0; i < 200; i++) {
            assertEquals(plain.nextInt(bound), Uniform.below(fast, bound), "draw " + i + " below " + bound);
        }
        assertEquals(plain.nextLong(), fast.nextLong(), "as many numbers taken from the stream");
    }

    @Property(tries = 2000)
    void theRemainderIsExact(@ForAll @IntRange(min = 0) int u, @ForAll @IntRange(min = 1, max = 64) int n) {
        assertEquals(u % n, Uniform.remainder(u, n, Long.divideUnsigned(-1L, n) + 1));
    }

    @Test
    void theLargestNumbersAndRejectedDrawsToo() {
        for (int n = 1; n <= 64; n++) {
            long magic = Long.divideUnsigned(-1L, n) + 1;
            for (int u : new int[] {0, 1, n - 1, n, Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - n}) {
                if (u >= 0) {
                    assertEquals(u % n, Uniform.remainder(u, n, magic), u + " % " + n);
                }
            }
        }
    }

    @Test
    void anotherGeneratorDrawsItsOwnWay() {
        assertEquals(new Random(3).nextInt(7), Uniform.below(new Random(3), 7));
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** {@link Bits#select} finds the same bit as counting the set bits up one by one, so no move list changes order. */
class BitsTest {

    private static int byCounting(long bits, int k) {
        for (int i = 0; i < k; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    @Property(tries = 2000)
    void selectIsTheKthSetBit(@ForAll long bits) {
        for (int k = 0; k < Long.bitCount(bits); k++) {
            assertEquals(byCounting(bits, k), Bits.select(bits, k), Long.toBinaryString(bits) + " bit " + k);
        }
    }

    @Test
    void everyBitAloneAndEveryBitOfAFullWord() {
        for (int bit = 0; bit < Long.SIZE; bit++) {
            assertEquals(bit, Bits.select(1L << bit, 0));
            assertEquals(bit, Bits.select(-1L, bit));
            assertEquals(63, Bits.select(1L << 63 | (1L << bit) - 1, bit), "the top bit after " + bit + " below it");
        }
    }
}

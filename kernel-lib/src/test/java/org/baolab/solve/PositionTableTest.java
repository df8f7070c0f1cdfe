package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link PositionTable}: numbers in the order added, kept when the keys wait in a file and the index is made again. */
class PositionTableTest {

    @ParameterizedTest(name = "{1} keys below {0}")
    @CsvSource({
        "1048576, 50000",           // a perfect index
        "1.099511627776E12, 50000",  // open addressing
        // two million keys leave a slot 10 bits of hash: thousands of keys met on the way have the same bits
        "1.099511627776E12, 2000000"})
    void numbersStayTheSameWhenTheIndexIsMadeAgain(double keys, int count) {
        PositionTable table = new PositionTable(keys);
        SplittableRandom rng = new SplittableRandom(5);
        long[] added = new long[count];
        for (int i = 0; i < added.length; i++) {
            added[i] = rng.nextLong((long) keys);
            table.add(added[i]);
        }
        int[] before = new int[added.length];
        for (int i = 0; i < added.length; i++) {
            before[i] = table.find(added[i]);
            assertEquals(added[i], table.key(before[i]));
        }
        try (SpillFile file = new SpillFile()) {
            table.spill(file);
            table.restore(file);
        }
        table.reindex();
        for (int i = 0; i < added.length; i++) {
            assertEquals(before[i], table.find(added[i]), "key " + added[i]);
        }
        Set<Long> seen = new HashSet<>();
        for (long k : added) {
            seen.add(k);
        }
        for (long k = 0; k < 1000; k++) {
            if (!seen.contains(k)) {
                assertEquals(-1, table.find(k), "key " + k + " was never added");
            }
        }
    }

    @Test
    void theKeysGrowByAPageOfAMillionNotByCopyingThemAll() {
        long index = 4L << 21;                  // a perfect index of 2^21 keys, made at once
        PositionTable table = new PositionTable(1 << 21);
        assertEquals(index + 8 * 4096, table.bytes(), "a small first page");
        for (int k = 0; k < 4096; k++) {
            table.add(k);
        }
        assertEquals(16 * 4096, table.growthBytes(), "the first page doubles while it is small");
        for (int k = 4096; k < 1 << 20; k++) {
            table.add(k);
        }
        assertEquals(index + (8L << 20), table.bytes());
        assertEquals(8L << 20, table.growthBytes(), "a full page: the next key takes a new one");
        table.add(1 << 20);
        assertEquals(index + (16L << 20), table.bytes());
        assertEquals(0, table.growthBytes());
        assertEquals(1 << 20, table.key(1 << 20));
        assertEquals(1 << 20, table.find(1 << 20));
    }
}

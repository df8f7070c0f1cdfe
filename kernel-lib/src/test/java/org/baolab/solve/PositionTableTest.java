package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link PositionTable}: numbers in the order added, kept when the keys wait in a file and the index is made again. */
class PositionTableTest {

    @ParameterizedTest(name = "keys below {0}")
    @ValueSource(doubles = {1 << 20, 0x1p40})   // a perfect index, open addressing
    void numbersStayTheSameWhenTheIndexIsMadeAgain(double keys) {
        PositionTable table = new PositionTable(keys);
        SplittableRandom rng = new SplittableRandom(5);
        long[] added = new long[50_000];
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
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link Repetitions} (OW7c, a sheet's {@code end REPETITION}): a position comes back only when its houses and mover
 * are equal, whatever the hashes say; positions that share a hash are all kept and each found again.
 */
class RepetitionsTest {

    private static final int[] A = {1, 2, 3};
    private static final int[] B = {3, 2, 1};
    private static final int[] C = {0, 0, 6};

    @Test
    void aSharedHashIsNotARepetitionAndEachPositionIsFoundAgain() {
        Repetitions seen = new Repetitions(3, 4);
        seen.restart(42, A, 0);
        assertFalse(seen.seenOrAdd(42, B, 0), "same hash, other houses");
        assertFalse(seen.seenOrAdd(42, A, 1), "same hash and houses, other mover");
        assertFalse(seen.seenOrAdd(42, C, 0), "a third position of the hash");
        assertTrue(seen.seenOrAdd(42, A, 0));
        assertTrue(seen.seenOrAdd(42, B, 0));
        assertTrue(seen.seenOrAdd(42, A, 1));
        assertTrue(seen.seenOrAdd(42, C, 0));
        assertEquals(4, seen.size());
    }

    @Test
    void aRestartForgetsAndACopyIsEqual() {
        Repetitions seen = new Repetitions(3, 1);
        seen.restart(1, A, 0);
        for (int i = 2; i < 100; i++) {             // past the capacity given: the arrays grow
            assertFalse(seen.seenOrAdd(i, new int[] {i, 0, 0}, 0));
        }
        Repetitions copy = new Repetitions(3, 1);
        copy.copyFrom(seen);
        assertTrue(copy.sameAs(seen));
        assertTrue(copy.seenOrAdd(50, new int[] {50, 0, 0}, 0));
        seen.restart(7, B, 1);
        assertEquals(1, seen.size());
        assertFalse(seen.seenOrAdd(1, A, 0), "forgotten at the restart");
        assertFalse(copy.sameAs(seen));
        assertTrue(copy.seenOrAdd(1, A, 0), "the copy kept its own");
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * C7: {@link LapCycle} spots a repeated lap state, and as soon as the state of its first watched lap comes back. The
 * states are made up: the board's first hole holds a number that stands for the state of each lap.
 */
class LapCycleTest {

    /** The first lap at which the watch says the move repeats, the board holding {@code state(lap)} at each lap. */
    private static int firstRepeat(IntUnaryOperator state) {
        int[] counts = new int[4];
        LapCycle cycle = new LapCycle(counts);
        cycle.reset();
        for (int lap = 1; lap <= 100_000; lap++) {
            counts[0] = state.applyAsInt(lap);
            if (cycle.repeats(lap, 3, 5)) {
                return lap;
            }
        }
        return -1;
    }

    @Test
    void c7_aLoopFromTheFirstLapIsSpottedOneLengthAfterTheFirstWatchedLap() {
        // The endless moves of random play loop from their first lap; laps 33, 133, 233... share a state.
        assertEquals(133, firstRepeat(lap -> lap % 100));
    }

    @Test
    void c7_aLoopEnteredLaterIsSpottedByBrentsDetection() {
        // From lap 1000 on, a loop of 7 laps: the first watched state (lap 33) never comes back.
        int found = firstRepeat(lap -> lap < 1000 ? 1000 + lap : lap % 7);
        assertTrue(found > 1000 && found < 2 * 1000 + 2 * 7, "found at lap " + found);
    }

    @Test
    void c7_theFirstLapsAreNotWatched() {
        int[] counts = new int[4];
        LapCycle cycle = new LapCycle(counts);
        cycle.reset();
        for (int lap = 1; lap <= 32; lap++) {
            assertFalse(cycle.repeats(lap, 3, 5), "lap " + lap);
        }
    }

    @Test
    void c7_theHoleAndTheSeedsInHandArePartOfTheState() {
        int[] counts = new int[4];
        LapCycle cycle = new LapCycle(counts);
        cycle.reset();
        int lap = 1;
        for (; lap <= 33; lap++) {
            cycle.repeats(lap, 3, 5);
        }
        assertFalse(cycle.repeats(lap++, 2, 5));
        assertFalse(cycle.repeats(lap++, 3, 6));
        assertTrue(cycle.repeats(lap, 3, 5));
    }
}

package org.baolab.fourrows;

import static org.baolab.fourrows.Positions.width;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.Match;
import org.baolab.core.Reason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Rule F6b by exhaustive search over every position of small boards. */
class CycleSearchTest {

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void f6b_withCapturesNoPositionCanRepeat(int n) {
        CycleSearch.Result r = CycleSearch.search(width(n));
        assertEquals(1 << (4 * n + 1), r.positions());
        assertTrue(r.edges() > r.positions(), "the graph has moves: " + r);
        assertTrue(r.finished() > 0);
        assertFalse(r.cyclesFound(), r.toString());
        assertEquals(0, r.positionsOnCycles());
        assertNull(r.cycleStart());
        assertNull(r.replayCycle());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void f6b_withoutCapturesCyclesExistAndComeBackToTheirStart(int n) {
        CycleSearch.Result r = CycleSearch.search(width(n).with("captures", false));
        assertTrue(r.cyclesFound(), r.toString());
        // Without captures each ring keeps its stones; a ring with 1..2N-1 stones always has a move and every
        // arrangement of them comes round again, so exactly those positions lie on cycles, both players to move:
        int arrangements = (1 << (2 * n)) - 2;
        assertEquals(2 * arrangements * arrangements, r.positionsOnCycles());
        // They split by the stones on each ring (2N-1 counts each) and, finer than F6c's parity, by
        // (SOUTH's ring-position sum - NORTH's - [NORTH to move]) mod 2N, which no move changes: 2N classes.
        assertEquals((2 * n - 1) * (2 * n - 1) * 2 * n, r.cyclicComponents());
        Match replay = r.replayCycle();
        assertEquals(r.cycleMoves().size(), replay.history().size());
        assertEquals(r.cycleStart().rows(), replay.position().rows());
        assertEquals(r.cycleStart().toMove(), replay.toMove(), "F6c: a layout comes back with the same mover");
        assertEquals(Reason.REPETITION, replay.outcome().reason());
        assertEquals(0, r.cycleMoves().size() % 2, "F6c: a cycle has an even number of plies");
    }

    @ParameterizedTest
    @ValueSource(strings = {"CW", "CCW"})
    void f6b_holdsForBothDirectionsAndWithoutBackRowCaptures(String direction) {
        CycleSearch.Result r = CycleSearch.search(width(3).with("direction", direction).with("captureBackRow", false));
        assertFalse(r.cyclesFound(), r.toString());
    }

    @Test
    void f6b_refusesBoardsTooWideToSearch() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CycleSearch.search(Games.kimasaiFourRows()));
        assertTrue(e.getMessage().contains("2..5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CycleSearch.search(Games.baoKingulu()));
    }
}

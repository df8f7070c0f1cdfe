package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Vai Lung Thlan ({@code data/games/vai-lung-thlan.sowing}, {@code docs/rules/vai-lung-thlan.md}) on hand-worked
 * positions, named by rule ids. Clockwise (C4): SOUTH sows from a hole towards a1, then a2, b2, ...
 */
class VaiLungThlanRulesTest {

    static Rules vai() {
        return Games.rules("vai-lung-thlan");
    }

    /** VL1, VL2: c1's five stones go clockwise to b1, a1, a2, b2 and c2; c2 held stones: nothing is taken. */
    @Test
    void vl1Vl2_fiveStonesSownClockwise() {
        GameState s = vai().newState();
        assertBoard(s, 0, 0, new int[] {5, 5, 5, 5, 5, 5}, new int[] {5, 5, 5, 5, 5, 5});
        play(s, "c1");
        assertBoard(s, 0, 0, new int[] {6, 6, 0, 5, 5, 5}, new int[] {6, 6, 6, 5, 5, 5});
        assertEquals(Player.NORTH, s.toMove());
    }

    /** VL3: the last stone in empty a2 takes itself and the single stones before it, a1 and b1, across the rows. */
    @Test
    void vl3_aChainOfSingleStonesIsTakenAcrossTheRows() {
        GameState s = position(vai(), Player.SOUTH, 0, 0, new int[] {0, 0, 3, 0, 0, 0}, new int[] {0, 1, 0, 0, 0, 0});
        play(s, "c1");
        assertBoard(s, 3, 0, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 1, 0, 0, 0, 0});
    }

    /** VL3: the chain stops at a hole that does not hold one stone. */
    @Test
    void vl3_theChainStopsAtAHoleOfOtherThanOne() {
        GameState s = position(vai(), Player.SOUTH, 0, 0, new int[] {1, 0, 3, 0, 0, 1}, new int[] {0, 1, 0, 0, 0, 0});
        play(s, "c1");     // b1 (1), a1 (2), a2 (1, was empty): a2 taken; a1 holds 2: the chain stops
        assertBoard(s, 1, 0, new int[] {2, 1, 0, 0, 0, 1}, new int[] {0, 1, 0, 0, 0, 0});
    }

    /** VL4: SOUTH, with no stone, passes; VL5, VL6: the game ends when the board is empty; more stones win. */
    @Test
    void vl4Vl5_aPlayerWithNoStonePassesUntilTheBoardIsEmpty() {
        GameState s = position(vai(), Player.NORTH, 28, 29, new int[6], new int[] {1, 2, 0, 0, 0, 0});
        play(s, "b2");     // c2 (1), d2 (1, was empty): d2 and c2 taken; b2 is empty: the chain stops
        assertBoard(s, 28, 31, new int[6], new int[] {1, 0, 0, 0, 0, 0});
        assertEquals(Player.NORTH, s.toMove(), "SOUTH has no stone and passes (VL4)");
        assertFalse(s.isOver());
        play(s, "a2");     // b2, empty: taken
        assertTrue(s.isOver());
        assertEquals(Status.NORTH_WINS, s.status());
        assertBoard(s, 28, 32, new int[6], new int[6]);
    }

    /** VL6: thirty each is a draw (Mancala World). */
    @Test
    void vl6_thirtyEachIsADraw() {
        GameState s = position(vai(), Player.NORTH, 30, 29, new int[6], new int[] {0, 1, 0, 0, 0, 0});
        play(s, "b2");
        assertEquals(Status.DRAW, s.status());
    }
}

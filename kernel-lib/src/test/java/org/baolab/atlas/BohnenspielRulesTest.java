package org.baolab.atlas;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bohnenspiel (docs/rules/bohnenspiel.md, BO1-BO5), the shipped sheet {@code bohnenspiel}, on hand-worked positions.
 * Rows are written row 1 (SOUTH, a1..f1) then row 2 (NORTH, a2..f2); the circuit (CCW) is a1 .. f1 f2 .. a2.
 */
class BohnenspielRulesTest {

    private static final Rules BOHNENSPIEL = Games.rules("bohnenspiel");

    @Test
    @DisplayName("BO1, BO1b: 2 x 6 holes of 6 beans, 72 in all; SOUTH moves from row 1")
    void bo1_setup() {
        GameState s = BOHNENSPIEL.newState();
        assertBoard(s, 0, 0, new int[] {6, 6, 6, 6, 6, 6}, new int[] {6, 6, 6, 6, 6, 6});
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), s.position().legalMoves());
    }

    @Test
    @DisplayName("BO2: one lap CCW; a last bean making 7 takes nothing")
    void bo2_oneLap() {
        GameState s = BOHNENSPIEL.newState();
        play(s, "a1");
        assertBoard(s, 0, 0, new int[] {0, 7, 7, 7, 7, 7}, new int[] {6, 6, 6, 6, 6, 7});
        assertEquals(Player.NORTH, s.toMove());
    }

    @Test
    @DisplayName("BO3: a last bean making 2 takes it, then back along the circuit while 2, 4 or 6, across into the mover's"
            + " own row")
    void bo3_runOfEvensCrossesTheRows() {
        GameState s = position(BOHNENSPIEL, Player.SOUTH, 0, 0, new int[] {1, 0, 0, 4, 4, 1}, new int[] {1, 1, 1, 1, 1, 3});
        play(s, "d1");
        // e1 4->5, f1 1->2, f2 3->4, e2 1->2 (last): e2 2, f2 4, f1 2 taken; e1 holds 5: the run stops.
        assertBoard(s, 8, 0, new int[] {1, 0, 0, 0, 5, 0}, new int[] {1, 1, 1, 1, 0, 0});
        assertEquals(1, s.captureEvents(Player.SOUTH));
    }

    @Test
    @DisplayName("BO3: a last bean making 2 in the mover's own row takes it; one making 3 or 5 takes nothing")
    void bo3_ownRowAndOddCounts() {
        GameState s = position(BOHNENSPIEL, Player.SOUTH, 0, 0, new int[] {1, 1, 0, 0, 0, 2}, new int[] {0, 0, 0, 0, 4, 2});
        play(s, "a1");  // b1 1->2: taken; a1, just emptied, holds 0: the run stops
        assertBoard(s, 2, 0, new int[] {0, 0, 0, 0, 0, 2}, new int[] {0, 0, 0, 0, 4, 2});
        s.setToMove(Player.SOUTH);
        play(s, "f1");  // f2 2->3, e2 4->5 (last): odd, nothing
        assertBoard(s, 2, 0, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 5, 3});
    }

    @Test
    @DisplayName("BO4, BO5: a move may empty the opponent's row (no feeding); the player to move with no bean ends the game"
            + " and the other takes the beans left; 37 of 72 wins")
    void bo4Bo5_emptyRowEndsTheGame() {
        GameState s = position(BOHNENSPIEL, Player.SOUTH, 33, 35, new int[] {2, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 1});
        play(s, "f1");  // f2 1->2: taken; NORTH has no bean and is to move: SOUTH takes a1's 2
        assertTrue(s.isOver());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        assertBoard(s, 37, 35, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }
}

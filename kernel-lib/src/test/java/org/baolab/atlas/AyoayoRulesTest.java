package org.baolab.atlas;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Ayoayo (docs/rules/ayoayo.md, AY1-AY6), the shipped sheet {@code ayoayo}, on hand-worked positions. Rows are
 * written row 1 (SOUTH, a1..f1) then row 2 (NORTH, a2..f2); the circuit (CCW) is a1 .. f1 f2 .. a2.
 */
class AyoayoRulesTest {

    private static final Rules AYOAYO = Games.rules("ayoayo");

    @Test
    @DisplayName("AY1, AY1b: 2 x 6 holes of 4 seeds, nothing captured, SOUTH moves from row 1")
    void ay1_setup() {
        GameState s = AYOAYO.newState();
        assertBoard(s, 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), s.position().legalMoves());
    }

    @Test
    @DisplayName("AY2, AY3: a1 relays from e1, c2, c1 and d2; its fifth lap ends in the empty c1: c2's one seed is taken")
    void ay2Ay3_relayThenCaptureOpposite() {
        GameState s = AYOAYO.newState();
        play(s, "a1");
        // b1..e1; e1 (5) on to f1 f2 e2 d2 c2; c2 (5) to b2 a2 a1 b1 c1; c1 (5)... see rule-sheets.md, worked example.
        assertEquals(5, s.lastMoveLaps());
        assertBoard(s, 1, 0, new int[] {2, 7, 1, 6, 1, 6}, new int[] {6, 6, 0, 0, 6, 6});
        assertEquals(Player.NORTH, s.toMove());
    }

    @Test
    @DisplayName("AY3 captureSeed=WITH: the capturing seed in c1 goes to the store with c2's")
    void ay3_captureSeedWith() {
        GameState s = AYOAYO.with("captureSeed", "WITH").newState();
        play(s, "a1");
        assertBoard(s, 2, 0, new int[] {2, 7, 0, 6, 1, 6}, new int[] {6, 6, 0, 0, 6, 6});
    }

    @Test
    @DisplayName("AY2: a lap of 12 passes over its own hole; relays go on until a last seed falls in an empty hole")
    void ay2_longLapSkipsOriginAndRelaysUntilEmpty() {
        GameState s = position(AYOAYO, Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 12}, new int[] {1, 1, 1, 1, 1, 1});
        play(s, "f1");
        // f2..a2, a1..e1, f1 passed over, f2 (held 2): relay 3 to e2 d2 c2; c2 (held 2): 3 to b2 a2 a1; a1 (held 1):
        // 2 to b1 c1; c1 (held 1): 2 to d1 e1; e1 (held 1): 2 to f1 f2; f2 was empty and is NORTH's: the move ends.
        assertEquals(6, s.lastMoveLaps());
        assertBoard(s, 0, 0, new int[] {0, 2, 0, 2, 0, 1}, new int[] {3, 3, 0, 3, 3, 1});
    }

    @Test
    @DisplayName("AY3: a last seed in an empty own hole opposite an empty hole takes nothing; in an empty hole of the"
            + " opponent's row it takes nothing either")
    void ay3_nothingToTake() {
        GameState s = position(AYOAYO, Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 1}, new int[] {3, 0, 2, 2, 0, 2});
        play(s, "a1");  // into b1, empty; b2 is empty: nothing taken
        assertBoard(s, 0, 0, new int[] {0, 1, 0, 0, 0, 1}, new int[] {3, 0, 2, 2, 0, 2});
        s.setToMove(Player.SOUTH);
        play(s, "f1");  // into f2, which held 2: relay 3 to e2 d2 c2; c2 held 2: relay 3 to b2 a2 a1; a1 was empty
        // and is SOUTH's: a2 (now 4) is taken, and the capturing seed stays in a1
        assertBoard(s, 4, 0, new int[] {1, 1, 0, 0, 0, 0}, new int[] {0, 1, 0, 3, 1, 0});
    }

    @Test
    @DisplayName("AY4: with NORTH empty, a move that feeds them none is refused naming the rule; one that feeds is played")
    void ay4_feeding() {
        GameState s = position(AYOAYO, Player.SOUTH, 20, 26, new int[] {1, 0, 0, 0, 0, 2}, new int[6]);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertEquals("a1 is not legal for SOUTH: NORTH has no seeds and this move would give them none: a move that"
                + " feeds them must be played (rule AY4)", e.getMessage());
        assertEquals(List.of("f1"), s.position().legalMoves());
        play(s, "f1");
        assertBoard(s, 20, 26, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 1, 1});
    }

    @Test
    @DisplayName("AY5, AY6: a player who cannot feed an empty opponent cannot move: the game ends, each takes the seeds"
            + " of their row, the most seeds win")
    void ay5Ay6_endWhenNoMoveFeeds() {
        // a1 relays from b1 to d1 (empty, d2 empty: nothing), b1 ends in c1: neither reaches row 2.
        GameState s = position(AYOAYO, Player.SOUTH, 20, 26, new int[] {1, 1, 0, 0, 0, 0}, new int[6]);
        assertTrue(s.isOver());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        assertBoard(s, 22, 26, new int[6], new int[6]);
        assertEquals(Status.NORTH_WINS, s.status());
    }
}

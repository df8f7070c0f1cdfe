package org.baolab.atlas;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Ouril (docs/rules/ouril.md, OU1-OU7), the shipped sheet {@code ouril} and its presets, on hand-worked positions.
 * Rows are written row 1 (SOUTH, a1..) then row 2 (NORTH, a2..); the circuit (CCW) is a1 .. f1 f2 .. a2.
 */
class OurilRulesTest {

    private static final Rules OURIL = Games.rules("ouril");
    private static final Rules PORTUGAL = Rules.load("ouril-portugal");

    @Test
    @DisplayName("OU1, OU1b: 2 x 6 holes of 4 seeds; the children's board (preset ouril-four-holes) is 2 x 4")
    void ou1_setup() {
        assertBoard(OURIL.newState(), 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        GameState small = Rules.load("ouril-four-holes").newState();
        assertBoard(small, 0, 0, new int[] {4, 4, 4, 4}, new int[] {4, 4, 4, 4});
        assertEquals(List.of("a1", "b1", "c1", "d1"), small.position().legalMoves());
    }

    @Test
    @DisplayName("OU2 singles=LAST (ouril-portugal): a single seed is played only when no legal move lifts more")
    void ou2_singlesLast() {
        int[] row1 = {1, 0, 2, 0, 0, 1};
        int[] row2 = {1, 1, 1, 1, 1, 1};
        assertEquals(List.of("a1", "c1", "f1"), position(OURIL, Player.SOUTH, 0, 0, row1, row2).position().legalMoves());
        GameState s = position(PORTUGAL, Player.SOUTH, 0, 0, row1, row2);
        assertEquals(List.of("c1"), s.position().legalMoves());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertEquals("a1 is not legal for SOUTH: it holds a single seed, which may be played only when no move of more"
                + " seeds is legal (rule OU2, singles=LAST)", e.getMessage());
        GameState singlesOnly = position(PORTUGAL, Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 1}, row2);
        assertEquals(List.of("a1", "f1"), singlesOnly.position().legalMoves());
    }

    @Test
    @DisplayName("OU2, OU5 singles=LAST: feeding comes first; a single that feeds is played when no larger move feeds")
    void ou2Ou5_feedingBeforeSingles() {
        GameState s = position(PORTUGAL, Player.SOUTH, 21, 24, new int[] {2, 0, 0, 0, 0, 1}, new int[6]);
        // a1 sows b1 c1, SOUTH's own row; f1 sows f2
        assertEquals(List.of("f1"), s.position().legalMoves());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertEquals("a1 is not legal for SOUTH: NORTH has no seeds and this move would give them none: a move that"
                + " feeds them must be played (rule OU5)", e.getMessage());
    }

    @Test
    @DisplayName("OU3: a last seed making 2 or 3 in the opponent's row takes the run of 2s and 3s before it")
    void ou3_captureRun() {
        GameState s = position(OURIL, Player.SOUTH, 0, 10, new int[] {0, 0, 0, 0, 1, 3}, new int[] {2, 1, 1, 2, 3, 1});
        play(s, "f1");  // f2 1->2, e2 3->4, d2 2->3 (last): d2 taken; e2 holds 4: the run stops
        assertBoard(s, 3, 10, new int[] {0, 0, 0, 0, 1, 0}, new int[] {2, 1, 1, 0, 4, 2});
    }

    /** Banks 6 and 12, so that no capture here passes half the 25 seeds in play (OU6a). */
    private static GameState slamPosition(Rules rules) {
        return position(rules, Player.SOUTH, 6, 12, new int[] {0, 0, 0, 0, 3, 2}, new int[] {0, 0, 0, 0, 1, 1});
    }

    @Test
    @DisplayName("OU4 CAPTURE (the default): f1 takes all of NORTH's row; NORTH cannot move, SOUTH takes their row (OU6b)")
    void ou4_grandSlamCaptures() {
        GameState s = slamPosition(OURIL);
        play(s, "f1");  // f2 1->2, e2 1->2: both taken
        assertTrue(s.isOver());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        assertBoard(s, 13, 12, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }

    @Test
    @DisplayName("OU4 CAPTURE_AGAIN (ouril-portugal): the capturer of every seed moves again and must feed (OU5)")
    void ou4_grandSlamCapturesAndMovesAgain() {
        GameState s = slamPosition(PORTUGAL);
        play(s, "f1");
        assertFalse(s.isOver());
        assertEquals(Player.SOUTH, s.toMove());
        assertBoard(s, 10, 12, new int[] {0, 0, 0, 0, 3, 0}, new int[6]);
        assertEquals(List.of("e1"), s.position().legalMoves());
        play(s, "e1");  // f1, f2, e2: NORTH is fed
        assertBoard(s, 10, 12, new int[] {0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 1, 1});
        assertEquals(Player.NORTH, s.toMove());
    }

    @Test
    @DisplayName("OU4 NO_CAPTURE: the move is played and takes nothing")
    void ou4_grandSlamTakesNothing() {
        GameState s = slamPosition(OURIL.with("grandSlam", "NO_CAPTURE"));
        play(s, "f1");
        assertBoard(s, 6, 12, new int[] {0, 0, 0, 0, 3, 0}, new int[] {0, 0, 0, 0, 2, 2});
        assertEquals(Player.NORTH, s.toMove());
    }

    @Test
    @DisplayName("OU6a, OU7: 25 of 48 wins (German Wikipedia, Ludii's Uril); 24 each is a tie (salcaboverde.com)")
    void ou6a_halfTheSeeds() {
        GameState tie = position(OURIL, Player.SOUTH, 22, 24, new int[] {0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 1});
        play(tie, "f1");  // f2 1->2: taken, 24 each
        assertEquals("HALF_CAPTURED", tie.reason().name());
        assertEquals(Status.DRAW, tie.status());
        assertBoard(tie, 24, 24, new int[6], new int[6]);
        GameState win = position(OURIL, Player.SOUTH, 23, 22, new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 1});
        play(win, "f1");  // f2 1->2: taken, 25
        assertEquals("HALF_CAPTURED", win.reason().name());
        assertEquals(Status.SOUTH_WINS, win.status());
        assertBoard(win, 25, 23, new int[6], new int[6]);
    }

    @Test
    @DisplayName("OU6a on the children's board: more than 16 of 32 ends the game; the seeds left go to their rows")
    void ou6a_fourHoles() {
        GameState s = position(Rules.load("ouril-four-holes"), Player.SOUTH, 15, 3, new int[] {0, 0, 0, 1},
                new int[] {4, 4, 4, 1});
        play(s, "d1");  // d2 1->2: taken, 17 of 32
        assertEquals("HALF_CAPTURED", s.reason().name());
        assertBoard(s, 17, 15, new int[4], new int[4]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }
}

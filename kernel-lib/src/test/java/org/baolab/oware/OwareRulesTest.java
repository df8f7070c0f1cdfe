package org.baolab.oware;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Oware rules OW1-OW10 on hand-worked positions. Rows are written as in the JSON form: row 1 (SOUTH, a1..f1) first,
 * then row 2 (NORTH, a2..f2). The circuit (CCW) is a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2.
 */
class OwareRulesTest {

    private static final Rules STANDARD = Games.oware();

    @Test
    @DisplayName("OW1, OW1b: 2 x 6 houses with 4 seeds each, nothing captured, SOUTH moves from row 1")
    void ow1_setup() {
        GameState s = STANDARD.newState();
        assertBoard(s, 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), s.position().legalMoves());
        GameState small = STANDARD.with("pitsPerRow", 3).with("seedsPerPit", 2).newState();
        assertBoard(small, 0, 0, new int[] {2, 2, 2}, new int[] {2, 2, 2});
    }

    @Test
    @DisplayName("OW2: one lap CCW into the opponent's row; the worked example of oware.md")
    void ow2_oneLapCcw() {
        GameState s = STANDARD.newState();
        play(s, "c1");
        assertBoard(s, 0, 0, new int[] {4, 4, 0, 5, 5, 5}, new int[] {4, 4, 4, 4, 4, 5});
        assertEquals(Player.NORTH, s.toMove());
        play(s, "a2");
        assertBoard(s, 0, 0, new int[] {5, 5, 1, 6, 5, 5}, new int[] {0, 4, 4, 4, 4, 5});
        assertEquals(Player.SOUTH, s.toMove());
    }

    @Test
    @DisplayName("OW2: a lap of 12 passes over its own house; the 12th seed falls beyond it")
    void ow2_aLongLapSkipsItsOrigin() {
        GameState s = position(STANDARD, Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 12}, new int[] {1, 1, 1, 1, 4, 4});
        play(s, "f1");
        // f2 e2 d2 c2 b2 a2 a1 b1 c1 d1 e1, f1 passed over, then f2 again: f2 = 6, no capture.
        assertBoard(s, 0, 0, new int[] {1, 1, 1, 1, 1, 0}, new int[] {2, 2, 2, 2, 5, 6});
    }

    @Test
    @DisplayName("OW3: a last seed making 2 or 3 in the opponent's row captures, and so do the houses before it")
    void ow3_captureRunsBackWhileTwoOrThree() {
        // NORTH has captured 10, so that SOUTH's 9 do not pass half of the 22 seeds (OW7a).
        GameState s = position(STANDARD, Player.SOUTH, 0, 10, new int[] {1, 0, 0, 0, 0, 4}, new int[] {1, 1, 2, 1, 1, 1});
        play(s, "f1");
        // f2 1->2, e2 1->2, d2 1->2, c2 2->3: last c2 = 3; back along c2 d2 e2 f2, all 2 or 3: 3+2+2+2 = 9 taken.
        assertBoard(s, 9, 10, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 1, 0, 0, 0, 0});
        assertEquals(1, s.captureEvents(Player.SOUTH));
        assertEquals(9, s.capturedSeeds(Player.SOUTH));
    }

    @Test
    @DisplayName("OW3: the run stops at a house holding another number; nothing is taken in the mover's own row")
    void ow3_theRunStopsAtAnotherCount() {
        GameState s = position(STANDARD, Player.SOUTH, 10, 10, new int[] {1, 0, 0, 0, 0, 3}, new int[] {1, 1, 1, 2, 3, 1});
        play(s, "f1");
        // f2 1->2, e2 3->4, d2 2->3 last: d2 taken (3), then e2 holds 4: the run stops; f2's 2 stays.
        assertBoard(s, 13, 10, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 0, 4, 2});
        GameState own = position(STANDARD, Player.SOUTH, 0, 0, new int[] {1, 1, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        play(own, "a1");
        assertBoard(own, 0, 0, new int[] {0, 2, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
    }

    /**
     * SOUTH's f1 (2) sows f2 and e2, each 1 -> 2: the run takes both, every seed of NORTH's row. 19 seeds: half is 9,
     * which 5 + 4 does not pass.
     */
    private static GameState grandSlam(Rules rules) {
        return position(rules, Player.SOUTH, 5, 9, new int[] {1, 0, 0, 0, 0, 2}, new int[] {0, 0, 0, 0, 1, 1});
    }

    @Test
    @DisplayName("OW4 NO_CAPTURE (default): a move taking every seed of the opponent's row is played and takes nothing")
    void ow4_grandSlamCapturesNothing() {
        GameState s = grandSlam(STANDARD);
        play(s, "f1");
        assertBoard(s, 5, 9, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 2, 2});
        assertEquals(0, s.captureEvents(Player.SOUTH));
    }

    @Test
    @DisplayName("OW4 ILLEGAL: the grand slam is refused naming the rule; CAPTURE: it takes everything")
    void ow4_grandSlamIllegalOrCapture() {
        GameState illegal = grandSlam(STANDARD.with("grandSlam", "ILLEGAL"));
        assertEquals(List.of("a1"), illegal.position().legalMoves());
        assertEquals("it would capture every seed of NORTH's row (rule OW4, grandSlam=ILLEGAL)",
                illegal.whyIllegal(illegal.board().parse("f1")));
        GameState capture = grandSlam(STANDARD.with("grandSlam", "CAPTURE"));
        play(capture, "f1");
        // 4 taken; NORTH has no seed and SOUTH's a1 cannot feed it: OW7b, SOUTH keeps its seed (OW8).
        assertBoard(capture, 10, 9, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, capture.status());
        assertEquals(Reason.NO_LEGAL_MOVES, capture.reason());
    }

    @Test
    @DisplayName("OW5: an opponent without seeds must be fed; mustFeed=false lets any house be played")
    void ow5_mustFeed() {
        int[] row1 = {1, 0, 0, 0, 0, 1};
        int[] row2 = {0, 0, 0, 0, 0, 0};
        GameState s = position(STANDARD, Player.SOUTH, 23, 23, row1, row2);
        assertEquals(List.of("f1"), s.position().legalMoves());
        assertEquals("NORTH has no seeds and this move would give them none: a move that feeds them must be played"
                + " (rule OW5)", s.whyIllegal(s.board().parse("a1")));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertTrue(e.getMessage().contains("(rule OW5)"), e.getMessage());
        GameState free = position(STANDARD.with("mustFeed", false), Player.SOUTH, 23, 23, row1, row2);
        assertEquals(List.of("a1", "f1"), free.position().legalMoves());
        assertNull(free.whyIllegal(free.board().parse("a1")));
    }

    @Test
    @DisplayName("OW2, OW6: a house of the opponent's row or an empty one is refused naming the rule")
    void ow6_refusals() {
        GameState s = STANDARD.newState();
        assertEquals("it is in NORTH's row; SOUTH plays from row 1 (rule OW2)", s.whyIllegal(s.board().parse("c2")));
        play(s, "c1");
        assertEquals("it is in SOUTH's row; NORTH plays from row 2 (rule OW2)", s.whyIllegal(s.board().parse("a1")));
        play(s, "a2 c1");
        assertEquals("it is empty (rule OW2)", s.whyIllegal(s.board().parse("a2")));
        Match m = new Match(STANDARD);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> m.play("a2"));
        assertTrue(e.getMessage().contains("(rule OW2)"), e.getMessage());
    }

    @Test
    @DisplayName("OW7a: more than half captured ends the game at once; the rest goes to its row's owner (OW8)")
    void ow7a_moreThanHalf() {
        // 23 + 21 captured, 3 on the board: 47 seeds, half is 23. f1 -> f2 makes 2: SOUTH takes 2, 25 > 23.
        GameState s = position(STANDARD, Player.SOUTH, 23, 21, new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 1});
        play(s, "f1");
        assertBoard(s, 25, 22, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Oware.HALF_CAPTURED, s.reason());
    }

    @Test
    @DisplayName("OW7a: half each is a draw")
    void ow7a_halfEachIsADraw() {
        // 48 seeds; SOUTH's f1 makes f2 3, all of NORTH's row, taken under grandSlam=CAPTURE: 24 each.
        GameState s = position(STANDARD.with("grandSlam", "CAPTURE"), Player.SOUTH, 21, 24,
                new int[] {0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 2});
        play(s, "f1");
        assertBoard(s, 24, 24, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.DRAW, s.status());
        assertEquals(Oware.HALF_CAPTURED, s.reason());
    }

    @Test
    @DisplayName("OW7b: a player to move who cannot feed the opponent ends the game and keeps the rest (OW8)")
    void ow7b_cannotFeed() {
        // 45 seeds, half is 22: SOUTH's two houses cannot reach NORTH's row, so SOUTH takes them, 23 to 22.
        GameState s = position(STANDARD, Player.SOUTH, 21, 22, new int[] {1, 1, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertBoard(s, 23, 22, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
    }

    @Test
    @DisplayName("OW7c: a position seen before since the last capture ends the game, each side taking its seeds")
    void ow7c_repetition() {
        // Two houses a side, one seed each: a1 b2 b1 a2 (NORTH's a2 forced: it alone feeds) brings the start back.
        Rules small = STANDARD.with("pitsPerRow", 2);
        GameState s = position(small, Player.SOUTH, 0, 0, new int[] {1, 0}, new int[] {0, 1});
        play(s, "a1 b2 b1");
        assertEquals(List.of("a2"), s.position().legalMoves());
        assertTrue(!s.isOver());
        play(s, "a2");
        assertBoard(s, 1, 1, new int[] {0, 0}, new int[] {0, 0});
        assertEquals(Status.DRAW, s.status());
        assertEquals(Reason.REPETITION, s.reason());
        assertEquals(4, s.ply());
    }

    @Test
    @DisplayName("OW7c: a capture restarts the record of positions: none before it can come back")
    void ow7c_aCaptureRestartsTheRecord() {
        OwareState s = (OwareState) STANDARD.newState();
        assertEquals(1, s.positionsSinceCapture());
        play(s, "c1 a2");
        assertEquals(3, s.positionsSinceCapture());
        GameState c = position(STANDARD, Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 3}, new int[] {1, 1, 1, 2, 3, 1});
        play(c, "f1");
        assertEquals(1, ((OwareState) c).positionsSinceCapture());
    }

    @Test
    @DisplayName("OW8 at C8: at the turn limit the seeds left go to their row's owner and the higher score wins")
    void ow8_atTheTurnLimitEachRowGoesToItsOwner() {
        GameState s = position(STANDARD.with("maxTurns", 1), Player.SOUTH, 5, 1, new int[] {1, 0, 0, 0, 0, 0},
                new int[] {0, 0, 0, 0, 0, 3});
        play(s, "a1");
        // a1's seed into b1, no capture; NORTH could move (f2). Ply 1 is the limit: SOUTH takes b1's seed (5 + 1),
        // NORTH f2's three (1 + 3).
        assertBoard(s, 6, 4, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.TURN_LIMIT, s.reason());
    }

    @Test
    @DisplayName("OW7: a position set up with more than half captured is over at once (OW7a), the rest shared out (OW8)")
    void ow7_theStartingPositionIsJudgedByOw7aAndOw7b() {
        // 10 seeds, half is 5: SOUTH holds 6 before any move.
        GameState s = position(STANDARD, Player.SOUTH, 6, 0, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 3});
        assertEquals(0, s.ply());
        assertBoard(s, 7, 3, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Oware.HALF_CAPTURED, s.reason());
    }
}

package org.baolab.atlas;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
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
 * Wari (docs/rules/wari.md, WA1-WA7), the shipped sheet {@code wari}, on hand-worked positions. Rows are written
 * row 1 (SOUTH, a1..f1) then row 2 (NORTH, a2..f2); the circuit (CCW) is a1 .. f1 f2 .. a2.
 */
class WariRulesTest {

    private static final Rules WARI = Games.rules("wari");

    @Test
    @DisplayName("WA1, WA1b: 2 x 6 holes of 4 seeds; SOUTH moves from row 1")
    void wa1_setup() {
        GameState s = WARI.newState();
        assertBoard(s, 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), s.position().legalMoves());
    }

    @Test
    @DisplayName("WA2: a lap of 12 passes over its own hole; the 12th seed falls beyond it")
    void wa2_longLapSkipsOrigin() {
        GameState s = position(WARI, Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 12}, new int[] {1, 1, 1, 1, 4, 4});
        play(s, "f1");  // f2..a2, a1..e1, f1 passed over, f2 again: f2 holds 6, nothing taken
        assertBoard(s, 0, 0, new int[] {1, 1, 1, 1, 1, 0}, new int[] {2, 2, 2, 2, 5, 6});
    }

    @Test
    @DisplayName("WA3: a last seed making 2 or 3 in the opponent's row takes it and the holes before it while 2 or 3")
    void wa3_captureRun() {
        GameState s = position(WARI, Player.SOUTH, 0, 10, new int[] {0, 0, 0, 0, 0, 3}, new int[] {2, 1, 1, 2, 1, 1});
        play(s, "f1");  // f2 1->2, e2 1->2, d2 2->3 (last): d2, e2, f2 taken (7); f1 is SOUTH's: the run stops
        assertBoard(s, 7, 10, new int[6], new int[] {2, 1, 1, 0, 0, 0});
        assertEquals(Player.NORTH, s.toMove());
        // WA5: b2 sows into a2 and c2 into b2, NORTH's own row: only a2 (into a1 b1) feeds SOUTH
        assertEquals(List.of("a2"), s.position().legalMoves());
    }

    @Test
    @DisplayName("WA4 ILLEGAL (the default): a move that would take every seed of NORTH's row may not be played")
    void wa4_grandSlamIllegal() {
        GameState s = position(WARI, Player.SOUTH, 20, 23, new int[] {1, 0, 0, 0, 0, 2}, new int[] {0, 0, 0, 0, 1, 1});
        assertEquals(List.of("a1"), s.position().legalMoves());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "f1"));
        assertEquals("f1 is not legal for SOUTH: it would capture every seed of NORTH's row (rule WA4, grandSlam=ILLEGAL)",
                e.getMessage());
    }

    @Test
    @DisplayName("WA4 NO_CAPTURE: the move is played and takes nothing; CAPTURE: it takes all, and NORTH, empty, ends the"
            + " game (WA6b): SOUTH takes their own seeds")
    void wa4_grandSlamOtherReadings() {
        int[] row1 = {1, 0, 0, 0, 0, 2};
        int[] row2 = {0, 0, 0, 0, 1, 1};
        GameState none = position(WARI.with("grandSlam", "NO_CAPTURE"), Player.SOUTH, 20, 23, row1, row2);
        play(none, "f1");
        assertBoard(none, 20, 23, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 2, 2});
        GameState all = position(Rules.load("wari-grand-slam"), Player.SOUTH, 20, 23, row1, row2);
        play(all, "f1");
        assertTrue(all.isOver());
        assertEquals(Reason.NO_LEGAL_MOVES, all.reason());
        assertBoard(all, 25, 23, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, all.status());
    }

    @Test
    @DisplayName("WA5: with NORTH empty, a move that feeds them none is refused naming the rule")
    void wa5_feeding() {
        GameState s = position(WARI, Player.SOUTH, 23, 23, new int[] {1, 0, 0, 0, 0, 1}, new int[6]);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertEquals("a1 is not legal for SOUTH: NORTH has no seeds and this move would give them none: a move that"
                + " feeds them must be played (rule WA5)", e.getMessage());
        assertEquals(List.of("f1"), s.position().legalMoves());
    }

    @Test
    @DisplayName("WA6b: a player who cannot feed the empty opponent ends the game and takes the seeds of their row")
    void wa6b_cannotFeed() {
        GameState s = position(WARI, Player.SOUTH, 23, 23, new int[] {1, 1, 0, 0, 0, 0}, new int[6]);
        assertTrue(s.isOver());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        assertBoard(s, 25, 23, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }

    @Test
    @DisplayName("WA6a, WA7: the first to capture 25 or more wins (Wayne's Word, Wari); the seeds left go to their rows")
    void wa6a_twentyFiveWins() {
        GameState s = position(WARI, Player.SOUTH, 23, 10, new int[] {2, 2, 2, 0, 0, 1}, new int[] {2, 1, 1, 1, 2, 1});
        play(s, "f1");  // f2 1->2: taken, SOUTH has 25 of 48
        assertTrue(s.isOver());
        assertEquals("HALF_CAPTURED", s.reason().name());
        assertBoard(s, 31, 17, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }

    /**
     * Wari is Oware Abapa with WA4's default for OW4: over random games under random boards and starting seeds, {@code wari} and
     * {@code oware-sheet} with {@code grandSlam=ILLEGAL} offer the same moves and reach the same boards and results.
     */
    @Test
    @DisplayName("WA1-WA7 are OW1-OW10 with grandSlam=ILLEGAL: 200 random games move by move")
    void wariIsOwareWithGrandSlamIllegal() {
        SplittableRandom rng = new SplittableRandom(30);
        for (int game = 0; game < 200; game++) {
            int seeds = 1 + rng.nextInt(6);
            int pits = 2 + rng.nextInt(7);
            GameState wari = WARI.with("seedsPerPit", seeds).with("pitsPerRow", pits).newState();
            GameState oware = Games.rules("oware-sheet").with("grandSlam", "ILLEGAL").with("seedsPerPit", seeds)
                    .with("pitsPerRow", pits).newState();
            while (!wari.isOver()) {
                List<String> moves = wari.position().legalMoves();
                assertEquals(oware.position().legalMoves(), moves);
                String move = moves.get(rng.nextInt(moves.size()));
                play(wari, move);
                play(oware, move);
                assertEquals(oware.position().rows(), wari.position().rows());
            }
            assertTrue(oware.isOver());
            assertEquals(oware.status(), wari.status());
            assertEquals(oware.reason(), wari.reason());
            assertEquals(oware.score(Player.SOUTH), wari.score(Player.SOUTH));
        }
    }
}

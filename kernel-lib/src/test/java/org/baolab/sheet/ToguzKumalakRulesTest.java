package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Toguz Kumalak ({@code data/games/toguz-kumalak.sowing}, {@code docs/rules/toguz-kumalak.md}) on hand-worked
 * positions, named by rule ids. SOUTH's holes 1-9 are a1-i1; NORTH's 1-9 are i2 back to a2 (CCW, C4), so NORTH's
 * ninth hole is a2 and SOUTH's is i1.
 */
class ToguzKumalakRulesTest {

    static Rules toguz() {
        return Games.rules("toguz-kumalak");
    }

    private static int[] nines() {
        return new int[] {9, 9, 9, 9, 9, 9, 9, 9, 9};
    }

    /** TK1, TK1b: two rows of nine holes of nine balls, 162 in all. */
    @Test
    void tk1_nineHolesOfNine() {
        assertBoard(toguz().newState(), 0, 0, nines(), nines());
    }

    /** TK2: a1's nine balls start in a1 itself and fill a1-i1; the last falls in SOUTH's own i1: no capture. */
    @Test
    void tk2_theFirstBallFallsBackIntoTheHoleLifted() {
        GameState s = toguz().newState();
        play(s, "a1");
        assertBoard(s, 0, 0, new int[] {1, 10, 10, 10, 10, 10, 10, 10, 10}, nines());
        assertEquals(Player.NORTH, s.toMove());
    }

    /**
     * TK2, TK3, and the published fact: "the opening move of each game captures 10 balls except move 19" (Mancala
     * World's Toguz Kumalak, as quoted by the gym-togyzkumalak project page on PyPI): from hole k > 1 the ninth ball
     * makes the opponent's hole k-1 hold 10, even, and takes it; from hole 1 the last ball stays in one's ninth hole.
     */
    @Test
    void tk3_everyOpeningMoveButTheFirstHoleCapturesTen() {
        String[] holes = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1"};
        for (int k = 0; k < 9; k++) {
            GameState s = toguz().newState();
            play(s, holes[k]);
            assertEquals(k == 0 ? 0 : 10, s.bank(Player.SOUTH), "opening " + holes[k]);
        }
        GameState s = toguz().newState();
        play(s, "b1");     // b1 keeps 1, c1-i1 get 10, then NORTH's first hole i2 gets the ninth: 10, taken
        assertBoard(s, 10, 0, new int[] {9, 1, 10, 10, 10, 10, 10, 10, 10}, new int[] {9, 9, 9, 9, 9, 9, 9, 9, 0});
    }

    /** TK2: a hole of one ball sows it into the next hole; TK3: an odd count in the opponent's hole takes nothing. */
    @Test
    void tk2_aSingleBallMovesToTheNextHole() {
        GameState s = position(toguz(), Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1},
                new int[] {1, 0, 0, 0, 0, 0, 0, 0, 4});
        play(s, "i1");
        assertBoard(s, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 0, 0, 0, 0, 5});
    }

    /**
     * TK4: i1's two balls go to i1 and NORTH's first hole i2, which then holds 3: it becomes SOUTH's tuzdik, its 3
     * balls to SOUTH's kazan; TK5: a ball sown there later goes to SOUTH's kazan, and NORTH may not play it.
     */
    @Test
    void tk4Tk5_aThreeMadeInTheOpponentsRowIsATuzdik() {
        GameState s = position(toguz(), Player.SOUTH, 70, 70, new int[] {0, 0, 0, 10, 0, 0, 0, 0, 2},
                new int[] {1, 1, 0, 0, 0, 0, 0, 0, 2});
        play(s, "i1");
        assertBoard(s, 73, 70, new int[] {0, 0, 0, 10, 0, 0, 0, 0, 1}, new int[] {1, 1, 0, 0, 0, 0, 0, 0, 0});
        assertEquals(Player.SOUTH, s.reservedFor(s.board().parse("i2")));
        play(s, "b2");     // NORTH: one ball to a2
        play(s, "i1");     // SOUTH: one ball to i2, the tuzdik: into SOUTH's kazan
        assertBoard(s, 74, 70, new int[] {0, 0, 0, 10, 0, 0, 0, 0, 0}, new int[] {2, 0, 0, 0, 0, 0, 0, 0, 0});
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("i2")));
        assertEquals("i2 is not legal for NORTH: it is claimed by SOUTH (rule TK4, tuzdikTwin=NUMBER)", e.getMessage());
    }

    /** TK4a: a player makes one tuzdik a game: a second 3 takes nothing. */
    @Test
    void tk4a_oneTuzdikAGame() {
        GameState s = position(toguz(), Player.SOUTH, 3, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 2},
                new int[] {1, 0, 0, 0, 0, 0, 0, 0, 2});
        s.setReserved("g2", Player.SOUTH);
        play(s, "i1");     // i1 keeps one, i2 gets the other: 3, but SOUTH has its tuzdik in g2
        assertBoard(s, 3, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 0, 0, 0, 3});
        assertNull(s.reservedFor(s.board().parse("i2")));
    }

    /** TK4b: the opponent's ninth hole (NORTH's a2) is never a tuzdik. */
    @Test
    void tk4b_notTheOpponentsNinthHole() {
        GameState s = position(toguz(), Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 10},
                new int[] {2, 1, 1, 1, 1, 1, 1, 1, 1});
        play(s, "i1");     // i1, then i2 .. a2: the tenth ball makes a2 hold 3
        assertBoard(s, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, new int[] {3, 2, 2, 2, 2, 2, 2, 2, 2});
        assertNull(s.reservedFor(s.board().parse("a2")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.setReserved("a2", Player.SOUTH));
        assertEquals("a2 cannot be claimed by SOUTH: it is the last hole of NORTH's row, which no one claims (rule TK4,"
                + " tuzdikTwin=NUMBER)", e.getMessage());
    }

    /**
     * TK4c: NORTH's tuzdik is SOUTH's third hole c1, so SOUTH may not make NORTH's third hole, g2, one; under
     * tuzdikTwin=OPPOSITE (Ludii's wording) the barred hole is c2, across from c1, and g2 may be claimed.
     */
    @Test
    void tk4c_notTheTwinOfTheOpponentsTuzdik() {
        int[] row1 = {0, 0, 0, 0, 0, 0, 0, 0, 4};
        int[] row2 = {1, 0, 0, 0, 0, 0, 2, 0, 0};
        GameState number = position(toguz(), Player.SOUTH, 0, 0, row1, row2);
        number.setReserved("c1", Player.NORTH);
        play(number, "i1");  // i1, i2, h2, g2: g2 holds 3
        assertNull(number.reservedFor(number.board().parse("g2")));
        assertBoard(number, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 0, 3, 1, 1});
        GameState opposite = position(toguz().with("tuzdikTwin", "OPPOSITE"), Player.SOUTH, 0, 0, row1, row2);
        opposite.setReserved("c1", Player.NORTH);
        play(opposite, "i1");
        assertEquals(Player.SOUTH, opposite.reservedFor(opposite.board().parse("g2")));
        assertBoard(opposite, 3, 0, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 0, 0, 1, 1});
        assertThrows(IllegalArgumentException.class, () -> toguz().with("tuzdikTwin", "OPPOSITE").newState()
                .setUp(p -> p.setReserved("c1", Player.NORTH).setReserved("c2", Player.SOUTH)));
    }

    /** TK6a, TK7: more than 81 balls in a kazan ends the game; the balls left go to their row's owner (TK6b). */
    @Test
    void tk6a_moreThanHalfWins() {
        GameState s = position(toguz(), Player.SOUTH, 80, 70, new int[] {0, 0, 0, 0, 0, 5, 0, 0, 1},
                new int[] {5, 0, 0, 0, 0, 0, 0, 0, 1});
        play(s, "i1");     // one ball to i2, which held 1: 2, even, taken: 82
        assertBoard(s, 87, 75, new int[9], new int[9]);
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals("HALF_CAPTURED", s.reason().name());
    }

    /** TK6b (atsyz kalu): the player to move has no ball: the game ends and the other takes the balls left. */
    @Test
    void tk6b_aPlayerWithNoBallEndsTheGame() {
        GameState s = position(toguz(), Player.NORTH, 80, 80, new int[9], new int[] {0, 2, 0, 0, 0, 0, 0, 0, 0});
        play(s, "b2");     // b2 keeps one, a2 gets one: SOUTH, to move, has no ball
        assertBoard(s, 80, 82, new int[9], new int[9]);
        assertTrue(s.isOver());
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals("SIDE_EMPTY", s.reason().name());
    }

    /** TK6a: 81 each is a draw. */
    @Test
    void tk7_eightyOneEachIsADraw() {
        GameState s = position(toguz(), Player.SOUTH, 79, 81, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1},
                new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1});
        play(s, "i1");
        assertEquals(Status.DRAW, s.status());
        assertEquals("HALF_CAPTURED", s.reason().name());
    }

    /** TK4's block: a claim is for two rows and names its counts; each mistake is one line before any game is made. */
    @Test
    void tk4_aClaimBlockIsCheckedBeforeAnyGame() {
        SheetException rows = assertThrows(SheetException.class, () -> Sheets.define("""
                game claim-test
                board rows=4 holes=3
                start seeds=2
                claim counts={3}
                end when=NO_LEGAL_MOVES
                """));
        assertEquals("sheet line 4, column 1, block claim: a claim takes a hole of the opponent's row, which a lap"
                + " reaches on 2 rows only: write board rows=2 or drop this block", rows.getMessage());
        SheetException counts = assertThrows(SheetException.class, () -> Sheets.define("""
                game claim-test
                board rows=2 holes=3
                start seeds=2
                claim most=2
                end when=NO_LEGAL_MOVES
                """));
        assertEquals("sheet line 4, column 1, block claim: claim needs the counts that claim a hole, such as"
                + " counts={3}", counts.getMessage());
    }
}

package org.baolab.sheet;

import static org.baolab.sheet.FourRowPositions.assertBoard;
import static org.baolab.sheet.FourRowPositions.legal;
import static org.baolab.sheet.FourRowPositions.play;
import static org.baolab.sheet.FourRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Bao la Kujifunza ({@code data/games/bao-la-kujifunza.sowing}, {@code docs/rules/bao-la-kujifunza.md}) on
 * hand-worked positions, named by rule ids. SOUTH owns rows 1 (back) and 2 (inner), NORTH rows 3 (inner) and 4
 * (back); CCW, SOUTH sows a1-h1 then h2 back to a2, so a capture is sown from h2, SOUTH's right kichwa.
 */
class BaoLaKujifunzaRulesTest {

    static Rules bao() {
        return Games.rules("bao-la-kujifunza");
    }

    private static int[] row(int... seeds) {
        return seeds;
    }

    private static final int[] EMPTY = new int[8];

    /** KJ1, KJ1b: four rows of eight, two seeds in every hole, all 64 on the board, nothing captured. */
    @Test
    void kj1_twoSeedsInEveryHole() {
        int[] twos = {2, 2, 2, 2, 2, 2, 2, 2};
        assertBoard(bao().newState(), 0, 0, twos, twos, twos, twos);
    }

    /**
     * KJ4b: at the start a first lap that ends in SOUTH's inner row ends in an occupied hole facing an occupied one
     * and captures, so only such moves are legal: g1 (to h2), h1 (to g2), and c2-h2 (two holes on, c2 reaching a2);
     * a1-f1 end in row 1 and b2 in a1. With mustCapture=false every hole is legal.
     */
    @Test
    void kj4b_theOpeningMovesAreTheCapturingOnes() {
        assertEquals(List.of("c2", "d2", "e2", "f2", "g1", "g2", "h1", "h2"), legal(bao().newState()));
        assertEquals(16, legal(bao().with("mustCapture", false).newState()).size());
        GameState s = bao().newState();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "a1"));
        assertEquals("a1 is not legal for SOUTH: a move whose first lap captures must be played, such as g1"
                + " (rule KJ4, mustCapture=true)", e.getMessage());
    }

    /**
     * KJ2, KJ4, KJ6: e2's two seeds go to d2 and c2 (CCW: the inner row right to left); c2 held one and faces c3's
     * three, which are taken and sown from SOUTH's kichwa h2: h2, g2, f2; f2 was empty: the move ends.
     */
    @Test
    void kj4_theFacingHoleIsSownFromTheKichwa() {
        GameState s = position(bao(), Player.SOUTH, EMPTY, row(0, 0, 1, 0, 2, 0, 0, 0), row(2, 0, 3, 0, 0, 0, 0, 0),
                EMPTY);
        play(s, "e2");
        assertBoard(s, 0, 0, EMPTY, row(0, 0, 2, 1, 0, 1, 1, 1), row(2, 0, 0, 0, 0, 0, 0, 0), EMPTY);
        assertEquals(Player.NORTH, s.toMove());
    }

    /**
     * KJ4: a lap of captured seeds that ends in an occupied inner hole facing seeds captures again: e2 to d2, c2
     * takes c3's 3, sown h2 g2 f2; f2 held 1 and faces f3's 4, taken and sown h2 g2 f2 e2; e2 was empty.
     */
    @Test
    void kj4_capturesChain() {
        GameState s = position(bao(), Player.SOUTH, EMPTY, row(0, 0, 1, 0, 2, 1, 0, 0), row(2, 0, 3, 0, 0, 4, 0, 0),
                EMPTY);
        play(s, "e2");
        assertBoard(s, 0, 0, EMPTY, row(0, 0, 2, 1, 1, 3, 2, 2), row(2, 0, 0, 0, 0, 0, 0, 0), EMPTY);
    }

    /**
     * KJ4a, KJ5: f1's first lap (g1, h1) ends in the back row, so the move is takasa: h1's two relay to h2 and g2,
     * and g2, occupied and facing g3's 3, takes nothing but relays to f2, e2, which was empty.
     */
    @Test
    void kj4a_aMoveWhoseFirstLapDoesNotCaptureNeverCaptures() {
        GameState s = position(bao(), Player.SOUTH, row(0, 0, 0, 0, 0, 2, 0, 1), row(0, 0, 0, 0, 0, 0, 1, 0),
                row(0, 0, 0, 0, 0, 0, 3, 0), row(1, 1, 0, 0, 0, 0, 0, 0));
        play(s, "f1");
        assertBoard(s, 0, 0, row(0, 0, 0, 0, 0, 0, 1, 0), row(0, 0, 0, 0, 1, 1, 0, 1), row(0, 0, 0, 0, 0, 0, 3, 0),
                row(1, 1, 0, 0, 0, 0, 0, 0));
    }

    /**
     * KJ4a with captureLaps=ALWAYS, and KJ7: the same move's second lap, ending in g2, takes g3's 3, sown h2 g2 f2;
     * NORTH's inner row is then empty and NORTH, to move, has lost; the seeds on each side are counted to it.
     */
    @Test
    void kj4a_withAlwaysLaterLapsCaptureAndAnEmptyInnerRowLoses() {
        GameState s = position(bao().with("captureLaps", "ALWAYS"), Player.SOUTH, row(0, 0, 0, 0, 0, 2, 0, 1),
                row(0, 0, 0, 0, 0, 0, 1, 0), row(0, 0, 0, 0, 0, 0, 3, 0), row(1, 1, 0, 0, 0, 0, 0, 0));
        play(s, "f1");
        // the board was row 1 g1=1, row 2 f2=1 g2=3 h2=2, row 3 empty, row 4 a4=1 b4=1: each side's seeds are counted
        assertBoard(s, 7, 2, EMPTY, EMPTY, EMPTY, EMPTY);
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals("INNER_ROW_EMPTY", s.reason().name());
    }

    /** KJ2 with direction=CW: SOUTH sows a2 to h2 in the inner row, and a capture is sown from the left kichwa a2. */
    @Test
    void kj2_clockwiseCapturesAreSownFromTheLeftKichwa() {
        GameState s = position(bao().with("direction", "CW"), Player.SOUTH, EMPTY, row(0, 0, 0, 2, 0, 1, 0, 0),
                row(2, 0, 0, 0, 0, 3, 0, 0), EMPTY);
        play(s, "d2");
        assertBoard(s, 0, 0, EMPTY, row(1, 1, 1, 0, 1, 2, 0, 0), row(2, 0, 0, 0, 0, 0, 0, 0), EMPTY);
    }

    /** KJ3: a hole of one seed is never played. */
    @Test
    void kj3_aSingleSeedIsNotPlayed() {
        GameState s = position(bao(), Player.SOUTH, EMPTY, row(0, 0, 1, 0, 2, 0, 0, 0), row(2, 0, 3, 0, 0, 0, 0, 0),
                EMPTY);
        assertEquals("it holds 1 seed; a move lifts at least 2 (rule KJ3)", s.whyIllegal(s.board().parse("c2")));
        assertNull(s.whyIllegal(s.board().parse("e2")));
    }

    /** KJ7: a player to move with no hole of two seeds cannot move and has lost, inner row or not. */
    @Test
    void kj7_aPlayerWhoCannotMoveLoses() {
        GameState s = position(bao(), Player.SOUTH, row(1, 0, 0, 0, 0, 0, 0, 1), row(0, 1, 0, 0, 0, 0, 0, 0),
                row(2, 2, 0, 0, 0, 0, 0, 0), EMPTY);
        assertTrue(s.isOver());
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals("NO_LEGAL_MOVES", s.reason().name());
    }
}

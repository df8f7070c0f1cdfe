package org.baolab.sheet;

import static org.baolab.sheet.FourRowBoards.assertBoard;
import static org.baolab.sheet.FourRowBoards.play;
import static org.baolab.sheet.FourRowBoards.position;
import static org.baolab.sheet.FourRowBoards.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Omweso ({@code data/games/omweso.sowing}, {@code docs/rules/omweso.md}) on hand-worked positions, named by rule
 * ids. SOUTH sows row 1 left to right, then its inner row 2 right to left (CCW, C4).
 */
class OmwesoRulesTest {

    static Rules omweso() {
        return Games.rules("omweso");
    }

    private static final int[] EMPTY = row(0, 0, 0, 0, 0, 0, 0, 0);
    private static final int[] FOURS = row(4, 4, 4, 4, 4, 4, 4, 4);

    /** OM1, OM1b: four rows of eight, 64 seeds: four in each outer hole, the position before the players arrange. */
    @Test
    void om1_fourSeedsInEachOuterHole() {
        assertBoard(omweso().newState(), FOURS, EMPTY, EMPTY, FOURS);
    }

    /** OM2: a1's 4 seeds to b1 c1 d1 e1; e1 held 4: relay 5 to f1 g1 h1 h2 g2, empty: the move ends. */
    @Test
    void om2_relaySowingInOnesOwnTwoRows() {
        GameState s = omweso().newState();
        play(s, "a1");
        assertBoard(s, row(0, 5, 5, 5, 0, 5, 5, 5), row(0, 0, 0, 0, 0, 0, 1, 1), EMPTY, FOURS);
    }

    /** OM3: singletons are not played. */
    @Test
    void om3_aSingleSeedIsNotPlayed() {
        GameState s = position(omweso(), Player.SOUTH, row(1, 0, 0, 0, 0, 0, 0, 2), EMPTY, EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 3));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a1")));
        assertEquals("a1 is not legal for SOUTH: it holds 1 seed; a move lifts at least 2 (rule OM3)", e.getMessage());
    }

    /**
     * OM4, OM5: g1's 2 seeds to h1 h2; h2 held 1, h3 empty: relay 2 to g2 f2; f2 held 1 and faces f3 (2) and f4 (1):
     * the 3 seeds are taken and sown again from the first hole of the lap that took them, g2: g2 f2 e2; e2 held 1 and
     * faces e3 (1) and e4 (1): 2 more are taken and sown from the first hole of that lap, g2 again: g2 f2; f2 held 3,
     * f3 is now empty: relay 4 to e2 d2 c2 b2, empty: the move ends, 5 seeds taken in two captures.
     */
    @Test
    void om4Om5_theColumnTakenIsSownAgainFromTheCapturingLapsFirstHole() {
        GameState s = position(omweso(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 2, 0), row(0, 0, 0, 0, 1, 1, 0, 1),
                row(0, 0, 0, 0, 1, 2, 0, 0), row(0, 0, 0, 0, 1, 1, 0, 3));
        play(s, "g1");
        assertBoard(s, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 1, 1, 1, 3, 0, 3, 0), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 3));
        assertEquals(2, s.captureEvents(Player.SOUTH));
        assertEquals(5, s.capturedSeeds(Player.SOUTH));
    }

    /**
     * OM5, option capturedFrom=MOVE (Wikipedia's "resown from the starting hole"): the 3 seeds of f3 and f4 go from
     * the move's first hole h1: h1 h2 g2; g2 held 1, g3 empty: relay 2 to f2 e2; e2 held 1 and faces e3, e4: 2 more,
     * sown from h1 again: h1 h2; h2 held 1, h3 empty: relay 2 to g2 f2; f2 held 3, f3 empty: relay 4 to e2 d2 c2 b2.
     */
    @Test
    void om5_capturedFromTheMovesFirstHole() {
        GameState s = position(omweso().with("capturedFrom", "MOVE"), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 2, 0),
                row(0, 0, 0, 0, 1, 1, 0, 1), row(0, 0, 0, 0, 1, 2, 0, 0), row(0, 0, 0, 0, 1, 1, 0, 3));
        play(s, "g1");
        assertBoard(s, row(0, 0, 0, 0, 0, 0, 0, 3), row(0, 1, 1, 1, 3, 0, 1, 0), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 3));
    }

    /** OM7: NORTH, left with single seeds only, cannot move and loses. */
    @Test
    void om7_whoCannotMoveLoses() {
        GameState s = position(omweso(), Player.NORTH, row(0, 0, 0, 0, 0, 0, 0, 2), EMPTY,
                row(1, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1));
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
    }
}

package org.baolab.sheet;

import static org.baolab.sheet.FourRowBoards.assertBoard;
import static org.baolab.sheet.FourRowBoards.play;
import static org.baolab.sheet.FourRowBoards.position;
import static org.baolab.sheet.FourRowBoards.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Igisoro ({@code data/games/igisoro.sowing}, {@code docs/rules/igisoro.md}) on hand-worked positions, named by rule
 * ids. SOUTH sows row 1 left to right, then its inner row 2 right to left (CCW, C4).
 */
class IgisoroRulesTest {

    static Rules igisoro() {
        return Games.rules("igisoro");
    }

    private static final int[] EMPTY = row(0, 0, 0, 0, 0, 0, 0, 0);
    private static final int[] FOURS = row(4, 4, 4, 4, 4, 4, 4, 4);

    /** IG1, IG1b: four rows of eight; four seeds in each hole of each player's outer row, 64 in all. */
    @Test
    void ig1_fourSeedsInEachOuterHole() {
        assertBoard(igisoro().newState(), FOURS, EMPTY, EMPTY, FOURS);
    }

    /** IG2: a1's 4 seeds to b1 c1 d1 e1; e1 held 4: relay 5 to f1 g1 h1 h2 g2, empty: the move ends. */
    @Test
    void ig2_relaySowingInOnesOwnTwoRows() {
        GameState s = igisoro().newState();
        play(s, "a1");
        assertBoard(s, row(0, 5, 5, 5, 0, 5, 5, 5), row(0, 0, 0, 0, 0, 0, 1, 1), EMPTY, FOURS);
    }

    /**
     * The position of IG4-IG5: g1's 2 seeds to h1 h2; h2 held 1 but h3 facing it is empty: relay 2 to g2 f2; f2 held 1
     * and faces f3 (2) and f4 (1): the column is taken, 3 seeds.
     */
    static GameState takingF3AndF4(Rules rules) {
        return position(rules, Player.SOUTH, row(0, 0, 0, 0, 0, 0, 2, 0), row(0, 0, 0, 0, 0, 1, 0, 1),
                row(0, 0, 0, 0, 0, 2, 0, 0), row(0, 0, 0, 0, 0, 1, 0, 3));
    }

    /**
     * IG4, IG5: the 3 seeds taken are sown again from where the move began, its first hole h1: h1 h2 g2; g2 held 1,
     * g3 is empty: relay 2 to f2 e2, empty: the move ends.
     */
    @Test
    void ig4Ig5_theColumnTakenIsSownAgainFromTheMovesFirstHole() {
        GameState s = takingF3AndF4(igisoro());
        play(s, "g1");
        assertBoard(s, row(0, 0, 0, 0, 0, 0, 0, 2), row(0, 0, 0, 0, 1, 3, 0, 1), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 3));
        assertEquals(3, s.capturedSeeds(Player.SOUTH));
        assertFalse(s.isOver(), "NORTH plays h4");
    }

    /**
     * IG5, option capturedFrom: from the first hole of the lap that captured, g2 (g2 f2 e2), or from the hole after the
     * last, e2 (e2 d2 c2).
     */
    @Test
    void ig5_capturedFromTheLapOrTheNextHole() {
        GameState lap = takingF3AndF4(igisoro().with("capturedFrom", "LAP"));
        play(lap, "g1");
        assertBoard(lap, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 1, 3, 2, 0), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 3));
        GameState next = takingF3AndF4(igisoro().with("capturedFrom", "NEXT"));
        play(next, "g1");
        assertBoard(next, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 1, 1, 1, 2, 1, 0), EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 3));
    }

    /** IG4: both facing holes must hold seeds: with f4 empty, f2's 2 seeds relay to e2 d2. */
    @Test
    void ig4_bothFacingHolesMustHoldSeeds() {
        GameState s = position(igisoro(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 2, 0), row(0, 0, 0, 0, 0, 1, 0, 1),
                row(0, 0, 0, 0, 0, 2, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 3));
        play(s, "g1");
        assertBoard(s, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 1, 1, 0, 1, 0), row(0, 0, 0, 0, 0, 2, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 3));
    }

    /**
     * IG3: a single seed is not played; the reading that plays it (any hole with seeds) is a copy of the sheet with
     * {@code moves min-seeds=1}, which plays a1 to b1.
     */
    @Test
    void ig3_singleSeeds() {
        int[] row1 = row(1, 0, 0, 0, 0, 0, 0, 2);
        int[] row4 = row(0, 0, 0, 0, 0, 0, 0, 3);
        GameState s = position(igisoro(), Player.SOUTH, row1, EMPTY, EMPTY, row4);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a1")));
        assertEquals("a1 is not legal for SOUTH: it holds 1 seed; a move lifts at least 2 (rule IG3)", e.getMessage());
        Rules singles = Games.define(ShippedText.read("igisoro.sowing").replace("game igisoro", "game igisoro-singles")
                .replace("moves min-seeds=2", "moves min-seeds=1"));
        GameState t = position(singles, Player.SOUTH, row1, EMPTY, EMPTY, row4);
        play(t, "a1");
        assertBoard(t, row(0, 1, 0, 0, 0, 0, 0, 2), EMPTY, EMPTY, row4);
    }

    /** IG6: NORTH, to move with single seeds only, cannot sow and loses; with no seed at all, too. */
    @Test
    void ig6_whoCannotSowLoses() {
        GameState s = position(igisoro(), Player.NORTH, row(0, 0, 0, 0, 0, 0, 0, 2), EMPTY,
                row(1, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1));
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        GameState none = position(igisoro(), Player.NORTH, row(0, 0, 0, 0, 0, 0, 0, 2), EMPTY,
                EMPTY, EMPTY);
        assertEquals(Status.SOUTH_WINS, none.status());
    }
}

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
 * Hus ({@code data/games/hus.sowing}, {@code docs/rules/hus.md}) on hand-worked positions, named by rule ids. SOUTH
 * sows row 1 left to right, then row 2 right to left (CCW, C4); its inner row 2 faces NORTH's inner row 3, with
 * NORTH's outer row 4 behind it.
 */
class HusRulesTest {

    static Rules hus() {
        return Games.rules("hus");
    }

    /** HU1, HU1b: four rows of eight; two seeds in each outer hole and in the right half of each inner row. */
    @Test
    void hu1_outerRowsAndTheRightHalfOfTheInnerRowsHoldTwo() {
        GameState s = hus().newState();
        assertBoard(s, row(2, 2, 2, 2, 2, 2, 2, 2), row(0, 0, 0, 0, 2, 2, 2, 2), row(2, 2, 2, 2, 0, 0, 0, 0),
                row(2, 2, 2, 2, 2, 2, 2, 2));
        assertEquals(48, s.position().rows().stream().flatMap(java.util.List::stream).mapToInt(i -> i).sum());
    }

    /**
     * HU2: a1's 2 seeds to b1 c1; c1 held 2: relay 3 to d1 e1 f1; f1 held 2: relay 3 to g1 h1 h2; h2 held 2 but NORTH's
     * h3 facing it is empty (HU4 does not apply): relay 3 to g2 f2 e2; e2 held 2, e3 empty: relay 3 to d2 c2 b2, empty:
     * the move ends. Five laps, and only SOUTH's two rows are sown.
     */
    @Test
    void hu2_relaySowingInOnesOwnTwoRows() {
        GameState s = hus().newState();
        play(s, "a1");
        assertBoard(s, row(0, 3, 0, 3, 3, 0, 3, 3), row(0, 1, 1, 1, 0, 3, 3, 0), row(2, 2, 2, 2, 0, 0, 0, 0),
                row(2, 2, 2, 2, 2, 2, 2, 2));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** HU3: a hole of one seed is not played. */
    @Test
    void hu3_aSingleSeedIsNotPlayed() {
        GameState s = position(hus(), Player.SOUTH, row(1, 0, 0, 0, 0, 0, 0, 2), row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 2, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a1")));
        assertEquals("a1 is not legal for SOUTH: it holds 1 seed; a move lifts at least 2 (rule HU3)", e.getMessage());
    }

    /**
     * HU4, HU5: c2's 2 seeds to b2 a2; a2 held 1 and is in SOUTH's inner row, facing NORTH's a3 (3) with a4 (1) behind
     * it: both are taken, 4 seeds, and sown on from the hole after a2, a1: a1 b1 c1 d1; d1 was empty: the move ends.
     * No seed leaves the board.
     */
    @Test
    void hu4Hu5_theFacingColumnIsTakenAndSownOnFromTheNextHole() {
        GameState s = position(hus(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 0, 2), row(1, 0, 2, 0, 0, 0, 0, 0),
                row(3, 0, 0, 0, 2, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 2));
        play(s, "c2");
        assertBoard(s, row(1, 1, 1, 1, 0, 0, 0, 2), row(2, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 2, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 2));
        assertEquals(Player.NORTH, s.toMove());
        assertEquals(1, s.captureEvents(Player.SOUTH), "the two holes make one capture");
        assertEquals(4, s.capturedSeeds(Player.SOUTH));
    }

    /** HU5: the seeds sown on relay as any lap: the last of the 4 makes d1 hold 2, which are sown on to e1 f1. */
    @Test
    void hu5_theSeedsSownOnRelayAsAnyLap() {
        GameState s = position(hus(), Player.SOUTH, row(0, 0, 0, 1, 0, 0, 0, 2), row(1, 0, 2, 0, 0, 0, 0, 0),
                row(3, 0, 0, 0, 2, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 2));
        play(s, "c2");
        assertBoard(s, row(1, 1, 1, 0, 1, 1, 0, 2), row(2, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 2, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 2));
    }

    /**
     * HU4, option columnNeeds: with a4 empty, BOTH (Wikipedia, Ludii) takes nothing and the lap relays a2's 2 seeds to
     * a1 b1; INNER (boardgamesoftheworld) takes a3's 3 alone and sows them on from a1: a1 b1 c1.
     */
    @Test
    void hu4_columnNeedsBothOrTheInnerHoleOnly() {
        int[] row1 = row(0, 0, 0, 0, 0, 0, 0, 2);
        int[] row2 = row(1, 0, 2, 0, 0, 0, 0, 0);
        int[] row3 = row(3, 0, 0, 0, 2, 0, 0, 0);
        int[] row4 = row(0, 0, 0, 0, 0, 0, 0, 2);
        GameState both = position(hus(), Player.SOUTH, row1, row2, row3, row4);
        play(both, "c2");
        assertBoard(both, row(1, 1, 0, 0, 0, 0, 0, 2), row(0, 1, 0, 0, 0, 0, 0, 0), row3, row4);
        GameState inner = position(hus().with("columnNeeds", "INNER"), Player.SOUTH, row1, row2, row3, row4);
        play(inner, "c2");
        assertBoard(inner, row(1, 1, 1, 0, 0, 0, 0, 2), row(2, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 2, 0, 0, 0),
                row4);
    }

    /** HU4: a last seed in an empty hole of the inner row takes nothing, however full the facing holes. */
    @Test
    void hu4_anEmptyLastHoleTakesNothing() {
        GameState s = position(hus(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 0, 2), row(0, 0, 2, 0, 0, 0, 0, 0),
                row(3, 0, 0, 0, 2, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 2));
        play(s, "c2");
        assertBoard(s, row(0, 0, 0, 0, 0, 0, 0, 2), row(1, 1, 0, 0, 0, 0, 0, 0), row(3, 0, 0, 0, 2, 0, 0, 0),
                row(1, 0, 0, 0, 0, 0, 0, 2));
    }

    /** HU6: the capture leaves NORTH only single seeds: NORTH cannot move and loses. */
    @Test
    void hu6_whoCannotMoveLoses() {
        GameState s = position(hus(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 0, 2), row(1, 0, 2, 0, 0, 0, 0, 0),
                row(3, 0, 0, 0, 1, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 1));
        play(s, "c2");
        assertBoard(s, row(1, 1, 1, 1, 0, 0, 0, 2), row(2, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 1, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 1));
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
    }

    /**
     * HU6: won by the last to move, not by seeds, so a player's score is the seeds on their side (a capture moves them
     * across): after the capture SOUTH holds 9, NORTH 2.
     */
    @Test
    void hu6_theScoreIsTheSeedsOnOnesSide() {
        GameState s = position(hus(), Player.SOUTH, row(0, 0, 0, 0, 0, 0, 0, 2), row(1, 0, 2, 0, 0, 0, 0, 0),
                row(3, 0, 0, 0, 1, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 1));
        assertEquals(5, s.score(Player.SOUTH));
        assertEquals(6, s.score(Player.NORTH));
        play(s, "c2");
        assertEquals(9, s.score(Player.SOUTH));
        assertEquals(2, s.score(Player.NORTH));
        assertEquals("seeds on their side", s.rules().game().scoreLabel());
    }

    /** HU1, option holesPerRow: twelve holes a row (boardgamesoftheworld), the right six of each inner row filled. */
    @Test
    void hu1_twelveHolesARow() {
        GameState s = hus().with("holesPerRow", 12).newState();
        int[] full = {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
        assertBoard(s, full, new int[] {0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2},
                new int[] {2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0}, full);
    }
}

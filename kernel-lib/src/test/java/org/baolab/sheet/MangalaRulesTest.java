package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Mangala ({@code data/games/mangala.sowing}, {@code docs/rules/mangala.md}) on hand-worked positions, named by rule
 * ids. SOUTH sows a1 .. f1, its store, f2 .. a2; NORTH a1 .. f1, f2 .. a2, its store (C4); the banks are the stores.
 */
class MangalaRulesTest {

    static Rules mangala() {
        return Games.rules("mangala");
    }

    private static int[] fours() {
        return new int[] {4, 4, 4, 4, 4, 4};
    }

    /** MG1, MG1b: two rows of six wells of four, empty stores. */
    @Test
    void mg1_sixWellsOfFour() {
        assertBoard(mangala().newState(), 0, 0, fours(), fours());
    }

    /** MG2: c1's four stones start in c1 itself: c1 d1 e1 f1; the last in SOUTH's own f1 takes nothing. */
    @Test
    void mg2_theFirstStoneFallsBackIntoTheWellLifted() {
        GameState s = mangala().newState();
        play(s, "c1");
        assertBoard(s, 0, 0, new int[] {4, 4, 1, 5, 5, 5}, fours());
        assertEquals(Player.NORTH, s.toMove());
    }

    /** MG2, MG3: d1's four go to d1 e1 f1 and the store: SOUTH moves again. */
    @Test
    void mg3_aLastStoneInOnesStoreMovesAgain() {
        GameState s = mangala().newState();
        play(s, "d1");
        assertBoard(s, 1, 0, new int[] {4, 4, 4, 1, 5, 5}, fours());
        assertEquals(Player.SOUTH, s.toMove());
    }

    /** MG2: a well of one stone sows it into the next well (here b1, which held 2: no capture). */
    @Test
    void mg2_aSingleStoneMovesToTheNextWell() {
        GameState s = position(mangala(), Player.SOUTH, 0, 0, new int[] {1, 2, 0, 0, 0, 0},
                new int[] {0, 3, 0, 0, 0, 1});
        play(s, "a1");
        assertBoard(s, 0, 0, new int[] {0, 3, 0, 0, 0, 0}, new int[] {0, 3, 0, 0, 0, 1});
    }

    /** MG4: f1's three go to f1, the store and f2, which held 1 and now 2, even: SOUTH takes them. */
    @Test
    void mg4_aLastStoneMakingAnEvenCountInTheOpponentsRowTakesIt() {
        GameState s = position(mangala(), Player.SOUTH, 0, 0, new int[] {2, 0, 0, 0, 0, 3},
                new int[] {1, 0, 0, 0, 0, 1});
        play(s, "f1");
        assertBoard(s, 3, 0, new int[] {2, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 0});
        assertEquals(Player.NORTH, s.toMove());
        GameState odd = position(mangala(), Player.SOUTH, 0, 0, new int[] {2, 0, 0, 0, 0, 3},
                new int[] {1, 0, 0, 0, 0, 2});
        play(odd, "f1");
        assertBoard(odd, 1, 0, new int[] {2, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 3});
    }

    /**
     * MG5: a1's stone falls into SOUTH's empty b1; b2 across holds 3: SOUTH takes them and the stone, 4. With b2 empty
     * nothing is taken and the stone stays.
     */
    @Test
    void mg5_aLastStoneInAnEmptyOwnWellTakesTheOppositeWell() {
        GameState s = position(mangala(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 2},
                new int[] {0, 3, 0, 0, 0, 1});
        play(s, "a1");
        assertBoard(s, 4, 0, new int[] {0, 0, 0, 0, 0, 2}, new int[] {0, 0, 0, 0, 0, 1});
        GameState lone = position(mangala(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 2},
                new int[] {0, 0, 3, 0, 0, 1});
        play(lone, "a1");
        assertBoard(lone, 0, 0, new int[] {0, 1, 0, 0, 0, 2}, new int[] {0, 0, 3, 0, 0, 1});
    }

    /**
     * MG6: SOUTH's capture (MG4) empties NORTH's row: the game ends and NORTH, whose row is empty, takes the stones
     * left in SOUTH's row, 3; MG7: 23 against 22, SOUTH wins.
     */
    @Test
    void mg6Mg7_thePlayerWithTheEmptyRowTakesTheRest() {
        GameState s = position(mangala(), Player.SOUTH, 20, 19, new int[] {2, 0, 0, 0, 0, 3},
                new int[] {0, 0, 0, 0, 0, 1});
        play(s, "f1");
        assertTrue(s.isOver());
        assertEquals("SIDE_EMPTY", s.reason().name());
        assertBoard(s, 23, 22, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }

    /**
     * MG6: SOUTH's last stone goes into its store and its row is empty: the game ends at once (the extra turn is not
     * played) and SOUTH takes NORTH's 3.
     */
    @Test
    void mg6_emptyingOnesOwnRowEndsTheGameAndTakesTheOpponents() {
        GameState s = position(mangala(), Player.SOUTH, 10, 30, new int[] {0, 0, 0, 0, 0, 1},
                new int[] {0, 0, 1, 0, 0, 2});
        play(s, "f1");
        assertTrue(s.isOver());
        assertBoard(s, 14, 30, new int[6], new int[6]);
        assertEquals(Status.NORTH_WINS, s.status());
    }

    /**
     * MG6, option endWhen: SOUTH's capture takes its own last stone (MG5) and empties its own row. By default the
     * game ends and SOUTH takes NORTH's 2 (4 + 2); under endWhen=MOVER_EMPTY NORTH, who has stones, moves on.
     */
    @Test
    void mg6_endWhenACaptureEmptiesTheCapturersOwnRow() {
        int[] row1 = {1, 0, 0, 0, 0, 0};
        int[] row2 = {0, 3, 0, 0, 0, 2};
        GameState either = position(mangala(), Player.SOUTH, 0, 0, row1, row2);
        play(either, "a1");
        assertTrue(either.isOver());
        assertBoard(either, 6, 0, new int[6], new int[6]);
        GameState mover = position(mangala().with("endWhen", "MOVER_EMPTY"), Player.SOUTH, 0, 0, row1, row2);
        play(mover, "a1");
        assertFalse(mover.isOver());
        assertEquals(Player.NORTH, mover.toMove());
        assertBoard(mover, 4, 0, new int[6], new int[] {0, 0, 0, 0, 0, 2});
    }

    /** MG6's block: seeds-left names its values when one is wrong. */
    @Test
    void mg6_aWrongSeedsLeftIsNamed() {
        SheetException e = assertThrows(SheetException.class, () -> Sheets.define("""
                game left-test
                board rows=2 holes=3
                start seeds=2
                seeds-left to=EMPTY
                end when=EITHER_SIDE_EMPTY
                """));
        assertEquals("sheet line 4, column 15, block seeds-left: to cannot be 'EMPTY': valid values are OWNER, NONE,"
                + " EMPTIED", e.getMessage());
    }
}

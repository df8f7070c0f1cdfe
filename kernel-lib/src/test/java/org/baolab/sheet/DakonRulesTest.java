package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;

/**
 * Dakon ({@code data/games/dakon.sowing}, {@code docs/rules/dakon.md}) on hand-worked positions, named by rule ids:
 * the two captures, nembak (DK4) and mikul (DK5), and the board sizes (DK1).
 */
class DakonRulesTest {

    static Rules dakon() {
        return Games.rules("dakon");
    }

    /** DK1, DK1b: five to nine holes a row, seven seeds in each on the standard board of seven. */
    @Test
    void dk1_boardsOfFiveToNineHoles() {
        assertBoard(dakon().newState(), 0, 0, new int[] {7, 7, 7, 7, 7, 7, 7}, new int[] {7, 7, 7, 7, 7, 7, 7});
        assertBoard(dakon().with("pitsPerRow", 5).with("seedsPerPit", 5).newState(), 0, 0, new int[] {5, 5, 5, 5, 5},
                new int[] {5, 5, 5, 5, 5});
    }

    /**
     * DK5 mikul: g1's 3 seeds go to SOUTH's store, g2 and f2; f2 was empty and is NORTH's, and its neighbours g2 and
     * e2 now hold 2 each: both are taken, with the seed in f2.
     */
    @Test
    void dk5_mikulTakesTwoEqualNeighboursAndTheLastSeed() {
        GameState s = position(dakon(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 0, 3},
                new int[] {1, 0, 0, 0, 2, 0, 1});
        play(s, "g1");
        assertBoard(s, 6, 0, new int[] {1, 0, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 0, 0, 0});
        assertEquals(Player.NORTH, s.toMove());
    }

    /** DK5: neighbours that hold unequal counts are not taken; the move ends in the empty hole. */
    @Test
    void dk5_unequalNeighboursTakeNothing() {
        GameState s = position(dakon(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 0, 3},
                new int[] {1, 0, 0, 0, 3, 0, 1});
        play(s, "g1");
        assertBoard(s, 1, 0, new int[] {1, 0, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 3, 1, 2});
        assertEquals(Player.NORTH, s.toMove());
    }

    /** DK5: the end hole of a row has the store on one side: no mikul there (a2, by NORTH's store, for SOUTH). */
    @Test
    void dk5_noMikulAtTheEndOfARow() {
        GameState s = position(dakon(), Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 1, 8},
                new int[] {0, 1, 1, 1, 1, 1, 1});
        play(s, "g1");  // store, g2 .. b2 (now 2 each), a2 empty and last: b2 holds 2 but a2's other side is a1
        assertBoard(s, 1, 0, new int[] {0, 0, 0, 0, 0, 1, 0}, new int[] {1, 2, 2, 2, 2, 2, 2});
        assertEquals(Player.NORTH, s.toMove());
    }

    /** DK4 nembak: a last seed in an empty hole of one's own row takes the opposite hole and itself. */
    @Test
    void dk4_nembakTakesTheOppositeHole() {
        GameState s = position(dakon(), Player.SOUTH, 0, 0, new int[] {0, 0, 1, 0, 0, 0, 0},
                new int[] {1, 0, 0, 4, 0, 0, 0});
        play(s, "c1");
        assertBoard(s, 5, 0, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 0, 0, 0});
    }
}

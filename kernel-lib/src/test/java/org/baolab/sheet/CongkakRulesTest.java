package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Congkak ({@code data/games/congkak.sowing}, {@code docs/rules/congkak.md}) on hand-worked positions, named by rule
 * ids. The board is drawn as the engine holds it: SOUTH's row 1 from a1, its store after g1 (CK2).
 */
class CongkakRulesTest {

    static Rules congkak() {
        return Games.rules("congkak");
    }

    /** CK1, CK1b: two rows of seven holes of seven seeds, the stores empty. */
    @Test
    void ck1_sevenHolesOfSevenSeeds() {
        GameState s = congkak().newState();
        assertBoard(s, 0, 0, new int[] {7, 7, 7, 7, 7, 7, 7}, new int[] {7, 7, 7, 7, 7, 7, 7});
        assertEquals(Player.SOUTH, s.toMove());
    }

    /** CK2, CK3: a1's seven seeds fill b1-g1 and the last falls in SOUTH's store: SOUTH plays again. */
    @Test
    void ck2Ck3_aLastSeedInTheOwnStorePlaysAgain() {
        GameState s = congkak().newState();
        play(s, "a1");
        assertBoard(s, 1, 0, new int[] {0, 8, 8, 8, 8, 8, 8}, new int[] {7, 7, 7, 7, 7, 7, 7});
        assertEquals(Player.SOUTH, s.toMove());
    }

    /**
     * CK2: a lap whose last seed falls in an occupied hole lifts it and sows on, through the mover's own store. SOUTH
     * plays f1's 3 seeds to g1, the store and g2; g2 held 1, so its 2 seeds go on to f2 and e2; e2 was empty and is
     * NORTH's: the move ends.
     */
    @Test
    void ck2_aLastSeedInAnOccupiedHoleSowsOn() {
        GameState s = position(congkak(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 3, 0},
                new int[] {1, 0, 0, 0, 0, 0, 1});
        play(s, "f1");
        assertBoard(s, 1, 0, new int[] {1, 0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 1, 1, 0});
        assertEquals(2, s.lastMoveLaps());
        assertEquals(Player.NORTH, s.toMove());
    }

    /** CK2: NORTH's laps pass over SOUTH's store: a2's 2 seeds go to NORTH's store and then a1. */
    @Test
    void ck2_aLapPassesOverTheOpponentsStore() {
        GameState s = position(congkak(), Player.NORTH, 0, 0, new int[] {0, 0, 0, 0, 0, 0, 1},
                new int[] {2, 0, 0, 0, 0, 0, 0});
        play(s, "a2");
        assertBoard(s, 0, 1, new int[] {1, 0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 0, 0});
        assertEquals(Player.SOUTH, s.toMove(), "a1 held no seed: NORTH's move ends there");
    }

    /** CK4: a last seed in an empty hole of one's row takes the opposite hole's seeds and itself to the store. */
    @Test
    void ck4_anEmptyOwnHoleTakesTheOppositeHoleWithTheLastSeed() {
        GameState s = position(congkak(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 0, 0},
                new int[] {0, 3, 0, 0, 0, 0, 2});
        play(s, "a1");
        assertBoard(s, 4, 0, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 2});
        assertEquals(Player.NORTH, s.toMove());
    }

    /** CK4, captureSeed=WITHOUT (Hellier's account): the opposite hole's seeds are taken and the last seed stays. */
    @Test
    void ck4_withoutTheCapturingSeed() {
        GameState s = position(congkak().with("captureSeed", "WITHOUT"), Player.SOUTH, 0, 0,
                new int[] {1, 0, 0, 0, 0, 0, 0}, new int[] {0, 3, 0, 0, 0, 0, 2});
        play(s, "a1");
        assertBoard(s, 3, 0, new int[] {0, 1, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 2});
    }

    /**
     * CK4: opposite an empty hole nothing is taken and the last seed stays; CK5, passing=NO_SEEDS: SOUTH, with no
     * seed, passes and NORTH moves again.
     */
    @Test
    void ck4Ck5_nothingOppositeTakesNothingAndAnEmptyRowPasses() {
        GameState s = position(congkak().with("passing", "NO_SEEDS"), Player.NORTH, 4, 0,
                new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 2});
        play(s, "g2");
        assertBoard(s, 4, 0, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 1, 1, 0});
        assertEquals(Player.NORTH, s.toMove(), "SOUTH has no seed and passes (CK5)");
        assertFalse(s.isOver());
    }

    /** CK5, passing=NO_SEEDS: an extra turn earned with an empty row passes to the opponent, who has seeds. */
    @Test
    void ck5_anExtraTurnWithNoSeedPasses() {
        GameState s = position(congkak().with("passing", "NO_SEEDS"), Player.SOUTH, 0, 0,
                new int[] {0, 0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 0, 3});
        play(s, "g1");
        assertBoard(s, 1, 0, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 3});
        assertEquals(Player.NORTH, s.toMove());
        assertFalse(s.isOver());
    }

    /** CK5 (passing=NEVER), CK6: the player to move has no seed: the game ends and the opponent takes their own. */
    @Test
    void ck6_thePlayerToMoveWithNoSeedEndsTheGame() {
        GameState s = position(congkak(), Player.SOUTH, 45, 50, new int[] {0, 0, 0, 0, 0, 0, 1},
                new int[] {0, 0, 0, 0, 0, 0, 2});
        play(s, "g1");  // into SOUTH's store: SOUTH to move again, with no seed
        assertBoard(s, 46, 52, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 0});
        assertTrue(s.isOver());
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals("SIDE_EMPTY", s.reason().name());
    }

    /** CK6, CK7 (passing=NO_SEEDS): the game ends when no hole holds a seed; the fuller store wins. */
    @Test
    void ck6Ck7_withPassingTheGameEndsWhenEveryHoleIsEmpty() {
        GameState s = position(congkak().with("passing", "NO_SEEDS"), Player.NORTH, 40, 56,
                new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 0, 0, 0});
        play(s, "a2");
        assertBoard(s, 40, 57, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 0});
        assertTrue(s.isOver());
        assertEquals(Status.NORTH_WINS, s.status());
    }
}

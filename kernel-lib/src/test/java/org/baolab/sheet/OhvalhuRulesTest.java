package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Ohvalhu ({@code data/games/ohvalhu.sowing}, {@code docs/rules/ohvalhu.md}) on hand-worked positions, named by rule
 * ids. Rows are written a-h; SOUTH sows a1..h1, its store, then h2 back to a2; NORTH h2..a2, its store, a1..h1.
 */
class OhvalhuRulesTest {

    static Rules ohvalhu() {
        return Games.rules("ohvalhu");
    }

    private static int[] row(int... holes) {
        return holes;
    }

    /** OH1, OH1b: two rows of eight holes of eight, 128 in all, the stores empty. */
    @Test
    void oh1_eightHolesOfEight() {
        assertBoard(ohvalhu().newState(), 0, 0, row(8, 8, 8, 8, 8, 8, 8, 8), row(8, 8, 8, 8, 8, 8, 8, 8));
    }

    /**
     * OH2, OH4: a1's 2 seeds end in c1, which held 1: its 2 are lifted to d1 e1; e1 was empty: the 3 seeds across it
     * in e2 go to SOUTH's store, the capturing seed staying (captureSeed=WITHOUT). NORTH moves next.
     */
    @Test
    void oh2Oh4_relaySowingThenTheHoleAcrossAnEmptyOneIsTaken() {
        GameState s = position(ohvalhu(), Player.SOUTH, 0, 0, row(2, 0, 1, 0, 0, 0, 0, 0), row(1, 1, 1, 1, 3, 1, 1, 1));
        play(s, "a1");
        assertBoard(s, 3, 0, row(0, 1, 0, 1, 1, 0, 0, 0), row(1, 1, 1, 1, 0, 1, 1, 1));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** OH4, captureSeed=WITH: the capturing seed goes to the store too. */
    @Test
    void oh4_theCapturingSeedWithTheSeedsTaken() {
        GameState s = position(ohvalhu().with("captureSeed", "WITH"), Player.SOUTH, 0, 0, row(2, 0, 1, 0, 0, 0, 0, 0),
                row(1, 1, 1, 1, 3, 1, 1, 1));
        play(s, "a1");
        assertBoard(s, 4, 0, row(0, 1, 0, 1, 0, 0, 0, 0), row(1, 1, 1, 1, 0, 1, 1, 1));
    }

    /**
     * OH2, OH4 (captureWhere=ANY): h1's 3 seeds go to SOUTH's store, h2 and g2, which was empty: the hole across it,
     * SOUTH's own g1, is taken (2) into SOUTH's store.
     */
    @Test
    void oh4_anEmptyHoleOfTheOpponentsRowTakesTheHoleAcross() {
        GameState s = position(ohvalhu(), Player.SOUTH, 0, 0, row(1, 0, 0, 0, 0, 0, 2, 3), row(1, 1, 1, 1, 1, 1, 0, 1));
        play(s, "h1");
        assertBoard(s, 3, 0, row(1, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 1, 1, 1, 1, 1, 2));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** OH4, captureWhere=OWN: the same move ends in the opponent's empty g2 and takes nothing. */
    @Test
    void oh4_onlyInOnesOwnRow() {
        GameState s = position(ohvalhu().with("captureWhere", "OWN"), Player.SOUTH, 0, 0, row(1, 0, 0, 0, 0, 0, 2, 3),
                row(1, 1, 1, 1, 1, 1, 0, 1));
        play(s, "h1");
        assertBoard(s, 1, 0, row(1, 0, 0, 0, 0, 0, 2, 0), row(1, 1, 1, 1, 1, 1, 1, 2));
    }

    /** OH3: a last seed in one's own store plays again, and again. */
    @Test
    void oh3_aLastSeedInOnesStorePlaysAgain() {
        GameState s = position(ohvalhu(), Player.SOUTH, 0, 0, row(0, 0, 0, 0, 0, 0, 2, 1), row(1, 1, 1, 1, 1, 1, 1, 1));
        play(s, "h1");
        assertBoard(s, 1, 0, row(0, 0, 0, 0, 0, 0, 2, 0), row(1, 1, 1, 1, 1, 1, 1, 1));
        assertEquals(Player.SOUTH, s.toMove());
        play(s, "g1");
        assertBoard(s, 2, 0, row(0, 0, 0, 0, 0, 0, 0, 1), row(1, 1, 1, 1, 1, 1, 1, 1));
        assertEquals(Player.SOUTH, s.toMove());
    }

    /**
     * OH5: NORTH's h2 (2) ends in its own empty f2, across from an empty f1: nothing taken. SOUTH has no seed: NORTH
     * moves again.
     */
    @Test
    void oh5_aPlayerWithNoSeedPasses() {
        GameState s = position(ohvalhu(), Player.NORTH, 60, 60, row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 1, 2));
        play(s, "h2");
        assertBoard(s, 60, 60, row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 1, 2, 0));
        assertEquals(Player.NORTH, s.toMove());
        assertEquals(Status.ONGOING, s.status());
    }

    /**
     * The published fact: "a winning opening for the game of Dakon was found by hand [...] This sequence of moves leads
     * to a direct win for the beginning player, without the opponent even giving the opportunity to move" (Donkers, de
     * Voogt and Uiterwijk, Human versus Machine Problem-Solving: Winning Openings in Dakon, Board Games Studies 3,
     * 2000, the game of the Maldives, Ohvalhu, on 8 holes of 8). Here: 30 moves by SOUTH, each ending in SOUTH's store
     * (OH3), put 65 of the 128 seeds there before NORTH has moved once: more than half, which no later move can take
     * back (OH7). Found by a depth-first search of SOUTH's extra turns (docs/rules/ohvalhu.md); it is not the paper's
     * own sequence, which was not read.
     */
    @Test
    void published_aFirstTurnThatDecidesTheGameBeforeTheOpponentMoves() {
        GameState s = ohvalhu().newState();
        String opening = "a1 d1 a1 f1 d1 e1 g1 a1 a1 e1 c1 e1 g1 b1 c1 b1 c1 e1 c1 b1 a1 d1 c1 g1 d1 a1 b1 b1 a1 f1";
        for (String move : opening.split(" ")) {
            play(s, move);
            assertEquals(Player.SOUTH, s.toMove(), "after " + move);
        }
        assertEquals(65, s.bank(Player.SOUTH));
        assertEquals(0, s.bank(Player.NORTH));
        assertEquals(128 - 65, s.position().rows().stream().flatMap(List::stream).mapToInt(Integer::intValue).sum());
    }

    /** OH6, OH7: the last seed on the board goes to SOUTH's store: every hole is empty, the game ends, 65 to 63. */
    @Test
    void oh6Oh7_theGameEndsWhenEveryHoleIsEmpty() {
        GameState s = position(ohvalhu(), Player.SOUTH, 64, 63, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        play(s, "h1");
        assertBoard(s, 65, 63, row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(Status.SOUTH_WINS, s.status());
    }
}

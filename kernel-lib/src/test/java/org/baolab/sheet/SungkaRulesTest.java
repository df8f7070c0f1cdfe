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
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;

/**
 * Sungka ({@code data/games/sungka.sowing}, {@code docs/rules/sungka.md}) on hand-worked positions, named by rule
 * ids: where it parts from Congkak's defaults, a player with no shell passes (SU5) and the game goes on until every
 * hole is empty (SU6).
 */
class SungkaRulesTest {

    static Rules sungka() {
        return Games.rules("sungka");
    }

    /** SU2, SU3: e1's shell makes f1 two, which go on to g1 and SOUTH's head: SOUTH plays again. */
    @Test
    void su2Su3_aRelayEndingInTheHeadPlaysAgain() {
        GameState s = position(sungka(), Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 1, 1, 0},
                new int[] {1, 1, 1, 1, 1, 1, 1});
        play(s, "e1");
        assertBoard(s, 1, 0, new int[] {0, 0, 0, 0, 0, 0, 1}, new int[] {1, 1, 1, 1, 1, 1, 1});
        assertEquals(2, s.lastMoveLaps());
        assertEquals(Player.SOUTH, s.toMove());
    }

    /** SU4: the last shell in an empty own hole takes the opposite hole's shells, and itself. */
    @Test
    void su4_anEmptyOwnHoleTakesTheOppositeHole() {
        GameState s = position(sungka(), Player.SOUTH, 0, 0, new int[] {0, 1, 0, 0, 0, 0, 0},
                new int[] {0, 0, 5, 0, 0, 0, 1});
        play(s, "b1");
        assertBoard(s, 6, 0, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 1});
    }

    /** SU5, SU6: SOUTH has no shell and passes; NORTH plays on until every hole is empty. */
    @Test
    void su5Su6_anEmptyRowPassesUntilEveryHoleIsEmpty() {
        GameState s = position(sungka(), Player.NORTH, 49, 40, new int[] {0, 0, 0, 0, 0, 0, 0},
                new int[] {2, 0, 0, 0, 0, 0, 0});
        play(s, "a2");  // NORTH's head and a1: a1 was empty and is SOUTH's; SOUTH now has a shell
        assertBoard(s, 49, 41, new int[] {1, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 0});
        assertEquals(Player.SOUTH, s.toMove());
        play(s, "a1");  // b1: empty own hole, nothing opposite; NORTH has no shell and passes
        assertEquals(Player.SOUTH, s.toMove());
        assertFalse(s.isOver());
        play(s, "b1 c1 d1 e1 f1 g1");
        assertBoard(s, 50, 41, new int[] {0, 0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0, 0});
        assertTrue(s.isOver());
    }
}

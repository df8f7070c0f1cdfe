package org.baolab.twophase;

import static org.baolab.twophase.Positions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.junit.jupiter.api.Test;

/** What people and programs read: refusals, the JSON contract, the drawing, copies and the game's registration. */
class RecordsTest {

    @Test
    void t3_refusesAnOpponentsHole() {
        Match match = Games.kimasaiTwoPhase().newMatch();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> match.play("c3"));
        assertEquals("c3 is not legal for SOUTH: it is not one of your holes: SOUTH plays from rows 1 and 2 (rule T3)",
                e.getMessage());
        assertEquals(0, match.position().ply());
    }

    @Test
    void t4_t6_refuseAnEmptyHole() {
        Match match = Games.kimasaiTwoPhase().newMatch();
        assertEquals("it is empty (rule T4)", match.whyIllegal("c1"));
        assertEquals("it is empty (rule T6)", rules("reserve", 0).newMatch().whyIllegal("c1"));
        assertThrows(IllegalMoveException.class, () -> match.play("c2 c2"));
        assertEquals(Games.kimasaiTwoPhase().newMatch().position(), match.position(), "nothing changed");
        assertTrue(match.whyIllegal("z9").contains("rule C2"));
    }

    @Test
    void json_workedExampleFollowsTheReplayContract() {
        Position p = Games.kimasaiTwoPhase().newMatch().play("c2 a3").position();
        assertEquals("{\"game\":\"kimasai-two-phase\",\"ply\":2,\"toMove\":\"SOUTH\",\"phase\":1,"
                + "\"rows\":[[0,0,0,0,0,0,1,1],[1,1,0,0,2,0,2,0],[0,1,1,1,1,1,1,1],[1,1,0,0,0,0,0,0]],"
                + "\"reserve\":{\"SOUTH\":24,\"NORTH\":23},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                + "\"legalMoves\":[\"a2\",\"b2\",\"e2\",\"g1\",\"g2\",\"h1\"],\"status\":\"ONGOING\",\"reason\":null,"
                + "\"score\":{\"SOUTH\":8,\"NORTH\":9}}", p.toJson());
    }

    @Test
    void json_phaseIsThatOfThePlayerToMove() {
        TwoPhaseState s = (TwoPhaseState) rules("reserveNorth", 0, "phaseTwoStart", "OWN_RESERVE_EMPTY").newState();
        assertEquals(1, s.position().phase());
        s.setToMove(Player.NORTH);
        assertEquals(2, s.position().phase());
    }

    @Test
    void boardText_drawsFourRowsReservesAndPhase() {
        String text = Games.kimasaiTwoPhase().newMatch().play("c2 a3").toString();
        assertEquals("""
                Bao la Kimasai (two phases) · ply 2 · SOUTH to move (phase 1)
                     a    b    c    d    e    f    g    h
                 4   1    1    0    0    0    0    0    0   4  NORTH
                 3 > 0    1    1    1    1    1    1    1   3 \s
                   ----------------------------------------
                 2   1    1    0    0    2    0    2    0   2 \s
                 1   0    0    0    0    0    0    1    1   1  SOUTH
                     a    b    c    d    e    f    g    h
                reserve: SOUTH 24 · NORTH 23
                cows on the board: SOUTH 8 · NORTH 9
                last move: NORTH a3, a reserve cow into a3, 1 lap
                legal: a2 b2 e2 g1 g2 h1
                """, text);
    }

    @Test
    void copy_isTheSamePositionAndHash() {
        Match match = rules("reserve", 0).newMatch().play("c2 a3");
        TwoPhaseState s = (TwoPhaseState) match.state();
        TwoPhaseState c = s.copy();
        assertTrue(c.sameAs(s));
        assertEquals(s.hash(), c.hash());
        c.setReserve(Player.SOUTH, 1);
        assertFalse(c.sameAs(s));
        assertFalse(s.hash() == c.hash());
    }

    @Test
    void registeredInGames() {
        Game game = GameRegistry.of(KimasaiTwoPhase.class);
        assertSame(game, Games.byId("kimasai-two-phase"));
        assertSame(game, Games.kimasaiTwoPhase().game());
        assertTrue(Games.all().contains(game));
        assertTrue(game.hasReserves());
        assertFalse(game.hasBanks());
        assertNull(Games.kimasaiTwoPhase().newMatch().lastMove());
    }
}

package org.baolab.kalah;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Event;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Kalah rules KA1-KA8 on hand-worked positions. Rows are written as in the JSON form: row 1 (SOUTH, a1..f1) first,
 * then row 2 (NORTH, a2..f2). SOUTH sows a1 .. f1, its store, f2 .. a2; NORTH f2 .. a2, its store, a1 .. f1.
 */
class KalahRulesTest {

    private static final Rules STANDARD = Games.kalah();

    @Test
    @DisplayName("KA1, KA1b: 2 x 6 houses with 4 seeds, empty stores; the size options")
    void ka1_setup() {
        GameState s = STANDARD.newState();
        assertBoard(s, 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), s.position().legalMoves());
        GameState one = STANDARD.with("pitsPerRow", 1).with("seedsPerPit", 3).newState();
        assertBoard(one, 0, 0, new int[] {3}, new int[] {3});
    }

    @Test
    @DisplayName("KA2, KA3: the worked example of kalah.md: c1 ends in the store, SOUTH moves again, then f1")
    void ka3_extraTurn() {
        Match m = new Match(STANDARD);
        m.play("c1");
        GameState s = m.state();
        assertBoard(s, 1, 0, new int[] {4, 4, 0, 5, 5, 5}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(Player.SOUTH, s.toMove());
        assertTrue(s.movesAgain());
        Move c1 = m.lastMove();
        assertEquals(List.of(new Event.Lap(Event.Lap.Kind.FIRST, c1.hole(), 4, null), new Event.ExtraTurn(Player.SOUTH)),
                c1.events());
        assertEquals("lifted 4 from c1, the last into the store", c1.events().get(0).describe());
        m.play("f1");
        s = m.state();
        assertBoard(s, 2, 0, new int[] {4, 4, 0, 5, 5, 0}, new int[] {4, 4, 5, 5, 5, 5});
        assertEquals(Player.NORTH, s.toMove());
        assertEquals(2, s.ply());
        assertEquals(1, s.turns());
    }

    @Test
    @DisplayName("KA2: a lap skips the opponent's store and comes round into its own house")
    void ka2_skipsTheOpponentsStore() {
        // SOUTH's f1 (13): its store, f2 .. a2 (6), past NORTH's store, a1 .. f1 (6), the 13th into f1 itself.
        GameState s = position(STANDARD, Player.SOUTH, 0, 0, new int[] {0, 0, 0, 0, 0, 13}, new int[] {1, 1, 1, 1, 1, 1});
        play(s, "f1");
        // f1 was empty before the last seed (KA4): it and its opposite f2 (2) go to the store, 1 + 3.
        assertBoard(s, 4, 0, new int[] {1, 1, 1, 1, 1, 0}, new int[] {2, 2, 2, 2, 2, 0});
        assertEquals(Player.NORTH, s.toMove());
        // NORTH's a2 (3): its store, a1, b1: NORTH's lap goes past its store into SOUTH's row.
        GameState n = position(STANDARD, Player.NORTH, 0, 0, new int[] {1, 1, 1, 1, 1, 1}, new int[] {3, 1, 1, 1, 1, 1});
        play(n, "a2");
        assertBoard(n, 0, 1, new int[] {2, 2, 1, 1, 1, 1}, new int[] {0, 1, 1, 1, 1, 1});
    }

    @Test
    @DisplayName("KA4: a last seed in an empty own house takes it and the opposite house into the store")
    void ka4_capture() {
        GameState s = position(STANDARD, Player.SOUTH, 0, 0, new int[] {2, 0, 0, 1, 1, 1}, new int[] {1, 1, 5, 1, 1, 1});
        play(s, "a1");
        // b1 1, c1 empty before the last seed, opposite c2 holds 5: 6 to the store.
        assertBoard(s, 6, 0, new int[] {0, 1, 0, 1, 1, 1}, new int[] {1, 1, 0, 1, 1, 1});
        assertEquals(5, s.capturedSeeds(Player.SOUTH));
        assertEquals(Player.NORTH, s.toMove());
    }

    @Test
    @DisplayName("KA4 emptyCapture: opposite an empty house nothing is taken (false) or the last seed is stored (true)")
    void ka4_emptyCapture() {
        int[] row1 = {2, 0, 0, 1, 1, 1};
        int[] row2 = {1, 1, 0, 1, 1, 1};
        GameState kept = position(STANDARD, Player.SOUTH, 0, 0, row1, row2);
        play(kept, "a1");
        assertBoard(kept, 0, 0, new int[] {0, 1, 1, 1, 1, 1}, row2);
        GameState stored = position(STANDARD.with("emptyCapture", true), Player.SOUTH, 0, 0, row1, row2);
        play(stored, "a1");
        assertBoard(stored, 1, 0, new int[] {0, 1, 0, 1, 1, 1}, row2);
        assertEquals(0, stored.captureEvents(Player.SOUTH));
    }

    @Test
    @DisplayName("KA4: a last seed in an empty house of the opponent's row captures nothing")
    void ka4_noCaptureInTheOpponentsRow() {
        GameState s = position(STANDARD, Player.SOUTH, 0, 0, new int[] {1, 1, 1, 1, 1, 2}, new int[] {1, 1, 1, 1, 0, 1});
        play(s, "f1");
        assertBoard(s, 1, 0, new int[] {1, 1, 1, 1, 1, 0}, new int[] {1, 1, 1, 1, 0, 2});
    }

    @Test
    @DisplayName("KA2: a house of the opponent's row or an empty one is refused naming the rule")
    void ka2_refusals() {
        GameState s = STANDARD.newState();
        assertEquals("it is in NORTH's row; SOUTH plays from row 1 (rule KA2)", s.whyIllegal(s.board().parse("a2")));
        play(s, "c1");
        assertEquals("it is empty (rule KA2)", s.whyIllegal(s.board().parse("c1")));
        Match m = new Match(STANDARD);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> m.play("c2"));
        assertTrue(e.getMessage().contains("(rule KA2)"), e.getMessage());
    }

    @Test
    @DisplayName("KA5 EITHER_SIDE_EMPTY, KA6: a side emptied ends the game; the seeds left go to their side's store")
    void ka5_eitherSideEmpty() {
        GameState s = position(STANDARD, Player.SOUTH, 20, 18, new int[] {0, 0, 0, 0, 0, 1}, new int[] {2, 2, 1, 1, 2, 1});
        play(s, "f1");
        // The last seed in SOUTH's store (an extra turn), but SOUTH's houses are empty: NORTH stores its 9.
        assertBoard(s, 21, 27, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals(Kalah.SIDE_EMPTY, s.reason());
    }

    @Test
    @DisplayName("KA5 MOVER_EMPTY: the game goes on until the player to move has no seed")
    void ka5_moverEmpty() {
        Rules rules = STANDARD.with("endWhen", "MOVER_EMPTY");
        GameState s = position(rules, Player.SOUTH, 20, 18, new int[] {0, 0, 0, 0, 0, 1}, new int[] {2, 2, 1, 1, 2, 1});
        play(s, "f1");
        // SOUTH moves again with empty houses: now the game ends.
        assertBoard(s, 21, 27, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Kalah.SIDE_EMPTY, s.reason());
        GameState on = position(rules, Player.SOUTH, 20, 18, new int[] {0, 0, 0, 0, 0, 2}, new int[] {2, 2, 1, 1, 2, 0});
        play(on, "f1");
        // SOUTH's side is empty, but NORTH is to move and has seeds: it plays on.
        assertBoard(on, 21, 18, new int[] {0, 0, 0, 0, 0, 0}, new int[] {2, 2, 1, 1, 2, 1});
        assertTrue(!on.isOver());
        assertEquals(Player.NORTH, on.toMove());
        GameState either = position(STANDARD, Player.SOUTH, 20, 18, new int[] {0, 0, 0, 0, 0, 2},
                new int[] {2, 2, 1, 1, 2, 0});
        play(either, "f1");
        assertEquals(Kalah.SIDE_EMPTY, either.reason());
        assertBoard(either, 21, 27, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
    }

    @Test
    @DisplayName("KA7: equal stores are a draw")
    void ka7_equalStoresDraw() {
        GameState s = position(STANDARD, Player.NORTH, 23, 23, new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 0, 0, 0, 0, 0});
        play(s, "a2");
        assertBoard(s, 24, 24, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.DRAW, s.status());
    }

    @Test
    @DisplayName("KA6 at C8: at the turn limit the seeds left go to their side's store and the higher store wins")
    void ka6_atTheTurnLimitEachSideStoresItsSeeds() {
        GameState s = position(STANDARD.with("maxTurns", 1), Player.SOUTH, 5, 1, new int[] {1, 0, 0, 0, 0, 0},
                new int[] {0, 0, 0, 0, 0, 3});
        play(s, "a1");
        // a1's seed into the empty b1, whose opposite b2 is empty: no capture (KA4). Ply 1 is the limit: SOUTH
        // stores b1's seed (5 + 1), NORTH f2's three (1 + 3).
        assertBoard(s, 6, 4, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals(Reason.TURN_LIMIT, s.reason());
    }
}

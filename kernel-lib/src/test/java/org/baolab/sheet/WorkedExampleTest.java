package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;

/**
 * The worked example of {@code docs/rule-sheets.md}, {@code sheets/ayoayo-example.sowing}, on hand-worked positions,
 * and blocks the reference games do not use: relay sowing, four rows, clockwise sowing, captures of a hole's own
 * seeds, the last mover winning.
 */
class WorkedExampleTest {

    static Rules ayoayo() {
        return Games.load(Path.of("src", "test", "resources", "sheets", "ayoayo-example.sowing").toString());
    }

    /** AY2, AY3: a1 relays from e1, c2, c1 and d2 and its fifth lap ends in c1, empty: c2's one seed is taken. */
    @Test
    void ay2Ay3_aMoveRelaysFourTimesAndCapturesOpposite() {
        GameState s = ayoayo().newState();
        s.play(s.board().parse("a1"));
        assertEquals(5, s.lastMoveLaps());
        int[] counts = new int[12];
        s.countsInto(counts);
        assertArrayEquals(new int[] {2, 7, 1, 6, 1, 6, 6, 6, 0, 0, 6, 6}, counts);
        assertEquals(1, s.bank(Player.SOUTH));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** AY4: with NORTH empty, a1 (one seed to b1) feeds no one and is refused, naming the rule. */
    @Test
    void ay4_aMoveThatDoesNotFeedIsRefusedNamingTheRule() {
        GameState s = ayoayo().newState().setRows(new int[] {1, 0, 0, 0, 0, 2}, new int[6]);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a1")));
        assertEquals("a1 is not legal for SOUTH: NORTH has no seeds and this move would give them none: a move that"
                + " feeds them must be played (rule AY4)", e.getMessage());
        s.play(s.board().parse("f1"));
        assertEquals(2, s.count(s.board().parse("f2")) + s.count(s.board().parse("e2")));
    }

    /** Four rows: each player sows their own two rows; a last seed in an empty inner hole takes the opposite inner one. */
    @Test
    void fourRowsSowOwnRowsAndCaptureAcross() {
        Rules rules = Games.define("""
                game four-test
                board rows=4 holes=3
                start seeds=1
                capture where=OWN when=EMPTY take=OPPOSITE to=STORE [X1]
                end when=NO_LEGAL_MOVES
                """);
        GameState s = rules.newState().setRows(new int[] {2, 0, 0}, new int[] {0, 0, 0}, new int[] {0, 5, 0},
                new int[] {1, 1, 1});
        s.play(s.board().parse("a1"));    // b1, c1: c1 was empty but is a back-row hole, so nothing is taken
        assertEquals(0, s.bank(Player.SOUTH));
        s.setToMove(Player.SOUTH).play(s.board().parse("c1"));  // c1 -> c2 (CCW: row 1 left to right, row 2 back)
        assertEquals(0, s.count(s.board().parse("c1")));
        assertEquals(1, s.count(s.board().parse("c2")));
        assertEquals(0, s.bank(Player.SOUTH), "c3 is empty: nothing taken");
        s.setToMove(Player.SOUTH).play(s.board().parse("b1"));  // b1 -> c1, empty back row: nothing
        s.setToMove(Player.SOUTH).play(s.board().parse("c2"));  // c2 -> b2, empty inner: b3 (5) is taken
        assertEquals(5, s.bank(Player.SOUTH));
        assertEquals(0, s.count(s.board().parse("b3")));
    }

    /** winner by=LAST_MOVER: the player who cannot move loses; THIS takes the hole's own seeds; CW sows leftwards. */
    @Test
    void lastMoverWinsAndThisHoleIsTakenClockwise() {
        Rules rules = Games.define("""
                game last-test
                board rows=2 holes=3
                start seeds=1
                sowing direction=CW
                capture where=OPPONENT when=EVEN take=THIS to=STORE [X2]
                end when=NO_LEGAL_MOVES [X3]
                seeds-left to=NONE
                winner by=LAST_MOVER
                """);
        GameState s = rules.newState().setRows(new int[] {1, 0, 0}, new int[] {1, 0, 0});
        s.play(s.board().parse("a1"));    // CW from a1: into a2, which now holds 2, even: taken
        assertEquals(2, s.bank(Player.SOUTH));
        assertTrue(s.isOver(), "NORTH has nothing to move");
        assertEquals("SOUTH_WINS", s.status().name());
        assertEquals("NO_LEGAL_MOVES", s.reason().name());
    }
}

package org.baolab.sheet;

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
import org.baolab.core.Hole;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Pallanguzhi ({@code data/games/pallanguzhi.sowing}, {@code docs/rules/pallanguzhi.md}) on hand-worked positions,
 * named by rule ids. Rows are written a-g; the circuit runs a1..g1, then g2 back to a2 (CCW, C4).
 */
class PallanguzhiRulesTest {

    static Rules pallanguzhi() {
        return Games.rules("pallanguzhi");
    }

    private static int[] row(int... holes) {
        return holes;
    }

    /** PG1, PG1b: two rows of seven holes of six seeds, 84 in all, SOUTH to move. */
    @Test
    void pg1_sevenHolesOfSix() {
        GameState s = pallanguzhi().newState();
        assertBoard(s, 0, 0, row(6, 6, 6, 6, 6, 6, 6), row(6, 6, 6, 6, 6, 6, 6));
        assertEquals(Player.SOUTH, s.toMove());
    }

    /**
     * PG3, PG4: a1's 2 seeds to b1 c1; the next hole d1 holds 3: lifted and sown to e1 f1 g1; the next hole g2 is
     * empty: the hole beyond it, f2, is taken (2 seeds) and the turn ends.
     */
    @Test
    void pg3Pg4_theNextHoleIsSownOnAndTheHoleBeyondAnEmptyOneTaken() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(2, 0, 0, 3, 0, 5, 0), row(1, 1, 1, 1, 1, 2, 0));
        play(s, "a1");
        assertBoard(s, 2, 0, row(0, 1, 1, 0, 1, 6, 1), row(1, 1, 1, 1, 1, 0, 0));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** PG4: two empty holes after the last seed (g2, f2): nothing is taken, the turn ends. */
    @Test
    void pg4_twoEmptyHolesTakeNothing() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(2, 0, 0, 3, 0, 5, 0), row(1, 1, 1, 1, 3, 0, 0));
        play(s, "a1");
        assertBoard(s, 0, 0, row(0, 1, 1, 0, 1, 6, 1), row(1, 1, 1, 1, 3, 0, 0));
        assertEquals(Player.NORTH, s.toMove());
    }

    /**
     * PG5: g1's 3 seeds: g2, then f2, which the seed brings to 4: a pasu, taken at once by NORTH, whose row it is
     * in; the seed left in hand goes on to e2 (2). PG3: the next hole d2 (2) is sown on to c2 b2; PG4: a2 is empty,
     * the hole beyond it, SOUTH's own a1, is taken by SOUTH (1).
     */
    @Test
    void pg5_aHoleBroughtToFourIsTakenAtOnceByTheOwnerOfItsRow() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(1, 2, 0, 0, 0, 0, 3), row(0, 0, 0, 2, 1, 3, 0));
        play(s, "g1");
        assertBoard(s, 1, 4, row(0, 2, 0, 0, 0, 0, 0), row(0, 1, 1, 0, 2, 0, 1));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** PG5, pasuTo=MOVER: the same move, the pasu going to SOUTH, who sowed it. */
    @Test
    void pg5_pasuToTheMover() {
        GameState s = position(pallanguzhi().with("pasuTo", "MOVER"), Player.SOUTH, 0, 0, row(1, 2, 0, 0, 0, 0, 3),
                row(0, 0, 0, 2, 1, 3, 0));
        play(s, "g1");
        assertBoard(s, 5, 0, row(0, 2, 0, 0, 0, 0, 0), row(0, 1, 1, 0, 2, 0, 1));
    }

    /** PG5, pasu=6: f2's 3 becomes 4 and stays; the lap ends in e2 as any other. */
    @Test
    void pg5_pasuOfSix() {
        GameState s = position(pallanguzhi().with("pasu", "6"), Player.SOUTH, 0, 0, row(1, 2, 0, 0, 0, 0, 3),
                row(0, 0, 0, 2, 1, 3, 0));
        play(s, "g1");     // g2 1, f2 4, e2 2; d2 (2) sown to c2 b2; a2 empty: a1 taken
        assertBoard(s, 1, 0, row(0, 2, 0, 0, 0, 0, 0), row(0, 1, 1, 0, 2, 4, 1));
    }

    /**
     * PG5 at the last seed: c1's one seed makes d1 hold 4: taken by SOUTH; PG3: the next hole e1 (2) is sown on to
     * f1 g1; PG4: g2 is empty, f2 beyond it is taken (2).
     */
    @Test
    void pg5_aPasuMadeByTheLastSeedThenTheNextHole() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(0, 0, 1, 3, 2, 0, 0), row(1, 1, 1, 1, 1, 2, 0));
        play(s, "c1");
        assertBoard(s, 6, 0, row(0, 0, 0, 0, 0, 1, 1), row(1, 1, 1, 1, 1, 0, 0));
    }

    /**
     * PG5, traced: the lap stopped at the pasu, the capture, and the seed left in hand sown on as a lap of its own
     * (kind ON), then the relay from the next hole and the capture beyond the empty one.
     */
    @Test
    void pg5_theTraceShowsTheLapStoppedAtThePasuAndSownOn() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(1, 2, 0, 0, 0, 0, 3), row(0, 0, 0, 2, 1, 3, 0));
        Match m = new Match(s);
        m.play("g1");
        List<String> events = m.lastMove().events().stream().map(Event::describe).toList();
        assertEquals(List.of(
                new Event.Lap(Event.Lap.Kind.FIRST, Hole.parse("g1"), 2, Hole.parse("f2")).describe(),
                events.get(1),
                new Event.Lap(Event.Lap.Kind.ON, Hole.parse("f2"), 1, Hole.parse("e2")).describe(),
                new Event.Lap(Event.Lap.Kind.RELAY, Hole.parse("d2"), 2, Hole.parse("b2")).describe(),
                events.get(4)), events);
        assertTrue(events.get(1).contains("f2") && events.get(1).contains("4"), events.get(1));
        assertTrue(events.get(4).contains("a1"), events.get(4));
    }

    /**
     * PG3, lapGoesOn=RELAY (Ludii's reading of Durai 1928): a1's 2 seeds end in c1, which held 2: its 3 are lifted and
     * sown to d1 e1 f1; f1 was empty: PG4, the next hole g1 is taken (2).
     */
    @Test
    void pg3_relayAsDuraiIsRead() {
        GameState s = position(pallanguzhi().with("lapGoesOn", "RELAY"), Player.SOUTH, 0, 0, row(2, 0, 2, 0, 0, 0, 2),
                row(1, 1, 1, 1, 1, 1, 1));
        play(s, "a1");
        assertBoard(s, 2, 0, row(0, 1, 0, 1, 1, 1, 0), row(1, 1, 1, 1, 1, 1, 1));
    }

    /** PG5 under lapGoesOn=RELAY: a pasu made by the last seed leaves nothing to relay: the move ends. */
    @Test
    void pg5_underRelayAPasuAtTheLastSeedEndsTheMove() {
        GameState s = position(pallanguzhi().with("lapGoesOn", "RELAY"), Player.SOUTH, 0, 0, row(1, 3, 0, 0, 0, 0, 1),
                row(1, 1, 1, 1, 1, 1, 1));
        play(s, "a1");
        assertBoard(s, 4, 0, row(0, 0, 0, 0, 0, 0, 1), row(1, 1, 1, 1, 1, 1, 1));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** PG2: a hole of one seed may be played; an empty hole, or the opponent's, may not. */
    @Test
    void pg2_anyHoleWithASeed() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(0, 1, 0, 0, 0, 0, 0), row(1, 1, 1, 1, 1, 1, 1));
        assertEquals(List.of(Hole.parse("b1")), new Match(s).legalMoves());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a1")));
        assertEquals("a1 is not legal for SOUTH: it is empty (rule PG2)", e.getMessage());
    }

    /**
     * PG6, PG7: g1's seed makes g2 hold 4, NORTH's pasu; f2 and e2 are empty: nothing more. NORTH's row is empty:
     * the game ends and SOUTH takes the 2 seeds of its own row; NORTH wins 4 to 2.
     */
    @Test
    void pg6Pg7_aRowEmptiedEndsTheGameTheSeedsLeftToTheirRow() {
        GameState s = position(pallanguzhi(), Player.SOUTH, 0, 0, row(0, 0, 2, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 3));
        play(s, "g1");
        assertBoard(s, 2, 4, row(0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0));
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals(SheetGame.SIDE_EMPTY, s.reason());
    }
}

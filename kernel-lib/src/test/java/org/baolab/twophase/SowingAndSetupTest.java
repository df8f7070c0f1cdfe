package org.baolab.twophase;

import static org.baolab.twophase.Positions.assertRows;
import static org.baolab.twophase.Positions.laps;
import static org.baolab.twophase.Positions.row;
import static org.baolab.twophase.Positions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Rules;
import org.baolab.sim.Sweep;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

/** Board, setup, circuits and phase-1 sowing: rules T1-T4b and the worked example. */
class SowingAndSetupTest {

    @Test
    void t1_t2_startingPosition() {
        Position p = Games.kimasaiTwoPhase().newMatch().position();
        assertRows(p, row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 1, 1, 1, 1, 1, 1), row(1, 1, 1, 1, 1, 1, 1, 1),
                row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(24, p.reserve().get(Player.SOUTH));
        assertEquals(24, p.reserve().get(Player.NORTH));
        assertEquals(8, p.score().get(Player.SOUTH));
        assertEquals(8, p.score().get(Player.NORTH));
        assertEquals(1, p.phase());
        assertEquals(List.of("a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"), p.legalMoves());
    }

    @Test
    void workedExample_t3_t4_t4b_southOpensC2() {
        Match match = Games.kimasaiTwoPhase().newMatch().play("c2");
        Move opening = match.lastMove();
        assertEquals(List.of("FIRST c2->d2", "RELAY d2->f2", "RELAY f2->h2", "RELAY h2->g1"), laps(opening));
        assertTrue(opening.events().stream().noneMatch(e -> e instanceof ReserveCow), "T4b: no cow on ply 1");
        assertEquals(1, opening.phase());
        Position p = match.position();
        assertRows(p, row(0, 0, 0, 0, 0, 0, 1, 1), row(1, 1, 0, 0, 2, 0, 2, 0), row(1, 1, 1, 1, 1, 1, 1, 1),
                row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(24, p.reserve().get(Player.SOUTH));

        match.play("a3");                                  // NORTH circuit: a3 -> a4 -> b4 ...
        Move reply = match.lastMove();
        assertEquals(new ReserveCow(Player.NORTH, org.baolab.core.Hole.parse("a3")), reply.events().get(0));
        assertEquals(List.of("FIRST a3->b4"), laps(reply));
        assertEquals(23, match.position().reserve().get(Player.NORTH));
        assertEquals(24, match.position().reserve().get(Player.SOUTH));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 1, 1), row(1, 1, 0, 0, 2, 0, 2, 0),
                row(0, 1, 1, 1, 1, 1, 1, 1), row(1, 1, 0, 0, 0, 0, 0, 0));
        assertEquals(9, match.position().score().get(Player.NORTH));
    }

    @Test
    void t4b_openerIsWhoeverFirstPlayerNames() {
        Match match = rules("firstPlayer", "NORTH").newMatch().play("h3 h2");
        assertEquals(24, match.position().reserve().get(Player.NORTH), "NORTH opened: no cow");
        assertEquals(23, match.position().reserve().get(Player.SOUTH), "SOUTH's first turn brings one");
    }

    @Test
    void t4b_firstMoveWithoutReserveFalse_openingBringsACow() {
        Match match = rules("firstMoveWithoutReserve", false).newMatch().play("c2");
        // c2 holds 2 with the cow: d2 e2; e2 held 1: relay 2 f2 g2; g2 held 1: relay 2 h2 h1; h1 was empty.
        assertEquals(List.of("FIRST c2->e2", "RELAY e2->g2", "RELAY g2->h1"), laps(match.lastMove()));
        assertEquals(new ReserveCow(Player.SOUTH, org.baolab.core.Hole.parse("c2")),
                match.lastMove().events().get(0));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 1), row(1, 1, 0, 2, 0, 2, 0, 2),
                row(1, 1, 1, 1, 1, 1, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(23, match.position().reserve().get(Player.SOUTH));
    }

    @Test
    void t4_relayEndsOnlyInAnEmptyHole_noCaptureInPhaseOne() {
        // SOUTH a2 -> b2 (occupied) with NORTH's b3 full: in phase 1 that is a relay, not a capture.
        TwoPhaseState s = Positions.position(rules(), row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0),
                row(0, 3, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        Match match = new Match(s).play("a2");
        assertEquals(List.of("FIRST a2->b2", "RELAY b2->d2"), laps(match.lastMove()));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 1, 1, 0, 0, 0, 0),
                row(0, 3, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(0, match.state().captureEvents(Player.SOUTH));
    }

    @Test
    void t3_directionCcw() {
        // SOUTH CCW: a1 b1 ... h1 h2 g2 ... a2, so c2 sows into b2 (occupied): relay 2 into a2 a1.
        Match match = rules("direction", "CCW").newMatch().play("c2");
        assertEquals(List.of("FIRST c2->b2", "RELAY b2->a1"), laps(match.lastMove()));
        assertRows(match.position(), row(1, 0, 0, 0, 0, 0, 0, 0), row(2, 0, 0, 1, 1, 1, 1, 1),
                row(1, 1, 1, 1, 1, 1, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        // NORTH CCW: a3 b3 ... h3 h4 g4 ... a4; h3 with its cow holds 2: h4 g4.
        match.play("h3");
        assertEquals(List.of("FIRST h3->g4"), laps(match.lastMove()));
        assertRows(match.position(), row(1, 0, 0, 0, 0, 0, 0, 0), row(2, 0, 0, 1, 1, 1, 1, 1),
                row(1, 1, 1, 1, 1, 1, 1, 0), row(0, 0, 0, 0, 0, 0, 1, 1));
    }

    @Test
    void t1_t2_holesPerRowAndInnerRowCows() {
        Match match = rules("holesPerRow", 5, "innerRowCows", 3).newMatch();
        assertRows(match.position(), row(0, 0, 0, 0, 0), row(3, 3, 3, 3, 3), row(3, 3, 3, 3, 3), row(0, 0, 0, 0, 0));
        // SOUTH CW on 5 columns: a2 ... e2 e1 d1 ... a1. e2 (3): e1 d1 c1, all empty.
        match.play("e2");
        assertRows(match.position(), row(0, 0, 1, 1, 1), row(3, 3, 3, 3, 0), row(3, 3, 3, 3, 3), row(0, 0, 0, 0, 0));
        // NORTH CW: a4 ... e4 e3 d3 ... a3. a3 with its cow holds 4: a4 b4 c4 d4.
        match.play("a3");
        assertRows(match.position(), row(0, 0, 1, 1, 1), row(3, 3, 3, 3, 0), row(0, 3, 3, 3, 3), row(1, 1, 1, 1, 0));
        assertEquals(23, match.position().reserve().get(Player.NORTH));
    }

    @Test
    void t2_reserveOptions() {
        TwoPhaseState s = (TwoPhaseState) rules("reserve", 10, "reserveSouth", 3).newState();
        assertEquals(3, s.reserve(Player.SOUTH));
        assertEquals(10, s.reserve(Player.NORTH));
        s = (TwoPhaseState) rules("reserveNorth", 1000).newState();
        assertEquals(24, s.reserve(Player.SOUTH));
        assertEquals(1000, s.reserve(Player.NORTH));
    }

    @Test
    void c10_reserveOptionsRefuseBadValues() {
        String range = "0..1000, or unset (follows reserve)";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> rules("reserveSouth", -1));
        assertEquals("option reserveSouth cannot be -1: valid values are " + range, e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> rules("reserveNorth", "-1"));
        assertEquals("option reserveNorth cannot be -1: valid values are " + range, e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> rules("reserve", 1001));
        assertEquals("option reserve cannot be 1001: valid values are 0..1000", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> rules("holesPerRow", 13));
        assertEquals("option holesPerRow cannot be 13: valid values are 2..12", e.getMessage());
        assertEquals(range, Games.kimasaiTwoPhase().spec("reserveNorth").range());
    }

    @Test
    void t2_reserveSouthAndNorthFollowReserveWhileUnset() {
        Rules rules = Games.kimasaiTwoPhase();
        assertNull(rules.get("reserveSouth"));
        assertEquals(Map.of(), rules.changed(), "unset is the default");
        TwoPhaseState s = (TwoPhaseState) rules.with("reserve", 7).newState();
        assertEquals(7, s.reserve(Player.SOUTH));
        assertEquals(7, s.reserve(Player.NORTH));
        Rules set = rules.with("reserveSouth", 3);
        assertEquals(Map.of("reserveSouth", 3), set.changed());
        assertEquals(rules, set.with("reserveSouth", "unset"), "the text unset unsets it");
        assertEquals(rules, set.with("reserveSouth", null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> rules.integer("reserveSouth"));
        assertEquals("option reserveSouth is unset (follows reserve): get(\"reserveSouth\") is null then", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> rules.with("reserve", "unset"), "reserve itself is never unset");
        assertTrue(rules.options().toString().contains("reserveSouth             integer  unset"), rules.options().toString());
    }

    @Test
    void t2_aSweepVariesAReserveBetweenSetAndUnset() {
        Table summary = Sweep.of(Games.kimasaiTwoPhase()).vary("reserveSouth", 3, "unset").games(2).seed(1).run().summary();
        IntColumn reserveSouth = summary.intColumn("reserveSouth");
        assertEquals(3, reserveSouth.get(0));
        assertTrue(reserveSouth.isMissing(1), "unset is a missing value in a table");
    }

    @Test
    void t2_setReserveRefusesANegativeReserve() {
        TwoPhaseState s = (TwoPhaseState) Games.kimasaiTwoPhase().newState();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.setReserve(Player.NORTH, -1));
        assertTrue(e.getMessage().contains("-1"), e.getMessage());
        assertEquals(24, s.reserve(Player.NORTH));
        assertFalse(s.isOver());
    }
}

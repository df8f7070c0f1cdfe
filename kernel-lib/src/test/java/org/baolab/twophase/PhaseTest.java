package org.baolab.twophase;

import static org.baolab.twophase.Positions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;

/** When phase 2 begins and what the phase changes: rules T4, T5 and the tallies kept per phase. */
class PhaseTest {

    /** Plays the first legal move {@code plies} times, a fixed game that runs long enough under these rules. */
    private static Match firstMoves(Rules rules, int plies) {
        Match match = rules.newMatch();
        for (int i = 0; i < plies; i++) {
            assertFalse(match.isOver(), "the fixed game ended at ply " + i);
            match.play(match.legalMoves().get(0));
        }
        return match;
    }

    private static boolean broughtACow(Move move) {
        return move.events().stream().anyMatch(e -> e instanceof ReserveCow);
    }

    @Test
    void t5_phaseTwoBeginsAfterPly49WithDefaultReserves() {
        Match match = firstMoves(rules(), 52);
        for (Move m : match.history()) {
            int ply = m.number();
            assertEquals(ply <= 49 ? 1 : 2, m.phase(), "phase of ply " + ply);
            // T4b: ply 1 brings no cow; then NORTH brings its 24 on plies 2..48 and SOUTH its 24 on plies 3..49.
            assertEquals(ply >= 2 && ply <= 49, broughtACow(m), "cow on ply " + ply);
        }
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(49, s.phaseTwoPly(Player.SOUTH));
        assertEquals(49, s.phaseTwoPly(Player.NORTH));
        assertEquals(0, s.reserve(Player.SOUTH));
        assertEquals(0, s.reserve(Player.NORTH));
    }

    @Test
    void t5_northWaitsInPhaseOneForSouthsLastCow() {
        Match match = firstMoves(rules(), 48);
        assertEquals(0, match.position().reserve().get(Player.NORTH));
        assertEquals(1, match.position().reserve().get(Player.SOUTH));
        assertEquals(1, match.position().phase());
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(-1, s.phaseTwoPly(Player.NORTH), "both reserves must be empty (BOTH_RESERVES_EMPTY)");
        assertEquals(1, s.phase(Player.NORTH));
        match.play(match.legalMoves().get(0));
        assertEquals(2, match.position().phase());
    }

    @Test
    void t5_ownReserveEmpty_unequalReserves() {
        Rules rules = rules("reserveSouth", 3, "reserveNorth", 5, "phaseTwoStart", "OWN_RESERVE_EMPTY");
        Match match = firstMoves(rules, 12);
        // SOUTH: no cow on ply 1 (T4b), cows on plies 3, 5, 7: phase 2 from ply 9 on.
        // NORTH: cows on plies 2, 4, 6, 8, 10: phase 2 from ply 12 on.
        int[] phases = match.history().stream().mapToInt(Move::phase).toArray();
        assertEquals("[1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2]", java.util.Arrays.toString(phases));
        boolean[] cows = new boolean[12];
        for (Move m : match.history()) {
            cows[m.number() - 1] = broughtACow(m);
        }
        assertEquals("[false, true, true, true, true, true, true, true, false, true, false, false]",
                java.util.Arrays.toString(cows));
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(7, s.phaseTwoPly(Player.SOUTH));
        assertEquals(10, s.phaseTwoPly(Player.NORTH));
    }

    @Test
    void t5_bothReservesEmpty_unequalReserves_emptyReserveStillPlaysPhaseOne() {
        Match match = firstMoves(rules("reserveSouth", 3, "reserveNorth", 5), 12);
        int[] phases = match.history().stream().mapToInt(Move::phase).toArray();
        assertEquals("[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]", java.util.Arrays.toString(phases));
        Move ninth = match.history().get(8);
        assertEquals(Player.SOUTH, ninth.player());
        assertFalse(broughtACow(ninth), "SOUTH's reserve is empty: a phase-1 move without a cow (T5)");
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(10, s.phaseTwoPly(Player.SOUTH));
        assertEquals(10, s.phaseTwoPly(Player.NORTH));
    }

    @Test
    void t5_reserveZero_phaseTwoFromTheStart() {
        Match match = rules("reserve", 0).newMatch();
        assertEquals(2, match.position().phase());
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(0, s.phaseTwoPly(Player.SOUTH));
        assertEquals(0, s.phaseTwoPly(Player.NORTH));
        // c2 -> d2 (held 1), d3 holds 1: capture into d2 itself; d2 held 2: d3 now empty, relay 3 e2 f2 g2;
        // g2 held 1, g3 holds 1: capture into g2; relay 3 h2 h1 g1; g1 was empty.
        match.play("c2");
        Move m = match.lastMove();
        assertEquals(2, m.phase());
        assertEquals(java.util.List.of("FIRST c2->d2", "CAPTURE d3->d2", "RELAY d2->g2", "CAPTURE g3->g2",
                "RELAY g2->g1"), Positions.laps(m));
        Positions.assertRows(match.position(), Positions.row(0, 0, 0, 0, 0, 0, 1, 1),
                Positions.row(1, 1, 0, 0, 2, 2, 0, 2), Positions.row(1, 1, 1, 0, 1, 1, 0, 1),
                Positions.row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(2, m.capturedSeeds());
        s = (TwoPhaseState) match.state();
        assertEquals(2, s.captureEvents(Player.SOUTH, 2));
        assertEquals(2, s.capturedCows(Player.SOUTH, 2));
        assertEquals(0, s.captureEvents(Player.SOUTH, 1));
        assertEquals(1, s.firstCapturePly());
    }

    @Test
    void t5_oneEmptyReserveUnderOwnReserveEmpty() {
        TwoPhaseState s = (TwoPhaseState) rules("reserveNorth", 0, "phaseTwoStart", "OWN_RESERVE_EMPTY").newState();
        assertEquals(1, s.phase(Player.SOUTH));
        assertEquals(2, s.phase(Player.NORTH));
        assertEquals(-1, s.phaseTwoPly(Player.SOUTH));
        assertEquals(0, s.phaseTwoPly(Player.NORTH));
        s.setReserve(Player.SOUTH, 0);
        assertEquals(0, s.phaseTwoPly(Player.SOUTH));
        s.setReserve(Player.NORTH, 2);
        assertEquals(-1, s.phaseTwoPly(Player.NORTH), "a hand-made reserve puts NORTH back in phase 1");
    }
}

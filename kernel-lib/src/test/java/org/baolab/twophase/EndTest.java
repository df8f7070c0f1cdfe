package org.baolab.twophase;

import static org.baolab.twophase.Positions.assertRows;
import static org.baolab.twophase.Positions.play;
import static org.baolab.twophase.Positions.position;
import static org.baolab.twophase.Positions.row;
import static org.baolab.twophase.Positions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.core.Event;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Outcome;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.core.Trace;
import org.junit.jupiter.api.Test;

/** The end of the game: T7 (empty inner row), T8b (no legal move), C7 (endless moves) and C8 (turn limit). */
class EndTest {

    private static final Rules PHASE_TWO = rules("reserve", 0);

    @Test
    void t7_opponentsInnerRowEmpties_moverWins() {
        // a2 -> b2 (held 1) captures NORTH's only inner cows in b3; NORTH keeps cows in its outer row.
        Match match = play(PHASE_TWO, "a2", row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0),
                row(0, 3, 0, 0, 0, 0, 0, 0), row(5, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.INNER_ROW_EMPTY), match.outcome());
        assertTrue(match.legalMoves().isEmpty());
    }

    @Test
    void t7_moversOwnInnerRowEmpties_moverLoses() {
        // SOUTH's last inner cow h2 goes to h1: SOUTH has cows but none in its inner row.
        Match match = play(PHASE_TWO, "h2", row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1),
                row(1, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.INNER_ROW_EMPTY), match.outcome());
    }

    @Test
    void t7_bothInnerRowsEmpty_moverWins() {
        // g2 -> h2 (held 1) captures h3, NORTH's last inner cow, into h2 (held 2): h3 empty now, so relay 3 from
        // h2 into h1 g1 f1: both inner rows are empty after SOUTH's move.
        Match match = play(PHASE_TWO, "g2", row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 1, 1),
                row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 1, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.INNER_ROW_EMPTY), match.outcome());
        // The same for NORTH: b3 -> a3 (held 1) captures a2 into a3 (held 2), relay 3 into a4 b4 c4.
        TwoPhaseState n = position(PHASE_TWO, row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 0),
                row(1, 1, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        n.setToMove(Player.NORTH);
        match = new Match(n).play("b3");
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 1, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.INNER_ROW_EMPTY), match.outcome());
    }

    @Test
    void t7_notAppliedToTheStartingPosition() {
        TwoPhaseState s = position(PHASE_TWO, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0),
                row(1, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertFalse(s.isOver(), "C8b: T7 is tied to a move");
    }

    @Test
    void t7_innerRowCheckPhaseTwoOnly_phaseOneMoveDoesNotEnd() {
        // Phase 1 (reserves full; no cow on ply 0 by T4b): SOUTH's last inner cow h2 goes to h1.
        int[][] rows = {row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1), row(1, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0)};
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.INNER_ROW_EMPTY),
                new Match(position(rules(), rows)).play("h2").outcome(), "ALWAYS");
        Match match = new Match(position(rules("innerRowCheck", "PHASE_TWO_ONLY"), rows)).play("h2");
        assertFalse(match.isOver());
        assertEquals(List.of("h1"), match.play("a3").position().legalMoves(), "SOUTH plays on from its outer row");
    }

    @Test
    void t7_innerRowCheckPhaseTwoOnly_phaseTwoMoveEnds() {
        TwoPhaseState s = position(rules("reserve", 0, "innerRowCheck", "PHASE_TWO_ONLY"),
                row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1), row(1, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.INNER_ROW_EMPTY), new Match(s).play("h2").outcome());
    }

    @Test
    void t8b_noLegalMoveLoses() {
        // Phase 1 with captures and T7 only in phase 2: SOUTH takes every NORTH cow, NORTH cannot move.
        Rules rules = rules("capturesInPhaseOne", true, "innerRowCheck", "PHASE_TWO_ONLY");
        Match match = play(rules, "a2", row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0),
                row(0, 3, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES), match.outcome());
    }

    @Test
    void t8b_appliesToAHandMadeStartingPosition() {
        TwoPhaseState s = position(rules("innerRowCheck", "PHASE_TWO_ONLY"), row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES), s.outcome());
    }

    /**
     * On two columns SOUTH's circuit is a2 b2 b1 a1. From (a2 b2 b1 a1) = (2 1 2 0), b1 sows a1 a2; then the relay
     * laps lift a2 (3), a1 (2), b2 (3), a2 (2), b1 (3), b2 (2), a1 (3), which leaves (2 1 2 0) with b1 to lift
     * again: an endless loop of 8 laps. Phase 1 (no cow on ply 0, T4b; NORTH's cows in a3 are out of reach).
     */
    private static TwoPhaseState endlessLoop(Rules rules) {
        return position(rules.with("holesPerRow", 2), row(0, 2), row(2, 1), row(3, 0), row(0, 0));
    }

    @Test
    void c7_endlessRelayDetected_drawAndPositionUnchanged() {
        TwoPhaseState s = endlessLoop(rules());
        Position before = s.position();
        TwoPhaseState copy = s.copy();
        Match match = new Match(s).play("b1");
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE), match.outcome());
        Position after = match.position();
        assertEquals(before.rows(), after.rows());
        assertEquals(before.reserve(), after.reserve());
        assertEquals(1, after.ply());
        List<Event> events = match.lastMove().events();
        Event.Endless endless = assertInstanceOf(Event.Endless.class, events.get(events.size() - 1));
        assertTrue(endless.laps() < 100, "the repeated state is spotted long before 10000 laps: " + endless.laps());
        copy.play(copy.board().parse("b1"));
        assertEquals(0, copy.laps(), "no lap of an endless move is tallied");
    }

    @Test
    void c7_endlessMoveWithAReserveCow_cowGoesBackToTheReserve() {
        // The cow brought into b1 (1) makes it 2: the loop above. The draw leaves b1 with 1 and the reserve at 24.
        TwoPhaseState s = position(rules("holesPerRow", 2, "firstMoveWithoutReserve", false), row(0, 1), row(2, 1),
                row(3, 0), row(0, 0));
        Match match = new Match(s).play("b1");
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE), match.outcome());
        assertEquals(List.of(Event.Endless.class), match.lastMove().events().stream().map(Object::getClass).toList(),
                "the move was not carried out: its record keeps no cow, lap or capture");
        assertRows(match.position(), row(0, 1), row(2, 1), row(3, 0), row(0, 0));
        assertEquals(24, match.position().reserve().get(Player.SOUTH));
    }

    @Test
    void c7_endlessMoveWithCaptures_tallyAndBoardRestored() {
        // Phase 2, two columns: b1 (2) -> a1 a2; relay a2 (3) -> b2 b1 a1; relay a1 (2) -> a2 b2, b2 held 1 facing
        // b3: the capture comes in, then the relays loop for ever.
        TwoPhaseState s = position(rules("holesPerRow", 2, "reserve", 0), row(0, 2), row(2, 0), row(0, 1), row(0, 0));
        TwoPhaseState before = s.copy();
        int[] captures = new int[1];
        s.trace(new Trace() {
            @Override
            public void capture(Player by, int from, int seeds) {
                captures[0]++;
            }
        });
        s.play(s.board().parse("b1"));
        assertTrue(captures[0] > 0, "the endless move captured on the way");
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE), s.outcome());
        assertEquals(before.position().rows(), s.position().rows());
        assertEquals(0, s.captureEvents(Player.SOUTH));
        assertEquals(0, s.capturedSeeds(Player.SOUTH));
        assertEquals(0, s.captureEvents(Player.SOUTH, 2));
        assertEquals(-1, s.firstCapturePly());
    }

    @Test
    void c7_endlessMoveIllegal_notOffered() {
        TwoPhaseState s = endlessLoop(rules("endlessMove", "ILLEGAL"));
        TwoPhaseState before = s.copy();
        assertEquals(List.of("a2", "b2"), s.position().legalMoves());
        assertTrue(s.whyIllegal(s.board().parse("b1")).contains("rule C7"), s.whyIllegal(s.board().parse("b1")));
        assertNull(s.whyIllegal(s.board().parse("a2")));
        assertFalse(s.isOver());
        assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("b1")));
        assertTrue(before.sameAs(s), "trying the endless move out changed nothing");
    }

    @Test
    void c7_endlessMoveIllegal_everyMoveEndlessIsADraw() {
        // maxLapsPerMove 1: any relay makes a move endless. Every SOUTH hole holds 1: every first lap relays.
        TwoPhaseState s = position(rules("endlessMove", "ILLEGAL", "maxLapsPerMove", 1), row(1, 1, 1, 1, 1, 1, 1, 1),
                row(1, 1, 1, 1, 1, 1, 1, 1), row(1, 1, 1, 1, 1, 1, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE), s.outcome());
    }

    @Test
    void c7_maxLapsPerMoveCountsCaptureLaps() {
        // The reserve=0 opening c2 takes 5 laps, 2 of them capture laps (see PhaseTest).
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE),
                rules("reserve", 0, "maxLapsPerMove", 4).newMatch().play("c2").outcome());
        assertFalse(rules("reserve", 0, "maxLapsPerMove", 5).newMatch().play("c2").isOver());
    }

    @Test
    void c7_loopWatchChangesNoVerdict() {
        TwoPhaseState watched = endlessLoop(rules("maxLapsPerMove", 500));
        TwoPhaseState unwatched = watched.copy();
        unwatched.watchLoopsAfter(Integer.MAX_VALUE);
        watched.play(watched.board().parse("b1"));
        unwatched.play(unwatched.board().parse("b1"));
        assertTrue(watched.sameAs(unwatched));
    }

    @Test
    void c8_turnLimit() {
        Match match = rules("maxTurns", 3).newMatch().play("c2 a3");
        assertFalse(match.isOver());
        match.play(match.legalMoves().get(0));
        assertEquals(new Outcome(Status.DRAW, Reason.TURN_LIMIT), match.outcome());
    }
}

package org.baolab.twophase;

import static org.baolab.twophase.Positions.assertMove;
import static org.baolab.twophase.Positions.assertRows;
import static org.baolab.twophase.Positions.laps;
import static org.baolab.twophase.Positions.play;
import static org.baolab.twophase.Positions.position;
import static org.baolab.twophase.Positions.row;
import static org.baolab.twophase.Positions.rows;
import static org.baolab.twophase.Positions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.core.Event;
import org.baolab.core.Hole;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;

/** Phase-2 raids: rule T6 and its options, and {@code capturesInPhaseOne}. */
class CaptureTest {

    private static final Rules PHASE_TWO = rules("reserve", 0);
    private static final int[] EMPTY = row(0, 0, 0, 0, 0, 0, 0, 0);

    /** SOUTH a2 (1) ends its first lap in b2 (held 1) facing NORTH's b3 (3); d2 and beyond are empty. */
    private static TwoPhaseState raidOnB3(Rules rules) {
        return position(rules, row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0),
                row(0, 3, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
    }

    @Test
    void t6b_captureLapStartsInCapturingHole() {
        Match match = new Match(raidOnB3(PHASE_TWO)).play("a2");
        Move m = match.lastMove();
        assertEquals(List.of("FIRST a2->b2", "CAPTURE b3->d2"), laps(m));
        assertEquals(new Event.Capture(Player.SOUTH, Hole.parse("b3"), 3), m.events().get(1));
        // b2 held 2 after the first lap; the 3 captured cows fall into b2, c2, d2; d2 was empty.
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 3, 1, 1, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(5, match.position().score().get(Player.SOUTH), "the captured cows are SOUTH's now");
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(1, s.captureEvents(Player.SOUTH));
        assertEquals(3, s.capturedSeeds(Player.SOUTH));
        assertEquals(1, s.captureEvents(Player.SOUTH, 2));
        assertEquals(3, s.capturedCows(Player.SOUTH, 2));
        assertEquals(1, s.firstCapturePly());
    }

    @Test
    void t6b_captureSowStartNextHole() {
        Match match = new Match(raidOnB3(rules("reserve", 0, "captureSowStart", "NEXT_HOLE"))).play("a2");
        assertEquals(List.of("FIRST a2->b2", "CAPTURE b3->e2"), laps(match.lastMove()));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 2, 1, 1, 1, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
    }

    @Test
    void t6b_captureLapIsJudgedAgainByT6() {
        // a2 -> b2 (held 1), b3 holds 1: the single captured cow falls into b2 itself, which held 2: occupied, but
        // b3 is empty now, so T6c: relay the 3 cows of b2 into c2 d2 e2; e2 was empty.
        assertMove(PHASE_TWO,
                rows(row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0), row(0, 1, 0, 0, 0, 0, 0, 1), EMPTY),
                "a2", List.of("FIRST a2->b2", "CAPTURE b3->b2", "RELAY b2->e2"),
                rows(row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 1, 1, 1, 0, 0, 0), row(0, 0, 0, 0, 0, 0, 0, 1), EMPTY));
    }

    @Test
    void t6c_noCaptureFromAnOuterRowLanding() {
        // h2 (1) -> h1, an occupied outer hole: relay 2 into g1 f1 although h3 and h4 hold cows.
        Match match = assertMove(PHASE_TWO,
                rows(row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 0, 0, 0, 0, 0, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 2),
                        row(0, 0, 0, 0, 0, 0, 0, 2)),
                "h2", List.of("FIRST h2->h1", "RELAY h1->f1"),
                rows(row(0, 0, 0, 0, 0, 1, 1, 0), row(0, 0, 0, 0, 0, 0, 1, 0), row(0, 0, 0, 0, 0, 0, 0, 2),
                        row(0, 0, 0, 0, 0, 0, 0, 2)));
        assertTrue(match.lastMove().captures().isEmpty());
    }

    @Test
    void t6c_noCaptureWhenTheOppositeInnerHoleIsEmpty() {
        // a2 -> b2 (held 1) with b3 empty: relay 2 into c2 d2; d2 was empty.
        Match match = assertMove(PHASE_TWO,
                rows(row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 1, 0, 0, 0, 0, 0, 0), row(3, 0, 3, 0, 0, 0, 0, 1), EMPTY),
                "a2", List.of("FIRST a2->b2", "RELAY b2->d2"),
                rows(row(0, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 1, 1, 0, 0, 0, 0), row(3, 0, 3, 0, 0, 0, 0, 1), EMPTY));
        assertTrue(match.lastMove().captures().isEmpty());
    }

    @Test
    void t6_singletonMovesAllowed_northRaidsToo() {
        // NORTH's circuit CW: a4 ... h4 h3 g3 ... a3. h3 (1) -> g3 (held 1) facing g2 (2): capture into g3 f3;
        // f3 was empty.
        TwoPhaseState s = position(PHASE_TWO, row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 2, 0),
                row(0, 0, 0, 0, 0, 0, 1, 1), row(0, 0, 0, 0, 0, 0, 0, 0));
        s.setToMove(Player.NORTH);
        Match match = new Match(s).play("h3");
        assertEquals(List.of("FIRST h3->g3", "CAPTURE g2->f3"), laps(match.lastMove()));
        assertRows(match.position(), row(0, 0, 0, 0, 0, 0, 0, 0), row(1, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 1, 3, 0), row(0, 0, 0, 0, 0, 0, 0, 0));
        assertEquals(1, ((TwoPhaseState) match.state()).captureEvents(Player.NORTH, 2));
    }

    @Test
    void capturesInPhaseOne_trueMakesPhaseOneLapsEndAsInT6() {
        Rules rules = rules("capturesInPhaseOne", true);
        Match match = new Match(raidOnB3(rules)).play("a2");  // ply 0 of a hand-made position: no cow (T4b)
        assertEquals(1, match.lastMove().phase());
        assertEquals(List.of("FIRST a2->b2", "CAPTURE b3->d2"), laps(match.lastMove()));
        TwoPhaseState s = (TwoPhaseState) match.state();
        assertEquals(1, s.captureEvents(Player.SOUTH, 1));
        assertEquals(3, s.capturedCows(Player.SOUTH, 1));
        assertEquals(0, s.captureEvents(Player.SOUTH, 2));
    }
}

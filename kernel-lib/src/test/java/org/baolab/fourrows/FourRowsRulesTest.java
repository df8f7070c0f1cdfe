package org.baolab.fourrows;

import static org.baolab.fourrows.Positions.position;
import static org.baolab.fourrows.Positions.width;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.Event;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Outcome;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rules F1-F5 and F7 of kimasai-four-rows on hand-worked positions, move by move and in random play's own loop. */
class FourRowsRulesTest {

    private static final Rules STANDARD = Games.kimasaiFourRows();

    private static List<String> names(List<Hole> holes) {
        return holes.stream().map(Hole::name).toList();
    }

    private static List<Event> events(Match match) {
        return match.lastMove().events();
    }

    // ---- F1, F2 ----

    @Test
    void f1_f2_standardBoardHas46StonesWithA2AndL3Empty() {
        Position p = STANDARD.newMatch().position();
        assertEquals(4, p.board().rows());
        assertEquals(12, p.board().columns());
        assertEquals(List.of(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), p.rows().get(0));
        assertEquals(List.of(0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), p.rows().get(1));
        assertEquals(List.of(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0), p.rows().get(2));
        assertEquals(List.of(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), p.rows().get(3));
        assertEquals(23, p.score().get(Player.SOUTH));
        assertEquals(23, p.score().get(Player.NORTH));
        assertEquals(0, p.bank().get(Player.SOUTH) + p.bank().get(Player.NORTH));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 5, 8, 11})
    void f2_narrowerBoardsLeaveA2AndTheLastHoleOfRow3Empty(int n) {
        Position p = width(n).newMatch().position();
        char last = (char) ('a' + n - 1);
        assertEquals(0, p.count("a2"));
        assertEquals(0, p.count(last + "3"));
        int stones = p.score().get(Player.SOUTH) + p.score().get(Player.NORTH);
        assertEquals(4 * n - 2, stones);
        assertEquals(List.of("b2"), p.legalMoves(), "F3: SOUTH's only stone before a2 is b2");
    }

    @Test
    void f2_emptyHolesStayInPlaceWithDirectionCw() {
        Position p = STANDARD.with("direction", "CW").newMatch().position();
        assertEquals(0, p.count("a2"));
        assertEquals(0, p.count("l3"));
        assertEquals(List.of("a1"), p.legalMoves(), "F2: with CW the stone before a2 is a1");
    }

    @Test
    void f1_holesPerRowIsRefusedOutside2To12() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> STANDARD.with("holesPerRow", 13));
        assertTrue(e.getMessage().contains("holesPerRow") && e.getMessage().contains("2..12"), e.getMessage());
    }

    // ---- worked example: F3, F4 ----

    @Test
    void f3_f4_workedExampleB2CapturesA3AndA4ThenNorthHasK3AndB4() {
        Match m = STANDARD.newMatch();
        assertEquals(List.of("b2"), names(m.legalMoves()));
        m.play("b2");
        assertEquals(List.of(new Step(new Hole(1, 2), new Hole(0, 2)),
                new Event.Capture(Player.SOUTH, Hole.parse("a3"), 1),
                new Event.Capture(Player.SOUTH, Hole.parse("a4"), 1)), events(m));
        Position p = m.position();
        assertEquals(1, p.count("a2"));
        assertEquals(0, p.count("b2"));
        assertEquals(0, p.count("a3"));
        assertEquals(0, p.count("a4"));
        assertEquals(2, p.bank().get(Player.SOUTH));
        assertEquals(21, p.score().get(Player.NORTH));
        assertEquals(Player.NORTH, m.toMove());
        assertEquals(List.of("b4", "k3"), p.legalMoves());

        m.play("k3");
        assertEquals(List.of(new Step(Hole.parse("k3"), Hole.parse("l3")),
                new Event.Capture(Player.NORTH, Hole.parse("l2"), 1),
                new Event.Capture(Player.NORTH, Hole.parse("l1"), 1)), events(m));
        assertEquals(2, m.position().bank().get(Player.NORTH));
        assertEquals(2, m.lastMove().capturedSeeds());
    }

    @Test
    void f3_workedExampleB4StepsIntoTheBackRowWithoutCapture() {
        Match m = STANDARD.newMatch().play("b2 b4");
        assertEquals(List.of(new Step(Hole.parse("b4"), Hole.parse("a4"))), events(m));
        assertEquals(0, m.position().bank().get(Player.NORTH));
    }

    @Test
    void f3_refusalsNameTheRuleAndTheOccupiedHole() {
        Match m = STANDARD.newMatch();
        assertEquals("the next hole b2 is occupied (rule F3)", m.whyIllegal("c2"));
        assertEquals("the next hole b1 is occupied (rule F3)", m.whyIllegal("a1"));
        assertEquals("it holds no stone of yours (rule F3)", m.whyIllegal("a2"));
        assertTrue(m.whyIllegal("a3").startsWith("it is NORTH's hole"), m.whyIllegal("a3"));
        assertTrue(m.whyIllegal("a3").endsWith("(rule F3)"));
        assertNull(m.whyIllegal("b2"));
        Position before = m.position();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> m.play("b2 c3"));
        assertEquals("c3", e.move());
        assertEquals("the next hole d3 is occupied (rule F3)", e.why());
        assertEquals(before, m.position(), "an illegal move changes nothing");
    }

    @Test
    void f3_aHandMadeHoleWithTwoStonesIsRefusedAndChangesNothing() {
        GameState s = STANDARD.newState();
        int[][] rows = new int[4][12];
        rows[0][0] = 2;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.setRows(rows));
        assertEquals("a1 cannot hold 2 stones: a hole holds at most one (rule F3)", e.getMessage());
        assertTrue(s.sameAs(STANDARD.newState()));
    }

    // ---- F4 ----

    /** The captures of one stone each, in order. */
    private static List<Event.Capture> captures(Player by, String... holes) {
        return Arrays.stream(holes).map(h -> new Event.Capture(by, Hole.parse(h), 1)).toList();
    }

    /** On four columns, SOUTH steps its front stone c2 to the empty b2 (and has a back stone d1); NORTH's rows are given. */
    private static Match southStepsC2ToB2(Rules rules, String row4, String row3) {
        Match m = new Match(position(rules, Player.SOUTH,
                row4,
                row3,
                "0 0 1 0",
                "0 0 0 1"));
        return m.play("c2");
    }

    @Test
    void f4_capturesFrontAndBackStone() {
        Match m = southStepsC2ToB2(width(4), "0 1 0 0", "0 1 0 1");
        assertEquals(new Step(Hole.parse("c2"), Hole.parse("b2")), events(m).get(0));
        assertEquals(captures(Player.SOUTH, "b3", "b4"), m.lastMove().captures());
        assertEquals(2, m.position().bank().get(Player.SOUTH));
        assertEquals(1, m.position().score().get(Player.NORTH));
    }

    @Test
    void f4_capturesTheFrontStoneOnlyWhenTheBackHoleIsEmpty() {
        Match m = southStepsC2ToB2(width(4), "0 0 0 1", "0 1 0 1");
        assertEquals(captures(Player.SOUTH, "b3"), m.lastMove().captures());
        assertEquals(1, m.position().bank().get(Player.SOUTH));
        assertEquals(1, m.position().count("d4"));
    }

    @Test
    void f4_noCaptureWhenTheFrontHoleIsEmptyButTheBackIsFull() {
        Match m = southStepsC2ToB2(width(4), "0 1 0 0", "0 0 0 1");
        assertEquals(List.of(), m.lastMove().captures());
        assertEquals(1, m.position().count("b4"));
        assertEquals(0, m.position().bank().get(Player.SOUTH));
    }

    @Test
    void f4_captureBackRowFalseTakesOnlyTheFrontStone() {
        Match m = southStepsC2ToB2(width(4).with("captureBackRow", false), "0 1 0 0", "0 1 0 1");
        assertEquals(captures(Player.SOUTH, "b3"), m.lastMove().captures());
        assertEquals(1, m.position().count("b4"));
    }

    @Test
    void f4_noCaptureWhenSteppingIntoTheBackRow() {
        Match m = new Match(position(width(4), Player.SOUTH,
                "1 0 0 0",
                "1 0 0 1",
                "1 0 0 0",
                "0 0 0 1"));
        m.play("a2");
        assertEquals(List.of(new Step(Hole.parse("a2"), Hole.parse("a1"))), events(m));
    }

    @Test
    void f4_northCapturesAcrossTheMiddleToo() {
        Match m = new Match(position(width(4), Player.NORTH,
                "0 0 0 1",
                "1 0 0 0",
                "0 1 0 0",
                "0 1 1 0"));
        m.play("a3");
        assertEquals(captures(Player.NORTH, "b2", "b1"), m.lastMove().captures());
        assertEquals(1, m.position().score().get(Player.SOUTH));
    }

    @Test
    void f4_capturesFalseNeverCaptures() {
        Match m = southStepsC2ToB2(width(4).with("captures", false), "0 1 0 0", "0 1 0 1");
        assertEquals(List.of(), m.lastMove().captures());
        assertEquals(3, m.position().score().get(Player.NORTH));
    }

    @Test
    void f3_directionCwIsTheMirror() {
        Match m = STANDARD.with("direction", "CW").newMatch().play("a1");
        assertEquals(List.of(new Step(Hole.parse("a1"), Hole.parse("a2")),
                new Event.Capture(Player.SOUTH, Hole.parse("a3"), 1),
                new Event.Capture(Player.SOUTH, Hole.parse("a4"), 1)), events(m));
        assertEquals(List.of("b3", "l4"), m.position().legalMoves());
        m.play("l4");
        assertEquals(captures(Player.NORTH, "l2", "l1"), m.lastMove().captures());
        assertEquals(List.of("b1", "k2"), m.position().legalMoves());
        m.play("k2");
        assertEquals(captures(Player.SOUTH, "l3"), m.lastMove().captures(),
                "l4 is empty since its stone stepped to l3, so only the front stone is taken");
        m.play("b3");
        assertEquals(captures(Player.NORTH, "a2"), m.lastMove().captures(),
                "a1 is empty, so only the front stone a2 is taken");
    }

    // ---- F5 ----

    @Test
    void f5_winByCapturingEverything() {
        Match m = southStepsC2ToB2(width(4), "0 0 0 0", "0 1 0 0");
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.ALL_CAPTURED), m.outcome());
        assertEquals(List.of(), m.legalMoves());
    }

    /** NORTH's rows are full, so NORTH can step nowhere; SOUTH's only stone a2 steps back to a1 and captures nothing. */
    private static Match southStepsBackAndNorthIsStuck(Rules rules) {
        Match m = new Match(position(rules, Player.SOUTH,
                "1 1 1 1",
                "1 1 1 1",
                "1 0 0 0",
                "0 0 0 0"));
        assertEquals(List.of("a2"), names(m.legalMoves()));
        return m.play("a2");
    }

    @Test
    void f5_winByImmobilising() {
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.IMMOBILIZED), southStepsBackAndNorthIsStuck(width(4)).outcome());
    }

    @Test
    void f5_immobilizedLosesFalseIsADrawWithReasonImmobilized() {
        assertEquals(new Outcome(Status.DRAW, Reason.IMMOBILIZED),
                southStepsBackAndNorthIsStuck(width(4).with("immobilizedLoses", false)).outcome());
    }

    @Test
    void f5_appliesToAHandMadeStartingPosition() {
        // rows 4, 3, 2, 1 of a two-column board
        GameState immobile = position(width(2), Player.SOUTH, "0 0", "1 0", "1 1", "1 1");
        assertEquals(new Outcome(Status.NORTH_WINS, Reason.IMMOBILIZED), immobile.outcome());
        GameState bare = position(width(2), Player.SOUTH, "0 0", "0 0", "1 0", "0 0");
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.ALL_CAPTURED), bare.outcome());
        GameState empty = position(width(2), Player.NORTH, "0 0", "0 0", "0 0", "0 0");
        assertEquals(new Outcome(Status.DRAW, Reason.ALL_CAPTURED), empty.outcome());
    }

    // ---- F5 and F7 in random play's own loop (FourRowsState.playRandomlyOwn) ----

    /**
     * Plays {@code state} at random by its own loop and a copy by {@code play(randomMove)} one move at a time, from
     * the same draws, and checks that both end alike, as {@code expected}, after {@code plies}.
     */
    private static void assertRandomPlayEnds(GameState state, Outcome expected, int plies) {
        GameState byMoves = state.copy();
        SplittableRandom draws = new SplittableRandom(7);
        SplittableRandom moveDraws = new SplittableRandom(7);
        assertEquals(plies, state.playRandomly(draws, 1000));
        while (!byMoves.isOver()) {
            byMoves.play(byMoves.randomMove(moveDraws));
        }
        assertEquals(expected, state.outcome());
        assertEquals(plies, state.ply());
        assertEquals(byMoves.position(), state.position());
        assertTrue(byMoves.sameAs(state));
    }

    @Test
    void f5_randomPlayInItsOwnLoopEndsWhenEveryStoneIsCaptured() {
        GameState s = position(width(4), Player.SOUTH,
                "0 0 0 0",
                "0 1 0 0",
                "0 0 1 0",
                "0 0 0 0");
        assertEquals(1, s.legalMoveCount());     // c2 to b2, taking b3
        assertRandomPlayEnds(s, new Outcome(Status.SOUTH_WINS, Reason.ALL_CAPTURED), 1);
        assertEquals(List.of(List.of(0, 0, 0, 0), List.of(0, 1, 0, 0), List.of(0, 0, 0, 0), List.of(0, 0, 0, 0)),
                s.position().rows());
    }

    @Test
    void f5_randomPlayInItsOwnLoopEndsWhenThePlayerToMoveCannotMove() {
        GameState s = position(width(4), Player.SOUTH,
                "1 1 1 1",
                "1 1 1 1",
                "1 0 0 0",
                "0 0 0 0");
        assertEquals(1, s.legalMoveCount());     // a2 back to a1
        assertRandomPlayEnds(s, new Outcome(Status.SOUTH_WINS, Reason.IMMOBILIZED), 1);
        assertEquals(List.of(List.of(1, 0, 0, 0), List.of(0, 0, 0, 0), List.of(1, 1, 1, 1), List.of(1, 1, 1, 1)),
                s.position().rows());
    }

    @Test
    void f7_randomPlayInItsOwnLoopStopsAtTheTurnLimit() {
        assertRandomPlayEnds(STANDARD.with("maxTurns", 40).newState(), new Outcome(Status.DRAW, Reason.TURN_LIMIT), 40);
    }

    // ---- F7 ----

    @Test
    void f7_turnLimitDrawsAnUnfinishedGame() {
        Match m = STANDARD.with("maxTurns", 3).newMatch().play("b2 b4");
        assertEquals(Outcome.ONGOING, m.outcome());
        m.play(m.legalMoves().get(0));
        assertEquals(new Outcome(Status.DRAW, Reason.TURN_LIMIT), m.outcome());
        assertEquals(3, m.position().ply());
    }

    @Test
    void f7_ownEndRulesComeBeforeTheTurnLimit() {
        Match m = southStepsC2ToB2(width(4).with("maxTurns", 1), "0 0 0 0", "0 1 0 0");
        assertEquals(new Outcome(Status.SOUTH_WINS, Reason.ALL_CAPTURED), m.outcome());
    }

    @Test
    void f2_firstPlayerNorthOpensWithK3Only() {
        Match m = STANDARD.with("firstPlayer", "NORTH").newMatch();
        assertEquals(List.of("k3"), names(m.legalMoves()));
        m.play("k3");
        assertEquals(2, m.position().bank().get(Player.NORTH));
    }

    @Test
    void f3_aStepIsNotALapAndNeverEndless() {
        Match m = STANDARD.with("endlessMove", "ILLEGAL").with("maxLapsPerMove", 1).newMatch().play("b2 k3");
        GameState s = m.state();
        assertEquals(0, s.laps());
        assertEquals(0, m.lastMove().laps());
        assertEquals(2, s.captureEvents(Player.SOUTH) + s.captureEvents(Player.NORTH));
        assertEquals(4, s.capturedSeeds(Player.SOUTH) + s.capturedSeeds(Player.NORTH));
        assertEquals(1, s.firstCapturePly());
    }
}

package org.baolab.fourrows;

import static org.baolab.fourrows.Positions.position;
import static org.baolab.fourrows.Positions.width;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Outcome;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rule F6 (repetition) and its findings F6b and F6c, and the position hash behind them. */
class FourRowsRepetitionTest {

    private static final Rules NO_CAPTURES = Games.kimasaiFourRows().with("captures", false);

    /** Plays the only legal move until the game ends, checking there is exactly one each time; returns the final state. */
    private static GameState playForced(Rules rules) {
        GameState s = rules.newState();
        while (!s.isOver()) {
            assertEquals(1, s.legalMoveCount(), "F6b: exactly one legal move at ply " + s.ply());
            s.play(s.legalMove(0));
        }
        return s;
    }

    @Test
    void f6_f6b_withoutCapturesTheStartComesBackAtPly48AndDraws() {
        GameState s = playForced(NO_CAPTURES);
        assertEquals(48, s.ply());
        assertEquals(new Outcome(Status.DRAW, Reason.REPETITION), s.outcome());
        GameState start = NO_CAPTURES.newState();
        assertEquals(start.position().rows(), s.position().rows(), "the repeated position is the start");
        assertEquals(start.hash(), s.hash());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 7, 10})
    void f6_f6b_otherWidthsRepeatAtPly4N(int n) {
        GameState s = playForced(width(n).with("captures", false));
        assertEquals(4 * n, s.ply());
        assertEquals(new Outcome(Status.DRAW, Reason.REPETITION), s.outcome());
    }

    @Test
    void f6_f6b_cwRepeatsAtPly48Too() {
        GameState s = playForced(NO_CAPTURES.with("direction", "CW"));
        assertEquals(48, s.ply());
        assertEquals(Reason.REPETITION, s.reason());
    }

    @Test
    void f6c_repetitionIncludesMoverGivesTheSameResultBothWays() {
        GameState with = playForced(NO_CAPTURES);
        GameState without = playForced(NO_CAPTURES.with("repetitionIncludesMover", false));
        assertEquals(with.outcome(), without.outcome());
        assertEquals(with.ply(), without.ply());
    }

    @Test
    void f6c_everyPlyFlipsTheParityOfTheStonesRingPositions() {
        GameState s = NO_CAPTURES.with("holesPerRow", 5).newState();
        int parity = ringParity(s);
        while (!s.isOver()) {
            s.play(s.legalMove(0));
            int now = ringParity(s);
            assertNotEquals(parity, now, "ply " + s.ply());
            parity = now;
        }
    }

    /** The parity of the sum of every stone's place along its owner's circuit (C4, CCW, a1 or a3 being 0). */
    private static int ringParity(GameState s) {
        int n = s.board().columns();
        int sum = 0;
        for (int h = 0; h < s.board().size(); h++) {
            if (s.count(h) == 1) {
                int row = s.board().row(h);
                int c = s.board().column(h);
                sum += row == 1 || row == 3 ? c : 2 * n - 1 - c;
            }
        }
        return sum & 1;
    }

    @Test
    void f6_repetitionDrawFalsePlaysOnToTheTurnLimit() {
        GameState s = NO_CAPTURES.with("repetitionDraw", false).newState();
        while (!s.isOver()) {
            s.play(s.legalMove(0));
        }
        assertEquals(new Outcome(Status.DRAW, Reason.TURN_LIMIT), s.outcome());
        assertEquals(1000, s.ply());
        assertEquals(0, ((FourRowsState) s).repetitionHistorySize());
    }

    @Test
    void f6_theStartIsRecordedButNotJudged() {
        // C8b: F6 is not applied to the start, yet the start counts as seen once, so ply 4N is its second sighting
        FourRowsState s = (FourRowsState) width(3).with("captures", false).newState();
        assertEquals(Outcome.ONGOING, s.outcome());
        assertEquals(1, s.repetitionHistorySize());
        for (int ply = 1; ply < 12; ply++) {
            s.play(s.legalMove(0));
            assertEquals(Outcome.ONGOING, s.outcome(), "ply " + ply);
            assertEquals(ply + 1, s.repetitionHistorySize());
        }
        s.play(s.legalMove(0));
        assertEquals(Reason.REPETITION, s.reason());
    }

    @Test
    void f6_aHandMadePositionStartsAFreshHistory() {
        FourRowsState s = (FourRowsState) width(3).with("captures", false).newState();
        for (int i = 0; i < 5; i++) {
            s.play(s.legalMove(0));
        }
        GameState copy = s.copy();
        s.setToMove(s.toMove());
        assertEquals(1, s.repetitionHistorySize());
        // from here the layout of ply 5 is the start: it comes back 12 plies later, not at ply 12
        for (int i = 0; i < 12; i++) {
            assertFalse(s.isOver(), "ply " + s.ply());
            s.play(s.legalMove(0));
        }
        assertEquals(Reason.REPETITION, s.reason());
        assertEquals(17, s.ply());
        while (!copy.isOver()) {
            copy.play(copy.legalMove(0));
        }
        assertEquals(12, copy.ply(), "the copy kept the history from the real start");
    }

    @Test
    void f6_aCaptureRestartsTheHistory() {
        FourRowsState s = (FourRowsState) Games.kimasaiFourRows().newState();
        s.keepHistoryWithCaptures();
        s.play(s.legalMove(0));
        assertEquals(1, s.repetitionHistorySize(), "b2 captured: no earlier position can come back");
        s.play(s.board().parse("b4"));
        assertEquals(2, s.repetitionHistorySize());
    }

    @Test
    void f6b_withCapturesNoPositionIsRecorded() {
        FourRowsState s = (FourRowsState) Games.kimasaiFourRows().newState();
        for (int i = 0; i < 20 && !s.isOver(); i++) {
            s.play(s.legalMove(0));
            assertEquals(0, s.repetitionHistorySize(), "ply " + s.ply());
        }
    }

    @Test
    void f6_theHashIsUpdatedStepByStepAndMatchesAFreshSetup() {
        Rules rules = Games.kimasaiFourRows();
        GameState s = rules.newState();
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        while (!s.isOver()) {
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
            GameState fresh = rules.newState();
            fresh.setRows(rows(s)).setToMove(s.toMove());
            assertEquals(fresh.hash(), s.hash(), "ply " + s.ply());
        }
        GameState other = rules.newState();
        other.setToMove(Player.NORTH);
        assertNotEquals(rules.newState().hash(), other.hash(), "the player to move is part of the hash");
    }

    private static int[][] rows(GameState s) {
        return s.position().rows().stream().map(r -> r.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    @Test
    void f6_copyKeepsTheHistoryExactly() {
        GameState s = width(4).with("captures", false).newState();
        for (int i = 0; i < 7; i++) {
            s.play(s.legalMove(0));
        }
        GameState copy = s.copy();
        assertTrue(copy.sameAs(s));
        GameState into = width(4).with("captures", false).newState();
        into.copyFrom(s);
        assertTrue(into.sameAs(s));
        List<GameState> all = new ArrayList<>(List.of(s, copy, into));
        for (GameState g : all) {
            while (!g.isOver()) {
                g.play(g.legalMove(0));
            }
            assertEquals(16, g.ply());
            assertEquals(Reason.REPETITION, g.reason());
        }
    }

    @Test
    void f6_noRepetitionWhenTheSameStonesComeBackAfterAHandMadeChange() {
        // the same layout with the other player to move, set by hand: a fresh history, so no draw
        GameState s = position(width(2).with("captures", false), Player.SOUTH,
                "1 1",
                "0 1",
                "0 1",
                "1 1");
        long southToMove = s.hash();
        s.setToMove(Player.NORTH);
        assertNotEquals(southToMove, s.hash());
        assertEquals(Outcome.ONGOING, s.outcome());
    }
}

package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.play.Agent;
import org.baolab.play.Agents;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Using a solution: the perfect agent, refusals of positions it does not hold, and the solver's memory limits. */
class SolutionTest {

    private static Rules variant(String which) {
        return switch (which) {
            case "kingulu" -> Games.baoKingulu().with("pitsPerRow", 4).with("seedsPerPit", 3);
            case "fourRows" -> Games.kimasaiFourRows().with("holesPerRow", 4);
            default -> Games.kimasaiTwoPhase().with("holesPerRow", 2).with("reserve", 2);
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"kingulu", "fourRows", "twoPhase"})
    void perfectPlayOnBothSidesEndsAsTheValueSaysAndPerfectPlayNeverLosesAWin(String which) {
        Rules rules = variant(which);
        Solution s = Solver.of(rules).solve();
        Agent perfect = Agents.perfect(s);
        Solution.Value start = s.value();
        SplittableRandom rng = new SplittableRandom(3);
        for (int game = 0; game < 20; game++) {
            GameState state = rules.newState();
            while (!state.isOver()) {
                state.play(perfect.choose(state, rng));
            }
            assertEquals(start.result(), state.status());
            assertEquals(start.plies().getAsInt(), state.ply(), "the fastest win against the longest loss");
        }
        // against random moves the winner still wins, never later than perfect resistance allows
        Player winner = start.result() == Status.SOUTH_WINS ? Player.SOUTH : Player.NORTH;
        Agent random = Agents.random();
        for (int game = 0; game < 50; game++) {
            GameState state = rules.newState();
            while (!state.isOver()) {
                state.play((state.toMove() == winner ? perfect : random).choose(state, rng));
            }
            assertEquals(start.result(), state.status());
            assertTrue(state.ply() <= start.plies().getAsInt());
        }
    }

    @Test
    void aPositionOfOtherRulesOrOneThatCannotBeReachedIsRefusedNamingWhy() {
        Solution s = Solver.of(variant("kingulu")).solve();
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> s.value(Games.baoKingulu().newState()));
        assertTrue(other.getMessage().startsWith("the position is of other rules"), other.getMessage());
        GameState handMade = variant("kingulu").newState().setRows(new int[] {0, 0, 0, 12}, new int[] {12, 0, 0, 0});
        IllegalArgumentException unreachable = assertThrows(IllegalArgumentException.class, () -> s.value(handMade));
        assertTrue(unreachable.getMessage().contains("cannot be reached from the start"), unreachable.getMessage());
        // the turn limit is left out: the same rules with another maxTurns are the same variant
        GameState limited = variant("kingulu").with("maxTurns", 50).newState();
        assertEquals(s.value(), s.value(limited));
        assertFalse(s.bestMoves(limited).isEmpty());
    }

    @Test
    void aVariantFarTooLargeIsRefusedBeforeAnythingIsAllocatedAndALargeOneWhenItsPositionsPassWhatFits() {
        TooLargeException before = assertThrows(TooLargeException.class,
                () -> Solver.of(Games.baoKingulu()).solve());
        assertEquals(0, before.found());
        assertTrue(before.estimate().positions() > 1e16, before.getMessage());
        TooLargeException during = assertThrows(TooLargeException.class,
                () -> Solver.of(Games.kimasaiFourRows().with("holesPerRow", 5)).memory(10L << 20).solve());
        assertTrue(during.found() > 0 && during.found() < 119_315, during.getMessage());
        assertTrue(during.getMessage().startsWith("cannot solve kimasai-four-rows {holesPerRow=5}: at least"),
                during.getMessage());
    }
}

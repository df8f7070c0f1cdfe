package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.baolab.Games;
import org.baolab.core.Status;
import org.baolab.play.Agent;
import org.baolab.play.Agents;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An interrupted measurement keeps the games it finished; a value reads as a sentence. */
class AccuracyTest {

    private static final Solution SOLVED = Solver.of(Games.kalah().with("pitsPerRow", 2).with("seedsPerPit", 2))
            .threads(1).solve();

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    /** Random moves that interrupt their own thread at the {@code at}-th decision, as Ctrl-C would then. */
    private static Agent interruptingAt(int at) {
        AtomicInteger calls = new AtomicInteger();
        Agent random = Agents.random();
        return (state, rng) -> {
            if (calls.incrementAndGet() == at) {
                Thread.currentThread().interrupt();
            }
            return random.choose(state, rng);
        };
    }

    @Test
    void anInterruptedMeasurementIsOfTheGamesFinishedAndSaysSo() {
        Accuracy accuracy = Accuracy.of(SOLVED).games(200).seed(3);
        Accuracy.Row whole = accuracy.measure("random", Agents.random());
        assertFalse(whole.interrupted());
        assertEquals(200, whole.games());

        Accuracy.Row part = accuracy.measure("random", interruptingAt(30));
        assertTrue(Thread.currentThread().isInterrupted(), "the thread stays interrupted");
        assertTrue(part.interrupted());
        assertTrue(part.games() > 0 && part.games() < 200, part.games() + " games");
        assertTrue(part.json().endsWith(",\"interrupted\":true}"), part.json());
        assertFalse(whole.json().contains("interrupted"), whole.json());
        // the finished games are those of the whole run: game i depends on the seed and i alone
        Thread.interrupted();
        Accuracy.Row same = Accuracy.of(SOLVED).games(part.games()).seed(3).measure("random", Agents.random());
        assertEquals(same.decisions(), part.decisions());
        assertEquals(same.accuracy(), part.accuracy());
    }

    @Test
    void aSearchStopsWhenItsThreadIsInterrupted() {
        // each search takes from seconds (mcts) to hours (alphabeta): the bound only keeps a failing test from hanging
        for (String agent : new String[] {"alphabeta:64", "mcts:1000000"}) {
            Agent search = Agents.parse(agent);
            assertTimeoutPreemptively(Duration.ofMinutes(1), () -> {
                Thread.currentThread().interrupt();
                assertThrows(CancellationException.class,
                        () -> search.choose(Games.kalah().newState(), new SplittableRandom(1)), agent);
                assertTrue(Thread.currentThread().isInterrupted(), "the thread stays interrupted");
            }, agent);
        }
    }

    @Test
    void aValueReadsAsOneSentence() {
        assertEquals("NORTH wins with perfect play, in 48 plies, by 6",
                new Solution.Value(Status.NORTH_WINS, OptionalInt.of(48), OptionalInt.of(-6)).toString());
        assertEquals("a draw with perfect play", new Solution.Value(Status.DRAW, OptionalInt.empty(),
                OptionalInt.of(0)).toString());
        assertTrue(SOLVED.value().toString().matches("(SOUTH wins|NORTH wins|a draw) with perfect play.*"),
                SOLVED.value().toString());
    }
}

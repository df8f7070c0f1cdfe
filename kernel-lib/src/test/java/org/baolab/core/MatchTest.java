package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import org.baolab.Games;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A match shared by threads: every call happens as a whole; a match started again. */
class MatchTest {

    @Test
    @DisplayName("C10: restart starts the match again under a variant of its game and forgets its moves; another game is refused")
    void restart() {
        Match match = Games.baoKingulu().newMatch().play("c1 a2");
        match.restart(Games.baoKingulu().with("seedsPerPit", 2));
        assertEquals(0, match.history().size());
        assertEquals(0, match.ply());
        assertEquals(2, match.position().count("f2"));
        assertEquals(2, match.rules().integer("seedsPerPit"));
        assertEquals(Games.baoKingulu().with("seedsPerPit", 2).newState().position().toJson(), match.position().toJson());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> match.restart(Games.kimasaiTwoPhase()));
        assertEquals("a match of bao-kingulu cannot restart as kimasai-two-phase: start a new match with "
                + "kimasai-two-phase's rules", e.getMessage());
        assertEquals(2, match.rules().integer("seedsPerPit"));
    }

    @Test
    void aMatchPlayedFromTwoThreadsKeepsAHistoryThatReplaysToItsPosition() throws Exception {
        for (int trial = 0; trial < 100; trial++) {
            Match match = Games.baoKingulu().newMatch();
            CyclicBarrier start = new CyclicBarrier(2);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread[] threads = new Thread[2];
            for (int t = 0; t < 2; t++) {
                SplittableRandom rng = new SplittableRandom(trial * 2L + t);
                threads[t] = new Thread(() -> {
                    try {
                        start.await();
                        for (int i = 0; i < 40; i++) {
                            List<Hole> legal = match.legalMoves();
                            if (legal.isEmpty()) {
                                break;
                            }
                            try {
                                match.play(legal.get(rng.nextInt(legal.size())));
                            } catch (IllegalMoveException stale) {
                                // the other thread played first: a choice that is no longer legal is refused
                            }
                            if (i % 7 == 6) {
                                try {
                                    match.undo();
                                } catch (IllegalArgumentException none) {
                                    // the other thread has taken back every move already
                                }
                            }
                        }
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    }
                });
                threads[t].start();
            }
            for (Thread t : threads) {
                t.join();
            }
            if (failure.get() != null) {
                throw new AssertionError("trial " + trial + ": a call failed", failure.get());
            }
            Match replay = Games.baoKingulu().newMatch();
            for (Move move : match.history()) {
                replay.play(move.hole());
            }
            assertEquals(match.position(), replay.position(), "trial " + trial + ": the history replays to the position");
            assertEquals(match.history().size(), match.ply());
        }
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** Random games for property tests: every position of one, from the start to the end, and checks on them. */
public final class RandomGames {

    private RandomGames() {
    }

    /** Plays uniformly random legal moves from the start until the game ends. */
    public static List<Position> play(Rules rules, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        GameState s = rules.newState();
        List<Position> seen = new ArrayList<>();
        seen.add(s.position());
        while (!s.isOver()) {
            s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
            seen.add(s.position());
        }
        return seen;
    }

    /**
     * No position of a random game comes back, the last one included (the holes, the banks and the player to move),
     * and the game says so ({@code positionsMayRepeat} false), as the game metrics take for granted ({@code rule}).
     */
    public static void assertNoPositionComesBack(Rules rules, long seed, String rule) {
        assertFalse(rules.newState().positionsMayRepeat(), rule + ": positionsMayRepeat");
        Set<List<Object>> seen = new HashSet<>();
        for (Position p : play(rules, seed)) {
            assertTrue(seen.add(List.of(p.rows(), p.bank(), p.toMove())), () -> rule + ": ply " + p.ply() + " came back");
        }
    }

    /**
     * No count is negative and the holes and banks always hold {@code total} seeds ({@code rule}); once the game has
     * ended by its own rules, not by the turn limit, the seeds left have gone to the banks and the board is empty.
     */
    public static void assertConserved(List<Position> game, int total, String rule) {
        for (Position p : game) {
            p.rows().forEach(row -> row.forEach(n -> assertTrue(n >= 0, rule + ": a count below 0")));
            int onBoard = p.rows().stream().flatMap(List::stream).mapToInt(Integer::intValue).sum();
            assertEquals(total, onBoard + p.bank().get(Player.SOUTH) + p.bank().get(Player.NORTH), rule);
            if (p.outcome().isOver() && p.outcome().reason() != Reason.TURN_LIMIT) {
                assertEquals(0, onBoard, rule + ": the seeds left at the end go to the banks");
            }
        }
    }

    /** The game ends within {@code maxTurns} plies (C8), and the same seed gives the same game. */
    public static void assertEndsAndRepeats(Rules rules, long seed, int maxTurns) {
        List<Position> game = play(rules, seed);
        assertTrue(game.get(game.size() - 1).outcome().isOver());
        assertTrue(game.size() - 1 <= maxTurns);
        assertEquals(game, play(rules, seed));
    }
}

package org.baolab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random games for property tests: every position of one, from the start to the end. */
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
}

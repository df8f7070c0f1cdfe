package org.baolab.play;

import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Player;

/** The move that leaves the mover's score furthest ahead of the opponent's, ties broken at random. */
final class GreedyAgent implements Agent {

    private final StatePool pool = new StatePool();

    @Override
    public int choose(GameState state, RandomGenerator rng) {
        GameState work = pool.states(state, 1)[0];
        Player me = state.toMove();
        int n = state.legalMoveCount();
        int best = Integer.MIN_VALUE;
        int choice = -1;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int move = state.legalMove(i);
            work.copyFrom(state);
            work.play(move);
            int gain = work.score(me) - work.score(me.opponent());
            if (gain > best) {
                best = gain;
                choice = move;
                ties = 1;
            } else if (gain == best && rng.nextInt(++ties) == 0) {  // reservoir: each tied move equally likely
                choice = move;
            }
        }
        return choice;
    }

    @Override
    public AgentSpec spec() {
        return new AgentSpec.Greedy();
    }
}

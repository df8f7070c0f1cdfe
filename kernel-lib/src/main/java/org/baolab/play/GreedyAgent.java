package org.baolab.play;

import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Uniform;

/**
 * The move that leaves the mover's score furthest ahead of the opponent's, ties broken at random; with
 * probability epsilon a uniformly random legal move instead.
 */
final class GreedyAgent implements Agent {

    private final AgentSpec.Greedy spec;
    private final double epsilon;
    private final StatePool pool = new StatePool();

    GreedyAgent(AgentSpec.Greedy spec) {
        this.spec = spec;
        this.epsilon = spec.epsilon();
    }

    @Override
    public int choose(GameState state, RandomGenerator rng) {
        int n = state.legalMoveCount();
        // Plain greedy draws nothing here, so its games stay those it has always played.
        if (epsilon > 0 && rng.nextDouble() < epsilon) {
            return state.legalMove(Uniform.below(rng, n));
        }
        GameState work = pool.states(state, 1)[0];
        Player me = state.toMove();
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
            } else if (gain == best && Uniform.below(rng, ++ties) == 0) {  // reservoir: each tied move equally likely
                choice = move;
            }
        }
        return choice;
    }

    @Override
    public AgentSpec spec() {
        return spec;
    }
}

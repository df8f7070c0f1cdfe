package org.baolab.play;

import java.util.random.RandomGenerator;
import org.baolab.core.GameState;

/**
 * A player: chooses a move from a position. Deterministic given the random stream, so a seeded game always
 * goes the same way. A notebook user can write one as a lambda:
 * {@code Agent first = (state, rng) -> state.legalMove(0);}.
 *
 * <p>An agent may read the state but must not change it; it searches on copies of its own. Agents built from an
 * {@link AgentSpec} keep search structures and serve one thread; a simulation builds one per worker. A lambda is
 * shared by every worker, so it should keep no mutable state.
 */
@FunctionalInterface
public interface Agent {

    /** The hole to play from: one of the state's legal moves. The game is not over. */
    int choose(GameState state, RandomGenerator rng);

    /** What builds this agent again, and names it in tables: {@code custom} for a lambda. */
    default AgentSpec spec() {
        return new AgentSpec.Custom("custom", this);
    }
}

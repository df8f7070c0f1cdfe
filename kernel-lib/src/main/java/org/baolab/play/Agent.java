package org.baolab.play;

import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.Match;

/**
 * A player: chooses a move from a position. Deterministic given the random stream, so a seeded game always
 * goes the same way. A notebook user can write one as a lambda:
 * {@code Agent first = (state, rng) -> state.legalMove(0);}.
 *
 * <p>An agent may read the state but must not change it; it searches on copies of its own. Agents built from an
 * {@link AgentSpec} keep search structures and serve one thread; a simulation builds one per worker. A lambda is
 * shared by every worker, so it should keep no mutable state.
 *
 * <p>The searching agents (alphabeta, mcts) stop when their thread is interrupted (Kernel > Interrupt, Ctrl-C, a
 * simulation stopping its threads), within a fraction of a second, by throwing
 * {@link java.util.concurrent.CancellationException}; the thread stays interrupted.
 */
@FunctionalInterface
public interface Agent {

    /** The hole to play from: one of the state's legal moves. The game is not over. */
    int choose(GameState state, RandomGenerator rng);

    /**
     * The agent's move in a match, as a hole to play: {@code match.play(agent.choose(match, rng))} lets the agent
     * reply in a notebook. The match is not changed.
     *
     * @throws IllegalStateException when the game is over: there is no move to choose
     */
    default Hole choose(Match match, RandomGenerator rng) {
        if (match.isOver()) {
            throw new IllegalStateException("the game is over (" + match.outcome() + "): there is no move to choose");
        }
        GameState state = match.state();
        return state.board().hole(choose(state, rng));
    }

    /** What builds this agent again, and names it in tables: {@code custom} for a lambda. */
    default AgentSpec spec() {
        return new AgentSpec.Custom("custom", this);
    }
}

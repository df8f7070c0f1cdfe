package org.baolab.play;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Uniform;

/**
 * The built-in agents. {@code Agents.mcts(500)}, {@code Agents.parse("alphabeta:3")}.
 */
public final class Agents {

    private static final Agent RANDOM = new Agent() {
        @Override
        public int choose(GameState state, RandomGenerator rng) {
            return state.randomMove(rng);
        }

        @Override
        public AgentSpec spec() {
            return new AgentSpec.Random();
        }
    };

    private Agents() {
    }

    /** Uniform over the legal moves. Keeps no state, so one instance serves every thread. */
    public static Agent random() {
        return RANDOM;
    }

    /**
     * The move with the largest immediate gain: the mover's score minus the opponent's right after the move
     * ({@link GameState#score}: the K8 score in bao-kingulu, seeds captured included; stones on the board in
     * kimasai-four-rows; cows on the board in kimasai-two-phase), so a capture counts twice, for the mover and
     * against the opponent. Ties are broken uniformly at random.
     *
     * <p>Greedy against greedy is almost deterministic: ties are rare, so nearly every game is the same game (in
     * bao-kingulu with the standard rules SOUTH wins all of them). To sample many different games between
     * greedy players use {@link #greedy(double)}.
     */
    public static Agent greedy() {
        return greedy(0);
    }

    /**
     * Greedy play with noise ({@code greedy:EPSILON}): with probability {@code epsilon} a uniformly random legal
     * move, otherwise the move of {@link #greedy()}.
     *
     * @param epsilon the share of random moves, 0..1
     */
    public static Agent greedy(double epsilon) {
        return new AgentSpec.Greedy(epsilon).build();
    }

    /**
     * Negamax alpha-beta searching {@code depth} plies, with iterative deepening, move ordering and a
     * transposition table on {@link GameState#hash}. A leaf is worth the score of the player to move minus the
     * opponent's, as for {@link #greedy}; a finished game is a win (above any score), a loss or a draw (0), a
     * faster win counting more. Ties at the root are broken at random. {@link AlphaBetaAgent#nodes} counts the
     * positions it searches.
     */
    public static AlphaBetaAgent alphaBeta(int depth) {
        return new AgentSpec.AlphaBeta(depth).build();
    }

    /** Monte Carlo tree search (UCT) with {@code iterations} random playouts per move, exploration constant sqrt 2. */
    public static Agent mcts(int iterations) {
        return mcts(iterations, AgentSpec.Mcts.DEFAULT_EXPLORATION);
    }

    /** Monte Carlo tree search with the given UCT exploration constant. */
    public static Agent mcts(int iterations, double exploration) {
        return new AgentSpec.Mcts(iterations, exploration).build();
    }

    /**
     * The agent of a text form: {@code random}, {@code greedy}, {@code greedy:EPSILON}, {@code alphabeta:DEPTH} or
     * {@code mcts:ITERATIONS}.
     *
     * @throws IllegalArgumentException naming the text and the valid forms
     */
    public static Agent parse(String text) {
        return AgentSpec.parse(text).build();
    }

    /**
     * Perfect play from a solved variant ({@code perfect}): a move that keeps the position's value, the fastest win
     * or the longest loss, chosen uniformly at random among those (in a drawn position, among the moves that keep the
     * draw). Keeps no state of its own, so one instance serves every thread.
     *
     * @param solution a solved variant: {@code Agents.perfect(Solver.of(rules).solve())}
     * @throws IllegalArgumentException during play, for a position the solution does not hold (other rules)
     */
    public static Agent perfect(BestMoves solution) {
        Objects.requireNonNull(solution, "solution");
        return named("perfect", (state, rng) -> {
            long best = solution.bestMoveBits(state);
            for (int k = Uniform.below(rng, Long.bitCount(best)); k > 0; k--) {
                best &= best - 1;
            }
            return Long.numberOfTrailingZeros(best);
        });
    }

    /** A user's agent with a name for the tables ({@code custom} otherwise). */
    public static Agent named(String name, Agent agent) {
        Objects.requireNonNull(agent, "agent");
        AgentSpec spec = new AgentSpec.Custom(Objects.requireNonNull(name, "name"), agent);
        return new Agent() {
            @Override
            public int choose(GameState state, RandomGenerator rng) {
                return agent.choose(state, rng);
            }

            @Override
            public AgentSpec spec() {
                return spec;
            }
        };
    }
}

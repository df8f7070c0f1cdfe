package org.baolab.play;

import java.io.Serializable;
import java.math.BigDecimal;
import org.baolab.core.Quote;

/**
 * A serializable description of an agent: what a simulation task carries and what each worker builds its own
 * agent from. The text forms are those of the command line: {@code random}, {@code greedy},
 * {@code greedy:EPSILON}, {@code alphabeta:DEPTH}, {@code mcts:ITERATIONS} (and
 * {@code mcts:ITERATIONS:c=EXPLORATION}); an agent's {@link #name} reads back as the same agent.
 */
public sealed interface AgentSpec extends Serializable
        permits AgentSpec.Random, AgentSpec.Greedy, AgentSpec.AlphaBeta, AgentSpec.Mcts, AgentSpec.Custom {

    /** The valid text forms, for error messages and help. */
    String FORMS = "random, greedy, greedy:EPSILON (EPSILON 0..1: that share of moves random), alphabeta:DEPTH (DEPTH 1.."
            + AlphaBetaAgent.MAX_DEPTH + "), mcts:ITERATIONS (ITERATIONS 1.." + Mcts.MAX_ITERATIONS
            + "; mcts:ITERATIONS:c=EXPLORATION, EXPLORATION >= 0, for another UCT constant)";

    /** The agent's name in tables and on the command line, such as {@code alphabeta:3}. */
    String name();

    /** A new agent of this kind, with search structures of its own. */
    Agent build();

    /**
     * Reads a text form.
     *
     * @throws IllegalArgumentException naming the text, what is wrong with it and the valid forms
     */
    static AgentSpec parse(String text) {
        String t = text == null ? "" : text.trim();
        int colon = t.indexOf(':');
        String kind = colon < 0 ? t : t.substring(0, colon);
        String arg = colon < 0 ? null : t.substring(colon + 1);
        try {
            switch (kind) {
                case "random":
                    if (arg == null) {
                        return new Random();
                    }
                    throw new IllegalArgumentException("random takes no argument");
                case "greedy":
                    return arg == null ? new Greedy(0) : new Greedy(decimal("EPSILON", arg));
                case "alphabeta":
                    return new AlphaBeta(whole("DEPTH", arg));
                case "mcts":
                    int c = arg == null ? -1 : arg.indexOf(":c=");
                    return c < 0 ? new Mcts(whole("ITERATIONS", arg), Mcts.DEFAULT_EXPLORATION)
                            : new Mcts(whole("ITERATIONS", arg.substring(0, c)), decimal("EXPLORATION", arg.substring(c + 3)));
                default:
                    break;
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad agent " + Quote.of(text) + ": " + e.getMessage() + "; valid agents are " + FORMS);
        }
        throw new IllegalArgumentException("unknown agent " + Quote.of(text) + ": valid agents are " + FORMS);
    }

    /** A whole number written in digits (no sign, no spaces), or an error naming the parameter. */
    private static int whole(String parameter, String text) {
        if (text == null) {
            throw new IllegalArgumentException(parameter + " is missing");
        }
        if (!text.matches("[0-9]+")) {
            throw new IllegalArgumentException(parameter + " must be a whole number, not " + Quote.of(text));
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(parameter + " " + text + " is out of range");
        }
    }

    /** A decimal number such as {@code 0.1}, {@code .5} or {@code 2e-3}, or an error naming the parameter. */
    private static double decimal(String parameter, String text) {
        if (!text.matches("([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?")) {
            throw new IllegalArgumentException(parameter + " must be a number such as 0.1, not " + Quote.of(text));
        }
        return Double.parseDouble(text);
    }

    /** Uniform over the legal moves. */
    record Random() implements AgentSpec {
        @Override
        public String name() {
            return "random";
        }

        @Override
        public Agent build() {
            return Agents.random();
        }
    }

    /**
     * The largest immediate score gain; with probability {@code epsilon} a uniformly random legal move instead.
     * Plain greedy ({@code epsilon} 0) against itself is almost deterministic, so many games replay few lines:
     * a small epsilon such as 0.1 spreads them.
     *
     * @param epsilon the share of moves played at random, 0..1
     */
    record Greedy(double epsilon) implements AgentSpec {
        /** Plain greedy: never a random move. */
        public Greedy() {
            this(0);
        }

        /** Checks epsilon. */
        public Greedy {
            if (!(epsilon >= 0 && epsilon <= 1)) {
                throw new IllegalArgumentException("EPSILON " + epsilon + " is out of range 0..1");
            }
        }

        /** {@code greedy}, or {@code greedy:EPSILON} with EPSILON written as briefly as it reads back. */
        @Override
        public String name() {
            return epsilon == 0 ? "greedy" : "greedy:" + BigDecimal.valueOf(epsilon).stripTrailingZeros().toPlainString();
        }

        @Override
        public Agent build() {
            return new GreedyAgent(this);
        }
    }

    /**
     * Negamax alpha-beta to a fixed depth.
     *
     * @param depth plies searched, 1..64
     */
    record AlphaBeta(int depth) implements AgentSpec {
        /** The deepest search. */
        public static final int MAX_DEPTH = AlphaBetaAgent.MAX_DEPTH;

        /** Checks the depth. */
        public AlphaBeta {
            if (depth < 1 || depth > AlphaBetaAgent.MAX_DEPTH) {
                throw new IllegalArgumentException("DEPTH " + depth + " is out of range 1.." + AlphaBetaAgent.MAX_DEPTH);
            }
        }

        @Override
        public String name() {
            return "alphabeta:" + depth;
        }

        @Override
        public AlphaBetaAgent build() {
            return new AlphaBetaAgent(this);
        }
    }

    /**
     * Monte Carlo tree search (UCT) with random playouts.
     *
     * @param iterations playouts per move, 1..{@value #MAX_ITERATIONS}
     * @param exploration the UCT exploration constant, at least 0
     */
    record Mcts(int iterations, double exploration) implements AgentSpec {
        /** The usual UCT constant, the square root of 2. */
        public static final double DEFAULT_EXPLORATION = Math.sqrt(2);
        /**
         * The most playouts per move. The tree keeps up to one node (32 bytes) per legal move for every playout, so
         * a million playouts may hold some hundreds of megabytes per thread (and take seconds per move); far more
         * can only run out of memory.
         */
        public static final int MAX_ITERATIONS = 1_000_000;

        /** Checks the values. */
        public Mcts {
            if (iterations < 1 || iterations > MAX_ITERATIONS) {
                throw new IllegalArgumentException("ITERATIONS " + iterations + " is out of range 1.." + MAX_ITERATIONS);
            }
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("EXPLORATION " + exploration + " must be a finite number >= 0");
            }
        }

        @Override
        public String name() {
            return exploration == DEFAULT_EXPLORATION ? "mcts:" + iterations : "mcts:" + iterations + ":c=" + exploration;
        }

        @Override
        public Agent build() {
            return new MctsAgent(this);
        }
    }

    /**
     * An agent written by the user. {@link #build} returns the agent itself, shared by every worker; it serializes
     * only if the agent does.
     *
     * @param name its name in tables
     * @param agent the agent
     */
    record Custom(String name, Agent agent) implements AgentSpec {
        @Override
        public Agent build() {
            return agent;
        }
    }
}

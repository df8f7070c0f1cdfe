package org.baolab.play;

import java.io.Serializable;

/**
 * A serializable description of an agent: what a simulation task carries and what each worker builds its own
 * agent from. The text forms are those of the command line: {@code random}, {@code greedy},
 * {@code alphabeta:DEPTH}, {@code mcts:ITERATIONS} (and {@code mcts:ITERATIONS:c=EXPLORATION}); an agent's
 * {@link #name} reads back as the same agent.
 */
public sealed interface AgentSpec extends Serializable
        permits AgentSpec.Random, AgentSpec.Greedy, AgentSpec.AlphaBeta, AgentSpec.Mcts, AgentSpec.Custom {

    /** The valid text forms, for error messages and help. */
    String FORMS = "random, greedy, alphabeta:DEPTH (DEPTH 1..64), mcts:ITERATIONS (ITERATIONS >= 1; "
            + "mcts:ITERATIONS:c=EXPLORATION for another UCT constant)";

    /** The agent's name in tables and on the command line, such as {@code alphabeta:3}. */
    String name();

    /** A new agent of this kind, with search structures of its own. */
    Agent build();

    /**
     * Reads a text form.
     *
     * @throws IllegalArgumentException naming the text and the valid forms
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
                    break;
                case "greedy":
                    if (arg == null) {
                        return new Greedy();
                    }
                    break;
                case "alphabeta":
                    if (arg != null) {
                        return new AlphaBeta(Integer.parseInt(arg));
                    }
                    break;
                case "mcts":
                    if (arg != null) {
                        int c = arg.indexOf(":c=");
                        return c < 0 ? new Mcts(Integer.parseInt(arg), Mcts.DEFAULT_EXPLORATION)
                                : new Mcts(Integer.parseInt(arg.substring(0, c)), Double.parseDouble(arg.substring(c + 3)));
                    }
                    break;
                default:
                    break;
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad agent '" + text + "': " + e.getMessage() + "; valid agents are " + FORMS);
        }
        throw new IllegalArgumentException("unknown agent '" + text + "': valid agents are " + FORMS);
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

    /** The largest immediate score gain. */
    record Greedy() implements AgentSpec {
        @Override
        public String name() {
            return "greedy";
        }

        @Override
        public Agent build() {
            return new GreedyAgent();
        }
    }

    /**
     * Negamax alpha-beta to a fixed depth.
     *
     * @param depth plies searched, 1..64
     */
    record AlphaBeta(int depth) implements AgentSpec {
        /** Checks the depth. */
        public AlphaBeta {
            if (depth < 1 || depth > AlphaBetaAgent.MAX_DEPTH) {
                throw new IllegalArgumentException("depth " + depth + " is out of range 1.." + AlphaBetaAgent.MAX_DEPTH);
            }
        }

        @Override
        public String name() {
            return "alphabeta:" + depth;
        }

        @Override
        public Agent build() {
            return new AlphaBetaAgent(this);
        }
    }

    /**
     * Monte Carlo tree search (UCT) with random playouts.
     *
     * @param iterations playouts per move, at least 1
     * @param exploration the UCT exploration constant, at least 0
     */
    record Mcts(int iterations, double exploration) implements AgentSpec {
        /** The usual UCT constant, the square root of 2. */
        public static final double DEFAULT_EXPLORATION = Math.sqrt(2);

        /** Checks the values. */
        public Mcts {
            if (iterations < 1) {
                throw new IllegalArgumentException("iterations " + iterations + " must be at least 1");
            }
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("exploration " + exploration + " must be a finite number >= 0");
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

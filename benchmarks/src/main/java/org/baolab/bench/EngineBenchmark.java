package org.baolab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.play.Agent;
import org.baolab.play.AlphaBetaAgent;
import org.baolab.play.Agents;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's speed per game.
 * <ul>
 * <li>{@code randomGame}: random against random on the simulation's hot path, one reused state per thread copied
 * from the start position for every game. The score is games per second, the {@code plies} counter plies per
 * second. Run with {@code -t 1} and {@code -t max} for the speed-up on all cores.
 * <li>{@code mctsDecision}: one MCTS decision, from the first position of a seeded random game that offers a
 * choice (a single legal move is played without search). The score is decisions per second, the
 * {@code iterations} counter playouts per second.
 * <li>{@code alphaBetaDecision}: one alpha-beta decision ({@code alphabeta:DEPTH}, {@code -p depth=}) from the same
 * position; the score is decisions per second, the {@code nodes} counter positions searched per second.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {

    /** The game, by id ({@code -p game=a,b,c} for others). */
    @Param({"bao-kingulu"})
    public String game;

    /** Alpha-beta search depth. */
    @Param({"4"})
    public int depth;

    /** MCTS playouts per decision. */
    @Param({"1000"})
    public int iterations;

    private GameState start;
    private GameState work;
    /** The first position of a seeded random game with a choice of moves: MCTS decides there. */
    private GameState choice;
    private final Agent random = Agents.random();
    private Agent mcts;
    private AlphaBetaAgent alphaBeta;
    private SplittableRandom rng;

    /**
     * Work done, reported per second: plies for {@code randomGame}, playouts for {@code mctsDecision}, positions
     * searched for {@code alphaBetaDecision}.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** Plies played so far. */
        public long plies;
        /** MCTS playouts so far. */
        public long iterations;
        /** Alpha-beta nodes so far ({@link AlphaBetaAgent#nodes}). */
        public long nodes;

        /** Starts each measurement iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
            iterations = 0;
            nodes = 0;
        }
    }

    /** Builds the states and the agent. */
    @Setup
    public void setUp() {
        start = Games.rules(game).newState();
        work = start.copy();
        mcts = Agents.mcts(iterations);
        alphaBeta = Agents.alphaBeta(depth);
        rng = new SplittableRandom(Thread.currentThread().getId());
        choice = start.copy();
        SplittableRandom opening = new SplittableRandom(1);
        while (choice.legalMoveCount() == 1) {
            choice.play(random.choose(choice, opening));
        }
    }

    /** One whole random game. */
    @Benchmark
    public int randomGame(Counters counters) {
        GameState s = work;
        s.copyFrom(start);
        while (!s.isOver()) {
            s.play(random.choose(s, rng));
        }
        counters.plies += s.ply();
        return s.ply();
    }

    /** One MCTS decision. */
    @Benchmark
    public int mctsDecision(Counters counters) {
        counters.iterations += iterations;
        return mcts.choose(choice, rng);
    }

    /** One alpha-beta decision. */
    @Benchmark
    public int alphaBetaDecision(Counters counters) {
        long before = alphaBeta.nodes();
        int move = alphaBeta.choose(choice, rng);
        counters.nodes += alphaBeta.nodes() - before;
        return move;
    }
}

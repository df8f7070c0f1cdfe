package org.baolab.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.play.Agent;
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
 * MCTS decisions from the starting position. The score is decisions per second; the {@code iterations} counter
 * is playouts (tree iterations) per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MctsBenchmark {

    /** The game, by id. */
    @Param({"bao-kingulu"})
    public String game;

    /** Playouts per decision. */
    @Param({"1000"})
    public int iterations;

    private GameState start;
    private Agent mcts;
    private SplittableRandom rng;

    /** Iterations run, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Iterations {
        /** Iterations so far. */
        public long iterations;

        /** Starts each measurement iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            iterations = 0;
        }
    }

    /** Builds the agent and the position. */
    @Setup
    public void setUp() {
        start = Games.rules(game).newState();
        mcts = Agents.mcts(iterations);
        rng = new SplittableRandom(Thread.currentThread().getId());
    }

    /** One decision. */
    @Benchmark
    public int decision(Iterations counter) {
        counter.iterations += iterations;
        return mcts.choose(start, rng);
    }
}

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
 * Random against random on the simulation's hot path: one reused state per thread, copied from the start
 * position for every game. The score is games per second; the {@code plies} counter is plies per second.
 * Run on one thread and on all cores ({@code -t 1}, {@code -t max}) for the speed-up.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomPlayBenchmark {

    /** The game, by id. */
    @Param({"bao-kingulu"})
    public String game;

    private GameState start;
    private GameState work;
    private final Agent random = Agents.random();
    private SplittableRandom rng;

    /** Plies played, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {
        /** Plies so far. */
        public long plies;

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    /** Builds the states. */
    @Setup
    public void setUp() {
        start = Games.rules(game).newState();
        work = start.copy();
        rng = new SplittableRandom(Thread.currentThread().getId());
    }

    /** One whole game. */
    @Benchmark
    public int randomGame(Plies counter) {
        GameState s = work;
        s.copyFrom(start);
        while (!s.isOver()) {
            s.play(random.choose(s, rng));
        }
        counter.plies += s.ply();
        return s.ply();
    }
}

package org.baolab.bench;

import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.sim.Simulation;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the game-quality metrics cost a run: one simulation of random against random on one thread, its summary
 * only (as {@code baolab simulate --summary} makes it), without and with {@code metrics}. The score is milliseconds
 * per simulation; with over without is the metrics' cost. Several forks, since each JVM compiles the engine its own
 * way and a single one can sit a few percent off in either direction.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class MetricsBenchmark {

    /** The game, by id. */
    @Param({"bao-kingulu", "kimasai-four-rows", "kimasai-two-phase", "kalah", "oware"})
    public String game;

    /** Whether the game-quality metrics are measured. */
    @Param({"false", "true"})
    public boolean metrics;

    /** One simulation's summary of 20,000 games (the rules looked up each time: a few microseconds of its 30 to 220 ms). */
    @Benchmark
    public Object simulation() {
        Simulation s = Simulation.of(Games.rules(game)).south("random").north("random").games(20_000).seed(1)
                .threads(1);
        return (metrics ? s.metrics() : s).summary();
    }
}

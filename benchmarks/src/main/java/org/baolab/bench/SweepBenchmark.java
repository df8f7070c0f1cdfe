package org.baolab.bench;

import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.core.Rules;
import org.baolab.sim.Experiment;
import org.baolab.sim.Simulation;
import org.baolab.sim.Sweep;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a sweep's grid costs on top of its games: {@code sweep} plays 10,000 grid points x 10 games
 * ({@code maxTurns} from 1000 to 10999, which no random game of the default rules reaches, so every point plays
 * the same kind of game), {@code simulation} one simulation of 100,000 games with the same game and agents
 * (random against random). Both run whole, tables included: the summary only ({@code rows=false}, as
 * {@code baolab sweep} without {@code --out}) or the per-game table too ({@code rows=true}). The score is
 * seconds per run; the ratio sweep / simulation is the grid's overhead.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class SweepBenchmark {

    /** The game, by id. */
    @Param({"bao-kingulu"})
    public String game;

    /** Threads to play on. */
    @Param({"1"})
    public int threads;

    /** Whether the per-game table is made too. */
    @Param({"false", "true"})
    public boolean rows;

    /** Grid points of the sweep. */
    @Param({"10000"})
    public int points;

    /** Games per grid point. */
    @Param({"10"})
    public int games;

    private Rules rules;

    /** Looks up the game. */
    @Setup
    public void setUp() {
        rules = Games.rules(game);
    }

    /** The sweep: {@code points} grid points of {@code games} games each. */
    @Benchmark
    public Object sweep() {
        int first = rules.integer("maxTurns");
        return run(Sweep.of(rules).vary("maxTurns", first + ".." + (first + points - 1)).games(games));
    }

    /** One simulation of as many games as the whole sweep. */
    @Benchmark
    public Object simulation() {
        return run(Simulation.of(rules).games((long) points * games));
    }

    private Object run(Experiment<?> experiment) {
        experiment.south("random").north("random").seed(1).threads(threads);
        return rows ? experiment.results() : experiment.summary();
    }
}

package org.baolab.bench;

import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.core.CommonOptions;
import org.baolab.notebook.ExplorerWidget;
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
 * How long the rule explorer ({@code rules.explore()}) takes from a change of a control to the dashboard showing the
 * whole batch of 2,000 random games of the new variant (its first numbers come after 50 games): each invocation moves
 * {@code maxTurns}, a variant not played before, on an explorer whose first batch is done. The score is milliseconds
 * per change, on every core.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10)
@Measurement(iterations = 20)
@Fork(1)
public class ExplorerBenchmark {

    /** The game, by id. */
    @Param({"bao-kingulu", "kimasai-four-rows", "kimasai-two-phase", "kalah", "oware"})
    public String game;

    private ExplorerWidget explorer;
    private int maxTurns = 5000;

    /** A new explorer, its first batch done, for each change. */
    @Setup(Level.Invocation)
    public void open() throws InterruptedException {
        explorer = ExplorerWidget.of(Games.rules(game)).await();
    }

    /** One change: a new turn limit, no random game of which reaches it, played in full. */
    @Benchmark
    public ExplorerWidget change() throws InterruptedException {
        return explorer.set(CommonOptions.MAX_TURNS.name(), ++maxTurns).await();
    }
}

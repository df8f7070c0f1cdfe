package org.baolab.bench;

import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;
import org.baolab.Games;
import org.baolab.sim.Sweep;
import org.baolab.spark.SparkSweep;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import tech.tablesaw.api.Table;

/**
 * A sweep on Spark in local mode: four bao-kingulu variants of {@link #games} games each, summary only, the
 * session made once per fork. Compare {@code master=local[1]} with {@code local[2]} for the speed-up on two
 * cores. The score is seconds per sweep. Spark is not in {@code benchmarks.jar}; run it as
 * {@code java -cp benchmarks/target/benchmarks.jar:$(cat spark/target/spark-classpath.txt) org.openjdk.jmh.Main SparkSweepBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class SparkSweepBenchmark {

    /** Spark's master. */
    @Param({"local[1]", "local[2]"})
    public String master;

    /** Both players' agent. */
    @Param({"random", "alphabeta:2"})
    public String agent;

    /** Games per variant. */
    @Param({"20000"})
    public int games;

    private SparkSession session;
    private Sweep sweep;

    @Setup(Level.Trial)
    public void start() {
        session = SparkSession.builder().master(master).appName("Bao Lab benchmark")
                .config("spark.ui.enabled", "false").getOrCreate();
        session.sparkContext().setLogLevel("ERROR");
        sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3, 4, 5).south(agent).north(agent).games(games)
                .seed(1).on(SparkSweep.on(session));
    }

    @TearDown(Level.Trial)
    public void stop() {
        session.stop();
    }

    @Benchmark
    public Table sweep() {
        return sweep.summary();
    }
}

package org.baolab.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.stats.Summary;

/**
 * How fast the engine plays random against random: what {@code baolab bench} reports. Each thread plays games
 * on the simulation's own hot path (one reused state, no allocation per move), first for a warm-up so that the
 * JIT compiler has done its work, then for the measured time.
 *
 * @param plies plies played in the measured time, all threads together
 * @param games games finished in the measured time
 * @param seconds the measured time
 */
public record Throughput(long plies, long games, double seconds) {

    /** Plies per second. */
    public double pliesPerSecond() {
        return plies / seconds;
    }

    /** Games per second. */
    public double gamesPerSecond() {
        return games / seconds;
    }

    /** Measures random-vs-random play under these rules on {@code threads} threads. */
    public static Throughput measure(Rules rules, int threads, Duration warmup, Duration measured) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        SimulationTask task = new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(), 1, 0,
                Long.MAX_VALUE, false, false);
        long start = System.nanoTime();
        long from = start + warmup.toNanos();
        long to = from + measured.toNanos();
        long[][] counts = new long[threads][2];
        Thread[] workers = new Thread[threads];
        for (int w = 0; w < threads; w++) {
            long[] mine = counts[w];
            long firstGame = (long) w << 40;
            workers[w] = new Thread(() -> play(task, firstGame, from, to, mine), "baolab-bench-" + w);
            workers[w].start();
        }
        try {
            for (Thread t : workers) {
                t.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        long plies = 0;
        long games = 0;
        for (long[] c : counts) {
            plies += c[0];
            games += c[1];
        }
        return new Throughput(plies, games, measured.toNanos() / 1e9);
    }

    /**
     * What the game-quality metrics cost a run, as {@link #metricsCost} measures it.
     *
     * @param runPliesPerSecond plies per second of CPU time without the metrics
     * @param metricsPliesPerSecond plies per second of CPU time with them
     * @param withoutEvaluationPliesPerSecond plies per second of CPU time with all but the four that measure a state
     *                                        evaluation ({@link org.baolab.stats.GameMetric#EVALUATED})
     */
    public record MetricsCost(double runPliesPerSecond, double metricsPliesPerSecond,
                              double withoutEvaluationPliesPerSecond) {

        /** How many times longer a run takes with the metrics than without. */
        public double slowdown() {
            return runPliesPerSecond / metricsPliesPerSecond;
        }

        /** How many times longer a run takes with the metrics that need no state evaluation than without any. */
        public double withoutEvaluationSlowdown() {
            return runPliesPerSecond / withoutEvaluationPliesPerSecond;
        }
    }

    /**
     * Measures what the game-quality metrics cost a run, in one run: random against random on the calling thread, each
     * game counted in a summary as a run does, by three runners, one without the metrics, one with them and one with
     * all but the state evaluation's, taking {@code turns} turns each of {@code turn} of the thread's CPU time (after a
     * warm-up of as many turns as fill {@code warmup}, not counted), so that whatever else the machine does falls on
     * all alike and none is timed while the thread waits.
     */
    public static MetricsCost metricsCost(Rules rules, Duration warmup, int turns, Duration turn) {
        if (turns < 1) {
            throw new IllegalArgumentException("turns must be at least 1, not " + turns);
        }
        Turns without = new Turns(rules, false, true);
        Turns with = new Turns(rules, true, true);
        Turns unevaluated = new Turns(rules, true, false);
        Turns[] all = {without, with, unevaluated};
        long nanos = Math.max(1, turn.toNanos());
        for (long w = 0; w < warmup.toNanos(); w += all.length * nanos) {
            for (Turns t : all) {
                t.play(nanos);
            }
        }
        for (Turns t : all) {
            t.plies = t.cpuNanos = 0;
        }
        for (int i = 0; i < turns; i++) {
            for (Turns t : all) {
                t.play(nanos);
            }
        }
        return new MetricsCost(without.pliesPerSecond(), with.pliesPerSecond(), unevaluated.pliesPerSecond());
    }

    /** One runner's games in turns, counted by the playing thread's CPU time. */
    private static final class Turns {
        /** Games between two readings of the clock, which costs about as much as a short game. */
        private static final int BATCH = 64;
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

        private final GameRunner runner;
        private final Summary summary = new Summary();
        private final AtomicBoolean stop = new AtomicBoolean();
        private long next;
        long plies;
        long cpuNanos;

        Turns(Rules rules, boolean metrics, boolean evaluated) {
            runner = new GameRunner(new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(), 1, 0,
                    Long.MAX_VALUE, false, metrics), evaluated);
        }

        void play(long nanos) {
            long start = cpuTime();
            long now;
            while ((now = cpuTime()) - start < nanos) {
                for (int k = 0; k < BATCH; k++, next++) {
                    runner.play(next, stop);
                    runner.record(next).addTo(summary);
                    plies += runner.state().ply();
                }
            }
            cpuNanos += now - start;
        }

        double pliesPerSecond() {
            return plies / (cpuNanos / 1e9);
        }

        /** The thread's CPU time where the JVM can tell it, else the clock. */
        private static long cpuTime() {
            long t = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
            return t >= 0 ? t : System.nanoTime();
        }
    }

    /**
     * Plays games until {@code to}, counting plies and games of those that start after {@code from}. Counts are
     * kept in locals and stored once, so that threads do not share a cache line while they play.
     */
    private static void play(SimulationTask task, long firstGame, long from, long to, long[] counts) {
        GameRunner runner = new GameRunner(task);
        AtomicBoolean stop = new AtomicBoolean();
        long plies = 0;
        long games = 0;
        for (long i = firstGame; ; i++) {
            long now = System.nanoTime();
            if (now >= to) {
                break;
            }
            runner.play(i, stop);
            if (now >= from) {
                plies += runner.state().ply();
                games++;
            }
        }
        counts[0] = plies;
        counts[1] = games;
    }
}

package org.baolab.sim;

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
        return measure(rules, threads, warmup, measured, false, false);
    }

    /**
     * As {@link #measure(Rules, int, Duration, Duration)}, but as a run plays: each game's row counted in a summary,
     * with or without the game-quality metrics.
     */
    public static Throughput run(Rules rules, int threads, Duration warmup, Duration measured, boolean metrics) {
        return measure(rules, threads, warmup, measured, true, metrics);
    }

    private static Throughput measure(Rules rules, int threads, Duration warmup, Duration measured, boolean summarize,
                                      boolean metrics) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        SimulationTask task = new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(), 1, 0,
                Long.MAX_VALUE, false, metrics);
        long start = System.nanoTime();
        long from = start + warmup.toNanos();
        long to = from + measured.toNanos();
        long[][] counts = new long[threads][2];
        Thread[] workers = new Thread[threads];
        for (int w = 0; w < threads; w++) {
            long[] mine = counts[w];
            long firstGame = (long) w << 40;
            workers[w] = new Thread(() -> play(task, summarize, firstGame, from, to, mine), "baolab-bench-" + w);
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
     * Plays games until {@code to}, counting plies and games of those that start after {@code from}. Counts are
     * kept in locals and stored once, so that threads do not share a cache line while they play.
     */
    private static void play(SimulationTask task, boolean summarize, long firstGame, long from, long to,
                             long[] counts) {
        GameRunner runner = new GameRunner(task);
        Summary summary = summarize ? new Summary() : null;
        AtomicBoolean stop = new AtomicBoolean();
        long plies = 0;
        long games = 0;
        for (long i = firstGame; ; i++) {
            long now = System.nanoTime();
            if (now >= to) {
                break;
            }
            runner.play(i, stop);
            if (summary != null) {
                runner.record(i).addTo(summary);
            }
            if (now >= from) {
                plies += runner.state().ply();
                games++;
            }
        }
        counts[0] = plies;
        counts[1] = games;
    }
}

package org.baolab.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.baolab.stats.Summary;

/**
 * Runs tasks on a pool of threads. The tasks are cut into small chunks that the threads take in turn, so work
 * spreads evenly even when games differ in length. Each thread keeps its own agents and states. Rows land in
 * slots by game index and summaries hold only counts, so the result is the same for any number of threads.
 * Interrupting the calling thread stops every thread within a move and returns the games finished so far.
 */
final class Runner {

    /** Games per chunk: small enough to balance long games, large enough to make taking a chunk cheap. */
    private static final int CHUNK = 16;

    private final List<SimulationTask> tasks;
    private final boolean keepRows;
    /** Per task, the number of the task's first chunk; one more entry holds the total. */
    private final long[] firstChunk;
    private final GameRecord[][] rows;
    private final Summary[][] summaries;
    private final AtomicLong nextChunk = new AtomicLong();
    private final AtomicLong done = new AtomicLong();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final long total;

    private Runner(List<SimulationTask> tasks, int threads, boolean keepRows) {
        this.tasks = tasks;
        this.keepRows = keepRows;
        long games = 0;
        rows = new GameRecord[tasks.size()][];
        firstChunk = new long[tasks.size() + 1];
        for (int t = 0; t < tasks.size(); t++) {
            SimulationTask task = tasks.get(t);
            games += task.games();
            rows[t] = new GameRecord[keepRows ? Math.toIntExact(task.games()) : 0];
            firstChunk[t + 1] = firstChunk[t] + (task.games() + CHUNK - 1) / CHUNK;
        }
        total = games;
        summaries = new Summary[threads][tasks.size()];
        for (Summary[] perThread : summaries) {
            Arrays.setAll(perThread, i -> new Summary());
        }
    }

    /** Runs the tasks on {@code threads} threads, keeping the rows or only the summaries. */
    static TaskResults run(List<SimulationTask> tasks, int threads, boolean keepRows, ProgressListener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        return new Runner(tasks, threads, keepRows).run(threads, Objects.requireNonNull(listener, "listener"));
    }

    private TaskResults run(int threads, ProgressListener listener) {
        long startNanos = System.nanoTime();
        boolean interrupted = Workers.run("baolab-simulation", threads, this::work, stop,
                () -> report(listener, startNanos));
        return result(!interrupted && done.get() == total);
    }

    private void report(ProgressListener listener, long startNanos) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        long n = done.get();
        listener.progress(n, total, seconds > 0 ? n / seconds : 0);
    }

    private void work(int worker) {
        GameRunner runner = null;
        int t = 0;
        for (long c = nextChunk.getAndIncrement(); c < firstChunk[tasks.size()] && !stop.get();
             c = nextChunk.getAndIncrement()) {
            while (c >= firstChunk[t + 1]) {      // chunks are taken in increasing order
                t++;
            }
            SimulationTask task = tasks.get(t);
            if (runner == null || runner.task() != task) {
                runner = new GameRunner(task);
            }
            long from = task.from() + (c - firstChunk[t]) * CHUNK;
            for (long i = from; i < Math.min(task.to(), from + CHUNK); i++) {
                if (!runner.play(i, stop)) {
                    return;
                }
                GameRecord row = runner.record(i);
                row.addTo(summaries[worker][t]);
                if (keepRows) {
                    rows[t][(int) (i - task.from())] = row;
                }
                done.incrementAndGet();
            }
        }
    }

    private TaskResults result(boolean complete) {
        List<List<GameRecord>> rowLists = new ArrayList<>();
        List<Summary> merged = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            rowLists.add(Arrays.stream(rows[t]).filter(Objects::nonNull).toList());
            Summary s = new Summary();
            for (Summary[] perThread : summaries) {
                s = s.merge(perThread[t]);
            }
            merged.add(s);
        }
        return new TaskResults(rowLists, merged, complete);
    }
}

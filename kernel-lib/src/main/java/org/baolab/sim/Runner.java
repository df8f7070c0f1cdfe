package org.baolab.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.baolab.stats.Summary;

/**
 * Runs tasks on a pool of threads and hands their results to a {@link PointSink} in grid order as they finish.
 * The tasks are cut into small chunks that the threads take in turn, so work spreads evenly even when games differ
 * in length. Each thread keeps its own agents and states. A finished chunk waits until the chunks before it are
 * handed over, and a thread takes no new chunk while too many wait: a run holds a few chunks per thread, whatever
 * its number of games or grid points. Summaries hold only counts, so the result is the same for any number of
 * threads. Interrupting the calling thread stops every thread within a move and hands over the games finished.
 */
final class Runner {

    /** Games per chunk: small enough to balance long games, large enough to make taking a chunk cheap. */
    static final int CHUNK = 16;
    /** Chunks taken but not yet handed over, at most, per thread. */
    static final int WINDOW_PER_THREAD = 32;

    private final List<SimulationTask> tasks;
    private final boolean keepRows;
    private final PointSink sink;
    private final int window;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicLong done = new AtomicLong();
    private final long total;

    /** The next chunk to take: its number, task and first game (guarded by {@code this}). */
    private long nextChunk;
    private int takeTask;
    private SimulationTask takeTaskValue;
    private long takeFrom;

    /** Finished chunks waiting for those before them, by number modulo the window (guarded by {@link #emitLock}). */
    private final Chunk[] waiting;
    private final Object emitLock = new Object();
    /** The number of the next chunk to hand over; read without the lock by threads waiting for room. */
    private volatile long handedOver;
    /** The grid point being handed over, its summary so far and whether every chunk of it was played whole. */
    private int openPoint = -1;
    private Summary openSummary;
    private boolean openWhole;
    private boolean allWhole = true;

    private Runner(List<SimulationTask> tasks, long total, int threads, boolean keepRows, PointSink sink) {
        this.tasks = tasks;
        this.total = total;
        this.keepRows = keepRows;
        this.sink = sink;
        this.window = WINDOW_PER_THREAD * threads;
        this.waiting = new Chunk[window];
    }

    /**
     * Runs the tasks on {@code threads} threads, handing the rows (when {@code keepRows}) and the summaries to the
     * sink in grid order.
     *
     * @param total the games of all the tasks, for the progress reports (a grid is not looked at whole)
     * @return false when the run was interrupted
     */
    static boolean run(List<SimulationTask> tasks, long total, int threads, boolean keepRows, PointSink sink,
                       ProgressListener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        return new Runner(tasks, total, threads, keepRows, Objects.requireNonNull(sink, "sink"))
                .run(threads, Objects.requireNonNull(listener, "listener"));
    }

    /** Runs the tasks and returns their results, task by task, every task present (empty if never started). */
    static TaskResults run(List<SimulationTask> tasks, int threads, boolean keepRows, ProgressListener listener) {
        Collected collected = new Collected(tasks.size());
        long total = tasks.stream().mapToLong(SimulationTask::games).sum();
        boolean complete = run(tasks, total, threads, keepRows, collected, listener);
        return collected.results(complete);
    }

    private boolean run(int threads, ProgressListener listener) {
        long startNanos = System.nanoTime();
        boolean interrupted = Workers.run("baolab-simulation", threads, this::work, stop,
                () -> report(listener, startNanos));
        synchronized (emitLock) {
            closePoint();   // the point a stop left unfinished
        }
        return !interrupted && allWhole && takeTask == tasks.size();
    }

    private void report(ProgressListener listener, long startNanos) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        long n = done.get();
        listener.progress(n, total, seconds > 0 ? n / seconds : 0);
    }

    private void work(int worker) {
        GameRunner runner = null;
        for (Chunk c = take(); c != null; c = take()) {
            if (runner == null || runner.task() != c.task) {
                runner = new GameRunner(c.task);
            }
            play(runner, c);
            finish(c);
            if (!c.whole) {
                return;
            }
        }
    }

    /** Plays the games of a chunk, until the stop flag is raised. */
    private void play(GameRunner runner, Chunk c) {
        for (long i = c.from; i < c.to; i++) {
            if (!runner.play(i, stop)) {
                c.whole = false;
                return;
            }
            GameRecord row = runner.record(i);
            row.addTo(c.summary);
            if (keepRows) {
                c.rows.add(row);
            }
            done.incrementAndGet();
        }
    }

    /** The next chunk, in order, once there is room for it; null when every chunk is taken or the run stops. */
    private synchronized Chunk take() {
        while (nextChunk - handedOver >= window && !stop.get()) {
            LockSupport.parkNanos(100_000L);   // rare: a long game holds the chunks after it back
        }
        while (takeTask < tasks.size() && !stop.get()) {
            if (takeTaskValue == null) {
                takeTaskValue = tasks.get(takeTask);
                takeFrom = takeTaskValue.from();
            }
            SimulationTask task = takeTaskValue;
            long to = Math.min(task.to(), takeFrom + CHUNK);
            Chunk c = new Chunk(nextChunk++, takeTask, task, takeFrom, to, to == task.to());
            takeFrom = to;
            if (c.last) {
                takeTask++;
                takeTaskValue = null;
            }
            return c;
        }
        return null;
    }

    /** Puts a played chunk in line and hands over every chunk that is next in order. */
    private void finish(Chunk c) {
        synchronized (emitLock) {
            waiting[(int) (c.number % window)] = c;
            for (Chunk next = waiting[(int) (handedOver % window)]; next != null && next.number == handedOver;
                 next = waiting[(int) (handedOver % window)]) {
                waiting[(int) (handedOver % window)] = null;
                handOver(next);
                handedOver++;
            }
        }
    }

    private void handOver(Chunk c) {
        if (c.point != openPoint) {
            closePoint();
            openPoint = c.point;
            openSummary = c.summary;
            openWhole = c.whole;
        } else {
            openSummary.add(c.summary);
            openWhole &= c.whole;
        }
        if (keepRows && !c.rows.isEmpty()) {
            sink.rows(c.point, c.task, c.rows);
        }
        if (c.last) {
            sink.point(openPoint, c.task, openSummary, openWhole);
            allWhole &= openWhole;
            openPoint = -1;
            openSummary = null;
        }
    }

    /** Hands over the point a stop left unfinished, if any. */
    private void closePoint() {
        if (openSummary != null) {
            sink.point(openPoint, tasks.get(openPoint), openSummary, false);
            allWhole = false;
            openPoint = -1;
            openSummary = null;
        }
    }

    /** Consecutive games of one task, and what playing them gave. */
    private static final class Chunk {
        final long number;
        final int point;
        final SimulationTask task;
        final long from;
        final long to;
        /** Whether this is the task's last chunk. */
        final boolean last;
        final Summary summary = new Summary();
        final List<GameRecord> rows = new ArrayList<>();
        /** False when the stop flag cut the chunk short. */
        boolean whole = true;

        Chunk(long number, int point, SimulationTask task, long from, long to, boolean last) {
            this.number = number;
            this.point = point;
            this.task = task;
            this.from = from;
            this.to = to;
            this.last = last;
        }
    }

    /** Keeps everything handed over, for the runs whose tables are made in memory. */
    static final class Collected implements PointSink {
        private final List<List<GameRecord>> rows = new ArrayList<>();
        private final List<Summary> summaries = new ArrayList<>();

        Collected(int points) {
            for (int t = 0; t < points; t++) {
                rows.add(new ArrayList<>());
                summaries.add(null);
            }
        }

        @Override
        public void rows(int point, SimulationTask task, List<GameRecord> finished) {
            rows.get(point).addAll(finished);
        }

        @Override
        public void point(int point, SimulationTask task, Summary summary, boolean complete) {
            summaries.set(point, summary);
        }

        TaskResults results(boolean complete) {
            summaries.replaceAll(s -> s != null ? s : new Summary());
            return new TaskResults(rows, summaries, complete);
        }
    }
}

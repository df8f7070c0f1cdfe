package org.baolab.sim;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.stats.Summary;

/**
 * A slice of a run as a plain value: the rules, the two agents, the master seed and a range of game indices.
 * Game {@code i} depends only on these and {@code i}, never on which task, thread or machine plays it, so a run
 * split any way gives the same games, and the {@link Summary summaries} of the slices merge into the whole.
 *
 * @param rules the rules of every game
 * @param south SOUTH's agent
 * @param north NORTH's agent
 * @param seed the master seed of the run
 * @param from the first game index, inclusive
 * @param to the last game index, exclusive
 * @param moves whether each game's row keeps its moves ({@link GameRecord#moves()}), for game records
 * @param metrics whether each game's game-quality metrics are measured ({@link GameRecord#metrics()})
 */
public record SimulationTask(Rules rules, AgentSpec south, AgentSpec north, long seed, long from, long to,
                             boolean moves, boolean metrics) implements Serializable {

    /** A task that neither keeps the moves nor measures the metrics. */
    public SimulationTask(Rules rules, AgentSpec south, AgentSpec north, long seed, long from, long to) {
        this(rules, south, north, seed, from, to, false, false);
    }

    /** Checks the values. */
    public SimulationTask {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(south, "south");
        Objects.requireNonNull(north, "north");
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("bad game range [" + from + ", " + to + ")");
        }
    }

    /**
     * The seed of game {@code index}'s random stream: element {@code index + 1} of the SplitMix64 sequence that
     * starts at the master seed, so every game has its own well-mixed stream whatever the split.
     */
    public static long gameSeed(long seed, long index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The number of games in the task. */
    public long games() {
        return to - from;
    }

    /** This task cut into consecutive tasks of at most {@code size} games. */
    public List<SimulationTask> split(long size) {
        if (size < 1) {
            throw new IllegalArgumentException("a task must hold at least 1 game, not " + size);
        }
        List<SimulationTask> parts = new ArrayList<>();
        for (long start = from; start < to; start += Math.min(size, to - start)) {
            parts.add(new SimulationTask(rules, south, north, seed, start, Math.min(to, start + size), moves,
                    metrics));
        }
        return parts;
    }

    /** Plays the games on this thread and returns their rows, in index order. Stops early when interrupted. */
    public List<GameRecord> records() {
        List<GameRecord> rows = new ArrayList<>();
        play(rows, null);
        return rows;
    }

    /** Plays the games on this thread, keeping only running aggregates. Stops early when interrupted. */
    public Summary summary() {
        Summary summary = new Summary();
        play(null, summary);
        return summary;
    }

    private void play(List<GameRecord> rows, Summary summary) {
        GameRunner runner = new GameRunner(this);
        AtomicBoolean stop = new AtomicBoolean();
        for (long i = from; i < to && !Thread.currentThread().isInterrupted(); i++) {
            if (runner.play(i, stop)) {
                GameRecord row = runner.record(i);
                if (rows != null) {
                    rows.add(row);
                } else {
                    row.addTo(summary);
                }
            }
        }
    }
}

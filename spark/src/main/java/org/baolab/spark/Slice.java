package org.baolab.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.baolab.sim.GameRecord;
import org.baolab.sim.SimulationTask;
import org.baolab.stats.Summary;

/**
 * What one Spark task plays: a range of games of one task of the run. Slices are cut the same way whatever the
 * cluster, and game {@code i} depends only on the task and {@code i}, so the results never depend on which
 * executor, thread or attempt played a slice.
 *
 * @param task the position of the slice's task in the run (its grid point)
 * @param games the games to play: the task's rules, agents and seed, and a range of indices
 */
record Slice(int task, SimulationTask games) implements Serializable {

    /** Cuts every task into slices of equal size, about {@code count} in all, in task and index order. */
    static List<Slice> cut(List<SimulationTask> tasks, int count) {
        long total = tasks.stream().mapToLong(SimulationTask::games).sum();
        long size = Math.max(1, (total + count - 1) / Math.max(1, count));
        List<Slice> slices = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            for (SimulationTask part : tasks.get(t).split(size)) {
                slices.add(new Slice(t, part));
            }
        }
        return slices;
    }

    /** Plays the slice's games and returns their rows, in index order. */
    List<GameRecord> records() {
        List<GameRecord> rows = games.records();
        requireWhole(rows.size());
        return rows;
    }

    /** Plays the slice, keeping its rows or, for runs of any size, only its summary. */
    Played play(boolean keepRows) {
        if (!keepRows) {
            Summary summary = games.summary();
            requireWhole(summary.games());
            return new Played(List.of(), summary);
        }
        List<GameRecord> rows = records();
        Summary summary = new Summary();
        rows.forEach(r -> r.addTo(summary));
        return new Played(rows, summary);
    }

    /** A Spark task stopped halfway (its thread interrupted) fails rather than return part of its games. */
    private void requireWhole(long played) {
        if (played < games.games()) {
            throw new IllegalStateException("stopped after " + played + " of " + games.games() + " games");
        }
    }

    /**
     * A played slice, as it comes back to the driver.
     *
     * @param rows its games in index order (empty when rows are not kept)
     * @param summary the summary of its games
     */
    record Played(List<GameRecord> rows, Summary summary) implements Serializable {
    }
}

package org.baolab.sim;

import java.util.List;
import org.baolab.stats.Summary;

/**
 * Takes the results of a run as they finish, in grid order: each grid point's games in index order, then the
 * point's summary ({@link Experiment#stream}). It is called by one thread at a time, from the threads that play,
 * as soon as a point and every point before it are finished, so a run of any size can be written out as it goes
 * while only a few chunks of games are held.
 */
public interface PointSink {

    /**
     * Finished games of grid point {@code point}, in index order, each after those handed before; only when the
     * run was asked for its rows.
     */
    default void rows(int point, SimulationTask task, List<GameRecord> rows) {
    }

    /**
     * Grid point {@code point} is over: {@code summary} holds its finished games; {@code complete} is false when the
     * run was stopped before all of them were played. Points come in grid order; after an interrupt the points
     * never started do not come.
     */
    void point(int point, SimulationTask task, Summary summary, boolean complete);
}

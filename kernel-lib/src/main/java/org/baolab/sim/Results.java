package org.baolab.sim;

import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The tables of a run, and its game records.
 *
 * @param games one row per game, with a column per changed or swept option
 * @param summary one row per grid point (see {@link org.baolab.stats.Stats})
 * @param records one JSON line per game ({@link GameLines}), grid point by grid point in index order, when the run
 *     kept the moves ({@link Experiment#moves(boolean)}); empty otherwise
 */
public record Results(Table games, Table summary, List<String> records) {

    /** Copies the records. */
    public Results {
        records = List.copyOf(records);
    }
}

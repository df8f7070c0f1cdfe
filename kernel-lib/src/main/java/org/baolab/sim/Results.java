package org.baolab.sim;

import tech.tablesaw.api.Table;

/**
 * The two tables of a run.
 *
 * @param games one row per game, with a column per changed or swept option
 * @param summary one row per grid point (see {@link org.baolab.stats.Stats})
 */
public record Results(Table games, Table summary) {
}

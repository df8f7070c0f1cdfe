package org.baolab.sim;

import tech.tablesaw.api.Table;

/**
 * What a sweep returns.
 *
 * @param games one row per game, with a column per swept option
 * @param summary one row per grid point
 */
public record SweepResult(Table games, Table summary) {
}

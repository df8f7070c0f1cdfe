package org.baolab.charts;

import java.util.List;
import org.baolab.stats.Columns;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Stats;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/** A table's numbers as charts draw them: estimates with their 95% intervals, and columns checked by name. */
final class Estimates {

    private Estimates() {
    }

    /**
     * The estimate and interval of a summary metric in a row, as {@link #interval}, but a count of draws by reason
     * ({@code drawsTurnLimit}, ...) as a share of the games with its Wilson interval.
     */
    static Interval estimate(Table summary, String metric, int row) {
        return isDrawShare(summary, metric)
                ? Stats.wilson((long) number(summary, metric, row), (long) number(summary, Columns.GAMES, row))
                : interval(summary, metric, row);
    }

    /** Whether {@link #estimate} gives the metric an interval. */
    static boolean hasInterval(Table summary, String metric) {
        return summary.columnNames().contains(metric + "Low") || isDrawShare(summary, metric)
                || Metric.of(metric).kind() == Metric.Kind.MEAN && summary.columnNames().contains(Columns.PLIES_SD);
    }

    static boolean isDrawShare(Table summary, String metric) {
        return Metric.of(metric).kind() == Metric.Kind.COUNT && metric.startsWith(Columns.DRAWS)
                && summary.columnNames().contains(Columns.GAMES);
    }

    /** The estimate and interval of a metric in a row: from its Low/High columns, or for pliesMean from pliesSd. */
    static Interval interval(Table summary, String metric, int row) {
        double estimate = number(summary, metric, row);
        List<String> names = summary.columnNames();
        if (names.contains(metric + "Low") && names.contains(metric + "High")) {
            return new Interval(estimate, number(summary, metric + "Low", row), number(summary, metric + "High", row));
        }
        if (metric.equals(Columns.PLIES_MEAN) && names.contains(Columns.PLIES_SD) && names.contains(Columns.GAMES)) {
            return Stats.meanInterval(estimate, number(summary, Columns.PLIES_SD, row),
                    number(summary, Columns.GAMES, row));
        }
        return new Interval(estimate, Double.NaN, Double.NaN);
    }

    /** A column's values, or the sum of its south and north forms when only those exist. */
    static double[] values(Table games, String column) {
        List<String> names = games.columnNames();
        if (names.contains(column)) {
            NumericColumn<?> c = games.numberColumn(column);
            double[] v = new double[games.rowCount()];
            for (int i = 0; i < v.length; i++) {
                v[i] = c.getDouble(i);
            }
            return v;
        }
        String suffix = Character.toUpperCase(column.charAt(0)) + column.substring(1);
        if (names.contains("south" + suffix) && names.contains("north" + suffix)) {
            double[] south = values(games, "south" + suffix);
            double[] north = values(games, "north" + suffix);
            for (int i = 0; i < south.length; i++) {
                south[i] += north[i];
            }
            return south;
        }
        throw new IllegalArgumentException("no column '" + column + "' (nor south" + suffix + " and north" + suffix
                + ") in '" + games.name() + "'; its columns are " + names);
    }

    static double number(Table table, String column, int row) {
        return table.numberColumn(column).getDouble(row);
    }

    static void requireColumn(Table table, String column) {
        if (!table.columnNames().contains(column)) {
            throw new IllegalArgumentException("no column '" + column + "' in '" + table.name() + "'; its columns are "
                    + table.columnNames());
        }
    }
}

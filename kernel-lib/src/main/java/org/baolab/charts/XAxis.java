package org.baolab.charts;

import static org.baolab.charts.Axes.categoryAxis;
import static org.baolab.charts.Axes.crowded;
import static org.baolab.charts.Axes.dodge;
import static org.baolab.charts.Axes.rowAxis;
import static org.baolab.charts.Axes.rowOffset;
import static org.baolab.charts.Axes.rowsChart;
import static org.baolab.charts.ChartStyle.xyChart;
import static org.baolab.charts.Labels.axisNames;
import static org.baolab.charts.Labels.isAgent;

import java.util.ArrayList;
import java.util.List;
import org.baolab.stats.Columns;
import org.baolab.stats.Variants;
import org.knowm.xchart.XYChart;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Where an option's values go on the x axis: themselves when numbers, otherwise 0, 1, ... by first appearance,
 * or, when their names are too many or too long to stand side by side ({@link Axes#crowded}), on the y axis, a row
 * each from the top, the values along x. An agent column whose partner varies along with it
 * ({@link Variants#agentsPaired}) puts the pairs there.
 */
final class XAxis {
    private final Column<?> column;
    private final String option;
    final boolean numeric;
    private final boolean paired;
    /** Paired, and SOUTH's agent is NORTH's in every row: one name says both. */
    private final boolean mirrored;
    /** The words after "by" in the title. */
    final String name;
    /** The axis title. */
    private final String title;
    private final List<String> categories = new ArrayList<>();
    private final Variants variants;
    /** Categories on the y axis, a row each, and the values along x. */
    final boolean rows;

    XAxis(Table table, Variants variants, String option) {
        this.column = table.column(option);
        this.option = option;
        this.variants = variants;
        this.numeric = column instanceof NumericColumn<?>;
        this.paired = isAgent(option) && variants.agentsPaired(option);
        this.mirrored = paired && table.stringColumn(Columns.SOUTH).isEqualTo(table.stringColumn(Columns.NORTH))
                .size() == table.rowCount();
        this.name = mirrored ? "agent" : paired ? "agents" : axisNames(List.of(option));
        this.title = mirrored ? "agent (the same on both sides)" : paired ? "agents (SOUTH vs NORTH)" : name;
        if (!numeric) {
            for (int row = 0; row < column.size(); row++) {
                if (!categories.contains(label(row))) {
                    categories.add(label(row));
                }
            }
        }
        this.rows = !numeric && crowded(categories);
    }

    private String label(int row) {
        return paired && !mirrored ? variants.name(row, List.of(Columns.SOUTH, Columns.NORTH)) : column.getString(row);
    }

    /** The column the series leave out: the one along the axis. */
    String except() {
        return option;
    }

    /** Where series {@code s} of {@code n} puts a row of the table along this axis. */
    double at(int row, int s, int n) {
        if (numeric) {
            return ((NumericColumn<?>) column).getDouble(row);
        }
        int category = categories.indexOf(label(row));
        return rows ? categories.size() - 1 - category + rowOffset(s, n) : category + dodge(s, n);
    }

    /** A chart of {@code series} series along this axis, whose values {@code valueTitle} names. */
    XYChart chart(String title, String valueTitle, int series) {
        return rows ? rowsChart(title, valueTitle, this.title, categories, series)
                : xyChart(title, this.title, valueTitle);
    }

    /** Names the axis's categories and ends the chart ({@link #finish}); {@code share}: values are shares. */
    XYChart finish(XYChart chart, boolean share) {
        if (rows) {
            rowAxis(chart, categories);
            return ChartStyle.finish(chart, false, share);
        }
        if (!numeric) {
            categoryAxis(chart, categories);
        }
        return ChartStyle.finish(chart, share);
    }
}

package org.baolab.charts;

import static org.baolab.charts.Axes.rowAxis;
import static org.baolab.charts.Axes.rowOffset;
import static org.baolab.charts.Axes.rowsChart;
import static org.baolab.charts.ChartStyle.addWithIntervals;
import static org.baolab.charts.ChartStyle.finish;
import static org.baolab.charts.Estimates.estimate;
import static org.baolab.charts.Estimates.hasInterval;
import static org.baolab.charts.Estimates.requireColumn;
import static org.baolab.charts.Labels.axisNames;
import static org.baolab.charts.Labels.capitalized;
import static org.baolab.charts.Labels.context;
import static org.baolab.charts.Labels.quantified;
import static org.baolab.charts.Labels.seriesName;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Variants;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/**
 * A dot-and-interval chart being set up: {@link Charts#dots} says what it shows, {@link #by} and
 * {@link #against} how, and {@link #chart} draws it.
 */
public final class Dots {
    private final Table summary;
    private final List<String> metrics;
    private final Variants variants;
    private List<String> by;
    private List<String> names;
    private String against;

    Dots(Table summary, String... metrics) {
        if (metrics.length == 0) {
            throw new IllegalArgumentException("dots needs at least one metric, such as \"balance\"; the summary's"
                    + " columns are " + summary.columnNames());
        }
        for (String metric : metrics) {
            requireColumn(summary, metric);
            if (!(summary.column(metric) instanceof NumericColumn<?>)) {
                throw new IllegalArgumentException("'" + metric + "' is not a number column; dots draw numeric"
                        + " columns such as balance or drawRate");
            }
        }
        if (Arrays.stream(metrics).distinct().count() < metrics.length) {
            throw new IllegalArgumentException("a metric given twice: " + List.of(metrics));
        }
        if (summary.rowCount() == 0) {
            throw new IllegalArgumentException("'" + summary.name() + "' has no rows to draw");
        }
        this.summary = summary;
        this.metrics = List.of(metrics);
        this.variants = new Variants(summary);
        name(variants.varying());
    }

    /**
     * Names each row by its values in these columns (by default the key columns whose value changes from row to
     * row): one column by its values alone, several as in a legend ({@code bao-kingulu, greedy vs random}).
     */
    public Dots by(String... columns) {
        for (String column : columns) {
            requireColumn(summary, column);
        }
        name(List.of(columns));
        return this;
    }

    /**
     * Marks each metric's estimate in the row named {@code row} with a dashed line across the chart, so that
     * every other row reads against it (the standard rules against each other reading).
     */
    public Dots against(String row) {
        against = row;
        requireAgainst();
        return this;
    }

    private void requireAgainst() {
        if (against != null && !names.contains(against)) {
            throw new IllegalArgumentException("no row named '" + against + "'; the rows are " + names);
        }
    }

    private void name(List<String> columns) {
        List<String> named = new ArrayList<>();
        for (int row = 0; row < summary.rowCount(); row++) {
            String name = columns.size() == 1 ? summary.column(columns.get(0)).getString(row)
                    : seriesName(variants.name(row, columns), summary);
            int same = named.indexOf(name);
            if (same >= 0) {
                throw new IllegalArgumentException("rows " + (same + 1) + " and " + (row + 1) + " are both named '"
                        + name + "' by " + columns + ": name the rows by columns that tell them apart, such as "
                        + variants.varying());
            }
            named.add(name);
        }
        by = columns;
        names = named;
        requireAgainst();
    }

    /** The chart: a row per variant, top to bottom in the table's order. */
    public XYChart chart() {
        int rows = names.size();
        List<Metric> ms = metrics.stream().map(Metric::of).toList();
        String unit = ms.stream().map(Metric::unit).distinct().count() == 1 ? ms.get(0).unit() : "";
        boolean interval = metrics.stream().anyMatch(metric -> hasInterval(summary, metric));
        // the title by the metrics' short names, the level x axis by all they measure; the y axis names the rows,
        // but XChart draws no tick for a single one: then the title names it
        String title = capitalized(and(ms.stream().map(Metric::name).toList()))
                + context(variants, rows == 1 ? new String[0] : by.toArray(String[]::new));
        String measured = unit.isEmpty() ? and(ms.stream().map(Metric::label).toList())
                : and(ms.stream().map(Metric::quantity).toList());
        XYChart chart = rowsChart(title, quantified(measured, unit, interval), by.isEmpty() ? "" : axisNames(by),
                names, metrics.size());
        for (int m = 0; m < metrics.size(); m++) {
            List<Double> at = new ArrayList<>();
            List<Interval> values = new ArrayList<>();
            for (int row = 0; row < rows; row++) {
                at.add(rows - 1 - row + rowOffset(m, metrics.size()));
                values.add(estimate(summary, metrics.get(m), row));
            }
            XYSeries dots = addWithIntervals(chart, ms.get(m).name(), at, values, m, false, true);
            dots.setShowInLegend(metrics.size() > 1);
            if (against != null) {
                double reference = values.get(names.indexOf(against)).estimate();
                XYSeries line = chart.addSeries(against + (metrics.size() > 1 ? ": " + ms.get(m).name() : ""),
                        new double[] {reference, reference}, new double[] {-0.5, rows - 0.5});
                line.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
                line.setMarker(SeriesMarkers.NONE);
                line.setLineColor(metrics.size() > 1 ? dots.getLineColor() : Color.GRAY);
                line.setLineStyle(new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
                        new float[] {5, 4}, 0));
            }
        }
        rowAxis(chart, names);
        chart.getStyler().setLegendVisible(chart.getSeriesMap().values().stream()
                .anyMatch(XYSeries::isShowInLegend));
        return finish(chart, false, ms.stream().allMatch(Metric::isShare));
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    private static String and(List<String> parts) {
        int last = parts.size() - 1;
        return last == 0 ? parts.get(0) : String.join(", ", parts.subList(0, last)) + " and " + parts.get(last);
    }
}

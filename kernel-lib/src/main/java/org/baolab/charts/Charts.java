package org.baolab.charts;

import static org.baolab.charts.Axes.categoryAxis;
import static org.baolab.charts.Axes.crowded;
import static org.baolab.charts.Axes.dodge;
import static org.baolab.charts.ChartStyle.addWithIntervals;
import static org.baolab.charts.ChartStyle.finish;
import static org.baolab.charts.ChartStyle.xyChart;
import static org.baolab.charts.Estimates.estimate;
import static org.baolab.charts.Estimates.hasInterval;
import static org.baolab.charts.Estimates.interval;
import static org.baolab.charts.Estimates.requireColumn;
import static org.baolab.charts.Estimates.values;
import static org.baolab.charts.Labels.axisNames;
import static org.baolab.charts.Labels.axisTitle;
import static org.baolab.charts.Labels.capitalized;
import static org.baolab.charts.Labels.context;
import static org.baolab.charts.Labels.seriesName;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.baolab.sim.Timeline;
import org.baolab.stats.Columns;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Stats;
import org.baolab.stats.Variants;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/**
 * Charts of simulation results, ready to show in a notebook (the kernel draws XChart charts as images) or to save
 * with {@link org.baolab.notebook.ChartImage}. Each takes a table as the simulations make it (a per-game table from
 * {@code Simulation.run()} or {@code Results.games()}, a summary from {@code Stats.summary} or
 * {@code Results.summary()}, or either read back from CSV) or a {@link Timeline}, and names titles, axes and legends
 * after the columns and options:
 * <pre>{@code
 * Results r = Sweep.of(Games.kimasaiTwoPhase()).vary("reserve", 0, 8, 16, 24).games(2000).seed(1).run();
 * Charts.metric(r.summary(), "drawRate", "reserve");   // draw rate against the reserve, with 95% intervals
 * Charts.outcomes(r.summary());                         // SOUTH wins, NORTH wins, draws per variant
 * Charts.gameLength(r.games());                         // one histogram per variant
 * }</pre>
 * A <em>variant</em> is a distinct combination of the columns that say what was played: game, agents and option
 * columns. Series are named after those of them whose value changes from row to row ({@code reserve=8},
 * {@code greedy vs random}); the title names the rest. Intervals are 95% intervals, drawn as whiskers.
 */
public final class Charts {

    /** Width of every chart, in pixels, but {@link #dots} charts, which widen to fit their row names and title. */
    public static final int WIDTH = 760;
    /** Height of every chart, in pixels. */
    public static final int HEIGHT = 420;

    private Charts() {
    }

    // ---- game length ----

    /** The distribution of game length, one histogram per variant, with about 40 bins. */
    public static XYChart gameLength(Table games) {
        NumericColumn<?> plies = games.numberColumn(Columns.PLIES);
        int max = plies.isEmpty() ? 0 : (int) plies.max();
        return gameLength(games, Math.max(1, (int) Math.ceil((max + 1) / 40.0)));
    }

    /**
     * The distribution of game length in bins of {@code binWidth} plies, one histogram (as an outline, so that
     * several read together) per variant: the share of the variant's games whose length falls in each bin.
     */
    public static XYChart gameLength(Table games, int binWidth) {
        if (binWidth < 1) {
            throw new IllegalArgumentException("binWidth must be at least 1, not " + binWidth);
        }
        Variants variants = new Variants(games);
        NumericColumn<?> plies = games.numberColumn(Columns.PLIES);
        int bins = plies.isEmpty() ? 1 : (int) plies.max() / binWidth + 1;
        XYChart chart = xyChart("Game length" + context(variants), "game length (plies)",
                "games (% per " + binWidth + "-ply bin)");
        for (Map.Entry<String, List<Integer>> group : variants.groups(variants.varying()).entrySet()) {
            double[] share = new double[bins];
            for (int row : group.getValue()) {
                share[(int) plies.getDouble(row) / binWidth] += 1.0 / group.getValue().size();
            }
            // a step outline: each bin's share from its left edge to its right edge, closed at 0 on both sides
            double[] x = new double[bins + 2];
            double[] y = new double[bins + 2];
            for (int b = 0; b <= bins; b++) {
                x[b] = b * binWidth;
                y[b] = b < bins ? share[b] : 0;
            }
            x[bins + 1] = x[bins];
            XYSeries series = chart.addSeries(seriesName(group.getKey(), games), x, y);
            series.setXYSeriesRenderStyle(XYSeriesRenderStyle.Step);
            series.setMarker(SeriesMarkers.NONE);
        }
        chart.getStyler().setYAxisMin(0.0);
        return finish(chart, true);
    }

    // ---- outcomes ----

    /**
     * SOUTH wins, NORTH wins and draws per variant of a summary, as shares of the games with their 95% Wilson
     * intervals (the summary's {@code ...Low} and {@code ...High} columns). When the variants' names are short
     * they go along the x axis and each outcome has a colour; when they are long the three outcomes go along the
     * axis and each variant has a colour, named in the legend.
     */
    public static XYChart outcomes(Table summary) {
        Variants variants = new Variants(summary);
        List<String> varying = variants.varying();
        List<String> names = new ArrayList<>();
        for (int row = 0; row < summary.rowCount(); row++) {
            names.add(seriesName(variants.name(row, varying), summary));
        }
        String[] columns = {Columns.SOUTH_WIN_RATE, Columns.NORTH_WIN_RATE, Columns.DRAW_RATE};
        List<String> outcomes = List.of("SOUTH wins", "NORTH wins", "draws");
        boolean byVariant = names.stream().mapToInt(String::length).sum() <= 80 && !crowded(names);
        XYChart chart = xyChart("Outcomes" + context(variants), byVariant ? axisNames(varying) : "",
                "games (%, 95% interval)");
        // few short names: the variants along the axis, a colour per outcome; else the reverse, names in the legend
        List<String> series = byVariant ? outcomes : names;
        List<String> along = byVariant ? names : outcomes;
        for (int s = 0; s < series.size(); s++) {
            List<Double> x = new ArrayList<>();
            List<Interval> y = new ArrayList<>();
            for (int a = 0; a < along.size(); a++) {
                int row = byVariant ? a : s;
                String column = columns[byVariant ? s : a];
                x.add(a + dodge(s, series.size()));
                y.add(interval(summary, column, row));
            }
            addWithIntervals(chart, series.get(s), x, y, s, false, false);
        }
        categoryAxis(chart, along);
        chart.getStyler().setYAxisMin(0.0).setYAxisMax(1.0);
        return finish(chart, true);
    }

    // ---- a metric against an option ----

    /**
     * A summary metric against a swept option, one line per combination of the other varying columns (agents,
     * other options). The option's values are placed on a number line when they are numbers, evenly otherwise.
     * Whiskers show 95% intervals where the metric has one: rates with {@code ...Low}/{@code ...High} columns (Wilson
     * intervals); {@code pliesMean} (mean plus or minus 1.96 {@code pliesSd}/sqrt({@code games})); the counts of
     * draws by reason ({@code drawsTurnLimit}, ...), which are drawn as shares of the games with Wilson intervals.
     * Values of an option too many or too long-named to stand side by side go on the y axis instead, a row each
     * with its name whole, the metric along x (as {@link #dots} draws a summary's variants).
     *
     * @param summary a summary table, one row per variant
     * @param metric a numeric column of the summary, such as {@code drawRate} or {@code pliesMean}
     * @param option the swept option (or {@code south}, {@code north}, {@code game}): the x axis (or the rows of the
     *               y axis)
     */
    public static XYChart metric(Table summary, String metric, String option) {
        requireColumn(summary, metric);
        requireColumn(summary, option);
        Variants variants = new Variants(summary);
        Metric m = Metric.of(metric);
        XAxis axis = new XAxis(summary, variants, option);
        Map<String, List<Integer>> groups = variants.groups(variants.varying(axis.except()));
        XYChart chart = axis.chart(capitalized(m.label()) + " by " + axis.name + context(variants, axis.except()),
                axisTitle(m.quantity(), m.unit(), hasInterval(summary, metric)), groups.size());
        int index = 0;
        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            List<Double> x = new ArrayList<>();
            List<Interval> y = new ArrayList<>();
            for (int row : group.getValue()) {
                x.add(axis.at(row, index, groups.size()));
                y.add(estimate(summary, metric, row));
            }
            addWithIntervals(chart, seriesName(group.getKey(), summary), x, y, index++, axis.numeric, axis.rows);
        }
        return axis.finish(chart, m.isShare());
    }

    /**
     * The mean of a per-game column against an option, with its 95% interval (plus or minus 1.96 standard errors),
     * one line per combination of the other varying columns. Negative values mean "it never happened" in the
     * tallies (such as {@code firstCapturePly} -1) and are left out. A name that is not a column but whose
     * {@code south...} and {@code north...} forms are, such as {@code captures} or {@code capturedSeeds}, stands
     * for their sum. A column of 0 and 1 only (a yes or no per game) is drawn as a share of the games with its
     * Wilson interval. Values of the option too many or too long-named to stand side by side go on the y axis, a row
     * each, as in {@link #metric}.
     *
     * @param games a per-game table
     * @param column a numeric column, such as {@code plies}, {@code captures} or {@code southPhaseTwoPly}
     * @param option the option on the x axis (or the rows of the y axis)
     */
    public static XYChart mean(Table games, String column, String option) {
        requireColumn(games, option);
        Variants variants = new Variants(games);
        double[] values = values(games, column);
        boolean share = Arrays.stream(values).allMatch(v -> v < 0 || v == 0 || v == 1);
        XAxis axis = new XAxis(games, variants, option);
        boolean plies = column.equals(Columns.PLIES);
        String quantity = plies ? "game length" : Metric.words(column);
        String what = share ? quantity : "mean " + quantity + (plies ? "" : " per game");
        String unit = plies ? "plies" : share ? "% of games" : "";
        Map<String, List<Integer>> groups = variants.groups(variants.varying(axis.except()));
        XYChart chart = axis.chart(capitalized(axisTitle(what, unit, false)) + " by " + axis.name
                + context(variants, axis.except()), axisTitle(what, unit, true), groups.size());
        int index = 0;
        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            Map<Double, double[]> byX = new LinkedHashMap<>();     // x -> {n, sum, sum of squares}
            for (int row : group.getValue()) {
                if (values[row] >= 0) {
                    double[] acc = byX.computeIfAbsent(axis.at(row, index, groups.size()), k -> new double[3]);
                    acc[0]++;
                    acc[1] += values[row];
                    acc[2] += values[row] * values[row];
                }
            }
            List<Double> x = new ArrayList<>(byX.keySet());
            List<Interval> y = new ArrayList<>();
            for (double[] acc : byX.values()) {
                y.add(share ? Stats.wilson(Math.round(acc[1]), Math.round(acc[0])) : Stats.meanInterval(acc[1] / acc[0],
                        Math.sqrt(Math.max(0, (acc[2] - acc[1] * acc[1] / acc[0]) / (acc[0] - 1))), acc[0]));
            }
            addWithIntervals(chart, seriesName(group.getKey(), games), x, y, index++, axis.numeric, axis.rows);
        }
        return axis.finish(chart, share);
    }

    // ---- many variants, a row each ----

    /**
     * A dot-and-interval chart of a summary with a row per variant, for variants too many or too long-named to
     * stand side by side along an x axis: each row's name stands level and whole on the y axis, however many rows
     * and however long the names; each metric is a dot at its estimate with its 95% interval as a bar, in a colour
     * of its own when several share the rows. Rows keep the table's order, the first at the top.
     * <pre>{@code
     * Charts.dots(readings, "balance").chart();                             // one dot per reading
     * Charts.dots(readings, "balance").against("standard").chart();         // and a line through the standard's
     * Charts.dots(summary, "southWinRate", "northWinRate", "drawRate").chart();   // three colours, whatever the rows
     * Charts.dots(sweep, "pliesMean").by("south", "reserve").chart();        // rows named by chosen columns
     * }</pre>
     * Intervals come as in {@link #metric}. Refused with a message naming the valid choices, before anything is
     * drawn: a metric or column the table does not have, two rows of the same name, a reference row it does not have.
     *
     * @param summary a summary table, one row per variant (its key columns may include columns of one's own, such
     *                as a {@code reading} naming each row)
     * @param metrics one or more numeric columns of the summary, such as {@code balance} or {@code drawRate}
     */
    public static Dots dots(Table summary, String... metrics) {
        return new Dots(summary, metrics);
    }

    // ---- trees and maps ----

    /**
     * A tree of games (or anything clustered) on its side: a row per leaf, top to bottom in the tree's order, each
     * merge a bracket at the distance it joins at ({@link org.baolab.stats.Clustering}), along x titled
     * {@code distanceTitle}.
     */
    public static XYChart dendrogram(org.baolab.stats.Clustering tree, String title, String distanceTitle) {
        if (tree.labels().size() < 2) {
            throw new IllegalArgumentException("a tree needs at least two leaves, not " + tree.labels().size());
        }
        return Dendrogram.chart(tree, title, distanceTitle);
    }

    /**
     * A map of the rows of a table by two numeric columns, each row a point with its 95% intervals both ways
     * ({@code xLow}/{@code xHigh}, {@code yLow}/{@code yHigh} where the table has them) and labelled by its
     * {@code label} column; dashed lines at the medians split it into four regions, each named at its corner by
     * {@code regions}: top left, top right, bottom left, bottom right. The names are placed when the chart is painted:
     * none overlaps another or covers a point, a name moved away from its point having a thin line back to it.
     */
    public static XYChart map(Table table, String label, String x, String y, String xTitle, String yTitle,
                              String title, String... regions) {
        return GameMap.chart(table, label, x, y, xTitle, yTitle, title, regions);
    }

    // ---- timelines ----

    /**
     * When captures happen: capture events per move at each ply (solid, left axis), and the share of games still
     * going at that ply (dashed, right axis), one pair of lines per timeline.
     */
    public static XYChart captureTiming(Timeline... timelines) {
        return TimelineCharts.captureTiming(timelines);
    }

    /**
     * Average seeds (stones, cows) per hole over the course of a game: a heat map with a column per ply (or per
     * group of plies, at most 40 columns) and a row per hole, row 1 at the bottom as on the board, up to the ply
     * where fewer than 10% of the games are still going. Each cell averages over the games still going.
     */
    public static HeatMapChart seedsPerHole(Timeline timeline) {
        return TimelineCharts.seedsPerHole(timeline);
    }
}

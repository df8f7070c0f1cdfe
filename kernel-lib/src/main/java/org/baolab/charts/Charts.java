package org.baolab.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.baolab.core.Board;
import org.baolab.sim.Timeline;
import org.baolab.stats.Columns;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Stats;
import org.baolab.stats.Variants;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.Styler.YAxisPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

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

    private static final double Z = 1.959963984540054;

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

    /**
     * A dot-and-interval chart being set up: {@link Charts#dots} says what it shows, {@link #by} and
     * {@link #against} how, and {@link #chart} draws it.
     */
    public static final class Dots {
        private final Table summary;
        private final List<String> metrics;
        private final Variants variants;
        private List<String> by;
        private List<String> names;
        private String against;

        private Dots(Table summary, String... metrics) {
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

    // ---- timelines ----

    /**
     * When captures happen: capture events per move at each ply (solid, left axis), and the share of games still
     * going at that ply (dashed, right axis), one pair of lines per timeline.
     */
    public static XYChart captureTiming(Timeline... timelines) {
        if (timelines.length == 0) {
            throw new IllegalArgumentException("captureTiming needs at least one timeline");
        }
        List<String> names = distinctParts(timelines);
        XYChart chart = xyChart("When captures happen: " + commonPart(timelines), "ply (move number)",
                "capture events per move");
        chart.setYAxisGroupTitle(1, "share of games still going");
        chart.getStyler().setYAxisGroupPosition(1, YAxisPosition.Right);
        chart.getStyler().setYAxisMin(0, 0.0).setYAxisMin(1, 0.0).setYAxisMax(1, 1.0);
        Color[] colors = chart.getStyler().getSeriesColors();
        for (int t = 0; t < timelines.length; t++) {
            Timeline timeline = timelines[t];
            int last = lastPly(timeline, 0.05);
            double[] ply = new double[last];
            double[] rate = new double[last];
            double[] going = new double[last];
            for (int p = 1; p <= last; p++) {
                ply[p - 1] = p;
                rate[p - 1] = timeline.capturesPerMove(p);
                going[p - 1] = timeline.stillPlaying(p);
            }
            String name = timelines.length == 1 ? "captures per move" : names.get(t);
            Color color = colors[t % colors.length];
            XYSeries captures = chart.addSeries(name, ply, rate);
            captures.setMarker(SeriesMarkers.NONE);
            captures.setLineColor(color);
            XYSeries still = chart.addSeries(timelines.length == 1 ? "games still going" : name + ": games still going",
                    ply, going);
            still.setMarker(SeriesMarkers.NONE);
            still.setLineColor(color);
            still.setLineStyle(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] {6, 4}, 0));
            still.setYAxisGroup(1);
        }
        return finish(chart, false);
    }

    /** The parts of the timelines' labels that all share (game, agents, options), joined again. */
    private static String commonPart(Timeline... timelines) {
        List<String> common = new ArrayList<>(List.of(timelines[0].label().split(", ")));
        for (Timeline t : timelines) {
            common.retainAll(List.of(t.label().split(", ")));
        }
        return String.join(", ", common);
    }

    /** Each timeline's label without the shared parts ({@code standard rules} when nothing is left). */
    private static List<String> distinctParts(Timeline... timelines) {
        List<String> common = List.of(commonPart(timelines).split(", "));
        List<String> names = new ArrayList<>();
        for (Timeline t : timelines) {
            List<String> own = new ArrayList<>(List.of(t.label().split(", ")));
            own.removeAll(common);
            names.add(own.isEmpty() ? "standard rules" : String.join(", ", own));
        }
        return names;
    }

    /**
     * Average seeds (stones, cows) per hole over the course of a game: a heat map with a column per ply (or per
     * group of plies, at most 40 columns) and a row per hole, row 1 at the bottom as on the board, up to the ply
     * where fewer than 10% of the games are still going. Each cell averages over the games still going.
     */
    public static HeatMapChart seedsPerHole(Timeline timeline) {
        Board board = timeline.board();
        int last = lastPly(timeline, 0.10);
        int step = Math.max(1, (int) Math.ceil((last + 1) / 40.0));
        List<String> columns = new ArrayList<>();
        for (int p = 0; p <= last; p += step) {
            columns.add(String.valueOf(p));
        }
        List<String> holes = new ArrayList<>();
        for (int h = 0; h < board.size(); h++) {
            holes.add(board.name(h));
        }
        List<Number[]> cells = new ArrayList<>();
        double max = 0;
        for (int c = 0; c < columns.size(); c++) {
            int from = c * step;
            int to = Math.min(last, from + step - 1);
            for (int h = 0; h < board.size(); h++) {
                double sum = 0;
                for (int p = from; p <= to; p++) {
                    sum += timeline.meanSeeds(p, h);
                }
                double mean = sum / (to - from + 1);
                max = Math.max(max, mean);
                cells.add(new Number[] {c, h, mean});
            }
        }
        HeatMapChart chart = new HeatMapChartBuilder().width(WIDTH).height(Math.max(HEIGHT, 140 + 14 * board.size()))
                .title("Average seeds per hole: " + timeline.label() + " (" + timeline.games() + " games)")
                .xAxisTitle(step == 1 ? "ply (position after that many moves)" : "ply (first of " + step + " plies averaged)")
                .yAxisTitle("hole").build();
        chart.addSeries("mean seeds", columns, holes, cells);
        chart.getStyler().setMin(0).setMax(Math.max(1, Math.ceil(max))).setPiecewise(false)
                .setRangeColors(new Color[] {new Color(0xfbf7ee), new Color(0xe9b86a), new Color(0xb4532a),
                        new Color(0x4a1d0f)});
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setXAxisMaxLabelCount(12);
        return chart;
    }

    /** The last ply at which at least {@code share} of the games were still going (at least 1). */
    private static int lastPly(Timeline timeline, double share) {
        int last = 1;
        while (last < timeline.maxPly() && timeline.stillPlaying(last + 1) >= share) {
            last++;
        }
        return Math.min(last, Math.max(1, timeline.maxPly()));
    }

    // ---- shared drawing ----

    private static XYChart xyChart(String title, String xTitle, String yTitle) {
        return xyChart(title, xTitle, yTitle, WIDTH, HEIGHT);
    }

    private static XYChart xyChart(String title, String xTitle, String yTitle, int width, int height) {
        XYChart chart = new XYChart(width, height);
        chart.setTitle(title);
        chart.setXAxisTitle(xTitle);
        chart.setYAxisTitle(yTitle);
        XYStyler styler = chart.getStyler();
        styler.setLegendPosition(LegendPosition.OutsideS);
        styler.setLegendLayout(LegendLayout.Horizontal);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setLegendBorderColor(Color.WHITE);
        styler.setPlotGridLinesColor(new Color(0xe4e4e4));
        styler.setMarkerSize(7);
        return chart;
    }

    /**
     * Adds a series of estimates with their intervals as whiskers in the same colour (the whiskers stay out of the
     * legend), at {@code at} along the axis of categories or options. {@code joined}: a line through the points;
     * otherwise points only. {@code horizontal}: the estimates along x and {@code at} on y, the whiskers level.
     */
    private static XYSeries addWithIntervals(XYChart chart, String name, List<Double> at, List<Interval> y, int index,
                                             boolean joined, boolean horizontal) {
        Color[] colors = chart.getStyler().getSeriesColors();
        Color color = colors[index % colors.length];
        List<Double> estimates = y.stream().map(Interval::estimate).toList();
        XYSeries series = horizontal ? chart.addSeries(name, estimates, at) : chart.addSeries(name, at, estimates);
        series.setXYSeriesRenderStyle(joined ? XYSeriesRenderStyle.Line : XYSeriesRenderStyle.Scatter);
        series.setMarkerColor(color);
        series.setLineColor(color);
        series.setMarker(SeriesMarkers.CIRCLE);
        for (int i = 0; i < at.size(); i++) {
            Interval in = y.get(i);
            if (Double.isNaN(in.low()) || Double.isNaN(in.high()) || in.low() == in.high()) {
                continue;
            }
            double[] place = {at.get(i), at.get(i)};
            double[] span = {in.low(), in.high()};
            XYSeries whisker = chart.addSeries(name + " interval " + (i + 1), horizontal ? span : place,
                    horizontal ? place : span);
            whisker.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
            whisker.setMarker(SeriesMarkers.NONE);
            whisker.setLineColor(color);
            whisker.setLineStyle(new BasicStroke(1.6f));
            whisker.setShowInLegend(false);
        }
        return series;
    }

    /** {@link #finish(XYChart, boolean, boolean)} of a chart whose values are on the y axis. */
    private static XYChart finish(XYChart chart, boolean share) {
        return finish(chart, share, false);
    }

    /**
     * Ends a chart: tick labels of each axis in one format (the same decimals on every tick, percentages on an
     * axis of shares: {@code yShare}, {@code xShare}), not crowded, and the legend. An axis labelled by names keeps
     * them. (XChart 3.8 gives a second y axis the first one's pattern, so the pattern comes from the first axis's
     * data alone and a second axis should hold numbers of a like size.)
     */
    private static XYChart finish(XYChart chart, boolean yShare, boolean xShare) {
        XYStyler styler = chart.getStyler();
        if (styler.getyAxisTickLabelsFormattingFunction() == null) {
            styler.setYAxisDecimalPattern(decimalPattern(range(chart, 0, styler.getYAxisMin(0), styler.getYAxisMax(0)),
                    yShare));
        }
        if (styler.getxAxisTickLabelsFormattingFunction() == null) {
            boolean whole = !xShare && chart.getSeriesMap().values().stream()
                    .flatMapToDouble(series -> Arrays.stream(series.getXData()))
                    .allMatch(x -> x == Math.rint(x));     // plies, counts, integer options: never 1.0, 2.0
            styler.setXAxisDecimalPattern(whole ? "0"
                    : decimalPattern(range(chart, -1, styler.getXAxisMin(), styler.getXAxisMax()), xShare));
            roundTicks(chart);
        }
        return legend(chart);
    }

    /**
     * When the x values are many and evenly spaced (plies 1, 2, 3, ...; bins 0, 10, 20, ...), XChart puts a tick on
     * every k-th value (1, 18, 35, ...) and lets the labels touch; starting the axis half a step before the first
     * value makes it choose round, well-spaced ticks (0, 50, 100) as for any other data.
     */
    private static void roundTicks(XYChart chart) {
        double[] x = chart.getSeriesMap().values().stream().flatMapToDouble(series -> Arrays.stream(series.getXData()))
                .distinct().sorted().toArray();
        if (x.length <= 12 || chart.getStyler().getXAxisMin() != null) {
            return;
        }
        double step = x[1] - x[0];
        for (int i = 2; i < x.length; i++) {
            if (Math.abs(x[i] - x[i - 1] - step) > 1e-4) {
                return;
            }
        }
        chart.getStyler().setXAxisMin(x[0] - step / 2);
    }

    /** The span of the data on an axis (y axis group {@code group}, or the x axis for -1), or the bounds set. */
    private static double range(XYChart chart, int group, Double min, Double max) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (XYSeries series : chart.getSeriesMap().values()) {
            if (group < 0 || series.getYAxisGroup() == group) {
                for (double v : group < 0 ? series.getXData() : series.getYData()) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        return (max != null ? max : high) - (min != null ? min : low);
    }

    /**
     * A pattern that writes every tick of an axis of this span with the same decimals: as many as the tick step
     * needs, for a step of about an eighth of the span rounded up to 1, 2 or 5 times a power of ten (as XChart
     * rounds it). Should XChart choose a finer step, labels that would round alike make it choose a coarser one.
     */
    static String decimalPattern(double span, boolean percent) {
        double rough = span > 0 && Double.isFinite(span) ? span / 8 : 1;
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        double step = rough <= power ? power : rough <= 2 * power ? 2 * power : rough <= 5 * power ? 5 * power : 10 * power;
        int decimals = Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9) - (percent ? 2 : 0));
        return (decimals == 0 ? "0" : "0." + "0".repeat(decimals)) + (percent ? "%" : "");
    }

    /** A legend below the chart when its entries fit on one line, to the right otherwise. */
    private static XYChart legend(XYChart chart) {
        List<String> names = chart.getSeriesMap().values().stream().filter(XYSeries::isShowInLegend)
                .map(XYSeries::getName).toList();
        int text = names.stream().mapToInt(name -> name.length() + 6).sum();
        // about 7 pixels a character; XChart centres the title over the plot and cuts what does not fit
        int plotBesideLegend = WIDTH - 60 - 7 * names.stream().mapToInt(String::length).max().orElse(0);
        if (text > 95) {
            chart.getStyler().setLegendPosition(chart.getTitle().length() * 7 < plotBesideLegend ? LegendPosition.OutsideE
                    : LegendPosition.OutsideS).setLegendLayout(LegendLayout.Vertical);
        }
        return chart;
    }

    /**
     * Where series {@code s} of {@code n} sits beside a category's position, so that points of different series
     * at one category do not hide each other.
     */
    private static double dodge(int s, int n) {
        return (s - (n - 1) / 2.0) * Math.min(0.18, 0.7 / n);
    }

    /** Pixels a row of a chart with names on its y axis takes, and more for each series sharing it. */
    private static final int ROW = 12;
    private static final int PER_SERIES = 8;
    /** The narrowest plot of such a chart, in pixels: room for intervals to read apart. */
    private static final int PLOT = 460;

    /**
     * A chart with a row per name on its y axis, its values along x, and {@code series} series sharing each row: tall
     * enough for the rows, wide enough for the names beside a plot of some width, and for the title, which XChart
     * centres over the plot and cuts where it is wider. {@link #rowAxis} names the rows.
     */
    private static XYChart rowsChart(String title, String valueTitle, String rowsTitle, List<String> names,
                                     int series) {
        XYStyler styler = new XYStyler();
        FontRenderContext context = new FontRenderContext(null, true, false);
        double widest = names.stream().mapToDouble(name -> styler.getAxisTickLabelsFont()
                .getStringBounds(name, context).getWidth()).max().orElse(0);
        double plot = Math.max(PLOT, styler.getChartTitleFont().getStringBounds(title, context).getWidth() + 20);
        // beside the names: the axis title, paddings and tick marks on the left, a margin on the right
        int width = (int) Math.ceil(Math.max(WIDTH, widest + 60 + plot + 20));
        return xyChart(title, valueTitle, rowsTitle, width,
                Math.max(HEIGHT, 150 + names.size() * (ROW + PER_SERIES * series)));
    }

    /** Where series {@code s} of {@code n} sits within its row (row i from the bottom is at i): the first on top. */
    private static double rowOffset(int s, int n) {
        return n == 1 ? 0 : ((n - 1) / 2.0 - s) * 0.8 / n;
    }

    /** Names the rows of a {@link #rowsChart}, the first at the top, a tick for each and none between them. */
    private static void rowAxis(XYChart chart, List<String> names) {
        int rows = names.size();
        XYStyler styler = chart.getStyler();
        styler.setYAxisMin(-0.5).setYAxisMax(rows - 0.5);
        // XChart steps its ticks by 1, 2 or 5 times a power of ten near span / plot height x this hint: a little over a
        // row's height (the plot is the chart less about 120 pixels) makes the step one row, so that every row has a
        // tick and its name, and no other tick draws a grid line between rows
        styler.setYAxisTickMarkSpacingHint((int) Math.round(1.1 * (chart.getHeight() - 120) / rows));
        List<String> bottomUp = new ArrayList<>(names);
        Collections.reverse(bottomUp);
        chart.setCustomYAxisTickLabelsFormatter(names(bottomUp));
    }

    /**
     * Whether names side by side along an x axis would run into each other even in a smaller font (about 7 pixels a
     * character in the tick font, 5.8 in the smaller one), so that they go on the y axis instead, a row each.
     */
    private static boolean crowded(List<String> names) {
        return longest(names) * 5.8 > 1.25 * room(names);
    }

    private static int longest(List<String> names) {
        return names.stream().mapToInt(String::length).max().orElse(0);
    }

    /** The pixels each of these names has along an x axis. */
    private static double room(List<String> names) {
        return 0.8 * WIDTH * 0.7 / names.size();
    }

    /** Labels integer positions 0..n-1 with names, and nothing elsewhere. */
    private static void categoryAxis(XYChart chart, List<String> names) {
        chart.getStyler().setXAxisMin(-0.5).setXAxisMax(names.size() - 0.5);
        chart.getStyler().setXAxisMaxLabelCount(names.size() + 1).setPlotGridVerticalLinesVisible(false);
        // names that would run into each other are set two points smaller (the five game ids side by side); longer
        // ones never come here (crowded): XChart lays out slanted names badly beside the invisible labels below,
        // dropping some and cutting others
        if (longest(names) * 7 > room(names)) {
            Font font = chart.getStyler().getAxisTickLabelsFont();
            chart.getStyler().setAxisTickLabelsFont(font.deriveFont(font.getSize2D() - 2));
        }
        chart.setCustomXAxisTickLabelsFormatter(names(names));
    }

    /**
     * Tick labels that name integer positions 0..n-1 and nothing elsewhere: XChart keeps a tick step only if every
     * tick label is distinct, so other ticks get distinct invisible labels.
     */
    private static Function<Double, String> names(List<String> names) {
        return x -> {
            long i = Math.round(x);
            return Math.abs(x - i) < 1e-6 && i >= 0 && i < names.size() ? names.get((int) i)
                    : "\u200B".repeat(1 + (int) Math.floorMod(Math.round(x * 1000), 9973L));
        };
    }

    /**
     * Where an option's values go on the x axis: themselves when numbers, otherwise 0, 1, ... by first appearance,
     * or, when their names are too many or too long to stand side by side ({@link #crowded}), on the y axis, a row
     * each from the top, the values along x. An agent column whose partner varies along with it
     * ({@link Variants#agentsPaired}) puts the pairs there.
     */
    private static final class XAxis {
        private final Column<?> column;
        private final String option;
        private final boolean numeric;
        private final boolean paired;
        /** Paired, and SOUTH's agent is NORTH's in every row: one name says both. */
        private final boolean mirrored;
        /** The words after "by" in the title. */
        private final String name;
        /** The axis title. */
        private final String title;
        private final List<String> categories = new ArrayList<>();
        private final Variants variants;
        /** Categories on the y axis, a row each, and the values along x. */
        private final boolean rows;

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
                return Charts.finish(chart, false, share);
            }
            if (!numeric) {
                categoryAxis(chart, categories);
            }
            return Charts.finish(chart, share);
        }
    }

    /**
     * The estimate and interval of a summary metric in a row, as {@link #interval}, but a count of draws by reason
     * ({@code drawsTurnLimit}, ...) as a share of the games with its Wilson interval.
     */
    private static Interval estimate(Table summary, String metric, int row) {
        return isDrawShare(summary, metric)
                ? Stats.wilson((long) number(summary, metric, row), (long) number(summary, Columns.GAMES, row))
                : interval(summary, metric, row);
    }

    /** Whether {@link #estimate} gives the metric an interval. */
    private static boolean hasInterval(Table summary, String metric) {
        return summary.columnNames().contains(metric + "Low") || isDrawShare(summary, metric)
                || Metric.of(metric).kind() == Metric.Kind.MEAN && summary.columnNames().contains(Columns.PLIES_SD);
    }

    private static boolean isDrawShare(Table summary, String metric) {
        return Metric.of(metric).kind() == Metric.Kind.COUNT && metric.startsWith(Columns.DRAWS)
                && summary.columnNames().contains(Columns.GAMES);
    }

    /** The estimate and interval of a metric in a row: from its Low/High columns, or for pliesMean from pliesSd. */
    private static Interval interval(Table summary, String metric, int row) {
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
    private static double[] values(Table games, String column) {
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

    private static double number(Table table, String column, int row) {
        return table.numberColumn(column).getDouble(row);
    }

    private static void requireColumn(Table table, String column) {
        if (!table.columnNames().contains(column)) {
            throw new IllegalArgumentException("no column '" + column + "' in '" + table.name() + "'; its columns are "
                    + table.columnNames());
        }
    }

    private static boolean isAgent(String column) {
        return column.equals(Columns.SOUTH) || column.equals(Columns.NORTH);
    }

    /** Key columns for an axis title: options by name, {@code SOUTH agent}, or {@code agents} for both. */
    private static String axisNames(List<String> columns) {
        List<String> names = new ArrayList<>();
        boolean both = columns.contains(Columns.SOUTH) && columns.contains(Columns.NORTH);
        for (String column : columns) {
            if (both && isAgent(column)) {
                if (!names.contains("agents")) {
                    names.add("agents");
                }
            } else {
                names.add(isAgent(column) ? column.toUpperCase(Locale.ROOT) + " agent" : column);
            }
        }
        return String.join(", ", names);
    }

    /**
     * {@code quantity (unit, 95% interval)}, leaving out what does not apply; only the unit and the interval when
     * that is longer than a y axis of a chart with its legend beside it (the title names the quantity).
     */
    private static String axisTitle(String quantity, String unit, boolean interval) {
        String title = quantified(quantity, unit, interval);
        return title.length() > 40 && !unit.isEmpty() ? quantified("", unit, interval) : title;
    }

    /** {@code quantity (unit, 95% interval)}, leaving out what does not apply. */
    private static String quantified(String quantity, String unit, boolean interval) {
        String notes = String.join(", ", java.util.stream.Stream.of(unit, interval ? "95% interval" : "")
                .filter(n -> !n.isEmpty()).toList());
        return notes.isEmpty() ? quantity : quantity.isEmpty() ? notes : quantity + " (" + notes + ")";
    }

    /** {@code ": "} and what every row shares, or nothing when they share nothing. */
    private static String context(Variants variants, String... except) {
        String context = variants.context(except);
        return context.isEmpty() ? "" : ": " + context;
    }

    /** A legend entry: the variant's name, or the game's when nothing varies. */
    private static String seriesName(String name, Table table) {
        return name.isEmpty() ? table.stringColumn(Columns.GAME).getString(0) : name;
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}

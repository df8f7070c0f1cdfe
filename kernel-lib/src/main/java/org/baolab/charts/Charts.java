package org.baolab.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

    /** Width of every chart, in pixels. */
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
        boolean byVariant = names.stream().mapToInt(String::length).sum() <= 80;
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
            addWithIntervals(chart, series.get(s), x, y, s, false);
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
     *
     * @param summary a summary table, one row per variant
     * @param metric a numeric column of the summary, such as {@code drawRate} or {@code pliesMean}
     * @param option the swept option (or {@code south}, {@code north}, {@code game}): the x axis
     */
    public static XYChart metric(Table summary, String metric, String option) {
        requireColumn(summary, metric);
        requireColumn(summary, option);
        Variants variants = new Variants(summary);
        Metric m = Metric.of(metric);
        boolean drawShare = m.kind() == Metric.Kind.COUNT && metric.startsWith(Columns.DRAWS)
                && summary.columnNames().contains(Columns.GAMES);
        boolean hasInterval = summary.columnNames().contains(metric + "Low") || drawShare
                || m.kind() == Metric.Kind.MEAN && summary.columnNames().contains(Columns.PLIES_SD);
        XAxis axis = new XAxis(summary, variants, option);
        XYChart chart = xyChart(capitalized(m.label()) + " by " + axis.name + context(variants, axis.except()),
                axis.title, axisTitle(m.quantity(), m.unit(), hasInterval));
        Map<String, List<Integer>> groups = variants.groups(variants.varying(axis.except()));
        int index = 0;
        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            double shift = axis.numeric ? 0 : dodge(index, groups.size());
            List<Double> x = new ArrayList<>();
            List<Interval> y = new ArrayList<>();
            for (int row : group.getValue()) {
                x.add(axis.position(row) + shift);
                y.add(drawShare
                        ? Stats.wilson((long) number(summary, metric, row), (long) number(summary, Columns.GAMES, row))
                        : interval(summary, metric, row));
            }
            addWithIntervals(chart, seriesName(group.getKey(), summary), x, y, index++, axis.numeric);
        }
        axis.apply(chart);
        return finish(chart, m.isShare());
    }

    /**
     * The mean of a per-game column against an option, with its 95% interval (plus or minus 1.96 standard errors),
     * one line per combination of the other varying columns. Negative values mean "it never happened" in the
     * tallies (such as {@code firstCapturePly} -1) and are left out. A name that is not a column but whose
     * {@code south...} and {@code north...} forms are, such as {@code captures} or {@code capturedSeeds}, stands
     * for their sum. A column of 0 and 1 only (a yes or no per game) is drawn as a share of the games with its
     * Wilson interval.
     *
     * @param games a per-game table
     * @param column a numeric column, such as {@code plies}, {@code captures} or {@code southPhaseTwoPly}
     * @param option the option on the x axis
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
        XYChart chart = xyChart(capitalized(axisTitle(what, unit, false)) + " by " + axis.name
                + context(variants, axis.except()), axis.title, axisTitle(what, unit, true));
        Map<String, List<Integer>> groups = variants.groups(variants.varying(axis.except()));
        int index = 0;
        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            double shift = axis.numeric ? 0 : dodge(index, groups.size());
            Map<Double, double[]> byX = new LinkedHashMap<>();     // x -> {n, sum, sum of squares}
            for (int row : group.getValue()) {
                if (values[row] >= 0) {
                    double[] acc = byX.computeIfAbsent(axis.position(row) + shift, k -> new double[3]);
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
            addWithIntervals(chart, seriesName(group.getKey(), games), x, y, index++, axis.numeric);
        }
        axis.apply(chart);
        return finish(chart, share);
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
        XYChart chart = new XYChart(WIDTH, HEIGHT);
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
     * legend). {@code joined}: a line through the points; otherwise points only.
     */
    private static void addWithIntervals(XYChart chart, String name, List<Double> x, List<Interval> y, int index,
                                         boolean joined) {
        Color[] colors = chart.getStyler().getSeriesColors();
        Color color = colors[index % colors.length];
        XYSeries series = chart.addSeries(name, x, y.stream().map(Interval::estimate).toList());
        series.setXYSeriesRenderStyle(joined ? XYSeriesRenderStyle.Line : XYSeriesRenderStyle.Scatter);
        series.setMarkerColor(color);
        series.setLineColor(color);
        series.setMarker(SeriesMarkers.CIRCLE);
        for (int i = 0; i < x.size(); i++) {
            Interval in = y.get(i);
            if (Double.isNaN(in.low()) || Double.isNaN(in.high()) || in.low() == in.high()) {
                continue;
            }
            XYSeries whisker = chart.addSeries(name + " interval " + (i + 1), new double[] {x.get(i), x.get(i)},
                    new double[] {in.low(), in.high()});
            whisker.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
            whisker.setMarker(SeriesMarkers.NONE);
            whisker.setLineColor(color);
            whisker.setLineStyle(new BasicStroke(1.6f));
            whisker.setShowInLegend(false);
        }
    }

    /**
     * Ends a chart: tick labels of each axis in one format (the same decimals on every tick, percentages on an
     * axis of shares), not crowded, and the legend. (XChart 3.8 gives a second y axis the first one's pattern,
     * so the pattern comes from the first axis's data alone and a second axis should hold numbers of a like size.)
     */
    private static XYChart finish(XYChart chart, boolean share) {
        XYStyler styler = chart.getStyler();
        styler.setYAxisDecimalPattern(decimalPattern(range(chart, 0, styler.getYAxisMin(0), styler.getYAxisMax(0)), share));
        if (styler.getxAxisTickLabelsFormattingFunction() == null) {
            boolean whole = chart.getSeriesMap().values().stream().flatMapToDouble(series -> Arrays.stream(series.getXData()))
                    .allMatch(x -> x == Math.rint(x));     // plies, counts, integer options: never 1.0, 2.0
            styler.setXAxisDecimalPattern(whole ? "0"
                    : decimalPattern(range(chart, -1, styler.getXAxisMin(), styler.getXAxisMax()), false));
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

    /** Labels integer positions 0..n-1 with names, and nothing elsewhere. */
    private static void categoryAxis(XYChart chart, List<String> names) {
        chart.getStyler().setXAxisMin(-0.5).setXAxisMax(names.size() - 0.5);
        chart.getStyler().setXAxisMaxLabelCount(names.size() + 1).setPlotGridVerticalLinesVisible(false);
        // About 7 pixels a character in the tick font: names that would run into each other are set two points smaller
        // (the five game ids side by side), and only names longer still at a slant, which XChart lays out badly
        // beside the invisible labels below: it drops some and cuts others.
        int longest = names.stream().mapToInt(String::length).max().orElse(0);
        double room = 0.8 * WIDTH * 0.7 / names.size();
        if (longest * 7 > room) {
            Font font = chart.getStyler().getAxisTickLabelsFont();
            chart.getStyler().setAxisTickLabelsFont(font.deriveFont(font.getSize2D() - 2));
            if (longest * 5.8 > 1.25 * room) {
                chart.getStyler().setXAxisLabelRotation(20);
            }
        }
        // XChart keeps a tick step only if every tick label is distinct: other ticks get distinct invisible labels
        chart.setCustomXAxisTickLabelsFormatter(x -> {
            long i = Math.round(x);
            return Math.abs(x - i) < 1e-6 && i >= 0 && i < names.size() ? names.get((int) i)
                    : "\u200B".repeat(1 + (int) Math.floorMod(Math.round(x * 1000), 9973L));
        });
    }

    /**
     * Where an option's values go on the x axis: themselves when numbers, otherwise 0, 1, ... by first appearance.
     * An agent column whose partner varies along with it ({@link Variants#agentsPaired}) puts the pairs there.
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
        }

        private String label(int row) {
            return paired && !mirrored ? variants.name(row, List.of(Columns.SOUTH, Columns.NORTH)) : column.getString(row);
        }

        /** The column the series leave out: the one along the axis. */
        String except() {
            return option;
        }

        double position(int row) {
            return numeric ? ((NumericColumn<?>) column).getDouble(row) : categories.indexOf(label(row));
        }

        void apply(XYChart chart) {
            if (!numeric) {
                categoryAxis(chart, categories);
            }
        }
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
        String notes = String.join(", ", java.util.stream.Stream.of(unit, interval ? "95% interval" : "")
                .filter(n -> !n.isEmpty()).toList());
        String title = notes.isEmpty() ? quantity : quantity + " (" + notes + ")";
        return title.length() > 40 && !unit.isEmpty() ? notes : title;
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

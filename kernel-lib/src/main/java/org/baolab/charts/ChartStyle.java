package org.baolab.charts;

import static org.baolab.charts.Charts.HEIGHT;
import static org.baolab.charts.Charts.WIDTH;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.Arrays;
import java.util.List;
import org.baolab.stats.Interval;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The look every chart shares: its size and colours, intervals drawn as whiskers, tick labels in one format per
 * axis, the legend where it fits.
 */
final class ChartStyle {

    private ChartStyle() {
    }

    static XYChart xyChart(String title, String xTitle, String yTitle) {
        return xyChart(title, xTitle, yTitle, WIDTH, HEIGHT);
    }

    static XYChart xyChart(String title, String xTitle, String yTitle, int width, int height) {
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
    static XYSeries addWithIntervals(XYChart chart, String name, List<Double> at, List<Interval> y, int index,
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
    static XYChart finish(XYChart chart, boolean share) {
        return finish(chart, share, false);
    }

    /**
     * Ends a chart: tick labels of each axis in one format (the same decimals on every tick, percentages on an
     * axis of shares: {@code yShare}, {@code xShare}), not crowded, and the legend. An axis labelled by names keeps
     * them. (XChart 3.8 gives a second y axis the first one's pattern, so the pattern comes from the first axis's
     * data alone and a second axis should hold numbers of a like size.)
     */
    static XYChart finish(XYChart chart, boolean yShare, boolean xShare) {
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
    static void roundTicks(XYChart chart) {
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
    static double range(XYChart chart, int group, Double min, Double max) {
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
    static XYChart legend(XYChart chart) {
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
}

package org.baolab.charts;

import static org.baolab.charts.ChartStyle.xyChart;
import static org.baolab.charts.Charts.HEIGHT;
import static org.baolab.charts.Charts.WIDTH;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.XYStyler;

/**
 * Axes that name things: categories side by side along x, or a row each on y when their names are too many or too
 * long to stand side by side.
 */
final class Axes {

    private Axes() {
    }

    /**
     * Where series {@code s} of {@code n} sits beside a category's position, so that points of different series
     * at one category do not hide each other.
     */
    static double dodge(int s, int n) {
        return (s - (n - 1) / 2.0) * Math.min(0.18, 0.7 / n);
    }

    /** Pixels a row of a chart with names on its y axis takes, and more for each series sharing it. */
    static final int ROW = 12;
    static final int PER_SERIES = 8;
    /** The narrowest plot of such a chart, in pixels: room for intervals to read apart. */
    static final int PLOT = 460;

    /**
     * A chart with a row per name on its y axis, its values along x, and {@code series} series sharing each row: tall
     * enough for the rows, wide enough for the names beside a plot of some width, and for the title, which XChart
     * centres over the plot and cuts where it is wider. {@link #rowAxis} names the rows.
     */
    static XYChart rowsChart(String title, String valueTitle, String rowsTitle, List<String> names,
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
    static double rowOffset(int s, int n) {
        return n == 1 ? 0 : ((n - 1) / 2.0 - s) * 0.8 / n;
    }

    /** Names the rows of a {@link #rowsChart}, the first at the top, a tick for each and none between them. */
    static void rowAxis(XYChart chart, List<String> names) {
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
    static boolean crowded(List<String> names) {
        return longest(names) * 5.8 > 1.25 * room(names);
    }

    static int longest(List<String> names) {
        return names.stream().mapToInt(String::length).max().orElse(0);
    }

    /** The pixels each of these names has along an x axis. */
    static double room(List<String> names) {
        return 0.8 * WIDTH * 0.7 / names.size();
    }

    /** Labels integer positions 0..n-1 with names, and nothing elsewhere. */
    static void categoryAxis(XYChart chart, List<String> names) {
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
    static Function<Double, String> names(List<String> names) {
        return x -> {
            long i = Math.round(x);
            return Math.abs(x - i) < 1e-6 && i >= 0 && i < names.size() ? names.get((int) i)
                    : "\u200B".repeat(1 + (int) Math.floorMod(Math.round(x * 1000), 9973L));
        };
    }
}

package org.baolab.charts;

import static org.baolab.charts.ChartStyle.finish;
import static org.baolab.charts.ChartStyle.xyChart;
import static org.baolab.charts.Estimates.requireColumn;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.Arrays;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/** The rows of a table as labelled points on two axes, with intervals both ways and four named regions. */
final class GameMap {

    private static final Color POINT = new Color(0x1f4e79);
    private static final Color REGION = new Color(0x9a9a9a);

    private GameMap() {
    }

    static XYChart chart(Table table, String label, String x, String y, String xTitle, String yTitle, String title,
                         String... regions) {
        return draw(table, label, x, y, xTitle, yTitle, title, regions).chart();
    }

    /** The chart and its names, whose places are known once it is painted. */
    record Drawn(XYChart chart, MapLabels labels) {
    }

    static Drawn draw(Table table, String label, String x, String y, String xTitle, String yTitle, String title,
                      String... regions) {
        requireColumn(table, label);
        requireColumn(table, x);
        requireColumn(table, y);
        if (regions.length != 0 && regions.length != 4) {
            throw new IllegalArgumentException("name four regions (top left, top right, bottom left, bottom right) or "
                    + "none, not " + regions.length);
        }
        int n = table.rowCount();
        double[] xs = values(table, x);
        double[] ys = values(table, y);
        XYChart chart = xyChart(title, xTitle, yTitle, Charts.WIDTH, Charts.HEIGHT + 80);
        double[] xr = range(table, x, xs);
        double[] yr = range(table, y, ys);
        double band = regions.length == 4 ? (yr[1] - yr[0]) * 0.12 : 0;   // room for the regions' names
        yr = new double[] {yr[0] - band, yr[1] + band};
        for (int r = 0; r < n; r++) {
            whisker(chart, "x" + r, ends(table, x, r), new double[] {ys[r], ys[r]});
            whisker(chart, "y" + r, new double[] {xs[r], xs[r]}, ends(table, y, r));
        }
        XYSeries points = chart.addSeries("games", xs, ys);
        points.setXYSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
        points.setMarker(SeriesMarkers.CIRCLE);
        points.setMarkerColor(POINT);
        points.setShowInLegend(false);
        double mx = median(xs);
        double my = median(ys);
        dashed(chart, "x median", new double[] {mx, mx}, yr);
        dashed(chart, "y median", xr, new double[] {my, my});
        double ix = (xr[1] - xr[0]) * 0.16;
        double iy = (yr[1] - yr[0]) * 0.035;
        double[][] corners = {{xr[0] + ix, yr[1] - iy}, {xr[1] - ix, yr[1] - iy}, {xr[0] + ix, yr[0] + iy},
            {xr[1] - ix, yr[0] + iy}};
        String[] names = new String[n];
        for (int r = 0; r < n; r++) {
            names[r] = table.column(label).getString(r);
        }
        String[] regionNames = Arrays.stream(regions).map(name -> name.toUpperCase(java.util.Locale.ROOT))
                .toArray(String[]::new);
        MapLabels labels = new MapLabels(names, xs, ys, regionNames, corners);
        chart.addAnnotation(labels);
        chart.getStyler().setXAxisMin(xr[0]).setXAxisMax(xr[1]).setYAxisMin(yr[0]).setYAxisMax(yr[1]);
        chart.getStyler().setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12))
                .setAnnotationTextFontColor(new Color(0x333333));
        return new Drawn(finish(chart, false, false), labels);
    }

    private static double[] values(Table t, String column) {
        NumericColumn<?> c = t.numberColumn(column);
        double[] v = new double[t.rowCount()];
        for (int r = 0; r < v.length; r++) {
            v[r] = c.isMissing(r) ? Double.NaN : c.getDouble(r);
        }
        return v;
    }

    /** The interval of row r, or the estimate twice where the table has none. */
    private static double[] ends(Table t, String column, int r) {
        double v = t.numberColumn(column).getDouble(r);
        if (!t.containsColumn(column + "Low") || t.numberColumn(column + "Low").isMissing(r)) {
            return new double[] {v, v};
        }
        return new double[] {t.numberColumn(column + "Low").getDouble(r), t.numberColumn(column + "High").getDouble(r)};
    }

    /** The span of the estimates and intervals, with a margin of a tenth each side. */
    private static double[] range(Table t, String column, double[] values) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < values.length; r++) {
            for (double v : ends(t, column, r)) {
                if (!Double.isNaN(v)) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        double margin = high > low ? (high - low) * 0.1 : 1;
        return new double[] {low - margin, high + margin};
    }

    private static double median(double[] v) {
        double[] s = Arrays.stream(v).filter(d -> !Double.isNaN(d)).sorted().toArray();
        return s.length == 0 ? 0 : s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static void whisker(XYChart chart, String name, double[] xs, double[] ys) {
        if (xs[0] == xs[1] && ys[0] == ys[1]) {
            return;
        }
        XYSeries s = chart.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(new Color(0x8fb3d9));
        s.setLineStyle(new BasicStroke(1.6f));
        s.setShowInLegend(false);
    }

    private static void dashed(XYChart chart, String name, double[] xs, double[] ys) {
        XYSeries s = chart.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(REGION);
        s.setLineStyle(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] {5, 4}, 0));
        s.setShowInLegend(false);
    }
}

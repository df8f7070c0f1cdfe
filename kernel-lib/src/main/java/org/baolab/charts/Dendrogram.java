package org.baolab.charts;

import static org.baolab.charts.Axes.rowAxis;
import static org.baolab.charts.Axes.rowsChart;
import static org.baolab.charts.ChartStyle.finish;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.baolab.stats.Clustering;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A tree of a {@link Clustering} drawn on its side: a row per leaf, named on the y axis, top to bottom in the
 * tree's order, and each merge a bracket at its height along x, so that leaves joined near 0 are alike.
 */
final class Dendrogram {

    private static final Color LINE = new Color(0x1f4e79);

    private Dendrogram() {
    }

    static XYChart chart(Clustering tree, String title, String heightTitle) {
        List<Integer> order = tree.order();
        List<String> names = order.stream().map(tree.labels()::get).toList();
        XYChart chart = rowsChart(title, heightTitle, "", names, 1);
        int n = names.size();
        double[] row = new double[n + tree.merges().size()];
        for (int i = 0; i < n; i++) {
            row[order.get(i)] = n - 1 - i;    // the first leaf on top
        }
        double top = 0;
        for (int k = 0; k < tree.merges().size(); k++) {
            Clustering.Merge m = tree.merges().get(k);
            row[n + k] = (row[m.left()] + row[m.right()]) / 2;
            double h = m.height();
            top = Math.max(top, h);
            XYSeries bracket = chart.addSeries("merge " + (k + 1),
                    new double[] {height(tree, m.left()), h, h, height(tree, m.right())},
                    new double[] {row[m.left()], row[m.left()], row[m.right()], row[m.right()]});
            style(bracket);
        }
        // a stub from each leaf, so that a leaf merged late still shows where its row is
        XYSeries leaves = chart.addSeries("leaves", new double[n], java.util.Arrays.stream(row, 0, n).toArray());
        leaves.setXYSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
        leaves.setMarker(SeriesMarkers.CIRCLE);
        leaves.setMarkerColor(LINE);
        leaves.setShowInLegend(false);
        chart.getStyler().setXAxisMin(0.0).setXAxisMax(top > 0 ? top * 1.05 : 1);
        chart.getStyler().setPlotGridHorizontalLinesVisible(false).setMarkerSize(5);
        rowAxis(chart, names);
        return finish(chart, false, false);
    }

    private static double height(Clustering tree, int node) {
        int n = tree.labels().size();
        return node < n ? 0 : tree.merges().get(node - n).height();
    }

    private static void style(XYSeries s) {
        s.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(LINE);
        s.setLineStyle(new BasicStroke(2f));
        s.setShowInLegend(false);
    }
}

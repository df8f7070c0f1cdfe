package org.baolab.charts;

import static org.baolab.charts.ChartStyle.finish;
import static org.baolab.charts.ChartStyle.xyChart;
import static org.baolab.charts.Charts.HEIGHT;
import static org.baolab.charts.Charts.WIDTH;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.baolab.core.Board;
import org.baolab.sim.Timeline;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.YAxisPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The charts of timelines: when captures happen, and seeds per hole over a game ({@link Charts}). */
final class TimelineCharts {

    private TimelineCharts() {
    }

    /** {@link Charts#captureTiming}. */
    static XYChart captureTiming(Timeline... timelines) {
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
    static String commonPart(Timeline... timelines) {
        List<String> common = new ArrayList<>(List.of(timelines[0].label().split(", ")));
        for (Timeline t : timelines) {
            common.retainAll(List.of(t.label().split(", ")));
        }
        return String.join(", ", common);
    }

    /** Each timeline's label without the shared parts ({@code standard rules} when nothing is left). */
    static List<String> distinctParts(Timeline... timelines) {
        List<String> common = List.of(commonPart(timelines).split(", "));
        List<String> names = new ArrayList<>();
        for (Timeline t : timelines) {
            List<String> own = new ArrayList<>(List.of(t.label().split(", ")));
            own.removeAll(common);
            names.add(own.isEmpty() ? "standard rules" : String.join(", ", own));
        }
        return names;
    }

    /** {@link Charts#seedsPerHole}. */
    static HeatMapChart seedsPerHole(Timeline timeline) {
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
    static int lastPly(Timeline timeline, double share) {
        int last = 1;
        while (last < timeline.maxPly() && timeline.stillPlaying(last + 1) >= share) {
            last++;
        }
        return Math.min(last, Math.max(1, timeline.maxPly()));
    }
}

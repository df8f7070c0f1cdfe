package org.baolab.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.List;
import org.baolab.notebook.ChartImage;
import org.baolab.stats.Clustering;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** The dendrogram and the map of the atlas (their pictures are kept in target/atlas-charts/ to look at). */
class AtlasChartsTest {

    private static final Path KEPT = Path.of("target", "atlas-charts");

    /** Two pairs, a-b at 2 and c-d at 4, 10 apart. */
    private static final double[][] FOUR = {
        {0, 2, 10, 10},
        {2, 0, 10, 10},
        {10, 10, 0, 4},
        {10, 10, 4, 0},
    };

    @Test
    void aDendrogramDrawsABracketPerMergeAtItsHeightWithTheLeavesInTreeOrder() {
        Clustering tree = Clustering.upgma(List.of("a", "b", "c", "d"), FOUR);
        XYChart chart = Charts.dendrogram(tree, "Four leaves", "distance");
        // rows from the top: a b c d, so a is at row 3, b 2, c 1, d 0
        XYSeries first = chart.getSeriesMap().get("merge 1");     // a and b at 2
        assertEquals(List.of(0.0, 2.0, 2.0, 0.0), box(first.getXData()));
        assertEquals(List.of(3.0, 3.0, 2.0, 2.0), box(first.getYData()));
        XYSeries last = chart.getSeriesMap().get("merge 3");      // (a, b) at 2 with (c, d) at 4, joined at 10
        assertEquals(List.of(2.0, 10.0, 10.0, 4.0), box(last.getXData()));
        assertEquals(List.of(2.5, 2.5, 0.5, 0.5), box(last.getYData()));
        ChartImage.save(chart, KEPT.resolve("dendrogram.png"));
        assertTrue(ChartImage.svg(chart).startsWith("<?xml"));
        assertThrows(IllegalArgumentException.class, () -> Charts.dendrogram(
                Clustering.upgma(List.of("one"), new double[][] {{0}}), "t", "d"));
    }

    @Test
    void twoTreesSideBySideAreOnePictureAsWideAsBoth() throws java.io.IOException {
        Clustering tree = Clustering.upgma(List.of("a", "b", "c", "d"), FOUR);
        XYChart left = Charts.dendrogram(tree, "Left", "distance");
        XYChart right = Charts.dendrogram(Clustering.upgma(List.of("a", "b"), new double[][] {{0, 1}, {1, 0}}), "Right",
                "distance");
        java.awt.image.BufferedImage both = ChartImage.sideBySide(left, right);
        assertEquals(left.getWidth() + right.getWidth(), both.getWidth());
        assertEquals(Math.max(left.getHeight(), right.getHeight()), both.getHeight());
        assertEquals(0xffffff, both.getRGB(left.getWidth() + 2, both.getHeight() - 2) & 0xffffff, "white below");
        java.nio.file.Files.createDirectories(KEPT);
        javax.imageio.ImageIO.write(both, "png", KEPT.resolve("side-by-side.png").toFile());
        assertThrows(IllegalArgumentException.class, ChartImage::sideBySide);
    }

    @Test
    void aMapPlacesEachRowWithItsIntervalsAndNamesFourRegions() {
        Table t = Table.create("atlas", StringColumn.create("game", "kalah", "oware", "bao-kingulu"),
                DoubleColumn.create("x", 0.3, 0.6, 0.1), DoubleColumn.create("xLow", 0.2, 0.5, 0.05),
                DoubleColumn.create("xHigh", 0.4, 0.7, 0.15), DoubleColumn.create("y", 200, 400, 100));
        XYChart chart = Charts.map(t, "game", "x", "y", "decisiveness", "skill span (Elo)", "A map",
                "deep, drawn out", "deep, decisive", "shallow, drawn out", "shallow, decisive");
        assertEquals(List.of(0.3, 0.6, 0.1), box(chart.getSeriesMap().get("games").getXData()));
        assertEquals(List.of(0.2, 0.4), box(chart.getSeriesMap().get("x0").getXData()));
        assertEquals(null, chart.getSeriesMap().get("y0"), "no interval on y: no whisker");
        ChartImage.save(chart, KEPT.resolve("map.png"));
        assertThrows(IllegalArgumentException.class, () -> Charts.map(t, "game", "x", "y", "", "", "", "one"));
    }

    /** Three points a pixel apart, as congkak, dakon and sungka fall on the atlas map, and a fourth near them. */
    @Test
    void labelsOfNearlyTheSamePointsAreNudgedApartTheSameWayEveryTime() {
        double[] x = {100, 101, 100, 112};
        double[] y = {200, 201, 202, 200};
        double[] w = {50, 44, 38, 60};
        double[] h = {10, 10, 10, 10};
        Rectangle2D area = new Rectangle2D.Double(0, 0, 400, 400);
        List<Rectangle2D> boxes = LabelPlacement.place(x, y, w, h, area, List.of());
        assertNoOverlap(boxes, x, y);
        for (int i = 0; i < boxes.size(); i++) {
            assertTrue(area.contains(boxes.get(i)));
            assertEquals(w[i], boxes.get(i).getWidth(), 1e-9);
            double[] end = LabelPlacement.nearest(boxes.get(i), x[i], y[i]);
            assertTrue(Math.hypot(end[0] - x[i], end[1] - y[i]) < 40, "label " + i + " stays near its point");
        }
        assertEquals(boxes, LabelPlacement.place(x, y, w, h, area, List.of()), "deterministic");
        assertFalse(LabelPlacement.needsLeader(boxes.get(0), x[0], y[0]), "the first label sits next to its point");
        // a label with no free place left inside the area still gets a box, the least covered one
        List<Rectangle2D> cramped = LabelPlacement.place(new double[] {5, 6}, new double[] {5, 6}, new double[] {9, 9},
                new double[] {9, 9}, new Rectangle2D.Double(0, 0, 12, 12), List.of());
        assertEquals(2, cramped.size());
    }

    @Test
    void theMapsNamesDoNotOverlapWhenItsPointsCrowd() {
        // the fourteen games of the first atlas: congkak, sungka and dakon a pixel or two apart, toguz-kumalak and
        // oware side by side, wari and bohnenspiel one above the other
        Table t = Table.create("atlas",
                StringColumn.create("game", "bao-kingulu", "kimasai-four-rows", "kimasai-two-phase", "kalah", "oware",
                        "congkak", "sungka", "dakon", "toguz-kumalak", "vai-lung-thlan", "ayoayo", "bohnenspiel",
                        "wari", "ouril"),
                DoubleColumn.create("x", 0.113, 0.317, 0.500, 0.353, 0.461, 0.0312, 0.0242, 0.0313, 0.368, 0.553,
                        0.694, 0.514, 0.499, 0.550),
                DoubleColumn.create("y", 445, 189, 980, 327, 582, 598, 517, 556, 587, 166, 722, 450, 536, 388));
        GameMap.Drawn drawn = GameMap.draw(t, "game", "x", "y", "decisiveness", "skill span (Elo)", "Crowded",
                "deep, decided early", "deep, decided late", "shallow, decided early", "shallow, decided late");
        assertTrue(drawn.labels().boxes().isEmpty(), "placed when painted");
        org.knowm.xchart.BitmapEncoder.getBufferedImage(drawn.chart());
        List<Rectangle2D> boxes = drawn.labels().boxes();
        assertEquals(14, boxes.size());
        assertNoOverlap(boxes, null, null);
        assertTrue(boxes.get(5).getY() > 0 && boxes.get(5).getY() < drawn.chart().getHeight(), "inside the chart");
        ChartImage.save(drawn.chart(), KEPT.resolve("map-crowded.png"));
    }

    /** No two boxes meet, and no box covers a point (when the points are given). */
    private static void assertNoOverlap(List<Rectangle2D> boxes, double[] x, double[] y) {
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertFalse(boxes.get(i).intersects(boxes.get(j)), "labels " + i + " and " + j + " overlap: "
                        + boxes.get(i) + " " + boxes.get(j));
            }
            for (int p = 0; x != null && p < x.length; p++) {
                assertFalse(boxes.get(i).contains(x[p], y[p]), "label " + i + " covers point " + p);
            }
        }
    }

    private static List<Double> box(double[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }
}

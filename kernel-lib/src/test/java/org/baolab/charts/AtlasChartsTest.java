package org.baolab.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static List<Double> box(double[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }
}

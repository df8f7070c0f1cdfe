package org.baolab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.stats.Clustering.Merge;
import org.junit.jupiter.api.Test;

class ClusteringTest {

    /**
     * The five-leaf example of UPGMA worked by hand (Wikipedia, "UPGMA"): a-b merge at 17; (ab)-e at
     * (23 + 21) / 2 = 22; c-d at 28; the last at (21 + 31 + 30 + 34 + 39 + 43) / 6 = 33.
     */
    private static final double[][] FIVE = {
        {0, 17, 21, 31, 23},
        {17, 0, 30, 34, 21},
        {21, 30, 0, 28, 39},
        {31, 34, 28, 0, 43},
        {23, 21, 39, 43, 0},
    };

    @Test
    void mergesTheWorkedExampleAtItsAverageDistances() {
        Clustering tree = Clustering.upgma(List.of("a", "b", "c", "d", "e"), FIVE);
        assertEquals(List.of(new Merge(0, 1, 17, 2), new Merge(4, 5, 22, 3), new Merge(2, 3, 28, 2),
                new Merge(6, 7, 33, 5)), tree.merges());
        assertEquals(List.of(4, 0, 1, 2, 3), tree.order());
    }

    @Test
    void copheneticDistanceIsTheHeightOfTheFirstCommonMerge() {
        Clustering tree = Clustering.upgma(List.of("a", "b", "c", "d", "e"), FIVE);
        assertEquals(17, tree.cophenetic(0, 1));
        assertEquals(22, tree.cophenetic(1, 4));
        assertEquals(28, tree.cophenetic(3, 2));
        assertEquals(33, tree.cophenetic(0, 3));
        assertEquals(0, tree.cophenetic(2, 2));
    }

    @Test
    void equalDistancesMergeTheLowestNodesFirst() {
        double[][] d = {{0, 2, 2}, {2, 0, 2}, {2, 2, 0}};
        Clustering tree = Clustering.upgma(List.of("x", "y", "z"), d);
        assertEquals(List.of(new Merge(0, 1, 2, 2), new Merge(2, 3, 2, 3)), tree.merges());
    }

    @Test
    void oneLeafHasNoMerge() {
        Clustering tree = Clustering.upgma(List.of("only"), new double[][] {{0}});
        assertTrue(tree.merges().isEmpty());
        assertEquals(List.of(0), tree.order());
    }

    @Test
    void refusesAMatrixThatIsNotADistance() {
        String asymmetric = assertThrows(IllegalArgumentException.class, () -> Clustering.upgma(List.of("a", "b"),
                new double[][] {{0, 1}, {2, 0}})).getMessage();
        assertEquals("distance [0][1] = 1.0: distances must be finite, at least 0, symmetric and 0 on the diagonal",
                asymmetric);
        assertThrows(IllegalArgumentException.class, () -> Clustering.upgma(List.of("a", "b"),
                new double[][] {{0, Double.NaN}, {Double.NaN, 0}}));
        assertThrows(IllegalArgumentException.class, () -> Clustering.upgma(List.of("a", "b", "c"),
                new double[][] {{0, 1}, {1, 0}}));
    }
}

package org.baolab.atlas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.baolab.stats.Clustering;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class DistancesTest {

    /** Three games alike in every measure but the draw rate, 0, 0.1 and 0.2, and the span, 100, 100, 400. */
    private static Table three() {
        Table t = Table.create("atlas", StringColumn.create("game", "a", "b", "c"));
        for (String c : Distances.behaviourColumns()) {
            double[] v = c.equals("randomDrawRate") ? new double[] {0, 0.1, 0.2}
                    : c.equals("skillSpan") ? new double[] {100, 100, 400} : new double[] {5, 5, 5};
            t.addColumns(DoubleColumn.create(c, v));
        }
        return t;
    }

    /**
     * By hand: the draw rates standardise to -1, 0, 1 (mean 0.1, sd 0.1); the spans to -1/sqrt(3), -1/sqrt(3),
     * 2/sqrt(3) (mean 200, sd sqrt(30000)); the constant measures are left out. So d(a, b) = sqrt((1 + 0) / 2),
     * d(a, c) = sqrt((4 + 3) / 2), d(b, c) = sqrt((1 + 3) / 2).
     */
    @Test
    void behaviourIsTheRootMeanSquareOfTheStandardisedDifferences() {
        Distances d = Distances.behaviour(three());
        assertEquals(Math.sqrt(0.5), d.between("a", "b"), 1e-12);
        assertEquals(Math.sqrt(3.5), d.between("a", "c"), 1e-12);
        assertEquals(Math.sqrt(2), d.between("b", "c"), 1e-12);
        assertEquals(0, d.between("c", "c"));
        Clustering tree = d.tree();
        assertEquals(List.of(0, 1), List.of(tree.merges().get(0).left(), tree.merges().get(0).right()));
        assertEquals(Math.sqrt(0.5), tree.merges().get(0).height(), 1e-12);
        assertEquals((Math.sqrt(3.5) + Math.sqrt(2)) / 2, tree.merges().get(1).height(), 1e-12);
    }

    @Test
    void aGameWithoutADistanceIsLeftOutOfTheTree() {
        double n = Double.NaN;
        Distances d = new Distances(List.of("a", "b", "c"), new double[][] {{0, 1, n}, {1, 0, n}, {n, n, 0}});
        assertEquals(List.of("a", "b"), d.tree().labels());
        assertEquals("game,a,b,c\na,0,1,\nb,1,0,\nc,,,0\n", d.csv());
    }

    @Test
    void aTableWithoutAMeasureIsRefused() {
        Table t = three();
        t.removeColumns("searchDrama");
        assertEquals("the atlas table has no column searchDrama",
                assertThrows(IllegalArgumentException.class, () -> Distances.behaviour(t)).getMessage());
    }
}

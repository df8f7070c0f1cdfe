package org.baolab.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Average-linkage (UPGMA) hierarchical clustering of a distance matrix: the two closest clusters merge, and the
 * distance from the merged cluster to any other is the mean of the distances between their members.
 * <pre>{@code
 * Clustering tree = Clustering.upgma(List.of("a", "b", "c"), distances);
 * tree.merges();   // in order, each at the average distance between its two clusters
 * }</pre>
 * Nodes are numbered as SciPy numbers them: the leaves {@code 0..n-1} in the order given, then merge {@code k} is node
 * {@code n + k}. Of equally close pairs the one of the lowest node numbers merges first, so the tree depends on the
 * matrix and the order of the labels only.
 *
 * @param labels the leaves' names, in the order of the matrix
 * @param merges the {@code n - 1} merges, in the order made
 */
public record Clustering(List<String> labels, List<Merge> merges) {

    /**
     * One merge of two clusters.
     *
     * @param left the node merged first in the drawing (the lower node number)
     * @param right the other node
     * @param height the average distance between the members of the two clusters
     * @param size the leaves under the new node
     */
    public record Merge(int left, int right, double height, int size) {
    }

    /** Copies the lists. */
    public Clustering {
        labels = List.copyOf(labels);
        merges = List.copyOf(merges);
    }

    /**
     * Clusters these leaves by average linkage.
     *
     * @param distances a square, symmetric matrix of finite distances of at least 0, zero on the diagonal
     * @throws IllegalArgumentException saying which entry is wrong
     */
    public static Clustering upgma(List<String> labels, double[][] distances) {
        int n = labels.size();
        check(n, distances);
        double[][] d = new double[2 * n][2 * n];
        int[] size = new int[2 * n];
        boolean[] open = new boolean[2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(distances[i], 0, d[i], 0, n);
            size[i] = 1;
            open[i] = true;
        }
        List<Merge> merges = new ArrayList<>();
        for (int node = n; node < 2 * n - 1; node++) {
            int[] pair = closest(d, open, node);
            int a = pair[0];
            int b = pair[1];
            open[a] = false;
            open[b] = false;
            size[node] = size[a] + size[b];
            for (int k = 0; k < node; k++) {
                if (open[k]) {
                    d[node][k] = (d[a][k] * size[a] + d[b][k] * size[b]) / size[node];
                    d[k][node] = d[node][k];
                }
            }
            open[node] = true;
            merges.add(new Merge(a, b, d[a][b], size[node]));
        }
        return new Clustering(labels, merges);
    }

    /** The open pair at the least distance, the lowest node numbers first among equals. */
    private static int[] closest(double[][] d, boolean[] open, int nodes) {
        int[] best = null;
        for (int i = 0; i < nodes; i++) {
            for (int j = i + 1; j < nodes && open[i]; j++) {
                if (open[j] && (best == null || d[i][j] < d[best[0]][best[1]])) {
                    best = new int[] {i, j};
                }
            }
        }
        return best;
    }

    private static void check(int n, double[][] d) {
        if (n < 1) {
            throw new IllegalArgumentException("clustering needs at least one leaf");
        }
        if (d.length != n) {
            throw new IllegalArgumentException("the distance matrix has " + d.length + " rows for " + n + " labels");
        }
        for (int i = 0; i < n; i++) {
            if (d[i].length != n) {
                throw new IllegalArgumentException("row " + i + " of the distance matrix has " + d[i].length
                        + " entries, not " + n);
            }
            for (int j = 0; j < n; j++) {
                if (!(d[i][j] >= 0) || Double.isInfinite(d[i][j]) || d[i][j] != d[j][i] || i == j && d[i][j] != 0) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT, "distance [%d][%d] = %s: distances "
                            + "must be finite, at least 0, symmetric and 0 on the diagonal", i, j, d[i][j]));
                }
            }
        }
    }

    /** The leaves from left to right as a dendrogram draws them: each merge's left node before its right. */
    public List<Integer> order() {
        List<Integer> leaves = new ArrayList<>();
        collect(labels.size() + merges.size() - 1, leaves);
        return leaves;
    }

    private void collect(int node, List<Integer> leaves) {
        if (node < labels.size()) {
            leaves.add(node);
        } else {
            Merge m = merges.get(node - labels.size());
            collect(m.left(), leaves);
            collect(m.right(), leaves);
        }
    }

    /**
     * The cophenetic distance of two leaves: the height of the merge that first joins them (0 for a leaf and
     * itself).
     */
    public double cophenetic(int a, int b) {
        if (a == b) {
            return 0;
        }
        int n = labels.size();
        int[] root = new int[n + merges.size()];
        for (int i = 0; i < root.length; i++) {
            root[i] = i;
        }
        for (int k = 0; k < merges.size(); k++) {
            Merge m = merges.get(k);
            for (int leaf = 0; leaf < n; leaf++) {
                if (root[leaf] == m.left() || root[leaf] == m.right()) {
                    root[leaf] = n + k;
                }
            }
            if (root[a] == root[b]) {
                return m.height();
            }
        }
        throw new IllegalStateException("leaves " + a + " and " + b + " are never joined");
    }
}

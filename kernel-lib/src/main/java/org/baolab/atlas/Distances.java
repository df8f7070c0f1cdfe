package org.baolab.atlas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.baolab.stats.Clustering;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/**
 * Distances between the games of the atlas, as a matrix in the order of {@code games}, and their average-linkage
 * tree ({@link #tree()}).
 * <ul>
 * <li>{@link #rules}: how many blocks, parameters and unexpressed rules differ ({@link
 * org.baolab.sheet.RuleProfile#distance}); a game without a profile is NaN against every other and left out of the
 * tree.
 * <li>{@link #behaviour}: the root mean square difference of the standardised behaviour measures (each measure's
 * estimates over the games made mean 0 and standard deviation 1; plies and branching by their logarithms, as they
 * grow by factors), so that every measure weighs the same.
 * </ul>
 *
 * @param games the games' ids
 * @param distances {@code distances[i][j]} between games i and j, 0 on the diagonal
 */
public record Distances(List<String> games, double[][] distances) {

    /** The measures the behaviour distance standardises: every pairing's, then the ladder's span. */
    public static List<String> behaviourColumns() {
        List<String> columns = new ArrayList<>();
        for (String p : Atlas.PAIRINGS) {
            for (String m : Atlas.MEASURES) {
                columns.add(p + Character.toUpperCase(m.charAt(0)) + m.substring(1));
            }
        }
        columns.add("skillSpan");
        return columns;
    }

    /** The rule distances between these games. */
    public static Distances rules(List<AtlasGame> games) {
        int n = games.size();
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                AtlasGame a = games.get(i);
                AtlasGame b = games.get(j);
                d[i][j] = i == j ? 0 : a.profile() == null || b.profile() == null ? Double.NaN
                        : a.profile().distance(b.profile());
            }
        }
        return new Distances(games.stream().map(AtlasGame::id).toList(), d);
    }

    /**
     * The behaviour distances between the rows of an atlas table ({@code baolab atlas --out}, read with
     * {@code Stats.readCsv}): a measure that is missing for some game, or the same for all, is left out.
     *
     * @throws IllegalArgumentException when the table lacks a {@code game} column or a measure's column
     */
    public static Distances behaviour(Table atlas) {
        int n = atlas.rowCount();
        List<double[]> standardised = new ArrayList<>();
        for (String column : behaviourColumns()) {
            if (!atlas.containsColumn(column)) {
                throw new IllegalArgumentException("the atlas table has no column " + column);
            }
            double[] x = new double[n];
            NumericColumn<?> values = atlas.numberColumn(column);
            for (int r = 0; r < n; r++) {
                double v = values.isMissing(r) ? Double.NaN : values.getDouble(r);
                x[r] = column.endsWith("Plies") || column.endsWith("Branching") ? Math.log(v) : v;
            }
            double[] z = standardise(x);
            if (z != null) {
                standardised.add(z);
            }
        }
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (double[] z : standardised) {
                    sum += (z[i] - z[j]) * (z[i] - z[j]);
                }
                d[i][j] = standardised.isEmpty() ? 0 : Math.sqrt(sum / standardised.size());
            }
        }
        return new Distances(atlas.stringColumn("game").asList(), d);
    }

    /** Mean 0, standard deviation 1; {@code null} where a value is missing or all are equal. */
    static double[] standardise(double[] x) {
        double min = Arrays.stream(x).min().orElse(0);
        if (Double.isNaN(min) || min == Arrays.stream(x).max().orElse(0)) {
            return null;   // equal values by comparison: a mean of them may differ from them by a rounding error
        }
        double mean = 0;
        for (double v : x) {
            mean += v / x.length;
        }
        double ss = 0;
        for (double v : x) {
            ss += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(ss / Math.max(1, x.length - 1));
        double[] z = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            z[i] = (x[i] - mean) / sd;
        }
        return z;
    }

    /** A matrix read back from {@link #csv()} (with {@code Stats.readCsv}). */
    public static Distances of(Table matrix) {
        List<String> games = matrix.stringColumn("game").asList();
        double[][] d = new double[games.size()][games.size()];
        for (int j = 0; j < games.size(); j++) {
            NumericColumn<?> c = matrix.numberColumn(games.get(j));
            for (int i = 0; i < games.size(); i++) {
                d[i][j] = c.isMissing(i) ? Double.NaN : c.getDouble(i);
            }
        }
        return new Distances(games, d);
    }

    /** The distance between two games by id. */
    public double between(String a, String b) {
        return distances[games.indexOf(a)][games.indexOf(b)];
    }

    /** The games with a distance to some other: a game without a rule profile is left out. */
    public Distances complete() {
        List<Integer> keep = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            boolean some = games.size() == 1;
            for (int j = 0; j < games.size(); j++) {
                some |= i != j && !Double.isNaN(distances[i][j]);
            }
            if (some) {
                keep.add(i);
            }
        }
        double[][] d = new double[keep.size()][keep.size()];
        for (int i = 0; i < keep.size(); i++) {
            for (int j = 0; j < keep.size(); j++) {
                d[i][j] = distances[keep.get(i)][keep.get(j)];
            }
        }
        return new Distances(keep.stream().map(games::get).toList(), d);
    }

    /** The average-linkage tree of the games with a distance to some other ({@link #complete()}). */
    public Clustering tree() {
        Distances c = complete();
        return Clustering.upgma(c.games(), c.distances());
    }

    /** The matrix as CSV: {@code game,ID1,ID2,...}, a row per game, an unknown distance empty. */
    public String csv() {
        StringBuilder s = new StringBuilder("game");
        games.forEach(g -> s.append(',').append(g));
        s.append('\n');
        for (int i = 0; i < games.size(); i++) {
            s.append(games.get(i));
            for (double v : distances[i]) {
                s.append(',').append(Double.isNaN(v) ? "" : v == Math.rint(v) ? String.valueOf((long) v)
                        : String.format(Locale.ROOT, "%.4f", v));
            }
            s.append('\n');
        }
        return s.toString();
    }
}

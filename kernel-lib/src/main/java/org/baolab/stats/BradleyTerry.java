package org.baolab.stats;

import java.util.Arrays;

/**
 * The Bradley-Terry model of paired comparisons, fitted by maximum likelihood: player {@code i} beats player
 * {@code j} with probability {@code gamma[i] / (gamma[i] + gamma[j])}. The fit is Hunter's MM iteration, each step
 * of which raises the likelihood; its intervals come from the observed information (the Hessian of the
 * log-likelihood, the first player's strength held at 0), inverted.
 *
 * @param strength each player's strength, {@code ln gamma}, the first player's 0
 * @param covariance the covariance of the strengths, the first player's row and column 0
 */
public record BradleyTerry(double[] strength, double[][] covariance) {

    /**
     * The fit of {@code wins[i][j]} (player {@code i}'s points against {@code j}, a draw half) in {@code games[i][j]}
     * games. The maximum is unique and finite when every player has won and lost some points in a connected set of
     * pairings; a prior such as a virtual draw per pair (half a win in one more game) makes it so.
     */
    public static BradleyTerry fit(double[][] wins, double[][] games) {
        int k = wins.length;
        double[] gamma = new double[k];
        Arrays.fill(gamma, 1);
        for (int iteration = 0; iteration < 100_000; iteration++) {
            double change = 0;
            for (int i = 0; i < k; i++) {
                double won = 0;
                double denominator = 0;
                for (int j = 0; j < k; j++) {
                    if (j != i) {
                        won += wins[i][j];
                        denominator += games[i][j] / (gamma[i] + gamma[j]);
                    }
                }
                double next = won / denominator;
                change = Math.max(change, Math.abs(Math.log(next / gamma[i])));
                gamma[i] = next;
            }
            double first = gamma[0];
            for (int i = 0; i < k; i++) {
                gamma[i] /= first;
            }
            if (change < 1e-13) {
                break;
            }
        }
        double[] strength = new double[k];
        for (int i = 0; i < k; i++) {
            strength[i] = Math.log(gamma[i]);
        }
        return new BradleyTerry(strength, covariance(gamma, games));
    }

    /** The inverse of the observed information at {@code gamma}, the first player's strength held at 0. */
    private static double[][] covariance(double[] gamma, double[][] games) {
        int k = gamma.length;
        double[][] information = new double[k - 1][k - 1];
        for (int i = 1; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (j != i) {
                    double p = gamma[i] / (gamma[i] + gamma[j]);
                    double v = games[i][j] * p * (1 - p);
                    information[i - 1][i - 1] += v;
                    if (j > 0) {
                        information[i - 1][j - 1] -= v;
                    }
                }
            }
        }
        double[][] inverse = invert(information);
        double[][] covariance = new double[k][k];
        for (int i = 1; i < k; i++) {
            for (int j = 1; j < k; j++) {
                covariance[i][j] = inverse[i - 1][j - 1];
            }
        }
        return covariance;
    }

    /** The inverse of a symmetric positive definite matrix, by Gauss-Jordan elimination with partial pivoting. */
    static double[][] invert(double[][] a) {
        int m = a.length;
        double[][] x = new double[m][2 * m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(a[i], 0, x[i], 0, m);
            x[i][m + i] = 1;
        }
        for (int c = 0; c < m; c++) {
            int pivot = c;
            for (int r = c + 1; r < m; r++) {
                if (Math.abs(x[r][c]) > Math.abs(x[pivot][c])) {
                    pivot = r;
                }
            }
            double[] swap = x[c];
            x[c] = x[pivot];
            x[pivot] = swap;
            double p = x[c][c];
            for (int j = 0; j < 2 * m; j++) {
                x[c][j] /= p;
            }
            for (int r = 0; r < m; r++) {
                if (r != c && x[r][c] != 0) {
                    double f = x[r][c];
                    for (int j = 0; j < 2 * m; j++) {
                        x[r][j] -= f * x[c][j];
                    }
                }
            }
        }
        double[][] inverse = new double[m][m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(x[i], m, inverse[i], 0, m);
        }
        return inverse;
    }
}

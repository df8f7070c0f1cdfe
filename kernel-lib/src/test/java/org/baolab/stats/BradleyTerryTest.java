package org.baolab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {

    @Test
    @DisplayName("two players, 3 points of 4 to the first: strength ln(1/3), variance 1 / (4 * 3/4 * 1/4)")
    void twoPlayersByHand() {
        BradleyTerry fit = BradleyTerry.fit(new double[][] {{0, 3}, {1, 0}}, new double[][] {{0, 4}, {4, 0}});
        assertEquals(0, fit.strength()[0]);
        assertEquals(Math.log(1 / 3.0), fit.strength()[1], 1e-12);
        assertEquals(4 / 3.0, fit.covariance()[1][1], 1e-12);
        assertEquals(0, fit.covariance()[0][0]);
        assertEquals(0, fit.covariance()[0][1]);
    }

    @Test
    @DisplayName("at the fit each player's expected points equal their points: the likelihood's gradient is 0")
    void expectedPointsMatch() {
        double[][] wins = {{0, 7.5, 9}, {2.5, 0, 6}, {1, 4, 0}};
        double[][] games = {{0, 10, 10}, {10, 0, 10}, {10, 10, 0}};
        double[] s = BradleyTerry.fit(wins, games).strength();
        for (int i = 0; i < 3; i++) {
            double won = 0;
            double expected = 0;
            for (int j = 0; j < 3; j++) {
                if (j != i) {
                    won += wins[i][j];
                    expected += games[i][j] / (1 + Math.exp(s[j] - s[i]));
                }
            }
            assertEquals(won, expected, 1e-9, "player " + i);
        }
    }

    @Test
    @DisplayName("the inverse of [[4, 2], [2, 3]] is [[3, -2], [-2, 4]] / 8, also when a pivot must be swapped")
    void inverseByHand() {
        double[][] inverse = BradleyTerry.invert(new double[][] {{4, 2}, {2, 3}});
        assertArrayEquals(new double[] {3 / 8.0, -2 / 8.0}, inverse[0], 1e-15);
        assertArrayEquals(new double[] {-2 / 8.0, 4 / 8.0}, inverse[1], 1e-15);
        double[][] swapped = BradleyTerry.invert(new double[][] {{1, 2}, {2, 1}});   // the second row pivots
        assertArrayEquals(new double[] {-1 / 3.0, 2 / 3.0}, swapped[0], 1e-15);
        assertArrayEquals(new double[] {2 / 3.0, -1 / 3.0}, swapped[1], 1e-15);
    }
}

package org.baolab.stats;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;

/**
 * Running aggregates of finished games: results, draws by reason, game lengths (as a histogram, so that
 * quantiles are exact), captures and, when measured, the game-quality metrics ({@link GameMetric}). Holds nothing
 * per game, so a million games cost a few kilobytes. Integer counts only (metrics as exact sums of millionths):
 * {@link #merge} is associative and commutative, and summaries of the slices of a run merge into exactly the
 * summary of the whole, in any order.
 */
public final class Summary implements Serializable {

    private static final long serialVersionUID = 1L;

    private long games;
    private long southWins;
    private long northWins;
    private long firstMoverWins;
    /** Drawn games by the name of their reason: any reason a game declares, without a slot per reason. */
    private final Map<String, Long> drawsByReason = new TreeMap<>();
    private long plies;
    private long pliesSquared;
    private long[] lengths = new long[0];
    private long captures;
    /** The sum of each game's captures squared: their spread, for the interval of captures per game. */
    private long capturesSquared;
    private long capturedSeeds;
    /** Games counted with their game-quality metrics, and the metrics' values (see {@link GameMetric}). */
    private long measuredGames;
    private final Moments[] metrics = newMoments();

    private static Moments[] newMoments() {
        Moments[] m = new Moments[GameMetric.values().length];
        Arrays.setAll(m, i -> new Moments());
        return m;
    }

    /**
     * Adds a finished game.
     *
     * @param status its result
     * @param reason why it ended
     * @param firstMover who moved first
     * @param gamePlies moves played
     * @param gameCaptures capture events by both players
     * @param gameCapturedSeeds seeds captured by both players
     */
    public Summary add(Status status, Reason reason, Player firstMover, int gamePlies, long gameCaptures,
                       long gameCapturedSeeds) {
        if (status == Status.ONGOING) {
            throw new IllegalArgumentException("a summary takes finished games only");
        }
        games++;
        switch (status) {
            case SOUTH_WINS -> southWins++;
            case NORTH_WINS -> northWins++;
            default -> drawsByReason.merge(reason.name(), 1L, Long::sum);
        }
        if (status == Status.winFor(firstMover)) {
            firstMoverWins++;
        }
        plies += gamePlies;
        pliesSquared += (long) gamePlies * gamePlies;
        if (gamePlies >= lengths.length) {
            lengths = Arrays.copyOf(lengths, Math.max(gamePlies + 1, lengths.length * 2));
        }
        lengths[gamePlies]++;
        captures += gameCaptures;
        capturesSquared += gameCaptures * gameCaptures;
        capturedSeeds += gameCapturedSeeds;
        return this;
    }

    /**
     * Adds the game-quality metrics of a game also {@link #add added}, one value per {@link GameMetric} in its
     * order; NaN where a metric is undefined for the game (the branching of a game of no plies).
     */
    public Summary addMetrics(double[] values) {
        if (values.length != metrics.length) {
            throw new IllegalArgumentException(values.length + " metric values for " + metrics.length + " metrics");
        }
        measuredGames++;
        for (int i = 0; i < values.length; i++) {
            if (!Double.isNaN(values[i])) {
                metrics[i].add(values[i]);
            }
        }
        return this;
    }

    /** A new summary of the games of both. */
    public Summary merge(Summary other) {
        Summary m = new Summary();
        for (Summary s : new Summary[] {this, other}) {
            m.games += s.games;
            m.southWins += s.southWins;
            m.northWins += s.northWins;
            m.firstMoverWins += s.firstMoverWins;
            s.drawsByReason.forEach((r, n) -> m.drawsByReason.merge(r, n, Long::sum));
            m.plies += s.plies;
            m.pliesSquared += s.pliesSquared;
            if (s.lengths.length > m.lengths.length) {
                m.lengths = Arrays.copyOf(m.lengths, s.lengths.length);
            }
            for (int i = 0; i < s.lengths.length; i++) {
                m.lengths[i] += s.lengths[i];
            }
            m.captures += s.captures;
            m.capturesSquared += s.capturesSquared;
            m.capturedSeeds += s.capturedSeeds;
            m.measuredGames += s.measuredGames;
            for (int i = 0; i < metrics.length; i++) {
                m.metrics[i].addAll(s.metrics[i]);
            }
        }
        return m;
    }

    /** The standard deviation of captures per game (sample, n - 1), NaN below two games. */
    public double capturesSd() {
        return sd(captures, capturesSquared, games);
    }

    /** Games counted. */
    public long games() {
        return games;
    }

    /** Games SOUTH won. */
    public long southWins() {
        return southWins;
    }

    /** Games NORTH won. */
    public long northWins() {
        return northWins;
    }

    /** Drawn games. */
    public long draws() {
        return games - southWins - northWins;
    }

    /** Drawn games that ended for this reason. */
    public long draws(Reason reason) {
        return drawsByReason.getOrDefault(reason.name(), 0L);
    }

    /** Games won by the player who moved first. */
    public long firstMoverWins() {
        return firstMoverWins;
    }

    /** Games won by the player who moved second. */
    public long secondMoverWins() {
        return southWins + northWins - firstMoverWins;
    }

    /** Plies over all games. */
    public long plies() {
        return plies;
    }

    /** Capture events over all games. */
    public long captures() {
        return captures;
    }

    /** Seeds (stones, cows) captured over all games. */
    public long capturedSeeds() {
        return capturedSeeds;
    }

    /** Games counted with their game-quality metrics. */
    public long measuredGames() {
        return measuredGames;
    }

    /** The mean of a game-quality metric over the games where it is defined, NaN without any. */
    public double metricMean(GameMetric metric) {
        return metrics[metric.ordinal()].mean();
    }

    /** The sample standard deviation of a game-quality metric, NaN for fewer than two games. */
    public double metricSd(GameMetric metric) {
        return metrics[metric.ordinal()].sd();
    }

    /** The games where a game-quality metric is defined. */
    public long metricGames(GameMetric metric) {
        return metrics[metric.ordinal()].count();
    }

    /** The mean game length in plies (NaN without games). */
    public double pliesMean() {
        return (double) plies / games;
    }

    /** The sample standard deviation of the game length (NaN for fewer than two games). */
    public double pliesSd() {
        return sd(plies, pliesSquared, games);
    }

    /** The sample standard deviation from a sum and a sum of squares over {@code n} games. */
    private static double sd(long sum, long squares, long n) {
        if (n < 2) {
            return Double.NaN;
        }
        double mean = (double) sum / n;
        return Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1)));
    }

    /**
     * A quantile of the game length, interpolated linearly between order statistics (the common definition,
     * type 7 of Hyndman and Fan: position {@code q (n - 1)} among the sorted lengths). NaN without games.
     */
    public double pliesQuantile(double q) {
        if (games == 0) {
            return Double.NaN;
        }
        double h = q * (games - 1);
        long low = (long) Math.floor(h);
        double lowValue = orderStatistic(low);
        return low + 1 < games ? lowValue + (h - low) * (orderStatistic(low + 1) - lowValue) : lowValue;
    }

    /** The {@code k}-th shortest game length, from 0. */
    private double orderStatistic(long k) {
        long seen = 0;
        for (int length = 0; length < lengths.length; length++) {
            seen += lengths[length];
            if (seen > k) {
                return length;
            }
        }
        throw new IllegalStateException("no game " + k + " of " + games);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Summary s && games == s.games && southWins == s.southWins && northWins == s.northWins
                && firstMoverWins == s.firstMoverWins && drawsByReason.equals(s.drawsByReason)
                && plies == s.plies && pliesSquared == s.pliesSquared && captures == s.captures
                && capturesSquared == s.capturesSquared
                && capturedSeeds == s.capturedSeeds && Arrays.equals(trim(lengths), trim(s.lengths))
                && measuredGames == s.measuredGames && Arrays.equals(metrics, s.metrics);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(games) * 31 + Long.hashCode(plies) * 17 + Long.hashCode(captures);
    }

    /** The histogram without the empty tail its growth may leave. */
    private static long[] trim(long[] histogram) {
        int n = histogram.length;
        while (n > 0 && histogram[n - 1] == 0) {
            n--;
        }
        return Arrays.copyOf(histogram, n);
    }

    @Override
    public String toString() {
        return "Summary[games=" + games + ", southWins=" + southWins + ", northWins=" + northWins + ", draws=" + draws()
                + ", pliesMean=" + pliesMean() + "]";
    }
}

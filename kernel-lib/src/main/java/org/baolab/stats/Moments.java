package org.baolab.stats;

import java.io.Serializable;

/**
 * The count, sum and sum of squares of non-negative values, each value rounded to a millionth and summed exactly
 * in 128-bit integers: merging is associative and commutative to the last bit, so a run split any way (threads,
 * tasks, Spark slices) gives the same mean and standard deviation, where sums of doubles would depend on the order.
 */
final class Moments implements Serializable {

    private static final long serialVersionUID = 1L;
    private static final double SCALE = 1e6;

    private long n;
    private long sumHigh;
    private long sumLow;
    private long squaresHigh;
    private long squaresLow;

    /** Adds a value, at least 0. */
    void add(double value) {
        if (!(value >= 0) || value * SCALE >= Long.MAX_VALUE) {
            throw new IllegalArgumentException("a metric's value must be finite and at least 0, not " + value);
        }
        long q = Math.round(value * SCALE);
        n++;
        long low = sumLow + q;
        sumHigh += Long.compareUnsigned(low, sumLow) < 0 ? 1 : 0;
        sumLow = low;
        long squareLow = q * q;
        long squareHigh = Math.multiplyHigh(q, q);
        low = squaresLow + squareLow;
        squaresHigh += squareHigh + (Long.compareUnsigned(low, squaresLow) < 0 ? 1 : 0);
        squaresLow = low;
    }

    /** Adds the values of another. */
    void addAll(Moments other) {
        n += other.n;
        long low = sumLow + other.sumLow;
        sumHigh += other.sumHigh + (Long.compareUnsigned(low, sumLow) < 0 ? 1 : 0);
        sumLow = low;
        low = squaresLow + other.squaresLow;
        squaresHigh += other.squaresHigh + (Long.compareUnsigned(low, squaresLow) < 0 ? 1 : 0);
        squaresLow = low;
    }

    /** The number of values. */
    long count() {
        return n;
    }

    private static double value(long high, long low) {
        return high * 0x1p64 + (low >>> 1) * 2.0 + (low & 1);
    }

    /** The mean, NaN without values. */
    double mean() {
        return value(sumHigh, sumLow) / SCALE / n;
    }

    /** The sample standard deviation, NaN for fewer than two values. */
    double sd() {
        if (n < 2) {
            return Double.NaN;
        }
        double mean = value(sumHigh, sumLow) / n;
        double variance = (value(squaresHigh, squaresLow) - n * mean * mean) / (n - 1);
        return Math.sqrt(Math.max(0, variance)) / SCALE;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Moments m && n == m.n && sumHigh == m.sumHigh && sumLow == m.sumLow
                && squaresHigh == m.squaresHigh && squaresLow == m.squaresLow;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(n) * 31 + Long.hashCode(sumLow);
    }
}

package org.baolab.stats;

/**
 * A proportion with its 95% confidence interval.
 *
 * @param estimate successes / trials (NaN without trials)
 * @param low the lower end
 * @param high the upper end
 */
public record Interval(double estimate, double low, double high) {
}

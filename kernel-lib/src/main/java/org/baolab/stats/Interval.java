package org.baolab.stats;

import java.util.Locale;

/**
 * An estimate with its 95% confidence interval: a proportion (a Wilson interval) or a mean.
 *
 * @param estimate successes / trials, or the mean (NaN without trials)
 * @param low the lower end
 * @param high the upper end
 */
public record Interval(double estimate, double low, double high) {

    /**
     * The estimate and its interval with {@code decimals} digits after the point, {@code 0.878 [0.871, 0.884]};
     * the estimate alone where the interval is unknown ({@code 1.0} from one game); {@code n/a} without an estimate.
     */
    public String format(int decimals) {
        return format(1, decimals, "");
    }

    /**
     * A proportion as a percentage with one decimal, the interval's ends in percent too:
     * {@code 48.8% [47.2, 50.3]}; {@code n/a} without an estimate (no games, or for the first player's edge no
     * decided game).
     */
    public String percent() {
        return format(100, 1, "%");
    }

    private String format(double scale, int decimals, String unit) {
        if (Double.isNaN(estimate)) {
            return "n/a";
        }
        String number = "%." + decimals + "f";
        String value = String.format(Locale.ROOT, number, estimate * scale) + unit;
        if (Double.isNaN(low) || Double.isNaN(high)) {
            return value;
        }
        return value + String.format(Locale.ROOT, " [" + number + ", " + number + "]", low * scale, high * scale);
    }
}

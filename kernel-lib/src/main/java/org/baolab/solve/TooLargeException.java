package org.baolab.solve;

import java.util.Locale;
import org.baolab.core.Rules;

/**
 * A variant whose positions would not fit in the memory the solver may use: refused before anything large is
 * allocated when its keys number far more than fits, or as soon as the positions found pass what fits. A bad
 * request like any other, so the command line answers it with exit status 2.
 */
public final class TooLargeException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final transient Solver.Estimate estimate;
    private final long found;

    TooLargeException(Rules rules, Solver.Estimate estimate, long found) {
        super(message(rules, estimate, found));
        this.estimate = estimate;
        this.found = found;
    }

    private static String message(Rules rules, Solver.Estimate estimate, long found) {
        String variant = rules.game().id() + (rules.changed().isEmpty() ? "" : " " + rules.changed());
        String advice = hopeless(estimate) ? String.format(Locale.ROOT, "; no memory can help: the solver numbers at"
                + " most %,d positions, whatever the memory; solve a smaller variant", Solver.MOST_POSITIONS)
                : String.format(Locale.ROOT, "; give Java more memory with -Xmx (BAOLAB_JAVA_OPTS=-Xmx%dg bin/baolab"
                + " ...), or solve a smaller variant", Math.max(2, (2 * estimate.memory() + (1L << 30) - 1) >> 30));
        if (found > 0) {
            return String.format(Locale.ROOT, "cannot solve %s: at least %,d positions are reachable (its keys describe"
                    + " at most %.2g), and solving them would take more than the %,d MB given%s", variant, found,
                    estimate.positions(), estimate.memory() >> 20, advice);
        }
        return String.format(Locale.ROOT, "cannot solve %s: its keys describe %.2g positions, more than %,.0f times the"
                + " %,d that fit in the %,d MB given (about %d bytes each while solving)%s", variant, estimate.positions(),
                Solver.HOPELESS, estimate.fit(), estimate.memory() >> 20, estimate.bytesPerPosition(), advice);
    }

    /** Whether the variant would be refused with any memory: more positions than the solver can number, by far. */
    private static boolean hopeless(Solver.Estimate estimate) {
        return estimate.positions() > Solver.HOPELESS * Solver.MOST_POSITIONS;
    }

    /** The estimate the variant was refused on. */
    public Solver.Estimate estimate() {
        return estimate;
    }

    /** The positions found before the solver stopped, 0 when it was refused before it began. */
    public long found() {
        return found;
    }
}

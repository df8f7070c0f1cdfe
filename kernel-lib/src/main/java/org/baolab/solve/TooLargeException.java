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
        String size = found > 0
                ? String.format(Locale.ROOT, "more than %,d positions are reachable (keys describe at most %.2g)", found,
                estimate.positions())
                : String.format(Locale.ROOT, "its keys describe %.2g positions", estimate.positions());
        return "cannot solve " + variant + ": " + size + ", and only " + String.format(Locale.ROOT, "%,d", estimate.fit())
                + " fit in the memory given (" + estimate.bytesPerPosition() + " bytes each, " + (Runtime.getRuntime()
                .maxMemory() >> 20) + " MB for this JVM; more with -Xmx, or choose a smaller variant)";
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

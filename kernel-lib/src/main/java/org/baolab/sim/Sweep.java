package org.baolab.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.baolab.core.Rules;

/**
 * Simulates every combination of some option values:
 * <pre>{@code
 * Results r = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3, 4).vary("kuweka", true, false)
 *         .games(2000).seed(7).run();
 * }</pre>
 * The grid is the cross product of the values, the last option varying fastest. Every grid point plays games
 * {@code 0..games-1} from the same master seed, so points are compared on the same random streams.
 */
public final class Sweep extends Experiment<Sweep> {

    private final Map<String, List<Object>> values = new LinkedHashMap<>();

    private Sweep(Rules rules) {
        super(rules);
    }

    /** A sweep over variants of these rules. */
    public static Sweep of(Rules rules) {
        return new Sweep(rules);
    }

    /**
     * Adds an option to the grid with the values it takes (typed or as text); naming it again replaces its values.
     *
     * @throws IllegalArgumentException for an unknown option, a value out of range or no value at all
     */
    public Sweep vary(String option, Object... optionValues) {
        if (optionValues.length == 0) {
            throw new IllegalArgumentException("vary " + option + ": give at least one value");
        }
        List<Object> accepted = new ArrayList<>();
        for (Object v : optionValues) {
            accepted.add(rules.with(option, v).get(option));
        }
        values.put(option, Collections.unmodifiableList(accepted));   // null: an option left unset
        return this;
    }

    @Override
    List<Rules> grid() {
        List<Rules> grid = new ArrayList<>(List.of(rules));
        for (Map.Entry<String, List<Object>> e : values.entrySet()) {
            List<Rules> next = new ArrayList<>();
            for (Rules r : grid) {
                for (Object v : e.getValue()) {
                    next.add(r.with(e.getKey(), v));
                }
            }
            grid = next;
        }
        return grid;
    }

    @Override
    Set<String> varied() {
        return values.keySet();
    }

    /** Plays every grid point and returns the per-game table and the summary, one row per grid point. */
    public Results run() {
        return results();
    }
}

package org.baolab.sim;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.Agent;
import org.baolab.play.AgentSpec;
import org.baolab.stats.Columns;

/**
 * Simulates every combination of some option values and agents:
 * <pre>{@code
 * Results r = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", "2..6").vary("kuweka", true, false)
 *         .vary("south", "random", "greedy").games(2000).seed(7).run();
 * }</pre>
 * The grid is the cross product of the values, the last dimension varying fastest. Every grid point plays games
 * {@code 0..games-1} from the same master seed, so points are compared on the same random streams.
 */
public final class Sweep extends Experiment<Sweep> {

    /**
     * The most grid points a sweep may have. A run streamed ({@link #stream}, {@code baolab sweep}) holds nothing
     * per point; the tables of {@link #run()} hold a summary row per point, a few hundred bytes.
     */
    public static final int MAX_GRID_POINTS = 100_000;

    /** Per dimension (an option, {@code south} or {@code north}), its values: option values or agent specs. */
    private final Map<String, List<Object>> values = new LinkedHashMap<>();

    private Sweep(Rules rules) {
        super(rules);
    }

    /** A sweep over variants of these rules. */
    public static Sweep of(Rules rules) {
        return new Sweep(rules);
    }

    /**
     * Adds a dimension to the grid: an option with the values it takes, or {@code "south"} or {@code "north"}
     * with the agents that play that side. Option values may be typed or text; an integer option also takes
     * ranges, {@code "START..END"} or {@code "START..END:STEP"} (from START up to END inclusive, STEP apart):
     * {@code vary("reserve", "0..48:8")}. Agents are {@link Agent}s, {@link AgentSpec}s or their text forms:
     * {@code vary("south", "random", "greedy:0.1", "alphabeta:3")}.
     *
     * @throws IllegalArgumentException for an unknown option or agent, a value out of range, no value at all, a
     *     value given twice, a dimension already varied, an agent also set with {@code south}/{@code north}, or
     *     a grid of more than {@value #MAX_GRID_POINTS} points; nothing is changed then
     */
    public Sweep vary(String name, Object... dimensionValues) {
        if (values.containsKey(name)) {
            throw new IllegalArgumentException("vary(\"" + name + "\", ...) is given twice (" + shown(values.get(name))
                    + ", then " + shown(List.of(dimensionValues)) + "): give all its values in one vary");
        }
        if (dimensionValues.length == 0) {
            throw new IllegalArgumentException("vary " + name + ": give at least one value");
        }
        boolean agents = name.equals(Columns.SOUTH) || name.equals(Columns.NORTH);
        List<Object> accepted = agents ? agentValues(name, dimensionValues) : optionValues(rules, name, dimensionValues);
        if (agents && agentSet(name) != null) {
            throw bothChoose(name, agentSet(name), accepted);
        }
        long points = (long) gridSize() * accepted.size();
        if (points > MAX_GRID_POINTS) {
            throw new IllegalArgumentException("vary " + name + ": the grid would have " + points + " points (at most "
                    + MAX_GRID_POINTS + "): vary fewer values or use a larger STEP");
        }
        values.put(name, accepted);   // null: an option left unset
        return this;
    }

    private static List<Object> agentValues(String side, Object[] agents) {
        List<Object> specs = new ArrayList<>();
        for (Object a : agents) {
            specs.add(a instanceof Agent agent ? agent.spec() : a instanceof AgentSpec spec ? spec
                    : AgentSpec.parse(String.valueOf(a)));
        }
        return distinct(side, specs.stream().map(s -> ((AgentSpec) s).name()).toList(), specs);
    }

    /**
     * The values of an option under these rules, ranges ({@code START..END[:STEP]}) spelled out, each checked by the
     * option, refused if one is given twice; a {@link Ladder} varies an option the same way.
     */
    static List<Object> optionValues(Rules rules, String option, Object[] optionValues) {
        OptionSpec spec = rules.spec(option);
        List<Object> accepted = new ArrayList<>();
        for (Object v : optionValues) {
            if (spec instanceof OptionSpec.Int && v instanceof String text && text.contains("..")) {
                range(rules, option, text, accepted);
            } else {
                accepted.add(value(rules, option, v));
            }
        }
        return distinct(option, accepted.stream().map(spec::format).toList(), accepted);
    }

    /** Adds the values of {@code START..END[:STEP]}, the ends checked by the option itself. */
    private static void range(Rules rules, String option, String text, List<Object> out) {
        int dots = text.indexOf("..");
        int colon = text.indexOf(':', dots);
        int start = (Integer) value(rules, option, text.substring(0, dots));
        int end = (Integer) value(rules, option, text.substring(dots + 2, colon < 0 ? text.length() : colon));
        String stepText = colon < 0 ? "1" : text.substring(colon + 1);
        int step;
        try {
            step = stepText.matches("[0-9]+") ? Integer.parseInt(stepText) : 0;
        } catch (NumberFormatException e) {
            step = 0;
        }
        if (step < 1) {
            throw new IllegalArgumentException("vary " + option + ": the range " + text + " needs a STEP that is a whole "
                    + "number of at least 1 (START..END or START..END:STEP)");
        }
        if (start > end) {
            throw new IllegalArgumentException("vary " + option + ": the range " + text + " is empty: START must not "
                    + "exceed END (START..END or START..END:STEP)");
        }
        long count = ((long) end - start) / step + 1;
        if (out.size() + count > MAX_GRID_POINTS) {
            throw new IllegalArgumentException("vary " + option + ": the range " + text + " has " + count
                    + " values (a grid has at most " + MAX_GRID_POINTS + " points): use a larger STEP");
        }
        for (long v = start; v <= end; v += step) {
            out.add((int) v);   // between two valid ends, so valid: an integer option's values are an interval
        }
    }

    private static Object value(Rules rules, String option, Object v) {
        return rules.with(option, v).get(option);
    }

    /** The values, refused if one is given twice (by its text form). */
    private static List<Object> distinct(String name, List<String> texts, List<Object> values) {
        Set<String> seen = new LinkedHashSet<>();
        for (String t : texts) {
            if (!seen.add(t)) {
                throw new IllegalArgumentException("vary " + name + ": " + t + " is given twice: give each value once");
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(values));   // null stays: an option left unset
    }

    private static String shown(List<?> vs) {
        return vs.stream().map(v -> v instanceof AgentSpec a ? a.name() : String.valueOf(v)).collect(Collectors.joining(", "));
    }

    private int gridSize() {
        int n = 1;
        for (List<Object> vs : values.values()) {
            n *= vs.size();
        }
        return n;
    }

    @Override
    AgentSpec checkAgent(String side, AgentSpec spec) {
        if (values.containsKey(side)) {
            throw bothChoose(side, spec, values.get(side));
        }
        return spec;
    }

    private static IllegalArgumentException bothChoose(String side, AgentSpec set, List<Object> varied) {
        return new IllegalArgumentException(side + "(" + set.name() + ") and vary(\"" + side + "\", " + shown(varied)
                + ") both choose " + side.toUpperCase(Locale.ROOT) + "'s agent: use one of them");
    }

    /**
     * The grid as a list that makes each point's task when asked for it, from the point's number in mixed radix
     * (the last dimension the lowest digit): a run then holds no task per point.
     */
    @Override
    List<SimulationTask> grid(SimulationTask base) {
        List<String> names = List.copyOf(values.keySet());
        List<List<Object>> dimensions = List.copyOf(values.values());
        int size = gridSize();
        return new AbstractList<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public SimulationTask get(int point) {
                Objects.checkIndex(point, size);
                Object[] chosen = new Object[dimensions.size()];
                int rest = point;
                for (int d = dimensions.size() - 1; d >= 0; d--) {
                    List<Object> vs = dimensions.get(d);
                    chosen[d] = vs.get(rest % vs.size());
                    rest /= vs.size();
                }
                Rules r = base.rules();
                AgentSpec south = base.south();
                AgentSpec north = base.north();
                for (int d = 0; d < chosen.length; d++) {
                    switch (names.get(d)) {
                        case Columns.SOUTH -> south = (AgentSpec) chosen[d];
                        case Columns.NORTH -> north = (AgentSpec) chosen[d];
                        default -> r = r.with(names.get(d), chosen[d]);
                    }
                }
                return new SimulationTask(r, south, north, base.seed(), base.from(), base.to(), base.moves(),
                        base.metrics());
            }
        };
    }

    @Override
    Object sample(String option) {
        return values.containsKey(option)
                ? values.get(option).stream().filter(Objects::nonNull).findFirst().orElse(null)
                : super.sample(option);
    }

    @Override
    String agentNames(String side) {
        return values.containsKey(side)
                ? values.get(side).stream().map(v -> ((AgentSpec) v).name()).collect(Collectors.joining("/"))
                : super.agentNames(side);
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

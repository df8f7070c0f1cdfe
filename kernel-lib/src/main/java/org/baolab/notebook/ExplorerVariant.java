package org.baolab.notebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sim.SimulationTask;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import tech.tablesaw.api.Table;

/**
 * One variant the {@link ExplorerWidget} plays: rules, the two agents and the batch size, with the games it plays
 * (the same games a {@code Sweep} with the same seed plays) and the summary table of the variants tried.
 */
record ExplorerVariant(Rules rules, AgentSpec south, AgentSpec north, long games) {

    private static final long SEED = 1;

    ExplorerVariant withRules(Rules r) {
        return new ExplorerVariant(r, south, north, games);
    }

    /** This variant with the agent of one side ({@link Columns#SOUTH} or {@link Columns#NORTH}) changed. */
    ExplorerVariant withAgent(String side, AgentSpec agent) {
        return side.equals(Columns.SOUTH) ? new ExplorerVariant(rules, agent, north, games)
                : new ExplorerVariant(rules, south, agent, games);
    }

    ExplorerVariant withGames(long n) {
        return new ExplorerVariant(rules, south, north, n);
    }

    /** All the games of the batch. */
    SimulationTask task() {
        return slice(0, games);
    }

    /** Games {@code from} (inclusive) to {@code to} (exclusive) of the batch. */
    SimulationTask slice(long from, long to) {
        return new SimulationTask(rules, south, north, SEED, from, to);
    }

    /** The agents, {@code random vs greedy}: the title of the batch's progress bar. */
    String title() {
        return south.name() + " vs " + north.name();
    }

    /** Whether this variant differs from {@code now} only in {@code option} (an option or an agent side). */
    boolean sameBut(ExplorerVariant now, String option) {
        boolean southFree = option.equals(Columns.SOUTH);
        boolean northFree = option.equals(Columns.NORTH);
        return (southFree || south.equals(now.south)) && (northFree || north.equals(now.north))
                && (southFree || northFree ? rules.equals(now.rules)
                : rules.with(option, now.rules.get(option)).equals(now.rules));
    }

    /**
     * The summary table of these variants, in order: the same table a {@code Sweep} of them gives (game, agents, the
     * options that differ from the game's defaults or between variants, then the statistics).
     *
     * @param alwaysShown an option to give a column even where it does not differ, or {@code null}
     */
    static Table table(List<ExplorerVariant> variants, List<Summary> summaries, String alwaysShown) {
        List<String> columns = new ArrayList<>();
        if (!variants.isEmpty()) {
            Rules first = variants.get(0).rules();
            for (OptionSpec spec : first.game().options()) {
                String name = spec.name();
                boolean differs = name.equals(alwaysShown) || variants.stream().anyMatch(v ->
                        !Objects.equals(v.rules().get(name), spec.defaultValue())
                                || !Objects.equals(v.rules().get(name), first.get(name)));
                if (differs) {
                    columns.add(name);
                }
            }
        }
        List<Map<String, Object>> keys = new ArrayList<>();
        for (ExplorerVariant v : variants) {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put(Columns.GAME, v.rules().game().id());
            key.put(Columns.SOUTH, v.south().name());
            key.put(Columns.NORTH, v.north().name());
            columns.forEach(c -> key.put(c, v.rules().get(c)));
            keys.add(key);
        }
        return Stats.summaries(keys, summaries);
    }
}

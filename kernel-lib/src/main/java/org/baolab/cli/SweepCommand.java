package org.baolab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.baolab.sim.Sweep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab sweep}: {@code baolab simulate} at every point of a grid of option values and agents (the cross
 * product of the {@code --vary} dimensions), with one summary row per grid point.
 */
@Command(name = "sweep", description = "Simulate every combination of option values and agents; one summary row per combination.")
final class SweepCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions run;

    @Option(names = "--vary", required = true, paramLabel = "NAME=VALUES",
            description = "an option, or south or north, and its values: V1,V2,... or, for an integer option, "
                    + "START..END or START..END:STEP (repeatable; the grid is their cross product)")
    List<String> vary = new ArrayList<>();

    @Override
    public Integer call() {
        Map<String, String> ruleValues = run.game.ruleValues();
        Map<String, String> dimensions = GameOptions.byName("--vary", vary,
                "NAME=V1,V2,... or NAME=START..END[:STEP]", "vary", "give all its values in one --vary");
        dimensions.forEach((name, values) -> {
            boolean agent = name.equals("south") || name.equals("north");
            String set = name.equals("south") ? run.south : name.equals("north") ? run.north : ruleValues.get(name);
            if (set != null) {
                throw new IllegalArgumentException((agent ? "--" + name + " " : "--rule " + name + "=") + set
                        + " and --vary " + name + "=" + values + " both set "
                        + (agent ? name.toUpperCase(Locale.ROOT) + "'s agent" : name) + ": use one of them");
            }
        });
        return run.execute(rules -> {
            Sweep sweep = Sweep.of(rules);
            dimensions.forEach((name, values) -> sweep.vary(name, (Object[]) values.split(",", -1)));
            return sweep;
        }, dimensions.keySet(), spec);
    }
}

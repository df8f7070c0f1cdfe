package org.baolab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.baolab.sim.Sweep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab sweep}: {@code baolab simulate} at every point of a grid of option values (the cross product of
 * the {@code --vary} options), with one summary row per grid point.
 */
@Command(name = "sweep", description = "Simulate every combination of option values; one summary row per combination.")
final class SweepCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions run;

    @Option(names = "--vary", required = true, paramLabel = "NAME=V1,V2,...",
            description = "an option and the values it takes (repeatable; the grid is their cross product)")
    Map<String, String> vary = new LinkedHashMap<>();

    @Override
    public Integer call() {
        return run.execute(rules -> {
            Sweep sweep = Sweep.of(rules);
            vary.forEach((name, values) -> sweep.vary(name, (Object[]) values.split(",", -1)));
            return sweep;
        }, spec);
    }
}

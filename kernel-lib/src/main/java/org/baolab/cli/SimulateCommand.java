package org.baolab.cli;

import java.util.concurrent.Callable;
import org.baolab.sim.Simulation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code baolab simulate}: plays games between two agents and prints the summary; {@code --out} and
 * {@code --summary} write the per-game table and the summary as CSV, byte for byte the same for any
 * {@code --threads}.
 */
@Command(name = "simulate", description = "Play games between two agents; print the summary, write CSV files.")
final class SimulateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RunOptions run;

    @Override
    public Integer call() {
        return run.execute(Simulation::of, spec);
    }
}

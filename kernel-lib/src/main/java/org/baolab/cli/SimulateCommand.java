package org.baolab.cli;

import org.baolab.sim.Simulation;
import org.baolab.stats.Stats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import tech.tablesaw.api.Table;

/**
 * {@code baolab simulate}: plays games between two agents and prints the summary; {@code --out} and
 * {@code --summary} write the per-game table and the summary as CSV, byte for byte the same for any
 * {@code --threads}.
 */
@Command(name = "simulate", description = "Play games between two agents; print the summary, write CSV files.")
final class SimulateCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Mixin
    RunOptions run;

    @Override
    public void run() {
        Simulation sim = run.configure(Simulation.of(game.rules()), spec.commandLine().getErr(), System.console() != null);
        Table games = sim.run();
        run.report(games, Stats.summary(games), spec.commandLine().getOut());
    }
}

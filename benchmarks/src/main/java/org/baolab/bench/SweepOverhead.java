package org.baolab.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.baolab.Games;
import org.baolab.core.Rules;
import org.baolab.sim.Experiment;
import org.baolab.sim.Simulation;
import org.baolab.sim.Sweep;
import tech.tablesaw.api.Table;

/**
 * What a sweep's grid costs beyond its games, in CPU time rather than JMH's wall-clock time, so that other work on a
 * shared machine moves it less: {@link SweepBenchmark}'s sweep (10,000 grid points x 10 bao-kingulu games, one
 * thread) and simulation (100,000 games), one after the other, as many rounds as asked after three to warm up. It
 * prints the medians (and ranges) of the process's CPU time per run, their ratio, and the overhead per grid point
 * beyond its plies: the sweep's CPU time less its plies at the simulation's CPU time per ply, over the points
 * (every point plays games 0..9 of the seed, shorter than the average game). {@code rows} makes the per-game table
 * too. Run: {@code java -cp benchmarks/target/benchmarks.jar org.baolab.bench.SweepOverhead [summary|rows] [ROUNDS]}.
 */
public final class SweepOverhead {

    private static final int POINTS = 10_000;
    private static final int GAMES = 10;
    private static final int WARM_UP = 3;

    private SweepOverhead() {
    }

    /** Measures and prints one line. */
    public static void main(String[] args) {
        boolean rows = args.length > 0 && args[0].equals("rows");
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Rules rules = Games.rules("bao-kingulu");
        int first = rules.integer("maxTurns");
        List<Double> sweep = new ArrayList<>();
        List<Double> simulation = new ArrayList<>();
        double sweepPlies = 0;
        double simulationPlies = 0;
        for (int r = 0; r < WARM_UP + rounds; r++) {
            long start = cpuNanos();
            Table sweepSummary = run(Sweep.of(rules).vary("maxTurns", first + ".." + (first + POINTS - 1)).games(GAMES),
                    rows);
            long middle = cpuNanos();
            Table simulationSummary = run(Simulation.of(rules).games((long) POINTS * GAMES), rows);
            long end = cpuNanos();
            if (r >= WARM_UP) {
                sweep.add((middle - start) / 1e6);
                simulation.add((end - middle) / 1e6);
            }
            sweepPlies = plies(sweepSummary);
            simulationPlies = plies(simulationSummary);
        }
        double sweepMs = median(sweep);
        double simulationMs = median(simulation);
        System.out.printf(Locale.ROOT, "rows=%s: sweep %.0f ms CPU [%.0f-%.0f], simulation %.0f ms [%.0f-%.0f], "
                        + "ratio %.2f; overhead per grid point beyond its plies %.3f ms%n", rows, sweepMs,
                Collections.min(sweep), Collections.max(sweep), simulationMs, Collections.min(simulation),
                Collections.max(simulation), sweepMs / simulationMs,
                (sweepMs - simulationMs / simulationPlies * sweepPlies) / POINTS);
    }

    private static Table run(Experiment<?> experiment, boolean rows) {
        experiment.south("random").north("random").seed(1).threads(1);
        return rows ? experiment.results().summary() : experiment.summary();
    }

    /** The plies of every game of a summary. */
    private static double plies(Table summary) {
        double plies = 0;
        for (int i = 0; i < summary.rowCount(); i++) {
            plies += summary.doubleColumn("pliesMean").getDouble(i) * summary.longColumn("games").getLong(i);
        }
        return plies;
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}

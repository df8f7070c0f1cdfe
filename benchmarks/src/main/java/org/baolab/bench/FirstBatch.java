package org.baolab.bench;

import java.util.Locale;
import org.baolab.Games;
import org.baolab.sim.Experiment;
import org.baolab.sim.Simulation;

/**
 * The first batch of games in a new JVM, as a notebook's first cell or a live explorer plays it: 2,000 bao-kingulu
 * games, random against random on every core, their per-game table made, timed from the first call to the table,
 * then the same batch again (compiled, Tablesaw ready). With {@code prepare}, {@link Experiment#prepare} is called
 * first and the batch starts after the given milliseconds, as when a kernel starts it at its own start. Run in a new
 * JVM each time: {@code java -cp benchmarks/target/benchmarks.jar org.baolab.bench.FirstBatch [prepare MS]}.
 */
public final class FirstBatch {

    private static final int GAMES = 2000;

    private FirstBatch() {
    }

    /** Measures and prints one line. */
    public static void main(String[] args) throws InterruptedException {
        if (args.length > 1 && args[0].equals("prepare")) {
            Experiment.prepare();
            Thread.sleep(Long.parseLong(args[1]));
        }
        long start = System.nanoTime();
        Simulation.of(Games.baoKingulu()).games(GAMES).seed(1).run();
        long first = System.nanoTime();
        Simulation.of(Games.baoKingulu()).games(GAMES).seed(2).run();
        long second = System.nanoTime();
        System.out.printf(Locale.ROOT, "first batch of %d games %.0f ms, the next %.0f ms%n", GAMES,
                (first - start) / 1e6, (second - first) / 1e6);
    }
}

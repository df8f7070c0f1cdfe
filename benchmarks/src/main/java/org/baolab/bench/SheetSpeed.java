package org.baolab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.GameState;

/**
 * Random play of rule-sheet games against their dedicated engines, side by side in one run: each game takes turns of
 * {@value #TURN_MS} ms of the thread's CPU time in rotation (after as many turns of warm-up), playing random games to
 * the end from a reused state as a random-against-random run does ({@link GameState#playRandomly}), so whatever else
 * the machine does falls on all alike. Prints each game's plies per second of CPU time, and each sheet's share of its
 * engine's, per turn's median. Arguments: pairs {@code engine=sheet} (default {@code kalah=kalah-sheet
 * oware=oware-sheet}), then optionally {@code turns=N} (default 40).
 *
 * <p>{@code java -cp kernel-lib/target/classes:benchmarks/target/classes org.baolab.bench.SheetSpeed}
 */
public final class SheetSpeed {

    private static final long TURN_MS = 200;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SheetSpeed() {
    }

    /** One game's reused states and its count of plies and CPU time. */
    private static final class Player {
        final String id;
        final GameState start;
        final GameState work;
        final SplittableRandom rng = new SplittableRandom(1);
        final List<Double> perTurn = new ArrayList<>();

        Player(String id) {
            this.id = id;
            start = Games.rules(id).newState();
            work = start.copy();
        }

        /** Plays random games for one turn of CPU time; returns plies per second. */
        double turn() {
            long nanos = TURN_MS * 1_000_000;
            long plies = 0;
            long begin = cpu();
            long now;
            while ((now = cpu()) - begin < nanos) {
                for (int k = 0; k < 32; k++) {
                    work.copyFrom(start);
                    plies += work.playRandomly(rng, Integer.MAX_VALUE);
                }
            }
            return plies / ((now - begin) / 1e9);
        }
    }

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    public static void main(String[] args) {
        List<Player[]> pairs = new ArrayList<>();
        int turns = 40;
        for (String a : args) {
            if (a.startsWith("turns=")) {
                turns = Integer.parseInt(a.substring(6));
            } else {
                String[] p = a.split("=");
                pairs.add(new Player[] {new Player(p[0]), new Player(p[1])});
            }
        }
        if (pairs.isEmpty()) {
            pairs.add(new Player[] {new Player("kalah"), new Player("kalah-sheet")});
            pairs.add(new Player[] {new Player("oware"), new Player("oware-sheet")});
        }
        for (int t = -turns; t < turns; t++) {      // the first half warms up
            for (Player[] pair : pairs) {
                for (Player p : pair) {
                    double rate = p.turn();
                    if (t >= 0) {
                        p.perTurn.add(rate);
                    }
                }
            }
        }
        for (Player[] pair : pairs) {
            List<Double> ratios = new ArrayList<>();
            for (int t = 0; t < turns; t++) {
                ratios.add(pair[1].perTurn.get(t) / pair[0].perTurn.get(t));
            }
            System.out.printf(Locale.ROOT, "%-14s %,12.0f plies/s%n%-14s %,12.0f plies/s%nratio %s/%s: median %.3f"
                            + " (quartiles %.3f..%.3f over %d interleaved turns)%n", pair[0].id, median(pair[0].perTurn),
                    pair[1].id, median(pair[1].perTurn), pair[1].id, pair[0].id, median(ratios), quantile(ratios, 0.25),
                    quantile(ratios, 0.75), turns);
        }
    }

    private static double median(List<Double> v) {
        return quantile(v, 0.5);
    }

    private static double quantile(List<Double> v, double q) {
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        return s.get((int) Math.round(q * (s.size() - 1)));
    }
}

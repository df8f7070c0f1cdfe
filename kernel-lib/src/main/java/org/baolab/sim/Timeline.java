package org.baolab.sim;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntToDoubleFunction;
import org.baolab.core.Board;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;

/**
 * What happens ply by ply over many games: how many games are still going, how many captures each ply brings and
 * how many seeds (stones, cows) lie in each hole on average, plus the banks and reserves.
 * <pre>{@code
 * Timeline t = Timeline.of(Games.kimasaiTwoPhase()).south("greedy").north("random").games(500).seed(3).run();
 * t.capturesPerMove(40);      // capture events in move 40, per game that played it
 * t.meanSeeds(40, 9);         // cows in hole b2 after move 40, on average over those games
 * }</pre>
 * Games are played as by a {@link Simulation} with the same settings (the same seed gives the same games), on the
 * same threads, with progress and interruption alike. Only integer sums are kept per ply, so the result does not
 * depend on the number of threads, and nothing is allocated per move.
 *
 * <p>Averages at a ply are over the games that played that many moves: late plies average fewer, longer games.
 */
public final class Timeline {

    private final String label;
    private final Board board;
    private final long games;
    private final boolean complete;
    private final Sums sums;

    private Timeline(String label, Board board, long games, boolean complete, Sums sums) {
        this.label = label;
        this.board = board;
        this.games = games;
        this.complete = complete;
        this.sums = sums;
    }

    /** The settings of a timeline over games under these rules, set as for a {@link Simulation}. */
    public static Builder of(Rules rules) {
        return new Builder(rules);
    }

    /**
     * Sets up and plays the games of a {@link Timeline}: agents, games, seed, threads and progress as for a
     * {@link Simulation}.
     */
    public static final class Builder extends Experiment<Builder> {

        private Builder(Rules rules) {
            super(rules);
        }

        /** Plays the games and returns their timeline; an interrupted run keeps the games finished so far. */
        public Timeline run() {
            SimulationTask task = tasks().get(0);
            StringBuilder label = new StringBuilder(rules.game().id()).append(", ").append(task.south().name())
                    .append(" vs ").append(task.north().name());
            for (Map.Entry<String, Object> e : rules.changed().entrySet()) {
                label.append(", ").append(e.getKey()).append('=').append(e.getValue());
            }
            ProgressListener listener = progressListener("timeline of " + label);
            Collector collector = new Collector(task, threads(), listener);
            Sums sums;
            try {
                sums = collector.run();
            } catch (RuntimeException e) {
                listener.failed(e.getMessage());
                throw e;
            }
            if (collector.complete()) {
                listener.finished(String.format(Locale.ROOT, "%,d games, the longest %d plies", sums.games(),
                        sums.maxPly));
            } else {
                listener.interrupted(sums.games(), task.games());
            }
            return new Timeline(label.toString(), rules.board(), sums.games(), collector.complete(), sums);
        }
    }

    /** Game, agents and changed options, such as {@code kimasai-two-phase, random vs random, reserve=8}. */
    public String label() {
        return label;
    }

    /** The board the games were played on. */
    public Board board() {
        return board;
    }

    /** Games played. */
    public long games() {
        return games;
    }

    /** False when the run was interrupted: the timeline then covers the games finished before. */
    public boolean complete() {
        return complete;
    }

    /** The length of the longest game, in plies. */
    public int maxPly() {
        return sums.maxPly;
    }

    /** Games that played at least {@code ply} moves ({@code games()} at ply 0). */
    public long reached(int ply) {
        return ply <= sums.maxPly ? sums.reached[ply] : 0;
    }

    /** The share of the games that played at least {@code ply} moves. */
    public double stillPlaying(int ply) {
        return (double) reached(ply) / games;
    }

    /** Capture events in move {@code ply} (1-based), over all games. */
    public long captures(int ply) {
        return ply <= sums.maxPly ? sums.captures[ply] : 0;
    }

    /** Capture events in move {@code ply} per game that played it (NaN when none did). */
    public double capturesPerMove(int ply) {
        return (double) captures(ply) / reached(ply);
    }

    /** The mean count of a hole after move {@code ply} (0: the start) over the games that played it. */
    public double meanSeeds(int ply, int hole) {
        return mean(sums.seeds, ply, board.size(), hole);
    }

    /** A player's mean bank after move {@code ply}: seeds or stones captured and kept off the board. */
    public double meanBank(int ply, Player player) {
        return mean(sums.banks, ply, 2, player.ordinal());
    }

    /** A player's mean reserve after move {@code ply} (kimasai-two-phase; 0 elsewhere). */
    public double meanReserve(int ply, Player player) {
        return mean(sums.reserves, ply, 2, player.ordinal());
    }

    private double mean(long[] sum, int ply, int width, int i) {
        if (ply < 0 || ply > sums.maxPly) {
            throw new IndexOutOfBoundsException("ply " + ply + " is outside 0.." + sums.maxPly);
        }
        return (double) sum[ply * width + i] / sums.reached[ply];
    }

    /**
     * The timeline as a table, one row per ply from 0: {@code ply}, {@code games} (games that played it),
     * {@code captures}, {@code capturesPerMove}, the mean count of every hole (named {@code a1}, {@code b1}, ...),
     * then {@code bankSouth}, {@code bankNorth}, {@code reserveSouth}, {@code reserveNorth}.
     */
    public Table table() {
        int n = sums.maxPly + 1;
        Table table = Table.create("timeline: " + label);
        table.addColumns(IntColumn.indexColumn("ply", n, 0), LongColumn.create("games", Arrays.copyOf(sums.reached, n)),
                LongColumn.create("captures", Arrays.copyOf(sums.captures, n)));
        table.addColumns(DoubleColumn.create("capturesPerMove", series(this::capturesPerMove)));
        for (int h = 0; h < board.size(); h++) {
            int hole = h;
            table.addColumns(DoubleColumn.create(board.name(h), series(p -> meanSeeds(p, hole))));
        }
        for (Player p : Player.values()) {
            String name = p.name().charAt(0) + p.name().substring(1).toLowerCase(Locale.ROOT);
            table.addColumns(DoubleColumn.create("bank" + name, series(ply -> meanBank(ply, p))));
        }
        for (Player p : Player.values()) {
            String name = p.name().charAt(0) + p.name().substring(1).toLowerCase(Locale.ROOT);
            table.addColumns(DoubleColumn.create("reserve" + name, series(ply -> meanReserve(ply, p))));
        }
        return table;
    }

    private double[] series(IntToDoubleFunction perPly) {
        double[] values = new double[sums.maxPly + 1];
        Arrays.setAll(values, perPly::applyAsDouble);
        return values;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "Timeline[%s, %d games, longest %d plies]", label, games, sums.maxPly);
    }

    /** Integer sums per ply; ply {@code p}'s entries describe the position after move {@code p}. */
    private static final class Sums {
        final int holes;
        int maxPly;
        long[] reached = new long[0];
        long[] captures = new long[0];
        long[] seeds = new long[0];
        long[] banks = new long[0];
        long[] reserves = new long[0];

        Sums(int holes) {
            this.holes = holes;
        }

        /** Games counted. */
        long games() {
            return reached.length == 0 ? 0 : reached[0];
        }

        /** Makes room for ply {@code ply}; grows by doubling, so allocation is rare and never per move. */
        void ensure(int ply) {
            if (ply < reached.length) {
                return;
            }
            int size = Math.max(ply + 1, Math.max(64, reached.length * 2));
            reached = Arrays.copyOf(reached, size);
            captures = Arrays.copyOf(captures, size);
            seeds = Arrays.copyOf(seeds, size * holes);
            banks = Arrays.copyOf(banks, size * 2);
            reserves = Arrays.copyOf(reserves, size * 2);
        }

        /** Adds the position of {@code s} after its last move, which made {@code captured} capture events. */
        void add(GameState s, int captured) {
            int p = s.ply();
            ensure(p);
            maxPly = Math.max(maxPly, p);
            reached[p]++;
            captures[p] += captured;
            int base = p * holes;
            for (int h = 0; h < holes; h++) {
                seeds[base + h] += s.count(h);
            }
            banks[2 * p] += s.bank(Player.SOUTH);
            banks[2 * p + 1] += s.bank(Player.NORTH);
            reserves[2 * p] += s.reserve(Player.SOUTH);
            reserves[2 * p + 1] += s.reserve(Player.NORTH);
        }

        /** Forgets every sum, keeping the arrays. */
        void clear() {
            if (reached.length == 0) {
                return;
            }
            Arrays.fill(reached, 0, maxPly + 1, 0);
            Arrays.fill(captures, 0, maxPly + 1, 0);
            Arrays.fill(seeds, 0, (maxPly + 1) * holes, 0);
            Arrays.fill(banks, 0, (maxPly + 1) * 2, 0);
            Arrays.fill(reserves, 0, (maxPly + 1) * 2, 0);
            maxPly = 0;
        }

        void addAll(Sums other) {
            if (other.reached.length == 0) {
                return;
            }
            ensure(other.maxPly);
            maxPly = Math.max(maxPly, other.maxPly);
            for (int p = 0; p <= other.maxPly; p++) {
                reached[p] += other.reached[p];
                captures[p] += other.captures[p];
                banks[2 * p] += other.banks[2 * p];
                banks[2 * p + 1] += other.banks[2 * p + 1];
                reserves[2 * p] += other.reserves[2 * p];
                reserves[2 * p + 1] += other.reserves[2 * p + 1];
            }
            for (int i = 0; i < (other.maxPly + 1) * holes; i++) {
                seeds[i] += other.seeds[i];
            }
        }
    }

    /** Plays the games on a few threads, each adding into sums of its own; game {@code i} goes to thread i mod T. */
    private static final class Collector {
        private final SimulationTask task;
        private final int threads;
        private final ProgressListener listener;
        private final AtomicBoolean stop = new AtomicBoolean();
        private final AtomicLong done = new AtomicLong();
        private final Sums[] perThread;
        private boolean complete;

        Collector(SimulationTask task, int threads, ProgressListener listener) {
            this.task = task;
            this.threads = (int) Math.max(1, Math.min(threads, task.games()));
            this.listener = listener;
            this.perThread = new Sums[this.threads];
        }

        boolean complete() {
            return complete;
        }

        Sums run() {
            int holes = task.rules().board().size();
            for (int w = 0; w < threads; w++) {
                perThread[w] = new Sums(holes);
            }
            long start = System.nanoTime();
            boolean interrupted = Workers.run("baolab-timeline", threads, this::play, stop, () -> {
                double seconds = (System.nanoTime() - start) / 1e9;
                listener.progress(done.get(), task.games(), seconds > 0 ? done.get() / seconds : 0);
            });
            complete = !interrupted && done.get() == task.games();
            Sums all = new Sums(holes);
            for (Sums s : perThread) {
                all.addAll(s);
            }
            return all;
        }

        /** Plays games {@code worker}, {@code worker + threads}, ...; a game cut short by a stop is not counted. */
        private void play(int worker) {
            Sums mine = perThread[worker];
            Sums scratch = new Sums(mine.holes);
            GameRunner runner = new GameRunner(task);
            for (long i = task.from() + worker; i < task.to() && !stop.get(); i += threads) {
                GameState s = runner.begin(i);
                scratch.clear();
                scratch.add(s, 0);
                while (!s.isOver() && !stop.get()) {
                    int before = s.captureEvents(Player.SOUTH) + s.captureEvents(Player.NORTH);
                    try {
                        runner.move();
                    } catch (CancellationException searchStopped) {    // the run was stopped
                        return;
                    }
                    scratch.add(s, s.captureEvents(Player.SOUTH) + s.captureEvents(Player.NORTH) - before);
                }
                if (s.isOver()) {
                    mine.addAll(scratch);
                    done.incrementAndGet();
                }
            }
        }
    }
}

package org.baolab.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.sim.ProgressListener;

/**
 * The graph of the positions reachable from the start, numbered in the order found (breadth first). {@code info[id]}
 * is the position's {@link Info} byte, {@code score[id]} SOUTH's score less NORTH's in a finished position,
 * {@code degree[id]} its number of moves, and its successors follow those of position {@code id - 1} in the
 * {@link SpillFile}, -1 for an endless move that is a draw (C7).
 *
 * <p>Positions are expanded (set up, every move played, successors' keys made and looked up) in parallel batches;
 * only the successors not found, a fraction of them, are numbered afterwards, in order, so the numbering does not
 * depend on the number of threads.
 */
final class Graph {

    private static final int BATCH = 1 << 12;
    /** Positions whose successors' slots in the table are read ahead of their look-ups at a time. */
    private static final int AHEAD = 64;
    /** A successor's number in a batch: not found among the positions numbered before the batch. */
    private static final int NEW = -2;

    final Rules rules;
    final Codec codec;
    final GameState start;
    final GameState later;
    final Solver.Estimate estimate;
    final ExecutorService pool;
    final int threads;
    final PositionTable table;
    final int maxMoves;
    byte[] info = new byte[1 << 12];
    byte[] score = new byte[1 << 12];
    byte[] degree = new byte[1 << 12];
    final SpillFile successors;
    /** The positions {@code 0..expanded-1} have had their moves played. */
    private int expanded;

    Graph(Rules rules, Codec codec, GameState start, Solver.Estimate estimate, ExecutorService pool, int threads,
          SpillFile successors) {
        this.rules = rules;
        this.codec = codec;
        this.start = start;
        this.later = start.isOver() ? start : Solver.laterCopy(start);
        this.estimate = estimate;
        this.pool = pool;
        this.threads = pool == null ? 1 : threads;
        this.table = new PositionTable(codec.keys());
        this.maxMoves = start.board().size();
        this.successors = successors;
    }

    /** The number of positions found. */
    int size() {
        return table.size();
    }

    /** The number of positions expanded: their moves played. */
    int expanded() {
        return expanded;
    }

    /** The number of moves found: successors listed. */
    long moves() {
        return successors.size();
    }

    /**
     * One thread's share of a batch: the successors of positions {@code from..to}. Each thread keeps its own for
     * every batch, so that exploring leaves no garbage for the JVM to make room for.
     */
    private final class Expansion implements Callable<Expansion> {
        int from;
        int to;
        final byte[] count = new byte[BATCH];
        /** Each successor's number, or {@link #NEW} (its key, info and score kept), or -1 after an endless move. */
        final int[] ids = new int[BATCH * maxMoves];
        final long[] keys = new long[ids.length];
        final byte[] infos = new byte[ids.length];
        final byte[] scores = new byte[ids.length];
        /** A sum of the slots {@link #readAhead} read, which nothing else reads. */
        int read;
        final GameState state = later.copy();
        final GameState after = later.copy();

        /** This expansion, to take positions {@code from..to}, at most {@link #BATCH} of them. */
        Expansion share(int from, int to) {
            this.from = from;
            this.to = to;
            return this;
        }

        @Override
        public Expansion call() {
            for (int id = from; id < to; id++) {
                Solver.checkInterrupt();
                boolean finished = Info.finished(info[id]);
                if (!finished) {
                    setUp(id);
                }
                count[id - from] = finished ? 0 : (byte) expand((id - from) * maxMoves);
            }
            lookUp();
            return this;
        }

        private void setUp(int id) {
            if (id == 0) {
                state.copyFrom(start);
            } else {
                state.copyFrom(later);
                codec.decode(table.key(id), state);
            }
            if (state.isOver()) {
                throw new IllegalStateException("position " + id + " was reached unfinished but sets up finished: "
                        + state.outcome());
            }
        }

        /** Plays every legal move of {@link #state}, keeping the successors from {@code base} on; returns how many. */
        private int expand(int base) {
            int n = 0;
            for (int hole = 0; hole < maxMoves; hole++) {
                if (state.isLegal(hole)) {
                    after.copyFrom(state);
                    after.play(hole);
                    keys[base + n] = Solver.successor(codec, after);
                    infos[base + n] = Info.of(after);
                    scores[base + n] = score(after);
                    n++;
                }
            }
            return n;
        }

        /**
         * Looks the successors up among the positions numbered before the batch (the table is only read meanwhile),
         * {@link #AHEAD} positions' at a time, their slots read ahead.
         */
        private void lookUp() {
            for (int c = from; c < to; c += AHEAD) {
                int end = Math.min(to, c + AHEAD);
                readAhead(c, end, false);
                for (int id = c; id < end; id++) {
                    int base = (id - from) * maxMoves;
                    for (int k = base; k < base + count[id - from]; k++) {
                        int found = keys[k] == Solver.ENDLESS ? -1 : table.find(keys[k]);
                        ids[k] = found < 0 && keys[k] != Solver.ENDLESS ? NEW : found;
                    }
                }
            }
        }

        /**
         * Reads the table's slots where the searches for the successors of positions {@code start..end} begin (only
         * the new successors' with {@code onlyNew}): reads that wait on no decision, so the processor overlaps their
         * trips to memory, which a search, deciding at each slot, does not.
         */
        void readAhead(int start, int end, boolean onlyNew) {
            int sum = 0;
            for (int id = start; id < end; id++) {
                int base = (id - from) * maxMoves;
                for (int k = base; k < base + count[id - from]; k++) {
                    if (keys[k] != Solver.ENDLESS && (!onlyNew || ids[k] == NEW)) {
                        sum += table.slot(keys[k]);
                    }
                }
            }
            read += sum;        // kept, so that the compiler keeps the reads
        }
    }

    /** SOUTH's score less NORTH's in a finished position that is not drawn; 0 otherwise. */
    static byte score(GameState s) {
        if (Codec.result(s) == 0 || s.status() == Status.DRAW) {
            return 0;
        }
        int d = s.score(Player.SOUTH) - s.score(Player.NORTH);
        if (d < Byte.MIN_VALUE || d > Byte.MAX_VALUE) {
            throw new IllegalStateException("a score difference of " + d + " does not fit the solver's margins");
        }
        return (byte) d;
    }

    /**
     * Finds every position reachable from the start, batch by batch, numbering them in the order found, and tells
     * {@code progress} after each batch how many are expanded of those found.
     */
    void explore(boolean ownStart, ProgressListener progress) {
        long began = System.nanoTime();
        add(codec.encode(start, ownStart), Info.of(start), score(start));
        Expansion[] shares = new Expansion[threads];
        while (expanded < table.size()) {
            int end = (int) Math.min(table.size(), expanded + (long) BATCH * threads);
            List<Callable<Expansion>> parts = new ArrayList<>();
            for (int t = 0, from = expanded; t < threads && from < end; t++) {
                int to = t == threads - 1 ? end : Math.min(end, from + BATCH);
                if (shares[t] == null) {
                    shares[t] = new Expansion();
                }
                parts.add(shares[t].share(from, to));
                from = to;
            }
            for (Expansion e : Solver.all(pool, parts)) {
                number(e);
            }
            room(0);
            expanded = end;
            progress.progress(expanded, table.size(), expanded / Math.max(1e-9, (System.nanoTime() - began) / 1e9));
        }
        successors.flush();
    }

    /**
     * Puts the keys aside in {@code keys} for the backward passes, which do not search them (the table's index goes
     * too), and frees the room kept for positions not found.
     */
    void setAside(SpillFile keys) {
        table.spill(keys);
        int n = table.size();
        info = Arrays.copyOf(info, n);
        score = Arrays.copyOf(score, n);
        degree = Arrays.copyOf(degree, n);
    }

    /** Lists the successors of an expansion's positions, numbering the new ones, their slots read ahead. */
    private void number(Expansion e) {
        for (int c = e.from; c < e.to; c += AHEAD) {
            int end = Math.min(e.to, c + AHEAD);
            e.readAhead(c, end, true);
            for (int id = c; id < end; id++) {
                degree[id] = e.count[id - e.from];
                int base = (id - e.from) * maxMoves;
                for (int k = base; k < base + e.count[id - e.from]; k++) {
                    successors.add(e.ids[k] == NEW ? add(e.keys[k], e.infos[k], e.scores[k]) : e.ids[k]);
                }
            }
        }
    }

    /**
     * Stops with {@link TooLargeException} unless {@code extra} more bytes fit in the memory given, besides what the
     * graph holds, and unless what the backward passes will hold for the positions found fits too (their keys wait in
     * a file meanwhile).
     */
    private void room(long extra) {
        long n = table.size();
        long exploring = table.bytes() + 3L * info.length + extra;
        long backward = (3L + Predecessors.BYTES_PER_POSITION + Backward.BYTES_PER_POSITION) * n
                + Predecessors.BYTES_PER_MOVE * moves();
        if (Math.max(exploring, backward) > estimate.memory() * 0.85) {
            throw new TooLargeException(rules, estimate, n);
        }
    }

    /** The doubled length of an array of {@code bytes}-byte elements, if it fits. */
    private int grown(int length, int bytes) {
        long next = Math.min(Integer.MAX_VALUE - 8L, 2L * length);
        if (next == length) {
            throw new TooLargeException(rules, estimate, table.size());
        }
        room(next * bytes);
        return (int) next;
    }

    private int add(long key, byte inf, byte sc) {
        long growth = table.growthBytes();
        if (growth > 0) {
            room(growth);
        }
        int before = table.size();
        int id = table.add(key);
        if (id == before) {
            if (id == info.length) {
                int grown = grown(id, 3);
                info = Arrays.copyOf(info, grown);
                score = Arrays.copyOf(score, grown);
                degree = Arrays.copyOf(degree, grown);
            }
            info[id] = inf;
            score[id] = sc;
        }
        return id;
    }
}

package org.baolab.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.baolab.core.CommonOptions;
import org.baolab.core.EndlessMove;
import org.baolab.core.GameState;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.sim.ProgressListener;

/**
 * Solves a variant by retrograde analysis: every position reachable from the start is found (breadth first, numbered
 * in the order found, each with the list of its successors in one array), and then worked backwards from the
 * finished positions. {@code Solver.of(rules).threads(2).solve()}.
 *
 * <p>Play that never ends is a draw: the turn limit (C8, {@code maxTurns}) is left out of the positions, and an
 * endless move follows C7 as the rules set it (under {@code endlessMove=DRAW} it is a move to a draw, not a
 * position). Under the four-row repetition rule (F6) the values are the same: a repetition is a draw, as never-ending
 * play is, and a won position stays won because the winner's fastest line never comes back to a position (each of its
 * positions is a ply nearer the end than the one before, whatever the loser does).
 *
 * <p>With two threads, positions are expanded (set up, every move played, successors' keys made) in parallel batches
 * and numbered in order afterwards, and the backward passes run side by side; the solution is the same for any
 * number of threads.
 */
public final class Solver {

    /**
     * Bytes a position takes while solving, besides its moves: exploring, its key, its place in the index, its info,
     * score and count of moves; working back, the last three, where its predecessors begin and the passes' share.
     */
    static final int BYTES_PER_POSITION = 24;
    /** Bytes a move takes in memory: its predecessor, in the backward passes (its successor goes to a file). */
    static final int BYTES_PER_MOVE = Predecessors.BYTES_PER_MOVE;
    /**
     * A variant whose keys describe this many times more positions than fit is refused before anything is allocated.
     * Far fewer positions are reachable than keys describe (bao-kingulu with 4 holes a row and 3 seeds: 10,860 of
     * 2.8e9), so below that the solver tries, and stops as soon as the positions found pass what fits.
     */
    static final double HOPELESS = 100_000;
    /** The most positions the solver numbers (an {@code int} each, in Java's largest arrays), whatever the memory. */
    static final long MOST_POSITIONS = Integer.MAX_VALUE - 8;

    /** The successor of an endless move that is a draw (C7): a result of the move, not a position. */
    static final long ENDLESS = -1;

    private final Rules rules;
    private int threads = 1;
    private long memory = Runtime.getRuntime().maxMemory();
    /** The listener of a solver given none: in a notebook, a bar that appears once a solve has taken a second. */
    private static volatile Function<String, ProgressListener> progressByDefault = title -> ProgressListener.NONE;
    /** This solver's listener, or {@code null} for {@link #progressByDefault}'s. */
    private ProgressListener progress;

    private Solver(Rules rules) {
        this.rules = rules;
    }

    /** A solver for these rules (their turn limit is left out). */
    public static Solver of(Rules rules) {
        return new Solver(Objects.requireNonNull(rules, "rules"));
    }

    /** Threads to solve on, 1 to 256; the solution does not depend on it. */
    public Solver threads(int threads) {
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("threads must be in 1..256, not " + threads);
        }
        this.threads = threads;
        return this;
    }

    /**
     * Who hears how the search goes (default: {@link #progressByDefault}). While the positions are found, {@code
     * progress(expanded, found, positionsPerSecond)}: those whose moves have been played out of those found so far,
     * which grows until the two meet; then {@code phase} as the backward passes begin, and {@code finished} with the
     * value, or {@code interrupted(expanded, found)}.
     */
    public Solver progress(ProgressListener listener) {
        this.progress = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Sets who hears how the solves go that are given no listener of their own, from the solve's title
     * ({@code Solving kalah {seedsPerPit=3}}); by default nobody. The notebook support sets it.
     */
    public static void progressByDefault(Function<String, ProgressListener> listeners) {
        progressByDefault = Objects.requireNonNull(listeners, "listeners");
    }

    /** The memory the solver may fill, in bytes (default: what this JVM may use, {@code -Xmx}). */
    public Solver memory(long bytes) {
        if (bytes < 1 << 20) {
            throw new IllegalArgumentException("memory must be at least 1 MB, not " + bytes + " bytes");
        }
        this.memory = bytes;
        return this;
    }

    /** The rules solved: these rules without a turn limit. */
    static Rules solving(Rules rules) {
        return rules.with(CommonOptions.MAX_TURNS.name(), NO_TURN_LIMIT);
    }

    /** The largest {@code maxTurns} (C10), which no game of a solved variant reaches as positions are set up afresh. */
    static final int NO_TURN_LIMIT = 1_000_000_000;

    /**
     * How large the variant may be before anything is allocated.
     *
     * @param positions an upper bound on the positions: every position a key can describe
     * @param bytesPerPosition what one position takes while solving, its moves included (a quarter of the holes
     *                         each, on average)
     * @param fit how many positions fit in the memory given
     * @param memory the memory given, in bytes
     */
    public record Estimate(double positions, long bytesPerPosition, long fit, long memory) {

        /** The estimate for people: {@code at most 6.4e+06 positions, 61 bytes each; 70,000,000 fit}. */
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "at most %.2g positions, about %d bytes each while solving; %,d fit in"
                    + " the memory given", positions, bytesPerPosition, fit);
        }
    }

    /** The size of the variant, from its keys alone: nothing is solved and nothing large allocated. */
    public Estimate estimate() {
        GameState start = solving(rules).newState();
        return estimate(Codec.of(start, false), start);
    }

    private Estimate estimate(Codec codec, GameState start) {
        long perPosition = BYTES_PER_POSITION + (long) BYTES_PER_MOVE * Math.max(1, start.board().size() / 4);
        double index = codec.keys() <= PositionTable.PERFECT_LIMIT ? 4 * codec.keys() : 0;
        long fit = (long) Math.max(0, Math.min(MOST_POSITIONS, (memory * 0.9 - index) / perPosition));
        return new Estimate(codec.positions(), perPosition, fit, memory);
    }

    /**
     * Solves the variant.
     *
     * @throws TooLargeException before anything large is allocated when its keys number far more than fits, or as
     *                           soon as the positions found pass what fits
     * @throws CancellationException when the calling thread is interrupted
     */
    public Solution solve() {
        long began = System.nanoTime();
        Rules solving = solving(rules);
        GameState start = solving.newState();
        Codec plain = Codec.of(start, false);
        Estimate estimate = estimate(plain, start);
        // twice the keys: the start may need a key of its own
        if (2 * plain.keys() >= 0x1p62 || plain.positions() > HOPELESS * estimate.fit()) {
            throw new TooLargeException(rules, estimate, 0);
        }
        boolean ownStart = ownStart(start, plain);
        Codec codec = ownStart ? Codec.of(start, true) : plain;
        ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solver");
            t.setDaemon(true);
            return t;
        });
        ProgressListener listener = progress != null ? progress : progressByDefault.apply("Solving " + rules);
        Graph graph = null;
        try (SpillFile successors = new SpillFile(); SpillFile keys = new SpillFile()) {
            graph = new Graph(rules, codec, start, estimate, pool, threads, successors);
            graph.explore(ownStart, listener);
            listener.phase(String.format(Locale.ROOT, "working back from the %,d positions found", graph.size()));
            graph.setAside(keys);   // the keys are not searched again until the solution is asked about a position
            Backward backward = new Backward(graph, rules.game().decidedByScore());
            backward.run(pool);
            graph.table.restore(keys);
            Solution solution = new Solution(rules, codec, ownStart, graph.table, graph.info, backward.value,
                    backward.depth, backward.margin, (System.nanoTime() - began) / 1e9);
            listener.finished(String.format(Locale.ROOT, "%s; %,d positions", solution.value(), solution.positions()));
            return solution;
        } catch (CancellationException e) {
            listener.interrupted(graph == null ? 0 : graph.expanded(), graph == null ? 0 : graph.size());
            throw e;
        } catch (RuntimeException e) {
            listener.failed(e.getMessage());
            throw e;
        } catch (OutOfMemoryError e) {
            // what fits is checked as the solver goes, but a heap can still lack one piece large enough for an array
            TooLargeException tooLarge = new TooLargeException(rules, estimate, graph == null ? 0 : graph.size());
            listener.failed(tooLarge.getMessage());
            throw tooLarge;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /**
     * Whether the start is a position of its own: whether its moves lead elsewhere than those of the same position
     * met later in a game (T4b's first turn without a reserve cow). Found by playing both, so any game's first-turn
     * rule is seen.
     */
    private static boolean ownStart(GameState start, Codec plain) {
        if (start.isOver()) {
            return false;
        }
        GameState later = laterCopy(start);
        plain.decode(plain.encode(start, false), later);
        GameState a = start.copy();
        GameState b = start.copy();
        for (int hole = 0; hole < start.board().size(); hole++) {
            if (start.isLegal(hole) != later.isLegal(hole)) {
                return true;
            }
            if (start.isLegal(hole)) {
                a.copyFrom(start);
                a.play(hole);
                b.copyFrom(later);
                b.play(hole);
                if (successor(plain, a) != successor(plain, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A copy of the start after one move, for positions met later in a game to be set up on. */
    static GameState laterCopy(GameState start) {
        GameState later = start.copy();
        later.play(later.legalMove(0));
        return later;
    }

    /** The key of the position a move led to, or {@link #ENDLESS}. */
    static long successor(Codec codec, GameState after) {
        return endlessDraw(after) ? ENDLESS : codec.encode(after, false);
    }

    /** Whether the game was drawn by an endless move that was played (C7, {@code endlessMove=DRAW}). */
    static boolean endlessDraw(GameState after) {
        return after.reason() == Reason.ENDLESS_MOVE
                && after.rules().choice(CommonOptions.ENDLESS_MOVE, EndlessMove.class) == EndlessMove.DRAW;
    }

    /** Stops the work when the thread is interrupted (Kernel > Interrupt, Ctrl-C on the command line). */
    static void checkInterrupt() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted");
        }
    }

    /** Runs the tasks on the pool, or here one after another, and returns their results in order. */
    static <T> List<T> all(ExecutorService pool, List<Callable<T>> tasks) {
        List<T> results = new ArrayList<>(tasks.size());
        try {
            if (pool == null) {
                for (Callable<T> task : tasks) {
                    results.add(task.call());
                }
                return results;
            }
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(task));
            }
            try {
                for (Future<T> f : futures) {
                    results.add(f.get());
                }
            } catch (InterruptedException e) {
                futures.forEach(f -> f.cancel(true));
                throw new CancellationException("interrupted");
            }
            return results;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;    // running out of memory on a thread of the pool, say: the caller answers it
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

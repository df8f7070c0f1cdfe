package org.baolab.solve;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import org.baolab.core.Player;

/**
 * The backward passes over a solved graph. Each pass finds the positions from which one player can force the game
 * to end in a set of finished positions (their attractor, in the theory of games on graphs), worked back from those
 * positions in order of distance: a position of that player joins as soon as one move leads in, a position of the
 * opponent once every move does. The order gives each position its distance with the fastest forcing and the
 * longest resistance, and play that never ends, or an endless move (C7), never joins: it is a draw.
 *
 * <ul>
 * <li>value and plies: SOUTH's pass to SOUTH's wins and NORTH's to NORTH's; the rest is drawn;</li>
 * <li>margin (games decided by score): a position's margin is the largest score difference {@code t > 0} such that
 * SOUTH can force the game to end at a difference of at least {@code t} (SOUTH can make sure of {@code t} only by
 * ending the game, as play that never ends counts 0), or the smallest {@code t < 0} NORTH can force likewise, or 0.
 * One pass per player finds them all: the attractor of the differences of at least {@code t} holds that of the
 * differences of at least a larger {@code t}, so SOUTH's pass starts from the largest difference and adds the
 * finished positions of each smaller one in turn, going on from where it was; a position's margin is the {@code t}
 * at which it joined.</li>
 * </ul>
 * SOUTH's and NORTH's passes run side by side on the solver's threads. Their targets are apart (no position is won
 * by both, nor can both make sure of a score difference), so they share one queue and the results; each counts
 * moves in an array of its own, as two threads writing the same cache lines would wait on each other.
 */
final class Backward {

    /**
     * Bytes a position takes in the passes and their results: a count of moves in each pass, distance, value and
     * margin (6), and a place in one of the two queues (4).
     */
    static final int BYTES_PER_POSITION = 10;

    /**
     * In a pass's counts: the moves not yet known to lead in; 0 once the position has joined, so that a finished
     * position (no moves) has joined if it is a target. Seven bits hold any count, as a board has fewer than 64 holes
     * ({@link org.baolab.core.GameState}).
     */
    private static final int LEFT = 0x7F;
    /** In a pass's counts: NORTH is to move. */
    private static final int NORTH_MOVES = 0x80;
    /** Positions a pass takes from its queue at a time, their predecessors' counts read first ({@code load}). */
    private static final int CHUNK = 64;

    private final Graph graph;
    private final boolean margins;
    private final int n;
    private Predecessors predecessors;
    /**
     * Both passes' queues: SOUTH's from the front, NORTH's from the back. Their positions are apart, so they never
     * meet; where the rules would have a position joined by both, the check of the values finds it.
     */
    private int[] queue;

    /** SOUTH's view: 0 drawn, 1 SOUTH wins, 2 NORTH wins. */
    byte[] value;
    /** Plies to the end with perfect play (fastest win, longest loss); -1 for a draw. */
    short[] depth;
    /** SOUTH's score less NORTH's at the end with play maximising it; null unless the game is decided by score. */
    byte[] margin;

    Backward(Graph graph, boolean margins) {
        this.graph = graph;
        this.margins = margins;
        this.n = graph.size();
    }

    void run(ExecutorService pool) {
        predecessors = new Predecessors(graph);
        byte[] info = graph.info;
        depth = new short[n];
        queue = new int[n];
        byte[] southLeft = new byte[n];
        byte[] northLeft = new byte[n];
        Pass south = new Pass(Player.SOUTH, id -> Info.result(info[id]) == 1, southLeft);
        Pass north = new Pass(Player.NORTH, id -> Info.result(info[id]) == 2, northLeft);
        Solver.all(pool, List.<Callable<Object>>of(south::depths, north::depths));
        values(south, north);
        if (margins) {
            margin = new byte[n];
            byte[] score = graph.score;
            Pass southMargins = new Pass(Player.SOUTH, id -> score[id] > 0, southLeft);
            Pass northMargins = new Pass(Player.NORTH, id -> score[id] < 0, northLeft);
            Solver.all(pool, List.<Callable<Object>>of(southMargins::margins, northMargins::margins));
            checkMargins(southMargins, northMargins);
        }
        predecessors = null;   // let go before the keys come back
        queue = null;
    }

    /** The values from the positions each pass joined, and the depths from their distances. */
    private void values(Pass south, Pass north) {
        value = new byte[n];
        for (int id = 0; id < n; id++) {
            if (south.joined(id)) {
                value[id] = 1;
                if (north.joined(id)) {
                    throw new IllegalStateException("position " + id + " is won by both players");
                }
            } else if (north.joined(id)) {
                value[id] = 2;
            } else {
                depth[id] = -1;
            }
        }
    }

    /** Checks the margins from SOUTH's pass (positive) and NORTH's (negative) against the values. */
    private void checkMargins(Pass south, Pass north) {
        for (int id = 0; id < n; id++) {
            if (south.joined(id) && north.joined(id)) {
                throw new IllegalStateException("position " + id + ": both players can make sure of a score difference;"
                        + " the game is not decided by score alone");
            }
            // the winner by score is who can make sure of a positive difference
            if (Integer.signum(margin[id]) != (value[id] == 1 ? 1 : value[id] == 2 ? -1 : 0)) {
                throw new IllegalStateException("position " + id + ": margin " + margin[id] + " but value " + value[id]
                        + "; the game is not decided by score alone");
            }
        }
    }

    /** Which positions a pass starts from. */
    @FunctionalInterface
    private interface Target {
        boolean test(int id);
    }

    /** One player's pass: the positions it has joined, and its queue of them in the order they joined. */
    private final class Pass {
        /** {@link #NORTH_MOVES} where this player moves. */
        private final int mine;
        /** Per position, {@link #LEFT} and {@link #NORTH_MOVES}. */
        private final byte[] left;
        /** The finished positions the pass works back from. */
        private final Target target;
        /** Where the pass's queue begins in {@link #queue}, and which way it runs. */
        private final int base;
        private final int step;
        private int head;
        private int tail;
        /** A sum of the counts {@link #load} read, which nothing else reads. */
        private int loaded;

        /**
         * A pass from {@code target}'s finished positions that counts moves in {@code left}, set here to every
         * position's moves (C7's endless one too).
         */
        Pass(Player player, Target target, byte[] left) {
            this.mine = player == Player.NORTH ? NORTH_MOVES : 0;
            this.target = target;
            this.base = player == Player.NORTH ? n - 1 : 0;
            this.step = player == Player.NORTH ? -1 : 1;
            this.left = left;
            byte[] info = graph.info;
            byte[] degree = graph.degree;
            for (int id = 0; id < n; id++) {
                if (degree[id] == 0 && !Info.finished(info[id])) {
                    throw new IllegalStateException("position " + id + " is unfinished but has no move");
                }
                left[id] = (byte) (degree[id] | (Info.mover(info[id]) == Player.NORTH.ordinal() ? NORTH_MOVES : 0));
            }
        }

        boolean joined(int id) {
            return (left[id] & LEFT) == 0 && (!Info.finished(graph.info[id]) || target.test(id));
        }

        /** The distance of each position in the attractor of the target, into depth. */
        Object depths() {
            byte[] info = graph.info;
            for (int id = 0; id < n; id++) {
                if (Info.finished(info[id]) && target.test(id)) {
                    join(id);
                }
            }
            // the queue holds the positions by distance: those at distance d from levels[d] on
            int[] levels = new int[64];
            int distance = 0;
            for (int levelEnd = tail; head < tail; levelEnd = tail) {
                if (distance == levels.length) {
                    levels = Arrays.copyOf(levels, 2 * distance);
                }
                levels[distance++] = head;
                if (distance > Short.MAX_VALUE + 1) {
                    throw new IllegalStateException("perfect play lasts more than " + Short.MAX_VALUE + " plies");
                }
                propagate(levelEnd);
            }
            for (int d = 0; d < distance; d++) {
                int end = d + 1 < distance ? levels[d + 1] : tail;
                for (int q = levels[d]; q < end; q++) {
                    depth[queue[base + step * q]] = (short) d;
                }
            }
            return null;
        }

        /** Each position's margin as this player can make sure of it ({@link Backward}), into margin. */
        Object margins() {
            int[][] byScore = finishedByScore(graph.score);
            for (int k = 0; k <= Byte.MAX_VALUE; k++) {   // from the largest difference the player gains down
                int t = mine == 0 ? Byte.MAX_VALUE - k : Byte.MIN_VALUE + k;
                int from = tail;
                for (int id : byScore[t - Byte.MIN_VALUE]) {
                    join(id);
                }
                propagate(Integer.MAX_VALUE);
                for (int q = from; q < tail; q++) {
                    margin[queue[base + step * q]] = (byte) t;
                }
            }
            return null;
        }

        /** The finished positions by score difference, -128..127, none with a difference of 0. */
        private int[][] finishedByScore(byte[] score) {
            byte[] info = graph.info;
            int[] count = new int[1 << Byte.SIZE];
            for (int id = 0; id < n; id++) {
                if (Info.finished(info[id]) && score[id] != 0) {
                    count[score[id] - Byte.MIN_VALUE]++;
                }
            }
            int[][] byScore = new int[count.length][];
            for (int s = 0; s < count.length; s++) {
                byScore[s] = new int[count[s]];
                count[s] = 0;
            }
            for (int id = 0; id < n; id++) {
                if (Info.finished(info[id]) && score[id] != 0) {
                    int s = score[id] - Byte.MIN_VALUE;
                    byScore[s][count[s]++] = id;
                }
            }
            return byScore;
        }

        /** Adds a position not yet joined to the end of the queue; its count is already 0. */
        private void join(int id) {
            queue[base + step * tail++] = id;
        }

        /** Works back from the queue, up to its place {@code end} or until no position joins. */
        private void propagate(int end) {
            int[] first = predecessors.first;
            int[] from = predecessors.from;
            for (int chunks = 1; head < tail && head < end; chunks++) {
                if ((chunks & 0x3FF) == 0) {
                    Solver.checkInterrupt();
                }
                int stop = Math.min(Math.min(tail, end), head + CHUNK);
                load(stop, first, from);
                while (head < stop) {
                    int id = queue[base + step * head++];
                    for (int e = first[id]; e < first[id + 1]; e++) {
                        int p = from[e];
                        int s = left[p] & 0xFF;
                        if ((s & LEFT) == 0) {
                            continue;   // joined already
                        }
                        // the player's own position joins with one move that leads in, the opponent's with its last
                        int rest = (s & NORTH_MOVES) == mine ? 0 : (s & LEFT) - 1;
                        left[p] = (byte) (s & NORTH_MOVES | rest);
                        if (rest == 0) {
                            join(p);
                        }
                    }
                }
            }
        }

        /**
         * Reads the counts of the predecessors of the queue's positions from the head up to {@code stop} before they
         * are worked on: these reads wait on no branch, so the processor overlaps their trips to memory (the counts
         * are far apart), which the loop that works on them, deciding at each, does not.
         */
        private void load(int stop, int[] first, int[] from) {
            int sum = 0;
            for (int q = head; q < stop; q++) {
                int id = queue[base + step * q];
                for (int e = first[id], last = first[id + 1]; e < last; e++) {
                    sum += left[from[e]];
                }
            }
            loaded += sum;      // kept, so that the compiler keeps the reads
        }
    }
}

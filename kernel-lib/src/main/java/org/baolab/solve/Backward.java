package org.baolab.solve;

import java.util.ArrayList;
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
 * The passes are independent, and run side by side on the solver's threads. Each pass keeps a position's state in
 * one {@code int} ({@link Pass}), so that a move worked back touches one place in memory.
 */
final class Backward {

    /** Bytes a position takes in a pass under way: its state and its place in the queue. */
    static final int BYTES_PER_PASS = 8;

    private final Graph graph;
    private final boolean margins;
    private final int n;
    private Predecessors predecessors;

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
        graph.offsets = null;
        graph.successors = null;
        byte[] info = graph.info;
        byte[] score = graph.score;
        List<Callable<Object>> passes = new ArrayList<>();
        passes.add(() -> new Pass(Player.SOUTH, true).depths(id -> Info.result(info[id]) == 1));
        passes.add(() -> new Pass(Player.NORTH, true).depths(id -> Info.result(info[id]) == 2));
        if (margins) {
            passes.add(() -> new Pass(Player.SOUTH, false).margins(score));
            passes.add(() -> new Pass(Player.NORTH, false).margins(score));
        }
        List<Object> done = Solver.all(pool, passes);
        values((short[]) done.get(0), (short[]) done.get(1));
        if (margins) {
            margin = combined((byte[]) done.get(2), (byte[]) done.get(3));
        }
    }

    /** The values and depths from SOUTH's and NORTH's passes to their wins. */
    private void values(short[] south, short[] north) {
        value = new byte[n];
        depth = south;
        for (int id = 0; id < n; id++) {
            if (depth[id] >= 0) {
                value[id] = 1;
                if (north[id] >= 0) {
                    throw new IllegalStateException("position " + id + " is won by both players");
                }
            } else if (north[id] >= 0) {
                value[id] = 2;
                depth[id] = north[id];
            }
        }
    }

    /** The margins from SOUTH's pass (positive) and NORTH's (negative), checked against the values. */
    private byte[] combined(byte[] south, byte[] north) {
        for (int id = 0; id < n; id++) {
            if (south[id] != 0 && north[id] != 0) {
                throw new IllegalStateException("position " + id + ": both players can make sure of a score difference;"
                        + " the game is not decided by score alone");
            }
            south[id] |= north[id];
            // the winner by score is who can make sure of a positive difference
            if (Integer.signum(south[id]) != (value[id] == 1 ? 1 : value[id] == 2 ? -1 : 0)) {
                throw new IllegalStateException("position " + id + ": margin " + south[id] + " but value " + value[id]
                        + "; the game is not decided by score alone");
            }
        }
        return south;
    }

    /** Which positions a pass starts from. */
    @FunctionalInterface
    private interface Target {
        boolean test(int id);
    }

    /**
     * One player's pass. {@code state[id]}: bits 0-7 the moves of the position not yet known to lead in, bit 8 set
     * when the player is to move there, bits 9-24 the distance plus one once it has joined (0 before).
     */
    private final class Pass {
        private static final int LEFT = 0xFF;
        private static final int MINE = 1 << 8;
        private static final int RANK_SHIFT = 9;
        private static final int RANK = 0xFFFF << RANK_SHIFT;

        private final Player player;
        /** Whether distances are kept: a margin pass needs only who joined, and when. */
        private final boolean ranked;
        private final int[] state = new int[n];
        private final int[] queue = new int[n];
        private int head;
        private int tail;

        Pass(Player player, boolean ranked) {
            this.player = player;
            this.ranked = ranked;
            byte[] info = graph.info;
            byte[] degree = predecessors.degree;
            int mine = player.ordinal();
            for (int id = 0; id < n; id++) {
                state[id] = (degree[id] & LEFT) | (Info.mover(info[id]) == mine ? MINE : 0);
            }
        }

        /** The distance of each position in the attractor of {@code target}'s finished positions; -1 outside it. */
        short[] depths(Target target) {
            byte[] info = graph.info;
            for (int id = 0; id < n; id++) {
                if (Info.finished(info[id]) && target.test(id)) {
                    join(id);
                }
            }
            propagate();
            short[] rank = new short[n];
            for (int id = 0; id < n; id++) {
                rank[id] = (short) ((state[id] >>> RANK_SHIFT & 0xFFFF) - 1);
            }
            return rank;
        }

        /** Each position's margin as this player can make sure of it ({@link Backward}); 0 for none. */
        byte[] margins(byte[] score) {
            int[][] byScore = finishedByScore(score);
            byte[] margin = new byte[n];
            for (int k = 0; k <= Byte.MAX_VALUE; k++) {   // from the largest difference the player gains down
                int t = player == Player.SOUTH ? Byte.MAX_VALUE - k : Byte.MIN_VALUE + k;
                int from = head;
                for (int id : byScore[t - Byte.MIN_VALUE]) {
                    join(id);
                }
                propagate();
                for (int q = from; q < tail; q++) {
                    margin[queue[q]] = (byte) t;
                }
            }
            return margin;
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

        /** Adds a finished position to the target, at distance 0. */
        private void join(int id) {
            if ((state[id] & RANK) == 0) {
                state[id] |= 1 << RANK_SHIFT;
                queue[tail++] = id;
            }
        }

        /** Works back from the queue until no position joins. */
        private void propagate() {
            int[] first = predecessors.first;
            int[] from = predecessors.from;
            while (head < tail) {
                if ((head & 0xFFFF) == 0) {
                    Solver.checkInterrupt();
                }
                int id = queue[head++];
                int next = ranked ? (state[id] >>> RANK_SHIFT) + 1 : 1;   // the predecessor's distance plus one
                if (next > Short.MAX_VALUE + 1) {
                    throw new IllegalStateException("perfect play lasts more than " + Short.MAX_VALUE + " plies");
                }
                for (int e = first[id]; e < first[id + 1]; e++) {
                    int p = from[e];
                    int s = state[p];
                    if ((s & RANK) != 0) {
                        continue;
                    }
                    if ((s & MINE) != 0 || (s & LEFT) == 1) {
                        state[p] = s | next << RANK_SHIFT;
                        queue[tail++] = p;
                    } else {
                        state[p] = s - 1;
                    }
                }
            }
        }
    }
}

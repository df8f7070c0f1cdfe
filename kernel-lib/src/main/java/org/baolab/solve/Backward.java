package org.baolab.solve;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.function.IntPredicate;
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
 * <li>margin (games decided by score): for every score difference {@code t > 0} of a finished position, SOUTH's
 * pass to differences of at least {@code t} (SOUTH can make sure of {@code t} only by ending the game, as play that
 * never ends counts 0), and NORTH's likewise; a position's margin is the largest {@code t} SOUTH can make sure of,
 * or minus the largest NORTH can, or 0.</li>
 * </ul>
 * The passes are independent, and run side by side on the solver's threads.
 */
final class Backward {

    private final Solver.Graph graph;
    private final boolean margins;
    private final int n;
    private int[] firstPredecessor;
    private int[] predecessors;
    private byte[] degree;

    /** SOUTH's view: 0 drawn, 1 SOUTH wins, 2 NORTH wins. */
    byte[] value;
    /** Plies to the end with perfect play (fastest win, longest loss); -1 for a draw. */
    short[] depth;
    /** SOUTH's score less NORTH's at the end with play maximising it; null unless the game is decided by score. */
    byte[] margin;

    Backward(Solver.Graph graph, boolean margins) {
        this.graph = graph;
        this.margins = margins;
        this.n = graph.table.size();
    }

    void run(ExecutorService pool) {
        predecessors();
        List<Callable<Object>> passes = new ArrayList<>();
        byte[] info = graph.info;
        passes.add(() -> attract(Player.SOUTH, id -> (info[id] >> 1 & 3) == 1));
        passes.add(() -> attract(Player.NORTH, id -> (info[id] >> 1 & 3) == 2));
        List<Integer> thresholds = new ArrayList<>();
        if (margins) {
            TreeSet<Integer> ends = new TreeSet<>();
            for (int id = 0; id < n; id++) {
                if ((info[id] >> 1 & 3) != 0 && graph.score[id] != 0) {
                    ends.add((int) graph.score[id]);
                }
            }
            for (int t : ends) {
                thresholds.add(t);
                byte[] score = graph.score;
                passes.add(t > 0 ? () -> members(attract(Player.SOUTH, id -> (info[id] >> 1 & 3) != 0 && score[id] >= t))
                        : () -> members(attract(Player.NORTH, id -> (info[id] >> 1 & 3) != 0 && score[id] <= t)));
            }
        }
        List<Object> ranks = Solver.all(pool, passes);
        value = new byte[n];
        depth = (short[]) ranks.get(0);
        short[] north = (short[]) ranks.get(1);
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
        if (margins) {
            margin = new byte[n];
            // ascending thresholds: each positive one overwrites with a larger margin; negative ones are visited from
            // -1 downwards so that the largest loss is kept too
            for (int k = 0; k < thresholds.size(); k++) {
                int t = thresholds.get(k);
                BitSet in = (BitSet) ranks.get(2 + k);
                if (t > 0) {
                    for (int id = in.nextSetBit(0); id >= 0; id = in.nextSetBit(id + 1)) {
                        margin[id] = (byte) t;
                    }
                }
            }
            for (int k = thresholds.size() - 1; k >= 0; k--) {
                int t = thresholds.get(k);
                BitSet in = (BitSet) ranks.get(2 + k);
                if (t < 0) {
                    for (int id = in.nextSetBit(0); id >= 0; id = in.nextSetBit(id + 1)) {
                        margin[id] = (byte) t;
                    }
                }
            }
            for (int id = 0; id < n; id++) {   // the winner by score is who can make sure of a positive difference
                if (Integer.signum(margin[id]) != (value[id] == 1 ? 1 : value[id] == 2 ? -1 : 0)) {
                    throw new IllegalStateException("position " + id + ": margin " + margin[id] + " but value " + value[id]
                            + "; the game is not decided by score alone");
                }
            }
        }
    }

    /** The positions a pass reached, kept in a bit each until the passes are combined. */
    private BitSet members(short[] rank) {
        BitSet in = new BitSet(n);
        for (int id = 0; id < n; id++) {
            if (rank[id] >= 0) {
                in.set(id);
            }
        }
        return in;
    }

    /** The moves into each position, from the successor lists, which are dropped then. */
    private void predecessors() {
        int[] offsets = graph.offsets;
        int[] successors = graph.successors;
        degree = new byte[n];
        firstPredecessor = new int[n + 1];
        for (int id = 0; id < n; id++) {
            degree[id] = (byte) (offsets[id + 1] - offsets[id]);
            for (int e = offsets[id]; e < offsets[id + 1]; e++) {
                if (successors[e] >= 0) {
                    firstPredecessor[successors[e] + 1]++;
                }
            }
        }
        for (int id = 0; id < n; id++) {
            firstPredecessor[id + 1] += firstPredecessor[id];
        }
        predecessors = new int[firstPredecessor[n]];
        int[] fill = new int[n];
        for (int id = 0; id < n; id++) {
            for (int e = offsets[id]; e < offsets[id + 1]; e++) {
                int next = successors[e];
                if (next >= 0) {
                    predecessors[firstPredecessor[next] + fill[next]++] = id;
                }
            }
        }
        graph.offsets = null;
        graph.successors = null;
    }

    /**
     * The positions from which {@code player} can force the game into the finished positions {@code target} accepts,
     * with their distance in plies (fastest for the player, longest for the opponent); -1 for the others.
     */
    private short[] attract(Player player, IntPredicate target) {
        byte[] info = graph.info;
        int mine = player == Player.NORTH ? 1 : 0;
        short[] rank = new short[n];
        byte[] left = new byte[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int id = 0; id < n; id++) {
            rank[id] = -1;
            left[id] = degree[id];
            if ((info[id] >> 1 & 3) != 0 && target.test(id)) {
                rank[id] = 0;
                queue[tail++] = id;
            }
        }
        while (head < tail) {
            if ((head & 0xFFFF) == 0) {
                Solver.checkInterrupt();
            }
            int id = queue[head++];
            int next = rank[id] + 1;
            if (next > Short.MAX_VALUE) {
                throw new IllegalStateException("perfect play lasts more than " + Short.MAX_VALUE + " plies");
            }
            for (int e = firstPredecessor[id]; e < firstPredecessor[id + 1]; e++) {
                int p = predecessors[e];
                if (rank[p] >= 0) {
                    continue;
                }
                if ((info[p] & 1) == mine || --left[p] == 0) {
                    rank[p] = (short) next;
                    queue[tail++] = p;
                }
            }
        }
        return rank;
    }
}

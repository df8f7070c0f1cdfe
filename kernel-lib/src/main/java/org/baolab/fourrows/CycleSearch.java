package org.baolab.fourrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Rules;

/**
 * Rule F6b checked the way a scholar would want it: on a small board, every position (every set of occupied holes,
 * with either player to move) and every legal move between them, searched for a cycle of moves that could bring a
 * position back. The moves come from the engine itself ({@link FourRowsState}), under the rules given, so the
 * finding is about the rules as implemented. Cycles are found as the strongly connected components of the move graph
 * (Tarjan's algorithm, iterative): a component with more than one position holds a cycle, and the search shows the
 * shortest cycle through one such position.
 *
 * <p>{@code CycleSearch.search(Games.kimasaiFourRows().with("holesPerRow", 4))} finds no cycle;
 * with {@code captures=false} it finds many.
 */
public final class CycleSearch {

    /** The widest board searched: 2^(4N+1) positions, 2^21 at 5 holes per row. */
    public static final int MAX_HOLES_PER_ROW = 5;

    private CycleSearch() {
    }

    /**
     * What the search found.
     *
     * @param rules the rules searched
     * @param positions every position searched: 2^(4N) layouts times two players to move
     * @param finished positions where the game is already over (F5), which have no moves
     * @param edges legal moves from all positions
     * @param cyclicComponents strongly connected components with more than one position: each holds a cycle
     * @param positionsOnCycles positions in those components, that is, positions that can come back
     * @param cycleStart the first position of an example cycle, or {@code null} when there is none
     * @param cycleMoves the moves of the shortest cycle from {@code cycleStart} back to it; empty when none
     */
    public record Result(Rules rules, int positions, int finished, long edges, int cyclicComponents,
                         int positionsOnCycles, Position cycleStart, List<String> cycleMoves) {

        public Result {
            cycleMoves = List.copyOf(cycleMoves);
        }

        /** Whether any position can repeat under these rules. */
        public boolean cyclesFound() {
            return cyclicComponents > 0;
        }

        /** A match at {@link #cycleStart} with the example cycle played, back at its first position; null if none. */
        public Match replayCycle() {
            if (cycleStart == null) {
                return null;
            }
            GameState start = rules.newState();
            int[][] rows = cycleStart.rows().stream()
                    .map(r -> r.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
            start.setRows(rows).setToMove(cycleStart.toMove());
            return new Match(start).play(String.join(" ", cycleMoves));
        }

        @Override
        public String toString() {
            return rules + ": " + positions + " positions (" + finished + " finished), " + edges + " moves, "
                    + (cyclesFound() ? cyclicComponents + " cyclic components holding " + positionsOnCycles
                    + " positions; shortest example cycle from " + cycleStart.toMove() + " to move: "
                    + String.join(" ", cycleMoves) : "no cycle: no position can ever repeat");
        }
    }

    /**
     * Searches every position of the board under these rules.
     *
     * @throws IllegalArgumentException for another game or a board wider than {@link #MAX_HOLES_PER_ROW}
     */
    public static Result search(Rules rules) {
        if (!(rules.game() instanceof KimasaiFourRows)) {
            throw new IllegalArgumentException("the cycle search is for kimasai-four-rows, not " + rules.game().id());
        }
        int columns = rules.integer(KimasaiFourRows.HOLES_PER_ROW);
        if (columns > MAX_HOLES_PER_ROW) {
            throw new IllegalArgumentException("holesPerRow " + columns + " is too wide to search every position: "
                    + "valid values are 2.." + MAX_HOLES_PER_ROW);
        }
        Graph graph = Graph.build(rules, columns);
        int[] component = new Tarjan(graph).run();
        int[] sizes = new int[graph.nodes()];
        for (int c : component) {
            sizes[c]++;
        }
        int cyclic = 0;
        int onCycles = 0;
        int example = -1;
        for (int u = 0; u < graph.nodes(); u++) {
            if (sizes[component[u]] > 1) {
                onCycles++;
                if (example < 0) {
                    example = u;
                }
            }
        }
        for (int size : sizes) {
            if (size > 1) {
                cyclic++;
            }
        }
        List<String> moves = example < 0 ? List.of() : graph.shortestCycle(example, component);
        Position start = example < 0 ? null : graph.position(example);
        return new Result(rules, graph.nodes(), graph.finished, graph.edges(), cyclic, onCycles, start, moves);
    }

    /** The move graph in compressed rows: node = occupied holes shifted left by one, plus 1 for NORTH to move. */
    private static final class Graph {
        final FourRowsState state;
        final int[] offsets;
        int[] targets = new int[1 << 16];
        byte[] moves = new byte[1 << 16];
        int finished;

        private Graph(FourRowsState state, int nodes) {
            this.state = state;
            this.offsets = new int[nodes + 1];
        }

        static Graph build(Rules rules, int columns) {
            FourRowsState state = (FourRowsState) rules.newState();
            Graph g = new Graph(state, 1 << (4 * columns + 1));
            FourRowsState after = state.copy();
            int e = 0;
            for (int u = 0; u < g.nodes(); u++) {
                g.offsets[u] = e;
                state.setOccupied((long) u >>> 1, Player.of(u & 1));
                if (state.isOver()) {
                    g.finished++;
                }
                for (int i = 0; i < state.legalMoveCount(); i++) {
                    int hole = state.legalMove(i);
                    after.copyFrom(state);
                    after.play(hole);
                    if (e == g.targets.length) {
                        g.targets = Arrays.copyOf(g.targets, 2 * e);
                        g.moves = Arrays.copyOf(g.moves, 2 * e);
                    }
                    g.targets[e] = (int) (after.occupiedHoles() << 1) | after.toMove().ordinal();
                    g.moves[e++] = (byte) hole;
                }
            }
            g.offsets[g.nodes()] = e;
            return g;
        }

        int nodes() {
            return offsets.length - 1;
        }

        long edges() {
            return offsets[nodes()];
        }

        Position position(int node) {
            state.setOccupied((long) node >>> 1, Player.of(node & 1));
            return state.position();
        }

        /** Breadth-first from {@code start} inside its component until an edge leads back to it. */
        List<String> shortestCycle(int start, int[] component) {
            int[] parentEdge = new int[nodes()];
            Arrays.fill(parentEdge, -1);
            int[] queue = new int[nodes()];
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int u = queue[head++];
                for (int e = offsets[u]; e < offsets[u + 1]; e++) {
                    int v = targets[e];
                    if (v == start) {
                        return path(start, u, e, parentEdge);
                    }
                    if (component[v] == component[start] && parentEdge[v] < 0) {
                        parentEdge[v] = e;
                        queue[tail++] = v;
                    }
                }
            }
            throw new IllegalStateException("no cycle through a position of a cyclic component");
        }

        private List<String> path(int start, int last, int closing, int[] parentEdge) {
            List<String> names = new ArrayList<>();
            names.add(state.board().name(moves[closing]));
            for (int u = last; u != start; ) {
                int e = parentEdge[u];
                names.add(state.board().name(moves[e]));
                u = source(e);
            }
            Collections.reverse(names);
            return names;
        }

        /** The node an edge leaves from: the last node whose first edge is at or before it. */
        private int source(int edge) {
            int lo = 0;
            int hi = nodes() - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (offsets[mid] <= edge) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return lo;
        }
    }

    /** Tarjan's strongly connected components without recursion (the graph is far deeper than a thread's stack). */
    private static final class Tarjan {
        private final Graph g;
        private final int[] index;
        private final int[] low;
        private final int[] component;
        private final boolean[] onStack;
        private final int[] stack;
        private final int[] callNode;
        private final int[] callEdge;
        private int counter;
        private int sp;
        private int csp;
        private int components;

        Tarjan(Graph g) {
            this.g = g;
            int n = g.nodes();
            index = new int[n];
            low = new int[n];
            component = new int[n];
            onStack = new boolean[n];
            stack = new int[n];
            callNode = new int[n];
            callEdge = new int[n];
        }

        /** The component number of every node. */
        int[] run() {
            for (int s = 0; s < g.nodes(); s++) {
                if (index[s] == 0) {
                    visit(s);
                    explore();
                }
            }
            return component;
        }

        private void visit(int u) {
            index[u] = low[u] = ++counter;
            stack[sp++] = u;
            onStack[u] = true;
            callNode[csp] = u;
            callEdge[csp++] = g.offsets[u];
        }

        private void explore() {
            while (csp > 0) {
                int u = callNode[csp - 1];
                int e = callEdge[csp - 1];
                if (e < g.offsets[u + 1]) {
                    callEdge[csp - 1]++;
                    int v = g.targets[e];
                    if (index[v] == 0) {
                        visit(v);
                    } else if (onStack[v]) {
                        low[u] = Math.min(low[u], index[v]);
                    }
                    continue;
                }
                if (low[u] == index[u]) {
                    int v;
                    do {
                        v = stack[--sp];
                        onStack[v] = false;
                        component[v] = components;
                    } while (v != u);
                    components++;
                }
                if (--csp > 0) {
                    int parent = callNode[csp - 1];
                    low[parent] = Math.min(low[parent], low[u]);
                }
            }
        }
    }
}

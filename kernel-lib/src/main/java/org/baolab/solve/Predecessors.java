package org.baolab.solve;

/**
 * The moves into each position of a {@link Graph}, made from its successors by a counting sort (their
 * {@link SpillFile} read twice, in order): the positions that move into {@code id} are
 * {@code from[first[id]..first[id + 1])}. An endless move that is a draw (C7) leads into no position and is left out.
 */
final class Predecessors {

    /** Bytes a move takes: its predecessor. */
    static final int BYTES_PER_MOVE = 4;
    /** Bytes a position takes: where its predecessors begin. */
    static final int BYTES_PER_POSITION = 4;

    final int[] first;
    final int[] from;

    Predecessors(Graph graph) {
        int n = graph.size();
        byte[] degree = graph.degree;
        first = new int[n + 1];
        long moves = 0;
        SpillFile.Reader successors = graph.successors.reader();
        for (int id = 0; id < n; id++) {
            checkInterrupt(id);
            for (int k = 0; k < degree[id]; k++) {
                int next = successors.next();
                if (next >= 0) {
                    first[next]++;
                    moves++;
                }
            }
        }
        if (moves > Integer.MAX_VALUE - 8) {
            throw new TooLargeException(graph.rules, graph.estimate, n);
        }
        for (int id = 0, sum = 0; id <= n; id++) {   // each position's count becomes the end of its list
            sum += first[id];
            first[id] = sum;
        }
        from = new int[(int) moves];
        successors = graph.successors.reader();
        for (int id = 0; id < n; id++) {   // filled from each list's end, which leaves first[id] at its start
            checkInterrupt(id);
            for (int k = 0; k < degree[id]; k++) {
                int next = successors.next();
                if (next >= 0) {
                    from[--first[next]] = id;
                }
            }
        }
    }

    private static void checkInterrupt(int id) {
        if ((id & 0xFFFF) == 0) {
            Solver.checkInterrupt();
        }
    }
}

package org.baolab.solve;

/**
 * The moves into each position of a {@link Graph}, made from its successor lists by a counting sort: the positions
 * that move into {@code id} are {@code from[first[id]..first[id + 1])}. {@code degree[id]} is the number of moves of
 * {@code id}, an endless move that is a draw (C7) included (it never leads into a pass's target).
 */
final class Predecessors {

    final byte[] degree;
    final int[] first;
    final int[] from;

    Predecessors(Graph graph) {
        int n = graph.size();
        int[] offsets = graph.offsets;
        IntPages successors = graph.successors;
        degree = new byte[n];
        first = new int[n + 1];
        int moves = 0;
        for (int id = 0; id < n; id++) {
            degree[id] = (byte) (offsets[id + 1] - offsets[id]);
            for (int e = offsets[id]; e < offsets[id + 1]; e++) {
                int next = successors.get(e);
                if (next >= 0) {
                    first[next]++;
                    moves++;
                }
            }
        }
        for (int id = 0, sum = 0; id <= n; id++) {   // each position's count becomes the end of its list
            sum += first[id];
            first[id] = sum;
        }
        from = new int[moves];
        for (int id = 0; id < n; id++) {   // filled from each list's end, which leaves first[id] at its start
            for (int e = offsets[id]; e < offsets[id + 1]; e++) {
                int next = successors.get(e);
                if (next >= 0) {
                    from[--first[next]] = id;
                }
            }
        }
    }
}

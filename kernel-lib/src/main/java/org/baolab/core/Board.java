package org.baolab.core;

/**
 * The shape of a board: rows numbered from the bottom, columns from {@code a} (rule C2).
 * Engines number holes {@code (row - 1) * columns + column}, so row 1 comes first.
 *
 * @param rows 2 or 4
 * @param columns holes per row, 2..12
 */
public record Board(int rows, int columns) {

    /** Number of holes on the board. */
    public int size() {
        return rows * columns;
    }

    /** The engine index of a hole. */
    public int index(Hole hole) {
        return (hole.row() - 1) * columns + hole.column();
    }

    /** The hole at an engine index. */
    public Hole hole(int index) {
        return new Hole(index % columns, index / columns + 1);
    }

    /** The name of the hole at an engine index. */
    public String name(int index) {
        return hole(index).name();
    }

    /** The row number (1-based) of an engine index. */
    public int row(int index) {
        return index / columns + 1;
    }

    /** The column (0 for {@code a}) of an engine index. */
    public int column(int index) {
        return index % columns;
    }

    /**
     * Parses a hole name as rule C2 writes it ({@link Hole#parse}) and checks it lies on this board, saying what is
     * valid if not. A name off the board is named so first, whatever its case, so that the valid spelling offered
     * for {@code C1} is always a hole of this board.
     */
    public int parse(String name) {
        if (name != null && name.length() == 2) {
            char letter = Character.toLowerCase(name.charAt(0));
            char digit = name.charAt(1);
            boolean shaped = letter >= 'a' && letter <= 'z' && name.charAt(0) < 128 && digit >= '0' && digit <= '9';
            if (shaped && (letter - 'a' >= columns || digit == '0' || digit - '0' > rows)) {
                throw new IllegalArgumentException("there is no hole " + name + " on this board: columns a-"
                        + (char) ('a' + columns - 1) + ", rows 1-" + rows);
            }
        }
        return index(Hole.parse(name));
    }

    /** The hole across the middle of the board in the same column (rule C3). */
    public int opposite(int index) {
        int row = row(index);
        int across = rows == 2 ? 3 - row : (row == 2 ? 3 : row == 3 ? 2 : -1);
        if (across < 0) {
            throw new IllegalArgumentException(name(index) + " is a back-row hole and has no opposite hole");
        }
        return (across - 1) * columns + column(index);
    }

    /**
     * One player's circuit as a successor table: {@code next[h]} is the hole after {@code h}, or -1 off the circuit
     * (rule C4). On two rows the circuit is every hole; on four rows it is the player's own two rows.
     */
    public int[] circuit(Player player, Direction direction) {
        int lower = rows == 2 ? 0 : (player == Player.SOUTH ? 0 : 2);
        int upper = lower + 1;
        int[] ring = new int[2 * columns];
        for (int c = 0; c < columns; c++) {
            ring[c] = lower * columns + c;                       // lower row, left to right
            ring[columns + c] = upper * columns + columns - 1 - c; // upper row, right to left
        }
        int[] next = new int[size()];
        java.util.Arrays.fill(next, -1);
        for (int i = 0; i < ring.length; i++) {
            int from = ring[i];
            int to = ring[(i + 1) % ring.length];
            if (direction == Direction.CCW) {
                next[from] = to;
            } else {
                next[to] = from;
            }
        }
        return next;
    }
}

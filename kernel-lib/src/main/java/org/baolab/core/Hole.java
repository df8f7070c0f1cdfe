package org.baolab.core;

/**
 * A hole named as in rule C2: column letter then row number, {@code c1}, {@code l3}.
 *
 * @param column 0 for column {@code a}
 * @param row 1 for the bottom row (SOUTH's back row)
 */
public record Hole(int column, int row) implements Comparable<Hole> {

    public Hole {
        if (column < 0 || column > 25 || row < 1 || row > 9) {
            throw new IllegalArgumentException("no hole at column index " + column + ", row " + row
                    + ": columns are 0 (a) to 25 (z), rows 1 to 9");
        }
    }

    /**
     * Parses a name written as rule C2 writes it: a lower-case letter {@code a..z} and a row digit {@code 1..9},
     * such as {@code c1}. Anything else ({@code C1}, {@code " c1"}, {@code c0}, {@code é1}) is refused with the
     * valid spelling; the board checks whether the hole exists on it.
     */
    public static Hole parse(String name) {
        if (name != null && name.length() == 2) {
            char column = name.charAt(0);
            char row = name.charAt(1);
            if (column >= 'a' && column <= 'z' && row >= '1' && row <= '9') {
                return new Hole(column - 'a', row - '0');
            }
            if (column >= 'A' && column <= 'Z' && row >= '1' && row <= '9') {
                throw new IllegalArgumentException("'" + name + "' is not a hole name: columns are lower-case letters, write "
                        + Character.toLowerCase(column) + row);
            }
            if (column >= 'a' && column <= 'z' && row == '0') {
                throw new IllegalArgumentException("there is no hole " + name + ": rows are numbered from 1");
            }
        }
        throw new IllegalArgumentException(Quote.of(name) + " is not a hole name: write a column letter a-z and a row number"
                + " 1-9, such as c1");
    }

    /** The name, such as {@code c1}. */
    public String name() {
        return "" + (char) ('a' + column) + row;
    }

    @Override
    public String toString() {
        return name();
    }

    @Override
    public int compareTo(Hole o) {
        return name().compareTo(o.name());
    }
}

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
            throw new IllegalArgumentException("no hole at column " + column + ", row " + row);
        }
    }

    /** Parses a name such as {@code c1}; the board checks whether the hole exists on it. */
    public static Hole parse(String name) {
        String s = name == null ? "" : name.trim();
        if (s.length() != 2 || !Character.isLetter(s.charAt(0)) || !Character.isDigit(s.charAt(1))) {
            throw new IllegalArgumentException("'" + name + "' is not a hole name: write a column letter and a row number, such as c1");
        }
        return new Hole(Character.toLowerCase(s.charAt(0)) - 'a', s.charAt(1) - '0');
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

package org.baolab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;

/**
 * A table for the terminal: a title, a header, a rule and a line per row, columns two spaces apart, numbers
 * right-aligned and words left-aligned. It fits {@link #WIDTH} characters unless printed wide
 * ({@code --wide}, every row on one line): a column of prose wraps within its cell, and a table still too wide is
 * printed in blocks of columns one under the other, each block repeating the key columns.
 */
final class TextTable {

    /** The width every table fits by default: a terminal of 100 columns. */
    static final int WIDTH = 100;
    /** What a command's {@code --wide} says it does. */
    static final String WIDE_HELP = "print each table row on one line, however wide, instead of fitting "
            + WIDTH + " columns";
    private static final String GAP = "  ";
    /** A cell that reads as a number: {@code 1,204}, {@code -0.5}, {@code 48.8% [47.2, 50.3]}, {@code n/a}. */
    private static final Pattern NUMBER = Pattern.compile("^([-+]?[0-9][0-9,.]*.*|n/a|)$");
    /** The narrowest a wrapped column of prose gets. */
    private static final int MIN_PROSE = 16;

    /**
     * One column.
     *
     * @param header its name
     * @param cells a cell per row
     * @param key whether it names the row: repeated in every block
     * @param right whether it is right-aligned (numbers)
     * @param prose whether it is text to wrap within its cell (a description)
     */
    record Column(String header, List<String> cells, boolean key, boolean right, boolean prose) {
    }

    private final String title;
    private final List<Column> columns;

    TextTable(String title, List<Column> columns) {
        this.title = title;
        this.columns = List.copyOf(columns);
    }

    /** A Tablesaw table, its first {@code keys} columns as key columns, its name as the title. */
    static TextTable of(Table table, int keys) {
        List<Column> columns = new ArrayList<>();
        for (int c = 0; c < table.columnCount(); c++) {
            var column = table.column(c);
            List<String> cells = new ArrayList<>();
            for (int r = 0; r < table.rowCount(); r++) {
                cells.add(column.getString(r));
            }
            boolean numbers = column instanceof NumericColumn<?> || cells.stream().allMatch(NUMBER.asPredicate());
            columns.add(new Column(column.name(), cells, c < keys, numbers, false));
        }
        return new TextTable(table.name(), columns);
    }

    /** The same table with these columns as prose, wrapped within their cells to fit. */
    TextTable prose(String... headers) {
        List<String> names = List.of(headers);
        return new TextTable(title, columns.stream().map(c -> names.contains(c.header())
                ? new Column(c.header(), c.cells(), c.key(), false, true) : c).toList());
    }

    /** The table fitted to {@code width} characters a line, or on one line a row if {@code wide}. */
    String render(boolean wide) {
        return render(wide ? Integer.MAX_VALUE : WIDTH);
    }

    private String render(int width) {
        int[] widths = columns.stream().mapToInt(TextTable::naturalWidth).toArray();
        fitProse(widths, width);
        StringBuilder out = new StringBuilder();
        if (title != null && !title.isEmpty()) {
            wrap(title, width).forEach(l -> line(out, l));
        }
        List<List<Integer>> blocks = blocks(widths, width);
        for (int b = 0; b < blocks.size(); b++) {
            if (b > 0) {
                out.append(System.lineSeparator());
            }
            block(out, blocks.get(b), widths);
        }
        return out.toString();
    }

    private static int naturalWidth(Column column) {
        int w = column.header().length();
        for (String cell : column.cells()) {
            w = Math.max(w, cell.length());
        }
        return w;
    }

    /** Narrows the prose columns, the widest first, one character at a time, until the table fits or none can. */
    private void fitProse(int[] widths, int width) {
        for (int c = widest(widths); c >= 0 && total(widths, all()) > width; c = widest(widths)) {
            widths[c]--;
        }
    }

    /** The widest prose column that may still be narrowed, or -1. */
    private int widest(int[] widths) {
        int found = -1;
        for (int c = 0; c < columns.size(); c++) {
            if (columns.get(c).prose() && widths[c] > MIN_PROSE && (found < 0 || widths[c] > widths[found])) {
                found = c;
            }
        }
        return found;
    }

    private List<Integer> all() {
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            all.add(c);
        }
        return all;
    }

    private static int total(int[] widths, List<Integer> shown) {
        int sum = 0;
        for (int c : shown) {
            sum += widths[c];
        }
        return sum + GAP.length() * Math.max(0, shown.size() - 1);
    }

    /** The key columns, then as many of the others as fit, block after block; at least one other a block. */
    private List<List<Integer>> blocks(int[] widths, int width) {
        List<Integer> keys = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            (columns.get(c).key() ? keys : others).add(c);
        }
        List<List<Integer>> blocks = new ArrayList<>();
        List<Integer> block = new ArrayList<>(keys);
        for (int c : others) {
            block.add(c);
            if (block.size() > keys.size() + 1 && total(widths, block) > width) {
                block.remove(block.size() - 1);
                blocks.add(block);
                block = new ArrayList<>(keys);
                block.add(c);
            }
        }
        blocks.add(block);
        return blocks;
    }

    private void block(StringBuilder out, List<Integer> shown, int[] widths) {
        List<String> header = new ArrayList<>();
        shown.forEach(c -> header.add(columns.get(c).header()));
        row(out, shown, widths, header);
        line(out, "-".repeat(total(widths, shown)));
        int rows = columns.isEmpty() ? 0 : columns.get(0).cells().size();
        for (int r = 0; r < rows; r++) {
            List<String> cells = new ArrayList<>();
            for (int c : shown) {
                cells.add(columns.get(c).cells().get(r));
            }
            row(out, shown, widths, cells);
        }
    }

    /** One row, its prose cells wrapped onto as many lines as they need. */
    private void row(StringBuilder out, List<Integer> shown, int[] widths, List<String> cells) {
        List<List<String>> wrapped = new ArrayList<>();
        int lines = 1;
        for (int i = 0; i < shown.size(); i++) {
            List<String> parts = columns.get(shown.get(i)).prose() ? wrap(cells.get(i), widths[shown.get(i)])
                    : List.of(cells.get(i));
            wrapped.add(parts);
            lines = Math.max(lines, parts.size());
        }
        for (int l = 0; l < lines; l++) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < shown.size(); i++) {
                Column column = columns.get(shown.get(i));
                String cell = l < wrapped.get(i).size() ? wrapped.get(i).get(l) : "";
                String pad = " ".repeat(Math.max(0, widths[shown.get(i)] - cell.length()));
                s.append(i > 0 ? GAP : "").append(column.right() ? pad + cell : cell + pad);
            }
            line(out, s.toString());
        }
    }

    private static void line(StringBuilder out, String text) {
        out.append(text.stripTrailing()).append(System.lineSeparator());
    }

    /** The text in lines of at most {@code width} characters, broken between words where it can be. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            while (word.length() > width) {   // a word longer than a line is cut
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width));
                word = word.substring(width);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}

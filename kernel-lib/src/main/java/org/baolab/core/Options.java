package org.baolab.core;

import java.util.AbstractList;
import java.util.List;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The options of a rules value with their settings: a list that prints as an aligned table, so that
 * {@code Games.baoKingulu().options()} in a notebook cell shows what can be varied.
 */
public final class Options extends AbstractList<Option> {

    private static final List<String> HEADER = List.of("option", "type", "value", "default", "valid", "meaning");

    private final List<Option> options;

    Options(List<Option> options) {
        this.options = List.copyOf(options);
    }

    @Override
    public Option get(int index) {
        return options.get(index);
    }

    @Override
    public int size() {
        return options.size();
    }

    /** The option with this name. */
    public Option get(String name) {
        return options.stream().filter(o -> o.spec().name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no option '" + name + "'"));
    }

    /** The options as a table: name, type, value, default, valid values, meaning. */
    public Table toTable() {
        Table table = Table.create("options");
        for (int i = 0; i < HEADER.size(); i++) {
            int column = i;
            table.addColumns(StringColumn.create(HEADER.get(i), options.stream().map(o -> o.cells().get(column))));
        }
        return table;
    }

    /** An aligned listing: a header, then a line per option, each column as wide as its widest cell. */
    @Override
    public String toString() {
        List<List<String>> lines = new java.util.ArrayList<>();
        lines.add(HEADER);
        options.forEach(o -> lines.add(o.cells()));
        int[] width = new int[HEADER.size()];
        lines.forEach(cells -> {
            for (int i = 0; i < width.length; i++) {
                width[i] = Math.max(width[i], cells.get(i).length());
            }
        });
        StringBuilder s = new StringBuilder();
        for (List<String> cells : lines) {
            for (int i = 0; i < width.length - 1; i++) {
                s.append(String.format("%-" + (width[i] + 2) + "s", cells.get(i)));
            }
            s.append(cells.get(width.length - 1)).append('\n');
        }
        return s.toString();
    }
}

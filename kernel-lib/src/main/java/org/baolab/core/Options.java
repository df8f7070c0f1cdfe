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
        return Table.create("options",
                StringColumn.create("option", options.stream().map(o -> o.spec().name())),
                StringColumn.create("type", options.stream().map(o -> o.spec().type())),
                StringColumn.create("value", options.stream().map(o -> o.spec().format(o.value()))),
                StringColumn.create("default", options.stream().map(o -> o.spec().format(o.spec().defaultValue()))),
                StringColumn.create("valid", options.stream().map(o -> o.spec().range())),
                StringColumn.create("meaning", options.stream().map(o -> o.spec().description())));
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(String.format("%-26s %-8s %-10s %-10s %-22s %s%n", "option", "type", "value",
                "default", "valid", "meaning"));
        options.forEach(o -> s.append(o).append('\n'));
        return s.toString();
    }
}

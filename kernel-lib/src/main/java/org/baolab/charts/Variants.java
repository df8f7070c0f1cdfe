package org.baolab.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.baolab.stats.Columns;
import tech.tablesaw.api.Table;

/**
 * The variants of a simulation or summary table: its rows grouped by the columns that say what was played (game,
 * agents and the option columns, that is every column before {@code firstMover} in a per-game table or before
 * {@code games} in a summary), named by the columns whose value differs between rows.
 */
final class Variants {

    private final Table table;
    private final List<String> keys;

    Variants(Table table) {
        this.table = table;
        List<String> names = table.columnNames();
        int end = names.indexOf(Columns.FIRST_MOVER);
        if (end < 0) {
            end = names.indexOf("games");
        }
        if (end < 0 || !names.contains(Columns.GAME)) {
            throw new IllegalArgumentException("'" + table.name() + "' is neither a simulation table (columns up to "
                    + Columns.FIRST_MOVER + ") nor a summary (columns up to games); its columns are " + names);
        }
        keys = new ArrayList<>();
        for (String name : names.subList(0, end)) {
            if (!name.equals(Columns.INDEX) && !name.equals(Columns.SEED)) {
                keys.add(name);
            }
        }
    }

    /** The key columns whose value is not the same in every row, {@code except} left out. */
    List<String> varying(String... except) {
        List<String> left = agentsTogether(except);
        List<String> varying = new ArrayList<>();
        for (String key : keys) {
            if (!left.contains(key) && table.column(key).countUnique() > 1) {
                varying.add(key);
            }
        }
        return varying;
    }

    /** The key columns with one value in every row, {@code except} left out. */
    List<String> constant(String... except) {
        List<String> constant = new ArrayList<>(keys);
        List<String> varying = varying();
        constant.removeAll(varying);
        if (varying.contains(Columns.SOUTH) || varying.contains(Columns.NORTH)) {
            constant.removeAll(List.of(Columns.SOUTH, Columns.NORTH));   // the agents are named as a pair
        }
        constant.removeAll(agentsTogether(except));
        return constant;
    }

    /** The columns to leave out: leaving out one agent leaves out both, since they are named as a pair. */
    private static List<String> agentsTogether(String... except) {
        List<String> out = new ArrayList<>(List.of(except));
        if (out.contains(Columns.SOUTH) || out.contains(Columns.NORTH)) {
            out.addAll(List.of(Columns.SOUTH, Columns.NORTH));
        }
        return out;
    }

    /** Row numbers grouped by their values in {@code columns}, named as {@link #name}, in order of first appearance. */
    Map<String, List<Integer>> groups(List<String> columns) {
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int row = 0; row < table.rowCount(); row++) {
            groups.computeIfAbsent(name(row, columns), k -> new ArrayList<>()).add(row);
        }
        return groups;
    }

    /**
     * A row's values in some key columns, for a legend or a title: the game by its id, the agents as
     * {@code greedy vs random}, options as {@code name=value}, joined by commas.
     */
    String name(int row, List<String> columns) {
        List<String> parts = new ArrayList<>();
        boolean agents = false;
        for (String column : columns) {
            if (column.equals(Columns.GAME)) {
                parts.add(value(row, column));
            } else if (column.equals(Columns.SOUTH) || column.equals(Columns.NORTH)) {
                if (!agents) {
                    parts.add(value(row, Columns.SOUTH) + " vs " + value(row, Columns.NORTH));
                    agents = true;
                }
            } else {
                parts.add(column + "=" + value(row, column));
            }
        }
        return String.join(", ", parts);
    }

    /** The common part of every row's name, for a chart title: the constant key columns. */
    String context(String... except) {
        return table.rowCount() == 0 ? table.name() : name(0, constant(except));
    }

    private String value(int row, String column) {
        return Objects.toString(table.column(column).getString(row));
    }
}

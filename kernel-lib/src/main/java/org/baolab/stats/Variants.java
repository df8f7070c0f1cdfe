package org.baolab.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tech.tablesaw.api.Table;

/**
 * The variants of a simulation or summary table: its rows grouped by the columns that say what was played (game,
 * agents and the option columns, that is every column before {@code firstMover} in a per-game table or before
 * {@code games} in a summary), named by the columns whose value differs between rows. The agent columns
 * {@code south} and {@code north} are such columns like any option: a sweep over agents varies them.
 */
public final class Variants {

    private final Table table;
    private final List<String> keys;

    /** The variants of a per-game or summary table; any other table is refused with its columns named. */
    public Variants(Table table) {
        this.table = table;
        List<String> names = table.columnNames();
        int end = names.indexOf(Columns.FIRST_MOVER);
        if (end < 0) {
            end = names.indexOf(Columns.GAMES);
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

    /**
     * The key columns whose value is not the same in every row, {@code except} left out; leaving out one agent
     * column also leaves out the other when it has one value for each of the first's ({@link #agentsPaired}).
     */
    public List<String> varying(String... except) {
        List<String> left = new ArrayList<>(List.of(except));
        for (String agent : List.of(Columns.SOUTH, Columns.NORTH)) {
            if (left.contains(agent) && agentsPaired(agent)) {
                left.add(other(agent));
            }
        }
        List<String> varying = new ArrayList<>();
        for (String key : keys) {
            if (!left.contains(key) && table.column(key).countUnique() > 1) {
                varying.add(key);
            }
        }
        return varying;
    }

    /**
     * Whether the other agent column varies too but only along with {@code agent}, one value for each of its
     * values (mirrored agents, or fixed pairings): then the agents are one dimension, named as pairs.
     */
    public boolean agentsPaired(String agent) {
        String other = other(agent);
        if (table.column(other).countUnique() < 2) {
            return false;
        }
        Map<String, String> seen = new HashMap<>();
        for (int row = 0; row < table.rowCount(); row++) {
            String before = seen.putIfAbsent(value(row, agent), value(row, other));
            if (before != null && !before.equals(value(row, other))) {
                return false;
            }
        }
        return true;
    }

    private static String other(String agent) {
        return agent.equals(Columns.SOUTH) ? Columns.NORTH : Columns.SOUTH;
    }

    /** The key columns with one value in every row, {@code except} left out. */
    public List<String> constant(String... except) {
        List<String> constant = new ArrayList<>(keys);
        constant.removeAll(varying());
        constant.removeAll(List.of(except));
        return constant;
    }

    /** Row numbers grouped by their values in {@code columns}, named as {@link #name}, in order of first appearance. */
    public Map<String, List<Integer>> groups(List<String> columns) {
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int row = 0; row < table.rowCount(); row++) {
            groups.computeIfAbsent(name(row, columns), k -> new ArrayList<>()).add(row);
        }
        return groups;
    }

    /**
     * A row's values in some key columns, for a legend or a title: the game by its id, both agents as
     * {@code greedy vs random}, one agent or an option as {@code name=value}, joined by commas.
     */
    public String name(int row, List<String> columns) {
        List<String> parts = new ArrayList<>();
        boolean pair = columns.contains(Columns.SOUTH) && columns.contains(Columns.NORTH);
        for (String column : columns) {
            if (column.equals(Columns.GAME)) {
                parts.add(value(row, column));
            } else if (pair && column.equals(Columns.SOUTH)) {
                parts.add(value(row, Columns.SOUTH) + " vs " + value(row, Columns.NORTH));
            } else if (!(pair && column.equals(Columns.NORTH))) {
                parts.add(column + "=" + value(row, column));
            }
        }
        return String.join(", ", parts);
    }

    /** The common part of every row's name, for a title: the constant key columns. */
    public String context(String... except) {
        return table.rowCount() == 0 ? table.name() : name(0, constant(except));
    }

    private String value(int row, String column) {
        return Objects.toString(table.column(column).getString(row));
    }
}

package org.baolab.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.baolab.stats.Columns;
import org.baolab.stats.Variants;
import tech.tablesaw.api.Table;

/** The words of titles, axes and legends, from the columns and the variants of a table. */
final class Labels {

    private Labels() {
    }

    static boolean isAgent(String column) {
        return column.equals(Columns.SOUTH) || column.equals(Columns.NORTH);
    }

    /** Key columns for an axis title: options by name, {@code SOUTH agent}, or {@code agents} for both. */
    static String axisNames(List<String> columns) {
        List<String> names = new ArrayList<>();
        boolean both = columns.contains(Columns.SOUTH) && columns.contains(Columns.NORTH);
        for (String column : columns) {
            if (both && isAgent(column)) {
                if (!names.contains("agents")) {
                    names.add("agents");
                }
            } else {
                names.add(isAgent(column) ? column.toUpperCase(Locale.ROOT) + " agent" : column);
            }
        }
        return String.join(", ", names);
    }

    /**
     * {@code quantity (unit, 95% interval)}, leaving out what does not apply; only the unit and the interval when
     * that is longer than a y axis of a chart with its legend beside it (the title names the quantity).
     */
    static String axisTitle(String quantity, String unit, boolean interval) {
        String title = quantified(quantity, unit, interval);
        return title.length() > 40 && !unit.isEmpty() ? quantified("", unit, interval) : title;
    }

    /** {@code quantity (unit, 95% interval)}, leaving out what does not apply. */
    static String quantified(String quantity, String unit, boolean interval) {
        String notes = String.join(", ", java.util.stream.Stream.of(unit, interval ? "95% interval" : "")
                .filter(n -> !n.isEmpty()).toList());
        return notes.isEmpty() ? quantity : quantity.isEmpty() ? notes : quantity + " (" + notes + ")";
    }

    /** {@code ": "} and what every row shares, or nothing when they share nothing. */
    static String context(Variants variants, String... except) {
        String context = variants.context(except);
        return context.isEmpty() ? "" : ": " + context;
    }

    /** A legend entry: the variant's name, or the game's when nothing varies. */
    static String seriesName(String name, Table table) {
        return name.isEmpty() ? table.stringColumn(Columns.GAME).getString(0) : name;
    }

    static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}

package org.baolab.notebook;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A Tablesaw table as an HTML table for notebooks: all rows of a short table; the first and last rows of a long one
 * with a marked gap; always a caption with the table's name and its size. Numbers are right-aligned. No colours are
 * set, so the notebook's own light or dark theme styles it.
 */
public final class TableHtml {

    /** Tables with at most this many rows are shown whole: a row per game of the atlas fits. */
    public static final int SHOWN_WHOLE = 30;
    /** Rows shown from the top of a longer table. */
    public static final int HEAD = 10;
    /** Rows shown from the bottom of a longer table. */
    public static final int TAIL = 5;

    private static final Pattern WITH_INTERVAL = Pattern.compile("(\\S+) (\\[.*\\])");
    private static final Pattern NUMBER_LIKE = Pattern.compile("n/a|[-+]?[0-9][0-9.,]*%?( \\[.*\\])?");

    private TableHtml() {
    }

    /** The table as HTML. */
    public static String of(Table table) {
        int rows = table.rowCount();
        StringBuilder html = new StringBuilder(4096);
        html.append("<table class=\"baolab-table\">\n<caption style=\"caption-side:bottom;text-align:left\">")
                .append(BoardSvg.escape(table.name() == null ? "table" : table.name())).append(" · ")
                .append(String.format(Locale.ROOT, "%,d", rows)).append(rows == 1 ? " row" : " rows").append(" × ")
                .append(table.columnCount()).append(table.columnCount() == 1 ? " column" : " columns")
                .append("</caption>\n<thead><tr>");
        for (Column<?> column : table.columns()) {
            html.append("<th>").append(BoardSvg.escape(column.name())).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        if (rows <= SHOWN_WHOLE) {
            rows(html, table, 0, rows);
        } else {
            rows(html, table, 0, HEAD);
            html.append("<tr><td colspan=\"").append(table.columnCount()).append("\" style=\"text-align:center\">⋮ ")
                    .append(String.format(Locale.ROOT, "%,d", rows - HEAD - TAIL)).append(" more rows ⋮</td></tr>\n");
            rows(html, table, rows - TAIL, rows);
        }
        return html.append("</tbody>\n</table>\n").toString();
    }

    private static void rows(StringBuilder html, Table table, int from, int to) {
        List<Boolean> numeric = table.columns().stream().map(TableHtml::numeric).toList();
        for (int r = from; r < to; r++) {
            html.append("<tr>");
            for (int c = 0; c < table.columnCount(); c++) {
                String text = BoardSvg.escape(table.column(c).getString(r));
                html.append(numeric.get(c)
                        ? "<td style=\"text-align:right;white-space:nowrap\">" + number(text)
                        : "<td style=\"text-align:left\">" + text).append("</td>");
            }
            html.append("</tr>\n");
        }
    }

    /**
     * A number on one line (no-break spaces as well as the style: an untrusted notebook strips styles, not
     * characters); an estimate with its interval, {@code 48.8% [47.2, 50.3]}, on two, the interval smaller below the
     * estimate, so that a table of many metrics stays narrow enough for the page.
     */
    private static String number(String text) {
        Matcher interval = WITH_INTERVAL.matcher(text);
        return interval.matches()
                ? interval.group(1) + "<br><small>" + interval.group(2).replace(" ", "&nbsp;") + "</small>"
                : text.replace(" ", "&nbsp;");
    }

    /**
     * Numbers, and text that reads as numbers in every row (such as {@code 48.8% [47.2, 50.3]} or {@code n/a} in a
     * brief summary): right-aligned and kept on one line, so that their digits line up.
     */
    private static boolean numeric(Column<?> column) {
        ColumnType type = column.type();
        if (type == ColumnType.STRING) {
            return !column.isEmpty() && column.asList().stream().allMatch(v -> NUMBER_LIKE.matcher(String.valueOf(v)).matches());
        }
        return type == ColumnType.INTEGER || type == ColumnType.LONG || type == ColumnType.SHORT
                || type == ColumnType.DOUBLE || type == ColumnType.FLOAT;
    }
}

package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class TableHtmlTest {

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    @DisplayName("a short table is shown whole, numbers right-aligned, text escaped, with its size")
    void shortTable() {
        Table t = Table.create("games <1>", IntColumn.create("plies", 12, 40),
                StringColumn.create("winner", "SOUTH", "<none>"));
        String html = TableHtml.of(t);
        assertEquals(2, count(html, "<tr><td"));
        assertTrue(html.contains("<th>plies</th><th>winner</th>"));
        assertTrue(html.contains("<td style=\"text-align:right;white-space:nowrap\">40</td>"));
        assertTrue(html.contains("&lt;none&gt;") && html.contains("games &lt;1&gt; · 2 rows × 2 columns"), html);
    }

    @Test
    @DisplayName("a long table shows its first and last rows, how many are left out, and its row count")
    void longTable() {
        Table t = Table.create("long", IntColumn.create("i", IntStream.range(0, 1000).toArray()));
        String html = TableHtml.of(t);
        assertEquals(TableHtml.HEAD + TableHtml.TAIL + 1, count(html, "<tr><td"));
        assertTrue(html.contains(">0</td>") && html.contains(">9</td>") && html.contains(">995</td>")
                && html.contains(">999</td>"));
        assertFalse(html.contains(">10</td>") || html.contains(">994</td>"));
        assertTrue(html.contains("985 more rows") && html.contains("1,000 rows × 1 column"), html);
    }

    @Test
    @DisplayName("a table of exactly the threshold is shown whole")
    void threshold() {
        Table t = Table.create("t", IntColumn.create("i", IntStream.range(0, TableHtml.SHOWN_WHOLE).toArray()));
        assertEquals(TableHtml.SHOWN_WHOLE, count(TableHtml.of(t), "<tr><td"));
    }

    @Test
    @DisplayName("text that reads as numbers is right-aligned on one line; a rate's interval goes smaller under it,"
            + " so that a table of many metrics stays narrow")
    void numbersAsText() {
        Table t = Table.create("brief", StringColumn.create("SOUTH agent", "alphabeta:3", "random"),
                StringColumn.create("SOUTH wins", "48.8% [47.2, 50.3]", "n/a"),
                StringColumn.create("games", "1,234", "-5"));
        String html = TableHtml.of(t);
        assertTrue(html.contains("<td style=\"text-align:left\">alphabeta:3</td>"), html);
        assertTrue(html.contains("<td style=\"text-align:right;white-space:nowrap\">48.8%<br><small>[47.2,&nbsp;50.3]"
                + "</small></td>"), html);
        assertTrue(html.contains("<td style=\"text-align:right;white-space:nowrap\">n/a</td>"), html);
        assertTrue(html.contains("<td style=\"text-align:right;white-space:nowrap\">1,234</td>"), html);
    }
}

package org.baolab.notebook;

import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.baolab.charts.Charts;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.stats.Columns;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import tech.tablesaw.api.Table;

/**
 * The HTML of the {@link ExplorerWidget}'s dashboard and chart, made from summaries alone: each statistic with its
 * 95% interval, and a statistic charted against the option last moved.
 */
final class ExplorerDashboard {

    /** What the chart shows before any control is moved. */
    static final String NO_CHART = "<div style=\"font-family:sans-serif;font-size:13px;opacity:0.7\">Move a control:"
            + " the chart shows the statistic against it.</div>";

    private ExplorerDashboard() {
    }

    /**
     * The statistics of a summary as an HTML table: games, mean length, captures per game, draws by each reason the
     * game reports and the first player's wins among decided games.
     */
    static String statistics(Summary s, Rules rules) {
        StringBuilder html = new StringBuilder("<table class=\"baolab-dashboard\" style=\"font-family:sans-serif;"
                + "font-size:13px;margin-top:6px\">");
        long n = s.games();
        row(html, "games", String.format(Locale.ROOT, "%,d", n));
        row(html, Metric.of(Columns.PLIES_MEAN).label(), Stats.meanInterval(s.pliesMean(), s.pliesSd(), n).format(1));
        row(html, Metric.of(Columns.CAPTURES_PER_GAME).label(),
                Stats.meanInterval((double) s.captures() / n, s.capturesSd(), n).format(2));
        for (Reason reason : Reason.reported(List.of(rules.game()))) {
            row(html, "draws: " + reason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
                    Stats.wilson(s.draws(reason), n).percent());
        }
        Interval edge = Stats.wilson(s.firstMoverWins(), s.firstMoverWins() + s.secondMoverWins());
        row(html, "first player's wins among decided games", edge.percent());
        return html.append("</table>").toString();
    }

    private static void row(StringBuilder html, String name, String value) {
        html.append("<tr><td style=\"padding-right:12px\">").append(BoardSvg.escape(name))
                .append("</td><td style=\"text-align:right\">").append(BoardSvg.escape(value)).append("</td></tr>");
    }

    /** The chart of a statistic (a summary column) against an option, over the variants of a summary table. */
    static String chart(Table tried, String statistic, String option) {
        byte[] png = ChartImage.png(Charts.metric(tried, statistic, option));
        return "<img src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(png)
                + "\" style=\"max-width:520px\" alt=\"" + BoardSvg.escape(statistic + " by " + option) + "\">";
    }
}

package org.baolab.notebook;

import java.util.List;
import org.baolab.core.Move;
import org.baolab.core.Position;

/**
 * The board after each lap of a move in a row ({@code move.filmstrip()}), numbered by lap, each naming what ended
 * its lap (a relay, a capture, a kuweka, an empty hole), and then the board after the move as the board drawing
 * marks it. Pictures only (PNG), so it prints and shows the same in untrusted notebooks, exports and on GitHub.
 */
public final class Filmstrip implements Output {

    /** The size of each picture against its natural size. */
    private static final double SCALE = 0.75;

    private final Move move;

    private Filmstrip(Move move) {
        this.move = move;
    }

    /** The filmstrip of a move of a match; {@link Move#filmstrip()} calls it. */
    public static Filmstrip of(Move move) {
        return new Filmstrip(move);
    }

    /** The board after the move, with the move marked: the strip's last picture. */
    @Override
    public BoardSvg.Picture picture() {
        return BoardSvg.picture(move.boards().after(), move);
    }

    @Override
    public String html(BoardSvg.Picture after) {
        // the pictures wrap onto as many lines as the page needs, rather than scroll sideways
        StringBuilder html = new StringBuilder("<div class=\"baolab-filmstrip\" style=\"display:flex;gap:10px;"
                + "flex-wrap:wrap;align-items:flex-start;font-family:sans-serif;font-size:13px\">");
        Position before = move.boards().before();
        List<Laps.Lap> laps = Laps.of(move);
        for (Laps.Lap lap : laps) {
            Position during = before.during(lap.board());
            panel(html, BoardSvg.picture(during, null, 1), "ply " + during.ply() + ", lap " + lap.number() + " of "
                    + laps.size() + ": " + lap.ending(), lap.event().describe());
        }
        panel(html, after, "after move " + move.number(), move.summary());
        return html.append("</div>").toString();
    }

    /**
     * One picture at three quarters of its size, large enough to read its counts (sharp: its PNG has at least one pixel
     * per SVG unit), with a caption of what ended the lap and a line on the lap.
     */
    private static void panel(StringBuilder html, BoardSvg.Picture picture, String title, String line) {
        html.append("<figure style=\"margin:0;flex:none\" data-panel>").append(picture.img(title + ": " + line, SCALE))
                .append("<figcaption style=\"max-width:").append(Math.round(picture.width() * SCALE)).append("px\"><b>")
                .append(BoardSvg.escape(title)).append("</b><br>").append(BoardSvg.escape(line))
                .append("</figcaption></figure>");
    }

    /** The laps as text, one a line. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Laps.Lap lap : Laps.of(move)) {
            s.append("lap ").append(lap.number()).append(": ").append(lap.ending()).append('\n');
        }
        return s.append("after move ").append(move.number()).append(": ").append(move.summary()).toString();
    }
}

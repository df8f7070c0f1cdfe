package org.baolab.notebook;

import java.util.ArrayList;
import java.util.List;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Position;

/**
 * Boards in a row, each with a caption: the board after each lap of a move ({@code move.filmstrip()}), numbered by
 * lap, each naming what ended its lap (a relay, a capture, a kuweka, an empty hole), then the board after the move as
 * the board drawing marks it; or the board at the start of a match and after each of its moves
 * ({@code match.filmstrip()}, such as a solution's perfect-play line). Pictures only (PNG), so it prints and shows the
 * same in untrusted notebooks, exports and on GitHub.
 */
public final class Filmstrip implements Output {

    /** The size of each picture against its natural size. */
    private static final double SCALE = 0.75;

    /**
     * One picture of the strip.
     *
     * @param board the board shown
     * @param marked the move the board marks (its holes ringed), or null
     * @param title the caption's first line, in bold
     * @param line the caption's second line
     */
    private record Frame(Position board, Move marked, String title, String line) {
    }

    private final List<Frame> frames;
    /** The strip's last picture, which is also the picture it falls back to. */
    private final Frame last;

    private Filmstrip(List<Frame> frames, Frame last) {
        this.frames = List.copyOf(frames);
        this.last = last;
    }

    /** The filmstrip of a move of a match, lap by lap; {@link Move#filmstrip()} calls it. */
    public static Filmstrip of(Move move) {
        Position before = move.boards().before();
        List<Laps.Lap> laps = Laps.of(move);
        List<Frame> frames = new ArrayList<>();
        for (Laps.Lap lap : laps) {
            Position during = before.during(lap.board());
            frames.add(new Frame(during, null, "ply " + during.ply() + ", lap " + lap.number() + " of " + laps.size()
                    + ": " + lap.ending(), lap.event().describe()));
        }
        return new Filmstrip(frames, after(move, "after move " + move.number()));
    }

    /** The filmstrip of a match, its start and then move by move; {@link Match#filmstrip()} calls it. */
    public static Filmstrip of(Match match) {
        List<Move> moves = match.history();
        if (moves.isEmpty()) {
            return new Filmstrip(List.of(), new Frame(match.position(), null, "ply " + match.ply(), "no move yet"));
        }
        Position start = moves.get(0).boards().before();
        List<Frame> frames = new ArrayList<>();
        frames.add(new Frame(start, null, "ply " + start.ply(), "the start"));
        for (Move move : moves.subList(0, moves.size() - 1)) {
            frames.add(after(move, "ply " + move.number()));
        }
        return new Filmstrip(frames, after(moves.get(moves.size() - 1), "ply " + moves.get(moves.size() - 1).number()));
    }

    private static Frame after(Move move, String title) {
        return new Frame(move.boards().after(), move, title, move.summary());
    }

    /** The strip's last board, as the board drawing marks it. */
    @Override
    public BoardSvg.Picture picture() {
        return BoardSvg.picture(last.board(), last.marked());
    }

    @Override
    public String html(BoardSvg.Picture lastPicture) {
        // the pictures wrap onto as many lines as the page needs, rather than scroll sideways
        StringBuilder html = new StringBuilder("<div class=\"baolab-filmstrip\" style=\"display:flex;gap:10px;"
                + "flex-wrap:wrap;align-items:flex-start;font-family:sans-serif;font-size:13px\">");
        for (Frame frame : frames) {
            panel(html, BoardSvg.picture(frame.board(), frame.marked(), 1), frame);
        }
        panel(html, lastPicture, last);
        return html.append("</div>").toString();
    }

    /**
     * One picture at three quarters of its size, large enough to read its counts (sharp: its PNG has at least one pixel
     * per SVG unit), with its caption.
     */
    private static void panel(StringBuilder html, BoardSvg.Picture picture, Frame frame) {
        html.append("<figure style=\"margin:0;flex:none\" data-panel>")
                .append(picture.img(frame.title() + ": " + frame.line(), SCALE))
                .append("<figcaption style=\"max-width:").append(Math.round(picture.width() * SCALE)).append("px\"><b>")
                .append(BoardSvg.escape(frame.title())).append("</b><br>").append(BoardSvg.escape(frame.line()))
                .append("</figcaption></figure>");
    }

    /** The captions as text, one picture a line. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Frame frame : frames) {
            s.append(frame.title()).append(": ").append(frame.line()).append('\n');
        }
        return s.append(last.title()).append(": ").append(last.line()).toString();
    }
}

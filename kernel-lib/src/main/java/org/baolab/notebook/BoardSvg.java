package org.baolab.notebook;

import java.util.Base64;
import java.util.Locale;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Position;

/**
 * Draws a position as an SVG picture: every hole with its count, column letters and row numbers on the edges, each
 * player's half and name, reserved holes (K3) badged with their owner, banks and reserves beside each half, and the
 * last move: its starting hole ringed in yellow, the holes its laps, steps and kuweka touched in blue, the holes it
 * captured from in red. The picture paints its own dark background, so it reads the same in light and dark notebook
 * themes. The same drawing comes as an SVG text and as a PNG image ({@link #png}), painted by one set of calls; the
 * PNG is what survives where SVG and inline HTML are stripped (an untrusted notebook, a static renderer). Works
 * without Jupyter: write the string to a {@code .svg} file for documents.
 */
public final class BoardSvg {

    /** PNG pixels per SVG unit: twice, so the picture stays sharp on high-density screens. */
    private static final int PNG_SCALE = 2;

    static final String INK = "#f3e6cc";
    static final String DIM_INK = "#b8a284";
    static final String ORIGIN = "#ffd84d";
    static final String TOUCHED = "#6ec6ff";
    static final String CAPTURED = "#ff7b7b";

    private BoardSvg() {
    }

    /** The match's position now, with its last move marked. */
    public static String of(Match match) {
        return of(match.position(), match.lastMove());
    }

    /** An engine state's position (no last move to mark). */
    public static String of(GameState state) {
        return of(state.position(), null);
    }

    /** A position with no last move marked. */
    public static String of(Position position) {
        return of(position, null);
    }

    /** A position with the holes of {@code last} marked; {@code last} may be null. */
    public static String of(Position position, Move last) {
        return new BoardDrawing(position, last).svg();
    }

    /** The match's position now as a PNG picture, with its last move marked. */
    public static byte[] png(Match match) {
        return png(match.position(), match.lastMove());
    }

    /**
     * The same picture as {@link #of(Position, Move)} as PNG bytes, twice the SVG's size in pixels (sharp on
     * high-density screens when shown at the SVG's size); {@code last} may be null.
     */
    public static byte[] png(Position position, Move last) {
        return new BoardDrawing(position, last).png(PNG_SCALE);
    }

    /** A picture drawn in both forms, with its size in SVG units (CSS pixels). */
    record Picture(String svg, byte[] png, int width, int height) {
        /** The PNG as base64, as notebook outputs carry it. */
        String pngBase64() {
            return Base64.getEncoder().encodeToString(png);
        }

        /** An HTML {@code <img>} of the PNG at the SVG's size, with {@code alt} as its text. */
        String img(String alt) {
            return img(alt, 1);
        }

        /** The same at {@code scale} times the SVG's size. */
        String img(String alt, double scale) {
            return String.format(Locale.ROOT, "<img src=\"data:image/png;base64,%s\" width=\"%d\" height=\"%d\" alt=\"%s\">",
                    pngBase64(), Math.round(width * scale), Math.round(height * scale), escape(alt));
        }
    }

    /** The drawing as SVG and PNG at once, for the notebook output that carries both. */
    static Picture picture(Position position, Move last) {
        return picture(position, last, PNG_SCALE);
    }

    /** The same with {@code pngScale} PNG pixels per SVG unit: 1 for pictures shown at half size. */
    static Picture picture(Position position, Move last, int pngScale) {
        BoardDrawing drawing = new BoardDrawing(position, last);
        return new Picture(drawing.svg(), drawing.png(pngScale), drawing.width(), drawing.height());
    }

    /** The colour that stands for a player: labels, badges, and the rings of the mover's legal holes. */
    static String colour(Player player) {
        return player == Player.SOUTH ? "#8fd694" : "#f2b26b";
    }

    /** Escapes text for XML and HTML content and attributes. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

package org.baolab.notebook;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.baolab.core.Board;
import org.baolab.core.Event;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Position;

/**
 * Draws a position as an SVG picture: every hole with its count, column letters and row numbers on the edges, each
 * player's half and name, reserved holes (K3) badged with their owner, banks and reserves beside each half, and the
 * last move: its starting hole ringed in yellow, the holes its laps, steps and kuweka touched in blue, the holes it
 * captured from in red. The picture paints its own dark background, so it reads the same in light and dark notebook
 * themes. Works without Jupyter: write the string to a {@code .svg} file for documents.
 */
public final class BoardSvg {

    private static final int CELL = 48;
    private static final int RADIUS = 19;
    private static final int PAD = 16;
    private static final int EDGE = 22;      // room for row numbers and column letters
    private static final int SIDE_BOX = 92;  // least width of the bank/reserve boxes

    private static final String BACKGROUND = "#2b1f16";
    private static final String INK = "#f3e6cc";
    private static final String DIM_INK = "#b8a284";
    private static final String BOARD = "#8a5a2e";
    private static final String PIT = "#3b2415";
    private static final String ORIGIN = "#ffd84d";
    private static final String TOUCHED = "#6ec6ff";
    private static final String CAPTURED = "#ff7b7b";

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
        return new Drawing(position, last).svg();
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

    /** One picture being drawn. */
    private static final class Drawing {
        private final Position p;
        private final Move last;
        private final Board board;
        private final Game game;
        private final boolean sideBoxes;
        private final Set<Hole> touched = new LinkedHashSet<>();
        private final Set<Hole> captured = new LinkedHashSet<>();
        private final StringBuilder svg = new StringBuilder(8192);
        private final int boardX;
        private final int boardY;

        Drawing(Position p, Move last) {
            this.p = p;
            this.last = last;
            this.board = p.board();
            this.game = p.game();
            this.sideBoxes = game.hasBanks() || game.hasReserves();
            this.boardX = PAD + EDGE;
            this.boardY = PAD + 26 + 22 + EDGE;
            if (last != null) {
                collectTouched(last);
            }
        }

        private void collectTouched(Move move) {
            for (Event e : move.events()) {
                if (e instanceof Event.Lap lap) {
                    touched.add(lap.from());
                    touched.add(lap.end());
                } else if (e instanceof Event.Capture c) {
                    captured.add(c.from());
                } else if (e instanceof Event.Kuweka k) {
                    touched.add(k.hole());
                    if (k.movedFrom() != null) {
                        touched.add(k.movedFrom());
                    }
                } else if (e instanceof Event.Step s) {
                    touched.add(s.from());
                    touched.add(s.to());
                } else if (e instanceof Event.ReserveCow r) {
                    touched.add(r.hole());
                } else if (e instanceof Event.Banked b && b.hole() != null) {
                    touched.add(b.hole());
                }
            }
            touched.remove(move.hole());
            touched.removeAll(captured);
        }

        private int boardWidth() {
            return board.columns() * CELL;
        }

        private int boardHeight() {
            return board.rows() * CELL;
        }

        String svg() {
            int width = Math.max(boardX + boardWidth() + EDGE + (sideBoxes ? sideBoxWidth() + 10 : 0) + PAD,
                    PAD + textWidth() + PAD);
            int height = boardY + boardHeight() + EDGE + 22 + (last != null ? 20 : 0) + legendHeight() + PAD;
            svg.append(String.format(Locale.ROOT,
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                            + "class=\"baolab-board\" font-family=\"DejaVu Sans, Verdana, sans-serif\" role=\"img\">%n",
                    width, height, width, height));
            svg.append("<title>").append(escape(p.toString())).append("</title>\n");
            svg.append(String.format(Locale.ROOT,
                    "<rect width=\"%d\" height=\"%d\" rx=\"10\" fill=\"%s\"/>%n", width, height, BACKGROUND));
            heading();
            halves();
            edges();
            holes();
            if (sideBoxes) {
                sideBoxes();
            }
            footer();
            svg.append("</svg>\n");
            return svg.toString();
        }

        /** The widest line of text, estimated from its length: the picture is made wide enough for it. */
        private int textWidth() {
            int widest = (int) (title().length() * 15 * 0.62);
            for (Player player : Player.values()) {
                widest = Math.max(widest, (int) (playerLine(player).length() * 13 * 0.62));
            }
            if (last != null) {
                widest = Math.max(widest, (int) (("last move: " + last.summary()).length() * 12 * 0.56));
            }
            return Math.max(widest, legendWidth());
        }

        private String title() {
            String state = p.outcome().isOver() ? "game over: " + p.outcome() : p.toMove() + " to move";
            if (p.phase() > 0) {
                state += " (phase " + p.phase() + ")";
            }
            return game.title() + " · ply " + p.ply() + " · " + state;
        }

        private void heading() {
            text(PAD, PAD + 14, INK, 15, "start", "bold", title());
            int y = PAD + 26 + 14;
            text(PAD, y, colour(Player.NORTH), 13, "start", "bold", playerLine(Player.NORTH));
        }

        private String playerLine(Player player) {
            String line = player + " · score " + p.score().get(player);
            if (!p.outcome().isOver() && p.toMove() == player) {
                line += " · to move";
            }
            return line;
        }

        /** Each player's half of the board, tinted in the player's colour, with the line between them. */
        private void halves() {
            int half = board.rows() / 2 * CELL;
            svg.append(String.format(Locale.ROOT,
                    "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"8\" fill=\"%s\"/>%n",
                    boardX - 4, boardY - 4, boardWidth() + 8, boardHeight() + 8, BOARD));
            tint(boardY, half, Player.NORTH);
            tint(boardY + half, half, Player.SOUTH);
            svg.append(String.format(Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                    boardX, boardY + half, boardX + boardWidth(), boardY + half, BACKGROUND));
        }

        private void tint(int y, int height, Player player) {
            svg.append(String.format(Locale.ROOT,
                    "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" fill-opacity=\"0.18\"/>%n",
                    boardX, y, boardWidth(), height, colour(player)));
        }

        /** Column letters above and below, row numbers left and right (rule C2). */
        private void edges() {
            for (int c = 0; c < board.columns(); c++) {
                String letter = String.valueOf((char) ('a' + c));
                int x = boardX + c * CELL + CELL / 2;
                text(x, boardY - 9, DIM_INK, 12, "middle", "normal", letter);
                text(x, boardY + boardHeight() + 19, DIM_INK, 12, "middle", "normal", letter);
            }
            for (int r = 1; r <= board.rows(); r++) {
                int y = rowY(r) + 4;
                text(boardX - 12, y, DIM_INK, 12, "middle", "normal", String.valueOf(r));
                text(boardX + boardWidth() + 12, y, DIM_INK, 12, "middle", "normal", String.valueOf(r));
            }
        }

        private int rowY(int row) {
            return boardY + (board.rows() - row) * CELL + CELL / 2;
        }

        private void holes() {
            Set<String> legal = new LinkedHashSet<>(p.legalMoves());
            for (int r = 1; r <= board.rows(); r++) {
                for (int c = 0; c < board.columns(); c++) {
                    hole(new Hole(c, r), legal.contains(new Hole(c, r).name()));
                }
            }
        }

        private void hole(Hole h, boolean legal) {
            int cx = boardX + h.column() * CELL + CELL / 2;
            int cy = rowY(h.row());
            String stroke = "#1e130a";
            double strokeWidth = 1.5;
            String dash = "";
            if (last != null && h.equals(last.hole())) {
                stroke = ORIGIN;
                strokeWidth = 4;
            } else if (captured.contains(h)) {
                stroke = CAPTURED;
                strokeWidth = 3.5;
            } else if (touched.contains(h)) {
                stroke = TOUCHED;
                strokeWidth = 3;
                dash = " stroke-dasharray=\"5 3\"";
            } else if (legal) {
                stroke = colour(p.toMove());
                strokeWidth = 1.5;
            }
            svg.append(String.format(Locale.ROOT,
                    "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.1f\"%s>"
                            + "<title>%s</title></circle>%n",
                    cx, cy, RADIUS, PIT, stroke, strokeWidth, dash, h.name()));
            int count = p.count(h);
            text(cx, cy + 5, count == 0 ? DIM_INK : INK, 15, "middle", "bold", String.valueOf(count));
            Player owner = p.reserved().get(h.name());
            if (owner != null) {
                int bx = cx + RADIUS - 6;
                int by = cy - RADIUS - 2;
                svg.append(String.format(Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"13\" height=\"13\" rx=\"3\" fill=\"%s\" stroke=\"%s\"/>%n",
                        bx, by, colour(owner), BACKGROUND));
                text(bx + 6, by + 10, BACKGROUND, 10, "middle", "bold", owner.name().substring(0, 1));
            }
        }

        /** Wide enough for the longest label, such as "captured 48". */
        private int sideBoxWidth() {
            int longest = Math.max(game.hasBanks() ? game.bankLabel().length() : 0, game.hasReserves() ? 7 : 0) + 4;
            return Math.max(SIDE_BOX, 16 + (int) (longest * 13 * 0.62));
        }

        /** A box beside each player's half with what the player keeps off the board. */
        private void sideBoxes() {
            int x = boardX + boardWidth() + EDGE + 10;
            int half = board.rows() / 2 * CELL;
            sideBox(x, boardY, half, Player.NORTH);
            sideBox(x, boardY + half, half, Player.SOUTH);
        }

        private void sideBox(int x, int y, int height, Player player) {
            svg.append(String.format(Locale.ROOT,
                    "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" "
                            + "stroke-width=\"1.5\"/>%n",
                    x, y + 3, sideBoxWidth(), height - 6, PIT, colour(player)));
            int line = y + height / 2 - (game.hasBanks() && game.hasReserves() ? 6 : -5);
            if (game.hasBanks()) {
                text(x + sideBoxWidth() / 2, line, INK, 13, "middle", "bold", game.bankLabel() + " " + p.bank().get(player));
                line += 18;
            }
            if (game.hasReserves()) {
                text(x + sideBoxWidth() / 2, line, INK, 13, "middle", "bold", "reserve " + p.reserve().get(player));
            }
        }

        private void footer() {
            int y = boardY + boardHeight() + EDGE + 18;
            text(PAD, y, colour(Player.SOUTH), 13, "start", "bold", playerLine(Player.SOUTH));
            if (last != null) {
                y += 20;
                text(PAD, y, INK, 12, "start", "normal", "last move: " + last.summary());
            }
            legend(y + 20);
        }

        private int legendHeight() {
            return hasLegend() ? 20 : 0;
        }

        private boolean hasLegend() {
            return last != null || !p.reserved().isEmpty();
        }

        private static final String RESERVED_NOTE = "S/N badge: reserved hole (K3)";

        /** The ring legend: colour, dash pattern and label of each kind of marked hole in this picture. */
        private List<String[]> legendItems() {
            List<String[]> items = new ArrayList<>();
            if (last != null) {
                items.add(new String[] {ORIGIN, "", "moved from"});
                if (!touched.isEmpty()) {
                    items.add(new String[] {TOUCHED, " stroke-dasharray=\"5 3\"", "touched"});
                }
                if (!captured.isEmpty()) {
                    items.add(new String[] {CAPTURED, "", "captured from"});
                }
            }
            return items;
        }

        private int legendWidth() {
            int width = legendItems().stream().mapToInt(item -> legendItemWidth(item[2])).sum();
            return width + (p.reserved().isEmpty() ? 0 : (int) (RESERVED_NOTE.length() * 12 * 0.56));
        }

        private static int legendItemWidth(String label) {
            return 26 + 7 * label.length();
        }

        private void legend(int y) {
            int x = PAD;
            for (String[] item : legendItems()) {
                svg.append(String.format(Locale.ROOT,
                        "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"%s/>%n",
                        x + 6, y - 4, item[0], item[1]));
                text(x + 16, y, DIM_INK, 12, "start", "normal", item[2]);
                x += legendItemWidth(item[2]);
            }
            if (!p.reserved().isEmpty()) {
                text(x, y, DIM_INK, 12, "start", "normal", RESERVED_NOTE);
            }
        }

        private void text(int x, int y, String fill, int size, String anchor, String weight, String content) {
            svg.append(String.format(Locale.ROOT,
                    "<text x=\"%d\" y=\"%d\" fill=\"%s\" font-size=\"%d\" text-anchor=\"%s\" font-weight=\"%s\">%s"
                            + "</text>%n",
                    x, y, fill, size, anchor, weight, escape(content)));
        }
    }
}

package org.baolab.notebook;

import static org.baolab.notebook.BoardSvg.CAPTURED;
import static org.baolab.notebook.BoardSvg.DIM_INK;
import static org.baolab.notebook.BoardSvg.INK;
import static org.baolab.notebook.BoardSvg.ORIGIN;
import static org.baolab.notebook.BoardSvg.TOUCHED;
import static org.baolab.notebook.BoardSvg.colour;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.baolab.core.Board;
import org.baolab.core.BoardText;
import org.baolab.core.Event;
import org.baolab.core.Game;
import org.baolab.core.Hole;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Position;

/** One board picture being drawn, in SVG and in PNG by the same calls ({@link BoardSvg}). */
final class BoardDrawing {

    private static final int CELL = 48;
    private static final int RADIUS = 19;
    private static final int PAD = 16;
    private static final int EDGE = 22;      // room for row numbers and column letters
    private static final int SIDE_BOX = 92;  // least width of the bank/reserve boxes
    private static final int STORE = 52;     // width of a store at an end of the board
    private static final int STORE_GAP = 6;

    private static final String BACKGROUND = "#2b1f16";
    private static final String BOARD = "#8a5a2e";
    private static final String PIT = "#3b2415";

    private final Position p;
    private final Move last;
    private final Board board;
    private final Game game;
    private final boolean sideBoxes;
    private final boolean stores;
    private final Set<Hole> touched = new LinkedHashSet<>();
    private final Set<Hole> captured = new LinkedHashSet<>();
    private Canvas canvas; // the surface paint() is drawing on: SVG text or a Java 2D image
    private final int boardX;
    private final int boardY;

    BoardDrawing(Position p, Move last) {
        this.p = p;
        this.last = last;
        this.board = p.board();
        this.game = p.game();
        this.stores = game.hasBanks() && game.hasStores();
        this.sideBoxes = !stores && (game.hasBanks() || game.hasReserves());
        this.boardX = PAD + (stores ? STORE + STORE_GAP : 0) + EDGE;
        this.boardY = PAD + 26 + 22 + EDGE;
        if (last != null) {
            collectTouched(last);
        }
    }

    private void collectTouched(Move move) {
        for (Event e : move.events()) {
            if (e instanceof Event.Capture c) {
                captured.add(c.from());
            } else {
                touched.addAll(e.touched());
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

    int width() {
        return Math.max(boardX + boardWidth() + EDGE + (sideBoxes ? sideBoxWidth() + 10 : 0)
                        + (stores ? STORE_GAP + STORE : 0) + PAD,
                PAD + textWidth() + PAD);
    }

    int height() {
        return boardY + boardHeight() + EDGE + 22 + (last != null ? 20 : 0) + legendHeight() + PAD;
    }

    String svg() {
        SvgCanvas svg = new SvgCanvas(width(), height(), BoardText.draw(p, last));
        paint(svg);
        return svg.end();
    }

    byte[] png(int scale) {
        BufferedImage image = new BufferedImage(width() * scale, height() * scale, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            paint(new Java2dCanvas(g));
        } finally {
            g.dispose();
        }
        // Deflated hardest: a notebook keeps each board twice as base64 (in its HTML and as PNG).
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(image, null, null), param);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the board as PNG", e);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    private void paint(Canvas target) {
        canvas = target;
        canvas.rect(0, 0, width(), height(), 10, BACKGROUND, 1, null, 0);
        heading();
        halves();
        edges();
        holes();
        if (sideBoxes) {
            sideBoxes();
        }
        if (stores) {
            store(PAD, Player.NORTH);
            store(boardX + boardWidth() + EDGE + STORE_GAP, Player.SOUTH);
        }
        footer();
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
        String state = p.outcome().isOver() ? p.outcome().describe()
                : p.toMove() + (p.movesAgain() ? " to move again" : " to move");
        if (p.phase() > 0) {
            state += " (phase " + p.phase() + ")";
        }
        return game.title() + " · ply " + p.ply() + " · " + state;
    }

    private void heading() {
        canvas.text(PAD, PAD + 14, INK, 15, "start", "bold", title());
        int y = PAD + 26 + 14;
        canvas.text(PAD, y, colour(Player.NORTH), 13, "start", "bold", playerLine(Player.NORTH));
    }

    private String playerLine(Player player) {
        String line = player + " · " + game.scoreLabel() + " " + p.score().get(player);
        if (!p.outcome().isOver() && p.toMove() == player) {
            line += p.movesAgain() ? " · to move again" : " · to move";
        }
        return line;
    }

    /** Each player's half of the board, tinted in the player's colour, with the line between them. */
    private void halves() {
        int half = board.rows() / 2 * CELL;
        canvas.rect(boardX - 4, boardY - 4, boardWidth() + 8, boardHeight() + 8, 8, BOARD, 1, null, 0);
        tint(boardY, half, Player.NORTH);
        tint(boardY + half, half, Player.SOUTH);
        canvas.line(boardX, boardY + half, boardX + boardWidth(), boardY + half, BACKGROUND, 2);
    }

    private void tint(int y, int height, Player player) {
        canvas.rect(boardX, y, boardWidth(), height, 0, colour(player), 0.18, null, 0);
    }

    /** Column letters above and below, row numbers left and right (rule C2). */
    private void edges() {
        for (int c = 0; c < board.columns(); c++) {
            String letter = String.valueOf((char) ('a' + c));
            int x = boardX + c * CELL + CELL / 2;
            canvas.text(x, boardY - 9, DIM_INK, 12, "middle", "normal", letter);
            canvas.text(x, boardY + boardHeight() + 19, DIM_INK, 12, "middle", "normal", letter);
        }
        for (int r = 1; r <= board.rows(); r++) {
            int y = rowY(r) + 4;
            canvas.text(boardX - 12, y, DIM_INK, 12, "middle", "normal", String.valueOf(r));
            canvas.text(boardX + boardWidth() + 12, y, DIM_INK, 12, "middle", "normal", String.valueOf(r));
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
        boolean dashed = false;
        if (last != null && h.equals(last.hole())) {
            stroke = ORIGIN;
            strokeWidth = 4;
        } else if (captured.contains(h)) {
            stroke = CAPTURED;
            strokeWidth = 3.5;
        } else if (touched.contains(h)) {
            stroke = TOUCHED;
            strokeWidth = 3;
            dashed = true;
        } else if (legal) {
            stroke = colour(p.toMove());
            strokeWidth = 1.5;
        }
        canvas.group("hole", h.name());
        canvas.circle(cx, cy, RADIUS, PIT, stroke, strokeWidth, dashed, h.name());
        int count = p.count(h);
        canvas.text(cx, cy + 5, count == 0 ? DIM_INK : INK, 15, "middle", "bold", String.valueOf(count));
        canvas.endGroup();
        Player owner = p.reserved().get(h.name());
        if (owner != null) {
            int bx = cx + RADIUS - 6;
            int by = cy - RADIUS - 2;
            canvas.rect(bx, by, 13, 13, 3, colour(owner), 1, BACKGROUND, 1);
            canvas.text(bx + 6, by + 10, BACKGROUND, 10, "middle", "bold", owner.name().substring(0, 1));
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
        canvas.rect(x, y + 3, sideBoxWidth(), height - 6, 6, PIT, 1, colour(player), 1.5);
        int line = y + height / 2 - (game.hasBanks() && game.hasReserves() ? 6 : -5);
        if (game.hasBanks()) {
            canvas.group("bank", player.name());
            canvas.text(x + sideBoxWidth() / 2, line, INK, 13, "middle", "bold", game.bankLabel() + " " + p.bank().get(player));
            canvas.endGroup();
            line += 18;
        }
        if (game.hasReserves()) {
            canvas.text(x + sideBoxWidth() / 2, line, INK, 13, "middle", "bold", "reserve " + p.reserve().get(player));
        }
    }

    /** A player's store at an end of the board, as tall as both rows, with its label and count. */
    private void store(int x, Player player) {
        canvas.rect(x, boardY - 4, STORE, boardHeight() + 8, STORE / 2, PIT, 1, colour(player), 2);
        int middle = boardY + boardHeight() / 2;
        canvas.group("bank", player.name());
        canvas.text(x + STORE / 2, middle - 12, DIM_INK, 10, "middle", "normal", game.bankLabel());
        canvas.text(x + STORE / 2, middle + 12, INK, 17, "middle", "bold", String.valueOf(p.bank().get(player)));
        canvas.endGroup();
    }

    private void footer() {
        int y = boardY + boardHeight() + EDGE + 18;
        canvas.text(PAD, y, colour(Player.SOUTH), 13, "start", "bold", playerLine(Player.SOUTH));
        if (last != null) {
            y += 20;
            canvas.text(PAD, y, INK, 12, "start", "normal", "last move: " + last.summary());
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

    /** One kind of marked hole in the legend: its ring's colour and dash, and its label. */
    private record LegendItem(String colour, boolean dashed, String label) {
    }

    /** The ring legend: each kind of marked hole in this picture. */
    private List<LegendItem> legendItems() {
        List<LegendItem> items = new ArrayList<>();
        if (last != null) {
            items.add(new LegendItem(ORIGIN, false, "moved from"));
            if (!touched.isEmpty()) {
                items.add(new LegendItem(TOUCHED, true, "touched"));
            }
            if (!captured.isEmpty()) {
                items.add(new LegendItem(CAPTURED, false, "captured from"));
            }
        }
        return items;
    }

    private int legendWidth() {
        int width = legendItems().stream().mapToInt(item -> legendItemWidth(item.label())).sum();
        return width + (p.reserved().isEmpty() ? 0 : (int) (RESERVED_NOTE.length() * 12 * 0.56));
    }

    private static int legendItemWidth(String label) {
        return 26 + 7 * label.length();
    }

    private void legend(int y) {
        int x = PAD;
        for (LegendItem item : legendItems()) {
            canvas.circle(x + 6, y - 4, 6, null, item.colour(), 2.5, item.dashed(), null);
            canvas.text(x + 16, y, DIM_INK, 12, "start", "normal", item.label());
            x += legendItemWidth(item.label());
        }
        if (!p.reserved().isEmpty()) {
            canvas.text(x, y, DIM_INK, 12, "start", "normal", RESERVED_NOTE);
        }
    }
}

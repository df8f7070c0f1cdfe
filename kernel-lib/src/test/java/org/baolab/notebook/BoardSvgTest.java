package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.baolab.Games;
import org.baolab.core.Board;
import org.baolab.core.Event;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.OptionSpec;
import org.baolab.core.Outcome;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Rules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BoardSvgTest {

    private static final Pattern HOLE = Pattern.compile(
            "<circle cx=\"\\d+\" cy=\"\\d+\" r=\"19\" fill=\"[^\"]+\" stroke=\"([^\"]+)\"[^>]*><title>(\\w\\d)</title>"
                    + "</circle>\\s*<text[^>]*>(\\d+)</text>");

    /** Each hole drawn: name, ring colour and count, in drawing order. */
    private static List<String[]> holes(String svg) {
        List<String[]> holes = new ArrayList<>();
        Matcher m = HOLE.matcher(svg);
        while (m.find()) {
            holes.add(new String[] {m.group(2), m.group(1), m.group(3)});
        }
        return holes;
    }

    private static String ring(String svg, String hole) {
        return holes(svg).stream().filter(h -> h[0].equals(hole)).findFirst().orElseThrow()[1];
    }

    @Test
    @DisplayName("C2: every hole of every game's drawing is a group data-hole=NAME holding its ring and count")
    void everyHoleCarriesItsName() {
        for (Game game : Games.all()) {
            Rules rules = Rules.defaults(game);
            Position p = rules.newState().position();
            String svg = BoardSvg.of(p);
            Board board = p.board();
            for (int h = 0; h < board.size(); h++) {
                String name = board.name(h);
                Matcher group = Pattern.compile("<g data-hole=\"" + name + "\">\\s*<circle[^>]*><title>" + name
                        + "</title></circle>\\s*<text[^>]*>(\\d+)</text>\\s*</g>").matcher(svg);
                assertTrue(group.find(), game.id() + " " + name);
                assertEquals(p.count(name), Integer.parseInt(group.group(1)));
            }
            assertEquals(board.size(), svg.split("data-hole=", -1).length - 1);
            assertEquals(game.hasBanks() ? 2 : 0, svg.split("data-bank=", -1).length - 1);
        }
    }

    @Test
    @DisplayName("C2: every hole of a 2-row board is drawn with its count, letters and row numbers on the edges")
    void startPosition() throws Exception {
        Match match = Games.baoKingulu().newMatch();
        String svg = BoardSvg.of(match);
        DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))); // well-formed XML
        List<String[]> holes = holes(svg);
        assertEquals(12, holes.size());
        assertEquals("a2", holes.get(6)[0]);
        holes.forEach(h -> assertEquals(String.valueOf(match.position().count(h[0])), h[2], h[0]));
        for (String edge : List.of(">a<", ">f<", ">1<", ">2<", "NORTH · score 24<", "SOUTH · score 24 · to move",
                "bank 0")) {
            assertTrue(svg.contains(edge), edge);
        }
        assertTrue(svg.contains("<rect width="), "the picture paints its own background for dark and light themes");
    }

    @Test
    @DisplayName("a finished game's header says who won and why in words: SOUTH wins (no legal moves)")
    void aFinishedGamesHeaderReadsAsWords() {
        GameState over = org.baolab.core.TwoRowPositions.position(Games.oware(), org.baolab.core.Player.SOUTH, 21, 22,
                new int[] {1, 1, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals("SOUTH wins (no legal moves)", over.outcome().describe());
        String svg = BoardSvg.of(new Match(over));
        assertTrue(svg.contains("ply 0 · SOUTH wins (no legal moves)"), svg);
        assertFalse(svg.contains("SOUTH_WINS"), "no constant's name");
        assertEquals("SOUTH_WINS (NO_LEGAL_MOVES)", over.outcome().toString(), "records keep the constants");
    }

    @Test
    @DisplayName("the mover's legal holes are ringed in the mover's colour, the others are not")
    void legalMovesRinged() {
        Match match = Games.baoKingulu().newMatch();
        String svg = BoardSvg.of(match);
        for (String[] h : holes(svg)) {
            boolean legal = match.position().legalMoves().contains(h[0]);
            assertEquals(legal, h[1].equals(BoardSvg.colour(Player.SOUTH)), h[0]);
        }
    }

    @Test
    @DisplayName("the last move's origin, the holes its laps touched and the holes it captured from are marked")
    void lastMoveMarked() {
        Match match = Games.baoKingulu().newMatch().play("c1");
        Move last = match.lastMove();
        String svg = BoardSvg.of(match);
        assertEquals("#ffd84d", ring(svg, "c1"));
        for (Event e : last.events()) {
            if (e instanceof Event.Lap lap && !lap.end().equals(last.hole())) {
                assertEquals("#6ec6ff", ring(svg, lap.end().name()), lap.toString());
            }
            if (e instanceof Event.Capture c) {
                assertEquals("#ff7b7b", ring(svg, c.from().name()), c.toString());
            }
        }
        assertTrue(svg.contains("last move: " + BoardSvg.escape(last.summary())));
        assertFalse(BoardSvg.of(match.position()).contains("last move:"), "a bare position has no last move");
    }

    @Test
    @DisplayName("K3: a reserved hole carries a badge with its conqueror's initial")
    void reservedHoleBadge() {
        GameState state = Games.baoKingulu().newState();
        Position p = state.position();
        Position reserved = new Position(p.game(), p.board(), p.ply(), p.toMove(), false, p.phase(), p.rows(), p.reserve(),
                p.bank(), Map.of("b1", Player.NORTH), p.legalMoves(), p.outcome(), p.score());
        String svg = BoardSvg.of(reserved);
        assertTrue(svg.contains("font-weight=\"bold\">N</text>"), svg);
        assertTrue(svg.contains("reserved hole (K3)"));
        assertFalse(BoardSvg.of(p).contains("reserved hole (K3)"));
    }

    @Test
    @DisplayName("C2: a 4-row board is drawn row 4 at the top to row 1 at the bottom, with reserves beside each half")
    void fourRows() {
        Game game = new FourRowStub();
        List<List<Integer>> rows = List.of(List.of(1, 2, 3), List.of(4, 5, 6), List.of(7, 8, 9), List.of(10, 11, 12));
        Map<Player, Integer> zero = Map.of(Player.SOUTH, 0, Player.NORTH, 0);
        Position p = new Position(game, new Board(4, 3), 0, Player.SOUTH, false, 1, rows, Map.of(Player.SOUTH, 3,
                Player.NORTH, 5), zero, Map.of(), List.of("a2"), Outcome.ONGOING, zero);
        String svg = BoardSvg.of(p);
        List<String[]> holes = holes(svg);
        assertEquals(12, holes.size());
        assertEquals(List.of("a1", "b1", "c1", "a2"), holes.subList(0, 4).stream().map(h -> h[0]).toList());
        assertEquals("12", holes.get(11)[2]);
        assertTrue(svg.contains("reserve 3") && svg.contains("reserve 5") && !svg.contains("bank"), svg);
        assertTrue(svg.contains("(phase 1)"));
        int row4 = svg.indexOf("<title>a4</title>");
        assertTrue(yOf(svg, "a4") < yOf(svg, "a3") && yOf(svg, "a2") < yOf(svg, "a1") && row4 > 0);
    }

    @Test
    @DisplayName("F5, T2: the four-row boards name what their score counts, beside the captured stones and the reserve")
    void fourRowScoresSayWhatTheyCount() {
        Match fourRows = Games.kimasaiFourRows().newMatch();
        String svg = BoardSvg.of(fourRows);
        assertTrue(svg.contains("NORTH · stones on the board 23<") && svg.contains("captured 0"), svg);
        assertTrue(fourRows.toString().contains("\nstones on the board: SOUTH 23 · NORTH 23\n"), fourRows.toString());
        Match twoPhase = Games.kimasaiTwoPhase().newMatch();
        assertTrue(BoardSvg.of(twoPhase).contains("SOUTH · cows on the board 8 · to move"), BoardSvg.of(twoPhase));
        for (Match m : List.of(fourRows, twoPhase)) {
            assertFalse(BoardSvg.of(m).contains("score") || m.toString().contains("score"), m.toString());
        }
    }

    private static int yOf(String svg, String hole) {
        Matcher m = Pattern.compile("cy=\"(\\d+)\"[^>]*><title>" + hole + "</title>").matcher(svg);
        assertTrue(m.find(), hole);
        return Integer.parseInt(m.group(1));
    }

    @Test
    @DisplayName("C2: every game draws all its holes with their counts and what it keeps off the board")
    void everyGame() throws Exception {
        for (Game game : Games.all()) {
            Match match = Games.rules(game.id()).newMatch();
            for (int i = 0; i < 6 && !match.isOver(); i++) {
                match.play(match.legalMoves().get(0));
            }
            String svg = BoardSvg.of(match);
            DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            Board board = match.position().board();
            List<String[]> holes = holes(svg);
            assertEquals(board.size(), holes.size(), game.id());
            holes.forEach(h -> assertEquals(String.valueOf(match.position().count(h[0])), h[2], game.id() + " " + h[0]));
            // In a side box "bank 3"; a store has its label and count apart.
            assertEquals(game.hasBanks(), svg.contains(">" + game.bankLabel() + (game.hasStores() ? "</text>" : " ")),
                    game.id());
            assertEquals(game.hasReserves(), svg.contains(">reserve "), game.id());
            assertEquals("#ffd84d", ring(svg, match.lastMove().hole().name()), game.id());
        }
    }

    @Test
    @DisplayName("the PNG is the same picture at twice the size: background, pits and the last move's ring in place")
    void png() throws Exception {
        Match match = Games.baoKingulu().newMatch().play("c1");
        String svg = BoardSvg.of(match);
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(BoardSvg.png(match)));
        Matcher size = Pattern.compile("<svg [^>]*width=\"(\\d+)\" height=\"(\\d+)\"").matcher(svg);
        assertTrue(size.find());
        assertEquals(2 * Integer.parseInt(size.group(1)), png.getWidth());
        assertEquals(2 * Integer.parseInt(size.group(2)), png.getHeight());
        assertEquals(0x2b1f16, png.getRGB(2 * 6, 2 * 100) & 0xffffff, "background");
        for (String[] hole : holes(svg)) {
            Matcher at = Pattern.compile("cx=\"(\\d+)\" cy=\"(\\d+)\"[^>]*><title>" + hole[0] + "<").matcher(svg);
            assertTrue(at.find(), hole[0]);
            int cx = 2 * Integer.parseInt(at.group(1));
            int cy = 2 * Integer.parseInt(at.group(2));
            assertEquals(0x3b2415, png.getRGB(cx - 26, cy) & 0xffffff, "pit " + hole[0]);
            if (hole[0].equals("c1")) {
                assertEquals(0xffd84d, png.getRGB(cx + 38, cy) & 0xffffff, "the ring of the hole moved from");
            }
        }
    }

    @Test
    @DisplayName("text is escaped, so titles and summaries cannot break the SVG")
    void escaping() {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot;", BoardSvg.escape("a <b> & \"c\""));
    }

    /** A 4-row game with reserves, standing in for the kimasai games in drawing tests. */
    private static final class FourRowStub implements Game {
        @Override
        public String id() {
            return "four-row-stub";
        }

        @Override
        public String title() {
            return "Four rows <test>";
        }

        @Override
        public String summary() {
            return "a drawing test stand-in";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of();
        }

        @Override
        public Board board(Rules rules) {
            return new Board(4, 3);
        }

        @Override
        public GameState newState(Rules rules) {
            throw new UnsupportedOperationException("drawing tests need no engine");
        }

        @Override
        public boolean hasReserves() {
            return true;
        }
    }

    @Test
    @DisplayName("KA1, OW1: Kalah's and Oware's stores are drawn as stores, NORTH's at the left end, SOUTH's at the right")
    void storesAtTheEnds() throws Exception {
        Match m = Games.kalah().newMatch();
        m.play("c1");
        String svg = BoardSvg.of(m);
        DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        Matcher store = Pattern.compile("<text x=\"(\\d+)\"[^>]*>store</text>\\s*<text x=\"\\d+\"[^>]*>(\\d+)</text>")
                .matcher(svg);
        List<int[]> stores = new ArrayList<>();
        while (store.find()) {
            stores.add(new int[] {Integer.parseInt(store.group(1)), Integer.parseInt(store.group(2))});
        }
        assertEquals(2, stores.size(), svg);
        int left = stores.get(0)[0] < stores.get(1)[0] ? 0 : 1;
        assertEquals(0, stores.get(left)[1], "NORTH's store, on the left, is empty");
        assertEquals(1, stores.get(1 - left)[1], "SOUTH's store, on the right, holds the seed of c1");
        Matcher x = Pattern.compile("<title>a2</title>").matcher(svg);
        assertTrue(x.find());
        assertFalse(svg.contains(">store 1<"), "no side box as well");
        assertEquals(12, holes(svg).size());
        assertTrue(BoardSvg.of(Games.oware().newMatch()).contains(">captured</text>"));
    }
}

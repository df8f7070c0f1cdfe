package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading sheets: what a good sheet gives, and the one clear error of each kind of bad sheet. */
class SheetParserTest {

    /** A small game on which the errors below are made, one change at a time. */
    static final String SMALL = """
            # a small game
            game small-test
            title Small
            option seeds = 3 1..9 "seeds a hole"
            board rows=2 holes=4
            start seeds=$seeds            [S1]
            capture where=OPPONENT when=COUNT counts={2,3} take=RUN  [S2]
            end when=NO_LEGAL_MOVES       [S3]
            """;

    @Test
    void aSheetGivesItsGameWithItsOptionsAfterTheGamesOwn() {
        Rules rules = Games.define(SMALL);
        Game game = rules.game();
        assertEquals("small-test", game.id());
        assertEquals("Small", game.title());
        OptionSpec seeds = game.options().get(0);
        assertEquals(new OptionSpec.Int("seeds", 3, 1, 9, "seeds a hole"), seeds);
        assertEquals(List.of("seeds", "firstPlayer", "endlessMove", "maxLapsPerMove", "maxTurns"),
                game.options().stream().map(OptionSpec::name).toList());
        assertEquals(24, rules.with("seeds", 3).newState().position().rows().stream()
                .flatMap(List::stream).mapToInt(Integer::intValue).sum());
        assertEquals(game, Games.define(SMALL).game(), "the same text is the same game");
        assertEquals(game, GameRegistry.byId("small-test"), "a defined game is found by its id");
        Game again = Games.define(SMALL.replace("title Small", "title Smaller")).game();
        assertEquals("Smaller", GameRegistry.byId("small-test").title(), "the last sheet defined with an id holds it");
        Games.define(SMALL);
        assertEquals(game, GameRegistry.byId("small-test"));
        assertTrue(again != game);
    }

    /** Rules of a user's own sheet travel as their text (to Spark's executors, say) and come back the same game. */
    @Test
    void aUsersSheetSerializesAsItsText() throws Exception {
        Rules rules = Games.define(SMALL).with("seeds", 5);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(rules);
        }
        Object back;
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            back = in.readObject();
        }
        assertEquals(rules, back);
        assertTrue(((Rules) back).game() == rules.game(), "the same text is the same game instance");
        assertEquals(40, ((Rules) back).newState().position().rows().stream().flatMap(List::stream)
                .mapToInt(Integer::intValue).sum());
    }

    /** A preset names a shipped sheet's game and sets its options as any game's. */
    @Test
    void presetsWorkOnSheetGames(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path preset = java.nio.file.Files.writeString(dir.resolve("wari.preset"),
                "# Oware with the grand slam illegal\ngame = oware-sheet\ngrandSlam = ILLEGAL\nmustFeed = false\n");
        Rules rules = Rules.load(preset.toString());
        assertEquals(Games.rules("oware-sheet").with("grandSlam", "ILLEGAL").with("mustFeed", false), rules);
        assertEquals("game = oware-sheet\ngrandSlam = ILLEGAL\nmustFeed = false\n", rules.toPreset());
    }

    @Test
    void theShippedSheetsAreRegisteredGames() {
        assertEquals("Kalah (rule sheet)", GameRegistry.byId("kalah-sheet").title());
        assertEquals("Oware Abapa (rule sheet)", GameRegistry.byId("oware-sheet").title());
        assertEquals(GameRegistry.all().size(), GameRegistry.all().stream().map(Game::id).distinct().count(),
                "no two games share an id");
    }

    /** data/games/INDEX lists every sheet of the folder, so that each ships as a registered game. */
    @Test
    void theIndexListsEverySheet() throws Exception {
        java.nio.file.Path games = java.nio.file.Path.of("..", "data", "games");
        List<String> listed = java.nio.file.Files.readAllLines(games.resolve("INDEX")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).sorted().toList();
        try (var files = java.nio.file.Files.list(games)) {
            assertEquals(files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(Sheets.SUFFIX)).sorted()
                    .toList(), listed);
        }
    }

    @Test
    void ruleIdsAndOptionsFlowIntoTheRefusals() {
        Rules oware = Games.rules("oware-sheet").with("grandSlam", "ILLEGAL");
        var s = oware.newState();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("a2")));
        assertEquals("a2 is not legal for SOUTH: it is in NORTH's row; SOUTH plays from row 1 (rule OW2)", e.getMessage());
        s.setRows(new int[] {1, 0, 0, 0, 2, 1}, new int[] {0, 0, 0, 0, 0, 1});
        assertEquals("it would capture every seed of NORTH's row (rule OW4, grandSlam=ILLEGAL)",
                s.whyIllegal(s.board().parse("f1")));
        var fed = Games.rules("oware-sheet").newState().setRows(new int[] {1, 0, 0, 0, 2, 0}, new int[6]);
        assertEquals("NORTH has no seeds and this move would give them none: a move that feeds them must be played"
                + " (rule OW5, mustFeed=true)", fed.whyIllegal(fed.board().parse("a1")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown block       | board rows=2 holes=4|bord rows=2 holes=4 | sheet line 5, column 1: unknown block 'bord': known blocks are board, start, sowing, moves, capture, extra-turn, feeding, grand-slam, end, seeds-left, winner, pass, claim, column-capture, pasu, capture-facing, start-empty, and the statements game, title, about, source, option
            unknown parameter   | holes=4|holse=4                          | sheet line 5, column 14, block board: unknown parameter 'holse': the parameters of board are rows, holes, stores
            bad value           | holes=4|holes=13                         | sheet line 5, column 20, block board: holes cannot be '13': valid values are 1..12
            bad word            | take=RUN|take=ALL                        | sheet line 7, column 53, block capture: take cannot be 'ALL': valid values are OPPOSITE, THIS, RUN, FLANKS, NEXT
            not key=value       | take=RUN|take                            | sheet line 7, column 48, block capture: expected param=value or a rule id [ID], got 'take'; the parameters of capture are where, when, counts, take, seed, lone, to
            bad rule id         | [S3]|[S 3]                               | sheet line 8, column 31, block end: a rule id is written in brackets at the end of the block, such as [OW3]; not '[S'
            twice               | board rows=2 holes=4|board rows=2 holes=4 holes=5 | sheet line 5, column 22, block board: holes is given twice: keep one
            unknown option      | seeds=$seeds|seeds=$sedes                | sheet line 6, column 7, block start: $sedes names no option: declare it with option sedes = DEFAULT, or use one of $seeds
            option out of range | 3 1..9|3 1..200                          | sheet line 4, column 16: option seeds ranges over 1..200 with default 3: start seeds on line 6 takes 0..100, and the default lies in the range
            option unused       | start seeds=$seeds|start seeds=3         | sheet line 4, column 16: option seeds is declared but no block uses it: write $seeds as a parameter's value
            fixed parameter     | board rows=2 holes=4|board rows=$seeds holes=4 | sheet line 5, column 7, block board: rows cannot be an option: write its value
            missing block       | end when=NO_LEGAL_MOVES       [S3]|''      | sheet, block end: every sheet needs a block end, such as 'end when=NO_LEGAL_MOVES'
            block twice         | start seeds=$seeds|start seeds=$seeds\\nstart seeds=2 | sheet line 7, column 1, block start: block start is on line 6 and again on line 7: a sheet has one
            contradiction       | board rows=2 holes=4|board rows=4 holes=4 stores=ENDS | sheet line 5, column 22, block board: stores=ENDS is for 2 rows; a 4-row board has stores=NONE
            extra turn no store | end when=NO_LEGAL_MOVES|end when=NO_LEGAL_MOVES\\nextra-turn | sheet line 9, column 1, block extra-turn: an extra turn is for a last seed in the mover's store, but block board on line 5 has no stores: add stores=ENDS there or drop this block
            no game             | game small-test|''                       | sheet: a sheet names its game first: a line game ID, such as game ayoayo
            bad id              | game small-test|game Small_Test           | sheet line 2, column 6: the game id 'Small_Test' is not valid: lower-case letters and digits in words joined by '-', such as ayoayo or kalah-sheet
            taken id            | game small-test|game kalah               | sheet line 2, column 6: the id kalah is taken by the registered game Kalah: choose another id
            rows not 2 or 4     | board rows=2|board rows=3                | sheet line 5, column 7, block board: rows cannot be 3: valid values are 2, 4
            open quote          | "seeds a hole"|"seeds a hole             | sheet line 4, column 23: a quotation is opened and not closed on this line
            pasu origin skipped | end when=NO_LEGAL_MOVES|end when=NO_LEGAL_MOVES\\nsowing origin=SKIP\\npasu count=4 | sheet line 10, column 1, block pasu: block pasu sows the rest of a lap on from the hole it takes, which cannot pass over the hole the move lifted: write sowing origin=SOW (fixed, not an option) or drop this block
            pasu count too low  | end when=NO_LEGAL_MOVES|end when=NO_LEGAL_MOVES\\npasu count=1 | sheet line 9, column 12, block pasu: count cannot be '1': valid values are 2..100
            pasu taker unknown  | end when=NO_LEGAL_MOVES|end when=NO_LEGAL_MOVES\\npasu to=ANY | sheet line 9, column 9, block pasu: to cannot be 'ANY': valid values are OWNER, MOVER
            laps unknown        | end when=NO_LEGAL_MOVES|end when=NO_LEGAL_MOVES\\nsowing laps=BEYOND | sheet line 9, column 13, block sowing: laps cannot be 'BEYOND': valid values are SINGLE, RELAY, NEXT
            """)
    void aBadSheetGetsOneErrorSayingWhereWhatAndWhatIsValid(String what, String from, String to, String message) {
        String text = SMALL.replace(from, to.replace("\\n", "\n"));
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals(message, e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }
}

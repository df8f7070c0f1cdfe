package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.baolab.Games;
import org.baolab.core.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Blocks capture-facing, start-empty and end when=INNER_EMPTY: the one clear error of each kind of bad use. */
class FourRowBlocksParserTest {

    /** A small four-row game on which the errors below are made, one change at a time. */
    static final String FOUR = """
            game four-rows-test
            option landing = OCCUPIED "the inner hole a capture needs"
            board rows=4 holes=4
            start seeds=2
            start-empty hole=INNER_RIGHT
            capture-facing when=$landing to=END later=IF_FIRST must=true   [F1]
            end when=INNER_EMPTY
            winner by=LAST_MOVER
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            capture on 2 rows  | rows=4|rows=2                     | sheet line 6, column 1, block capture-facing: block capture-facing is about the inner rows of a 4-row board, but block board on line 3 has 2 rows: write board rows=4 or drop this block
            unknown block      | start-empty hole=INNER_RIGHT|start-empty\\nboard2 | sheet line 6, column 1: unknown block 'board2': known blocks are board, start, sowing, moves, capture, extra-turn, feeding, grand-slam, end, seeds-left, winner, pass, claim, column-capture, pasu, capture-facing, start-empty, and the statements game, title, about, source, option
            bad landing        | when=$landing|when=FULL           | sheet line 6, column 21, block capture-facing: when cannot be 'FULL': valid values are EMPTY, OCCUPIED
            bad option default | OCCUPIED "the|FULL "the           | sheet line 2, column 18: option landing (used by capture-facing when on line 6): when cannot be 'FULL': valid values are EMPTY, OCCUPIED
            bad destination    | to=END|to=HAND                    | sheet line 6, column 33, block capture-facing: to cannot be 'HAND': valid values are END, STORE
            unknown parameter  | must=true|side=LEFT               | sheet line 6, column 52, block capture-facing: unknown parameter 'side': the parameters of capture-facing are when, back, extra, to, later, must
            bad start hole     | hole=INNER_RIGHT|hole=MIDDLE      | sheet line 5, column 18, block start-empty: hole cannot be 'MIDDLE': valid values are INNER_RIGHT, INNER_LEFT, NONE
            twice              | winner by=LAST_MOVER|winner by=LAST_MOVER\\ncapture-facing | sheet line 9, column 1, block capture-facing: block capture-facing is on line 6 and again on line 9: a sheet has one
            """)
    void aBadUseGetsOneErrorSayingWhereWhatAndWhatIsValid(String what, String from, String to, String message) {
        String text = FOUR.replace(from, to.replace("\\n", "\n"));
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals(message, e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start-empty        | start-empty hole=INNER_RIGHT | sheet line 3, column 1, block start-empty: block start-empty is about the inner rows of a 4-row board, but block board on line 2 has 2 rows: write board rows=4 or drop this block
            """)
    void theInnerRowBlocksAreForFourRows(String what, String line, String message) {
        String text = "game two-rows-test\nboard rows=2 holes=4\n" + line + "\nstart seeds=2\nend when=NO_LEGAL_MOVES\n";
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals(message, e.getMessage());
    }

    /** On two rows, where an option may name it, INNER_EMPTY is a player's one row: it ends as MOVER_EMPTY would. */
    @Test
    void onTwoRowsTheInnerRowIsThePlayersRow() {
        GameState s = Games.define("game two-rows-inner-test\nboard rows=2 holes=3\nstart seeds=1\n"
                + "end when=INNER_EMPTY\n").newState().setRows(new int[] {0, 0, 0}, new int[] {1, 0, 0});
        assertTrue(s.isOver());
        assertEquals("INNER_ROW_EMPTY", s.reason().name());
    }
}

package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading the blocks of the four-row games, {@code column-capture} and {@code start layout}: the good and the bad. */
class ColumnCaptureParserTest {

    /** A small four-row game on which the errors below are made, one change at a time. */
    static final String FOUR = """
            game four-column-test
            option from = NEXT
            board rows=4 holes=4
            start seeds=2 layout=OUTER_RIGHT
            sowing laps=RELAY
            moves min-seeds=2
            column-capture needs=BOTH from=$from  [X4]
            end when=NO_LEGAL_MOVES
            winner by=LAST_MOVER
            """;

    @Test
    void aFourRowSheetWithTheNewBlocksPlays() {
        GameState s = Games.define(FOUR).newState();
        assertEquals(List.of(List.of(2, 2, 2, 2), List.of(0, 0, 2, 2), List.of(2, 2, 0, 0), List.of(2, 2, 2, 2)),
                s.position().rows());
        assertTrue(Games.define(FOUR.replace(" layout=OUTER_RIGHT", " layout=OUTER")).newState().position().rows()
                .get(1).stream().allMatch(n -> n == 0));
        s.playRandomly(new java.util.Random(1), 100_000);
        assertTrue(s.isOver());
    }

    /** A row of an odd number of holes has the smaller half on the right (OUTER_RIGHT), as its player sees it. */
    @Test
    void anOddRowHasTheSmallerHalfOnTheRight() {
        GameState s = Games.define(FOUR.replace("holes=4", "holes=5")).newState();
        assertEquals(List.of(List.of(2, 2, 2, 2, 2), List.of(0, 0, 0, 2, 2), List.of(2, 2, 0, 0, 0),
                List.of(2, 2, 2, 2, 2)), s.position().rows());
    }

    /** Seeds that never leave the board (no stores, capture, claim, nor seeds-left to a bank): the game has no banks. */
    @Test
    void aSheetWhoseSeedsNeverLeaveTheBoardHasNoBanks() {
        assertTrue(Games.define(FOUR).game().hasBanks(), "seeds-left absent: the seeds left go to their owners' banks");
        String none = FOUR + "seeds-left to=NONE\n";
        assertFalse(Games.define(none).game().hasBanks());
        assertTrue(Games.define(none + "capture where=OWN when=EMPTY take=OPPOSITE\n").game().hasBanks());
        assertFalse(Games.rules("omweso").game().hasBanks());
        assertTrue(Games.rules("ayoayo").game().hasBanks());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bad needs                | needs=BOTH|needs=OUTER                                                  | sheet line 7, column 22, block column-capture: needs cannot be 'OUTER': valid values are BOTH, INNER
            bad from option          | option from = NEXT|option from = START                                  | sheet line 2, column 15: option from (used by column-capture from on line 7): from cannot be 'START': valid values are NEXT, LAP, MOVE
            bad layout               | layout=OUTER_RIGHT|layout=INNER                                         | sheet line 4, column 22, block start: layout cannot be 'INNER': valid values are ALL, OUTER, OUTER_RIGHT
            unknown parameter        | needs=BOTH|need=BOTH                                                    | sheet line 7, column 16, block column-capture: unknown parameter 'need': the parameters of column-capture are needs, from
            twice                    | column-capture needs=BOTH from=$from  [X4]|column-capture needs=BOTH from=$from  [X4]\\ncolumn-capture [X5] | sheet line 8, column 1, block column-capture: block column-capture is on line 7 and again on line 8: a sheet has one
            """)
    void aBadSheetGetsOneErrorSayingWhereWhatAndWhatIsValid(String what, String from, String to, String message) {
        String text = FOUR.replace(from, to.replace("\\n", "\n"));
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals(message, e.getMessage());
    }

    /** A column capture on two rows, where no hole has a column behind its opposite hole, is refused, named. */
    @Test
    void aColumnCaptureNeedsFourRows() {
        String text = FOUR.replace("board rows=4 holes=4", "board rows=2 holes=4").replace(" layout=OUTER_RIGHT", "");
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals("sheet line 7, column 1, block column-capture: a column capture takes the opponent's inner and"
                + " outer hole facing the mover's inner row, which only 4 rows have: write board rows=4 or drop this"
                + " block", e.getMessage());
    }

    /** A layout set by an option is refused on two rows too, whatever its default. */
    @Test
    void aLayoutOptionNeedsFourRows() {
        String text = FOUR.replace("column-capture needs=BOTH from=$from  [X4]\n", "")
                .replace("option from = NEXT", "option layout = ALL")
                .replace("board rows=4 holes=4", "board rows=2 holes=4").replace("layout=OUTER_RIGHT", "layout=$layout");
        SheetException e = assertThrows(SheetException.class, () -> Games.define(text));
        assertEquals("sheet line 4, column 15, block start: layout=$layout speaks of outer and inner rows, which only 4"
                + " rows have: on 2 rows every hole is filled (layout=ALL)", e.getMessage());
    }
}

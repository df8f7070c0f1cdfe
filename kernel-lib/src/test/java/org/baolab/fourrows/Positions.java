package org.baolab.fourrows;

import java.util.Arrays;
import org.baolab.Games;
import org.baolab.core.Player;
import org.baolab.core.Rules;

/** Hand-made four-row positions for tests, written as the sources print them: the top line is row 4. */
final class Positions {

    private Positions() {
    }

    /** Standard rules on a narrower board. */
    static Rules width(int holesPerRow) {
        return Games.kimasaiFourRows().with("holesPerRow", holesPerRow);
    }

    /**
     * A state under {@code rules} with these stones, judged as a starting position.
     *
     * @param rowsTopDown four lines of 0/1 separated by spaces, row 4 first
     */
    static FourRowsState position(Rules rules, Player toMove, String... rowsTopDown) {
        int[][] rows = new int[rowsTopDown.length][];
        for (int i = 0; i < rowsTopDown.length; i++) {
            rows[rowsTopDown.length - 1 - i] = Arrays.stream(rowsTopDown[i].trim().split("\\s+"))
                    .mapToInt(Integer::parseInt).toArray();
        }
        FourRowsState state = (FourRowsState) rules.newState();
        state.setRows(rows);
        state.setToMove(toMove);
        return state;
    }
}

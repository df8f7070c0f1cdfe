package org.baolab.twophase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.baolab.Games;
import org.baolab.core.Event;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Position;
import org.baolab.core.Rules;

/** Hand-made positions and checks shared by the kimasai-two-phase tests. */
final class Positions {

    private Positions() {
    }

    /** The standard rules with some options changed, given as name, value pairs. */
    static Rules rules(Object... options) {
        Rules rules = Games.kimasaiTwoPhase();
        for (int i = 0; i < options.length; i += 2) {
            rules = rules.with((String) options[i], options[i + 1]);
        }
        return rules;
    }

    /** A position under these rules with the given rows, row 1 first, SOUTH to move at ply 0. */
    static TwoPhaseState position(Rules rules, int[]... rows) {
        TwoPhaseState state = (TwoPhaseState) rules.newState();
        state.setRows(rows);
        return state;
    }

    /** Plays moves from a hand-made position (SOUTH to move at ply 0) and returns the match. */
    static Match play(Rules rules, String moves, int[]... rows) {
        return new Match(position(rules, rows)).play(moves);
    }

    /**
     * Plays a move from a hand-made position (SOUTH to move at ply 0) and checks its laps and the rows after it.
     *
     * @return the match, for further checks
     */
    static Match assertMove(Rules rules, int[][] before, String move, List<String> laps, int[][] after) {
        Match match = play(rules, move, before);
        assertEquals(laps, laps(match.lastMove()));
        assertRows(match.position(), after);
        return match;
    }

    /** Rows 1 to 4 of a position. */
    static int[][] rows(int[]... rows) {
        return rows;
    }

    /** Counts of one row, from column a. */
    static int[] row(int... counts) {
        return counts;
    }

    /** Asserts the rows of a position, row 1 first. */
    static void assertRows(Position position, int[]... rows) {
        List<List<Integer>> expected = Arrays.stream(rows).map(r -> Arrays.stream(r).boxed().toList()).toList();
        assertEquals(expected, position.rows());
    }

    /** The laps of a move as "KIND from->end" strings, for exact comparison. */
    static List<String> laps(Move move) {
        return move.events().stream().filter(e -> e instanceof Event.Lap).map(e -> (Event.Lap) e)
                .map(l -> l.kind() + " " + l.from() + "->" + l.end()).toList();
    }
}

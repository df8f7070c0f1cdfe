package org.baolab.solve;

import java.util.List;
import java.util.stream.Collectors;
import org.baolab.core.Display;
import org.baolab.core.Match;
import org.baolab.core.Move;

/**
 * A perfect-play line ({@link Solution#line()}): the moves that keep the value, from a position to the end of the game
 * or, in a drawn line, until a position comes back. A notebook draws it as a filmstrip, the board at its start and
 * after each move; {@link #match()} replays it move by move.
 */
public final class PerfectLine {

    private final Match match;
    private final Solution.Value value;

    PerfectLine(Match match, Solution.Value value) {
        this.match = match;
        this.value = value;
    }

    /** The line as a match: its history holds the moves, its position is where the line ends. */
    public Match match() {
        return match;
    }

    /** The moves of the line, in order. */
    public List<Move> moves() {
        return match.history();
    }

    /** The value of the line's first position with perfect play. */
    public Solution.Value value() {
        return value;
    }

    /** The board at the line's start and after each move, in a row (what a notebook shows of the line). */
    public Display filmstrip() {
        return match.filmstrip();
    }

    /** The line in one sentence: {@code perfect play from ply 0: c1 a2 b1 ... (9 plies); NORTH wins ...}. */
    @Override
    public String toString() {
        List<Move> moves = moves();
        int from = moves.isEmpty() ? match.ply() : moves.get(0).number() - 1;
        String played = moves.stream().map(m -> m.hole().name()).collect(Collectors.joining(" "));
        return "perfect play from ply " + from + ": " + (moves.isEmpty() ? "no move" : played) + " ("
                + moves.size() + (moves.size() == 1 ? " ply" : " plies") + "); " + value;
    }
}

package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The published fact of Dakon's opening, checked on the Dakon and Congkak sheets. Donkers, de Voogt and Uiterwijk,
 * "Human versus Machine Problem-Solving: Winning Openings in Dakon", Board Games Studies 3 (2000), pp. 79-88, open
 * with it: a winning opening of Dakon, found by hand in the Maldives (where the game is called Ohvalhu), is a sequence
 * of moves that wins for the beginner at once, before the opponent has moved at all; their board has as many counters
 * in a hole as holes in a row. Mancala World's Dakon page repeats it as "a win for the first player in the first
 * move". On these sheets (relay sowing through one's own store, an extra move for a last seed there: DK2-DK3,
 * CK2-CK3), the beginner's first turn can end with more than half the seeds in their store and their own row empty,
 * their turn going on: the game ends there (DK7, CK6), NORTH takes the seeds left in its row, and SOUTH has won
 * without NORTH moving. With n holes of n seeds such a turn exists for n = 6 to 9 and not for n = 3 to 5 (a search of
 * SOUTH's first turn; n = 8 and 9, 7,005 and 114,750 steps, were searched outside the tests). The lines below are
 * the first ones that search finds, replayed as game records. Sungka, the same sheet but for SU5 (a player with no
 * shell passes), has no such win: an empty row does not end its game.
 */
class DakonWinningOpeningTest {

    /** A first turn of 27 sowings on six holes of six, and one of 41 on the standard board, seven of seven. */
    private static final String SIX = "a1 e1 a1 c1 b1 c1 e1 b1 c1 a1 f1 d1 b1 a1 a1 a1 b1 c1 a1 b1 f1 b1 f1 c1 f1 e1 f1";
    private static final String SEVEN = "a1 b1 e1 b1 a1 e1 b1 b1 c1 d1 c1 a1 b1 c1 a1 b1 g1 b1 g1 f1 f1 a1 g1 g1 d1 a1 g1"
            + " b1 e1 g1 g1 a1 g1 b1 g1 f1 g1 c1 g1 e1 g1";

    @ParameterizedTest(name = "{0} with {1} holes of {1}")
    @CsvSource({"dakon, 6", "dakon, 7", "congkak, 6", "congkak, 7"})
    void theBeginnerWinsInTheFirstTurnWithoutTheOpponentMoving(String game, int n) {
        GameState s = start(game, n);
        String[] line = (n == 6 ? SIX : SEVEN).split(" ");
        for (String move : line) {
            assertEquals(Player.SOUTH, s.toMove(), "NORTH never moves");
            s.play(s.board().parse(move));
        }
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        // SOUTH's row is empty with SOUTH to move: the seeds left in NORTH's row go to NORTH (DK7, CK6)
        assertEquals(n == 6 ? 54 : 93, s.score(Player.SOUTH));
        assertEquals(n == 6 ? 18 : 5, s.score(Player.NORTH));
        assertEquals(line.length, s.position().ply());
    }

    @ParameterizedTest(name = "{0} holes of {0}: {1}")
    @CsvSource({"3, false", "4, false", "5, false", "6, true"})
    void aSearchOfTheFirstTurnFindsAWinningOpeningFromSixHolesOn(int n, boolean exists) {
        List<String> found = firstTurnWin(start("dakon", n), new ArrayList<>());
        if (exists) {
            assertEquals(SIX, String.join(" ", found));
        } else {
            assertNull(found, "no first turn of SOUTH's ends the game won");
        }
    }

    private static GameState start(String game, int n) {
        Rules rules = Games.rules(game).with("pitsPerRow", n).with("seedsPerPit", n);
        return rules.newState();
    }

    /** The first of SOUTH's first turns, moves tried in board order, that ends the game won; null if none does. */
    private static List<String> firstTurnWin(GameState s, List<String> line) {
        if (s.isOver()) {
            return s.status() == Status.SOUTH_WINS ? line : null;
        }
        if (s.toMove() != Player.SOUTH) {
            return null;
        }
        int[] moves = new int[s.board().size()];
        int count = s.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            GameState next = s.copy();
            next.play(moves[i]);
            List<String> longer = new ArrayList<>(line);
            longer.add(s.board().name(moves[i]));
            List<String> won = firstTurnWin(next, longer);
            if (won != null) {
                return won;
            }
        }
        return null;
    }
}

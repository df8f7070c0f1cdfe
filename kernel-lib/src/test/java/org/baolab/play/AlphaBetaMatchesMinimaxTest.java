package org.baolab.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Alpha-beta with its table and move ordering must choose a move that plain minimax (negamax without pruning)
 * values as best, at every depth, in positions met in random games of every game.
 */
class AlphaBetaMatchesMinimaxTest {

    static Stream<Game> games() {
        return Games.all().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theChosenMoveIsBestByPlainMinimax(Game game) {
        SplittableRandom rng = new SplittableRandom(11);
        for (int depth = 1; depth <= 3; depth++) {
            Agent agent = Agents.alphaBeta(depth);
            for (int g = 0; g < 4; g++) {
                GameState s = Rules.defaults(game).with("maxTurns", 120).newState();
                while (!s.isOver()) {
                    if (s.legalMoveCount() > 1) {
                        int chosen = agent.choose(s, new SplittableRandom(g));
                        int best = Integer.MIN_VALUE;
                        int valueOfChosen = 0;
                        for (int i = 0; i < s.legalMoveCount(); i++) {
                            GameState child = s.copy();
                            child.play(s.legalMove(i));
                            int value = sign(s, child) * minimax(child, depth - 1, s.toMove());
                            best = Math.max(best, value);
                            if (s.legalMove(i) == chosen) {
                                valueOfChosen = value;
                            }
                        }
                        assertEquals(best, valueOfChosen, game.id() + " depth " + depth + " at ply " + s.ply());
                    }
                    s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
                }
            }
        }
    }

    /**
     * Negamax without pruning or table, scoring as the agent documents: material (score and reserve) difference in
     * units, wins beyond it, a draw the contempt below even for {@code me}; each value from the point of view of the
     * player to move.
     */
    private static int minimax(GameState s, int depth, Player me) {
        if (s.isOver()) {
            Player winner = s.outcome().winner();
            int win = AlphaBetaAgent.WIN + depth;
            int contempt = AlphaBetaAgent.CONTEMPT;
            return winner == null ? (s.toMove() == me ? -contempt : contempt) : winner == s.toMove() ? win : -win;
        }
        if (depth == 0) {
            Player p = s.toMove();
            return AlphaBetaAgent.UNIT * (s.score(p) + s.reserve(p) - s.score(p.opponent()) - s.reserve(p.opponent()));
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < s.legalMoveCount(); i++) {
            GameState child = s.copy();
            child.play(s.legalMove(i));
            best = Math.max(best, sign(s, child) * minimax(child, depth - 1, me));
        }
        return best;
    }

    /** A child's value is the parent's, negated unless the same player moves again (an extra turn, Kalah's KA3). */
    private static int sign(GameState parent, GameState child) {
        return child.toMove() == parent.toMove() ? 1 : -1;
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.baolab.play.Agent;
import org.baolab.play.Agents;
import org.baolab.sim.Simulation;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Extra turns (a move that leaves its player to move again) in the engine, a match, both search agents and the
 * simulation table, on the test game {@link TakeGame}: a hole of an odd count moves again.
 */
class ExtraTurnTest {

    @Test
    void anExtraTurnKeepsTheMoverAndTurnsCountChangesOfMover() {
        GameState s = TakeGame.position(new int[] {3, 2, 0}, new int[] {2, 0, 0}, Player.SOUTH);
        s.play(0);                                          // a1 held 3: SOUTH moves again
        assertEquals(Player.SOUTH, s.toMove());
        assertTrue(s.movesAgain());
        assertEquals(1, s.ply());
        assertEquals(1, s.turns());
        s.play(1);                                          // b1 held 2: the turn passes
        assertEquals(Player.NORTH, s.toMove());
        assertFalse(s.movesAgain());
        assertEquals(2, s.ply());
        assertEquals(1, s.turns());
        s.play(3);                                          // a2
        assertEquals(3, s.ply());
        assertEquals(2, s.turns());
        assertEquals(new Outcome(Status.SOUTH_WINS, TakeGame.ROW_EMPTY), s.outcome());
    }

    @Test
    void aMatchSaysWhoMovesAgainInTheMoveAndOnTheBoard() {
        Match m = new Match(TakeGame.position(new int[] {3, 2, 0}, new int[] {2, 0, 0}, Player.SOUTH));
        m.play("a1");
        assertEquals("SOUTH a1, captured 3 from a1, moves again", m.lastMove().summary());
        assertTrue(m.toString().contains("SOUTH to move again"), m::toString);
        assertTrue(m.position().movesAgain());
        m.play("b1");
        assertEquals("SOUTH b1, captured 2 from b1", m.lastMove().summary());
        assertTrue(m.toString().contains("NORTH to move\n"), m::toString);
        m.undo(2);
        assertEquals(Player.SOUTH, m.toMove());
        assertFalse(m.position().movesAgain());
    }

    @Test
    void alphaBetaDoesNotNegateTheValueOfAnExtraTurn() {
        // a1 banks 3 and SOUTH moves again (worth +3 to SOUTH); b1 banks 2 and passes (+2): a1 is better
        GameState s = TakeGame.position(new int[] {3, 2, 0}, new int[] {5, 0, 0}, Player.SOUTH);
        assertEquals(0, Agents.alphaBeta(1).choose(s, new SplittableRandom(1)));
    }

    @Test
    void bothSearchAgentsFindTheBestResultAcrossExtraTurns() {
        SplittableRandom rng = new SplittableRandom(14);
        Agent alphaBeta = Agents.alphaBeta(12);
        Agent mcts = Agents.mcts(4000);
        int decisive = 0;
        for (int i = 0; i < 300; i++) {
            GameState s = TakeGame.position(random(rng), random(rng), Player.SOUTH);
            if (s.isOver() || s.legalMoveCount() < 2) {
                continue;
            }
            int best = Integer.MIN_VALUE;
            int winners = 0;
            for (int k = 0; k < s.legalMoveCount(); k++) {
                int v = afterMove(s, s.legalMove(k));
                best = Math.max(best, v);
                winners += v > 0 ? 1 : 0;
            }
            int chosen = alphaBeta.choose(s, rng);
            assertEquals(best, afterMove(s, chosen), () -> "alpha-beta in " + s);
            if (best > 0 && winners == 1) {             // one winning move: MCTS must find it
                decisive++;
                int pick = mcts.choose(s, rng);
                assertEquals(best, afterMove(s, pick), () -> "MCTS in " + s);
            }
        }
        assertTrue(decisive >= 10, "too few positions with a single winning move: " + decisive);
    }

    @Test
    void aSimulationTableCountsTurnsBesidePlies() {
        Table games = Simulation.of(Rules.defaults(TakeGame.game()).with("pitsPerRow", 6)).games(200).seed(3).run();
        int fewer = 0;
        for (int r = 0; r < games.rowCount(); r++) {
            int plies = games.intColumn(Columns.PLIES).getInt(r);
            int turns = games.intColumn(Columns.TURNS).getInt(r);
            assertTrue(turns <= plies && turns > 0, "turns " + turns + ", plies " + plies);
            fewer += turns < plies ? 1 : 0;
        }
        assertTrue(fewer > 100, "games with an extra turn: " + fewer);
    }

    @Test
    void aGameReportsItsOwnReasonsAndNoOtherGameDoes() {
        List<Reason> take = Reason.reported(List.of(TakeGame.game(), GameRegistry.byId("bao-kingulu")));
        assertEquals(Reason.standard().size() + 1, take.size());
        assertEquals(TakeGame.ROW_EMPTY, take.get(take.size() - 1));
        assertEquals("drawsRowEmpty", Stats.drawsColumn(TakeGame.ROW_EMPTY));
        Table kingulu = Stats.summary(Simulation.of(Rules.defaults(GameRegistry.byId("bao-kingulu"))).games(20).seed(1).run());
        List<String> draws = kingulu.columnNames().stream().filter(c -> c.startsWith(Columns.DRAWS)).toList();
        assertEquals(List.of("drawsNoLegalMoves", "drawsInnerRowEmpty", "drawsAllCaptured", "drawsImmobilized",
                "drawsRepetition", "drawsTurnLimit", "drawsEndlessMove"), draws);
        assertEquals(TakeGame.ROW_EMPTY, Reason.valueOf("ROW_EMPTY"));
    }

    /** The value of playing {@code hole} for the player to move in {@code s}: 1 a win, 0 a draw, -1 a loss. */
    private static int afterMove(GameState s, int hole) {
        GameState child = s.copy();
        child.play(hole);
        int v = solve(child);
        return child.toMove() == s.toMove() ? v : -v;
    }

    /** The game's value for the player to move, by searching every move to the end. */
    private static int solve(GameState s) {
        if (s.isOver()) {
            Player winner = s.outcome().winner();
            return winner == null ? 0 : winner == s.toMove() ? 1 : -1;
        }
        int best = -1;
        for (int k = 0; k < s.legalMoveCount(); k++) {
            best = Math.max(best, afterMove(s, s.legalMove(k)));
        }
        return best;
    }

    private static int[] random(SplittableRandom rng) {
        int[] row = new int[3];
        for (int i = 0; i < row.length; i++) {
            row[i] = rng.nextInt(4);
        }
        return row;
    }
}

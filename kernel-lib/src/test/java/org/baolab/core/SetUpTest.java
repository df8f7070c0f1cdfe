package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.baolab.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Setting up a position by hand on any {@link GameState}, without a cast to the game's class: every setter refuses
 * an impossible position with a message before changing anything.
 */
class SetUpTest {

    static Stream<Game> games() {
        return Games.all().stream();
    }

    /** A position some random moves into a game, so that a refusal has a ply, banks and tallies to keep. */
    private static GameState midGame(Game game) {
        GameState state = Rules.defaults(game).newState();
        SplittableRandom rng = new SplittableRandom(3);
        for (int i = 0; i < 12 && !state.isOver(); i++) {
            state.play(state.legalMove(rng.nextInt(state.legalMoveCount())));
        }
        return state;
    }

    /** Asserts that {@code change} is refused with {@code message} and leaves the whole state as it was. */
    private static void assertRefused(GameState state, String message, Consumer<GameState> change) {
        GameState before = state.copy();
        Position picture = state.position();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> change.accept(state));
        assertEquals(message, e.getMessage());
        assertTrue(before.sameAs(state), "a refused set-up must change nothing");
        assertEquals(picture, state.position());
        assertEquals(before.outcome(), state.outcome());
        assertEquals(before.legalMoveCount(), state.legalMoveCount());
    }

    private static int[][] rows(Board board, int fill) {
        int[][] rows = new int[board.rows()][board.columns()];
        for (int[] row : rows) {
            java.util.Arrays.fill(row, fill);
        }
        return rows;
    }

    @ParameterizedTest
    @MethodSource("games")
    void settersRefuseImpossibleValuesAndChangeNothing(Game game) {
        GameState state = midGame(game);
        Board board = state.board();
        int[][] negative = rows(board, 1);
        negative[1][2] = -1;
        assertRefused(state, "c2 cannot hold -1 seeds: a hole holds 0 or more", s -> s.setRows(negative));
        assertRefused(state, "expected " + board.rows() + " rows, got 1", s -> s.setRows(new int[board.columns()]));
        int[][] shortRow = rows(board, 0);
        shortRow[0] = new int[1];
        assertRefused(state, "row 1 has 1 holes, expected " + board.columns(), s -> s.setRows(shortRow));
        assertRefused(state, "SOUTH's bank cannot hold -1: it holds 0 or more", s -> s.setBank(Player.SOUTH, -1));
        assertRefused(state, "the player to move is SOUTH or NORTH, not null", s -> s.setToMove(null));
        if (!game.hasReserves()) {
            assertRefused(state, game.id() + " has no reserves: its players keep nothing off the board to bring in",
                    s -> s.setReserve(Player.NORTH, 3));
        }
        if (!Set.of("bao-kingulu", "toguz-kumalak", "gabata").contains(game.id())) {  // the games that conquer or claim holes
            assertRefused(state, game.id() + " has no reserved holes: no rule of it conquers a hole",
                    s -> s.setReserved("c2", Player.SOUTH));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void c8b_settersJudgeTheNewPositionAfresh(Game game) {
        GameState state = midGame(game);
        state.setRows(rows(state.board(), 0));
        assertTrue(state.isOver(), "an empty board leaves nothing to play");
        state.setRows(Rules.defaults(game).newState().position().rows().stream()
                .map(r -> r.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new));
        assertEquals(Status.ONGOING, state.status(), "the starting layout is playable again");
    }

    @ParameterizedTest
    @MethodSource("games")
    void legalMovesIntoATooSmallArraySaysSo(Game game) {
        GameState state = Rules.defaults(game).newState();
        int n = state.legalMoveCount();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> state.legalMoves(new int[n - 1]));
        assertEquals("legalMoves(out): an array of " + (n - 1) + " cannot hold the " + n + " legal moves; one of "
                + "board().size() = " + state.board().size() + " always can", e.getMessage());
        int[] exact = new int[n];
        assertEquals(n, state.legalMoves(exact));
        assertEquals(state.legalMove(n - 1), exact[n - 1]);
    }

    @Test
    void k3_k8_aKinguluPositionIsSetUpWithoutACast() {
        GameState s = Games.baoKingulu().newState()
                .setRows(new int[] {0, 2, 0, 0, 1, 0}, new int[] {3, 0, 4, 0, 0, 1})
                .setToMove(Player.NORTH)
                .setBank(Player.SOUTH, 20)
                .setBank(Player.NORTH, 17)
                .setReserved("c2", Player.SOUTH);
        assertEquals(Player.SOUTH, s.reservedFor(s.board().parse("c2")));
        assertEquals(20 + 3 + 4, s.score(Player.SOUTH), "K8: the bank, SOUTH's row and the conquered c2");
        assertEquals(17 + 3 + 1, s.score(Player.NORTH));
        assertEquals(Map.of("c2", Player.SOUTH), s.position().reserved());
        Match match = new Match(s).play("a2");
        assertEquals(1, match.ply());
        s.setReserved("c2", null);
        assertNull(s.reservedFor(s.board().parse("c2")));
    }

    @Test
    void k4d_aHoleIsConqueredOnlyInTheOpponentsRow() {
        GameState s = midGame(Games.baoKingulu().game());
        assertRefused(s, "c1 is in SOUTH's own row: a player conquers holes of the opponent's row only (rule K4d)",
                t -> t.setReserved("c1", Player.SOUTH));
        assertRefused(s, "'C2' is not a hole name: columns are lower-case letters, write c2 (rule C2)",
                t -> t.setReserved("C2", Player.SOUTH));
        assertRefused(s, "there is no hole g2 on this board: columns a-f, rows 1-2 (rule C2)",
                t -> t.setReserved("g2", Player.SOUTH));
    }

    @Test
    void f2_f3_fourRowsCountsAndCapturesStayPossible() {
        GameState s = midGame(Games.kimasaiFourRows().game());
        int[][] two = rows(s.board(), 0);
        two[2][4] = 2;
        assertRefused(s, "e3 cannot hold 2 stones: a hole holds at most one (rule F3)", t -> t.setRows(two));
        assertRefused(s, "NORTH cannot have captured 24 stones: SOUTH has only 23 (rule F2)", t -> t.setBank(Player.NORTH, 24));
        assertEquals(23, s.copy().setBank(Player.NORTH, 23).bank(Player.NORTH));
    }

    @Test
    void t2_t6b_twoPhaseReservesAndNoBank() {
        GameState s = midGame(Games.kimasaiTwoPhase().game());
        assertRefused(s, "kimasai-two-phase keeps no bank: captured cows are sown on, starting in the capturing hole"
                + " (rule T6b)", t -> t.setBank(Player.SOUTH, 1));
        assertRefused(s, "a reserve cannot hold -1 cows: it holds 0 or more (rule T2)", t -> t.setReserve(Player.SOUTH, -1));
        long cows = (long) s.score(Player.SOUTH) + s.score(Player.NORTH) + s.reserve(Player.NORTH) + Integer.MAX_VALUE;
        assertRefused(s, "the position would hold " + cows + " seeds in all; at most 2147483647 fit",
                t -> t.setReserve(Player.SOUTH, Integer.MAX_VALUE));
        GameState set = s.copy().setReserve(Player.SOUTH, 0).setReserve(Player.NORTH, 0).setBank(Player.NORTH, 0);
        assertEquals(2, set.phase(), "T5: both reserves empty");
    }
}

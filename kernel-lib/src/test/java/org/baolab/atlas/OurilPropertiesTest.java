package org.baolab.atlas;

import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The two blocks Ouril's Portuguese rules added, on random positions: {@code moves singles=LAST} (OU2) and
 * {@code grand-slam then=CAPTURE_AGAIN} (OU4).
 */
class OurilPropertiesTest {

    private static final Rules ANY = Games.rules("ouril").with("grandSlam", "CAPTURE_AGAIN");
    private static final Rules LAST = Rules.load("ouril-portugal");

    /** Rows of 0 to 3 seeds, many holes of one; NORTH's row empty one time in four, so that feeding comes in. */
    @Provide
    Arbitrary<int[][]> rows() {
        Arbitrary<int[]> row = Arbitraries.integers().between(0, 3).array(int[].class).ofSize(6);
        return row.list().ofSize(2).map(r -> new int[][] {r.get(0), r.get(1)})
                .flatMap(r -> Arbitraries.integers().between(0, 3).map(k -> k == 0 ? new int[][] {r[0], new int[6]} : r));
    }

    /** SOUTH's row of 0 to 4 seeds; NORTH's one hole of one or two seeds: grand slams are common. */
    @Provide
    Arbitrary<int[][]> fewNorth() {
        Arbitrary<int[]> south = Arbitraries.integers().between(0, 4).array(int[].class).ofSize(6);
        Arbitrary<int[]> north = Arbitraries.integers().between(0, 11).map(k -> {
            int[] row = new int[6];
            row[k % 6] = 1 + k / 6;
            return row;
        });
        return south.flatMap(r1 -> north.map(r2 -> new int[][] {r1, r2}));
    }

    /** OU2: the moves of one seed go while a legal move of more is left; otherwise the legal moves are the same. */
    @Property(tries = 300)
    void singlesArePlayedOnlyWhenNoLargerMoveIsLegal(@ForAll("rows") int[][] rows) {
        GameState any = position(ANY, Player.SOUTH, 0, 0, rows[0], rows[1]);
        GameState last = position(LAST, Player.SOUTH, 0, 0, rows[0], rows[1]);
        List<String> anyMoves = any.position().legalMoves();
        List<String> larger = anyMoves.stream().filter(m -> any.count(any.board().parse(m)) > 1).toList();
        assertEquals(larger.isEmpty() ? anyMoves : larger, last.position().legalMoves());
    }

    /**
     * OU4: after a move that leaves the opponent's row empty by a capture, the game is over or the mover moves again;
     * after any other, the opponent moves. The mover moving again must be seen (the coverage check), lest the property
     * hold only because every grand slam ended the game.
     */
    @Property(tries = 300)
    void theCapturerOfEverySeedMovesAgain(@ForAll("fewNorth") int[][] rows) {
        GameState start = position(LAST, Player.SOUTH, 0, 0, rows[0], rows[1]);
        boolean again = false;
        for (String move : start.position().legalMoves()) {
            GameState s = start.copy();
            int northBefore = s.position().rows().get(1).stream().mapToInt(Integer::intValue).sum();
            s.play(s.board().parse(move));
            int northAfter = s.position().rows().get(1).stream().mapToInt(Integer::intValue).sum();
            boolean tookAll = northBefore > 0 && northAfter == 0 && s.bank(Player.SOUTH) > 0;
            if (tookAll && !s.isOver()) {
                assertEquals(Player.SOUTH, s.toMove(), move);
                again = true;
            } else if (!s.isOver()) {
                assertEquals(Player.NORTH, s.toMove(), move);
            }
        }
        Statistics.label("the mover moves again").collect(again);
        Statistics.label("the mover moves again").coverage(c -> c.check(true).percentage(p -> p > 2));
    }
}

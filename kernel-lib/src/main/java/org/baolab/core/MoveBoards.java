package org.baolab.core;

import java.util.List;
import java.util.Map;

/**
 * The boards of one move, for drawing it lap by lap: where it started, the board after each lap's sowing, and where
 * it ended. A {@link Match} records them through the move's {@link Trace}; simulations never do, so the engine's hot
 * path is unchanged.
 *
 * @param before the position the move was played from
 * @param laps one per {@link Event.Lap} of the move, in order: the board just after the lap's last seed fell, before
 *     the rule that ends the lap (a capture, a relay, a conquest) acted
 * @param after the position after the move
 */
public record MoveBoards(Position before, List<LapBoard> laps, Position after) {

    public MoveBoards {
        laps = List.copyOf(laps);
    }

    /**
     * The board after one lap's sowing.
     *
     * @param counts the seeds in every hole, by engine index ({@link Board#index})
     * @param bank each player's bank
     * @param score each player's score on that board ({@link GameState#score})
     * @param path where the lap's seeds fell, in order, as the engine sowed them: replayed on the board before the
     *     lap (its seeds lifted), it gives this board
     */
    public record LapBoard(List<Integer> counts, Map<Player, Integer> bank, Map<Player, Integer> score,
                           List<Sowing.Drop> path) {

        public LapBoard {
            counts = List.copyOf(counts);
            bank = Map.copyOf(bank);
            score = Map.copyOf(score);
            path = List.copyOf(path);
        }

        /** What the engine state holds now, after sowing {@code path}. */
        static LapBoard of(GameState state, List<Sowing.Drop> path) {
            Integer[] counts = new Integer[state.board().size()];
            for (int i = 0; i < counts.length; i++) {
                counts[i] = state.count(i);
            }
            return new LapBoard(List.of(counts),
                    Map.of(Player.SOUTH, state.bank(Player.SOUTH), Player.NORTH, state.bank(Player.NORTH)),
                    Map.of(Player.SOUTH, state.score(Player.SOUTH), Player.NORTH, state.score(Player.NORTH)), path);
        }
    }
}

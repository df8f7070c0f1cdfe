package org.baolab.play;

import org.baolab.core.GameState;

/**
 * The moves that keep a position's value under perfect play, as a solved variant knows them (the solver's
 * {@code Solution} is one): what {@link Agents#perfect} plays. The agents know no solver; a solution comes to them.
 */
@FunctionalInterface
public interface BestMoves {

    /**
     * The moves that keep the position's value, as a bitboard of holes (bit = hole); 0 for a finished position.
     *
     * @throws IllegalArgumentException for a position it does not hold (other rules)
     */
    long bestMoveBits(GameState state);
}

package org.baolab.solve;

import org.baolab.core.GameState;
import org.baolab.core.Player;

/**
 * What the solver keeps of a position besides its key, in one byte: bit 0 set when NORTH is to move, bits 1-2 the
 * result ({@link Codec#result}: 0 unfinished, 1 SOUTH won, 2 NORTH won, 3 drawn).
 */
final class Info {

    /** Bit 0: NORTH is to move. */
    static final int NORTH_TO_MOVE = 1;
    /** Where the result's two bits begin. */
    private static final int RESULT_SHIFT = 1;
    /** The result's two bits, once shifted down. */
    private static final int RESULT_MASK = 3;

    private Info() {
    }

    /** The byte of a position. */
    static byte of(GameState s) {
        return (byte) ((s.toMove() == Player.NORTH ? NORTH_TO_MOVE : 0) | Codec.result(s) << RESULT_SHIFT);
    }

    /** The result: 0 unfinished, 1 SOUTH won, 2 NORTH won, 3 drawn. */
    static int result(byte info) {
        return info >> RESULT_SHIFT & RESULT_MASK;
    }

    /** Whether the game is over in the position. */
    static boolean finished(byte info) {
        return result(info) != 0;
    }

    /** The player to move: 0 SOUTH, 1 NORTH ({@link Player#ordinal}). */
    static int mover(byte info) {
        return info & NORTH_TO_MOVE;
    }
}

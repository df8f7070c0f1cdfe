package org.baolab.core;

/** Why a game ended (rule C9). Statistics keep draws by reason apart (rule C8). */
public enum Reason {
    /** The player to move has no legal move (K7, T8b). */
    NO_LEGAL_MOVES,
    /** A player has no cow left in their inner row (T7). */
    INNER_ROW_EMPTY,
    /** A player has no stone left (F5). */
    ALL_CAPTURED,
    /** The player to move has stones but none can step (F5). */
    IMMOBILIZED,
    /** A position came back (F6). */
    REPETITION,
    /** A player has captured more than half of the seeds, or each has half (OW7a). */
    HALF_CAPTURED,
    /** The houses of a side are all empty (KA5). */
    SIDE_EMPTY,
    /** The ply count reached {@code maxTurns} (C8). */
    TURN_LIMIT,
    /** A move would never end, or only such moves were left (C7). */
    ENDLESS_MOVE
}

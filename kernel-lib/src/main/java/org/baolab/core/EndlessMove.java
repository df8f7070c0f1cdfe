package org.baolab.core;

/** What happens to a move that never ends (rule C7, option {@code endlessMove}). */
public enum EndlessMove {
    /** The move is not carried out and the game ends drawn. */
    DRAW,
    /** An endless move is not offered as legal. */
    ILLEGAL
}

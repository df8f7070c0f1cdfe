package org.baolab.twophase;

/** When an empty inner row ends the game (rule T7, option {@code innerRowCheck}). */
public enum InnerRowCheck {
    /** After every move, the literal reading of the source. */
    ALWAYS,
    /** Only after a move whose mover was in phase 2 when making it. */
    PHASE_TWO_ONLY
}

package org.baolab.twophase;

/** When a player of {@code kimasai-two-phase} enters phase 2 (rule T5, option {@code phaseTwoStart}). */
public enum PhaseTwoStart {
    /** Both players together, once the last reserve cow of the game has been brought in (the source's reading). */
    BOTH_RESERVES_EMPTY,
    /** Each player as soon as their own reserve is empty. */
    OWN_RESERVE_EMPTY
}

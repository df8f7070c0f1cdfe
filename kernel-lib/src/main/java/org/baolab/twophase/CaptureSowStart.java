package org.baolab.twophase;

/** Where the lap of captured cows starts (rule T6b, option {@code captureSowStart}). */
public enum CaptureSowStart {
    /** The first captured cow falls into the capturing hole itself, as the source says. */
    CAPTURING_HOLE,
    /** The lap starts in the hole after the capturing hole, like any other lap. */
    NEXT_HOLE
}

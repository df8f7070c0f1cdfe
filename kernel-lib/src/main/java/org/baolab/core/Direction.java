package org.baolab.core;

/** Sowing direction as seen from above with SOUTH at the bottom (rule C4). */
public enum Direction {
    /** Counterclockwise: along the lower row left to right, then back along the upper row. */
    CCW,
    /** Clockwise: the reverse ring. */
    CW
}

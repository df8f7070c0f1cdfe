package org.baolab.notebook;

/**
 * What a drawing is painted with, in SVG's terms: one set of calls makes both the SVG text and the PNG, so the
 * two cannot drift apart. A null fill or title is none; a stroke width applies only with a stroke.
 */
interface Canvas {
    void rect(int x, int y, int width, int height, int rx, String fill, double fillOpacity, String stroke,
            double strokeWidth);

    void circle(int cx, int cy, int r, String fill, String stroke, double strokeWidth, boolean dashed, String title);

    void line(int x1, int y1, int x2, int y2, String stroke, double strokeWidth);

    void text(int x, int y, String fill, int size, String anchor, String weight, String content);

    /**
     * Starts a group that a script finds by {@code data-KIND="NAME"} ({@code data-hole="c1"}: a hole's ring and
     * count; {@code data-bank="SOUTH"}); a picture has no groups.
     */
    default void group(String kind, String name) {
    }

    /** Ends the group {@link #group} started. */
    default void endGroup() {
    }
}

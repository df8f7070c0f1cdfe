package org.baolab.charts;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the labels of points go, in pixels, so that no two overlap and none covers a point: each label in turn, the
 * highest point's first, takes the first free place of a fixed list around its point (above, below, right, left, the
 * four corners, then the same places a row further out, and so on) that lies nearer its own point than any other, so
 * that it reads as that point's name; the same points always give the same places. A label that finds no such place
 * takes the first free one, and one that finds no free place inside the area the place it overlaps least.
 */
final class LabelPlacement {

    /** Half the side of the square kept free around each point (the marker, with a little room). */
    static final double POINT = 4;
    /** The room kept between a label and anything else. */
    static final double GAP = 2;
    /** How many rows out the places go before giving up. */
    private static final int RINGS = 8;

    private LabelPlacement() {
    }

    /**
     * The box of each label, in the order given.
     *
     * @param x       the points' x in pixels (NaN: a point not drawn, whose label gets an empty box at 0, 0)
     * @param y       the points' y in pixels, growing downwards
     * @param width   each label's width in pixels
     * @param height  each label's height in pixels
     * @param area    the area the labels must stay in
     * @param fixed   boxes already taken (other text on the chart)
     */
    static List<Rectangle2D> place(double[] x, double[] y, double[] width, double[] height, Rectangle2D area,
                                   List<Rectangle2D> fixed) {
        List<Rectangle2D> taken = new ArrayList<>(fixed);
        for (int i = 0; i < x.length; i++) {
            if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
                taken.add(new Rectangle2D.Double(x[i] - POINT, y[i] - POINT, 2 * POINT, 2 * POINT));
            }
        }
        Rectangle2D[] boxes = new Rectangle2D[x.length];
        // the highest point first, so that the names of a column of points stack in the points' order
        Integer[] order = new Integer[x.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, java.util.Comparator.<Integer>comparingDouble(i -> Double.isNaN(y[i]) ? 0 : y[i])
                .thenComparingDouble(i -> Double.isNaN(x[i]) ? 0 : x[i]));
        for (int i : order) {
            if (Double.isNaN(x[i]) || Double.isNaN(y[i])) {
                boxes[i] = new Rectangle2D.Double(0, 0, 0, 0);
                continue;
            }
            Rectangle2D best = null;
            Rectangle2D free = null;
            double bestOverlap = Double.POSITIVE_INFINITY;
            for (Rectangle2D candidate : candidates(x[i], y[i], width[i], height[i])) {
                if (!area.contains(candidate)) {
                    continue;
                }
                double overlap = overlap(candidate, taken);
                if (overlap == 0 && nearestIsOwn(candidate, i, x, y)) {
                    free = candidate;
                    break;
                }
                if (overlap == 0 && free == null) {
                    free = candidate;
                }
                if (overlap < bestOverlap) {
                    best = candidate;
                    bestOverlap = overlap;
                }
            }
            best = free != null ? free : best;
            if (best == null) {
                best = candidates(x[i], y[i], width[i], height[i]).get(0);
            }
            boxes[i] = best;
            taken.add(best);
        }
        return List.of(boxes);
    }

    /** The places tried for a label of size w x h at point (x, y), nearest first. */
    static List<Rectangle2D> candidates(double x, double y, double w, double h) {
        List<Rectangle2D> list = new ArrayList<>();
        double near = POINT + GAP;
        double row = h + GAP;
        for (int k = 0; k < RINGS; k++) {
            double up = y - near - h - k * row;     // top of a box above, k rows out
            double down = y + near + k * row;       // top of a box below
            double right = x + near + k * w / 2;    // left of a box to the right
            double left = x - near - w - k * w / 2; // left of a box to the left
            list.add(box(x - w / 2, up, w, h));
            list.add(box(x - w / 2, down, w, h));
            list.add(box(right, y - h / 2 - k * row, w, h));
            list.add(box(left, y - h / 2 - k * row, w, h));
            if (k > 0) {
                list.add(box(right, y - h / 2 + k * row, w, h));
                list.add(box(left, y - h / 2 + k * row, w, h));
            }
            list.add(box(right, up, w, h));
            list.add(box(left, up, w, h));
            list.add(box(right, down, w, h));
            list.add(box(left, down, w, h));
        }
        return list;
    }

    /** Whether a label at this box is far enough from its point to need a line back to it. */
    static boolean needsLeader(Rectangle2D box, double x, double y) {
        double dx = Math.max(Math.max(box.getMinX() - x, x - box.getMaxX()), 0);
        double dy = Math.max(Math.max(box.getMinY() - y, y - box.getMaxY()), 0);
        return Math.hypot(dx, dy) > POINT + GAP + 1;
    }

    /** The point of the box nearest to (x, y): where a leader line from the point ends. */
    static double[] nearest(Rectangle2D box, double x, double y) {
        return new double[] {Math.max(box.getMinX(), Math.min(x, box.getMaxX())),
            Math.max(box.getMinY(), Math.min(y, box.getMaxY()))};
    }

    /** Whether the label's own point is nearer to the box than any other point, so that it reads as that point's. */
    private static boolean nearestIsOwn(Rectangle2D box, int own, double[] x, double[] y) {
        double mine = distance(box, x[own], y[own]);
        for (int j = 0; j < x.length; j++) {
            if (j != own && !Double.isNaN(x[j]) && !Double.isNaN(y[j]) && distance(box, x[j], y[j]) <= mine + GAP) {
                return false;
            }
        }
        return true;
    }

    private static double distance(Rectangle2D box, double x, double y) {
        double[] end = nearest(box, x, y);
        return Math.hypot(end[0] - x, end[1] - y);
    }

    private static Rectangle2D box(double x, double y, double w, double h) {
        return new Rectangle2D.Double(x, y, w, h);
    }

    /** The area of the box that the taken boxes (each grown by the gap) cover, summed. */
    private static double overlap(Rectangle2D box, List<Rectangle2D> taken) {
        double sum = 0;
        for (Rectangle2D t : taken) {
            Rectangle2D grown = new Rectangle2D.Double(t.getX() - GAP, t.getY() - GAP, t.getWidth() + 2 * GAP,
                    t.getHeight() + 2 * GAP);
            if (grown.intersects(box)) {
                Rectangle2D common = grown.createIntersection(box);
                sum += Math.max(common.getWidth(), 0) * Math.max(common.getHeight(), 0) + 1e-9;
            }
        }
        return sum;
    }
}

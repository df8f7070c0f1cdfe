package org.baolab.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * The names of a map's points and its four regions, drawn when the chart is painted, where the pixels are known: the
 * regions' names at their corners, then each point's name placed by {@link LabelPlacement} so that no two names overlap,
 * with a thin line back to its point when it had to move away from it.
 */
final class MapLabels extends Annotation {

    private static final Color LEADER = new Color(0x9a9a9a);

    private final String[] names;
    private final double[] xs;
    private final double[] ys;
    private final String[] regions;
    private final double[][] corners;
    private List<Rectangle2D> boxes = List.of();

    /** Names of points at (xs, ys), and names of regions centred at corners, all in the axes' values. */
    MapLabels(String[] names, double[] xs, double[] ys, String[] regions, double[][] corners) {
        super(false);
        this.names = names.clone();
        this.xs = xs.clone();
        this.ys = ys.clone();
        this.regions = regions.clone();
        this.corners = corners.clone();
    }

    /** The boxes of the points' names, in pixels, as last painted (empty before the chart is painted). */
    List<Rectangle2D> boxes() {
        return boxes;
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        Font font = styler.getAnnotationTextFont();
        g.setFont(font);
        List<Rectangle2D> fixed = new ArrayList<>();
        for (int k = 0; k < regions.length; k++) {
            TextLayout layout = new TextLayout(regions[k], font, g.getFontRenderContext());
            Rectangle2D b = layout.getBounds();
            double left = getXAxisScreenValue(corners[k][0]) - b.getWidth() / 2;
            double top = getYAxisScreenValue(corners[k][1]) - b.getHeight() / 2;
            Rectangle2D box = new Rectangle2D.Double(left, top, b.getWidth(), b.getHeight());
            fixed.add(box);
            draw(g, layout, box);
        }
        int n = names.length;
        double[] px = new double[n];
        double[] py = new double[n];
        double[] w = new double[n];
        double[] h = new double[n];
        TextLayout[] layouts = new TextLayout[n];
        for (int i = 0; i < n; i++) {
            boolean drawn = !Double.isNaN(xs[i]) && !Double.isNaN(ys[i]) && !names[i].isEmpty();
            px[i] = drawn ? getXAxisScreenValue(xs[i]) : Double.NaN;
            py[i] = drawn ? getYAxisScreenValue(ys[i]) : Double.NaN;
            if (drawn) {
                layouts[i] = new TextLayout(names[i], font, g.getFontRenderContext());
                w[i] = layouts[i].getBounds().getWidth();
                h[i] = layouts[i].getBounds().getHeight();
            }
        }
        // the plot's box: XChart's "y for min" is its top edge in pixels, "for max" its bottom
        Rectangle2D area = new Rectangle2D.Double(getXAxisScreenValueForMin(), getYAxisScreenValueForMin(),
                getXAxisScreenValueForMax() - getXAxisScreenValueForMin(),
                getYAxisScreenValueForMax() - getYAxisScreenValueForMin());
        boxes = List.copyOf(LabelPlacement.place(px, py, w, h, area, fixed));
        g.setColor(LEADER);
        g.setStroke(new BasicStroke(0.8f));
        for (int i = 0; i < n; i++) {
            if (layouts[i] != null && LabelPlacement.needsLeader(boxes.get(i), px[i], py[i])) {
                double[] end = LabelPlacement.nearest(boxes.get(i), px[i], py[i]);
                g.draw(new Line2D.Double(px[i], py[i], end[0], end[1]));
            }
        }
        for (int i = 0; i < n; i++) {
            if (layouts[i] != null) {
                draw(g, layouts[i], boxes.get(i));
            }
        }
    }

    /** The text's outline filled so that its ink fills the box, as XChart draws its annotations. */
    private void draw(Graphics2D g, TextLayout layout, Rectangle2D box) {
        g.setColor(styler.getAnnotationTextFontColor());
        Rectangle2D ink = layout.getBounds();
        Shape shape = layout.getOutline(AffineTransform.getTranslateInstance(box.getX() - ink.getX(),
                box.getY() - ink.getY()));
        g.fill(shape);
    }
}

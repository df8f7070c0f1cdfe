package org.baolab.notebook;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.RoundRectangle2D;

/** Paints on a Java 2D surface what {@link SvgCanvas} writes, antialiased, in the SVG's font family. */
final class Java2dCanvas implements Canvas {
    private static final float[] DASH = {5, 3};
    private final Graphics2D g;

    Java2dCanvas(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }

    private static Color colour(String hex, double opacity) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, (int) Math.round(opacity * 255));
    }

    @Override
    public void rect(int x, int y, int width, int height, int rx, String fill, double fillOpacity, String stroke,
            double strokeWidth) {
        RoundRectangle2D shape = new RoundRectangle2D.Double(x, y, width, height, 2 * rx, 2 * rx);
        g.setColor(colour(fill, fillOpacity));
        g.fill(shape);
        if (stroke != null) {
            g.setColor(colour(stroke, 1));
            g.setStroke(new BasicStroke((float) strokeWidth));
            g.draw(shape);
        }
    }

    @Override
    public void circle(int cx, int cy, int r, String fill, String stroke, double strokeWidth, boolean dashed,
            String title) {
        Ellipse2D shape = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        if (fill != null) {
            g.setColor(colour(fill, 1));
            g.fill(shape);
        }
        g.setColor(colour(stroke, 1));
        g.setStroke(dashed ? new BasicStroke((float) strokeWidth, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                DASH, 0) : new BasicStroke((float) strokeWidth));
        g.draw(shape);
    }

    @Override
    public void line(int x1, int y1, int x2, int y2, String stroke, double strokeWidth) {
        g.setColor(colour(stroke, 1));
        g.setStroke(new BasicStroke((float) strokeWidth));
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void text(int x, int y, String fill, int size, String anchor, String weight, String content) {
        g.setFont(new Font("DejaVu Sans", weight.equals("bold") ? Font.BOLD : Font.PLAIN, size));
        float width = (float) g.getFontMetrics().getStringBounds(content, g).getWidth();
        g.setColor(colour(fill, 1));
        g.drawString(content, anchor.equals("middle") ? x - width / 2 : x, y);
    }
}

package org.baolab.notebook;

import static org.baolab.notebook.BoardSvg.escape;

import java.util.Locale;

/** Writes SVG elements; the picture's text form goes in its title, for screen readers and hovering. */
final class SvgCanvas implements Canvas {
    private final StringBuilder svg = new StringBuilder(8192);

    SvgCanvas(int width, int height, String title) {
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                        + "class=\"baolab-board\" font-family=\"DejaVu Sans, Verdana, sans-serif\" role=\"img\">%n",
                width, height, width, height));
        svg.append("<title>").append(escape(title)).append("</title>\n");
    }

    String end() {
        return svg.append("</svg>\n").toString();
    }

    @Override
    public void rect(int x, int y, int width, int height, int rx, String fill, double fillOpacity, String stroke,
            double strokeWidth) {
        svg.append("<rect");
        if (x != 0 || y != 0) {
            svg.append(String.format(Locale.ROOT, " x=\"%d\" y=\"%d\"", x, y));
        }
        svg.append(String.format(Locale.ROOT, " width=\"%d\" height=\"%d\"", width, height));
        if (rx > 0) {
            svg.append(String.format(Locale.ROOT, " rx=\"%d\"", rx));
        }
        svg.append(" fill=\"").append(fill).append('"');
        if (fillOpacity < 1) {
            svg.append(String.format(Locale.ROOT, " fill-opacity=\"%s\"", fillOpacity));
        }
        if (stroke != null) {
            svg.append(" stroke=\"").append(stroke).append('"');
            if (strokeWidth != 1) {
                svg.append(String.format(Locale.ROOT, " stroke-width=\"%.1f\"", strokeWidth));
            }
        }
        svg.append("/>\n");
    }

    @Override
    public void circle(int cx, int cy, int r, String fill, String stroke, double strokeWidth, boolean dashed,
            String title) {
        svg.append(String.format(Locale.ROOT,
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.1f\"%s",
                cx, cy, r, fill == null ? "none" : fill, stroke, strokeWidth,
                dashed ? " stroke-dasharray=\"5 3\"" : ""));
        svg.append(title == null ? "/>\n" : "><title>" + escape(title) + "</title></circle>\n");
    }

    @Override
    public void group(String kind, String name) {
        svg.append("<g data-").append(kind).append("=\"").append(escape(name)).append("\">\n");
    }

    @Override
    public void endGroup() {
        svg.append("</g>\n");
    }

    @Override
    public void line(int x1, int y1, int x2, int y2, String stroke, double strokeWidth) {
        svg.append(String.format(Locale.ROOT,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%s\"/>%n",
                x1, y1, x2, y2, stroke, strokeWidth));
    }

    @Override
    public void text(int x, int y, String fill, int size, String anchor, String weight, String content) {
        svg.append(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" fill=\"%s\" font-size=\"%d\" text-anchor=\"%s\" font-weight=\"%s\">%s"
                        + "</text>%n",
                x, y, fill, size, anchor, weight, escape(content)));
    }
}

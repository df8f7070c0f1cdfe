package org.baolab.notebook;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** An XChart chart as a PNG image or an SVG drawing, for notebooks and files. */
public final class ChartImage {

    private ChartImage() {
    }

    /** The chart as PNG bytes. */
    public static byte[] png(Chart<?, ?> chart) {
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the chart as PNG", e);
        }
    }

    /** The chart as an SVG document. */
    public static String svg(Chart<?, ?> chart) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the chart as SVG", e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}

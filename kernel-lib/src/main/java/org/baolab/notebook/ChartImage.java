package org.baolab.notebook;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.NoSuchFileException;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
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

    /**
     * Charts drawn side by side in one picture, tops aligned, for comparing them at a glance (two trees of the same
     * games); a notebook shows it as PNG.
     */
    public static java.awt.image.BufferedImage sideBySide(Chart<?, ?>... charts) {
        if (charts.length == 0) {
            throw new IllegalArgumentException("give at least one chart to draw side by side");
        }
        int width = 0;
        int height = 0;
        for (Chart<?, ?> c : charts) {
            width += c.getWidth();
            height = Math.max(height, c.getHeight());
        }
        java.awt.image.BufferedImage all = new java.awt.image.BufferedImage(width, height,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = all.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, width, height);
        int x = 0;
        for (Chart<?, ?> c : charts) {
            g.drawImage(BitmapEncoder.getBufferedImage(c), x, 0, null);
            x += c.getWidth();
        }
        g.dispose();
        return all;
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

    /** {@link #save(Chart, Path)} of a path given as text, such as {@code "charts/length.svg"}. */
    public static Path save(Chart<?, ?> chart, String path) {
        return save(chart, Path.of(path));
    }

    /**
     * Saves the chart as PNG or SVG, as the file's name ends ({@code .png}, {@code .svg}, in any case), creating
     * missing folders. A file already there is replaced whole: the image goes to a temporary file beside it that
     * then takes its name, so that a reader never sees half an image. A name with another ending, or a place that
     * cannot be written, is refused before anything is written.
     *
     * @return the file written
     */
    public static Path save(Chart<?, ?> chart, Path path) {
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        String extension = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) : "";
        if (!extension.equals("png") && !extension.equals("svg")) {
            throw new IllegalArgumentException("cannot save a chart as '" + path + "': the file name must end in .png or .svg");
        }
        if (Files.isDirectory(path)) {
            throw new IllegalArgumentException("cannot save a chart as '" + path + "': it is a folder");
        }
        Path folder = path.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (FileAlreadyExistsException e) {
            throw new IllegalArgumentException("cannot save a chart in '" + folder + "': '" + e.getFile()
                    + "' is a file, not a folder");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot save a chart in '" + folder + "': the folder cannot be made ("
                    + reason(e) + ")");
        }
        if (!Files.isWritable(folder)) {
            throw new IllegalArgumentException("cannot save a chart in '" + folder + "': the folder is not writable");
        }
        byte[] image = extension.equals("png") ? png(chart) : svg(chart).getBytes(StandardCharsets.UTF_8);
        // a new hidden name beside the target, made with the folder's usual permissions (createTempFile's are 600)
        Path temporary = folder.resolve("." + name + "." + Long.toHexString(System.nanoTime()) + ".tmp");
        try {
            Files.write(temporary, image, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                Files.move(temporary, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, path, StandardCopyOption.REPLACE_EXISTING);
            }
            return path;
        } catch (IOException e) {
            temporary.toFile().delete();    // best effort: the error below is what matters
            throw new UncheckedIOException("could not save the chart as " + path + ": " + reason(e), e);
        }
    }

    /** What went wrong, in words: the file system's reason, not only the path that {@code getMessage} gives. */
    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied: " + e.getMessage();
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder: " + e.getMessage();
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason() + ": " + f.getFile();
        }
        return e.toString();
    }
}

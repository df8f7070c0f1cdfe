package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;

class ChartImageTest {

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private static XYChart chart() {
        XYChart chart = new XYChart(300, 200);
        chart.addSeries("line", new double[] {1, 2, 3}, new double[] {2, 1, 3});
        return chart;
    }

    private static List<String> files(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void savesPngOrSvgByTheFileNamesEnding(@TempDir Path dir) throws IOException {
        Path png = ChartImage.save(chart(), dir.resolve("charts/line.png").toString());
        assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(Files.readAllBytes(png), 8));
        Path svg = ChartImage.save(chart(), dir.resolve("charts/line.SVG"));
        assertTrue(Files.readString(svg).contains("<svg"), "an SVG document");
        assertEquals(List.of("line.SVG", "line.png"), files(dir.resolve("charts")), "no temporary file is left");
        Path plain = Files.createFile(dir.resolve("charts/plain.txt"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(png),
                "the file gets the permissions of any new file there, not a temporary file's");
    }

    @Test
    void aFileAlreadyThereIsReplacedWhole(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("line.png");
        Files.writeString(target, "an older and much longer file than a small chart would ever be, " + "x".repeat(100_000));
        ChartImage.save(chart(), target);
        assertArrayEquals(ChartImage.png(chart()), Files.readAllBytes(target));
        assertEquals(List.of("line.png"), files(dir));
    }

    @Test
    void anotherEndingOrAPlaceThatCannotBeWrittenIsRefusedBeforeWriting(@TempDir Path dir) throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ChartImage.save(chart(), dir.resolve("line.jpg")));
        assertEquals("cannot save a chart as '" + dir.resolve("line.jpg") + "': the file name must end in .png or .svg",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ChartImage.save(chart(), dir.resolve("line")));
        Path file = Files.writeString(dir.resolve("notes.txt"), "a file, not a folder");
        e = assertThrows(IllegalArgumentException.class, () -> ChartImage.save(chart(), file.resolve("line.png")));
        assertEquals("cannot save a chart in '" + file + "': '" + file + "' is a file, not a folder", e.getMessage());
        Files.createDirectory(dir.resolve("taken.png"));
        e = assertThrows(IllegalArgumentException.class, () -> ChartImage.save(chart(), dir.resolve("taken.png")));
        assertTrue(e.getMessage().endsWith("it is a folder"), e.getMessage());
        assertEquals(List.of("notes.txt", "taken.png"), files(dir), "nothing was written");
        assertFalse(Files.exists(dir.resolve("line.jpg")));
    }
}

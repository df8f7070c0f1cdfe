package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.baolab.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rule presets: the files in data/presets, loading by name, round trips and errors. */
class PresetTest {

    private static final Path PRESETS = Path.of("..", "data", "presets");

    @Test
    void everyShippedPresetLoadsByFileAndByNameAndNamesItsGame() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(PRESETS)) {
            files = s.filter(p -> p.toString().endsWith(Preset.SUFFIX)).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path file : files) {
            Rules fromFile = Rules.load(file.toString());
            String name = file.getFileName().toString().replace(Preset.SUFFIX, "");
            assertEquals(fromFile, Rules.load(name), "the jar carries the same preset");
            assertTrue(name.startsWith(fromFile.game().id()), name + " should start with its game id");
            assertEquals(fromFile, Preset.parse(fromFile.toPreset(), name, Games::byId), "round trip");
        }
        assertEquals(Games.baoKingulu().with("kuweka", false), Rules.load("bao-kingulu-no-kuweka"));
        assertEquals(Games.baoKingulu(), Rules.load("bao-kingulu"));
    }

    @Test
    void aPresetWritesOnlyTheChangedOptions() {
        assertEquals("game = bao-kingulu\ndirection = CW\nkuwekaCount = 2\n",
                Games.baoKingulu().with("kuwekaCount", 2).with("direction", "CW").toPreset());
    }

    @Test
    void errorsNameTheFileTheLineAndWhatIsValid(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.preset");
        Files.writeString(bad, "# a comment\ngame = bao-kingulu\nkuweka = sometimes\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rules.load(bad.toString()));
        assertEquals(bad + " line 3: option kuweka cannot be sometimes: valid values are true, false", e.getMessage());

        Files.writeString(bad, "kuweka = false\n");
        e = assertThrows(IllegalArgumentException.class, () -> Rules.load(bad.toString()));
        assertEquals(bad + " line 1: the first setting must be game = ID, not 'kuweka = false'", e.getMessage());

        Files.writeString(bad, "game = bao-kingulu\nkuweka = false\n\ndirection = CW\nkuweka = true\n");
        e = assertThrows(IllegalArgumentException.class, () -> Rules.load(bad.toString()));
        assertEquals(bad + " line 5: option kuweka is set on line 2 and again on line 5: keep one", e.getMessage());

        Files.writeString(bad, "game = bao-kingulu\ngame = bao-kingulu\n");
        e = assertThrows(IllegalArgumentException.class, () -> Rules.load(bad.toString()));
        assertEquals(bad + " line 2: game is set on line 1 and again on line 2: keep one", e.getMessage());

        e = assertThrows(IllegalArgumentException.class, () -> Rules.load("no-such-preset"));
        assertTrue(e.getMessage().startsWith("no preset 'no-such-preset'"));
    }

    @Test
    void aByteOrderMarkIsAcceptedAndBytesThatAreNotUtf8AreNamedByLineAndByte(@TempDir Path dir) throws IOException {
        Path bom = dir.resolve("bom.preset");
        Files.write(bom, concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "game = bao-kingulu\nkuweka = false\n"));
        assertEquals(Games.baoKingulu().with("kuweka", false), Rules.load(bom.toString()));

        Path latin1 = dir.resolve("latin1.preset");
        // "é" in Latin-1 (0xE9) on line 2, its 6th byte: not UTF-8
        Files.write(latin1, concat("game = bao-kingulu\n# caf".getBytes(StandardCharsets.US_ASCII), new byte[] {(byte) 0xE9},
                "\nkuweka = false\n".getBytes(StandardCharsets.US_ASCII)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rules.load(latin1.toString()));
        assertEquals(latin1 + " line 2, byte 6: not UTF-8 (byte 0xE9): save the preset as UTF-8 text", e.getMessage());
    }

    @Test
    void aHugeLineIsQuotedShortWithItsLength() {
        String line = "x".repeat(20_000_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Preset.parse(line, "big.preset", Games::byId));
        assertEquals("big.preset line 1: expected NAME = VALUE, got '" + "x".repeat(60) + "...' (20,000,000 characters)",
                e.getMessage());
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[] first, String rest) {
        return concat(first, rest.getBytes(StandardCharsets.UTF_8));
    }
}

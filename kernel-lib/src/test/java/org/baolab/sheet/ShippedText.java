package org.baolab.sheet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The texts of the shipped sheets, read from {@code data/games/}, for tests that change them. */
final class ShippedText {

    static final String KALAH = read("kalah.sowing");
    static final String OWARE = read("oware.sowing");

    private ShippedText() {
    }

    static String read(String name) {
        try {
            return Files.readString(Path.of("..", "data", "games", name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

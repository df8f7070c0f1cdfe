package org.baolab.sheet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.baolab.core.Game;
import org.baolab.core.GameSource;

/**
 * The rule sheets shipped in {@code data/games/} (packed into the library jar under {@code games/}), each a
 * registered game by its id: {@code games/INDEX} names them, one file a line, in the order the registry lists them.
 */
public final class ShippedSheets implements GameSource {

    /** Where the shipped sheets are on the class path. */
    static final String RESOURCE_DIR = "games/";

    /** Made by {@link java.util.ServiceLoader}. */
    public ShippedSheets() {
    }

    @Override
    public List<Game> games() {
        List<Game> games = new ArrayList<>();
        for (String name : read("INDEX").split("\\R")) {
            String file = name.strip();
            if (!file.isEmpty() && !file.startsWith("#")) {
                games.add(Sheets.compile(SheetParser.parse(read(file), file)));
            }
        }
        return List.copyOf(games);
    }

    private static String read(String name) {
        try (InputStream in = ShippedSheets.class.getClassLoader().getResourceAsStream(RESOURCE_DIR + name)) {
            if (in == null) {
                throw new IllegalStateException("the library jar lacks " + RESOURCE_DIR + name + " (data/games/)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

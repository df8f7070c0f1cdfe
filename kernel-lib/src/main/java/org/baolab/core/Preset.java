package org.baolab.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Named rule variants as small text files: a {@code game = ID} line, then one {@code option = value} line per
 * option that differs from the default (each at most once); {@code #} starts a comment. The project's presets ship in
 * {@code data/presets/} and inside the library jar, so they load by file name or by their bare name.
 */
public final class Preset {

    /** Where the bundled presets are on the class path. */
    static final String RESOURCE_DIR = "presets/";
    /** The file ending of a preset. */
    public static final String SUFFIX = ".preset";

    private Preset() {
    }

    /**
     * Loads rules from a preset file, or from a preset bundled with the library when no such file exists
     * ({@code "kimasai-two-phase-reserve-0"} or {@code "data/presets/kimasai-two-phase-reserve-0.preset"}).
     *
     * @param games finds a game by id
     * @throws IllegalArgumentException naming the file and line of any error, or listing what was looked for
     */
    static Rules load(String pathOrName, Function<String, Game> games) {
        Path path = Path.of(pathOrName);
        try {
            if (Files.isRegularFile(path)) {
                return parse(Files.readString(path, StandardCharsets.UTF_8), pathOrName, games);
            }
            String name = path.getFileName().toString();
            String resource = RESOURCE_DIR + (name.endsWith(SUFFIX) ? name : name + SUFFIX);
            try (InputStream in = Preset.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalArgumentException("no preset '" + pathOrName + "': it is neither a file nor a preset"
                            + " shipped with Bao Lab (see data/presets/)");
                }
                return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource, games);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read preset " + pathOrName + ": " + e.getMessage(), e);
        }
    }

    /** Reads the text of a preset; {@code source} names it in error messages. */
    static Rules parse(String text, String source, Function<String, Game> games) {
        Rules rules = null;
        Map<String, Integer> lineOf = new HashMap<>();   // each setting's line, so that a second one names the first
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].replaceFirst("#.*", "").trim();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            String where = source + " line " + (i + 1) + ": ";
            if (eq < 0) {
                throw new IllegalArgumentException(where + "expected NAME = VALUE, got '" + line + "'");
            }
            String key = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim();
            try {
                Integer first = lineOf.putIfAbsent(key, i + 1);
                if (first != null) {
                    throw new IllegalArgumentException((key.equals("game") ? "game" : "option " + key) + " is set on line "
                            + first + " and again on line " + (i + 1) + ": keep one");
                }
                if (rules == null) {
                    if (!key.equals("game")) {
                        throw new IllegalArgumentException("the first setting must be game = ID");
                    }
                    rules = Rules.defaults(games.apply(value));
                } else {
                    rules = rules.with(key, value);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage(), e);
            }
        }
        if (rules == null) {
            throw new IllegalArgumentException(source + ": empty preset; it needs at least a line game = ID");
        }
        return rules;
    }

    /** The preset text of rules: the game and each option that differs from its default. */
    static String format(Rules rules) {
        StringBuilder s = new StringBuilder("game = " + rules.game().id() + "\n");
        for (Map.Entry<String, Object> e : rules.changed().entrySet()) {
            s.append(e.getKey()).append(" = ").append(rules.spec(e.getKey()).format(e.getValue())).append('\n');
        }
        return s.toString();
    }
}

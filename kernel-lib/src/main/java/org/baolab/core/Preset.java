package org.baolab.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
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
                return parse(text(Files.readAllBytes(path), pathOrName), pathOrName, games);
            }
            String name = path.getFileName().toString();
            String resource = RESOURCE_DIR + (name.endsWith(SUFFIX) ? name : name + SUFFIX);
            try (InputStream in = Preset.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalArgumentException("no preset " + Quote.of(pathOrName) + ": it is neither a file nor a preset"
                            + " shipped with Bao Lab (see data/presets/)");
                }
                return parse(text(in.readAllBytes(), resource), resource, games);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read preset " + pathOrName + ": " + e.getMessage(), e);
        }
    }

    /**
     * The text of a preset file in UTF-8; a byte-order mark at its start, which some editors write, is left out.
     *
     * @throws IllegalArgumentException naming the file, line and byte where the bytes are not UTF-8
     */
    static String text(byte[] bytes, String source) {
        int start = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            int lineStart = start;
            for (int i = start; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s line %d, byte %d: not UTF-8 (byte 0x%02X):"
                    + " save the preset as UTF-8 text", source, line, at - lineStart + 1, bytes[at] & 0xFF));
        }
        return out.flip().toString();
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
                throw new IllegalArgumentException(where + "expected NAME = VALUE, got " + Quote.of(line));
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
                        throw new IllegalArgumentException("the first setting must be game = ID, not " + Quote.of(line));
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

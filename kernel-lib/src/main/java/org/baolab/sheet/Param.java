package org.baolab.sheet;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A typed parameter of a {@link Block}: a whole number in a range, a boolean, one word of a fixed set (an enum), or a
 * set of whole numbers written {@code {2,3}}. Its default holds where a sheet does not give it.
 *
 * @param name as a sheet writes it
 * @param defaultValue the value where a sheet gives none
 * @param min the least whole number (integers and sets)
 * @param max the greatest whole number (integers and sets)
 * @param words the enum of a word parameter, or {@code null}
 * @param kind what values it takes
 * @param meaning one line saying what it changes
 */
public record Param(String name, Object defaultValue, int min, int max, Class<? extends Enum<?>> words, Kind kind,
                    String meaning) {

    /** What values a parameter takes. */
    public enum Kind {
        /** A whole number in {@code min..max}. */
        INT,
        /** {@code true} or {@code false}. */
        BOOL,
        /** One constant of {@code words}. */
        WORD,
        /** A set of whole numbers in {@code min..max} (at most 63), written {@code {2,3}}. */
        SET
    }

    static Param integer(String name, int defaultValue, int min, int max, String meaning) {
        return new Param(name, defaultValue, min, max, null, Kind.INT, meaning);
    }

    static Param bool(String name, boolean defaultValue, String meaning) {
        return new Param(name, defaultValue, 0, 1, null, Kind.BOOL, meaning);
    }

    static <E extends Enum<E>> Param word(String name, E defaultValue, String meaning) {
        return new Param(name, defaultValue, 0, 0, defaultValue.getDeclaringClass(), Kind.WORD, meaning);
    }

    static Param set(String name, long defaultValue, int min, int max, String meaning) {
        return new Param(name, defaultValue, min, max, null, Kind.SET, meaning);
    }

    /** The valid values in words, for messages and the guide. */
    public String range() {
        return switch (kind) {
            case INT -> min + ".." + max;
            case BOOL -> "true, false";
            case WORD -> Arrays.stream(words.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
            case SET -> "a set such as {2,3} of numbers " + min + ".." + max;
        };
    }

    /**
     * Reads a written value.
     *
     * @return the value (Integer, Boolean, an enum constant, or a Long bit set)
     * @throws IllegalArgumentException saying what is valid
     */
    Object read(String text) {
        switch (kind) {
            case INT -> {
                if (!text.matches("-?[0-9]{1,9}") || Integer.parseInt(text) < min || Integer.parseInt(text) > max) {
                    throw invalid(text);
                }
                return Integer.parseInt(text);
            }
            case BOOL -> {
                if (!text.equals("true") && !text.equals("false")) {
                    throw invalid(text);
                }
                return Boolean.valueOf(text);
            }
            case WORD -> {
                for (Enum<?> c : words.getEnumConstants()) {
                    if (c.name().equals(text)) {
                        return c;
                    }
                }
                throw invalid(text);
            }
            default -> {
                return readSet(text);
            }
        }
    }

    private Long readSet(String text) {
        if (!text.matches("\\{[0-9]{1,2}(,[0-9]{1,2})*}")) {
            throw invalid(text);
        }
        long bits = 0;
        for (String n : text.substring(1, text.length() - 1).split(",")) {
            int v = Integer.parseInt(n);
            if (v < min || v > max) {
                throw invalid(text);
            }
            bits |= 1L << v;
        }
        return bits;
    }

    private IllegalArgumentException invalid(String text) {
        return new IllegalArgumentException(name + " cannot be " + Sheets.quote(text) + ": valid values are " + range());
    }
}

package org.baolab.core;

import java.util.Arrays;
import java.util.Locale;

/**
 * A named, typed rule option with a default, a valid range and a one-line meaning (rule C10).
 * Values are {@link Boolean}, {@link Integer} or an enum constant; an integer option may also be unset
 * ({@code null}, written {@code unset}) when the rules say what it does then.
 */
public sealed interface OptionSpec permits OptionSpec.Bool, OptionSpec.Int, OptionSpec.Choice {

    /** How an unset value is written. */
    String UNSET = "unset";

    /** The option's name, as written on the command line and in {@code Rules.with}. */
    String name();

    /** One line saying what the option changes. */
    String description();

    /** The default value ({@code null}: unset). */
    Object defaultValue();

    /** The type as a word: {@code boolean}, {@code integer} or {@code choice}. */
    String type();

    /** The valid values, in words, such as {@code 1..20} or {@code CW, CCW}. */
    String range();

    /**
     * Checks a value, converting text ({@code "true"}, {@code "12"}, {@code "CW"}) to the option's type.
     *
     * @throws IllegalArgumentException naming the option, the value and what is valid
     */
    Object accept(Object value);

    /** The text form of a value of this option, as {@link #accept} reads it back. */
    default String format(Object value) {
        return value == null ? UNSET : value instanceof Enum<?> e ? e.name() : String.valueOf(value);
    }

    private static IllegalArgumentException refuse(OptionSpec spec, Object value) {
        String shown = "".equals(value) ? "empty" : String.valueOf(value);
        return new IllegalArgumentException("option " + spec.name() + " cannot be " + shown + ": valid values are " + spec.range());
    }

    /** Text that names a valid value only when written another way ({@code cw}, {@code " 5"}): say how C10 writes it. */
    private static IllegalArgumentException misspelt(OptionSpec spec, String value, Object valid) {
        return new IllegalArgumentException("option " + spec.name() + " cannot be '" + value + "': write " + spec.format(valid)
                + " (rule C10: " + spec.spelling() + ")");
    }

    /** A value of another type than the option's, such as {@code 3.0} for an integer option. */
    private static IllegalArgumentException wrongType(OptionSpec spec, Object value) {
        return new IllegalArgumentException("option " + spec.name() + " takes " + spec.type() + " values (" + spec.range()
                + "), not the " + value.getClass().getSimpleName() + " " + value);
    }

    /** How rule C10 writes this option's values as text. */
    private String spelling() {
        return this instanceof Bool ? "booleans are written true or false"
                : this instanceof Int ? "numbers are written in digits, without spaces, a plus sign or leading zeros"
                : "choices are written in upper case, without spaces";
    }

    /** A true/false option. */
    record Bool(String name, Boolean defaultValue, String description) implements OptionSpec {
        @Override
        public String type() {
            return "boolean";
        }

        @Override
        public String range() {
            return "true, false";
        }

        @Override
        public Object accept(Object value) {
            if (value instanceof Boolean b) {
                return b;
            }
            if (value instanceof String s) {
                if (s.equals("true") || s.equals("false")) {
                    return Boolean.valueOf(s);
                }
                String word = s.strip().toLowerCase(Locale.ROOT);
                if (word.equals("true") || word.equals("false")) {
                    throw misspelt(this, s, Boolean.valueOf(word));
                }
                throw refuse(this, value);
            }
            throw value == null ? refuse(this, null) : wrongType(this, value);
        }
    }

    /** A whole number within {@code min..max}. */
    record Int(String name, Integer defaultValue, int min, int max, String description, String unset)
            implements OptionSpec {

        /**
         * @param defaultValue the default, or {@code null} for unset
         * @param unset what the rules do when the option is unset, such as {@code follows reserve}; {@code null}
         *              when it always has a number
         */
        public Int {
            if (defaultValue == null && unset == null) {
                throw new IllegalArgumentException("option " + name + " needs a default or a meaning for unset");
            }
        }

        /** An option that always has a number. */
        public Int(String name, Integer defaultValue, int min, int max, String description) {
            this(name, defaultValue, min, max, description, null);
        }

        @Override
        public String type() {
            return "integer";
        }

        @Override
        public String range() {
            return unset == null ? min + ".." + max : min + ".." + max + ", or " + UNSET + " (" + unset + ")";
        }

        @Override
        public Object accept(Object value) {
            if (unset != null && (value == null || UNSET.equals(value))) {
                return null;
            }
            long n;
            if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
                n = ((Number) value).longValue();          // any whole-number type: with("seedsPerPit", 3L) is 3
            } else if (value instanceof String s) {
                Long read = read(s);
                if (read == null) {
                    throw refuse(this, value);
                }
                if (!s.equals(Long.toString(read))) {
                    if (read >= min && read <= max) {
                        throw misspelt(this, s, read.intValue());
                    }
                    throw refuse(this, "'" + s + "'");
                }
                n = read;
            } else {
                throw value == null ? refuse(this, null) : wrongType(this, value);
            }
            if (n < min || n > max) {
                throw refuse(this, value);
            }
            return (int) n;
        }

        /** The number a text means, leniently (spaces, a plus sign, leading zeros), or {@code null}. */
        private static Long read(String s) {
            String t = s.strip();
            if (!t.matches("[+-]?[0-9]{1,18}")) {
                return null;
            }
            return Long.valueOf(t);
        }
    }

    /** One constant of an enum, written in upper case ({@code CW}). */
    record Choice(String name, Enum<?> defaultValue, String description) implements OptionSpec {
        @Override
        public String type() {
            return "choice";
        }

        @Override
        public String range() {
            return String.join(", ", values());
        }

        /** The valid values as C10 writes them, in the enum's order. */
        public java.util.List<String> values() {
            return Arrays.stream(constants()).map(Enum::name).toList();
        }

        private Enum<?>[] constants() {
            return defaultValue.getDeclaringClass().getEnumConstants();
        }

        @Override
        public Object accept(Object value) {
            for (Enum<?> c : constants()) {
                if (c == value || (value instanceof String s && c.name().equals(s))) {
                    return c;
                }
            }
            if (value instanceof String s) {
                for (Enum<?> c : constants()) {
                    if (c.name().equals(s.strip().toUpperCase(Locale.ROOT))) {
                        throw misspelt(this, s, c);
                    }
                }
                throw refuse(this, value);
            }
            throw value == null ? refuse(this, null) : wrongType(this, value);
        }
    }
}

package org.baolab.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A named, typed rule option with a default, a valid range and a one-line meaning (rule C10).
 * Values are {@link Boolean}, {@link Integer} or an enum constant.
 */
public sealed interface OptionSpec permits OptionSpec.Bool, OptionSpec.Int, OptionSpec.Choice {

    /** The option's name, as written on the command line and in {@code Rules.with}. */
    String name();

    /** One line saying what the option changes. */
    String description();

    /** The default value. */
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
        return value instanceof Enum<?> e ? e.name() : String.valueOf(value);
    }

    private static IllegalArgumentException refuse(OptionSpec spec, Object value) {
        return new IllegalArgumentException("option " + spec.name() + " cannot be " + value + ": valid values are " + spec.range());
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
            if (value instanceof String s && (s.equals("true") || s.equals("false"))) {
                return Boolean.valueOf(s);
            }
            throw refuse(this, value);
        }
    }

    /** A whole number within {@code min..max}. */
    record Int(String name, Integer defaultValue, int min, int max, String description) implements OptionSpec {
        @Override
        public String type() {
            return "integer";
        }

        @Override
        public String range() {
            return min + ".." + max;
        }

        @Override
        public Object accept(Object value) {
            Integer n = null;
            if (value instanceof Integer i) {
                n = i;
            } else if (value instanceof String s) {
                try {
                    n = Integer.valueOf(s.trim());
                } catch (NumberFormatException e) {
                    n = null;
                }
            }
            if (n == null || n < min || n > max) {
                throw refuse(this, value);
            }
            return n;
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
            return Arrays.stream(constants()).map(Enum::name).collect(Collectors.joining(", "));
        }

        private Enum<?>[] constants() {
            return defaultValue.getDeclaringClass().getEnumConstants();
        }

        @Override
        public Object accept(Object value) {
            for (Enum<?> c : constants()) {
                if (c == value || (value instanceof String s && c.name().equals(s.trim().toUpperCase(Locale.ROOT)))) {
                    return c;
                }
            }
            throw refuse(this, value);
        }
    }
}

package org.baolab.core;

import java.util.Locale;

/**
 * Input quoted in an error message, at most about 80 characters of it: a message that repeated a mistyped
 * megabyte whole would bury what it says. A longer input is cut, and its length given.
 */
public final class Quote {

    /** The most characters of an input a message shows. */
    public static final int MAX = 80;
    /** What is kept of a longer input: its start. */
    private static final int KEPT = 60;

    private Quote() {
    }

    /** The input in single quotes, cut when long: {@code 'c1'}, {@code 'aaaa...' (1,048,576 characters)}. */
    public static String of(String input) {
        if (input == null) {
            return "nothing";
        }
        return input.length() <= MAX ? "'" + input + "'" : "'" + input.substring(0, KEPT) + "...' " + length(input);
    }

    /** The input bare, cut when long: {@code c1}, {@code aaaa... (1,048,576 characters)}. */
    public static String bare(String input) {
        if (input == null || input.length() <= MAX) {
            return String.valueOf(input);
        }
        return input.substring(0, KEPT) + "... " + length(input);
    }

    private static String length(String input) {
        return String.format(Locale.ROOT, "(%,d characters)", input.length());
    }
}

package org.baolab.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A fixture derived from one of OpenSpiel's golden playthroughs (test resources {@code openspiel/*.txt}, whose
 * header names the source file and commit): every action, the state after those actions the playthrough prints,
 * and the final returns, all in OpenSpiel's own numbering. Each game's test maps them to Bao Lab's holes.
 *
 * @param steps the actions in order, each with the state after it where the playthrough prints one
 * @param start the starting state
 * @param returns the final returns of players 0 and 1
 */
public record OpenSpielPlaythrough(State start, List<Step> steps, int[] returns) {

    /** A state as the fixture gives it: the fields of its line after the action, each a list of numbers. */
    public record State(int[][] fields) {
        /** The {@code i}-th field. */
        public int[] field(int i) {
            return fields[i];
        }
    }

    /** An action and, where the playthrough prints it, the state after it ({@code null} elsewhere). */
    public record Step(int action, State after) {
    }

    /** Reads the fixture from the test resources. */
    public static OpenSpielPlaythrough load(String resource) {
        try (InputStream in = OpenSpielPlaythrough.class.getResourceAsStream("/openspiel/" + resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture openspiel/" + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            State start = null;
            List<Step> steps = new ArrayList<>();
            int[] returns = null;
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] parts = line.split("\\|", -1);
                String head = parts[0].trim();
                State state = parts.length == 1 ? null : new State(Arrays.stream(parts, 1, parts.length)
                        .map(OpenSpielPlaythrough::numbers).toArray(int[][]::new));
                switch (head) {
                    case "start" -> start = state;
                    case "returns" -> returns = state.field(0);
                    default -> steps.add(new Step(Integer.parseInt(head), state));
                }
            }
            return new OpenSpielPlaythrough(start, List.copyOf(steps), returns);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int[] numbers(String field) {
        String t = field.trim();
        return t.isEmpty() ? new int[0] : Arrays.stream(t.split(" +")).mapToInt(Integer::parseInt).toArray();
    }
}

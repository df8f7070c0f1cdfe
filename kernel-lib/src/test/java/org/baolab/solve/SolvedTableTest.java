package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code data/results/solved.csv}, the values of every solved variant's start: each row of at most
 * {@value #SMALL} positions (or as many as the system property {@code baolab.solved.upTo} says: 3000000 takes every
 * row solved in a few seconds) is solved again and must come out the same, and every variant listed in
 * {@code solved-variants.txt} has its row.
 */
class SolvedTableTest {

    private static final Path RESULTS = Path.of("..", "data", "results");
    static final int SMALL = 20_000;

    static Stream<String> smallRows() throws IOException {
        return Files.readAllLines(RESULTS.resolve("solved.csv")).stream().skip(1)
                .filter(row -> Long.parseLong(row.substring(row.lastIndexOf(',') + 1))
                        <= Long.getLong("baolab.solved.upTo", SMALL));
    }

    @ParameterizedTest
    @MethodSource("smallRows")
    void aSmallVariantSolvesAsTheTableSays(String row) {
        String[] f = row.split(",", -1);
        Rules rules = Games.rules(f[0]);
        for (String option : f[1].isEmpty() ? new String[0] : f[1].split(" ")) {
            String[] nv = option.split("=", 2);
            rules = rules.with(nv[0], nv[1]);
        }
        Solution s = Solver.of(rules).solve();
        Solution.Value v = s.value();
        String value = v.result() == Status.SOUTH_WINS ? "SOUTH" : v.result() == Status.NORTH_WINS ? "NORTH" : "DRAW";
        String plies = v.plies().isPresent() ? String.valueOf(v.plies().getAsInt()) : "";
        String margin = v.margin().isPresent() ? String.valueOf(v.margin().getAsInt()) : "";
        assertEquals(row, String.join(",", f[0], f[1], value, plies, margin, String.valueOf(s.positions())));
    }

    @Test
    void everyListedVariantHasItsRowInOrder() throws IOException {
        List<String> variants = Files.readAllLines(RESULTS.resolve("solved-variants.txt"));
        List<String> rows = Files.readAllLines(RESULTS.resolve("solved.csv"));
        assertEquals("game,rules,value,plies,margin,positions", rows.get(0));
        assertEquals(variants.size(), rows.size() - 1);
        for (int i = 0; i < variants.size(); i++) {
            String[] v = variants.get(i).split(" ");
            String[] f = rows.get(i + 1).split(",", -1);
            assertEquals(v[0], f[0]);
            for (String option : v[1].split(",")) {
                String[] nv = option.split("=", 2);
                boolean changed = Games.rules(v[0]).with(nv[0], nv[1]).changed().containsKey(nv[0]);
                assertEquals(changed, (" " + f[1] + " ").contains(" " + option + " "), option + " in " + rows.get(i + 1));
            }
        }
    }
}

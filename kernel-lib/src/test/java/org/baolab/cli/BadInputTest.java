package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Mistakes a person makes on the command line: each refused in a short line before any work, saying what is valid. */
class BadInputTest {

    /** Exit status 2, nothing on standard output, and the first line of standard error. */
    private static String refusal(CliRun run) {
        assertEquals(BaoLab.BAD_INPUT, run.status(), run.err());
        assertEquals("", run.out());
        return run.err().lines().findFirst().orElse("");
    }

    @Test
    void strayArgumentsAreRefusedAtTheFirstWhateverTheirNumber() {
        List<String> args = new ArrayList<>(List.of("replay", "--game", "bao-kingulu", "--moves", "c1"));
        for (int i = 0; i < 100_000; i++) {    // the moves, unquoted
            args.add(i % 2 == 0 ? "a2" : "--c1");
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertTrue(refusal(run).startsWith("baolab replay: unknown option '--c1'"), run.err());
        assertEquals(2, run.err().lines().count(), run.err().length() + " characters of message");
        CliRun plain = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1", "a2", "a1");
        assertEquals("baolab replay: unexpected argument 'a2'", refusal(plain));
    }

    @Test
    void hugeInputsAreQuotedShortWithTheirLength() {
        String mega = "z".repeat(1 << 20);
        for (String[] args : List.of(new String[] {"replay", "--game", "bao-kingulu", "--moves", mega},
                new String[] {"replay", "--game", mega}, new String[] {"replay", "--game", "bao-kingulu", "--rule",
                    "kuweka=" + mega}, new String[] {"simulate", "--game", "kalah", "--south", mega, "--north", "random",
                    "--games", "1", "--seed", "1"}, new String[] {"games", mega}, new String[] {"games", "--" + mega})) {
            String line = refusal(CliRun.of(args));
            assertTrue(line.length() < 400, () -> line.length() + " characters: " + line.substring(0, 300));
            assertTrue(line.contains("(1,048,576 characters)") || line.contains("(1,048,578 characters)"), line);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"simulate --south random --north random",
        "sweep --vary seedsPerPit=2,3 --south random --north random", "ladder --agents random,greedy",
        "solve --rule pitsPerRow=2 --rule seedsPerPit=1 --accuracy random"})
    void noGamesIsRefusedByEveryCommandThatPlaysThem(String command) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--game", "bao-kingulu", "--games", "0", "--seed", "1"));
        assertEquals("baolab: --games must be in 1..2,147,483,647, not 0", refusal(CliRun.of(args.toArray(String[]::new))));
    }

    @Test
    void anEmptySparkMasterIsNamed() {
        for (String spark : new String[] {"", " "}) {
            String line = refusal(CliRun.of("simulate", "--game", "kalah", "--south", "random", "--north", "random",
                    "--games", "10", "--seed", "1", "--spark", spark));
            assertTrue(line.startsWith("baolab: --spark is empty: give the Spark master URL, such as local[*]"), line);
        }
    }

    @Test
    void withoutASeedAFreshOneIsUsedAndSaidSoThatTheRunCanBeRepeated() {
        String[] args = {"simulate", "--game", "kalah", "--south", "random", "--north", "random", "--games", "50"};
        CliRun first = CliRun.of(args);
        assertEquals(0, first.status(), first.err());
        Matcher seed = Pattern.compile("baolab: no --seed given: playing with --seed (-?\\d+) \\(give it to play the same "
                + "games again\\)").matcher(first.err().strip());
        assertTrue(seed.matches(), first.err());
        List<String> again = new ArrayList<>(List.of(args));
        again.addAll(List.of("--seed", seed.group(1)));
        CliRun repeated = CliRun.of(again.toArray(String[]::new));
        assertEquals(first.out(), repeated.out());
        assertEquals("", repeated.err());
    }
}

package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Every command answers --help and -h; misspelt flags and commands are named with the closest valid one. */
class HelpAndMistakesTest {

    @ParameterizedTest
    @ValueSource(strings = {"games", "rules", "replay", "simulate", "sweep", "bench"})
    void everyCommandAnswersHelp(String command) {
        for (String flag : new String[] {"--help", "-h"}) {
            CliRun run = CliRun.of(command, flag);
            assertEquals(0, run.status(), command + " " + flag + ": " + run.err());
            assertTrue(run.out().startsWith("Usage: baolab " + command), run.out());
            assertEquals("", run.err());
        }
    }

    /** A description that picocli cannot format (a lone % in it) makes it warn on the process's stderr. */
    @ParameterizedTest
    @ValueSource(strings = {"simulate", "sweep", "ladder", "bench"})
    void helpIsWrittenWithoutWarnings(String command) {
        PrintStream stderr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            CliRun.of(command, "--help");
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theTopCommandAnswersHelpAndVersion() {
        assertTrue(CliRun.of("--help").out().contains("simulate"));
        CliRun version = CliRun.of("--version");
        assertEquals(0, version.status());
        assertTrue(version.out().matches("Bao Lab \\d+\\.\\d+\\.\\d+\\S* on Java \\S+\\R"), version.out());
    }

    @Test
    void runHelpSaysWhatHappensOnBadPathsAndInterrupts() {
        String help = CliRun.of("simulate", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("missing folders are created") && help.contains("130"), help);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rules --gmae bao-kingulu|baolab rules: unknown option '--gmae'; did you mean --game?",
        "simulate --game bao-kingulu --thread 2|baolab simulate: unknown option '--thread'; did you mean --threads?",
        "sweep --vray seedsPerPit=2,3|baolab sweep: unknown option '--vray'; did you mean --vary?",
        "replay --game bao-kingulu --moves=c1 --tarce|baolab replay: unknown option '--tarce'; did you mean --trace?",
        "simulatee --game bao-kingulu|baolab: unknown command 'simulatee'; did you mean simulate?",
        "rules --zzzzzzzz|baolab rules: unknown option '--zzzzzzzz'"})
    void aMisspeltFlagIsNamedWithTheClosestValidOne(String args, String expected) {
        CliRun run = CliRun.of(args.split(" "));
        assertEquals(BaoLab.BAD_INPUT, run.status());
        String[] lines = run.err().strip().split("\n");
        assertEquals(expected, lines[0]);
        assertEquals(2, lines.length, run.err());
        assertTrue(lines[1].contains("--help"), lines[1]);
        assertEquals("", run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"100000", "257", "0", "-4"})
    void anAbsurdThreadCountIsRefusedWithTheValidRange(String threads) {
        CliRun run = CliRun.of("simulate", "--game", "bao-kingulu", "--south", "random", "--north", "random",
                "--games", "10", "--seed", "1", "--threads", threads);
        assertEquals(BaoLab.BAD_INPUT, run.status());
        assertTrue(run.err().contains("--threads must be in 1..256") && run.err().contains(threads), run.err());
        CliRun bench = CliRun.of("bench", "--threads", threads);
        assertEquals(BaoLab.BAD_INPUT, bench.status());
        assertTrue(bench.err().contains("1..256"), bench.err());
    }
}

package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --game-file PATH}: a rule sheet's game wherever {@code --game ID} is taken, and its mistakes in one line. */
class GameFileTest {

    private static final String SHEET = """
            game file-test
            option seeds = 3 1..6 "seeds a hole"
            board rows=2 holes=4
            start seeds=$seeds
            capture where=OPPONENT when=COUNT counts={2,3} take=RUN [R1]
            end when=NO_LEGAL_MOVES
            """;

    @Test
    void aSheetFilePlaysWhereverAGameIdDoes(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("file-test.sowing"), SHEET);
        CliRun run = CliRun.of("simulate", "--game-file", file.toString(), "--rule", "seeds=2", "--games", "200",
                "--seed", "1", "--south", "random", "--north", "random");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("file-test"), run.out());
        CliRun rules = CliRun.of("rules", "--game-file", file.toString());
        assertEquals(0, rules.status(), rules.err());
        assertTrue(rules.out().contains("seeds a hole"), rules.out());
    }

    @Test
    void aBadSheetOrTwoGamesAreRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.sowing"), SHEET.replace("holes=4", "holse=4"));
        CliRun run = CliRun.of("simulate", "--game-file", bad.toString(), "--games", "10", "--seed", "1",
                "--south", "random", "--north", "random");
        assertEquals(2, run.status());
        assertEquals("baolab: " + bad + " line 3, column 14, block board: unknown parameter 'holse': the parameters of"
                + " board are rows, holes, stores", run.err().strip());
        Path good = Files.writeString(dir.resolve("good.sowing"), SHEET);
        CliRun both = CliRun.of("simulate", "--game-file", good.toString(), "--game", "kalah", "--games", "10",
                "--seed", "1", "--south", "random", "--north", "random");
        assertEquals(2, both.status());
        assertEquals("baolab: --game-file names the game: drop --game kalah (set options with --rule NAME=VALUE)",
                both.err().strip());
        CliRun missing = CliRun.of("rules", "--game-file", dir.resolve("none.sowing").toString());
        assertEquals(2, missing.status());
        assertEquals("baolab: cannot read the rule sheet " + dir.resolve("none.sowing") + ": no such file",
                missing.err().strip());
    }
}

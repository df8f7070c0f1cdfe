package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Output paths are checked before the first game, and files are replaced only by complete ones. */
class OutputSafetyTest {

    @TempDir
    Path dir;

    /**
     * A run that would take hours (and, with --out, more memory than any machine has for its rows) if it were
     * played before its paths were checked: the timeout only keeps a failing test from hanging.
     */
    private CliRun hugeRun(String... paths) {
        List<String> args = new ArrayList<>(List.of("simulate", "--game", "bao-kingulu", "--south", "mcts:20000",
                "--north", "mcts:20000", "--games", "2000000000", "--seed", "1", "--threads", "1"));
        args.addAll(List.of(paths));
        return CliRun.of(args.toArray(String[]::new));
    }

    @ParameterizedTest
    @ValueSource(strings = {"folder", "device", "under a file", "empty", "same file twice", "same file by another name"})
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aBadOutputPathIsRefusedBeforeTheFirstGame(String kind) throws IOException {
        Path good = Files.writeString(dir.resolve("good.csv"), "an earlier result\n");
        Path file = Files.writeString(dir.resolve("afile"), "x");
        String[] paths = switch (kind) {
            case "folder" -> new String[] {"--out", dir.toString()};
            case "device" -> new String[] {"--summary", "/dev/full"};
            case "under a file" -> new String[] {"--summary", file.resolve("s.csv").toString()};
            case "empty" -> new String[] {"--out", ""};
            case "same file twice" -> new String[] {"--out", good.toString(), "--summary", good.toString()};
            default -> new String[] {"--summary", good.toString(), "--out", dir.resolve("x/../good.csv").toString()};
        };
        CliRun run = hugeRun(paths);
        assertEquals(BaoLab.BAD_INPUT, run.status(), run.err());
        assertEquals("", run.out(), "no game played, no summary");
        String[] lines = run.err().strip().split("\n");
        assertEquals(1, lines.length, run.err());
        assertTrue(lines[0].contains(paths[0]) && lines[0].contains("'" + paths[1] + "'"),
                "names the option and the path: " + lines[0]);
        assertEquals("an earlier result\n", Files.readString(good));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("afile", "good.csv"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void eachReasonIsSaid() throws IOException {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        assertTrue(hugeRun("--out", dir.toString()).err().contains("is a folder"));
        assertTrue(hugeRun("--out", "/dev/full").err().contains("not a regular file"));
        assertTrue(hugeRun("--out", file.resolve("x/y.csv").toString()).err().contains(file + " is a file"));
        assertTrue(hugeRun("--out=").err().contains("empty name"));
        assertTrue(hugeRun("--out", "a.csv", "--summary", "a.csv").err().contains("--out and --summary both name"));
    }

    @Test
    void missingFoldersAreCreated() throws IOException {
        Path summary = dir.resolve("new/deeper/summary.csv");
        CliRun run = CliRun.of("simulate", "--game", "bao-kingulu", "--south", "random", "--north", "random",
                "--games", "20", "--seed", "1", "--summary", summary.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(2, Files.readAllLines(summary).size());
    }

    @Test
    void aFailedWriteLeavesTheEarlierFileAndNoTemporaryOne() throws IOException {
        Path target = Files.writeString(dir.resolve("games.csv"), "an earlier result\n");
        IOException full = assertThrows(IOException.class, () -> OutputFiles.write(target, writer -> {
            writer.write("half a row,".repeat(100_000));
            throw new IOException("No space left on device");
        }));
        assertEquals("No space left on device", full.getMessage());
        assertEquals("an earlier result\n", Files.readString(target));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList());
        }
        OutputFiles.write(target, writer -> writer.write("a new result\n"));
        assertEquals("a new result\n", Files.readString(target));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aFileIsWrittenWithTheUsualPermissions() throws IOException {
        Path target = dir.resolve("s.csv");
        OutputFiles.write(target, writer -> writer.write("x\n"));
        Path plain = Files.writeString(dir.resolve("plain"), "x\n");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(target));
    }
}

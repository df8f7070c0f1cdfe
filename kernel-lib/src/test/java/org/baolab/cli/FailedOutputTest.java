package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A command whose standard output cannot be written fails, saying so in one line: a result is never lost silently. */
class FailedOutputTest {

    @TempDir
    Path dir;

    /** Every write fails, as on a full disk. */
    private static final class Full extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "games",
        "rules --game oware",
        "solve --game kalah --rule pitsPerRow=2",
        "solve --game kalah --rule pitsPerRow=2 --accuracy random --games 4",
        "simulate --game kalah --south random --north random --games 10 --seed 1",
        "sweep --game kalah --vary pitsPerRow=3,4 --south random --north random --games 10 --seed 1",
        "replay --game bao-kingulu --moves c1 --trace",
        "ladder --game bao-kingulu --rule pitsPerRow=4 --agents random,greedy --games 4 --seed 1",
        "bench --game kalah --threads 1",
        "--help",
    })
    void everyCommandFailsWhenItsOutputCannotBeWritten(String command) {
        StringWriter err = new StringWriter();
        int status = BaoLab.run(command.split(" "), new PrintWriter(new Full()), new PrintWriter(err));
        assertEquals(BaoLab.FAILED, status, command + ": " + err);
        String[] lines = err.toString().strip().split("\n");
        assertTrue(lines[lines.length - 1].startsWith("baolab: cannot write to standard output"), err.toString());
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aFullDeviceIsNamedByItsReason() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path stderr = dir.resolve("stderr");
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), BaoLab.class.getName(),
                "games").redirectOutput(new File("/dev/full")).redirectError(stderr.toFile()).start();
        try {
            assertTrue(child.waitFor(2, TimeUnit.MINUTES), "the command ends");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(BaoLab.FAILED, child.exitValue());
        assertEquals("baolab: cannot write to standard output (No space left on device): what this command printed "
                + "is lost\n", Files.readString(stderr));
    }
}

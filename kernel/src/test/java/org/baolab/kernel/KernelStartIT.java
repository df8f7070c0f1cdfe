package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packaged kernel started as Jupyter starts it, from its kernelspec: what it prints to the server's terminal. */
class KernelStartIT {

    private static final int START_SECONDS = 120;

    @TempDir
    Path work;

    @Test
    @DisplayName("a starting kernel prints no JVM warning (no security manager) to its standard error")
    void startsWithoutWarnings() throws Exception {
        Path jar = Path.of(System.getProperty("kernel.jar", "target/baolab-kernel.jar"));
        assertTrue(Files.isRegularFile(jar), "the packaged kernel jar is missing: " + jar);
        Path specDir = work.resolve("spec");
        Process writer = new ProcessBuilder(JupyterFixture.java(), "-jar", jar.toString(), "--kernelspec",
                specDir.toString()).redirectErrorStream(true).redirectOutput(work.resolve("spec.log").toFile()).start();
        assertTrue(writer.waitFor(120, TimeUnit.SECONDS) && writer.exitValue() == 0,
                "writing the kernelspec: " + Files.readString(work.resolve("spec.log")));
        JsonObject connection = connection();
        Path connectionFile = work.resolve("connection.json");
        Files.writeString(connectionFile, connection.toString());
        List<String> command = new ArrayList<>();
        JsonArray argv = JsonParser.parseString(Files.readString(specDir.resolve("kernel.json"))).getAsJsonObject()
                .getAsJsonArray("argv");
        argv.forEach(a -> command.add(a.getAsString().replace("{connection_file}", connectionFile.toString())));
        Path stderr = work.resolve("stderr.log");
        Process kernel = new ProcessBuilder(command).redirectError(stderr.toFile())
                .redirectOutput(work.resolve("stdout.log").toFile()).start();
        try {
            awaitListening(kernel, connection.get("shell_port").getAsInt(), stderr);
        } finally {
            kernel.destroy();
            if (!kernel.waitFor(30, TimeUnit.SECONDS)) {
                kernel.destroyForcibly();
            }
        }
        String printed = Files.readString(stderr);
        assertFalse(printed.contains("WARNING"), "the kernel's standard error:\n" + printed);
    }

    /** Waits until the kernel accepts connections on its shell port, failing if it ends or takes too long. */
    private static void awaitListening(Process kernel, int port, Path stderr) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline) {
            if (!kernel.isAlive()) {
                throw new AssertionError("the kernel ended (exit " + kernel.exitValue() + "):\n"
                        + Files.readString(stderr));
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return;
            } catch (IOException notYet) {
                Thread.sleep(200);
            }
        }
        throw new AssertionError("the kernel did not listen on its shell port within " + START_SECONDS + " s:\n"
                + Files.readString(stderr));
    }

    private static JsonObject connection() throws IOException {
        JsonObject c = new JsonObject();
        c.addProperty("transport", "tcp");
        c.addProperty("ip", "127.0.0.1");
        for (String port : List.of("shell_port", "iopub_port", "stdin_port", "control_port", "hb_port")) {
            c.addProperty(port, freePort());
        }
        c.addProperty("key", "a-test-key");
        c.addProperty("signature_scheme", "hmac-sha256");
        return c;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}

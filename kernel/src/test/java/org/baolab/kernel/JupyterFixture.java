package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A private Jupyter set-up for the integration tests: the packaged kernel installed under a test name in its own
 * {@code JUPYTER_PATH}, driven by Debian's Python with Jupyter's client libraries. Fails, never skips, when Jupyter
 * is missing, saying how to install it.
 */
final class JupyterFixture {

    static final String PYTHON = "/usr/bin/python3";
    static final String KERNEL_NAME = "baolab-test";
    private static final String INSTALL_HINT = "The notebook tests need Jupyter's client libraries for " + PYTHON
            + ". Install them with: apt-get install jupyter-notebook jupyter-nbconvert python3-nbclient";

    private final Path work;

    /** Checks Jupyter is there and installs the packaged kernel's spec under {@code work}. */
    JupyterFixture(Path work) throws Exception {
        this.work = work;
        requireJupyter();
        installKernel(KERNEL_NAME);
    }

    /** Installs the packaged kernel's spec under {@code name} too, for notebooks that ask for it by that name. */
    void installKernel(String name) throws Exception {
        Path jar = Path.of(System.getProperty("kernel.jar", "target/baolab-kernel.jar"));
        assertTrue(Files.isRegularFile(jar), "the packaged kernel jar is missing: " + jar);
        run(new ProcessBuilder(java(), "-jar", jar.toString(), "--kernelspec",
                work.resolve("jupyter").resolve("kernels").resolve(name).toString()).directory(work.toFile()), 60);
    }

    private static void requireJupyter() throws Exception {
        if (!Files.isExecutable(Path.of(PYTHON))) {
            throw new AssertionError(INSTALL_HINT + " (" + PYTHON + " is missing)");
        }
        Process p = new ProcessBuilder(PYTHON, "-c", "import nbclient, nbformat, nbconvert, jupyter_client")
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError(INSTALL_HINT + "\n" + output);
        }
    }

    /** A Python process that finds the test kernel. */
    ProcessBuilder python(List<String> args) {
        ProcessBuilder pb = new ProcessBuilder(PYTHON);
        pb.command().addAll(args);
        pb.environment().put("JUPYTER_PATH", work.resolve("jupyter").toString());
        pb.environment().put("JUPYTER_RUNTIME_DIR", work.resolve("runtime").toString());
        pb.environment().put("JUPYTER_PLATFORM_DIRS", "1");
        return pb;
    }

    /** Runs a process to its end within {@code seconds}, failing with its output otherwise. */
    void run(ProcessBuilder pb, int seconds) throws Exception {
        Path log = Files.createTempFile(work, "process", ".log");
        Process p = pb.redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(pb.command() + " did not finish in " + seconds + " s:\n" + Files.readString(log));
        }
        if (p.exitValue() != 0) {
            throw new AssertionError(pb.command() + " failed (exit " + p.exitValue() + "):\n" + Files.readString(log));
        }
    }

    /** The java launcher of the running JVM. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Copies a test resource from {@code /notebook/} into the work folder. */
    Path resource(String name) throws IOException {
        Path target = work.resolve(name);
        try (var in = JupyterFixture.class.getResourceAsStream("/notebook/" + name)) {
            assertTrue(in != null, "missing test resource " + name);
            Files.copy(in, target);
        }
        return target;
    }
}

package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A private Jupyter set-up for the integration tests: the packaged kernel installed under a test name in its own
 * {@code JUPYTER_PATH}, driven by the project's Python environment (the venv {@code bin/python-env} makes, named by
 * {@code BAOLAB_VENV}, else {@code .venv} of the checkout) with Jupyter's client libraries, JupyterLab and Notebook.
 * Fails, never skips, when the environment is missing, saying how to make it.
 */
final class JupyterFixture {

    /** The environment's Python. */
    static final Path PYTHON = venv().resolve("bin").resolve("python");
    static final String KERNEL_NAME = "baolab-test";
    private static final String INSTALL_HINT = "The notebook tests need the project's Python environment ("
            + PYTHON + "). Make it with bin/python-env (bin/test does), or name one with BAOLAB_VENV";

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

    /** The project's Python environment: {@code BAOLAB_VENV}, else {@code .venv} beside the kernel module. */
    private static Path venv() {
        String named = System.getenv("BAOLAB_VENV");
        return named != null && !named.isBlank() ? Path.of(named) : Path.of("..", ".venv").toAbsolutePath().normalize();
    }

    private void requireJupyter() throws Exception {
        if (!Files.isExecutable(PYTHON)) {
            throw new AssertionError(INSTALL_HINT + " (" + PYTHON + " is missing)");
        }
        try {
            run(new ProcessBuilder(PYTHON.toString(), "-c",
                    "import nbclient, nbformat, nbconvert, jupyter_client, jupyterlab, notebook"), 60);
        } catch (AssertionError e) {
            throw new AssertionError(INSTALL_HINT + "\n" + e.getMessage(), e);
        }
    }

    /** A Python process of the environment that finds the test kernel. */
    ProcessBuilder python(List<String> args) {
        ProcessBuilder pb = new ProcessBuilder(PYTHON.toString());
        pb.command().addAll(args);
        pb.environment().put("JUPYTER_PATH", work.resolve("jupyter").toString());
        pb.environment().put("JUPYTER_RUNTIME_DIR", work.resolve("runtime").toString());
        pb.environment().put("JUPYTER_PLATFORM_DIRS", "1");
        return pb;
    }

    /** Runs a process to its end within {@code seconds}, failing with its output otherwise. */
    void run(ProcessBuilder pb, int seconds) throws Exception {
        run(pb, seconds, false);
    }

    /**
     * Runs a process to its end within {@code seconds}, failing with its output otherwise; with {@code echo} each
     * line it prints is also printed to the test's output as it comes, so that a person sees how far it got.
     */
    void run(ProcessBuilder pb, int seconds, boolean echo) throws Exception {
        Path log = Files.createTempFile(work, "process", ".log");
        Process p = pb.redirectErrorStream(true).start();
        Thread copier = new Thread(() -> copy(p.getInputStream(), log, echo), "process output");
        copier.setDaemon(true);
        copier.start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            copier.join(TimeUnit.SECONDS.toMillis(10));
            throw new AssertionError(pb.command() + " did not finish in " + seconds + " s:\n" + Files.readString(log));
        }
        copier.join(TimeUnit.SECONDS.toMillis(10)); // the output ends with the process; a child holding it is cut
        if (p.exitValue() != 0) {
            throw new AssertionError(pb.command() + " failed (exit " + p.exitValue() + "):\n" + Files.readString(log));
        }
    }

    /** Copies a process's output into its log, line by line, and to the test's output if asked. */
    private static void copy(InputStream output, Path log, boolean echo) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(output, StandardCharsets.UTF_8));
             BufferedWriter out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                out.write(line);
                out.newLine();
                out.flush();
                if (echo) {
                    System.out.println(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep a process's output in " + log, e);
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

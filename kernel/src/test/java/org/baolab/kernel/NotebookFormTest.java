package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The committed notebooks are in the form Jupyter saves them, so that running and saving one in JupyterLab changes
 * only its outputs. Checked by nbformat itself, in the project's Python environment; fails, never skips, without it.
 */
class NotebookFormTest {

    private static final int SECONDS = 120;

    @Test
    @DisplayName("every notebook in notebooks/ is byte for byte what nbformat.write(nbformat.read(f, 4), f) gives")
    void notebooksAreInSavedForm() throws Exception {
        Path python = JupyterFixture.PYTHON;
        assertTrue(Files.isExecutable(python), "the project's Python environment is missing (" + python
                + "); make it with bin/python-env, or name one with BAOLAB_VENV");
        Path script = Path.of(NotebookFormTest.class.getResource("/notebook/notebook_form.py").toURI());
        List<String> command = new ArrayList<>(List.of(python.toString(), script.toString(), "--check"));
        try (Stream<Path> notebooks = Files.list(Path.of("..", "notebooks"))) {
            notebooks.filter(p -> p.toString().endsWith(".ipynb")).sorted().forEach(p -> command.add(p.toString()));
        }
        assertTrue(command.size() > 3, "no notebooks found in ../notebooks");
        Path output = Files.createTempFile("notebook-form", ".log");
        try {
            Process check = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                    .start();
            if (!check.waitFor(SECONDS, TimeUnit.SECONDS)) {
                check.destroyForcibly();
                throw new AssertionError("nbformat's check of the notebooks did not finish in " + SECONDS + " s");
            }
            assertEquals(0, check.exitValue(), Files.readString(output) + "(bin/notebooks-format writes them so)");
        } finally {
            Files.deleteIfExists(output);
        }
    }
}

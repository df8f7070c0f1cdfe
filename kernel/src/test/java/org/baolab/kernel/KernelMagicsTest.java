package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The magics the kernel applies to a cell's text: {@code %%time}, {@code %load}, and the list {@code %lsmagic} shows. */
class KernelMagicsTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("%%time on the first line times the rest; its line stays blank so error lines still match the cell")
    void time() {
        KernelMagics.Prepared timed = KernelMagics.prepare("%%time\nint a = 1;\na + 1");
        assertTrue(timed.timed());
        assertEquals("\nint a = 1;\na + 1", timed.code());
        assertFalse(KernelMagics.prepare("int a = 1; // %%time").timed());
        assertFalse(KernelMagics.prepare("%%timer\n1").timed());
    }

    @Test
    @DisplayName("%load FILE puts the file's code in place of its line")
    void load() throws IOException {
        Path file = Files.writeString(dir.resolve("setup.jsh"), "int loaded = 6;\nint twice() { return 2 * loaded; }\n");
        assertEquals("int before = 1;\nint loaded = 6;\nint twice() { return 2 * loaded; }\ntwice()",
                KernelMagics.prepare("int before = 1;\n%load " + file + "\ntwice()").code());
        assertEquals("int x = 1; // %load nothing", KernelMagics.prepare("int x = 1; // %load nothing").code());
    }

    @Test
    @DisplayName("%load of a missing file or of no file says what is wrong in one line")
    void loadErrors() {
        CellException missing = assertThrows(CellException.class,
                () -> KernelMagics.prepare("%load " + dir.resolve("nope.jsh")));
        assertEquals(List.of("%load cannot read " + dir.resolve("nope.jsh") + " (no such file; relative paths start at "
                + Path.of("").toAbsolutePath() + ")"), missing.traceback());
        CellException none = assertThrows(CellException.class, () -> KernelMagics.prepare("%load"));
        assertEquals("%load needs a file of Java code, such as %load setup.jsh", none.getMessage());
    }

    @Test
    @DisplayName("wall time in milliseconds below a second, in seconds above")
    void wallTime() {
        assertEquals("Wall time: 850 ms", KernelMagics.wallTime(850_000_000L));
        assertEquals("Wall time: 2.31 s", KernelMagics.wallTime(2_310_000_000L));
    }

    @Test
    @DisplayName("the line magics are the registry's and the kernel's own, sorted")
    void lineMagics() {
        MagicsRegistry registry = new MagicsRegistry();
        registry.registerLineMagic("jars", (kernel, args) -> null);
        registry.registerLineMagic("classpath", (kernel, args) -> null);
        assertEquals(List.of("classpath", "jars", "load"), List.copyOf(KernelMagics.lineMagics(registry)));
    }
}

package org.baolab.kernel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dflib.jjava.jupyter.kernel.magic.LineMagic;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;

/**
 * The magics that change which code a cell runs, applied by the kernel before the cell reaches JShell (a magic
 * registered with jjava runs inside the cell, where it cannot run more cell code), and {@code %lsmagic}:
 * <ul>
 * <li>{@code %%time} as a cell's first line runs the rest of the cell and prints its wall time after its output
 * (as IPython's does, not after an error).
 * <li>{@code %load FILE} on a line of its own runs the file's code there, as part of the cell (as IJava's
 * {@code %load} and JShell's {@code /open} do); what it defines stays defined.
 * <li>{@code %lsmagic} lists every line and cell magic.
 * </ul>
 */
final class KernelMagics {

    /** Line magics handled here rather than by jjava's registry. */
    static final List<String> LINE = List.of("load");
    /** Cell magics handled here. */
    static final List<String> CELL = List.of("time");

    private static final Pattern TIME = Pattern.compile("\\A[ \\t]*%%time[ \\t]*(?=\\n|\\z)");
    private static final Pattern LOAD = Pattern.compile("(?m)^[ \\t]*%load(?:[ \\t]+(.*?))?[ \\t]*$");

    private KernelMagics() {
    }

    /** The code a cell runs, and whether its wall time is printed after it. */
    record Prepared(String code, boolean timed) {
    }

    /**
     * Applies {@code %%time} and {@code %load}. The {@code %%time} line stays as a blank line, so that errors still
     * name the lines of the cell as written.
     *
     * @throws CellException.BadMagic if a {@code %load} names no file or one that cannot be read
     */
    static Prepared prepare(String cell) {
        Matcher time = TIME.matcher(cell);
        boolean timed = time.lookingAt();
        String code = timed ? cell.substring(time.end()) : cell;
        Matcher load = LOAD.matcher(code);
        StringBuilder loaded = new StringBuilder();
        while (load.find()) {
            load.appendReplacement(loaded, Matcher.quoteReplacement(read(load.group(1))));
        }
        load.appendTail(loaded);
        return new Prepared(loaded.toString(), timed);
    }

    private static String read(String file) {
        if (file == null || file.isEmpty()) {
            throw new CellException.BadMagic("%load needs a file of Java code, such as %load setup.jsh");
        }
        Path path = Path.of(file);
        try {
            return Files.readString(path).stripTrailing();
        } catch (IOException e) {
            throw new CellException.BadMagic("%load cannot read " + path.toAbsolutePath() + " ("
                    + (Files.exists(path) ? e.getMessage() : "no such file") + "; relative paths start at "
                    + Path.of("").toAbsolutePath() + ")");
        }
    }

    /** A wall time as {@code %%time} prints it: {@code Wall time: 850 ms}, {@code Wall time: 2.31 s}. */
    static String wallTime(long nanos) {
        double ms = nanos / 1e6;
        return ms < 1000 ? String.format(Locale.ROOT, "Wall time: %.0f ms", ms)
                : String.format(Locale.ROOT, "Wall time: %.2f s", ms / 1000);
    }

    /** Every line magic: those in the registry and those handled here, sorted. */
    static TreeSet<String> lineMagics(MagicsRegistry registry) {
        TreeSet<String> names = new TreeSet<>(registry.getLineMagicNames());
        names.addAll(LINE);
        return names;
    }

    /** The {@code %lsmagic} magic. */
    static LineMagic<Void, BaoLabKernel> lsmagic() {
        return (kernel, args) -> {
            MagicsRegistry registry = kernel.getMagicsRegistry();
            TreeSet<String> cell = new TreeSet<>(registry.getCellMagicNames());
            cell.addAll(CELL);
            System.out.println("Line magics: %" + String.join("  %", lineMagics(registry)));
            System.out.println("Cell magics: %%" + String.join("  %%", cell));
            return null;
        };
    }
}

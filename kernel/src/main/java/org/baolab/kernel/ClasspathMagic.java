package org.baolab.kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.dflib.jjava.jupyter.kernel.magic.LineMagic;
import org.dflib.jjava.jupyter.kernel.util.PathsHandler;

/**
 * {@code %classpath path...} adds jars and class directories; {@code %jars path...} adds jars, and every jar in a
 * named directory. Paths may be globs ({@code lib/*.jar}) and may be joined with the path separator. Renderers in
 * the added jars are installed.
 */
final class ClasspathMagic implements LineMagic<Void, BaoLabKernel> {

    private final boolean jarsOnly;

    private ClasspathMagic(boolean jarsOnly) {
        this.jarsOnly = jarsOnly;
    }

    /** The {@code %classpath} magic. */
    static ClasspathMagic classpath() {
        return new ClasspathMagic(false);
    }

    /** The {@code %jars} magic. */
    static ClasspathMagic jars() {
        return new ClasspathMagic(true);
    }

    @Override
    public Void eval(BaoLabKernel kernel, List<String> args) {
        if (args.isEmpty()) {
            throw new IllegalArgumentException("name one or more " + (jarsOnly ? "jars" : "jars or class directories")
                    + ", such as %" + (jarsOnly ? "jars lib/*.jar" : "classpath target/classes"));
        }
        List<Path> entries = new ArrayList<>();
        for (String arg : args) {
            List<Path> matched = PathsHandler.splitAndResolveGlobs(arg);
            if (matched.isEmpty()) {
                throw new IllegalArgumentException("nothing matches '" + arg + "' (relative paths start at "
                        + Path.of("").toAbsolutePath() + ")");
            }
            for (Path p : matched) {
                entries.addAll(jarsOnly && Files.isDirectory(p) ? jarsIn(p) : List.of(p));
            }
        }
        kernel.addToClasspath(entries);
        System.out.println("added to the class path: " + entries.size() + (entries.size() == 1 ? " entry" : " entries"));
        return null;
    }

    private static List<Path> jarsIn(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
    }
}

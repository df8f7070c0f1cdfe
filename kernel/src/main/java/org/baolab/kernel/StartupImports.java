package org.baolab.kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.baolab.Games;

/**
 * The imports a notebook starts with: common JDK packages, the notebook display helpers ({@code display(obj)},
 * {@code updateDisplay(id, obj)}), and those of the Bao Lab main packages that exist in the library on the class path.
 */
final class StartupImports {

    /** The Bao Lab packages worth importing in notebooks, where they exist. */
    private static final List<String> MAIN_PACKAGES = List.of("org.baolab", "org.baolab.core", "org.baolab.play",
            "org.baolab.sim", "org.baolab.stats", "org.baolab.notebook", "org.baolab.charts");

    private static final List<String> JDK_PACKAGES = List.of("java.util", "java.util.function", "java.util.stream",
            "java.io", "java.nio.file");

    private StartupImports() {
    }

    /** The import statements, one a line. */
    static String code() {
        return String.join("\n", imports());
    }

    /** The import statements. */
    static List<String> imports() {
        List<String> imports = new ArrayList<>();
        JDK_PACKAGES.forEach(p -> imports.add("import " + p + ".*;"));
        imports.add("import static org.dflib.jjava.jupyter.kernel.BaseNotebookStatics.*;");
        Set<String> present = libraryPackages();
        MAIN_PACKAGES.stream().filter(present::contains).forEach(p -> imports.add("import " + p + ".*;"));
        return imports;
    }

    /** The packages that hold classes in the jar or directory the Bao Lab library was loaded from. */
    static Set<String> libraryPackages() {
        Set<String> packages = new TreeSet<>();
        try {
            Path location = Path.of(Games.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.walk(location)) {
                    files.filter(f -> f.toString().endsWith(".class"))
                            .forEach(f -> packages.add(packageOf(location.relativize(f).toString())));
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    jar.stream().map(JarEntry::getName).filter(n -> n.endsWith(".class"))
                            .forEach(n -> packages.add(packageOf(n)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the Bao Lab library to find its packages", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the Bao Lab library's location is not a file", e);
        }
        return packages;
    }

    private static String packageOf(String classFile) {
        String path = classFile.replace('\\', '/');
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash).replace('/', '.');
    }
}

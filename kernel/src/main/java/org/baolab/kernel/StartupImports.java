package org.baolab.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * The imports a notebook starts with: common JDK packages, the notebook display helpers ({@code display(obj)},
 * {@code updateDisplay(id, obj)}), Tablesaw's tables and the Bao Lab main packages, so that the first cell can be
 * {@code Games.baoKingulu().newMatch()}. Game packages stay out: their names are for engine work.
 */
final class StartupImports {

    /** The packages imported whole, JDK first. */
    private static final List<String> PACKAGES = List.of("java.util", "java.util.function", "java.util.stream",
            "java.io", "java.nio.file", "tech.tablesaw.api", "org.baolab", "org.baolab.core", "org.baolab.play",
            "org.baolab.sim", "org.baolab.stats", "org.baolab.notebook", "org.baolab.charts", "org.baolab.widgets");

    private StartupImports() {
    }

    /** The import statements, one a line. */
    static String code() {
        return String.join("\n", imports());
    }

    /** The import statements. */
    static List<String> imports() {
        List<String> imports = new ArrayList<>();
        PACKAGES.forEach(p -> imports.add("import " + p + ".*;"));
        imports.add("import static org.dflib.jjava.jupyter.kernel.BaseNotebookStatics.*;");
        return imports;
    }
}

package org.baolab.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * The imports a notebook starts with: common JDK packages, the notebook display helpers ({@code display(obj)},
 * {@code updateDisplay(id, obj)}), Tablesaw's tables and every public package of the Bao Lab library a notebook
 * uses, so that the first cell can be {@code Games.baoKingulu().newMatch()} or {@code Solver.of(rules).solve()}, and
 * a game's option constants ({@code BaoKingulu.KUWEKA}) need no import. Only the command line's package stays out.
 */
final class StartupImports {

    /** The packages imported whole, JDK first. */
    private static final List<String> PACKAGES = List.of("java.util", "java.util.function", "java.util.stream",
            "java.io", "java.nio.file", "tech.tablesaw.api", "org.baolab", "org.baolab.core", "org.baolab.play",
            "org.baolab.sim", "org.baolab.stats", "org.baolab.notebook", "org.baolab.widgets", "org.baolab.charts",
            "org.baolab.solve", "org.baolab.sheet", "org.baolab.atlas", "org.baolab.kingulu", "org.baolab.fourrows",
            "org.baolab.twophase", "org.baolab.kalah", "org.baolab.oware");

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

package org.baolab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.baolab.core.GameRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The package graph of the library points down only: the core knows no game and no display, a game knows only the
 * core, and the layers above take the games from the registry. The game packages are the registered games' own, so a
 * new game is held to the rules without a change here.
 */
class LayersTest {

    private static final String CORE = "org.baolab.core..";
    private static JavaClasses library;
    private static List<String> games;

    @BeforeAll
    static void importLibrary() {
        library = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.baolab");
        games = GameRegistry.all().stream().map(g -> g.getClass().getPackageName()).distinct().toList();
    }

    @Test
    @DisplayName("each layer uses only the layers below it, and every class is in a layer")
    void layersPointDown() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Entry").definedBy("org.baolab")
                .layer("Core").definedBy(CORE)
                .layer("Games").definedBy(games.stream().map(p -> p + "..").toArray(String[]::new))
                .layer("Play").definedBy("org.baolab.play..")
                .layer("Stats").definedBy("org.baolab.stats..")
                .layer("Sim").definedBy("org.baolab.sim..")
                .layer("Solve").definedBy("org.baolab.solve..")
                .layer("Charts").definedBy("org.baolab.charts..")
                .layer("Widgets").definedBy("org.baolab.widgets..")
                .layer("Notebook").definedBy("org.baolab.notebook..")
                .layer("Atlas").definedBy("org.baolab.atlas..")
                .layer("Cli").definedBy("org.baolab.cli..")
                .whereLayer("Core").mayNotAccessAnyLayer()
                .whereLayer("Games").mayOnlyAccessLayers("Core")
                .whereLayer("Entry").mayOnlyAccessLayers("Core", "Games")
                .whereLayer("Play").mayOnlyAccessLayers("Core")
                .whereLayer("Stats").mayOnlyAccessLayers("Core")
                .whereLayer("Sim").mayOnlyAccessLayers("Core", "Play", "Stats")
                .whereLayer("Solve").mayOnlyAccessLayers("Core", "Play", "Stats", "Sim")
                .whereLayer("Charts").mayOnlyAccessLayers("Core", "Stats", "Sim")
                .whereLayer("Widgets").mayNotAccessAnyLayer()
                .whereLayer("Notebook").mayOnlyAccessLayers("Entry", "Core", "Play", "Stats", "Sim", "Solve", "Charts",
                        "Widgets")
                // the atlas compares games by their rule sheets, so it reads the sheet package's profiles
                .whereLayer("Atlas").mayOnlyAccessLayers("Entry", "Core", "Games", "Play", "Stats", "Sim", "Solve")
                .whereLayer("Cli").mayOnlyAccessLayers("Entry", "Core", "Play", "Stats", "Sim", "Solve", "Charts", "Atlas")
                .ensureAllClassesAreContainedInArchitecture()
                .check(library);
    }

    @Test
    @DisplayName("the core uses only itself, the JDK, Gson and Tablesaw")
    void coreKnowsNoGameAndNoDisplay() {
        classes().that().resideInAPackage(CORE).should().onlyDependOnClassesThat()
                .resideInAnyPackage(CORE, "java..", "com.google.gson..", "tech.tablesaw..")
                .check(library);
    }

    @Test
    @DisplayName("each game uses only itself, the core and the JDK")
    void eachGameKnowsOnlyTheCore() {
        for (String game : games) {
            classes().that().resideInAPackage(game + "..").should().onlyDependOnClassesThat()
                    .resideInAnyPackage(game + "..", CORE, "java..")
                    .check(library);
        }
    }

    @Test
    @DisplayName("the packages depend on each other without a cycle")
    void noCycles() {
        slices().matching("org.baolab.(*)..").should().beFreeOfCycles().check(library);
    }
}

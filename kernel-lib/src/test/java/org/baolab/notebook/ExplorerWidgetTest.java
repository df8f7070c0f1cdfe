package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Explorer;
import org.baolab.play.AgentSpec;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.Sweep;
import org.baolab.stats.Summary;
import org.baolab.widgets.FakeKernel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tech.tablesaw.api.Table;

@Timeout(120)
class ExplorerWidgetTest {

    @Test
    void theTableOfTheVariantsTriedIsTheTableASweepOfThemGives() throws InterruptedException {
        ExplorerWidget explorer = ExplorerWidget.of(Games.kimasaiTwoPhase()).games(300).await();
        explorer.set("reserve", 10).await();
        Table table = explorer.table();
        Table sweep = Sweep.of(Games.kimasaiTwoPhase()).vary("reserve", 24, 10).games(300).summary();
        assertEquals(sweep.columnNames(), table.columnNames());
        assertEquals(sweep.rowCount(), table.rowCount());
        for (String column : sweep.columnNames()) {
            assertEquals(sweep.column(column).asList(), table.column(column).asList(), column);
        }
    }

    @Test
    void goingBackToAFinishedVariantIsInstantAndPlaysNoGames() throws InterruptedException {
        ExplorerWidget explorer = ExplorerWidget.of(Games.kalah()).games(200).await();
        explorer.set("seedsPerPit", 3).await();
        Table before = explorer.table();
        explorer.set("seedsPerPit", 4);
        assertTrue(explorer.html().contains("kept from before"), explorer.html());
        assertEquals(before.rowCount(), explorer.table().rowCount());
    }

    @Test
    void aNewChangeStopsTheBatchInFlightWhichIsNotKept() throws InterruptedException {
        ExplorerWidget explorer = ExplorerWidget.of(Games.kalah()).games(200).await();
        explorer.south("mcts:1000").games(20_000);       // minutes of games
        Thread.sleep(200);
        explorer.south("random").await();
        assertFalse(explorer.table().stringColumn("south").asList().contains("mcts:1000"));
        assertEquals(List.of(200L, 20_000L), explorer.table().longColumn("games").asList(),
                "random against random at 200 and 20,000 games; neither batch of mcts");
    }

    @Test
    void theDashboardShowsEachStatisticWithItsInterval() {
        Summary s = new SimulationTask(Games.kalah(), new AgentSpec.Random(), new AgentSpec.Random(), 1, 0, 500)
                .summary();
        String html = ExplorerDashboard.statistics(s, Games.kalah());
        for (String label : List.of("games", "500", "first player's wins among decided games", "draws: turn limit")) {
            assertTrue(html.contains(label), label + " in " + html);
        }
        assertTrue(html.matches("(?s).*\\d+\\.\\d \\[\\d+\\.\\d, \\d+\\.\\d\\].*"), "a mean with its interval: " + html);
    }

    @Test
    void badValuesAreRefusedSayingWhatIsValidAndChangeNothing() {
        Explorer explorer = Games.kalah().explore();
        assertInstanceOf(ExplorerWidget.class, explorer, "the rules' explorer is the notebook's, found by the core");
        assertEquals("option seedsPerPit cannot be 99: valid values are 1..20",
                assertThrows(IllegalArgumentException.class, () -> explorer.set("seedsPerPit", 99)).getMessage());
        assertEquals(Games.kalah(), explorer.rules());
    }

    @Test
    void inAKernelTheExplorerIsOneWidgetOfControlsBesideADashboard() {
        try (FakeKernel kernel = FakeKernel.install()) {
            ExplorerWidget explorer = ExplorerWidget.of(Games.kalah());
            kernel.show(explorer.widget());
            assertEquals("HBoxModel", kernel.opened().get(kernel.opened().size() - 1).data().getAsJsonObject("state")
                    .get("_model_name").getAsString());
            assertTrue(kernel.opened().stream().map(o -> o.data().getAsJsonObject("state"))
                    .anyMatch(st -> st.has("description") && st.get("description").getAsString().equals("seedsPerPit")));
        }
    }
}

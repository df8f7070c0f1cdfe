package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.OptionSpec;
import org.junit.jupiter.api.Test;

/** {@code baolab games} and {@code baolab rules}. */
class ListingCommandsTest {

    @Test
    void gamesListsOneLinePerGame() {
        CliRun run = CliRun.of("games");
        assertEquals(0, run.status());
        assertEquals(Games.all().size(), run.lines().size());
        assertTrue(run.lines().get(0).startsWith("bao-kingulu"));
    }

    @Test
    void rulesListsEveryOptionWithTypeDefaultRangeAndMeaning() {
        CliRun run = CliRun.of("rules", "--game", "bao-kingulu");
        assertEquals(0, run.status());
        var options = Games.baoKingulu().game().options();
        assertEquals(options.size() + 1, run.lines().size(), "a header and a line per option");
        for (OptionSpec o : options) {
            assertTrue(run.lines().stream().anyMatch(l -> l.startsWith(o.name() + " ") && l.contains(o.range())
                    && l.contains(o.description())), o.name());
        }
        assertEquals(2, CliRun.of("rules", "--game", "nope").status());
    }
}

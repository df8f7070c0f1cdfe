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
        CliRun run = CliRun.of("games", "--wide");
        assertEquals(0, run.status());
        assertEquals(Games.all().size() + 2, run.lines().size(), "a header, a rule and a line a game");
        assertTrue(run.lines().get(2).startsWith("bao-kingulu"));
    }

    @Test
    void rulesListsEveryOptionWithTypeDefaultRangeAndMeaning() {
        CliRun run = CliRun.of("rules", "--game", "bao-kingulu", "--wide");
        assertEquals(0, run.status());
        var options = Games.baoKingulu().game().options();
        assertEquals(options.size() + 2, run.lines().size(), "a header, a rule and a line per option");
        for (OptionSpec o : options) {
            assertTrue(run.lines().stream().anyMatch(l -> l.startsWith(o.name() + " ") && l.contains(o.range())
                    && l.contains(o.description())), o.name());
        }
        assertEquals(2, CliRun.of("rules", "--game", "nope").status());
    }
}

package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The sheets {@code kalah.sowing} and {@code oware.sowing} play the games of the dedicated engines {@code kalah} and
 * {@code oware}: random games under random option values (every option of the game, its common ones C1 and C8
 * included), played move by move through both, give the same legal moves, the same position (holes, banks, player
 * to move, extra turns), the same tallies and the same result at every ply, and the same reason for refusing a move
 * of another player's row.
 */
class SheetVersusEngineTest {

    /** Games per reference game; 10,000 each in all. */
    private static final int GAMES = 10_000;

    @ParameterizedTest(name = "{1} plays as {0}")
    @CsvSource({"kalah, kalah-sheet, 1", "oware, oware-sheet, 2"})
    void theSheetPlaysTheDedicatedEnginesGame(String engine, String sheet, long salt) {
        SplittableRandom rng = new SplittableRandom(0x5EED_0000L + salt);
        long plies = 0;
        for (int g = 0; g < GAMES; g++) {
            Rules dedicated = randomOptions(Games.rules(engine), rng);
            Rules fromSheet = Games.rules(sheet).with(asText(dedicated));
            plies += playBoth(dedicated.newState(), fromSheet.newState(), rng.split(), g);
        }
        assertTrue(plies > 20L * GAMES, plies + " plies in " + GAMES + " games");
    }

    /** The options changed from the defaults, as text (as a preset or the command line gives them). */
    static Map<String, String> asText(Rules rules) {
        Map<String, String> text = new LinkedHashMap<>();
        rules.changed().forEach((name, value) -> text.put(name, rules.spec(name).format(value)));
        return text;
    }

    /** Every option at a random value of its range (integers near the low end: long games are slow to compare). */
    static Rules randomOptions(Rules rules, SplittableRandom rng) {
        for (OptionSpec o : rules.game().options()) {
            String name = o.name();
            if (o instanceof OptionSpec.Bool) {
                rules = rules.with(name, rng.nextBoolean());
            } else if (name.equals("maxTurns")) {
                rules = rules.with(name, rng.nextInt(4) == 0 ? 1 + rng.nextInt(60) : 1000);
            } else if (o instanceof OptionSpec.Int i && !name.equals("maxLapsPerMove")) {
                rules = rules.with(name, i.min() + rng.nextInt(Math.min(i.max(), i.min() + 8) - i.min() + 1));
            } else if (o instanceof OptionSpec.Choice c && !name.equals("endlessMove")) {
                Object[] values = c.defaultValue().getDeclaringClass().getEnumConstants();
                rules = rules.with(name, ((Enum<?>) values[rng.nextInt(values.length)]).name());
            }
        }
        return rules;
    }

    /** Plays one random game through both states, comparing them at every ply; returns the plies. */
    private static int playBoth(GameState engine, GameState sheet, SplittableRandom rng, int game) {
        int[] a = new int[engine.board().size()];
        int[] b = new int[a.length];
        while (true) {
            String at = "game " + game + " (" + engine.rules() + ") ply " + engine.ply();
            assertSame(engine, sheet, at);
            int n = engine.legalMoves(a);
            assertEquals(n, sheet.legalMoves(b), at + ": legal moves");
            assertTrue(Arrays.equals(a, 0, n, b, 0, n), at + ": legal moves");
            if (engine.isOver()) {
                return engine.ply();
            }
            int move = a[rng.nextInt(n)];
            engine.play(move);
            sheet.play(move);
        }
    }

    static void assertSame(GameState engine, GameState sheet, String at) {
        int[] a = new int[engine.board().size()];
        int[] b = new int[a.length];
        engine.countsInto(a);
        sheet.countsInto(b);
        assertTrue(Arrays.equals(a, b), () -> at + ": holes " + Arrays.toString(a) + " and " + Arrays.toString(b));
        for (Player p : Player.values()) {
            assertEquals(engine.bank(p), sheet.bank(p), at + ": bank");
            assertEquals(engine.captureEvents(p), sheet.captureEvents(p), at + ": capture events");
            assertEquals(engine.capturedSeeds(p), sheet.capturedSeeds(p), at + ": captured seeds");
            assertEquals(engine.score(p), sheet.score(p), at + ": score");
        }
        assertEquals(engine.toMove(), sheet.toMove(), at + ": to move");
        assertEquals(engine.movesAgain(), sheet.movesAgain(), at + ": extra turn");
        assertEquals(engine.turns(), sheet.turns(), at + ": turns");
        assertEquals(engine.outcome(), sheet.outcome(), at + ": outcome");
    }
}

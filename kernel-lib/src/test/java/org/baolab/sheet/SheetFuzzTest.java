package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.baolab.core.GameState;
import org.baolab.core.Rules;

/**
 * Every text given as a rule sheet ends in a game that plays, or in one {@link SheetException} of one line: never in
 * another exception. Texts are random words of the format's vocabulary, and the shipped sheets mutated (characters
 * and words changed, lines dropped, repeated and swapped).
 */
class SheetFuzzTest {

    private static final List<String> WORDS = new ArrayList<>(List.of("game", "title", "about", "source", "option",
            "=", "$a", "$b", "a", "b", "x-y", "1..6", "0", "1", "2", "3", "4", "13", "64", "-1", "true", "false",
            "\"text\"", "\"", "[R1]", "[", "]", "{2,3}", "{}", "{0,63}", "#", "\n", "\n", "\n", "\t", "rows=4",
            "holes=1", "stores=ENDS", "when=COUNT", "take=RUN", "to=SOW", "laps=RELAY", "where=ANY", "counts={4}",
            "seed=WITH", "lone=true", "then=ILLEGAL", "by=LAST_MOVER", "min-seeds=3", "direction=CW"));

    static {
        for (Block b : Block.values()) {
            WORDS.add(b.word());
            b.params().forEach(p -> WORDS.add(p.name() + "="));
        }
    }

    @Provide
    Arbitrary<String> wordSoup() {
        return Arbitraries.of(WORDS).list().ofMaxSize(60).map(words -> String.join(" ", words));
    }

    @Provide
    Arbitrary<String> mutatedSheets() {
        return Arbitraries.longs().map(SheetFuzzTest::mutate);
    }

    @Provide
    Arbitrary<String> randomSheets() {
        return Arbitraries.longs().map(SheetFuzzTest::randomSheet);
    }

    /** Sheets of random blocks with random valid values: nearly all are games, over every combination of blocks. */
    @Property(tries = 600)
    void randomBlocksMakeGamesThatPlay(@ForAll("randomSheets") String text) {
        check(text);
    }

    @Property(tries = 400)
    void randomWordsEndInAGameOrOneLineError(@ForAll("wordSoup") String text) {
        check("game fuzz\n" + text);
        check(text);
    }

    @Property(tries = 1500)
    void mutatedSheetsEndInAGameOrOneLineError(@ForAll("mutatedSheets") String text) {
        check(text);
    }

    /** Compiles the text and plays a random game of it, or takes the one-line error. */
    private static void check(String text) {
        Rules rules;
        try {
            rules = Sheets.define(text);
        } catch (SheetException e) {
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            assertTrue(e.getMessage().length() < 600, e.getMessage());
            Statistics.collect("error");
            return;
        }
        Statistics.collect("game");
        GameState s = rules.with("maxTurns", 300).newState();
        SplittableRandom rng = new SplittableRandom(text.hashCode());
        while (!s.isOver()) {
            s.play(s.randomMove(rng));
        }
    }

    /** A sheet of random blocks, each parameter at a random value of its range or left at its default. */
    static String randomSheet(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        boolean four = rng.nextInt(4) == 0;
        boolean stores = !four && rng.nextBoolean();
        StringBuilder s = new StringBuilder("game random-" + (seed & 15) + "\n");
        s.append("board rows=").append(four ? 4 : 2).append(" holes=").append(1 + rng.nextInt(6))
                .append(stores ? " stores=ENDS" : "").append('\n');
        s.append("start seeds=").append(rng.nextInt(6)).append('\n');
        s.append(block(Block.SOWING, rng)).append(block(Block.MOVES, rng));
        int captures = rng.nextInt(4);
        for (int i = 0; i < captures; i++) {
            s.append(block(Block.CAPTURE, rng));
        }
        if (stores && rng.nextBoolean()) {
            s.append("extra-turn\n");
        }
        if (rng.nextBoolean()) {
            s.append(block(Block.FEEDING, rng));
        }
        if (captures > 0 && rng.nextBoolean()) {
            s.append(block(Block.GRAND_SLAM, rng));
        }
        for (int i = 1 + rng.nextInt(3); i > 0; i--) {
            s.append(block(Block.END, rng));
        }
        return s.append(block(Block.SEEDS_LEFT, rng)).append(block(Block.WINNER, rng)).toString();
    }

    private static String block(Block b, SplittableRandom rng) {
        StringBuilder s = new StringBuilder(b.word());
        for (Param p : b.params()) {
            if (rng.nextInt(3) == 0) {
                continue;
            }
            String value = switch (p.kind()) {
                case INT -> Integer.toString(p.min() + rng.nextInt(Math.min(p.max(), p.min() + 4) - p.min() + 1));
                case BOOL -> Boolean.toString(rng.nextBoolean());
                case WORD -> p.words().getEnumConstants()[rng.nextInt(p.words().getEnumConstants().length)].name();
                case SET -> "{" + (1 + rng.nextInt(4)) + "," + (1 + rng.nextInt(6)) + "}";
            };
            s.append(' ').append(p.name()).append('=').append(value);
        }
        return s.append(" [R").append(rng.nextInt(9)).append("]\n").toString();
    }

    /** A shipped sheet under another id, changed a few times at random. */
    static String mutate(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        String base = rng.nextBoolean() ? ShippedText.KALAH : ShippedText.OWARE;
        List<String> lines = new ArrayList<>(List.of(base.replaceFirst("(?m)^game \\S+", "game fuzz-" + (seed & 7))
                .split("\n")));
        for (int k = 1 + rng.nextInt(4); k > 0 && !lines.isEmpty(); k--) {
            int i = rng.nextInt(lines.size());
            String line = lines.get(i);
            switch (rng.nextInt(7)) {
                case 0 -> lines.remove(i);
                case 1 -> lines.add(rng.nextInt(lines.size()), line);
                case 2 -> lines.set(i, lines.set(rng.nextInt(lines.size()), line));
                case 3 -> lines.set(i, replaceWord(line, rng));
                case 4 -> lines.set(i, line.isEmpty() ? line : cut(line, rng));
                case 5 -> lines.set(i, line + " " + WORDS.get(rng.nextInt(WORDS.size())));
                default -> lines.set(i, insertChar(line, rng));
            }
        }
        return String.join("\n", lines);
    }

    private static String replaceWord(String line, SplittableRandom rng) {
        String[] words = line.split(" ", -1); // -1: a line of spaces still has words (empty ones)
        words[rng.nextInt(words.length)] = WORDS.get(rng.nextInt(WORDS.size()));
        return String.join(" ", words);
    }

    private static String cut(String line, SplittableRandom rng) {
        int at = rng.nextInt(line.length());
        return line.substring(0, at) + line.substring(at + 1);
    }

    private static String insertChar(String line, SplittableRandom rng) {
        int at = rng.nextInt(line.length() + 1);
        String chars = "=$[]{}\",.#-0123456789ABCaz \t\u0000é";
        char c = chars.charAt(rng.nextInt(chars.length()));
        return line.substring(0, at) + c + line.substring(at);
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;

/** C2 and C10 over arbitrary text: only the spelling the rules use is accepted, and what is refused says why. */
class ConventionsPropertiesTest {

    private static final List<OptionSpec> OPTIONS =
            Games.all().stream().flatMap(g -> g.options().stream()).distinct().toList();

    /** Text near valid values: the valid spellings themselves, changed in case, padded, signed or zero-led. */
    @Provide
    Arbitrary<String> nearlyValid() {
        Arbitrary<String> valid = Arbitraries.oneOf(
                Arbitraries.of("true", "false", "CW", "CCW", "SOUTH", "NORTH", "DRAW", "ILLEGAL", "NEXT_HOLE", "unset"),
                Arbitraries.integers().between(-3, 1_000_001).map(String::valueOf));
        Arbitrary<String> pad = Arbitraries.of("", "", " ", "\t", "+", "0", "-");
        return Combinators.combine(pad, valid, pad, Arbitraries.of(true, false))
                .as((before, v, after, lower) -> before + (lower ? v.toLowerCase() : v) + after);
    }

    @Property(tries = 400)
    void c10_anAcceptedTextIsTheValuesOwnSpelling(@ForAll("nearlyValid") String text) {
        for (OptionSpec spec : OPTIONS) {
            Object value;
            try {
                value = spec.accept(text);
            } catch (IllegalArgumentException refused) {
                assertTrue(refused.getMessage().startsWith("option " + spec.name() + " cannot be "), refused.getMessage());
                continue;
            }
            assertEquals(text, spec.format(value), () -> spec.name() + " took a text that is not how C10 writes it");
        }
    }

    @Property(tries = 300)
    void c2_anAcceptedHoleNameIsTheHolesOwnName(@ForAll("holeLike") String text) {
        Board board = new Board(4, 12);
        try {
            assertEquals(text, board.name(board.parse(text)));
        } catch (IllegalArgumentException refused) {
            assertTrue(refused.getMessage().contains("hole"), refused.getMessage());
        }
    }

    @Provide
    Arbitrary<String> holeLike() {
        return Arbitraries.strings().withChars("abclmzABCLé 0145\u0661").ofMinLength(0).ofMaxLength(3);
    }
}

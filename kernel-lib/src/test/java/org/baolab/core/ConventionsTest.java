package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.baolab.Games;
import org.junit.jupiter.api.Test;

/** Input taken exactly as the C rules write it: hole names (C2) and option values (C10), and typed option access. */
class ConventionsTest {

    private static String refusal(Runnable input) {
        return assertThrows(IllegalArgumentException.class, input::run).getMessage();
    }

    @Test
    void c2_holeNamesAreALowerCaseLetterAndARowDigit() {
        Board board = new Board(2, 6);
        assertEquals(2, board.parse("c1"));
        assertEquals(11, board.parse("f2"));
        assertEquals("'C1' is not a hole name: columns are lower-case letters, write c1", refusal(() -> board.parse("C1")));
        assertEquals("' c1' is not a hole name: write a column letter a-z and a row number 1-9, such as c1",
                refusal(() -> board.parse(" c1")));
        assertEquals("there is no hole c0 on this board: columns a-f, rows 1-2", refusal(() -> board.parse("c0")));
        assertEquals("there is no hole G2 on this board: columns a-f, rows 1-2", refusal(() -> board.parse("G2")),
                "no spelling is offered that is not a hole of the board");
        assertEquals("there is no hole c0: rows are numbered from 1", refusal(() -> Hole.parse("c0")));
        assertEquals("'é1' is not a hole name: write a column letter a-z and a row number 1-9, such as c1",
                refusal(() -> board.parse("é1")));
        assertEquals("there is no hole g1 on this board: columns a-f, rows 1-2", refusal(() -> board.parse("g1")));
        assertEquals("'c١' is not a hole name: write a column letter a-z and a row number 1-9, such as c1",
                refusal(() -> board.parse("c\u0661")), "an Arabic-Indic digit one is no row number");
    }

    @Test
    void c2_aMatchRefusesAnUpperCaseMoveAndChangesNothing() {
        Match match = Games.baoKingulu().newMatch();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> match.play("C1"));
        assertEquals("C1 is not legal for SOUTH: 'C1' is not a hole name: columns are lower-case letters, write c1 (rule C2)",
                e.getMessage());
        assertEquals(0, match.ply());
        assertEquals(Games.baoKingulu().newState().position(), match.position());
    }

    @Test
    void c10_choicesAreWrittenInUpperCase() {
        Rules rules = Games.baoKingulu();
        assertEquals(Direction.CW, rules.with("direction", "CW").choice("direction", Direction.class));
        assertEquals("option direction cannot be 'cw': write CW (rule C10: choices are written in upper case, without spaces)",
                refusal(() -> rules.with("direction", "cw")));
        assertEquals("option direction cannot be ' CW': write CW (rule C10: choices are written in upper case, without spaces)",
                refusal(() -> rules.with("direction", " CW")));
        assertEquals("option firstPlayer cannot be 'north': write NORTH (rule C10: choices are written in upper case, "
                + "without spaces)", refusal(() -> rules.with("firstPlayer", "north")));
        assertEquals("option direction cannot be UP: valid values are CCW, CW", refusal(() -> rules.with("direction", "UP")));
        assertEquals("option firstPlayer takes choice values (SOUTH, NORTH), not the Direction CW",
                refusal(() -> rules.with("firstPlayer", Direction.CW)));
    }

    @Test
    void c10_numbersAreWrittenInDigitsAlone() {
        Rules rules = Games.baoKingulu();
        assertEquals(5, rules.with("maxTurns", "5").integer("maxTurns"));
        String spelling = " (rule C10: numbers are written in digits, without spaces, a plus sign or leading zeros)";
        assertEquals("option maxTurns cannot be ' 5': write 5" + spelling, refusal(() -> rules.with("maxTurns", " 5")));
        assertEquals("option maxTurns cannot be '5 ': write 5" + spelling, refusal(() -> rules.with("maxTurns", "5 ")));
        assertEquals("option seedsPerPit cannot be '+3': write 3" + spelling, refusal(() -> rules.with("seedsPerPit", "+3")));
        assertEquals("option seedsPerPit cannot be '03': write 3" + spelling, refusal(() -> rules.with("seedsPerPit", "03")));
        assertEquals("option seedsPerPit cannot be ' 30': valid values are 1..20", refusal(() -> rules.with("seedsPerPit", " 30")));
        assertEquals("option seedsPerPit cannot be 3.0: valid values are 1..20", refusal(() -> rules.with("seedsPerPit", "3.0")));
        assertEquals("option seedsPerPit cannot be ٣: valid values are 1..20",
                refusal(() -> rules.with("seedsPerPit", "\u0663")), "an Arabic-Indic digit three is not written as C10 does");
        assertEquals("option maxTurns cannot be 99999999999: valid values are 1..1000000000",
                refusal(() -> rules.with("maxTurns", "99999999999")));
    }

    @Test
    void c10_booleansAreWrittenTrueOrFalse() {
        Rules rules = Games.baoKingulu();
        assertEquals(false, rules.with("kuweka", "false").bool("kuweka"));
        assertEquals("option kuweka cannot be 'False': write false (rule C10: booleans are written true or false)",
                refusal(() -> rules.with("kuweka", "False")));
        assertEquals("option kuweka cannot be yes: valid values are true, false", refusal(() -> rules.with("kuweka", "yes")));
        assertEquals("option kuweka cannot be empty: valid values are true, false", refusal(() -> rules.with("kuweka", "")));
        assertEquals("option kuweka takes boolean values (true, false), not the Integer 1", refusal(() -> rules.with("kuweka", 1)));
    }

    @Test
    void c10_anyWholeNumberTypeIsAnIntegerValue() {
        Rules rules = Games.baoKingulu();
        Rules three = rules.with("seedsPerPit", 3);
        assertEquals(three, rules.with("seedsPerPit", 3L));
        assertEquals(three, rules.with("seedsPerPit", (short) 3));
        assertEquals(three, rules.with("seedsPerPit", (byte) 3));
        assertEquals(Integer.class, rules.with("seedsPerPit", 3L).get("seedsPerPit").getClass());
        assertEquals("option seedsPerPit cannot be 4294967299: valid values are 1..20",
                refusal(() -> rules.with("seedsPerPit", (1L << 32) + 3)), "no wrap-around to 3");
        assertEquals("option seedsPerPit takes integer values (1..20), not the Double 3.0",
                refusal(() -> rules.with("seedsPerPit", 3.0)));
        assertEquals("option seedsPerPit cannot be null: valid values are 1..20", refusal(() -> rules.with("seedsPerPit", null)));
    }

    @Test
    void c10_typedGettersNameTheOptionAndItsType() {
        Rules rules = Games.baoKingulu();
        assertEquals("option kuweka is a boolean (true, false), so integer(\"kuweka\") cannot read it; read it with "
                + "bool(\"kuweka\")", refusal(() -> rules.integer("kuweka")));
        assertEquals("option direction is a choice of Direction (CCW, CW), so choice(\"direction\", Player.class) cannot "
                + "read it; read it with choice(\"direction\", Direction.class)", refusal(() -> rules.choice("direction", Player.class)));
        assertEquals("option seedsPerPit is an integer (1..20), so bool(\"seedsPerPit\") cannot read it; read it with "
                + "integer(\"seedsPerPit\")", refusal(() -> rules.bool("seedsPerPit")));
        assertEquals("option firstPlayer is a choice of Player (SOUTH, NORTH), so integer(\"firstPlayer\") cannot read it; "
                + "read it with choice(\"firstPlayer\", Player.class)", refusal(() -> rules.integer("firstPlayer")));
        assertEquals("option reserveSouth is an integer (0..1000, or unset (follows reserve)), so bool(\"reserveSouth\") "
                + "cannot read it; read it with integer(\"reserveSouth\")", refusal(() -> Games.kimasaiTwoPhase().bool("reserveSouth")));
        assertEquals(Player.SOUTH, rules.choice("firstPlayer", Player.class));
        assertEquals(4, rules.integer("seedsPerPit"));
        assertEquals(true, rules.bool("kuweka"));
    }
}

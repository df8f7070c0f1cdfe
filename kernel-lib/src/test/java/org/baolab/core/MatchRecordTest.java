package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.baolab.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link Match#record()} and {@link Match#fromRecord}: the round trip in every game, and bad records refused. */
class MatchRecordTest {

    static Stream<Game> games() {
        return Games.all().stream();
    }

    /** A random match under rules with a changed option, to the end or {@code moves} moves. */
    private static Match randomMatch(Game game, long seed, int moves) {
        Match match = Rules.defaults(game).with("maxTurns", 300).newMatch();
        Random rng = new Random(seed);
        for (int i = 0; i < moves && !match.isOver(); i++) {
            List<Hole> legal = match.legalMoves();
            match.play(legal.get(rng.nextInt(legal.size())));
        }
        return match;
    }

    private static List<String> moves(Match match) {
        return match.history().stream().map(m -> m.player() + " " + m.hole().name()).toList();
    }

    @ParameterizedTest
    @MethodSource("games")
    void aRecordPlaysBackToTheSameMatch(Game game) {
        for (long seed = 1; seed <= 20; seed++) {
            for (int moves : new int[] {0, 7, Integer.MAX_VALUE}) {
                Match match = randomMatch(game, seed, moves);
                String record = match.record("greedy", "random");
                Match back = Match.fromRecord(record);
                assertEquals(match.rules(), back.rules());
                assertEquals(moves(match), moves(back), record);
                assertEquals(match.outcome(), back.outcome());
                assertEquals(match.position(), back.position());
                assertEquals(record, back.record("greedy", "random"), "the record of the copy is the same text");
            }
        }
    }

    @Test
    void aRecordHasAHeaderThePresetAndNumberedMoves() {
        Match match = Games.baoKingulu().with("seedsPerPit", 3).newMatch().play("e1 a2");
        String[] lines = match.record().split("\n");
        assertEquals("# Bao Lab match", lines[0]);
        assertEquals("# south: ?", lines[1]);
        assertEquals("# north: ?", lines[2]);
        assertTrue(lines[3].matches("# date: \\d{4}-\\d\\d-\\d\\d"), lines[3]);
        assertEquals("# result: ONGOING", lines[4]);
        assertEquals("game = bao-kingulu", lines[5]);
        assertEquals("seedsPerPit = 3", lines[6]);
        assertEquals("", lines[7]);
        assertEquals("1. SOUTH e1", lines[8]);
        assertEquals("2. NORTH a2", lines[9]);
        assertEquals(10, lines.length);
    }

    private static final String HEAD = "game = bao-kingulu\n";

    @Test
    void badRecordsAreRefusedSayingWhere() {
        IllegalMoveException illegal = assertThrows(IllegalMoveException.class,
                () -> Match.fromRecord(HEAD + "1. SOUTH e1\n2. NORTH e1\n"));
        assertTrue(illegal.getMessage().contains("(rule "), illegal.getMessage());
        assertEquals(2, illegal.ply());
        String turn = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord(HEAD + "1. NORTH a2\n")).getMessage();
        assertEquals("record line 2: move 1 is SOUTH's, not NORTH's (rule C1)", turn);
        String order = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord(HEAD + "1. SOUTH e1\n3. NORTH a2\n")).getMessage();
        assertEquals("record line 3: move 3 out of sequence: the next is 2", order);
        String huge = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord(HEAD + "1. SOUTH e1\n99999999999999999999. NORTH a2\n")).getMessage();
        assertEquals("record line 3: move 99999999999999999999 out of sequence: the next is 2", huge);
        assertEquals(2, Match.fromRecord(HEAD + "01. SOUTH e1\n002. NORTH a2\n").ply(), "leading zeros read as numbers");
        String junk = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord(HEAD + "1. SOUTH e1\nresigns\n")).getMessage();
        assertTrue(junk.startsWith("record line 3: expected a numbered move"), junk);
        String result = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord("# result: SOUTH_WINS (NO_LEGAL_MOVES)\n" + HEAD + "1. SOUTH e1\n")).getMessage();
        assertEquals("the record states the result SOUTH_WINS (NO_LEGAL_MOVES) but its moves end in ONGOING (ply 1)",
                result);
        String rules = assertThrows(IllegalArgumentException.class,
                () -> Match.fromRecord("game = bao-kingulu\nseedsPerPit = 0\n1. SOUTH e1\n")).getMessage();
        assertTrue(rules.startsWith("record line 2: "), rules);
    }

    @Test
    void aMatchFromAnotherPositionHasNoRecord() {
        GameState later = Games.baoKingulu().newMatch().play("e1").state();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Match(later).record());
        assertTrue(e.getMessage().contains("ply 1"), e.getMessage());
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * C6: a traced move records where each seed of each lap fell ({@link MoveBoards.LapBoard#path}), as the engine sowed
 * it. Replayed from the position before the move, event by event (each lap's seeds lifted, then its path; captures,
 * seeds banked and a game's own events by their records), it gives every lap's recorded board and the position after
 * the move, seed for seed: in every registered game, under random options, over random moves.
 */
class SownPathTest {

    private static final int GAMES = 25;

    static Stream<Game> games() {
        return GameRegistry.all().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theRecordedPathReplayedGivesEveryLapsBoardAndThePositionAfter(Game game) {
        SplittableRandom rng = new SplittableRandom(game.id().hashCode());
        long moves = 0;
        for (int g = 0; g < GAMES; g++) {
            Match match = randomOptions(Rules.defaults(game), rng).newMatch();
            while (!match.isOver() && match.history().size() < 150) {
                List<Hole> legal = match.legalMoves();
                match.play(legal.get(rng.nextInt(legal.size())));
                replay(match.lastMove());
                moves++;
            }
        }
        assertTrue(moves > 100, moves + " moves replayed");
    }

    /** Replays a move from its board before, checking each lap's board and the board after. */
    private static void replay(Move move) {
        MoveBoards boards = move.boards();
        Board shape = boards.before().board();
        int[] counts = new int[shape.size()];
        for (int h = 0; h < counts.length; h++) {
            counts[h] = boards.before().count(shape.hole(h));
        }
        int[] bank = {boards.before().bank().get(Player.SOUTH), boards.before().bank().get(Player.NORTH)};
        List<Event> events = move.events();
        int lap = 0;
        for (int i = 0; i < events.size(); i++) {
            String at = move.explain() + "\nevent " + i;
            Event e = events.get(i);
            if (e instanceof Event.Lap l) {
                MoveBoards.LapBoard board = boards.laps().get(lap++);
                counts[shape.index(l.from())] = 0;
                assertEquals(l.seeds(), board.path().size(), at);
                for (Sowing.Drop drop : board.path()) {
                    if (drop.bank() != null) {
                        bank[drop.bank().ordinal()]++;
                    } else {
                        counts[drop.hole()]++;
                    }
                }
                Sowing.Drop last = board.path().get(board.path().size() - 1);
                assertEquals(l.end() == null ? -1 : shape.index(l.end()), last.hole(), at + ": the last seed");
                assertBoard(board.counts(), board.bank(), counts, bank, at);
            } else if (e instanceof Event.Capture c) {
                counts[shape.index(c.from())] = 0;
                int j = i + 1;      // a capture of several holes (a column, a run) is sown on after its last hole
                while (j < events.size() && events.get(j) instanceof Event.Capture) {
                    j++;
                }
                boolean sownOn = j < events.size() && events.get(j) instanceof Event.Lap next
                        && next.kind() == Event.Lap.Kind.CAPTURE;
                if (!sownOn) {
                    bank[c.by().ordinal()] += c.seeds();
                }
            } else if (e instanceof Event.Banked b && b.hole() != null) {
                counts[shape.index(b.hole())] -= b.seeds();
                bank[b.to().ordinal()] += b.seeds();
            } else if (e instanceof Event.Own own) {
                own.changes().forEach((hole, change) -> counts[shape.index(hole)] += change);
            }
        }
        assertEquals(lap, boards.laps().size());
        Position after = boards.after();
        if (!after.outcome().isOver()) { // the seeds left at the end go to the banks by no event of the move
            assertBoard(after, counts, bank, move.explain() + "\nafter the move");
        }
    }

    private static void assertBoard(List<Integer> wantCounts, java.util.Map<Player, Integer> wantBank, int[] counts,
            int[] bank, String at) {
        for (int h = 0; h < counts.length; h++) {
            assertEquals(wantCounts.get(h), counts[h], at + ": hole " + h);
        }
        assertEquals(wantBank.get(Player.SOUTH), bank[0], at + ": SOUTH's bank");
        assertEquals(wantBank.get(Player.NORTH), bank[1], at + ": NORTH's bank");
    }

    private static void assertBoard(Position want, int[] counts, int[] bank, String at) {
        Board shape = want.board();
        for (int h = 0; h < counts.length; h++) {
            assertEquals(want.count(shape.hole(h)), counts[h], at + ": hole " + shape.name(h));
        }
        assertEquals(want.bank().get(Player.SOUTH), bank[0], at + ": SOUTH's bank");
        assertEquals(want.bank().get(Player.NORTH), bank[1], at + ": NORTH's bank");
    }

    /**
     * Every option at a random value (integers near the low end, where laps relay and loop most); a value the rules
     * refuse with the others keeps the one before.
     */
    private static Rules randomOptions(Rules rules, SplittableRandom rng) {
        for (OptionSpec o : rules.game().options()) {
            String name = o.name();
            try {
                if (o instanceof OptionSpec.Bool) {
                    rules = rules.with(name, rng.nextBoolean());
                } else if (o instanceof OptionSpec.Int i && !name.equals("maxTurns") && !name.equals("maxLapsPerMove")) {
                    rules = rules.with(name, i.min() + rng.nextInt(Math.min(i.max(), i.min() + 6) - i.min() + 1));
                } else if (o instanceof OptionSpec.Choice c) {
                    Object[] values = c.defaultValue().getDeclaringClass().getEnumConstants();
                    rules = rules.with(name, ((Enum<?>) values[rng.nextInt(values.length)]).name());
                }
            } catch (IllegalArgumentException refused) {
                // this value does not go with the others drawn: the option keeps its value
            }
        }
        return rules;
    }
}

package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.Rules;
import org.baolab.core.Player;
import org.baolab.play.Agent;
import org.baolab.play.Agents;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tech.tablesaw.api.Table;

class SimulationTest {

    @Test
    void movesAreKeptOnlyWhenAskedAndTheRecordsDoNotDependOnThreads() {
        Simulation plain = Simulation.of(Games.kimasaiFourRows()).south("greedy").games(40).seed(8);
        assertTrue(plain.results().records().isEmpty());
        assertTrue(plain.tasks().get(0).records().stream().allMatch(r -> r.moves() == null), "no moves stored");
        List<String> one = plain.moves(true).threads(1).results().records();
        List<String> three = plain.threads(3).results().records();
        assertEquals(40, one.size());
        assertEquals(one, three);
        List<GameRecord> rows = plain.tasks().get(0).records();
        assertEquals(rows.get(5).plies(), rows.get(5).moves().length);
        assertEquals(GameLines.of(Games.kimasaiFourRows(), rows.get(5)), one.get(5));
    }


    /** A table as CSV text: what the command line writes. */
    static String csv(Table table) {
        StringWriter out = new StringWriter();
        table.write().csv(out);
        return out.toString();
    }

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    @ParameterizedTest
    @MethodSource("games")
    void theTableIsTheSameForOneAndFourThreads(String game) {
        Simulation sim = Simulation.of(Games.rules(game)).south("greedy").north("random").games(300).seed(99);
        String one = csv(sim.threads(1).run());
        assertEquals(one, csv(sim.threads(4).run()));
        Simulation searching = Simulation.of(Games.rules(game)).south("alphabeta:3").north("mcts:30").games(12).seed(5);
        assertEquals(csv(searching.threads(1).run()), csv(searching.threads(4).run()));
        assertFalse(one.equals(csv(sim.seed(100).threads(1).run())), "another seed gives other games");
    }

    @Test
    @DisplayName("K9, C9: one row per finished game with the documented columns")
    void oneRowPerGameWithTheDocumentedColumns() {
        Rules rules = Games.baoKingulu().with("seedsPerPit", 3).with("maxTurns", 40);
        Table games = Simulation.of(rules).south(Agents.greedy()).north("random").games(200).seed(3).threads(2).run();
        assertEquals(List.of("game", "index", "seed", "south", "north", "seedsPerPit", "maxTurns", "firstMover", "status",
                "reason", "plies", "southCaptures", "northCaptures", "southCapturedSeeds", "northCapturedSeeds", "laps",
                "longestMove", "endless", "firstCapturePly", "southScore", "northScore", "southKuwekas",
                "northKuwekas"), games.columnNames());
        assertEquals(200, games.rowCount());
        for (int i = 0; i < games.rowCount(); i++) {
            assertEquals(i, games.longColumn(Columns.INDEX).get(i));
            assertEquals(SimulationTask.gameSeed(3, i), games.longColumn(Columns.SEED).get(i));
            int south = games.intColumn(Columns.SOUTH_SCORE).get(i);
            int north = games.intColumn(Columns.NORTH_SCORE).get(i);
            assertEquals(36, south + north, "K9: no seed created or lost");
            String status = games.stringColumn(Columns.STATUS).get(i);
            String reason = games.stringColumn(Columns.REASON).get(i);
            int plies = games.intColumn(Columns.PLIES).get(i);
            assertTrue(plies <= 40, "C8: the turn limit");
            if (reason.equals("NO_LEGAL_MOVES")) {
                assertEquals(south > north ? "SOUTH_WINS" : north > south ? "NORTH_WINS" : "DRAW", status, "K8");
            } else {
                assertEquals("DRAW", status);
            }
            int firstCapture = games.intColumn(Columns.FIRST_CAPTURE_PLY).get(i);
            int captures = games.intColumn(Columns.SOUTH_CAPTURES).get(i) + games.intColumn(Columns.NORTH_CAPTURES).get(i);
            assertEquals(captures == 0, firstCapture == -1);
            assertTrue(firstCapture <= plies);
            assertTrue(games.longColumn(Columns.LAPS).get(i) >= plies);
        }
        assertEquals("greedy", games.stringColumn(Columns.SOUTH).get(0));
        assertEquals(3, games.intColumn("seedsPerPit").get(0));
    }

    @Test
    @DisplayName("T5, T6b: two-phase columns give the start of phase 2 and the captures per phase")
    void twoPhaseColumnsAddUp() {
        Table games = Simulation.of(Games.rules("kimasai-two-phase")).games(100).seed(6).threads(2).run();
        assertEquals(List.of("southScore", "northScore", "southPhaseTwoPly", "northPhaseTwoPly", "southCapturesPhase1",
                "northCapturesPhase1", "southCapturesPhase2", "northCapturesPhase2"),
                games.columnNames().subList(games.columnCount() - 8, games.columnCount()));
        for (String side : new String[] {"south", "north"}) {
            for (int i = 0; i < games.rowCount(); i++) {
                assertEquals(games.intColumn(side + "Captures").get(i),
                        games.intColumn(side + "CapturesPhase1").get(i) + games.intColumn(side + "CapturesPhase2").get(i));
                int phaseTwo = games.intColumn(side + "PhaseTwoPly").get(i);
                assertTrue(phaseTwo >= -1 && phaseTwo <= games.intColumn(Columns.PLIES).get(i));
                if (phaseTwo < 0) {
                    assertEquals(0, games.intColumn(side + "CapturesPhase2").get(i), "no phase-2 capture before phase 2");
                }
            }
        }
        assertTrue(games.intColumn("southPhaseTwoPly").isGreaterThan(0).size() > 0, "phase 2 is reached in some games");
    }

    @Test
    void theSummaryOnlyModeGivesTheSummaryOfTheTable() {
        Simulation sim = Simulation.of(Games.baoKingulu().with("kuweka", false)).games(500).seed(8).threads(2);
        Table games = sim.run();
        assertEquals(csv(Stats.summary(games)), csv(sim.summary()));
        Table readBack = Table.read().csv(new StringReader(csv(games)));
        assertEquals(csv(Stats.summary(games)), csv(Stats.summary(readBack)), "a table read back from CSV");
    }

    @ParameterizedTest
    @MethodSource("games")
    @DisplayName("every registered game's tasks travel (serialized, as to other machines) and play the same games")
    void summariesOfSplitTasksMergeIntoTheWhole(String game) throws Exception {
        Rules rules = Games.rules(game).with("maxTurns", 400);
        Simulation sim = Simulation.of(rules).south("greedy").north("random").games(90).seed(17);
        SimulationTask whole = sim.tasks().get(0);
        assertSame(rules.game(), roundTrip(whole).rules().game(), "a game reads back as its registered instance");
        Summary all = whole.summary();
        assertEquals(90, all.games());
        List<SimulationTask> parts = whole.split(25);
        assertEquals(4, parts.size());
        List<Summary> partial = new ArrayList<>();
        List<GameRecord> rows = new ArrayList<>();
        for (SimulationTask part : parts) {
            SimulationTask shipped = roundTrip(part);
            assertEquals(part, shipped);
            partial.add(shipped.summary());
            rows.addAll(shipped.records());
        }
        assertEquals(whole.records(), rows);
        Summary left = partial.get(0).merge(partial.get(1)).merge(partial.get(2)).merge(partial.get(3));
        Summary right = partial.get(0).merge(partial.get(1).merge(partial.get(2).merge(partial.get(3))));
        Summary shuffled = partial.get(3).merge(partial.get(1)).merge(partial.get(0).merge(partial.get(2)));
        assertEquals(all, left);
        assertEquals(all, right);
        assertEquals(all, shuffled);
        assertEquals(csv(Stats.summaries(List.of(Map.of()), List.of(all))), csv(Stats.summaries(List.of(Map.of()), List.of(left))));
    }

    private static SimulationTask roundTrip(SimulationTask task) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(task);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (SimulationTask) in.readObject();
        }
    }

    @Test
    void interruptionStopsTheRunAndReturnsTheFinishedGames() {
        long total = 5_000_000;
        Simulation sim = Simulation.of(Games.baoKingulu()).games(total).seed(4).threads(2)
                .progress((done, all, rate) -> {
                    if (done > 0) {
                        Thread.currentThread().interrupt();
                    }
                });
        Table partial;
        try {
            partial = sim.run();
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept for the caller");
        } finally {
            Thread.interrupted();
        }
        assertEquals("games (interrupted)", partial.name());
        assertTrue(partial.rowCount() > 0 && partial.rowCount() < total, partial.rowCount() + " games");
        Table again = Simulation.of(Games.baoKingulu()).games(1000).seed(4).threads(1).run();
        for (int i = 0; i < partial.rowCount(); i++) {
            int index = (int) (long) partial.longColumn(Columns.INDEX).get(i);
            if (index < 1000) {
                assertEquals(rowText(again, index), rowText(partial, i), "a finished game is a whole game");
            }
        }
    }

    @Test
    void anInterruptedSummaryIsTitledSoAndItsLastLineSaysHowFarItGot() {
        EndLines ended = new EndLines(true);
        Simulation sim = Simulation.of(Games.baoKingulu()).games(5_000_000).seed(4).threads(2).progress(ended);
        Table summary;
        try {
            summary = sim.summary();
        } finally {
            Thread.interrupted();
        }
        assertEquals("summary (interrupted)", summary.name());
        long games = summary.longColumn("games").get(0);
        assertTrue(games > 0 && games < 5_000_000, games + " games");
        assertEquals(1, ended.lines.size());
        assertEquals(String.format(Locale.ROOT, "interrupted after %,d of 5,000,000 games", games), ended.lines.get(0));
    }

    private static String rowText(Table table, int row) {
        return table.columns().stream().map(c -> c.getString(row)).toList().toString();
    }

    @Test
    void progressIsReportedUpToTheTotal() {
        AtomicLong last = new AtomicLong(-1);
        AtomicLong total = new AtomicLong();
        Simulation.of(Games.baoKingulu()).games(200).seed(1).threads(2).progress((done, all, rate) -> {
            assertTrue(done >= last.get() && rate >= 0);
            last.set(done);
            total.set(all);
        }).run();
        assertEquals(200, last.get());
        assertEquals(200, total.get());
    }

    @Test
    void anAgentChoosingAnIllegalMoveFailsTheRunNamingItsGame() {
        Simulation sim = Simulation.of(Games.baoKingulu()).south(Agents.named("offboard", (state, rng) -> -5))
                .games(10).seed(8).threads(2);
        AgentFailedException e = assertThrows(AgentFailedException.class, sim::run);
        assertTrue(e.getMessage().startsWith("agent offboard playing SOUTH chose an illegal move: hole #-5 is not legal "
                + "for SOUTH: "), e.getMessage());
        assertTrue(e.getMessage().contains("(rule C2)"), e.getMessage());
        assertEquals(0, e.gameIndex() % 16, "the first game of a chunk");
        assertTrue(e.getMessage().contains(", in game " + e.gameIndex() + " (seed "
                + SimulationTask.gameSeed(8, e.gameIndex()) + ", master seed 8) of bao-kingulu at ply 1"), e.getMessage());
        assertEquals(SimulationTask.gameSeed(8, e.gameIndex()), e.gameSeed());
        assertEquals("offboard", e.agent());
        assertEquals(Player.SOUTH, e.player());
    }

    /**
     * A user's agent that plays as random does until ply 30, then throws: the run fails in the first game that
     * reaches ply 30, named by its index and seed, and that game alone, played again from its task, fails alike.
     */
    @Test
    void anAgentThatThrowsFailsTheRunNamingTheGameToReplay() {
        Rules rules = Games.baoKingulu().with("seedsPerPit", 3);
        Agent late = Agents.named("late", (state, rng) -> {
            if (state.ply() >= 30) {
                throw new IllegalStateException("too late");
            }
            return state.legalMove(rng.nextInt(state.legalMoveCount()));
        });
        Table random = Simulation.of(rules).games(200).seed(21).threads(1).run();
        int expected = 0;
        while (random.intColumn(Columns.PLIES).get(expected) <= 30) {
            expected++;
        }
        for (boolean north : new boolean[] {false, true}) {
            List<String> heard = new ArrayList<>();
            Simulation sim = Simulation.of(rules).games(200).seed(21).threads(1).progress(new ProgressListener() {
                @Override
                public void progress(long done, long total, double gamesPerSecond) {
                }

                @Override
                public void failed(String why) {
                    heard.add(why);
                }
            });
            AgentFailedException e = assertThrows(AgentFailedException.class,
                    () -> (north ? sim.north(late) : sim.south(late)).run());
            assertEquals(List.of(e.getMessage()), heard, "the run's listener hears why it stopped");
            // ply 30 is SOUTH's move: NORTH's agent first fails at ply 31
            int firstAt = north ? 31 : 30;
            int index = expected;
            while (random.intColumn(Columns.PLIES).get(index) <= firstAt) {
                index++;
            }
            assertEquals(index, e.gameIndex());
            assertEquals(random.longColumn(Columns.SEED).get(index), e.gameSeed());
            assertEquals(firstAt + 1, e.ply());
            assertEquals("agent late playing " + (north ? "NORTH" : "SOUTH") + " threw java.lang.IllegalStateException: "
                    + "too late, in game " + index + " (seed " + e.gameSeed() + ", master seed 21) of bao-kingulu "
                    + "{seedsPerPit=3} at ply " + (firstAt + 1), e.getMessage());
            assertEquals("too late", e.getCause().getMessage());
            SimulationTask game = sim.tasks().get(0);
            SimulationTask replay = new SimulationTask(rules, game.south(), game.north(), 21, index, index + 1);
            assertEquals(e.getMessage(), assertThrows(AgentFailedException.class, replay::records).getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"plays", "sets"})
    void aUserAgentThatChangesTheStateItWasGivenFailsTheRun(String how) {
        Agent meddling = (state, rng) -> {
            if (how.equals("plays")) {
                state.play(state.legalMove(0));     // a move of its own on the game's state
            } else {
                state.setBank(Player.NORTH, state.bank(Player.NORTH) + 1);   // the same ply, another position
            }
            return state.legalMove(0);
        };
        AgentFailedException e = assertThrows(AgentFailedException.class,
                () -> Simulation.of(Games.baoKingulu()).north(meddling).games(5).seed(2).threads(1).run());
        assertTrue(e.getMessage().startsWith("agent custom playing NORTH changed the state it was given (an agent must "
                + "search on its own copies, state.copy()), in game 0 (seed "), e.getMessage());
        assertEquals(0, e.gameIndex());
        assertEquals(2, e.ply());
    }

    @Test
    void aFailingListenerStopsTheRun() throws Exception {
        AtomicLong calls = new AtomicLong();
        AtomicLong moves = new AtomicLong();
        Simulation sim = Simulation.of(Games.baoKingulu()).games(50_000_000).threads(2)
                .south((state, rng) -> {
                    moves.incrementAndGet();
                    return state.legalMove(0);
                })
                .progress((done, all, rate) -> {
                    calls.incrementAndGet();
                    throw new IllegalStateException("listener failed");
                });
        assertThrows(IllegalStateException.class, sim::summary);
        assertEquals(1, calls.get());
        long after = moves.get();
        Thread.sleep(200);
        assertEquals(after, moves.get(), "no thread plays on after the run has ended");
    }

    @Test
    void badSettingsAreRefused() {
        Simulation sim = Simulation.of(Games.baoKingulu());
        assertThrows(IllegalArgumentException.class, () -> sim.threads(0));
        assertThrows(IllegalArgumentException.class, () -> sim.games(-1));
        assertThrows(IllegalArgumentException.class, () -> sim.south("best"));
    }
}

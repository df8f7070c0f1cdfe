package org.baolab.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.sim.Simulation;
import org.baolab.stats.Columns;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tech.tablesaw.api.Table;

class AgentsTest {

    static Stream<String> builtIns() {
        return Stream.of("random", "greedy", "greedy:0.1", "alphabeta:3", "mcts:50", "mcts:40:c=0.7");
    }

    /**
     * SOUTH: a1 holds 1, f1 holds 1. a1 sows into the empty b1 of SOUTH's own row and captures b2's 5 seeds and the
     * sowing seed (K4b): SOUTH 7, NORTH 8 after it. f1 sows into the empty f2 of NORTH's row and the move ends
     * (K4c): SOUTH 1, NORTH 14.
     */
    @Test
    @DisplayName("K4b: greedy takes the available capture")
    void greedyTakesTheCapture() {
        GameState state = Games.baoKingulu().newState()
                .setRows(new int[] {1, 0, 0, 0, 0, 1}, new int[] {2, 5, 2, 2, 2, 0}).setToMove(Player.SOUTH);
        assertEquals(2, state.legalMoveCount());
        Agent greedy = Agents.greedy();
        for (int seed = 0; seed < 10; seed++) {
            int move = greedy.choose(state, new SplittableRandom(seed));
            assertEquals("a1", state.board().name(move));
        }
        GameState after = state.copy();
        after.play(state.board().parse("a1"));
        assertEquals(1, after.captureEvents(Player.SOUTH));
        assertEquals(6, after.bank(Player.SOUTH));
    }

    /**
     * In the position of {@link #greedyTakesTheCapture} greedy always plays a1; {@code greedy:EPSILON} plays a
     * random move (a1 or f1) with probability EPSILON, so f1 with probability EPSILON / 2.
     */
    @ParameterizedTest
    @ValueSource(doubles = {0, 0.1, 0.5, 1})
    void greedyWithEpsilonPlaysThatShareOfMovesAtRandom(double epsilon) {
        GameState state = Games.baoKingulu().newState()
                .setRows(new int[] {1, 0, 0, 0, 0, 1}, new int[] {2, 5, 2, 2, 2, 0}).setToMove(Player.SOUTH);
        Agent agent = Agents.greedy(epsilon);
        int f1 = state.board().parse("f1");
        int n = 10_000;
        int random = 0;
        for (int seed = 0; seed < n; seed++) {
            random += agent.choose(state, new SplittableRandom(seed)) == f1 ? 1 : 0;
        }
        double expected = n * epsilon / 2;
        assertTrue(Math.abs(random - expected) <= 4 * Math.sqrt(expected + 1), random + " f1 of " + n + ", expected "
                + expected);
    }

    @Test
    void plainGreedyPlaysAsBeforeAndGreedyAgainstGreedyHardlyVaries() {
        Simulation plain = Simulation.of(Games.baoKingulu()).south("greedy").north("greedy").games(400).seed(1);
        Table games = plain.run();
        assertEquals(csv(Simulation.of(Games.baoKingulu()).south(Agents.greedy(0)).north("greedy:0").games(400).seed(1)
                .run()), csv(games), "greedy:0 is greedy");
        assertEquals(400, games.stringColumn(Columns.STATUS).isEqualTo("SOUTH_WINS").size(), "SOUTH wins every game");
        Table noisy = Simulation.of(Games.baoKingulu()).south("greedy:0.1").north("greedy:0.1").games(400).seed(1).run();
        assertTrue(distinctGames(noisy) > 5 * distinctGames(games), distinctGames(noisy) + " against " + distinctGames(games));
    }

    private static String csv(Table table) {
        StringWriter out = new StringWriter();
        table.write().csv(out);
        return out.toString();
    }

    private static int distinctGames(Table games) {
        return games.selectColumns(Columns.PLIES, Columns.LAPS, Columns.SOUTH_SCORE).dropDuplicateRows().rowCount();
    }

    /**
     * SOUTH is behind 3 to 6 but f1 wins by force: f1 relays through f2, d2 and b2 and ends in the empty a1,
     * capturing a2's 4 seeds and the sowing seed (K4b, bank 5). NORTH's two moves c2 and e2 each capture one
     * SOUTH seed, and SOUTH's last seed then captures NORTH's last one: NORTH has no move (K7), 7 to 2 (K8).
     */
    static GameState forcedWinPosition() {
        return Games.baoKingulu().newState()
                .setRows(new int[] {0, 1, 0, 1, 0, 1}, new int[] {3, 1, 0, 1, 0, 1}).setToMove(Player.SOUTH);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 6})
    @DisplayName("K7, K8: alpha-beta finds the forced win in two moves")
    void alphaBetaFindsForcedWin(int depth) {
        GameState state = forcedWinPosition();
        int f1 = state.board().parse("f1");
        for (int i = 0; i < state.legalMoveCount(); i++) {
            int move = state.legalMove(i);
            GameState after = state.copy();
            after.play(move);
            assertEquals(move == f1, winsWithin(after, Player.SOUTH, 1), state.board().name(move));
        }
        assertFalse(winsWithin(state, Player.SOUTH, 1), "no win in one move: the test needs lookahead");
        Agent agent = Agents.alphaBeta(depth);
        for (int seed = 0; seed < 3; seed++) {
            assertEquals("f1", state.board().name(agent.choose(state, new SplittableRandom(seed))));
        }
    }

    /**
     * kimasai-two-phase after 30 plies of a recorded game (SOUTH alphabeta:4, NORTH random), SOUTH to move in phase 1:
     * 22 cows on SOUTH's rows and 10 in reserve, 23 and 9 for NORTH (SOUTH's first move placed none, T4b), so
     * material is even, 32 each. f2 is an endless move, a draw (C7); phase 1 has no captures (T4) and lasts nine more turns, so every
     * other move stays even for the whole search. Counting only the cows on the board, the agent saw every other move
     * a cow down and took the draw; with the reserves counted and a draw worth a little less than an even position,
     * it plays on.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    @DisplayName("T4b, C7: alpha-beta plays on level rather than draw by an endless move")
    void alphaBetaPlaysOnRatherThanDrawByAnEndlessMove(int depth) {
        GameState s = replay("c2 g3 b2 f3 g2 c3 h2 a3 h1 e3 c2 h3 d2 d4 f2 b3 e2 b4 e1 g4 h2 e4 f1 h3 c2 f4 e2 f4 c1 g4");
        assertEquals(22, s.score(Player.SOUTH));
        assertEquals(23, s.score(Player.NORTH));
        assertEquals(10, s.reserve(Player.SOUTH));
        assertEquals(9, s.reserve(Player.NORTH));
        int f2 = s.board().parse("f2");
        GameState drawn = s.copy();
        drawn.play(f2);
        assertEquals(org.baolab.core.Status.DRAW, drawn.status());
        assertEquals(org.baolab.core.Reason.ENDLESS_MOVE, drawn.reason());
        Agent agent = Agents.alphaBeta(depth);
        for (int seed = 0; seed < 5; seed++) {
            assertTrue(agent.choose(s, new SplittableRandom(seed)) != f2, "seed " + seed + ": drew by f2");
        }
    }

    /**
     * The contempt is small: at the end of phase 1 of another recorded game (SOUTH 31 cows on the board and 1 in
     * reserve, NORTH 32 and none: even), every move but the endless h2 lets NORTH capture within four plies at best
     * play, so alpha-beta takes the draw.
     */
    @Test
    @DisplayName("C7: alpha-beta takes a draw when every other move loses material")
    void alphaBetaTakesTheDrawWhenEveryOtherMoveLosesMaterial() {
        GameState s = replay("e2 h3 h1 c3 a2 b4 f1 c4 g1 e3 b2 d3 h2 c3 c2 e4 c1 g3 d1 g4 e2 b3 f1 f3 e2 c3 b1 f3 h2 e4 e1 g3 e1 d3 a1 b4 b2 e3 g1 g3 a1 f3 f2 c4 a1 d4 d2 a3");
        assertEquals(32, s.score(Player.SOUTH) + s.reserve(Player.SOUTH));
        assertEquals(32, s.score(Player.NORTH) + s.reserve(Player.NORTH));
        assertEquals("h2", s.board().name(Agents.alphaBeta(4).choose(s, new SplittableRandom(1))));
    }

    private static GameState replay(String moves) {
        Match m = Games.kimasaiTwoPhase().newMatch();
        for (String move : moves.split(" ")) {
            m.play(move);
        }
        return m.state();
    }

    /**
     * The node count: at depth 1 a decision searches each legal move's position once; at depth 2 the first depth again
     * and then at most every position two moves deep (fewer where alpha-beta cuts); a forced move searches nothing.
     */
    @Test
    void alphaBetaCountsTheNodesItSearches() {
        GameState state = forcedWinPosition();
        int n = state.legalMoveCount();
        AlphaBetaAgent one = Agents.alphaBeta(1);
        one.choose(state, new SplittableRandom(1));
        assertEquals(n, one.nodes());
        one.choose(state, new SplittableRandom(2));
        assertEquals(2L * n, one.nodes(), "counted over every decision");
        GameState forced = Games.kimasaiFourRows().newState();
        assertEquals(1, forced.legalMoveCount());
        one.choose(forced, new SplittableRandom(3));
        assertEquals(2L * n, one.nodes(), "a single legal move is played without search");
        long grandchildren = 0;
        for (int i = 0; i < n; i++) {
            GameState child = state.copy();
            child.play(state.legalMove(i));
            grandchildren += child.legalMoveCount();
        }
        AlphaBetaAgent two = Agents.alphaBeta(2);
        two.choose(state, new SplittableRandom(1));
        assertTrue(two.nodes() > 2L * n && two.nodes() <= 2L * n + grandchildren, two.nodes() + " nodes");
    }

    /** Whether {@code me} wins by force within {@code moves} moves of their own, by exhaustive search. */
    private static boolean winsWithin(GameState s, Player me, int moves) {
        if (s.isOver()) {
            return s.outcome().winner() == me;
        }
        boolean mine = s.toMove() == me;
        if (mine && moves == 0) {
            return false;
        }
        for (int i = 0; i < s.legalMoveCount(); i++) {
            GameState next = s.copy();
            next.play(s.legalMove(i));
            boolean wins = winsWithin(next, me, mine ? moves - 1 : moves);
            if (mine == wins) {
                return mine;
            }
        }
        return !mine;
    }

    @Test
    @DisplayName("MCTS with 200 playouts beats random in at least 90 of 100 seeded games")
    void mctsBeatsRandom() {
        int wins = 0;
        for (boolean mctsSouth : new boolean[] {true, false}) {
            Table games = Simulation.of(Games.baoKingulu())
                    .south(mctsSouth ? Agents.mcts(200) : Agents.random())
                    .north(mctsSouth ? Agents.random() : Agents.mcts(200))
                    .games(50).seed(2024).threads(2).run();
            String won = mctsSouth ? "SOUTH_WINS" : "NORTH_WINS";
            wins += games.stringColumn(Columns.STATUS).isEqualTo(won).size();
        }
        assertTrue(wins >= 90, "MCTS won " + wins + " of 100");
    }

    static Stream<Arguments> gamesAndAgents() {
        return Games.all().stream().flatMap(g -> builtIns().map(form -> Arguments.of(g.id(), form)));
    }

    @ParameterizedTest
    @MethodSource("gamesAndAgents")
    void agentsAreDeterministicGivenTheRandomStreamAndLeaveTheStateAlone(String game, String form) {
        List<Integer> first = playOut(game, Agents.parse(form), 11);
        assertEquals(first, playOut(game, Agents.parse(form), 11));
    }

    private static List<Integer> playOut(String game, Agent agent, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        GameState state = Games.rules(game).newState();
        List<Integer> moves = new ArrayList<>();
        while (!state.isOver()) {
            GameState before = state.copy();
            int move = agent.choose(state, rng);
            assertTrue(state.sameAs(before), "the agent changed the state");
            assertTrue(state.isLegal(move));
            moves.add(move);
            state.play(move);
        }
        return moves;
    }

    @ParameterizedTest
    @MethodSource("builtIns")
    void specsReadTheirTextFormsAndSerialize(String form) throws Exception {
        AgentSpec spec = AgentSpec.parse(form);
        assertEquals(form, spec.name());
        assertEquals(spec, Agents.parse(form).spec());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(spec);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(spec, in.readObject());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "minimax", "alphabeta", "alphabeta:x", "alphabeta:0", "alphabeta:65", "alphabeta:-3",
        "alphabeta:99999999999", "mcts:0", "mcts:x", "mcts:1000001", "mcts:2000000000", "mcts:9:c=-1", "mcts:9:c=",
        "mcts:9:c=x", "mcts:9:d=1", "random:3", "greedy:1.5", "greedy:-0.1", "greedy:x", "greedy: 0.1", "greedy:NaN"})
    void badAgentFormsAreRefusedListingTheValidOnes(String form) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse(form));
        assertTrue(e.getMessage().contains("'" + form + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(AgentSpec.FORMS), e.getMessage());
        assertFalse(e.getMessage().contains("For input string"), e.getMessage());
    }

    @Test
    void badAgentArgumentsSayWhatIsWrong() {
        assertTrue(message("alphabeta:x").startsWith("bad agent 'alphabeta:x': DEPTH must be a whole number, not 'x';"));
        assertTrue(message("alphabeta:65").startsWith("bad agent 'alphabeta:65': DEPTH 65 is out of range 1..64;"));
        assertTrue(message("mcts:2000000000").startsWith(
                "bad agent 'mcts:2000000000': ITERATIONS 2000000000 is out of range 1..1000000;"));
        assertTrue(message("greedy:2").startsWith("bad agent 'greedy:2': EPSILON 2.0 is out of range 0..1;"));
        assertThrows(IllegalArgumentException.class, () -> Agents.mcts(AgentSpec.Mcts.MAX_ITERATIONS + 1));
        assertEquals("mcts:1000000", Agents.mcts(AgentSpec.Mcts.MAX_ITERATIONS).spec().name());
    }

    private static String message(String form) {
        return assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse(form)).getMessage();
    }

    @Test
    void greedyNamesReadBackAsTheSameAgent() {
        assertEquals("greedy", AgentSpec.parse("greedy:0").name());
        assertEquals("greedy:1", AgentSpec.parse("greedy:1.0").name());
        assertEquals("greedy:0.05", AgentSpec.parse("greedy:.05").name());
        assertEquals("greedy:0.001", AgentSpec.parse("greedy:1e-3").name());
        assertEquals(AgentSpec.parse("greedy:1e-3"), AgentSpec.parse(AgentSpec.parse("greedy:1e-3").name()));
    }

    @Test
    void aLambdaIsAnAgentAndCanBeNamed() {
        Agent first = (state, rng) -> state.legalMove(0);
        assertEquals("custom", first.spec().name());
        Agent named = Agents.named("first", first);
        assertEquals("first", named.spec().name());
        GameState state = Games.baoKingulu().newState();
        assertEquals(state.legalMove(0), named.choose(state, new SplittableRandom(1)));
    }

    @Test
    void mctsExplorationConstantIsAnOption() {
        assertEquals("mcts:100:c=0.5", new AgentSpec.Mcts(100, 0.5).name());
        assertThrows(IllegalArgumentException.class, () -> Agents.mcts(10, -1));
        GameState state = Games.baoKingulu().newState();
        assertTrue(state.isLegal(Agents.mcts(100, 0.5).choose(state, new SplittableRandom(3))));
    }

    /** The position of {@link #greedyTakesTheCapture}, in a match: greedy's reply is a1 (K4b), and the match waits. */
    @Test
    @DisplayName("K4b: an agent chooses its reply in a match without playing it")
    void anAgentChoosesItsMoveInAMatch() {
        Match match = new Match(Games.baoKingulu().newState()
                .setRows(new int[] {1, 0, 0, 0, 0, 1}, new int[] {2, 5, 2, 2, 2, 0}).setToMove(Player.SOUTH));
        Hole reply = Agents.greedy().choose(match, new SplittableRandom(3));
        assertEquals("a1", reply.name());
        assertEquals(0, match.history().size());
        match.play(reply);
        assertEquals(6, match.position().bank().get(Player.SOUTH));
    }

    @Test
    @DisplayName("K7: an agent asked for a move in a finished match says the game is over")
    void noMoveInAFinishedMatch() {
        Match match = Games.baoKingulu().newMatch();
        SplittableRandom rng = new SplittableRandom(5);
        while (!match.isOver()) {
            match.play(Agents.random().choose(match, rng));
        }
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Agents.random().choose(match, rng));
        assertTrue(e.getMessage().startsWith("the game is over"), e.getMessage());
    }
}

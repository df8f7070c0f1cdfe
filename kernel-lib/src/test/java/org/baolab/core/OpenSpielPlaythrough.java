package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.ToIntBiFunction;

/**
 * A fixture derived from one of OpenSpiel's golden playthroughs (test resources {@code openspiel/*.txt}, whose
 * header names the source file and commit): every action, the state after those actions the playthrough prints,
 * and the final returns, all in OpenSpiel's own numbering. Each game's test maps them to Bao Lab's holes.
 *
 * @param steps the actions in order, each with the state after it where the playthrough prints one
 * @param start the starting state
 * @param returns the final returns of players 0 and 1
 */
public record OpenSpielPlaythrough(State start, List<Step> steps, int[] returns) {

    /** A state as the fixture gives it: the fields of its line after the action, each a list of numbers. */
    public record State(int[][] fields) {
        /** The {@code i}-th field. */
        public int[] field(int i) {
            return fields[i];
        }
    }

    /** An action and, where the playthrough prints it, the state after it ({@code null} elsewhere). */
    public record Step(int action, State after) {
    }

    /** What a replay went through: the states compared and the extra turns met (KA3). */
    public record Replayed(int compared, int extraTurns) {
    }

    /**
     * Replays every action on {@code s}, which each must find legal; after each action whose state the playthrough
     * prints, {@code compare} checks it (given the fixture's state and a label). The game must then be over, with the
     * result of the final returns (player 0 is SOUTH).
     *
     * @param hole Bao Lab's hole for an action of the player to move
     */
    public Replayed replay(GameState s, ToIntBiFunction<Player, Integer> hole, BiConsumer<State, String> compare) {
        compare.accept(start, "start");
        int compared = 0;
        int extraTurns = 0;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            int ply = i + 1;
            assertTrue(!s.isOver(), () -> "ply " + ply + ": Bao Lab ended the game before OpenSpiel: " + s.outcome());
            int h = hole.applyAsInt(s.toMove(), step.action());
            assertTrue(s.isLegal(h), () -> "ply " + ply + ": OpenSpiel's action " + step.action() + " = "
                    + s.board().name(h) + " refused: " + s.whyIllegal(h));
            Player mover = s.toMove();
            s.play(h);
            extraTurns += !s.isOver() && s.toMove() == mover ? 1 : 0;
            if (step.after() != null) {
                compare.accept(step.after(), "after ply " + ply);
                compared++;
            }
        }
        assertTrue(s.isOver(), () -> "OpenSpiel's game is over after its last action; here " + s.outcome());
        Status expected = returns[0] > returns[1] ? Status.SOUTH_WINS : returns[1] > returns[0] ? Status.NORTH_WINS
                : Status.DRAW;
        assertEquals(expected, s.status(), "final returns " + Arrays.toString(returns));
        return new Replayed(compared, extraTurns);
    }

    /** Reads the fixture from the test resources. */
    public static OpenSpielPlaythrough load(String resource) {
        try (InputStream in = OpenSpielPlaythrough.class.getResourceAsStream("/openspiel/" + resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture openspiel/" + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            State start = null;
            List<Step> steps = new ArrayList<>();
            int[] returns = null;
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] parts = line.split("\\|", -1);
                String head = parts[0].trim();
                State state = parts.length == 1 ? null : new State(Arrays.stream(parts, 1, parts.length)
                        .map(OpenSpielPlaythrough::numbers).toArray(int[][]::new));
                switch (head) {
                    case "start" -> start = state;
                    case "returns" -> returns = state.field(0);
                    default -> steps.add(new Step(Integer.parseInt(head), state));
                }
            }
            return new OpenSpielPlaythrough(start, List.copyOf(steps), returns);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int[] numbers(String field) {
        String t = field.trim();
        return t.isEmpty() ? new int[0] : Arrays.stream(t.split(" +")).mapToInt(Integer::parseInt).toArray();
    }
}

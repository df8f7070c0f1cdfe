package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The sheets {@code kalah.sowing} and {@code oware.sowing} against OpenSpiel itself, live: the project's Python
 * environment plays random games of OpenSpiel's {@code mancala} and {@code oware} ({@code openspiel/random_games.py}),
 * and each is replayed action by action on the sheet's game, comparing the player to move, the legal actions, the
 * houses and stores before every action, the final board and the returns. The numbering of each game is as in
 * {@code KalahOpenSpielTest} and {@code OwareOpenSpielTest}; OpenSpiel's Kalah leaves the seeds in the houses at the
 * end and counts them in its returns, where the sheet moves them to the stores (KA6).
 */
class SheetOpenSpielTest {

    private static final int GAMES = 2_000;
    /** The longest wait for one game from the driver. */
    private static final long ANSWER_SECONDS = 120;

    private static Process driver;
    private static Writer requests;
    private static final BlockingQueue<String> ANSWERS = new LinkedBlockingQueue<>();

    @BeforeAll
    static void startDriver() throws IOException {
        Path python = python();
        Path script = Path.of("src", "test", "resources", "openspiel", "random_games.py");
        driver = new ProcessBuilder(python.toString(), script.toString()).redirectErrorStream(true).start();
        requests = new OutputStreamWriter(driver.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(driver.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> out.lines().forEach(ANSWERS::add), "openspiel-driver");
        reader.setDaemon(true);
        reader.start();
    }

    /** The project's Python: {@code $BAOLAB_VENV/bin/python}, else the repository's {@code .venv}. */
    static Path python() {
        String venv = System.getenv("BAOLAB_VENV");
        Path dir = venv != null && !venv.isBlank() ? Path.of(venv) : Path.of("..", ".venv").toAbsolutePath().normalize();
        Path python = dir.resolve("bin").resolve("python");
        if (!Files.isExecutable(python)) {
            fail("no Python environment with OpenSpiel at " + python + (venv == null ? " (BAOLAB_VENV is unset)" : "")
                    + ": run bin/python-env to make .venv, or bin/test, which makes it and sets BAOLAB_VENV");
        }
        return python;
    }

    @AfterAll
    static void stopDriver() throws Exception {
        if (driver != null) {
            requests.write("\n");
            requests.close();
            if (!driver.waitFor(10, TimeUnit.SECONDS)) {
                driver.destroyForcibly();
            }
        }
    }

    private static JsonObject ask(String request) throws Exception {
        requests.write(request + "\n");
        requests.flush();
        String line = ANSWERS.poll(ANSWER_SECONDS, TimeUnit.SECONDS);
        if (line == null) {
            fail("OpenSpiel's driver gave no answer within " + ANSWER_SECONDS + " s to " + request
                    + (driver.isAlive() ? "" : " (it has exited with " + driver.exitValue() + ")"));
        }
        JsonElement answer;
        try {
            answer = JsonParser.parseString(line);
        } catch (RuntimeException e) {
            throw new AssertionError("OpenSpiel's driver answered " + request + " with: " + line, e);
        }
        if (!answer.isJsonObject() || answer.getAsJsonObject().has("error")) {
            fail("OpenSpiel's driver answered " + request + " with: " + line);
        }
        return answer.getAsJsonObject();
    }

    @Test
    void kalahSheetPlaysOpenSpielsMancala() throws Exception {
        Rules rules = Games.rules("kalah-sheet");
        SplittableRandom seeds = new SplittableRandom(29);
        long actions = 0;
        for (int g = 0; g < GAMES; g++) {
            JsonObject game = ask("{\"game\":\"mancala\",\"seed\":" + seeds.nextInt(1 << 30) + "}");
            actions += replay(rules.newState(), game, "mancala game " + g, new Kalah6());
        }
        assertTrue(actions > 20L * GAMES, actions + " actions");
    }

    @Test
    void owareSheetPlaysOpenSpielsOware() throws Exception {
        SplittableRandom seeds = new SplittableRandom(30);
        long actions = 0;
        for (int g = 0; g < GAMES; g++) {
            int houses = g % 4 == 0 ? 3 + seeds.nextInt(4) : 6;     // a quarter on other boards, as OpenSpiel's options
            int seedsPerHouse = g % 4 == 0 ? 1 + seeds.nextInt(5) : 4;
            Rules rules = Games.rules("oware-sheet").with("pitsPerRow", houses).with("seedsPerPit", seedsPerHouse);
            JsonObject game = ask("{\"game\":\"oware\",\"params\":{\"num_houses_per_player\":" + houses
                    + ",\"num_seeds_per_house\":" + seedsPerHouse + "},\"seed\":" + seeds.nextInt(1 << 30) + "}");
            actions += replay(rules.newState(), game, "oware game " + g + " (" + rules + ")", new Oware(houses));
        }
        assertTrue(actions > 20L * GAMES, actions + " actions");
    }

    /** How one of OpenSpiel's games numbers actions and writes its board. */
    interface Numbering {

        /** Bao Lab's hole of an action of a player. */
        int hole(int player, int action);

        /** The board as OpenSpiel writes it, from a state (at the end, as OpenSpiel leaves it: see the class). */
        int[] board(GameState s, int[] openSpielsFinal);
    }

    /** Kalah(6, 4): board_ 0 is player 1's store, 1..6 player 0's houses, 7 player 0's store, 8..13 f2..a2. */
    static final class Kalah6 implements Numbering {
        @Override
        public int hole(int player, int action) {
            return action <= 6 ? action - 1 : 19 - action;
        }

        @Override
        public int[] board(GameState s, int[] openSpielsFinal) {
            int[] b = new int[14];
            for (int pit = 1; pit <= 13; pit++) {
                if (pit != 7) {
                    b[pit] = s.count(hole(0, pit));
                }
            }
            b[7] = s.bank(Player.SOUTH);
            b[0] = s.bank(Player.NORTH);
            if (s.isOver() && openSpielsFinal != null) {   // OpenSpiel's houses as it left them, in the stores here
                for (int pit = 1; pit <= 13; pit++) {
                    if (pit != 7) {
                        b[pit < 7 ? 7 : 0] -= openSpielsFinal[pit];
                        b[pit] = openSpielsFinal[pit];
                    }
                }
            }
            return b;
        }
    }

    /** Oware with N houses a side: houses 0..N-1 are player 0's a1..f1, N..2N-1 f2..a2; then the two scores. */
    record Oware(int n) implements Numbering {
        @Override
        public int hole(int player, int action) {
            int house = player == 0 ? action : n + action;
            return house < n ? house : 3 * n - 1 - house;
        }

        @Override
        public int[] board(GameState s, int[] openSpielsFinal) {
            int[] b = new int[2 * n + 2];
            for (int house = 0; house < 2 * n; house++) {
                b[house] = s.count(house < n ? house : 3 * n - 1 - house);
            }
            b[2 * n] = s.bank(Player.SOUTH);
            b[2 * n + 1] = s.bank(Player.NORTH);
            return b;
        }
    }

    /** Replays one of OpenSpiel's games on the sheet's state; returns the actions. */
    private static int replay(GameState s, JsonObject game, String what, Numbering numbering) {
        JsonArray steps = game.getAsJsonArray("steps");
        for (int i = 0; i < steps.size(); i++) {
            JsonObject step = steps.get(i).getAsJsonObject();
            String at = what + ", action " + i;
            int player = step.get("player").getAsInt();
            assertEquals(Status.ONGOING, s.status(), at + ": OpenSpiel plays on");
            assertEquals(Player.of(player), s.toMove(), at + ": the player to move");
            assertEquals(Arrays.toString(ints(step.getAsJsonArray("board"))), Arrays.toString(numbering.board(s, null)),
                    at + ": the board before it");
            int[] legal = ints(step.getAsJsonArray("legal"));
            int[] expected = new int[legal.length];
            for (int k = 0; k < legal.length; k++) {
                expected[k] = numbering.hole(player, legal[k]);
            }
            int[] moves = new int[s.board().size()];
            int[] found = Arrays.copyOf(moves, s.legalMoves(moves));
            Arrays.sort(expected);
            assertEquals(Arrays.toString(expected), Arrays.toString(found), at + ": the legal moves");
            s.play(numbering.hole(player, step.get("action").getAsInt()));
        }
        int[] last = ints(game.getAsJsonArray("board"));
        assertTrue(s.isOver(), what + ": the game is over where OpenSpiel's is");
        assertEquals(Arrays.toString(last), Arrays.toString(numbering.board(s, last)), what + ": the final board");
        double[] returns = {game.getAsJsonArray("returns").get(0).getAsDouble(),
                game.getAsJsonArray("returns").get(1).getAsDouble()};
        int south = s.status() == Status.SOUTH_WINS ? 1 : s.status() == Status.NORTH_WINS ? -1 : 0;
        assertEquals(south, (int) returns[0], what + ": SOUTH's return (" + s.outcome() + ")");
        assertEquals(-south, (int) returns[1], what + ": NORTH's return");
        return steps.size();
    }

    private static int[] ints(JsonArray a) {
        int[] v = new int[a.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = a.get(i).getAsInt();
        }
        return v;
    }
}

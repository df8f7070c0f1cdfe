package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import org.baolab.Games;
import org.baolab.core.Match;
import org.baolab.widgets.FakeKernel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LiveBoardTest {

    private FakeKernel kernel;

    @BeforeEach
    void install() {
        kernel = FakeKernel.install();
    }

    @AfterEach
    void close() {
        kernel.close();
    }

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }

    /** A request from the board's front end, as its module sends it. */
    private String send(LiveBoard board, String request) {
        return kernel.custom(board.widget(), json(request));
    }

    private static JsonObject state(LiveBoard board) {
        return board.widget().state();
    }

    private static String message(LiveBoard board) {
        return state(board).get("message").getAsString();
    }

    @Test
    @DisplayName("The board is an anywidget model whose front end is one ES module, and its display names it")
    void anAnyWidgetModel() {
        LiveBoard board = Games.baoKingulu().newMatch().interactive();
        kernel.show(board.widget());
        JsonObject opened = kernel.opened().get(0).data().getAsJsonObject("state");
        assertEquals("AnyModel", opened.get("_model_name").getAsString());
        assertEquals("anywidget", opened.get("_model_module").getAsString());
        assertEquals("~0.11.*", opened.get("_model_module_version").getAsString());
        assertEquals("AnyView", opened.get("_view_name").getAsString());
        assertTrue(opened.get("_esm").getAsString().contains("export default"));
        assertEquals("[\"random\",\"greedy\",\"alphabeta\",\"mcts\"]", opened.getAsJsonArray("agents").asList().stream()
                .map(a -> a.getAsJsonObject().get("name")).toList().toString().replace(", ", ","));
    }

    @Test
    @DisplayName("K2, K6: a click on a legal hole plays it on the same match; every hole of the drawing has data-hole")
    void clickPlaysOnTheMatch() {
        Match m = Games.baoKingulu().newMatch();
        LiveBoard board = m.interactive();
        kernel.show(board.widget());
        send(board, "{\"action\":\"play\",\"hole\":\"c1\"}");
        assertEquals(1, m.history().size());
        JsonObject drawn = state(board).getAsJsonObject("board");
        assertEquals(1, drawn.get("moves").getAsInt());
        assertEquals("", message(board));
        for (String hole : new String[] {"a1", "f1", "a2", "f2"}) {
            assertTrue(drawn.get("svg").getAsString().contains("data-hole=\"" + hole + "\""), hole);
        }
        assertEquals("[\"a2\",\"c2\",\"d2\",\"f2\"]", drawn.get("legal").toString());
    }

    @Test
    @DisplayName("A click's answer is one update of the board's state: no PNG, no HTML, no ES module")
    void aClicksAnswerIsStateNotPictures() {
        LiveBoard board = Games.baoKingulu().newMatch().interactive();
        kernel.show(board.widget());
        kernel.clear();
        send(board, "{\"action\":\"play\",\"hole\":\"c1\"}");
        assertEquals(1, kernel.sent().size());
        FakeKernel.Sent answer = kernel.sent().get(0);
        assertEquals("update", answer.method());
        String text = answer.data().toString();
        assertFalse(text.contains("base64"), "no picture");
        assertFalse(text.contains("_esm"), "the module is sent once, on opening");
        assertEquals("[board, options, message, busy]", answer.data().getAsJsonObject("state").keySet().toString());
        System.out.printf("a click's answer: %,d bytes of JSON%n", text.getBytes(StandardCharsets.UTF_8).length);
    }

    @Test
    @DisplayName("K2, K5: a click on an illegal hole says why, naming the rule, and changes nothing")
    void illegalClickChangesNothing() {
        Match m = Games.baoKingulu().newMatch();
        LiveBoard board = m.interactive();
        String before = m.position().toJson();
        send(board, "{\"action\":\"play\",\"hole\":\"a1\"}");
        assertEquals("a1 is not legal for SOUTH: its first lap would end in your own occupied hole e1 (rule K5)",
                message(board));
        send(board, "{\"action\":\"play\",\"hole\":\"a2\"}");
        assertTrue(message(board).endsWith("(rule K2)"), message(board));
        assertEquals(0, m.history().size());
        send(board, "{\"action\":\"undo\"}");
        assertEquals("nothing to undo: no move has been played", message(board));
        assertEquals(before, m.position().toJson());
    }

    @Test
    @DisplayName("Requests whose fields have the wrong JSON type get a clear refusal and change nothing")
    void wrongJsonTypesAreRefused() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        LiveBoard board = m.interactive();
        String before = m.position().toJson();
        send(board, "{}");
        assertEquals("the request needs action as text, not nothing", message(board));
        send(board, "{\"action\":7}");
        assertEquals("the request needs action as text, not 7", message(board));
        send(board, "{\"action\":\"play\",\"hole\":[\"c1\"]}");
        assertEquals("the request needs hole as text, not [\"c1\"]", message(board));
        send(board, "{\"action\":\"play\",\"hole\":\"c2 d2\"}");
        assertEquals("a click plays one hole, such as c1, not 'c2 d2'", message(board));
        send(board, "{\"action\":\"new\",\"options\":\"junk\"}");
        assertEquals("options must be an object of option names and values, not \"junk\"", message(board));
        send(board, "{\"action\":\"new\",\"options\":{\"seedsPerPit\":null}}");
        assertEquals("option seedsPerPit cannot be null: valid values are 1..20", message(board));
        send(board, "{\"action\":\"new\",\"options\":{\"seedsPerPit\":{\"a\":1}}}");
        assertEquals("option seedsPerPit cannot be {\"a\":1}: valid values are 1..20", message(board));
        send(board, "{\"action\":\"new\",\"options\":{\"seedsPerPit\":2.5}}");
        assertTrue(message(board).startsWith("option seedsPerPit takes integer values"), message(board));
        send(board, "{\"action\":\"fly\"}");
        assertEquals("unknown request 'fly': valid are play, undo, reply, stop and new", message(board));
        assertEquals(before, m.position().toJson());
        assertEquals(1, m.history().size());
    }

    @Test
    @DisplayName("An agent replies in the background on the match; Undo takes the reply back")
    void replyAndUndo() throws InterruptedException {
        Match m = Games.baoKingulu().newMatch().play("c1");
        LiveBoard board = m.interactive();
        send(board, "{\"action\":\"reply\",\"agent\":\"alphabeta:2\"}");
        awaitIdle(board);
        assertEquals("", message(board));
        assertEquals(2, m.history().size());
        send(board, "{\"action\":\"undo\"}");
        assertEquals(1, m.history().size());
        send(board, "{\"action\":\"reply\",\"agent\":\"alphabeta:0\"}");
        assertTrue(message(board).contains("DEPTH 0 is out of range 1..64"), message(board));
        assertEquals(1, m.history().size());
    }

    @Test
    @DisplayName("A deep search stops at Stop within a second, leaves the match as it was, and the board answers meanwhile")
    void aDeepReplyStopsAtStop() throws InterruptedException {
        Match m = Games.kimasaiTwoPhase().newMatch();
        LiveBoard board = m.interactive();
        String before = m.position().toJson();
        send(board, "{\"action\":\"reply\",\"agent\":\"alphabeta:64\"}");
        assertTrue(state(board).get("busy").getAsBoolean());
        send(board, "{\"action\":\"play\",\"hole\":\"c1\"}");
        assertEquals("an agent is still choosing its reply: wait for it, or press Stop", message(board));
        long start = System.nanoTime();
        send(board, "{\"action\":\"stop\"}");
        awaitIdle(board);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 5_000, "stopped after " + millis + " ms");
        assertEquals("alphabeta:64 was stopped before it chose a move: the match is as it was", message(board));
        assertEquals(before, m.position().toJson());
        System.out.printf("alphabeta:64 stopped %d ms after Stop%n", millis);
    }

    /** Waits for the board's background reply to end, failing after 30 s. */
    private static void awaitIdle(LiveBoard board) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (state(board).get("busy").getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the board's reply did not end within 30 s");
            }
            Thread.sleep(5);
        }
    }

    @Test
    @DisplayName("C10: New game plays a variant from typed options; a value out of range is refused, nothing changes")
    void newGameWithOptions() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        LiveBoard board = m.interactive();
        send(board, "{\"action\":\"new\",\"options\":{\"seedsPerPit\":25}}");
        assertEquals("option seedsPerPit cannot be 25: valid values are 1..20", message(board));
        assertEquals(1, m.history().size());

        send(board, "{\"action\":\"new\",\"options\":{\"seedsPerPit\":3,\"kuweka\":false,\"direction\":\"CW\"}}");
        assertEquals("", message(board));
        assertEquals(0, m.history().size());
        assertEquals(3, m.rules().integer("seedsPerPit"));
        assertFalse(m.rules().bool("kuweka"));
        assertEquals(3, m.position().count("a1"));
        JsonObject seeds = option(board, "seedsPerPit");
        assertEquals(3, seeds.get("value").getAsInt());
        assertTrue(seeds.get("value").getAsJsonPrimitive().isNumber(), "a number, not text");
        assertEquals(1, seeds.get("min").getAsInt());
        assertEquals(20, seeds.get("max").getAsInt());
        assertTrue(option(board, "kuweka").get("value").getAsJsonPrimitive().isBoolean());
        assertEquals("[\"CCW\",\"CW\"]", option(board, "direction").get("values").toString());
    }

    @Test
    @DisplayName("T2: an option that may be unset is sent as unset and read back as unset")
    void unsetOption() {
        Match m = Games.kimasaiTwoPhase().newMatch();
        LiveBoard board = m.interactive();
        assertEquals("unset", option(board, "reserveSouth").get("value").getAsString());
        send(board, "{\"action\":\"new\",\"options\":{\"reserveSouth\":\"unset\",\"reserve\":10}}");
        assertEquals("", message(board));
        assertNull(m.rules().get("reserveSouth"));
        assertEquals(10, m.rules().integer("reserve"));
    }

    private static JsonObject option(LiveBoard board, String name) {
        return state(board).getAsJsonArray("options").asList().stream().map(e -> e.getAsJsonObject())
                .filter(o -> o.get("name").getAsString().equals(name)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("Without a widget manager the output is the board as a picture and a line saying what to open")
    void staticOutput() {
        LiveBoard board = Games.baoKingulu().newMatch().interactive();
        String html = board.html(board.picture());
        assertTrue(html.startsWith("<div class=\"baolab-live-static\"><img src=\"data:image/png;base64,"));
        assertTrue(html.contains("open this notebook in JupyterLab 4, Notebook 7 or VS Code"));
        assertFalse(html.contains("<script"));
    }
}

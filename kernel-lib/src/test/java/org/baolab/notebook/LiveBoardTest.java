package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import org.baolab.Games;
import org.baolab.core.Match;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LiveBoardTest {

    private static JsonObject request(String action, String key, String value) {
        JsonObject r = new JsonObject();
        r.addProperty("action", action);
        if (key != null) {
            r.addProperty(key, value);
        }
        return r;
    }

    @Test
    @DisplayName("K2, K6: a click on a legal hole plays it on the same match; every hole of the drawing has data-hole")
    void clickPlaysOnTheMatch() {
        Match m = Games.baoKingulu().newMatch();
        LiveBoard board = LiveBoard.of(m);
        assertSame(board, LiveBoard.byId(board.html().replaceAll("(?s).*id=\"(baolab-live-[^\"]+)\".*", "$1")));
        JsonObject state = board.handle(request("play", "hole", "c1"));
        assertEquals(1, m.history().size());
        assertEquals(1, state.get("moves").getAsInt());
        assertFalse(state.has("message"));
        for (String hole : new String[] {"a1", "f1", "a2", "f2"}) {
            assertTrue(state.get("svg").getAsString().contains("data-hole=\"" + hole + "\""), hole);
        }
        assertTrue(state.get("html").getAsString().contains("data:image/png;base64,"), "the output to keep");
        assertEquals("[\"a2\",\"c2\",\"d2\",\"f2\"]", state.get("legal").toString());
    }

    @Test
    @DisplayName("K2, K5: a click on an illegal hole says why, naming the rule, and changes nothing")
    void illegalClickChangesNothing() {
        Match m = Games.baoKingulu().newMatch();
        LiveBoard board = LiveBoard.of(m);
        String before = m.position().toJson();
        JsonObject state = board.handle(request("play", "hole", "a1"));
        assertEquals("a1 is not legal for SOUTH: its first lap would end in your own occupied hole e1 (rule K5)",
                state.get("message").getAsString());
        assertEquals(before, m.position().toJson());
        assertTrue(board.handle(request("play", "hole", "a2")).get("message").getAsString().endsWith("(rule K2)"));
        assertEquals(0, m.history().size());
        assertEquals("nothing to undo: no move has been played",
                board.handle(request("undo", null, null)).get("message").getAsString());
        assertEquals("the request has no action", board.handle(new JsonObject()).get("message").getAsString());
        assertEquals("the request has no hole", board.handle(request("play", null, null)).get("message").getAsString());
        assertEquals(before, m.position().toJson());
    }

    @Test
    @DisplayName("An agent replies on the match; Undo takes the reply back")
    void replyAndUndo() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        LiveBoard board = LiveBoard.of(m);
        JsonObject state = board.handle(request("reply", "agent", "alphabeta:2"));
        assertFalse(state.has("message"), String.valueOf(state.get("message")));
        assertEquals(2, m.history().size());
        board.handle(request("undo", null, null));
        assertEquals(1, m.history().size());
        assertTrue(board.handle(request("reply", "agent", "alphabeta:0")).get("message").getAsString()
                .contains("DEPTH 0 is out of range 1..64"));
        assertEquals(1, m.history().size());
    }

    @Test
    @DisplayName("C10: New game plays a variant from the options given; a value out of range is refused, nothing changes")
    void newGameWithOptions() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        LiveBoard board = LiveBoard.of(m);
        JsonObject bad = request("new", null, null);
        JsonObject badOptions = new JsonObject();
        badOptions.addProperty("seedsPerPit", "25");
        bad.add("options", badOptions);
        assertEquals("option seedsPerPit cannot be 25: valid values are 1..20",
                board.handle(bad).get("message").getAsString());
        assertEquals(1, m.history().size());

        JsonObject good = request("new", null, null);
        JsonObject options = new JsonObject();
        options.addProperty("seedsPerPit", "3");
        options.addProperty("kuweka", "false");
        options.addProperty("direction", "CW");
        good.add("options", options);
        JsonObject state = board.handle(good);
        assertNull(state.get("message"));
        assertEquals(0, m.history().size());
        assertEquals(3, m.rules().integer("seedsPerPit"));
        assertFalse(m.rules().bool("kuweka"));
        assertEquals(3, m.position().count("a1"));
        JsonObject seeds = state.getAsJsonArray("options").asList().stream().map(e -> e.getAsJsonObject())
                .filter(o -> o.get("name").getAsString().equals("seedsPerPit")).findFirst().orElseThrow();
        assertEquals("3", seeds.get("value").getAsString());
        assertEquals(1, seeds.get("min").getAsInt());
        assertEquals(20, seeds.get("max").getAsInt());
    }

    @Test
    @DisplayName("Without scripts the output is the board as a picture and a line saying to run the cell")
    void staticOutput() {
        String html = Games.baoKingulu().newMatch().interactive().html();
        assertTrue(html.indexOf("<img src=\"data:image/png;base64,") < html.indexOf("<script>"));
        assertTrue(html.contains("run this cell to play by clicking"));
    }
}

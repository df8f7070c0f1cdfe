package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.baolab.Games;
import org.baolab.kingulu.Kuweka;
import org.baolab.core.Event;
import org.baolab.core.Display;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Sowing;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LapByLapTest {

    private static final Pattern DATA = Pattern.compile("var data = (\\{.*?\\});\\n", Pattern.DOTALL);

    private static JsonObject data(Display animation) {
        Matcher m = DATA.matcher(animation.html());
        assertTrue(m.find(), "the animation's data");
        return JsonParser.parseString(m.group(1)).getAsJsonObject();
    }

    @Test
    @DisplayName("C6, K4e: c1 from the start is five laps, relays, then a capture (K4b); every seed is a frame")
    void c1LapByLap() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        Move move = m.lastMove();
        List<Laps.Lap> laps = Laps.of(move);
        assertEquals(move.laps(), laps.size());
        assertEquals(5, laps.size());
        assertEquals("relay from f2", laps.get(0).ending());
        assertEquals(List.of(3, 4, 5, 11), laps.get(0).path().stream().map(Sowing.Drop::hole).toList()); // d1 e1 f1 f2
        assertEquals("relay from a2", laps.get(1).ending());
        assertTrue(laps.get(4).ending().startsWith("capture of 6 from e2"), laps.get(4).ending());

        JsonObject data = data(move.animate());
        assertEquals(5, data.getAsJsonArray("laps").size());
        JsonArray frames = data.getAsJsonArray("frames");
        int seeds = laps.stream().mapToInt(l -> l.event().seeds()).sum();
        // start, a lift and each seed per lap, the capture, the sowing seed banked (K4b), the board after
        assertEquals(1 + laps.size() + seeds + 2 + 1, frames.size());
        JsonObject first = frames.get(0).getAsJsonObject();
        assertEquals("origin", first.getAsJsonObject("rings").get("c1").getAsString());
        JsonObject lifted = frames.get(1).getAsJsonObject();
        assertEquals(0, lifted.getAsJsonArray("counts").get(2).getAsInt(), "c1 emptied by the lift");
        assertEquals(4, lifted.get("hand").getAsInt());
        JsonObject d1 = frames.get(2).getAsJsonObject();
        assertEquals("d1", d1.get("at").getAsString());
        assertEquals(5, d1.getAsJsonArray("counts").get(3).getAsInt());
        assertEquals("lap 1: sowing", d1.get("caption").getAsString(), "the player adds 'in hand: 3' once");
        assertTrue(frames.get(frames.size() - 1).getAsJsonObject().get("after").getAsBoolean());
        String strip = move.filmstrip().html();
        assertEquals(6, panels(strip), "a picture per lap and the board after the move");
        assertTrue(strip.contains("lap 1 of 5: relay from f2") && strip.contains("lap 5 of 5: capture of 6 from e2"));
        assertTrue(strip.contains("<b>ply 1, lap 1 of 5: relay from f2</b>"), "the move's own ply, not the one before");
        assertTrue(strip.contains("flex-wrap:wrap") && !strip.contains("overflow-x"), "the pictures wrap");
        // the frame before the last shows the board after the move, seed for seed and bank for bank
        JsonObject end = frames.get(frames.size() - 2).getAsJsonObject();
        int[] after = Laps.counts(move.boards().after());
        for (int h = 0; h < after.length; h++) {
            assertEquals(after[h], end.getAsJsonArray("counts").get(h).getAsInt(), "hole " + h);
        }
        assertEquals(move.boards().after().bank().get(org.baolab.core.Player.SOUTH),
                end.getAsJsonArray("bank").get(0).getAsInt());
    }

    @Test
    @DisplayName("C6: in every game and many variants each lap's seeds are drawn hole by hole, as the engine sowed them")
    void everyLapHasItsPath() {
        List<Rules> variants = List.of(Games.baoKingulu(), Games.baoKingulu().with("direction", "CW"),
                Games.baoKingulu().with("skipOrigin", true).with("seedsPerPit", 6),
                Games.baoKingulu().with("pitsPerRow", 4), Games.kimasaiTwoPhase(),
                Games.kimasaiTwoPhase().with("reserve", 0), Games.kimasaiFourRows(), Games.rules("kalah"),
                Games.rules("oware"));
        SplittableRandom rng = new SplittableRandom(7);
        int laps = 0;
        for (Rules rules : variants) {
            for (int game = 0; game < 5; game++) {
                Match m = rules.newMatch();
                while (!m.isOver() && m.history().size() < 120) {
                    List<org.baolab.core.Hole> legal = m.legalMoves();
                    m.play(legal.get(rng.nextInt(legal.size())));
                    Move move = m.lastMove();
                    List<Laps.Lap> found = Laps.of(move);
                    assertEquals(move.laps(), found.size());
                    for (Laps.Lap lap : found) {
                        assertEquals(lap.event().seeds(), lap.path().size(), rules + ": " + move.explain());
                        laps++;
                    }
                    assertEquals(found.size() + 1, move.filmstrip().toString().lines().count());
                }
            }
        }
        assertTrue(laps > 500, "laps checked: " + laps);
    }

    @Test
    @DisplayName("KA3: a lap into Kalah's store is drawn seed by seed, the last into the store, and names the extra turn")
    void aLapIntoTheStore() {
        Move move = Games.rules("kalah").newMatch().play("c1").lastMove();
        Laps.Lap lap = Laps.of(move).get(0);
        assertEquals(List.of(new Sowing.Drop(3, null), new Sowing.Drop(4, null), new Sowing.Drop(5, null),
                new Sowing.Drop(-1, Player.SOUTH)), lap.path());
        assertEquals("SOUTH moves again", lap.ending());
        JsonArray frames = data(move.animate()).getAsJsonArray("frames");
        JsonObject last = frames.get(frames.size() - 2).getAsJsonObject();   // the board after follows it
        assertFalse(last.has("at"), "the last seed fell into the store, not a hole");
        assertEquals(1, last.getAsJsonArray("bank").get(0).getAsInt());
        assertEquals("lap 1: the last seed fell into the store: SOUTH moves again", last.get("caption").getAsString());
    }

    @Test
    @DisplayName("K3: a seed sown into a reserved hole is drawn falling there and going to its owner's bank")
    void aSeedIntoAReservedHole() {
        GameState s = Games.baoKingulu().newState();
        s.setRows(new int[] {0, 0, 0, 3, 2, 0}, new int[] {1, 1, 1, 1, 1, 0});
        s.setReserved("e1", Player.NORTH);
        Move move = new Match(s).play("d1").lastMove();   // d1 (3): e1 (NORTH's bank), f1, f2
        assertEquals(new Sowing.Drop(4, Player.NORTH), Laps.of(move).get(0).path().get(0));
        JsonObject e1 = data(move.animate()).getAsJsonArray("frames").get(2).getAsJsonObject();
        assertEquals("e1", e1.get("at").getAsString());
        assertEquals(2, e1.getAsJsonArray("counts").get(4).getAsInt(), "e1 keeps its two seeds");
        assertEquals(1, e1.getAsJsonArray("bank").get(1).getAsInt(), "NORTH banks the seed");
    }

    private static int panels(String html) {
        return html.split("data-panel", -1).length - 1;
    }

    @Test
    @DisplayName("K4d: a conquest ends its lap and is named in the filmstrip")
    void kuwekaIsNamed() {
        Match m = Games.baoKingulu().newMatch();
        SplittableRandom rng = new SplittableRandom(1);
        while (m.lastMove() == null || m.lastMove().events().stream().noneMatch(e -> e instanceof Kuweka)) {
            if (m.isOver()) {
                m.restart(m.rules());
            }
            List<org.baolab.core.Hole> legal = m.legalMoves();
            m.play(legal.get(rng.nextInt(legal.size())));
        }
        List<Laps.Lap> laps = Laps.of(m.lastMove());
        assertTrue(laps.get(laps.size() - 1).ending().startsWith("kuweka: "), laps.get(laps.size() - 1).ending());
        assertTrue(m.lastMove().filmstrip().toString().contains("kuweka: "));
    }
}

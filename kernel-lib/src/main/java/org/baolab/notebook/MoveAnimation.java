package org.baolab.notebook;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.baolab.core.Board;
import org.baolab.core.Event;
import org.baolab.core.Hole;
import org.baolab.core.Move;
import org.baolab.core.MoveBoards;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Sowing;

/**
 * A move as an animation in the browser ({@code move.animate()}): the board before the move, the seeds lifted, each
 * lap sown hole by hole, the end of each lap (relay, capture, kuweka) and the board after it, drawn as the static
 * board drawing marks them: the starting hole in yellow, holes sown into in dashed blue, captured holes in red, the
 * hole a seed has just fallen into in white. Play, pause, step, the next lap, and a button per lap. Everything it
 * needs is in the output, so it plays without the kernel, also in an exported HTML page; where scripts do not run
 * (an untrusted notebook, GitHub) the output is the board after the move and a line saying to run the cell.
 */
public final class MoveAnimation implements Output {

    private static final Gson GSON = new Gson(); // escapes < and >, so the data is safe inside a script element
    private static final String SCRIPT = LiveBoard.resource("animation.js");

    private final Move move;
    private final List<Laps.Lap> laps;

    private MoveAnimation(Move move) {
        this.move = move;
        this.laps = Laps.of(move);
    }

    /** The animation of a move of a match; {@link Move#animate()} calls it. */
    public static MoveAnimation of(Move move) {
        return new MoveAnimation(move);
    }

    /** The laps it shows, one lap step each: the move's {@link Move#laps()}. */
    public int laps() {
        return laps.size();
    }

    @Override
    public BoardSvg.Picture picture() {
        return BoardSvg.picture(move.boards().after(), move);
    }

    @Override
    public String html(BoardSvg.Picture picture) {
        String id = "baolab-animation-" + UUID.randomUUID();
        return "<div class=\"baolab-animation\" id=\"" + id + "\"><div class=\"baolab-animation-static\">"
                + picture.img(move.explain())
                + "<div style=\"font-family:sans-serif;font-size:13px;margin-top:4px\">Move " + move.number() + ", "
                + BoardSvg.escape(move.summary()) + ". Run this cell to watch it lap by lap.</div></div>"
                + "<script>" + SCRIPT.replace("ANIMATION_ID", id).replace("ANIMATION_DATA", GSON.toJson(data(picture)))
                + "</script></div>";
    }

    /** The drawings, the frames and the laps, as the script reads them. */
    private JsonObject data(BoardSvg.Picture after) {
        MoveBoards boards = move.boards();
        Position before = boards.before();
        JsonObject data = new JsonObject();
        data.addProperty("before", BoardSvg.of(before, null));
        data.addProperty("after", after.svg());
        data.addProperty("bankLabel", before.game().bankLabel());
        JsonObject colours = new JsonObject();
        colours.addProperty("origin", BoardSvg.ORIGIN);
        colours.addProperty("touched", BoardSvg.TOUCHED);
        colours.addProperty("captured", BoardSvg.CAPTURED);
        colours.addProperty("at", BoardSvg.INK);
        colours.addProperty("ink", BoardSvg.INK);
        colours.addProperty("dim", BoardSvg.DIM_INK);
        data.add("colours", colours);
        JsonArray holes = new JsonArray();
        Board shape = before.board();
        for (int i = 0; i < shape.size(); i++) {
            holes.add(shape.name(i));
        }
        data.add("holes", holes);
        JsonArray lapList = new JsonArray();
        for (Laps.Lap lap : laps) {
            JsonObject l = new JsonObject();
            l.addProperty("number", lap.number());
            l.addProperty("ending", lap.ending());
            lapList.add(l);
        }
        data.add("laps", lapList);
        data.add("frames", new Frames(before).build());
        return data;
    }

    /** Plays the move's events over the board, one frame per thing seen. */
    private final class Frames {
        private final Board shape;
        private int[] counts;
        private final int[] bank = new int[2];
        private final Map<String, String> rings = new LinkedHashMap<>();
        private final JsonArray frames = new JsonArray();
        private int lap;

        Frames(Position before) {
            shape = before.board();
            counts = Laps.counts(before);
            bank[0] = before.bank().get(Player.SOUTH);
            bank[1] = before.bank().get(Player.NORTH);
        }

        JsonArray build() {
            rings.put(move.hole().name(), "origin");
            frame(null, 0, move.player() + " plays " + move.hole() + (move.phase() > 0 ? " (phase " + move.phase()
                    + ")" : ""));
            List<Event> events = move.events();
            int next = 0;
            for (int i = 0; i < events.size(); i++) {
                Event e = events.get(i);
                if (e instanceof Event.Lap) {
                    sow(laps.get(next++));
                } else if (e instanceof Event.Capture c) {
                    counts[shape.index(c.from())] = 0;
                    boolean sownOn = i + 1 < events.size() && events.get(i + 1) instanceof Event.Lap l
                            && l.kind() == Event.Lap.Kind.CAPTURE;
                    if (!sownOn) {
                        bank[c.by().ordinal()] += c.seeds();  // banked, or taken off the board (four rows)
                    }
                    rings.put(c.from().name(), "captured");
                    frame(c.from().name(), 0, e.describe());
                } else if (e instanceof Event.Banked b && b.hole() != null) {
                    counts[shape.index(b.hole())] -= b.seeds();
                    bank[b.to().ordinal()] += b.seeds();
                    frame(b.hole().name(), 0, e.describe());
                } else if (e instanceof Event.Own own) {
                    String at = null;
                    for (Map.Entry<Hole, Integer> change : own.changes().entrySet()) {
                        counts[shape.index(change.getKey())] += change.getValue();
                        if (change.getValue() > 0) {
                            at = change.getKey().name();   // the frame shows the hole that gained
                        }
                    }
                    for (Hole h : own.touched()) {
                        rings.putIfAbsent(h.name(), "touched");
                    }
                    frame(at, 0, e.describe());
                } else if (e instanceof Event.Endless) {
                    frame(null, 0, e.describe());
                }
            }
            JsonObject last = frame(null, 0, "after the move: " + move.summary()
                    + (move.after().isOver() ? "; the game is over: " + move.after() : ""));
            last.addProperty("after", true);
            return frames;
        }

        /** A lap: the seeds lifted, then one frame per seed, where the engine sowed it. */
        private void sow(Laps.Lap l) {
            lap = l.number();
            Event.Lap event = l.event();
            String name = "lap " + lap + (event.kind() == Event.Lap.Kind.RELAY ? ", relay" : "");
            counts = l.before().clone();
            rings.putIfAbsent(event.from().name(), "touched");
            frame(event.from().name(), event.seeds(), name + ": " + (event.kind() == Event.Lap.Kind.CAPTURE
                    ? "the " + event.seeds() + " captured from " + event.from() + " are sown on"
                    : event.kind() == Event.Lap.Kind.ON
                    ? "the " + event.seeds() + " left in hand are sown on after " + event.from()
                    : "lifted " + event.seeds() + " from " + event.from()));
            List<Sowing.Drop> path = l.path();
            for (int s = 0; s < path.size(); s++) {
                Sowing.Drop drop = path.get(s);
                if (drop.bank() != null) {
                    bank[drop.bank().ordinal()]++;
                } else {
                    counts[drop.hole()]++;
                }
                String at = drop.hole() < 0 ? null : shape.name(drop.hole());
                if (at != null) {
                    rings.putIfAbsent(at, "touched");
                }
                int left = path.size() - s - 1;
                // the player adds the seeds in hand to every caption
                frame(at, left, left > 0 ? name + ": sowing"
                        : name + ": the last seed fell into " + (at == null ? "the store" : at) + ": " + l.ending());
            }
            counts = l.board().counts().stream().mapToInt(Integer::intValue).toArray();
            bank[0] = l.board().bank().get(Player.SOUTH);
            bank[1] = l.board().bank().get(Player.NORTH);
        }

        private JsonObject frame(String at, int hand, String caption) {
            JsonObject f = new JsonObject();
            JsonArray c = new JsonArray();
            for (int n : counts) {
                c.add(n);
            }
            f.add("counts", c);
            JsonArray b = new JsonArray();
            b.add(bank[0]);
            b.add(bank[1]);
            f.add("bank", b);
            f.add("rings", GSON.toJsonTree(rings));
            if (at != null) {
                f.addProperty("at", at);
            }
            f.addProperty("hand", hand);
            f.addProperty("lap", lap);
            f.addProperty("caption", caption);
            frames.add(f);
            return f;
        }
    }

    /** The move, lap by lap, as text. */
    @Override
    public String toString() {
        return move.explain();
    }
}

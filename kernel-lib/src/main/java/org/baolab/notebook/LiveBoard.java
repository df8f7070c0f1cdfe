package org.baolab.notebook;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.baolab.core.Hole;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;

/**
 * A {@link Match} as a live board in a notebook ({@code match.interactive()}): clicking a legal hole plays it on the
 * match, so that a later cell sees the move; clicking another hole says why it is illegal, naming the rule, and
 * changes nothing. Buttons: Undo, Reply (an agent chosen from a list: random, greedy, alphabeta with a depth, mcts
 * with playouts), and New game with every option of the game as a control with its valid range.
 *
 * <p>The output is the board as a picture with a line saying to run the cell, and a small script. Where scripts run
 * with a kernel (the classic Jupyter Notebook, in a cell run in this session) the script opens a comm to the kernel
 * ({@link #TARGET}) and turns the picture into the live board; each change is also written into the notebook's own
 * copy of the output, so a saved notebook, its HTML export or GitHub shows the last position. Untrusted notebooks run
 * no scripts and show the picture. The kernel side works in any jjava-jupyter kernel ({@link NotebookRenderers}).
 */
public final class LiveBoard implements Output {

    /** The comm target the board's script opens. */
    public static final String TARGET = "baolab.board";
    /**
     * The agents offered for a reply, in the order of the list: name, what its number is, its valid range and the
     * number offered first ({@link AgentSpec}); an agent without a number has none.
     */
    private static final String AGENTS = "[{\"name\":\"random\"},{\"name\":\"greedy\"},"
            + "{\"name\":\"alphabeta\",\"parameter\":\"depth\",\"min\":1,\"max\":" + AgentSpec.AlphaBeta.MAX_DEPTH
            + ",\"value\":4},{\"name\":\"mcts\",\"parameter\":\"playouts\",\"min\":1,\"max\":"
            + AgentSpec.Mcts.MAX_ITERATIONS + ",\"value\":1000}]";
    private static final int KEPT = 200;
    /** The boards shown in this kernel, by id, so that a comm finds its match; the oldest go past {@link #KEPT}. */
    private static final Map<String, LiveBoard> BOARDS = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, LiveBoard> eldest) {
                    return size() > KEPT;
                }
            });
    private static final String SCRIPT = resource("live-board.js");

    private final String id = "baolab-live-" + UUID.randomUUID();
    private final Match match;
    private final SplittableRandom rng = new SplittableRandom();

    private LiveBoard(Match match) {
        this.match = match;
    }

    /** A live board of the match; {@link Match#interactive()} calls it. */
    public static LiveBoard of(Match match) {
        LiveBoard board = new LiveBoard(match);
        BOARDS.put(board.id, board);
        return board;
    }

    /** The board with this id, or {@code null} once it is gone (the kernel restarted, or too many boards since). */
    static LiveBoard byId(String id) {
        return BOARDS.get(id);
    }

    /** The match it plays on. */
    public Match match() {
        return match;
    }

    @Override
    public BoardSvg.Picture picture() {
        synchronized (match) {
            return BoardSvg.picture(match.position(), match.lastMove());
        }
    }

    /** The output: the picture, a line saying how to play, and the script that makes it live. */
    @Override
    public String html(BoardSvg.Picture picture) {
        return "<div class=\"baolab-live\" id=\"" + id + "\"><div class=\"baolab-live-static\">"
                + picture.img(match.toString())
                + "<div class=\"baolab-live-note\" style=\"font-family:sans-serif;font-size:13px;margin-top:4px\">"
                + "Live board: run this cell to play by clicking the holes (the picture is the position when the"
                + " notebook was saved).</div></div>"
                + "<script>" + SCRIPT.replace("BOARD_ID", id).replace("BOARD_TARGET", TARGET)
                        .replace("BOARD_AGENTS", AGENTS) + "</script></div>";
    }

    /**
     * Answers one request of the board's script: {@code state}, {@code play} (a {@code hole}), {@code undo},
     * {@code reply} (an {@code agent} as the command line writes it) or {@code new} (the game's {@code options} by
     * name, as text). The answer is the board as it now is, with a {@code message} when the request was refused,
     * which then changed nothing.
     */
    JsonObject handle(JsonObject request) {
        String message = null;
        try {
            String action = text(request, "action");
            switch (action) {
                case "state" -> {
                }
                case "play" -> play(text(request, "hole"));
                case "undo" -> {
                    if (match.history().isEmpty()) {
                        message = "nothing to undo: no move has been played";
                    } else {
                        match.undo();
                    }
                }
                case "reply" -> reply(text(request, "agent"));
                case "new" -> newGame(request.getAsJsonObject("options"));
                default -> message = "unknown request '" + action + "'";
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            message = e.getMessage();
        }
        return state(message);
    }

    /** Plays a hole; an illegal one is refused by {@link Match#play}, which says why and changes nothing. */
    private void play(String hole) {
        match.play(hole);
    }

    private void reply(String agent) {
        AgentSpec spec = AgentSpec.parse(agent);
        synchronized (match) {
            Hole hole = spec.build().choose(match, rng);
            match.play(hole);
        }
    }

    private void newGame(JsonObject options) {
        Rules rules = Rules.defaults(match.rules().game());
        if (options != null) {
            for (Map.Entry<String, JsonElement> e : options.entrySet()) {
                rules = rules.with(e.getKey(), e.getValue().getAsString());
            }
        }
        match.restart(rules);
    }

    private static String text(JsonObject request, String key) {
        JsonElement value = request.get(key);
        if (value == null || !value.isJsonPrimitive()) {
            throw new IllegalArgumentException("the request has no " + key);
        }
        return value.getAsString();
    }

    /** The board now: its drawing, its output for the saved notebook, and what the controls offer. */
    private JsonObject state(String message) {
        JsonObject state = new JsonObject();
        synchronized (match) {
            BoardSvg.Picture picture = picture();
            state.addProperty("svg", picture.svg());
            state.addProperty("html", html(picture));
            state.addProperty("png", picture.pngBase64());
            state.addProperty("text", match.toString());
            state.addProperty("moves", match.history().size());
            state.addProperty("over", match.isOver());
            JsonArray legal = new JsonArray();
            match.legalMoves().forEach(h -> legal.add(h.name()));
            state.add("legal", legal);
            state.add("options", options(match.rules()));
        }
        if (message != null) {
            state.addProperty("message", message);
        }
        return state;
    }

    /** Every option of the game with its value in these rules, type and valid range: the New game controls. */
    private static JsonArray options(Rules rules) {
        JsonArray options = new JsonArray();
        for (OptionSpec spec : rules.game().options()) {
            JsonObject o = new JsonObject();
            o.addProperty("name", spec.name());
            o.addProperty("type", spec.type());
            o.addProperty("range", spec.range());
            o.addProperty("description", spec.description());
            o.addProperty("value", spec.format(rules.get(spec.name())));
            if (spec instanceof OptionSpec.Int i) {
                o.addProperty("min", i.min());
                o.addProperty("max", i.max());
                o.addProperty("unset", i.unset() != null);
            } else if (spec instanceof OptionSpec.Choice) {
                JsonArray values = new JsonArray();
                for (String v : spec.range().split(", ")) {
                    values.add(v);
                }
                o.add("values", values);
            }
            options.add(o);
        }
        return options;
    }

    /** A script or style shipped beside this class. */
    static String resource(String name) {
        try (InputStream in = LiveBoard.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name + " beside " + LiveBoard.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The board as text. */
    @Override
    public String toString() {
        return match.toString();
    }

}

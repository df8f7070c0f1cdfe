package org.baolab.notebook;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.baolab.core.Hole;
import org.baolab.core.Match;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.play.SearchStoppedException;
import org.baolab.widgets.AnyWidget;
import org.baolab.widgets.Tasks;

/**
 * A {@link Match} as a live board in a notebook ({@code match.interactive()}): clicking a legal hole plays it on the
 * match, so that a later cell sees the move; clicking another hole says why it is illegal, naming the rule, and
 * changes nothing. Buttons: Undo, Reply (an agent chosen from a list: random, greedy, alphabeta with a depth, mcts
 * with playouts; it searches in the background, with a Stop button, and the kernel's Interrupt stops it too), and
 * New game with every option of the game as a control with its valid range.
 *
 * <p>The board is a widget ({@link AnyWidget}: one ES module, {@code live-board.js}) that JupyterLab 4, Notebook 7 and
 * VS Code show; the match stays in the kernel, the one source of truth, and each answer sends the front end the
 * board's new state (its drawing, legal holes, counts), no picture. The output also carries the board as a picture
 * ({@code image/png}, and HTML with the picture and a line saying what to open), which exports, GitHub and untrusted
 * notebooks show. In the Bao Lab kernel the picture is an output of its own, which the kernel updates as the board
 * changes and the widget hides where it runs ({@link LiveOutputs}): a saved notebook shows the last position.
 */
public final class LiveBoard implements Output, LiveOutputs.Live {

    /**
     * The agents offered for a reply, in the order of the list: name, what its number is, its valid range and the
     * number offered first ({@link AgentSpec}); an agent without a number has none.
     */
    private static final List<Agent> AGENTS = List.of(new Agent("random", null, 0, 0, 0),
            new Agent("greedy", null, 0, 0, 0), new Agent("alphabeta", "depth", 1, AgentSpec.AlphaBeta.MAX_DEPTH, 4),
            new Agent("mcts", "playouts", 1, AgentSpec.Mcts.MAX_ITERATIONS, 1000));
    private static final String ESM = resource("live-board.js");

    private final Match match;
    private final AnyWidget widget;
    private final SplittableRandom rng = new SplittableRandom();
    /** The reply being searched, or {@code null}. */
    private Thread reply;

    /** An agent of the Reply list. */
    private record Agent(String name, String parameter, int min, int max, int value) {
        JsonObject json() {
            JsonObject o = new JsonObject();
            o.addProperty("name", name);
            if (parameter != null) {
                o.addProperty("parameter", parameter);
                o.addProperty("min", min);
                o.addProperty("max", max);
                o.addProperty("value", value);
            }
            return o;
        }
    }

    private LiveBoard(Match match) {
        this.match = match;
        this.widget = AnyWidget.of("baolab.LiveBoard", ESM, null);
        JsonArray agents = new JsonArray();
        AGENTS.forEach(a -> agents.add(a.json()));
        JsonObject state = boardState("");
        state.add("agents", agents);
        state.addProperty("uid", UUID.randomUUID().toString());   // names the board in the page, for its views
        state.addProperty("style", "");
        widget.put(state);
        widget.onMessage(this::request);
    }

    /** A live board of the match; {@link Match#interactive()} calls it. */
    public static LiveBoard of(Match match) {
        return new LiveBoard(match);
    }

    /** The match it plays on. */
    public Match match() {
        return match;
    }

    /** The widget the front end shows. */
    @Override
    public AnyWidget widget() {
        return widget;
    }

    @Override
    public String note() {
        return NOTE;
    }

    /** Hides the board's picture where its widget runs: the module puts this style in the page. */
    @Override
    public void hide(String style) {
        widget.put("style", new JsonPrimitive(style));
    }

    /** The board as a picture, for where no widget manager runs. */
    @Override
    public BoardSvg.Picture picture() {
        synchronized (match) {
            return BoardSvg.picture(match.position(), match.lastMove());
        }
    }

    /** The picture and one line saying where the board plays. */
    @Override
    public String html(BoardSvg.Picture picture) {
        return "<div class=\"baolab-live-static\">" + picture.img(match.toString())
                + "<div style=\"font-family:sans-serif;font-size:13px;margin-top:4px\">" + NOTE + "</div></div>";
    }

    /** What a front end without widgets shows under the picture. */
    static final String NOTE = "Live board: open this notebook in JupyterLab 4, Notebook 7 or VS Code with the Bao Lab"
            + " kernel and run the cell to play.";

    /**
     * Answers one request of the board's front end: {@code play} (a {@code hole}), {@code undo}, {@code reply} (an
     * {@code agent} as the command line writes it), {@code stop} (the reply being searched) or {@code new} (the
     * game's {@code options} by name: booleans, numbers or text as C10 writes them). The board's state changes in the
     * front end; a refused request changes nothing but the message, which says why.
     */
    synchronized void request(JsonObject request) {
        String message;
        try {
            message = handle(request);
        } catch (IllegalArgumentException | IllegalStateException e) {
            message = e.getMessage();
        }
        show(message);
    }

    /** Sends the board's state to the front ends, with this message; its saved output follows. */
    private void show(String message) {
        widget.put(boardState(message == null ? "" : message));
        LiveOutputs.changed(this);
    }

    /** Does what the request asks; returns a message for the user, or {@code null}. */
    private String handle(JsonObject request) {
        String action = text(request, "action");
        if (busy() && !action.equals("stop")) {
            return "an agent is still choosing its reply: wait for it, or press Stop";
        }
        switch (action) {
            case "play" -> play(text(request, "hole"));
            case "undo" -> {
                if (match.history().isEmpty()) {
                    return "nothing to undo: no move has been played";
                }
                match.undo();
            }
            case "reply" -> {
                return reply(AgentSpec.parse(text(request, "agent")));
            }
            case "stop" -> {
                return stop();
            }
            case "new" -> match.restart(rules(request.get("options")));
            default -> {
                return "unknown request '" + quote(action) + "': valid are play, undo, reply, stop and new";
            }
        }
        return null;
    }

    /** Plays one hole; an illegal one is refused by {@link Match#play}, which says why and changes nothing. */
    private void play(String hole) {
        if (hole.isBlank() || hole.strip().contains(" ")) {
            throw new IllegalArgumentException("a click plays one hole, such as c1, not '" + quote(hole) + "'");
        }
        match.play(hole.strip());
    }

    /**
     * Starts the agent's search in the background; the board says it is thinking until it plays or is stopped.
     * Requests and the search's end take turns on the board, so the last state sent is the last state.
     */
    private synchronized String reply(AgentSpec spec) {
        if (match.isOver()) {
            return "the game is over (" + match.outcome() + "): there is no move to reply";
        }
        int ply = match.ply();
        reply = Tasks.start("baolab-board-reply", () -> search(spec, ply));
        return null;
    }

    private void search(AgentSpec spec, int ply) {
        String message = null;
        try {
            Hole hole = spec.build().choose(match, rng);
            synchronized (match) {
                if (match.ply() == ply) {
                    match.play(hole);
                }
            }
        } catch (SearchStoppedException stopped) {
            message = spec.name() + " was stopped before it chose a move: the match is as it was";
        } catch (RuntimeException e) {
            message = spec.name() + " failed: " + e.getMessage();
        } finally {
            synchronized (this) {     // after the answer to a Stop, which also holds the board
                reply = null;
                show(message);
            }
        }
    }

    private synchronized String stop() {
        if (reply == null) {
            return "no reply is being searched";
        }
        reply.interrupt();
        return null;
    }

    private synchronized boolean busy() {
        return reply != null;
    }

    /** The game's default rules with the options given, each checked by its {@link OptionSpec}. */
    private Rules rules(JsonElement options) {
        Rules rules = Rules.defaults(match.rules().game());
        if (options == null || options.isJsonNull()) {
            return rules;
        }
        if (!options.isJsonObject()) {
            throw new IllegalArgumentException("options must be an object of option names and values, not "
                    + quote(options.toString()));
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : options.getAsJsonObject().entrySet()) {
            OptionSpec spec = rules.spec(e.getKey());
            values.put(e.getKey(), spec.accept(value(spec, e.getValue())));
        }
        return rules.with(values);
    }

    /** An option's value from JSON: a boolean, a whole number or text; anything else is refused. */
    private static Object value(OptionSpec spec, JsonElement json) {
        if (json.isJsonPrimitive()) {
            JsonPrimitive p = json.getAsJsonPrimitive();
            if (p.isBoolean()) {
                return p.getAsBoolean();
            }
            if (p.isString()) {
                return p.getAsString();
            }
            try {
                return p.getAsBigDecimal().intValueExact();
            } catch (ArithmeticException notWhole) {
                return p.getAsDouble();           // refused by the option, which says what it takes
            }
        }
        throw new IllegalArgumentException("option " + spec.name() + " cannot be " + quote(json.toString())
                + ": valid values are " + spec.range());
    }

    private static String text(JsonObject request, String key) {
        JsonElement value = request.get(key);
        if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw new IllegalArgumentException("the request needs " + key + " as text, not "
                    + (value == null ? "nothing" : quote(value.toString())));
        }
        return value.getAsString();
    }

    private static String quote(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    /** The board's state for the front end: drawing, legal holes, counts, options, the message and the search. */
    private JsonObject boardState(String message) {
        JsonObject board = new JsonObject();
        JsonArray options;
        synchronized (match) {
            board.addProperty("svg", BoardSvg.of(match.position(), match.lastMove()));
            board.addProperty("text", match.toString());
            board.addProperty("moves", match.history().size());
            board.addProperty("over", match.isOver());
            JsonArray legal = new JsonArray();
            match.legalMoves().forEach(h -> legal.add(h.name()));
            board.add("legal", legal);
            options = options(match.rules());
        }
        JsonObject state = new JsonObject();
        state.add("board", board);
        state.add("options", options);
        state.addProperty("message", message);
        state.addProperty("busy", busy());
        return state;
    }

    /** Every option of the game with its value in these rules, type and valid range: the New game controls. */
    static JsonArray options(Rules rules) {
        JsonArray options = new JsonArray();
        for (OptionSpec spec : rules.game().options()) {
            JsonObject o = new JsonObject();
            o.addProperty("name", spec.name());
            o.addProperty("type", spec.type());
            o.addProperty("range", spec.range());
            o.addProperty("description", spec.description());
            Object value = rules.get(spec.name());
            if (spec instanceof OptionSpec.Bool) {
                o.addProperty("value", (Boolean) value);
            } else if (spec instanceof OptionSpec.Int i) {
                if (value == null) {
                    o.addProperty("value", OptionSpec.UNSET);
                } else {
                    o.addProperty("value", (Integer) value);
                }
                o.addProperty("min", i.min());
                o.addProperty("max", i.max());
                o.addProperty("unset", i.unset() != null);
            } else if (spec instanceof OptionSpec.Choice c) {
                o.addProperty("value", spec.format(value));
                JsonArray values = new JsonArray();
                c.values().forEach(values::add);
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

package org.baolab.sim;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.baolab.core.Board;
import org.baolab.core.GameRegistry;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import tech.tablesaw.api.Table;

/**
 * Game records as JSON Lines ({@code baolab simulate|sweep --records FILE.jsonl}): one object per game, with
 * exactly the keys game, index, seed, south, north, rules (the options changed from the default), moves (hole
 * names, ply by ply, as {@code baolab replay --moves} takes them), status, reason and plies, in that order.
 */
public final class GameLines {

    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private GameLines() {
    }

    /**
     * The records of a run, task by task in index order; empty when its rows keep no moves.
     *
     * @param tasks the tasks of the run
     * @param rows per task, its finished games in index order
     */
    static List<String> of(List<SimulationTask> tasks, List<List<GameRecord>> rows) {
        List<String> lines = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            if (tasks.get(t).moves()) {
                for (GameRecord row : rows.get(t)) {
                    lines.add(of(tasks.get(t).rules(), row));
                }
            }
        }
        return lines;
    }

    /**
     * The record of one game, on one line.
     *
     * @throws IllegalArgumentException when the row kept no moves
     */
    public static String of(Rules rules, GameRecord row) {
        if (row.moves() == null) {
            throw new IllegalArgumentException("game " + row.index() + " was played without keeping its moves");
        }
        JsonObject o = new JsonObject();
        o.addProperty("game", rules.game().id());
        o.addProperty("index", row.index());
        o.addProperty("seed", row.seed());
        o.addProperty("south", row.south());
        o.addProperty("north", row.north());
        o.add("rules", changedRules(rules));
        Board board = rules.board();
        JsonArray moves = new JsonArray();
        for (short hole : row.moves()) {
            moves.add(board.hole(hole).name());
        }
        o.add("moves", moves);
        o.addProperty("status", row.status().name());
        o.addProperty("reason", row.reason().name());
        o.addProperty("plies", row.plies());
        return GSON.toJson(o);
    }

    /**
     * The options the rules change from the game's defaults, as the {@code rules} object of a record: booleans and
     * integers as JSON values, others as text.
     */
    public static JsonObject changedRules(Rules rules) {
        JsonObject changed = new JsonObject();
        for (Map.Entry<String, Object> e : rules.changed().entrySet()) {
            if (e.getValue() instanceof Boolean b) {
                changed.addProperty(e.getKey(), b);
            } else if (e.getValue() instanceof Integer i) {
                changed.addProperty(e.getKey(), i);
            } else {
                changed.addProperty(e.getKey(), rules.spec(e.getKey()).format(e.getValue()));
            }
        }
        return changed;
    }

    /**
     * The summary of game records, game-quality metrics included, as a run with {@code --metrics} gives it: each
     * record is played again from its rules and moves. One row per game, agents and rules, in order of first
     * appearance, with a column for every option some record changes.
     *
     * @param lines game records, one a line
     * @throws IllegalArgumentException for a line that is not a record, an illegal move (naming its rule), or moves
     *     that do not end as the record says
     */
    public static Table summary(List<String> lines) {
        Map<String, Summary> groups = new LinkedHashMap<>();
        Map<String, Rules> rulesOf = new LinkedHashMap<>();
        Map<String, String[]> agentsOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String where = "record " + (i + 1) + ": ";
            try {
                JsonObject o = JsonParser.parseString(lines.get(i)).getAsJsonObject();
                Rules rules = Rules.defaults(GameRegistry.byId(o.get("game").getAsString()));
                for (Map.Entry<String, JsonElement> e : o.getAsJsonObject("rules").entrySet()) {
                    rules = rules.with(e.getKey(), e.getValue().getAsString());
                }
                GameRecord row = replay(rules, o);
                String key = rules.toPreset() + "\n" + row.south() + "\n" + row.north();
                groups.computeIfAbsent(key, k -> new Summary());
                rulesOf.put(key, rules);
                agentsOf.put(key, new String[] {row.south(), row.north()});
                row.addTo(groups.get(key));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(where + e.getMessage(), e);
            }
        }
        Set<String> options = new LinkedHashSet<>();
        for (Rules rules : rulesOf.values()) {
            for (OptionSpec spec : rules.game().options()) {
                if (rules.changed().containsKey(spec.name())) {
                    options.add(spec.name());
                }
            }
        }
        List<Map<String, Object>> keys = new ArrayList<>();
        for (String key : groups.keySet()) {
            Map<String, Object> named = new LinkedHashMap<>();
            named.put(Columns.GAME, rulesOf.get(key).game().id());
            named.put(Columns.SOUTH, agentsOf.get(key)[0]);
            named.put(Columns.NORTH, agentsOf.get(key)[1]);
            options.forEach(option -> named.put(option, rulesOf.get(key).get(option)));
            keys.add(named);
        }
        return Stats.summaries(keys, new ArrayList<>(groups.values()));
    }

    /** Plays a record's moves, measuring the metrics, and returns its row; refuses moves that end otherwise. */
    private static GameRecord replay(Rules rules, JsonObject o) {
        GameState state = rules.newState();
        GameMetrics metrics = new GameMetrics(state);
        metrics.begin(state);
        JsonArray moves = o.getAsJsonArray("moves");
        short[] holes = new short[moves.size()];
        for (int m = 0; m < holes.length; m++) {
            String name = moves.get(m).getAsString();
            int hole;
            try {
                hole = state.board().parse(name);
            } catch (IllegalArgumentException e) {
                throw new IllegalMoveException(name, state.toMove(), state.ply() + 1, e.getMessage() + " (rule C2)");
            }
            state.play(hole);
            metrics.log().afterPly(state);
            holes[m] = (short) hole;
        }
        String recorded = o.get("status").getAsString() + " (" + o.get("reason").getAsString() + ") at ply "
                + o.get("plies").getAsInt();
        String replayed = state.outcome() + " at ply " + state.ply();
        if (!recorded.equals(replayed)) {
            throw new IllegalArgumentException("the moves end in " + replayed + ", the record says " + recorded);
        }
        return GameRecord.of(o.get("index").getAsLong(), o.get("seed").getAsLong(), o.get("south").getAsString(),
                o.get("north").getAsString(), rules.newState().toMove(), state, holes, metrics.values(state));
    }
}

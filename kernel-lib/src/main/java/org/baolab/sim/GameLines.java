package org.baolab.sim;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.baolab.core.Board;
import org.baolab.core.Rules;

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
        o.add("rules", changed);
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
}

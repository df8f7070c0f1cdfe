package org.baolab.core;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An immutable picture of a game at one moment: what {@code baolab replay} prints and what drawings show.
 *
 * @param game the game
 * @param board the board's shape
 * @param ply moves played so far
 * @param toMove the player to move (after the end: who would have moved)
 * @param movesAgain whether the player to move moved last too (an extra turn)
 * @param phase the phase of the player to move in a game played in phases; 0 elsewhere
 * @param rows {@code rows.get(0)} is row 1, each a list of counts from column {@code a}
 * @param reserve seeds (cows) in each player's reserve off the board (zeros in a game without reserves)
 * @param bank seeds or stones captured and kept off the board (a store)
 * @param reserved reserved (conquered) holes and their conqueror, by hole name (empty in a game without them)
 * @param legalMoves legal moves, sorted by name (empty once over)
 * @param outcome status and reason
 * @param score each player's score now
 */
public record Position(Game game, Board board, int ply, Player toMove, boolean movesAgain, int phase, List<List<Integer>> rows,
                       Map<Player, Integer> reserve, Map<Player, Integer> bank, Map<String, Player> reserved,
                       List<String> legalMoves, Outcome outcome, Map<Player, Integer> score) {

    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    static Position of(GameState s) {
        Board b = s.board();
        List<List<Integer>> rows = new ArrayList<>();
        Map<String, Player> reserved = new TreeMap<>();
        for (int r = 1; r <= b.rows(); r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < b.columns(); c++) {
                int i = b.index(new Hole(c, r));
                row.add(s.count(i));
                if (s.reservedFor(i) != null) {
                    reserved.put(b.name(i), s.reservedFor(i));
                }
            }
            rows.add(List.copyOf(row));
        }
        List<String> legal = new ArrayList<>();
        for (int i = 0; i < s.legalMoveCount(); i++) {
            legal.add(b.name(s.legalMove(i)));
        }
        Collections.sort(legal);
        return new Position(s.rules().game(), b, s.ply(), s.toMove(), s.movesAgain(), s.phase(), List.copyOf(rows),
                perPlayer(s.reserve(Player.SOUTH), s.reserve(Player.NORTH)),
                perPlayer(s.bank(Player.SOUTH), s.bank(Player.NORTH)), Collections.unmodifiableMap(reserved),
                List.copyOf(legal), s.outcome(), perPlayer(s.score(Player.SOUTH), s.score(Player.NORTH)));
    }

    private static Map<Player, Integer> perPlayer(int south, int north) {
        Map<Player, Integer> m = new EnumMap<>(Player.class);
        m.put(Player.SOUTH, south);
        m.put(Player.NORTH, north);
        return Collections.unmodifiableMap(m);
    }

    /**
     * This position with other seeds in the holes and banks, and their scores, and no move marked legal: a moment inside a move (the
     * board after one of its laps, {@link MoveBoards.LapBoard}), for drawings; its ply is the move's own, one more than
     * this position's, since the move is under way.
     */
    public Position during(MoveBoards.LapBoard lap) {
        List<List<Integer>> laid = new ArrayList<>();
        for (int r = 0; r < board.rows(); r++) {
            laid.add(List.copyOf(lap.counts().subList(r * board.columns(), (r + 1) * board.columns())));
        }
        return new Position(game, board, ply + 1, toMove, movesAgain, phase, List.copyOf(laid), reserve,
                perPlayer(lap.bank().get(Player.SOUTH), lap.bank().get(Player.NORTH)), reserved, List.of(), outcome,
                perPlayer(lap.score().get(Player.SOUTH), lap.score().get(Player.NORTH)));
    }

    /** Seeds in a hole. */
    public int count(Hole hole) {
        return rows.get(hole.row() - 1).get(hole.column());
    }

    /** Seeds in a hole given by name, such as {@code c1}. */
    public int count(String hole) {
        return count(board.hole(board.parse(hole)));
    }

    /**
     * The position as one line of JSON, with exactly the keys of the {@code baolab replay} contract in its order:
     * game, ply, toMove, phase, rows, reserve, bank, reserved, legalMoves, status, reason, score.
     */
    public String toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("game", game.id());
        o.addProperty("ply", ply);
        o.addProperty("toMove", toMove.name());
        o.addProperty("phase", phase);
        JsonArray rowsJson = new JsonArray();
        for (List<Integer> row : rows) {
            JsonArray r = new JsonArray();
            row.forEach(r::add);
            rowsJson.add(r);
        }
        o.add("rows", rowsJson);
        o.add("reserve", players(reserve));
        o.add("bank", players(bank));
        JsonObject res = new JsonObject();
        reserved.forEach((hole, p) -> res.addProperty(hole, p.name()));
        o.add("reserved", res);
        JsonArray legal = new JsonArray();
        legalMoves.forEach(legal::add);
        o.add("legalMoves", legal);
        o.addProperty("status", outcome.status().name());
        o.addProperty("reason", outcome.reason() == null ? null : outcome.reason().name());
        o.add("score", players(score));
        return GSON.toJson(o);
    }

    private static JsonObject players(Map<Player, Integer> m) {
        JsonObject o = new JsonObject();
        o.addProperty("SOUTH", m.get(Player.SOUTH));
        o.addProperty("NORTH", m.get(Player.NORTH));
        return o;
    }

    @Override
    public String toString() {
        return BoardText.draw(this, null);
    }
}

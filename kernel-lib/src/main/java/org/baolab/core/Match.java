package org.baolab.core;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game played move by move, for notebooks and teaching: {@code Games.baoKingulu().newMatch().play("c1")}.
 * It keeps every earlier position, so {@link #undo()} is exact, and records what happened in each move.
 * Printing it draws the board.
 *
 * <p>Safe for use from several threads: each call (a move or several, an undo, a read) happens as a whole, so the
 * history always replays to the position. A move chosen from {@link #legalMoves()} may have become illegal by the
 * time it is played if another thread has played meanwhile; it is then refused as any illegal move is.
 */
public final class Match {

    /** A numbered move of a record: {@code 12. NORTH b3}. */
    private static final Pattern MOVE_LINE = Pattern.compile("(\\d+)\\.\\s+(SOUTH|NORTH)\\s+(\\S+)");
    /** A header line of a record: {@code # result: SOUTH_WINS (NO_LEGAL_MOVES)}. */
    private static final Pattern HEADER_LINE = Pattern.compile("#\\s*(south|north|date|result):\\s*(.*)");

    private Rules rules;
    private GameState state;
    private final List<GameState> earlier = new ArrayList<>();
    private final List<Move> history = new ArrayList<>();

    /** A match from the start of a game under these rules. */
    public Match(Rules rules) {
        this(rules.newState());
    }

    /** A match from a given position (copied). */
    public Match(GameState start) {
        this.rules = start.rules();
        this.state = start.copy();
    }

    /**
     * Plays one move or several, space-separated ({@code "c1 f2 a1"}). Either all are played or, if one is
     * illegal, none is and the exception says which and why, naming the rule.
     *
     * @throws IllegalMoveException for a malformed or illegal move
     */
    public synchronized Match play(String moves) {
        String[] tokens = moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+");
        int before = history.size();
        try {
            for (String token : tokens) {
                playOne(token);
            }
        } catch (IllegalMoveException e) {
            undo(history.size() - before);
            throw e;
        }
        return this;
    }

    /** Plays a move given as a hole. */
    public Match play(Hole hole) {
        return play(hole.name());
    }

    private void playOne(String token) {
        int hole;
        try {
            hole = state.board().parse(token);
        } catch (IllegalArgumentException e) {
            throw new IllegalMoveException(token, state.toMove(), state.ply() + 1, e.getMessage() + " (rule C2)");
        }
        GameState next = state.copy();
        MoveRecorder recorder = new MoveRecorder(next);
        next.trace(recorder);
        Player mover = state.toMove();
        int phase = state.phase();
        next.play(hole);
        next.trace(Trace.NONE);
        MoveBoards boards = new MoveBoards(state.position(), recorder.laps(), next.position());
        earlier.add(state);
        state = next;
        history.add(new Move(next.ply(), mover, next.board().hole(hole), phase, recorder.events(), next.outcome(),
                boards));
    }

    /** Takes back the last move. */
    public Match undo() {
        return undo(1);
    }

    /** Takes back the last {@code n} moves. */
    public synchronized Match undo(int n) {
        if (n < 0 || n > history.size()) {
            throw new IllegalArgumentException("cannot undo " + n + " moves: " + history.size() + " have been played");
        }
        for (int i = 0; i < n; i++) {
            state = earlier.remove(earlier.size() - 1);
            history.remove(history.size() - 1);
        }
        return this;
    }

    /**
     * Starts this match again from the start of a game under {@code rules} (the same rules, or the same game with
     * other options), forgetting every move: what a live board's New game does, so that the variable holding the
     * match follows it.
     *
     * @throws IllegalArgumentException for rules of another game than this match's
     */
    public synchronized Match restart(Rules rules) {
        if (!rules.game().id().equals(this.rules.game().id())) {
            throw new IllegalArgumentException("a match of " + this.rules.game().id() + " cannot restart as "
                    + rules.game().id() + ": start a new match with " + rules.game().id() + "'s rules");
        }
        GameState start = rules.newState();
        this.rules = rules;
        state = start;
        earlier.clear();
        history.clear();
        return this;
    }

    /**
     * The match as a live board in a notebook: clicking a legal hole plays it on this match (a later cell sees the
     * move), clicking another says why it is illegal; Undo, a reply by an agent and a new game with other options
     * are buttons. Drawn by the installed {@link DisplayProvider}.
     */
    public Display interactive() {
        return Displays.installed().interactive(this);
    }

    /** The legal moves now, in board order. */
    public synchronized List<Hole> legalMoves() {
        List<Hole> moves = new ArrayList<>();
        for (int i = 0; i < state.legalMoveCount(); i++) {
            moves.add(state.board().hole(state.legalMove(i)));
        }
        return moves;
    }

    /** Why a move from this hole would be illegal now, or {@code null} if it is legal. */
    public synchronized String whyIllegal(String hole) {
        try {
            return state.whyIllegal(state.board().parse(hole));
        } catch (IllegalArgumentException e) {
            return e.getMessage() + " (rule C2)";
        }
    }

    /**
     * The board at the start and after each move, in a row, each captioned with its move: the whole game as a
     * static picture, such as a solution's perfect-play line. Drawn by the installed {@link DisplayProvider}.
     */
    public Display filmstrip() {
        return Displays.installed().filmstrip(this);
    }

    /** The moves played so far (a snapshot). */
    public synchronized List<Move> history() {
        return List.copyOf(history);                 // a copy: another thread may play on while it is read
    }

    /** The last move, or {@code null} before the first. */
    public synchronized Move lastMove() {
        return history.isEmpty() ? null : history.get(history.size() - 1);
    }

    /** Status and reason now. */
    public synchronized Outcome outcome() {
        return state.outcome();
    }

    /** True once the game has ended. */
    public synchronized boolean isOver() {
        return state.isOver();
    }

    /**
     * Plies played so far in the game: a match started from a position at ply 10 is at ply 11 after one move
     * ({@code history().size()} counts the moves of this match).
     */
    public synchronized int ply() {
        return state.ply();
    }

    /** The player to move. */
    public synchronized Player toMove() {
        return state.toMove();
    }

    /** The position now, as an immutable value. */
    public synchronized Position position() {
        return state.position();
    }

    /** A copy of the engine state now, to analyse or to start a simulation from. */
    public synchronized GameState state() {
        return state.copy();
    }

    /** The rules of this match. */
    public synchronized Rules rules() {
        return rules;
    }

    /** The record of this match, its players unnamed ({@code ?}): see {@link #record(String, String)}. */
    public String record() {
        return record("?", "?");
    }

    /**
     * The record of this match as text: a header of {@code #} lines (the players, today's date in UTC and the
     * result, {@link Outcome#toString() as an outcome prints}), the rules as preset lines ({@link Rules#toPreset()}),
     * then one numbered move a line, {@code 1. SOUTH c1}. {@link #fromRecord} plays it back.
     *
     * @param south who played SOUTH
     * @param north who played NORTH
     * @throws IllegalStateException for a match started from a position other than the game's start, which the
     *     rules alone do not give
     */
    public synchronized String record(String south, String north) {
        GameState first = earlier.isEmpty() ? state : earlier.get(0);
        if (!first.sameAs(rules.newState())) {
            throw new IllegalStateException("a record replays from the start of the game: this match started from "
                    + "another position (ply " + first.ply() + ")");
        }
        StringBuilder s = new StringBuilder("# Bao Lab match\n");
        s.append("# south: ").append(south).append('\n');
        s.append("# north: ").append(north).append('\n');
        s.append("# date: ").append(LocalDate.now(ZoneOffset.UTC)).append('\n');
        s.append("# result: ").append(state.outcome()).append('\n');
        s.append(rules.toPreset()).append('\n');
        for (Move move : history) {
            s.append(move.number()).append(". ").append(move.player()).append(' ').append(move.hole().name()).append('\n');
        }
        return s.toString();
    }

    /**
     * Plays back a {@link #record() record}: the rules from its preset lines, then its moves in order.
     *
     * @throws IllegalMoveException for an illegal move, with the usual message and rule id
     * @throws IllegalArgumentException for a line that is neither a header, a preset line nor a numbered move, a
     *     move out of turn or out of sequence, or moves that do not end in the result the header states
     */
    public static Match fromRecord(String text) {
        String[] lines = text.split("\\R");
        int first = 0;
        while (first < lines.length && !MOVE_LINE.matcher(lines[first].trim()).matches()) {
            first++;
        }
        Map<String, String> header = new HashMap<>();
        StringBuilder preset = new StringBuilder();
        for (int i = 0; i < first; i++) {
            Matcher h = HEADER_LINE.matcher(lines[i].trim());
            if (h.matches()) {
                header.put(h.group(1), h.group(2).trim());
            }
            preset.append(lines[i]).append('\n');
        }
        Match match = new Match(Preset.parse(preset.toString(), "record", GameRegistry::byId));
        for (int i = first; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty()) {
                continue;
            }
            Matcher m = MOVE_LINE.matcher(line);
            String where = "record line " + (i + 1) + ": ";
            if (!m.matches()) {
                throw new IllegalArgumentException(where + "expected a numbered move such as '1. SOUTH c1', got "
                        + Quote.of(line));
            }
            int ply = match.ply() + 1;
            if (!m.group(1).replaceFirst("^0+(?=\\d)", "").equals(String.valueOf(ply))) {    // any length of digits
                throw new IllegalArgumentException(where + "move " + Quote.bare(m.group(1))
                        + " out of sequence: the next is " + ply);
            }
            if (!m.group(2).equals(match.toMove().name())) {
                throw new IllegalArgumentException(where + "move " + ply + " is " + match.toMove() + "'s, not "
                        + m.group(2) + "'s (rule C1)");
            }
            match.play(m.group(3));
        }
        String result = header.get("result");
        if (result != null && !result.equals(match.outcome().toString())) {
            throw new IllegalArgumentException("the record states the result " + result + " but its moves end in "
                    + match.outcome() + " (ply " + match.ply() + ")");
        }
        return match;
    }

    /** The board as text with coordinates, the player to move, banks or reserves and the last move. */
    @Override
    public synchronized String toString() {
        return BoardText.draw(position(), lastMove());
    }
}

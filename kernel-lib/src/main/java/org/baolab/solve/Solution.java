package org.baolab.solve;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.baolab.core.CommonOptions;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.Match;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.play.BestMoves;
import org.baolab.sim.GameLines;

/**
 * A solved variant: the value of every position reachable from its start with perfect play, its length and (in a
 * game decided by score) its final score difference, and the moves that keep them. Made by {@link Solver}; any
 * position of the variant's games can be asked about, from a {@link Match} ({@code match.state()}) or an agent's
 * {@link GameState}. Safe to share between threads.
 *
 * <p>Perfect play: the winner ends the game as fast as it can, the loser holds out as long as it can, and play that
 * never ends is a draw (the turn limit, C8, is left out). The margin is the first player's score less the second's
 * ({@code firstPlayer}, C1) at the end when
 * both play to maximise their own score less the other's, every draw counting 0.
 */
public final class Solution implements BestMoves {

    private final Rules rules;
    private final Codec codec;
    private final boolean ownStart;
    private final PositionTable table;
    private final byte[] info;
    private final byte[] value;
    private final short[] depth;
    /** SOUTH's score less NORTH's at the end: {@link #firstPlayerSign} turns it into the first player's. */
    private final byte[] margin;
    private final int firstPlayerSign;
    private final double seconds;
    private final ThreadLocal<GameState> scratch;
    /** Whether the table's index has been made again: the solver lets it go, and it is made at the first question. */
    private volatile boolean indexed;

    Solution(Rules rules, Codec codec, boolean ownStart, PositionTable table, byte[] info, byte[] value, short[] depth,
             byte[] margin, double seconds) {
        this.rules = rules;
        this.codec = codec;
        this.ownStart = ownStart;
        this.table = table;
        this.info = info;
        this.value = value;
        this.depth = depth;
        this.margin = margin;
        this.firstPlayerSign = rules.choice(CommonOptions.FIRST_PLAYER, Player.class) == Player.SOUTH ? 1 : -1;
        this.seconds = seconds;
        this.scratch = new ThreadLocal<>();
    }

    /**
     * The value of a position with perfect play from it.
     *
     * @param result {@code SOUTH_WINS}, {@code NORTH_WINS} or {@code DRAW}
     * @param plies plies to the end with perfect play (none for a draw); 0 for a finished position
     * @param margin the first player's score less the second's at the end, in a game decided by score (none
     *               otherwise)
     */
    public record Value(Status result, OptionalInt plies, OptionalInt margin) {

        /** The value as one sentence: {@code NORTH wins with perfect play, in 48 plies, by 6}. */
        @Override
        public String toString() {
            String sentence = (result == Status.DRAW ? "a draw" : result.describe()) + " with perfect play";
            if (plies.isPresent()) {
                sentence += plies.getAsInt() == 0 ? ": the game is over" : ", in " + plies.getAsInt() + " plies";
            }
            if (margin.isPresent() && margin.getAsInt() != 0) {
                sentence += ", by " + Math.abs(margin.getAsInt());    // the winner is named: the difference is enough
            }
            return sentence;
        }
    }

    /** The rules solved (their turn limit aside). */
    public Rules rules() {
        return rules;
    }

    /** The positions reachable from the start, finished ones included. */
    public long positions() {
        return table.size();
    }

    /** The finished positions among {@link #positions}: those where the game has ended. */
    public long finishedPositions() {
        long n = 0;
        for (int id = 0; id < table.size(); id++) {
            n += Info.finished(info[id]) ? 1 : 0;
        }
        return n;
    }

    /** The time the solver took, in seconds. */
    public double seconds() {
        return seconds;
    }

    /** The value of the start. */
    public Value value() {
        return value(0);
    }

    /**
     * The value of a position of this variant.
     *
     * @throws IllegalArgumentException for a position of other rules, or one that cannot be reached from the start
     */
    public Value value(GameState state) {
        if (Solver.endlessDraw(state)) {   // drawn by an endless move (C7): no position
            return new Value(Status.DRAW, OptionalInt.empty(), margin == null ? OptionalInt.empty() : OptionalInt.of(0));
        }
        return value(id(state));
    }

    private Value value(int id) {
        Status result = value[id] == 1 ? Status.SOUTH_WINS : value[id] == 2 ? Status.NORTH_WINS : Status.DRAW;
        return new Value(result, value[id] == 0 ? OptionalInt.empty() : OptionalInt.of(depth[id]),
                margin == null ? OptionalInt.empty() : OptionalInt.of(firstPlayerSign * margin[id]));
    }

    /** The number of the position, or an error saying why it has none. */
    private int id(GameState state) {
        Objects.requireNonNull(state, "state");
        if (!Solver.solving(state.rules()).equals(Solver.solving(rules))) {
            throw new IllegalArgumentException("the position is of other rules: " + state.rules()
                    + "; this solution is of " + rules);
        }
        int id;
        try {
            id = find(codec.encode(state, ownStart && state.ply() == 0));
        } catch (IllegalStateException otherTotal) {   // seeds made or lost by hand: no game reaches it
            throw new IllegalArgumentException("this position cannot be reached from the start of " + rules + ": "
                    + otherTotal.getMessage(), otherTotal);
        }
        if (id < 0) {
            throw new IllegalArgumentException("this position cannot be reached from the start of " + rules
                    + " (the solution holds its " + positions() + " reachable positions)");
        }
        return id;
    }

    /**
     * The moves that keep the position's value, as a bitboard of holes (bit = hole): to a won position's fastest
     * win, a lost one's longest loss, a drawn one's draws. 0 for a finished position. Allocates nothing after the
     * first call on a thread (the perfect agent calls it for every move).
     */
    @Override
    public long bestMoveBits(GameState state) {
        if (state.isOver() || Info.finished(info[id(state)])) {
            return 0;
        }
        Player mover = state.toMove();
        GameState after = scratch(state);
        long best = 0;
        int bestScore = Integer.MIN_VALUE;
        for (int hole = 0; hole < state.board().size(); hole++) {
            if (!state.isLegal(hole)) {
                continue;
            }
            after.copyFrom(state);
            after.play(hole);
            int score = score(after, mover);
            if (score > bestScore) {
                bestScore = score;
                best = 0;
            }
            if (score == bestScore) {
                best |= 1L << hole;
            }
        }
        return best;
    }

    /** This thread's state to play moves on, of the same rules as {@code state}. */
    private GameState scratch(GameState state) {
        GameState s = scratch.get();
        if (s == null || !s.rules().equals(state.rules())) {
            s = state.copy();
            scratch.set(s);
        }
        return s;
    }

    /**
     * How good the position after a move is for {@code mover}, in one number: a win sooner is better than a win
     * later, any win better than a draw, a draw better than any loss, and a loss later better than a loss sooner.
     */
    private int score(GameState after, Player mover) {
        long key = Solver.successor(codec, after);
        if (key == Solver.ENDLESS) {
            return 0;
        }
        int id = find(key);
        if (id < 0) {
            throw new IllegalStateException("a move led outside the solved positions");
        }
        if (value[id] == 0) {
            return 0;
        }
        boolean won = (value[id] == 1) == (mover == Player.SOUTH);
        return won ? Short.MAX_VALUE + 1 - depth[id] : -(Short.MAX_VALUE + 1) + depth[id];
    }

    /** The number of the position with this key, or -1. */
    private int find(long key) {
        if (!indexed) {
            synchronized (this) {
                if (!indexed) {
                    table.reindex();
                    indexed = true;
                }
            }
        }
        return table.find(key);
    }

    /** A position's result for {@code player}: 1 won, 0 drawn, -1 lost, with perfect play. */
    int result(GameState state, Player player) {
        return signed(id(state), player);
    }

    /** The result for {@code player} of the position a move led to (a draw after an endless move, C7). */
    int resultAfter(GameState after, Player player) {
        return Solver.endlessDraw(after) ? 0 : signed(id(after), player);
    }

    private int signed(int id, Player player) {
        return value[id] == 0 ? 0 : (value[id] == 1) == (player == Player.SOUTH) ? 1 : -1;
    }

    /** The moves that keep the position's value ({@link #bestMoveBits}), in board order. */
    public List<Hole> bestMoves(GameState state) {
        List<Hole> moves = new ArrayList<>();
        for (long m = bestMoveBits(state); m != 0; m &= m - 1) {
            moves.add(state.board().hole(Long.numberOfTrailingZeros(m)));
        }
        return moves;
    }

    /** The perfect-play line from the start ({@link #line(GameState)}). */
    public PerfectLine line() {
        return line(rules.newState());
    }

    /**
     * The perfect-play line from a position, drawn in a notebook as a filmstrip and replayed move by move with
     * {@link PerfectLine#match()}: each move the first of {@link #bestMoves} in board order, until the game ends, or,
     * in a drawn line, until a position comes back (from there it would go round for ever).
     */
    public PerfectLine line(GameState from) {
        Value start = value(from);
        Match match = new Match(from);
        Set<Long> seen = new HashSet<>();
        while (!match.isOver() && seen.add(codec.encode(match.state(), ownStart && match.state().ply() == 0))) {
            long best = bestMoveBits(match.state());
            match.play(match.state().board().name(Long.numberOfTrailingZeros(best)));
        }
        return new PerfectLine(match, start);
    }

    /**
     * The solution as the command line prints it, one JSON object:
     * {@code {"game":ID,"rules":{changed options},"value":"SOUTH"|"NORTH"|"DRAW","plies":N|null,"margin":N|null,
     * "positions":N,"seconds":X}}.
     */
    public String json() {
        JsonObject o = new JsonObject();
        o.addProperty("game", rules.game().id());
        o.add("rules", GameLines.changedRules(rules));
        Value v = value();
        o.addProperty("value", switch (v.result()) {
            case SOUTH_WINS -> "SOUTH";
            case NORTH_WINS -> "NORTH";
            default -> "DRAW";
        });
        o.addProperty("plies", v.plies().isPresent() ? v.plies().getAsInt() : null);
        o.addProperty("margin", v.margin().isPresent() ? v.margin().getAsInt() : null);
        o.addProperty("positions", positions());
        o.addProperty("seconds", Math.round(seconds * 1000) / 1000.0);
        return new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(o);
    }

    /** The solution in one sentence: {@code bao-kingulu {...}: NORTH wins with perfect play, ... (1,234 positions)}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s: %s (%,d positions, solved in %.1f s)", rules, value(), positions(),
                seconds);
    }
}

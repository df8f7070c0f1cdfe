package org.baolab.oware;

import java.util.Arrays;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Repetitions;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Rules;
import org.baolab.core.TwoRows;
import org.baolab.oware.Oware.GrandSlam;

/**
 * An Oware position and its engine. Houses {@code 0..N-1} are SOUTH's row 1, {@code N..2N-1} NORTH's row 2; the
 * seeds a player has captured are their bank. A move is one lap of the shared relay-sowing engine around all houses,
 * passing over the origin (OW2), that always stops: Oware has no relay, and so no endless move.
 */
public final class OwareState extends RelaySowingState {

    private final int columns;
    private final int[] next;
    /** The house before each in sowing order: a capture runs back along it (OW3). */
    private final int[] previous;
    private final GrandSlam grandSlam;
    private final boolean mustFeed;
    /** The positions since the last capture (OW7c). */
    private final Repetitions seen;
    /** Whether the last move captured: then no earlier position can come back and {@link #seen} restarts. */
    private boolean captured;
    /** Every seed in play, on the board and captured: more than half of it wins (OW7a). */
    private int total;

    OwareState(Rules rules) {
        super(rules, true, false, true);                 // every move is one lap (OW2): none can be endless
        columns = board.columns();
        next = board.circuit(Player.SOUTH, Direction.CCW);
        previous = new int[counts.length];
        for (int h = 0; h < counts.length; h++) {
            previous[next[h]] = h;
        }
        grandSlam = rules.choice(Oware.GRAND_SLAM, GrandSlam.class);
        mustFeed = rules.bool(Oware.MUST_FEED);
        seen = new Repetitions(counts.length, Math.min(maxTurns, 1023) + 1); // a run is at most maxTurns plies
        Arrays.fill(counts, rules.integer(Oware.SEEDS_PER_PIT));
        total = (int) total(counts);
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static OwareState start(Rules rules) {
        OwareState s = new OwareState(rules);
        s.checkEnd(true);
        return s;
    }

    private int owner(int house) {
        return TwoRows.owner(house, columns);
    }

    private int rowSeeds(int player) {
        int sum = 0;
        for (int h = player * columns, end = h + columns; h < end; h++) {
            sum += counts[h];
        }
        return sum;
    }

    // ---- OW5, OW6: legal moves ----

    @Override
    protected long generateCandidates() {
        int mover = toMove.ordinal();
        long moves = TwoRows.occupied(counts, mover, columns);
        if (mustFeed && TwoRows.empty(counts, 1 - mover, columns)) { // OW5
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (!feeds(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        if (grandSlam == GrandSlam.ILLEGAL) {           // OW4
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (wouldTakeAll(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        return moves;
    }

    /**
     * Whether a lap from this house reaches the opponent's row: its seeds outnumber the houses after it in the row,
     * in sowing order (SOUTH's row runs a1 to f1, NORTH's f2 to a2).
     */
    private boolean feeds(int house) {
        int column = house % columns;
        return counts[house] > (owner(house) == 0 ? columns - 1 - column : column);
    }

    /** OW4 under ILLEGAL: would the move from this house capture every seed of the opponent's row? */
    private boolean wouldTakeAll(int house) {
        int last = tryFirstLap(house);
        int[] trial = trialBoard();
        int opponent = 1 - toMove.ordinal();
        int taken = capturable(trial, last, opponent);
        return taken > 0 && taken == rowSeeds(trial, opponent);
    }

    private int rowSeeds(int[] board, int player) {
        int sum = 0;
        for (int h = player * columns, end = h + columns; h < end; h++) {
            sum += board[h];
        }
        return sum;
    }

    /** OW3: the seeds a lap ending in {@code last} captures, from {@code last} back along the opponent's row. */
    private int capturable(int[] board, int last, int opponent) {
        int taken = 0;
        for (int h = last; owner(h) == opponent && (board[h] == 2 || board[h] == 3); h = previous[h]) {
            taken += board[h];                          // before the row's first house is the mover's: it stops
        }
        return taken;
    }

    @Override
    protected String refusal(int house) {
        String refused = TwoRows.wrongRowOrEmpty(counts, house, columns, toMove, "OW2");
        if (refused != null) {
            return refused;
        }
        if (mustFeed && TwoRows.empty(counts, 1 - toMove.ordinal(), columns) && !feeds(house)) {
            return toMove.opponent() + " has no seeds and this move would give them none: a move that feeds them must"
                    + " be played (rule OW5)";
        }
        if (grandSlam == GrandSlam.ILLEGAL && wouldTakeAll(house)) {
            return "it would capture every seed of " + toMove.opponent() + "'s row (rule OW4, grandSlam=ILLEGAL)";
        }
        return null;
    }

    // ---- OW2-OW4: a move ----

    @Override
    protected int[] circuit(int mover) {
        return next;
    }

    @Override
    protected void begin(int house) {
        captured = false;
    }

    /** OW3, OW4: the one lap ended in {@code last}; a capture, unless it is a grand slam that takes nothing. */
    @Override
    protected LapEnd lapEnd(int lap, int last) {
        int mover = toMove.ordinal();
        int opponent = 1 - mover;
        int taken = capturable(counts, last, opponent);
        if (taken > 0 && (grandSlam == GrandSlam.CAPTURE || taken < rowSeeds(opponent))) {
            for (int h = last, left = taken; left > 0; h = previous[h]) {
                left -= counts[h];
                bookCapture(mover, h, counts[h], true, h == last);     // one capture of a run of houses (OW3)
                counts[h] = 0;
            }
            captured = true;
        }
        return LapEnd.STOP;
    }

    // ---- OW7-OW9: end and score ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        int half = total / 2;
        if (bank[0] > half || bank[1] > half || (bank[0] == half && bank[1] == half && total % 2 == 0)) {
            collectAndEnd(Oware.HALF_CAPTURED);        // OW7a
            return;
        }
        if (atStart || captured) {
            seen.restart(repetitionHash(), counts, toMove.ordinal());
        } else if (seen.seenOrAdd(repetitionHash(), counts, toMove.ordinal())) {
            collectAndEnd(Reason.REPETITION);           // OW7c
            return;
        }
        if (candidateCount() == 0) {
            collectAndEnd(Reason.NO_LEGAL_MOVES);       // OW7b
        }
    }

    /** OW8 at the turn limit too: every end shares out the seeds left, and the score decides (OW9). */
    @Override
    protected void endAtTurnLimit() {
        collectAndEnd(Reason.TURN_LIMIT);
    }

    /** OW8: the seeds left on the board go to the player whose row they are in; then the higher score wins (OW9). */
    private void collectAndEnd(Reason reason) {
        for (int h = 0; h < counts.length; h++) {
            bank[owner(h)] += counts[h];
            counts[h] = 0;
        }
        endByScore(reason);
    }

    /**
     * A hash of the houses and the player to move; {@link Repetitions} confirms a match exactly. A sum of independent
     * products, which the processor works out side by side, then mixed once: it runs after every move.
     */
    private long repetitionHash() {
        long h = toMove.ordinal() + 1;
        for (int i = 0; i < counts.length; i++) {
            h += counts[i] * WEIGHTS[i];
        }
        return mix(h);
    }

    /** Odd 64-bit weights per house, for {@link #repetitionHash} (SplitMix64's sequence, the largest board's 24). */
    private static final long[] WEIGHTS = new long[24];

    static {
        long z = 0;
        for (int i = 0; i < WEIGHTS.length; i++) {
            WEIGHTS[i] = mix(z += 0x9E3779B97F4A7C15L) | 1;
        }
    }

    @Override
    public int score(Player player) {
        return bank[player.ordinal()];
    }

    /**
     * A position that comes back ends the game (OW7c) and its seeds are collected at once (OW8), so no position the
     * game passes through after a ply is ever one it passed through before.
     */
    @Override
    public boolean positionsMayRepeat() {
        return false;
    }

    @Override
    protected void settled() {
        total = (int) total(counts);
        captured = false;
    }

    /** Positions recorded since the last capture (OW7c), for tests. */
    int positionsSinceCapture() {
        return seen.size();
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        OwareState o = (OwareState) other;
        seen.copyFrom(o.seen);
        captured = o.captured;
        total = o.total;
    }

    @Override
    public OwareState copy() {
        OwareState c = new OwareState(rules);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && ((OwareState) other).seen.sameAs(seen);
    }
}

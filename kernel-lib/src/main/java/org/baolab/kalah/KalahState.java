package org.baolab.kalah;

import java.util.Arrays;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Rules;
import org.baolab.core.TwoRows;
import org.baolab.kalah.Kalah.EndWhen;

/**
 * A Kalah position and its engine. Houses {@code 0..N-1} are SOUTH's row 1, {@code N..2N-1} NORTH's row 2; each
 * player's store is their bank. The stores are not holes of the board but are on the circuits: a lap passes into the
 * mover's store after the mover's last house (SOUTH's after f1, NORTH's after a2) and over the opponent's. A move is
 * one lap of the shared relay-sowing engine, and the end of the lap is where Kalah's own rules act (KA3, KA4).
 */
public final class KalahState extends RelaySowingState {

    private final int columns;
    /** Per mover, the circuit of the houses through their own store ({@link #store}) and past the opponent's. */
    private final int[][] circuits = new int[2][];
    private final int[] opposite;
    private final boolean emptyCapture;
    private final boolean moverEmptyOnly;

    KalahState(Rules rules) {
        super(rules, false, true, true);
        columns = board.columns();
        int[] next = board.circuit(Player.SOUTH, Direction.CCW);
        for (int mover = 0; mover < 2; mover++) {
            int beforeStore = mover == 0 ? columns - 1 : columns;     // the mover's last house in sowing order
            circuits[mover] = Arrays.copyOf(next, counts.length + 2);
            circuits[mover][beforeStore] = store(mover);
            circuits[mover][store(mover)] = next[beforeStore];
            circuits[mover][store(1 - mover)] = -1;
        }
        opposite = new int[counts.length];
        for (int h = 0; h < counts.length; h++) {
            opposite[h] = board.opposite(h);
        }
        emptyCapture = rules.bool(Kalah.EMPTY_CAPTURE);
        moverEmptyOnly = rules.choice(Kalah.END_WHEN, EndWhen.class) == EndWhen.MOVER_EMPTY;
        Arrays.fill(counts, rules.integer(Kalah.SEEDS_PER_PIT));
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static KalahState start(Rules rules) {
        KalahState s = new KalahState(rules);
        s.checkEnd(true);
        return s;
    }

    // ---- KA2: legal moves ----

    @Override
    protected long generateCandidates() {
        return TwoRows.occupied(counts, toMove.ordinal(), columns);
    }

    @Override
    protected String refusal(int house) {
        return TwoRows.wrongRowOrEmpty(counts, house, columns, toMove, "KA2");
    }

    // ---- KA2-KA4: a move ----

    @Override
    protected int[] circuit(int mover) {
        return circuits[mover];
    }

    /** KA3, KA4: a lap that ended in the mover's store moves again; one that ended in their empty house captures. */
    @Override
    protected LapEnd lapEnd(int lap, int last) {
        int mover = toMove.ordinal();
        if (last == store(mover)) {
            moveAgain = true;                           // KA3
        } else if (TwoRows.owner(last, columns) == mover && counts[last] == 1) {    // KA4: it was empty before
            capture(mover, last);
        }
        return LapEnd.STOP;
    }

    /** KA4: the last seed, in the mover's empty house {@code h}, takes the seeds across and itself to the store. */
    private void capture(int mover, int h) {
        int across = opposite[h];
        int taken = counts[across];
        if (taken > 0 || emptyCapture) {
            counts[h] = 0;
            counts[across] = 0;
            if (taken > 0) {
                bookCapture(mover, across, taken);
            }
            bank[mover]++;
            trace.banked(Player.of(mover), h, 1);
        }
    }

    // ---- KA5-KA7: end and score ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        if (moverEmptyOnly ? TwoRows.empty(counts, toMove.ordinal(), columns)
                : TwoRows.empty(counts, 0, columns) || TwoRows.empty(counts, 1, columns)) {
            collectAndEnd(Kalah.SIDE_EMPTY);
        }
    }

    /** KA6 at the turn limit too, as OpenSpiel counts each side's houses and store at its length limit. */
    @Override
    protected void endAtTurnLimit() {
        collectAndEnd(Reason.TURN_LIMIT);
    }

    /** KA6: each side's seeds to its own store; then KA7, the higher store wins. */
    private void collectAndEnd(Reason reason) {
        for (int h = 0; h < counts.length; h++) {
            bank[TwoRows.owner(h, columns)] += counts[h];
            counts[h] = 0;
        }
        endByScore(reason);
    }

    @Override
    public int score(Player player) {
        return bank[player.ordinal()];
    }

    /** KA8b: no position of a game comes back, so the game metrics need not tell them apart. */
    @Override
    public boolean positionsMayRepeat() {
        return false;
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
    }

    @Override
    public KalahState copy() {
        KalahState c = new KalahState(rules);
        c.copyFrom(this);
        return c;
    }
}

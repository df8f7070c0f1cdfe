package org.baolab.fourrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.core.Trace;

/**
 * A Bao la Kimasai (four rows) position and its engine. Holes {@code 0..2N-1} are SOUTH's rows 1 and 2,
 * {@code 2N..4N-1} NORTH's rows 3 and 4. A hole holds 0 or 1 stone (F3), so besides {@code counts} the engine keeps
 * the occupied holes as one bitboard ({@code 4N <= 48} bits), which is also the exact key of the layout for F6.
 *
 * <p>A move is one step and is not a lap of sowing: moves add no laps to the tallies and can never be endless, so
 * the C7 options change nothing here. The bank holds the stones each player has captured (they leave the game), the
 * score the stones each player still has on the board.
 */
public final class FourRowsState extends GameState {

    /** Zobrist keys, one per hole of the largest board, and one for NORTH to move; fixed so hashes are reproducible. */
    private static final long[] HOLE_KEYS = new long[48];
    private static final long NORTH_KEY;
    /** Exact-key bit for NORTH to move; holes use bits 0..47 only. */
    private static final long NORTH_BIT = 1L << 63;

    static {
        SplittableRandom random = new SplittableRandom(0x4B696D6173616934L);
        for (int i = 0; i < HOLE_KEYS.length; i++) {
            HOLE_KEYS[i] = random.nextLong();
        }
        NORTH_KEY = random.nextLong();
    }

    private final int columns;
    /** The hole after each hole along its owner's circuit (C4, F3). */
    private final int[] next;
    /** For a hole of the mover's front row: the opponent's front hole opposite (C3); -1 elsewhere. */
    private final int[] frontTarget;
    /** For a hole of the mover's front row: the opponent's back hole in the same column; -1 elsewhere. */
    private final int[] backTarget;
    /** Each player's holes as a bitboard. */
    private final long[] ownHoles = new long[2];
    /** Per player, the holes whose next hole is the one above ({@code h+1}) or below ({@code h-1}) in index order. */
    private final long[] stepUp = new long[2];
    private final long[] stepDown = new long[2];
    /** Per player, the two holes where the circuit turns to the other row, and the holes they lead to. */
    private final int[] turnFrom = new int[4];
    private final int[] turnTo = new int[4];

    private final boolean captures;
    private final boolean captureBackRow;
    private final boolean immobilizedLoses;
    private final boolean repetitionDraw;
    private final boolean repetitionIncludesMover;

    /** Occupied holes. */
    private long occupied;
    /** Zobrist hash of the stones alone, updated step by step. */
    private long layoutHash;
    private final int[] stones = new int[2];
    /** Whether the last move captured: then no earlier position can come back (F6b) and the history restarts. */
    private boolean capturedLastMove;
    private final PositionHistory history = new PositionHistory();

    FourRowsState(Rules rules) {
        this(rules, true);
    }

    /**
     * @param judge whether to judge the start (C8b); a copy is not judged, since judging may need a copy of its own
     *              (C7 {@code endlessMove=ILLEGAL} plays candidates out on one) and the copied outcome follows anyway
     */
    private FourRowsState(Rules rules, boolean judge) {
        super(rules);
        columns = board.columns();
        int size = counts.length;
        Direction direction = rules.choice("direction", Direction.class);
        int[] south = board.circuit(Player.SOUTH, direction);
        int[] north = board.circuit(Player.NORTH, direction);
        next = new int[size];
        frontTarget = new int[size];
        backTarget = new int[size];
        for (int h = 0; h < size; h++) {
            boolean southHole = h < 2 * columns;
            next[h] = southHole ? south[h] : north[h];
            int row = board.row(h);
            boolean front = row == 2 || row == 3;
            frontTarget[h] = front ? board.opposite(h) : -1;
            backTarget[h] = front ? (row == 2 ? 3 * columns : 0) + board.column(h) : -1;
            ownHoles[southHole ? 0 : 1] |= 1L << h;
        }
        for (int p = 0, turns = 0; p < 2; p++) {
            for (int h = 2 * p * columns; h < 2 * (p + 1) * columns; h++) {
                if (next[h] == h + 1) {
                    stepUp[p] |= 1L << h;
                } else if (next[h] == h - 1) {
                    stepDown[p] |= 1L << h;
                } else {
                    turnFrom[turns] = h;
                    turnTo[turns++] = next[h];
                }
            }
        }
        captures = rules.bool("captures");
        captureBackRow = rules.bool("captureBackRow");
        immobilizedLoses = rules.bool("immobilizedLoses");
        repetitionDraw = rules.bool("repetitionDraw");
        repetitionIncludesMover = rules.bool("repetitionIncludesMover");
        // F2: a stone in every hole but each player's leftmost front hole as they see it: a2 and the last of row 3.
        Arrays.fill(counts, 1);
        counts[columns] = 0;
        counts[3 * columns - 1] = 0;
        settled();
        if (judge) {
            checkEnd(true);
        }
    }

    // ---- F3: legal moves ----

    /**
     * Every stone of the mover whose next hole is empty, in ascending hole order. The blocked stones are found for
     * all holes at once on the bitboard (along a row the next hole is the neighbour in index order, plus the two
     * turns between the rows); then O(moves), no allocation.
     */
    @Override
    protected int generateCandidates(int[] out) {
        int p = toMove.ordinal();
        long occ = occupied;
        long nextOccupied = (occ >>> 1 & stepUp[p]) | (occ << 1 & stepDown[p])
                | (occ >>> turnTo[2 * p] & 1L) << turnFrom[2 * p]
                | (occ >>> turnTo[2 * p + 1] & 1L) << turnFrom[2 * p + 1];
        int n = 0;
        for (long movable = occ & ownHoles[p] & ~nextOccupied; movable != 0; movable &= movable - 1) {
            out[n++] = Long.numberOfTrailingZeros(movable);
        }
        return n;
    }

    @Override
    protected String refusal(int hole) {
        int owner = hole < 2 * columns ? 0 : 1;
        if (owner != toMove.ordinal()) {
            return "it is " + Player.of(owner) + "'s hole: " + toMove + " moves only their own stones, in rows "
                    + (toMove == Player.SOUTH ? "1 and 2" : "3 and 4") + " (rule F3)";
        }
        if (counts[hole] == 0) {
            return "it holds no stone of yours (rule F3)";
        }
        if (counts[next[hole]] != 0) {
            return "the next hole " + board.name(next[hole]) + " is occupied (rule F3)";
        }
        return null;
    }

    // ---- F3, F4: a move ----

    @Override
    protected boolean move(int hole) {
        int mover = toMove.ordinal();
        int to = next[hole];
        counts[hole] = 0;
        counts[to] = 1;
        occupied ^= 1L << hole | 1L << to;
        layoutHash ^= HOLE_KEYS[hole] ^ HOLE_KEYS[to];
        if (trace != Trace.NONE) {
            trace.step(hole, to);
        }
        capturedLastMove = false;
        int front = frontTarget[to];
        if (captures && front >= 0 && counts[front] != 0) {
            int taken = take(front, mover);
            int back = backTarget[to];
            if (captureBackRow && counts[back] != 0) {  // F4: only with the front stone, never alone
                taken += take(back, mover);
            }
            bank[mover] += taken;
            tallyCapture(mover, taken);
            capturedLastMove = true;
        }
        return true;
    }

    private int take(int hole, int mover) {
        counts[hole] = 0;
        occupied &= ~(1L << hole);
        layoutHash ^= HOLE_KEYS[hole];
        stones[1 - mover]--;
        if (trace != Trace.NONE) {
            trace.capture(Player.of(mover), hole, 1);
        }
        return 1;
    }

    // ---- F5, F6: end ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        boolean repeated = !atStart && recordRepetition();
        int p = toMove.ordinal();
        if (stones[p] == 0 || stones[1 - p] == 0) {
            // F5; a hand-made position with no stone at all is a draw
            end(stones[p] == stones[1 - p] ? Status.DRAW : Status.winFor(stones[p] == 0 ? toMove.opponent() : toMove),
                    Reason.ALL_CAPTURED);
        } else if (candidateCount() == 0) {
            end(immobilizedLoses ? Status.winFor(toMove.opponent()) : Status.DRAW, Reason.IMMOBILIZED);
        } else if (repeated) {
            end(Status.DRAW, Reason.REPETITION);
        }
    }

    /** Records the position after a move (F6); true if it was seen before since the last capture. */
    private boolean recordRepetition() {
        if (!repetitionDraw) {
            return false;
        }
        if (capturedLastMove) {
            history.restart(repetitionHash(), repetitionKey());
            return false;
        }
        return history.seenOrAdd(repetitionHash(), repetitionKey());
    }

    private long repetitionHash() {
        return repetitionIncludesMover ? hash() : layoutHash;
    }

    private long repetitionKey() {
        return repetitionIncludesMover && toMove == Player.NORTH ? occupied | NORTH_BIT : occupied;
    }

    /** The Zobrist hash of the stones and the player to move, kept up to date step by step. */
    @Override
    public long hash() {
        return toMove == Player.NORTH ? layoutHash ^ NORTH_KEY : layoutHash;
    }

    /** Stones a player has on the board. */
    @Override
    public int score(Player player) {
        return stones[player.ordinal()];
    }

    /** Positions recorded for F6 since the last capture or setup (0 when {@code repetitionDraw} is off). */
    public int repetitionHistorySize() {
        return history.size();
    }

    /**
     * Derives the bitboard, the hash and the stone counts from {@code counts} and restarts the F6 history with this
     * position: the start is recorded but not judged (C8b).
     */
    @Override
    protected void settled() {
        for (int h = 0; h < counts.length; h++) {
            if (counts[h] > 1) {
                String refused = board.name(h) + " cannot hold " + counts[h] + " stones: a hole holds at most one (rule F3)";
                fillCounts(occupied);   // put back the stones the bitboard still knows
                throw new IllegalArgumentException(refused);
            }
        }
        occupied = 0;
        layoutHash = 0;
        stones[0] = 0;
        stones[1] = 0;
        for (int h = 0; h < counts.length; h++) {
            if (counts[h] == 1) {
                occupied |= 1L << h;
                layoutHash ^= HOLE_KEYS[h];
                stones[h < 2 * columns ? 0 : 1]++;
            }
        }
        capturedLastMove = false;
        if (repetitionDraw) {
            history.restart(repetitionHash(), repetitionKey());
        }
    }

    /** The occupied holes as a bitboard (bit = engine index). */
    long occupied() {
        return occupied;
    }

    /** Sets up the stones of a bitboard and the player to move, and judges it as a starting position. */
    void setOccupied(long holes, Player mover) {
        fillCounts(holes);
        toMove = mover;
        settle();
    }

    private void fillCounts(long holes) {
        for (int h = 0; h < counts.length; h++) {
            counts[h] = (int) (holes >>> h & 1L);
        }
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        FourRowsState o = (FourRowsState) other;
        occupied = o.occupied;
        layoutHash = o.layoutHash;
        stones[0] = o.stones[0];
        stones[1] = o.stones[1];
        capturedLastMove = o.capturedLastMove;
        history.copyFrom(o.history);
    }

    @Override
    public FourRowsState copy() {
        FourRowsState c = new FourRowsState(rules, false);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && ((FourRowsState) other).history.sameAs(history);
    }
}

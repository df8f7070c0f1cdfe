package org.baolab.fourrows;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.PositionSet;
import org.baolab.core.PlyLog;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.core.Trace;

/**
 * A Bao la Kimasai (four rows) position and its engine. Holes {@code 0..2N-1} are SOUTH's rows 1 and 2,
 * {@code 2N..4N-1} NORTH's rows 3 and 4. A hole holds 0 or 1 stone (F3), so the engine keeps the occupied holes as
 * one bitboard ({@code 4N <= 48} bits), which is also the exact key of the layout for F6. The bitboard is the
 * position: moves change it alone, and {@code counts} are written from it only when something reads them
 * ({@link #countsBehind}).
 *
 * <p>A move is one step and is not a lap of sowing: moves add no laps to the tallies and can never be endless, so
 * the C7 options change nothing here. The bank holds the stones each player has captured (they leave the game), the
 * score the stones each player still has on the board.
 */
public final class FourRowsState extends GameState {

    /** Exact-key bit for NORTH to move; holes use bits 0..47 only. */
    private static final long NORTH_BIT = 1L << 63;

    private final int columns;
    private final Circuits circuits;
    /** {@link Circuits#next}, kept at hand for the hot path. */
    private final int[] next;

    private final boolean captures;
    /** 1 when a capture takes the back stone too (F4 {@code captureBackRow}), else 0: a mask for {@link #move}. */
    private final long backRow;
    private final boolean immobilizedLoses;
    private final boolean repetitionDraw;
    private final boolean repetitionIncludesMover;
    /**
     * Whether positions are recorded for F6. With captures on no position can come back (rule F6b, argued for every
     * width in docs/rules/kimasai-four-rows.md and shown on every position of 3 and 4 columns by {@link CycleSearch}),
     * so the history is kept only without captures, where it can fire: it would cost a third of the engine's time
     * and never change a result. Tests keep it anyway ({@link #keepHistoryWithCaptures}) to show that.
     */
    private boolean recordsHistory;

    /** Occupied holes. */
    private long occupied;
    private final int[] stones = new int[2];
    /** Whether the last move captured: then no earlier position can come back (F6b) and the history restarts. */
    private boolean capturedLastMove;
    /** F6's positions since the last capture or setup, by {@link #repetitionKey}, which is exact. */
    private final PositionSet history = new PositionSet(64);

    FourRowsState(Rules rules) {
        this(rules, new Circuits(rules.board(), rules.choice(KimasaiFourRows.DIRECTION, Direction.class)), true);
    }

    /**
     * @param circuits the board's geometry, shared with the state copied
     * @param judge whether to judge the start (C8b); a copy is not judged, since judging may need a copy of its own
     *              (C7 {@code endlessMove=ILLEGAL} plays candidates out on one) and the copied outcome follows anyway
     */
    private FourRowsState(Rules rules, Circuits circuits, boolean judge) {
        super(rules);
        this.columns = board.columns();
        this.circuits = circuits;
        this.next = circuits.next;
        captures = rules.bool(KimasaiFourRows.CAPTURES);
        backRow = rules.bool(KimasaiFourRows.CAPTURE_BACK_ROW) ? 1 : 0;
        immobilizedLoses = rules.bool(KimasaiFourRows.IMMOBILIZED_LOSES);
        repetitionDraw = rules.bool(KimasaiFourRows.REPETITION_DRAW);
        repetitionIncludesMover = rules.bool(KimasaiFourRows.REPETITION_INCLUDES_MOVER);
        recordsHistory = repetitionDraw && !captures;
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

    /** Every stone of the mover whose next hole is empty: the whole bitboard at once. */
    @Override
    protected long generateCandidates() {
        return circuits.movable(occupied, toMove.ordinal());
    }

    @Override
    protected String refusal(int hole) {
        int owner = Circuits.owner(hole, columns);
        if (owner != toMove.ordinal()) {
            return "it is " + Player.of(owner) + "'s hole: " + toMove + " moves only their own stones, in rows "
                    + (toMove == Player.SOUTH ? "1 and 2" : "3 and 4") + " (rule F3)";
        }
        if ((occupied >>> hole & 1L) == 0) {
            return "it holds no stone of yours (rule F3)";
        }
        if ((occupied >>> next[hole] & 1L) != 0) {
            return "the next hole " + board.name(next[hole]) + " is occupied (rule F3)";
        }
        return null;
    }

    // ---- F3, F4: a move ----

    @Override
    protected boolean move(int hole) {
        long stepped = occupied ^ circuits.step[hole];
        occupied = capture(stepped, hole);
        countsBehind = true;
        if (trace != Trace.NONE) {
            trace.event(new Step(board.hole(hole), board.hole(next[hole])));
        }
        capturedLastMove = occupied != stepped;
        if (capturedLastMove) {
            book(toMove.ordinal(), hole, stepped & ~occupied);
        }
        return true;
    }

    /** The stones after a step from {@code hole} left them as {@code stepped}, less what it captures (F4). */
    private long capture(long stepped, int hole) {
        int front = circuits.frontTarget[hole];
        if (!captures || (stepped >>> front & 1L) == 0) {
            return stepped;
        }
        // F4: the back stone goes only with the front one, never alone. Whether it is there is as random as the
        // move, so it is taken by a mask rather than a branch the processor would mispredict at half the captures.
        int back = circuits.backTarget[hole];
        return stepped & ~(1L << front | (stepped >>> back & backRow) << back);
    }

    /** Books the stones {@code taken} by the mover's step from {@code hole}, the front one and perhaps the back one. */
    private void book(int mover, int hole, long taken) {
        int n = Long.bitCount(taken);
        stones[1 - mover] -= n;
        bookCapture(mover, circuits.frontTarget[hole], 1);
        if (n == 2) {
            bookCapture(mover, circuits.backTarget[hole], 1, true, false);
        }
    }

    /**
     * The engine's one faster loop of random play: a move here is a few bit operations, fewer than {@link #play} adds
     * to each (storing the state, finding the moves again, judging the end), so between captures those are left out.
     *
     * <p>The end is judged, by the same {@link #checkEnd}, only where a rule can apply: no move left (as with no stone,
     * F5) or the turn limit (C8). With the F6 history kept (no captures) every position is recorded: no loop here.
     */
    @Override
    protected int playRandomlyOwn(RandomGenerator rng, int plies, PlyLog log) {
        if (recordsHistory) {
            return 0;
        }
        long holes = occupied;
        int mover = toMove.ordinal();
        long moves = candidateMask();   // the game goes on, so there is one
        int first = ply;
        int last = (int) Math.min(maxTurns, (long) ply + plies);
        int p = ply;
        // For the log: the holes occupied after any ply, and the moves of the positions drawn from and their choices.
        // Its test is the same at every ply, so the compiler keeps a copy of the loop without them for play unlogged.
        long covered = 0;
        long drawnMoves = 0;
        int drawnChoices = 0;
        int entryMoves = Long.bitCount(moves);
        while (true) {
            int hole;
            long stepped;
            do {
                if (log != null) {
                    int n = Long.bitCount(moves);
                    drawnMoves += n;
                    drawnChoices += (1 - n) >>> 31;     // 1 when n > 1
                }
                hole = drawMove(moves, rng);
                stepped = holes ^ circuits.step[hole];
                holes = capture(stepped, hole);
                if (log != null) {
                    covered |= holes;
                }
                mover = 1 - mover;
                moves = circuits.movable(holes, mover);
                p++;
            } while (holes == stepped && moves != 0 && p < last);
            turns += p - ply;
            capturedLastMove = holes != stepped;
            if (capturedLastMove) {
                ply = p - 1;    // the capture is tallied at the ply of the move, as in play()
                book(1 - mover, hole, stepped & ~holes);
                if (log != null) {
                    log.scores(log.plies() + p - first, stones[0], stones[1]);
                }
            }
            ply = p;
            if (moves == 0 || p == last) {
                occupied = holes;
                countsBehind = true;
                toMove = Player.of(mover);
                invalidate();
                checkEnd(false);
                if (log != null) {
                    // the positions after the plies are those drawn from but the first, and the last one
                    int exitMoves = legalMoveCount();
                    log.add(p - first, covered, drawnMoves - entryMoves + exitMoves,
                            drawnChoices - ((1 - entryMoves) >>> 31) + ((1 - exitMoves) >>> 31), isOver());
                }
                return p - first;
            }
        }
    }

    // ---- F5, F6: end ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        boolean repeated = !atStart && recordRepetition();
        int p = toMove.ordinal();
        // stones are only ever lost by a capture, so only a capture (or a hand-made start) can leave none
        if ((atStart || capturedLastMove) && (stones[p] == 0 || stones[1 - p] == 0)) {
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
        if (!recordsHistory) {
            return false;
        }
        if (capturedLastMove) {
            history.clear();
        }
        return !history.add(repetitionKey());
    }

    private long repetitionKey() {
        return repetitionIncludesMover && toMove == Player.NORTH ? occupied | NORTH_BIT : occupied;
    }

    /**
     * The Zobrist hash of the stones and the player to move ({@link StoneHash}). The banks are left out:
     * in a game from the start they follow from the stones on the board, and they never change how play goes on.
     */
    @Override
    public long hash() {
        return StoneHash.of(occupied, toMove == Player.NORTH);
    }

    /** With captures, no position comes back (F6b): a capture is the only way forward that cannot be undone. */
    @Override
    public boolean positionsMayRepeat() {
        return !captures;
    }

    /** {@link #hash()}: six table lookups on the bitboard, cheaper than the base class's sum over the holes. */
    @Override
    public long positionHash() {
        return hash();
    }

    /** Stones a player has on the board. */
    @Override
    public int score(Player player) {
        return stones[player.ordinal()];
    }

    /**
     * Positions recorded for F6 since the last capture or setup (0 when {@code repetitionDraw} is off, and with
     * captures on, where no position can repeat: F6b).
     */
    public int repetitionHistorySize() {
        return history.size();
    }

    @Override
    protected void catchUpCounts() {
        for (int h = 0; h < counts.length; h++) {
            counts[h] = (int) (occupied >>> h & 1L);
        }
    }

    /**
     * Derives the bitboard, the hash and the stone counts from {@code counts} and restarts the F6 history with this
     * position: the start is recorded but not judged (C8b).
     */
    @Override
    protected void settled() {
        occupied = 0;
        for (int h = 0; h < counts.length; h++) {
            occupied |= (long) counts[h] << h;      // 0 or 1 (F3): no branch on where the stones happen to be
        }
        stones[0] = Long.bitCount(occupied & circuits.holes(0));
        stones[1] = Long.bitCount(occupied & circuits.holes(1));
        capturedLastMove = false;
        if (recordsHistory) {
            history.clear();
            history.add(repetitionKey());
        }
    }

    /**
     * Records positions for F6 with captures on too, from this position on, as if F6b were not known: for tests that
     * show the history changes no result there.
     */
    void keepHistoryWithCaptures() {
        recordsHistory = repetitionDraw;
        countsUpToDate();
        settled();
    }

    @Override
    protected String refuseCount(int hole, int count) {
        return count > 1 ? board.name(hole) + " cannot hold " + count + " stones: a hole holds at most one (rule F3)" : null;
    }

    /** A player captures only the opponent's stones, of which there are one fewer than holes in two rows (F2). */
    @Override
    protected String refuseBank(Player player, int stones) {
        int had = 2 * columns - 1;
        return stones > had ? player + " cannot have captured " + stones + " stones: " + player.opponent() + " has only "
                + had + " (rule F2)" : null;
    }

    /** The bitboard itself: the counts need not be written out for it. */
    @Override
    public long occupiedHoles() {
        return occupied;
    }

    /** Sets up the stones of a bitboard and the player to move, and judges it as a starting position. */
    void setOccupied(long holes, Player mover) {
        occupied = holes;
        catchUpCounts();
        countsBehind = false;
        toMove = mover;
        settle();
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        FourRowsState o = (FourRowsState) other;
        occupied = o.occupied;
        stones[0] = o.stones[0];
        stones[1] = o.stones[1];
        capturedLastMove = o.capturedLastMove;
        recordsHistory = o.recordsHistory;
        history.copyFrom(o.history);
    }

    @Override
    public FourRowsState copy() {
        FourRowsState c = new FourRowsState(rules, circuits, false);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && ((FourRowsState) other).history.sameAs(history);
    }
}

package org.baolab.twophase;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.core.Trace;

/**
 * A {@code kimasai-two-phase} position and its rules: where a move may start (T3), the reserve cow (T4), the end of
 * a lap (T4, T6) and the end (T7, T8b); {@link RelaySowingState} plays the move. Holes are numbered as in {@link org.baolab.core.Board}: with
 * {@code N} holes a row, SOUTH owns {@code 0..2N-1} (row 1 outer, row 2 inner) and NORTH {@code 2N..4N-1} (row 3
 * inner, row 4 outer). Each player sows around a circuit of their own two rows (T3).
 *
 * <p>Besides the position (holes, reserves, player to move) it keeps the tallies statistics read: the ply at which
 * each player's phase 2 began and the captures made in each phase. The very first turn of T4b is the move at ply 0,
 * so a hand-made position ({@link #setRows}) still at ply 0 opens without a reserve cow under the default options.
 */
public final class TwoPhaseState extends RelaySowingState {

    /** The names of {@link #extraTally}: phase-2 plies, then capture events indexed as {@code phaseCaptures}. */
    private static final List<String> TALLIES = List.of("southPhaseTwoPly", "northPhaseTwoPly",
            "southCapturesPhase1", "northCapturesPhase1", "southCapturesPhase2", "northCapturesPhase2");

    private final int columns;
    /** Per player, their inner row (T7) as a bitboard of holes: SOUTH's row 2, NORTH's row 3. */
    private final long[] innerRow = new long[2];
    /** Each player's circuit (T3) as a successor table, by player ordinal. */
    private final int[][] circuits;
    /** The inner hole across the middle (C3) of an inner-row hole, or -1 for an outer-row hole. */
    private final int[] opposite;

    private final boolean firstMoveWithoutReserve;
    private final boolean ownReserveStartsPhaseTwo;
    private final boolean capturesInPhaseOne;
    private final boolean captureLapStartsInHole;
    private final boolean innerRowCheckedAlways;

    /** Cows in each player's reserve (T2). */
    private final int[] reserve = new int[2];
    /** The ply after which each player was in phase 2 (0: from the start), or -1 while in phase 1. */
    private final int[] phaseTwoPly = new int[2];
    /** Capture events and captured cows, indexed {@code (phase - 1) * 2 + player}. */
    private final int[] phaseCaptures = new int[4];
    private final int[] phaseCapturedCows = new int[4];
    /** The mover's phase in the last move played, 0 before the first; T7 under PHASE_TWO_ONLY reads it. */
    private int lastMovePhase;
    /** The move being played: the mover's phase, whether its laps capture, whether a cow came in, its captures. */
    private int movePhase;
    private boolean moveCaptures;
    private boolean cow;
    private int moveCaptureEvents;
    private int moveCapturedCows;

    private TwoPhaseState(Rules rules) {
        super(rules, false);
        columns = board.columns();
        for (int p = 0; p < 2; p++) {
            innerRow[p] = ((1L << columns) - 1) << (p + 1) * columns;
        }
        Direction direction = rules.choice(KimasaiTwoPhase.DIRECTION, Direction.class);
        circuits = new int[][] {board.circuit(Player.SOUTH, direction), board.circuit(Player.NORTH, direction)};
        opposite = new int[counts.length];
        Arrays.fill(opposite, -1);
        for (int h = columns; h < 3 * columns; h++) {
            opposite[h] = board.opposite(h);
        }
        firstMoveWithoutReserve = rules.bool(KimasaiTwoPhase.FIRST_MOVE_WITHOUT_RESERVE);
        ownReserveStartsPhaseTwo = rules.choice(KimasaiTwoPhase.PHASE_TWO_START, PhaseTwoStart.class)
                == PhaseTwoStart.OWN_RESERVE_EMPTY;
        capturesInPhaseOne = rules.bool(KimasaiTwoPhase.CAPTURES_IN_PHASE_ONE);
        captureLapStartsInHole = rules.choice(KimasaiTwoPhase.CAPTURE_SOW_START, CaptureSowStart.class)
                == CaptureSowStart.CAPTURING_HOLE;
        innerRowCheckedAlways = rules.choice(KimasaiTwoPhase.INNER_ROW_CHECK, InnerRowCheck.class)
                == InnerRowCheck.ALWAYS;
        Arrays.fill(counts, columns, 3 * columns, rules.integer(KimasaiTwoPhase.INNER_ROW_COWS));
        for (int p = 0; p < 2; p++) {
            reserve[p] = KimasaiTwoPhase.startingReserve(rules, p);
        }
        Arrays.fill(phaseTwoPly, -1);
        notePhaseTwo(0);
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static TwoPhaseState start(Rules rules) {
        TwoPhaseState s = new TwoPhaseState(rules);
        s.checkEnd(true);
        return s;
    }

    private int owner(int hole) {
        return hole < 2 * columns ? 0 : 1;
    }

    private int phaseOf(int player) {
        boolean two = ownReserveStartsPhaseTwo ? reserve[player] == 0 : reserve[0] == 0 && reserve[1] == 0;
        return two ? 2 : 1;
    }

    /** Records {@code ply} as the start of phase 2 for each player who has just entered it (T5). */
    private void notePhaseTwo(int ply) {
        for (int p = 0; p < 2; p++) {
            if (phaseTwoPly[p] < 0 && phaseOf(p) == 2) {
                phaseTwoPly[p] = ply;
            }
        }
    }

    // ---- T3, T4, T6: legal moves ----

    @Override
    protected long generateCandidates() {
        long moves = 0;
        for (int h = toMove.ordinal() * 2 * columns, end = h + 2 * columns; h < end; h++) {
            moves |= (long) (-counts[h] >>> 31) << h;  // bit h when the hole holds a cow: no branch to mispredict
        }
        return moves;
    }

    @Override
    protected String refusal(int hole) {
        if (owner(hole) != toMove.ordinal()) {
            return "it is not one of your holes: " + toMove + " plays from rows "
                    + (toMove == Player.SOUTH ? "1 and 2" : "3 and 4") + " (rule T3)";
        }
        if (counts[hole] == 0) {
            return "it is empty (rule " + (phaseOf(toMove.ordinal()) == 1 ? "T4" : "T6") + ")";
        }
        return null;
    }

    // ---- T4-T6: a move ----

    @Override
    protected int[] circuit(int mover) {
        return circuits[mover];
    }

    /** T4, T4b, T5: the mover's phase decides whether a cow comes in and whether laps capture. */
    @Override
    protected void begin(int hole) {
        int mover = toMove.ordinal();
        movePhase = phaseOf(mover);
        moveCaptures = movePhase == 2 || capturesInPhaseOne;
        moveCaptureEvents = 0;
        moveCapturedCows = 0;
        cow = movePhase == 1 && reserve[mover] > 0 && !(firstMoveWithoutReserve && ply == 0);
        if (cow) {
            reserve[mover]--;
            counts[hole]++;
            if (trace != Trace.NONE) {
                trace.event(new ReserveCow(toMove, board.hole(hole)));
            }
        }
    }

    @Override
    protected LapEnd lapEnd(int lap, int h) {
        if (sowing.lastBefore == 0) {                 // T4, T6a: the lap ended in an empty hole
            return LapEnd.STOP;
        }
        int across = opposite[h];                     // >= 0 only in the mover's inner row: h is on their circuit
        if (moveCaptures && across >= 0 && counts[across] > 0) { // T6b
            int cows = counts[across];
            counts[across] = 0;
            moveCaptureEvents++;
            moveCapturedCows += cows;
            bookCapture(toMove.ordinal(), across, cows, false, true);     // sown on, not banked
            return sowOn(across, cows, captureLapStartsInHole ? h : circuits[toMove.ordinal()][h]);
        }
        return LapEnd.RELAY;                          // T4, T6c
    }

    /** Tallies a move that ended, by the mover's phase. */
    @Override
    protected void ended(int laps) {
        int mover = toMove.ordinal();
        int i = (movePhase - 1) * 2 + mover;
        phaseCaptures[i] += moveCaptureEvents;
        phaseCapturedCows[i] += moveCapturedCows;
        lastMovePhase = movePhase;
        if (cow && reserve[mover] == 0) {
            notePhaseTwo(ply + 1);
        }
    }

    /** An endless move (C7) brought in no cow. */
    @Override
    protected void givenUp() {
        if (cow) {
            reserve[toMove.ordinal()]++;
        }
    }

    // ---- T7, T8b: end ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        // every hole of the player to move that holds a cow: their moves (T4, T6), and their inner row read off them
        long cows = candidateMask();
        if (!atStart && (innerRowCheckedAlways || lastMovePhase == 2)) {
            int next = toMove.ordinal();
            boolean nextEmpty = (cows & innerRow[next]) == 0;
            boolean moverEmpty = innerRowEmpty(1 - next);
            if (nextEmpty || moverEmpty) {            // T7: both empty, the mover (who is not to move now) wins
                Player loser = nextEmpty ? toMove : toMove.opponent();
                end(winner(loser.opponent()), Reason.INNER_ROW_EMPTY);
                return;
            }
        }
        if (cows == 0) {                              // T8b
            end(winner(toMove.opponent()), Reason.NO_LEGAL_MOVES);
        }
    }

    private static Status winner(Player player) {
        return player == Player.SOUTH ? Status.SOUTH_WINS : Status.NORTH_WINS;
    }

    /** Read after every move: no early exit, since where the first cow stands is random and the exit mispredicted. */
    private boolean innerRowEmpty(int player) {
        int cows = 0;
        for (int h = (player + 1) * columns, end = h + columns; h < end; h++) {
            cows |= counts[h];
        }
        return cows == 0;
    }

    // ---- reading the position ----

    /** Cows on the board in a player's two rows. */
    @Override
    public int score(Player player) {
        int cows = 0;
        for (int h = player.ordinal() * 2 * columns, end = h + 2 * columns; h < end; h++) {
            cows += counts[h];
        }
        return cows;
    }

    @Override
    public int reserve(Player player) {
        return reserve[player.ordinal()];
    }

    /** T2: no cow is created or lost, so the cows on the board are those not in reserve. */
    @Override
    public boolean scoresAddUp() {
        return true;
    }

    /** The phase of the player to move (T5). */
    @Override
    public int phase() {
        return phaseOf(toMove.ordinal());
    }

    /** A player's phase now, 1 or 2 (T5). */
    public int phase(Player player) {
        return phaseOf(player.ordinal());
    }

    /**
     * The ply after which a player was in phase 2: 0 if the game started in phase 2, else the ply of the move that
     * brought in the last reserve cow that mattered (T5); -1 while the player is in phase 1. Under
     * {@code BOTH_RESERVES_EMPTY} it is the same for both players. The first phase-2 move is a later ply.
     */
    public int phaseTwoPly(Player player) {
        return phaseTwoPly[player.ordinal()];
    }

    /** Capture events a player made in moves played in the given phase (1 or 2). */
    public int captureEvents(Player player, int phase) {
        return phaseCaptures[phaseIndex(player, phase)];
    }

    /** Cows a player captured in moves played in the given phase (1 or 2). */
    public int capturedCows(Player player, int phase) {
        return phaseCapturedCows[phaseIndex(player, phase)];
    }

    private static int phaseIndex(Player player, int phase) {
        if (phase != 1 && phase != 2) {
            throw new IllegalArgumentException("there is no phase " + phase + ": phases are 1 and 2 (rule T5)");
        }
        return (phase - 1) * 2 + player.ordinal();
    }

    /**
     * As simulation columns: each player's {@link #phaseTwoPly}, then capture events per player in phase 1 and in
     * phase 2 ({@link #captureEvents(Player, int)}).
     */
    @Override
    public List<String> extraTallyNames() {
        return TALLIES;
    }

    @Override
    public int extraTally(int i) {
        return Objects.checkIndex(i, TALLIES.size()) < 2 ? phaseTwoPly[i] : phaseCaptures[i - 2];
    }

    /** The mover's phase in the last move played, or 0 before the first move. */
    public int lastMovePhase() {
        return lastMovePhase;
    }

    // ---- setting up a position by hand ----

    /** Sets a player's reserve and judges the position again, for exercises and test positions. */
    @Override
    public TwoPhaseState setReserve(Player player, int cows) {
        if (player == null || cows < 0) {
            throw new IllegalArgumentException(player == null ? "a reserve is SOUTH's or NORTH's, not null's"
                    : "a reserve cannot hold " + cows + " cows: it holds 0 or more (rule T2)");
        }
        checkTotal(total(counts) - reserve[player.ordinal()] + cows);
        reserve[player.ordinal()] = cows;
        settle();
        return this;
    }

    /** Raided cows stay on the board, so nobody has a bank. */
    @Override
    protected String refuseBank(Player player, int cows) {
        return "kimasai-two-phase keeps no bank: captured cows are sown on, starting in the capturing hole (rule T6b)";
    }

    /** A hand-made change of reserves may move a player into or out of phase 2: the start is now, or unknown. */
    @Override
    protected void settled() {
        for (int p = 0; p < 2; p++) {
            if (phaseOf(p) == 1) {
                phaseTwoPly[p] = -1;
            }
        }
        notePhaseTwo(ply);
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        TwoPhaseState o = (TwoPhaseState) other;
        System.arraycopy(o.reserve, 0, reserve, 0, 2);
        System.arraycopy(o.phaseTwoPly, 0, phaseTwoPly, 0, 2);
        System.arraycopy(o.phaseCaptures, 0, phaseCaptures, 0, 4);
        System.arraycopy(o.phaseCapturedCows, 0, phaseCapturedCows, 0, 4);
        lastMovePhase = o.lastMovePhase;
    }

    @Override
    public TwoPhaseState copy() {
        TwoPhaseState c = new TwoPhaseState(rules);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        if (!super.sameAs(other)) {
            return false;
        }
        TwoPhaseState o = (TwoPhaseState) other;
        return Arrays.equals(o.reserve, reserve) && Arrays.equals(o.phaseTwoPly, phaseTwoPly)
                && Arrays.equals(o.phaseCaptures, phaseCaptures) && Arrays.equals(o.phaseCapturedCows, phaseCapturedCows)
                && o.lastMovePhase == lastMovePhase;
    }
}

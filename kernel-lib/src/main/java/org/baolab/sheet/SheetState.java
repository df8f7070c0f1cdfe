package org.baolab.sheet;

import java.util.Arrays;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.sheet.Block.EndWhen;
import org.baolab.sheet.Block.GrandSlam;

/**
 * The engine of a rule sheet's game, on the shared relay-sowing engine: the sheet's blocks, read once under the
 * rules, decide where a move may start, what happens at the end of each lap and when the game ends. This class is
 * the seam to the engine and carries out what the blocks decide; each group of blocks is read and weighed in a class
 * of its own: the board and its circuits ({@link Layout}), where a move may start ({@link LegalMoves}), captures
 * ({@link Captures}, {@link FacingCapture}), claimed holes ({@link Claims}), the end and score ({@link Ends}) and the
 * holes that start empty ({@link StartEmpty}). Allocation-free per move.
 */
final class SheetState extends RelaySowingState {

    private final Layout layout;
    private final int holes;
    private final LegalMoves legal;
    private final Captures captures;
    /** Block claim, or {@code null}: the claimed holes themselves are {@code sink} entries. */
    private final Claims claims;
    private final Ends ends;
    private final boolean relay;
    private final boolean extraTurn;
    /** Whether a lap starts in the hole it was lifted from (sowing first=ORIGIN). */
    private final boolean originFirst;
    /** Whether a player left with no seed passes (block pass). */
    private final boolean passing;

    private SheetState(Rules rules) {
        super(rules, origin(rules) == Block.Origin.SKIP, game(rules).storesAtEnds(), oneLap(rules));
        Sheet sheet = game(rules).sheet();
        Sheet.Use sowing = sheet.orDefault(Block.SOWING);
        layout = new Layout(board, game(rules).storesAtEnds(), sowing.word("direction", Direction.class, rules),
                sowing.word("stores", Block.StoreSowing.class, rules));
        holes = layout.holes;
        relay = sowing.word("laps", Block.Laps.class, rules) == Block.Laps.RELAY;
        originFirst = sowing.word("first", Block.First.class, rules) == Block.First.ORIGIN;
        Sheet.Use claim = sheet.first(Block.CLAIM);
        claims = claim == null ? null : new Claims(claim, rules, board, layout.next[0]);
        extraTurn = sheet.first(Block.EXTRA_TURN) != null;
        passing = sheet.first(Block.PASS) != null
                && sheet.first(Block.PASS).word("when", Block.PassWhen.class, rules) == Block.PassWhen.NO_SEEDS;
        captures = new Captures(sheet, rules, layout);
        legal = new LegalMoves(sheet, rules, layout, captures.grandSlam, captures.facing);
        ends = new Ends(sheet, rules, layout, game(rules).decidedByScore(), maxTurns);
        Arrays.fill(counts, sheet.first(Block.START).integer("seeds", rules));
        StartEmpty.apply(sheet.orDefault(Block.START_EMPTY).word("hole", Block.StartHole.class, rules), board, counts,
                sheet.first(Block.START_EMPTY) != null);
        ends.settled(total(counts));
    }

    private static SheetGame game(Rules rules) {
        return (SheetGame) rules.game();
    }

    private static Block.Origin origin(Rules rules) {
        return game(rules).sheet().orDefault(Block.SOWING).word("origin", Block.Origin.class, rules);
    }

    /** Whether every move is one lap: single laps, and no capture sown on. */
    private static boolean oneLap(Rules rules) {
        Sheet sheet = game(rules).sheet();
        return sheet.orDefault(Block.SOWING).word("laps", Block.Laps.class, rules) != Block.Laps.RELAY
                && !Captures.anySownOn(sheet, rules);
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static SheetState start(Rules rules) {
        SheetState s = new SheetState(rules);
        s.checkEnd(true);
        return s;
    }

    // ---- legal moves ----

    @Override
    protected long generateCandidates() {
        return legal.candidates(this, counts, toMove.ordinal(), claims == null ? 0 : claimedMask());
    }

    @Override
    protected String refusal(int hole) {
        if (layout.owner[hole] != toMove.ordinal()) {
            return legal.notTheirs(hole, toMove);
        }
        if (sink[hole] >= 0) {
            return "it is claimed by " + Player.of(sink[hole]) + " (" + claims.rule() + ")";
        }
        return legal.refusal(this, counts, hole, toMove);
    }

    /** Whether the first lap of a move from this hole gives the opponent, who has none, a seed. */
    boolean feeds(int hole) {
        tryFirstLap(hole);
        return !layout.sideEmpty(trialBoard(), 1 - toMove.ordinal());
    }

    /** Whether the first lap of a move from this hole would capture every seed of the opponent's side. */
    boolean wouldTakeAll(int hole) {
        int last = tryFirstLap(hole);
        return captures.wouldTakeAll(trialBoard(), last, trialLastBefore(), toMove.ordinal());
    }

    /** Whether the mover may play {@code hole}. */
    boolean isCandidate(int hole) {
        return (candidateMask() & 1L << hole) != 0;
    }

    /** The mover's legal moves, as a bitboard. */
    long candidateMoves() {
        return candidateMask();
    }

    /** Whether the mover has no legal move. */
    boolean noMoves() {
        return candidateCount() == 0;
    }

    // ---- a move ----

    @Override
    protected int[] circuit(int mover) {
        return layout.next[mover];
    }

    /** sowing first=ORIGIN: the first seed falls back into the hole lifted, unless it held only that one. */
    @Override
    protected int firstHole(int[] circuit, int hole, int seeds) {
        return originFirst && seeds > 1 ? hole : circuit[hole];
    }

    /** The end of a lap: an extra turn in the mover's store, a claim, the first capture block that applies, or a relay. */
    @Override
    protected LapEnd lapEnd(int lap, int last) {
        int mover = toMove.ordinal();
        if (last >= holes) {
            if (extraTurn && last == holes + mover) {
                moveAgain = true;
            }
            return LapEnd.STOP;
        }
        if (claims != null && claims.claims(counts, sink, last, mover)) {
            return claim(last, mover);
        }
        int before = sowing.lastBefore;
        FacingCapture facing = captures.facing;
        if (facing != null && facing.applies(counts, last, before, lap, mover)) {        // block capture-facing
            int from = facing.facing(last);
            int taken = facing.take(this, counts, last, mover);
            return facing.sowsOn() ? sowOn(from, taken, facing.end(mover)) : LapEnd.STOP;
        }
        int i = captures.first(counts, last, before, mover);
        if (i >= 0) {
            return capture(i, last, mover);
        }
        return relay && before > 0 ? LapEnd.RELAY : LapEnd.STOP;
    }

    /** Carries out capture block {@code i} at {@code last}, unless it takes nothing or is a grand slam that may not. */
    private LapEnd capture(int i, int last, int mover) {
        long mask = captures.takeMask(counts, i, last, mover);
        boolean seed = captures.withSeed(i, mask);
        GrandSlam grandSlam = captures.grandSlam;
        boolean all = grandSlam != GrandSlam.CAPTURE && captures.takesAll(counts, mask, mover);
        if (mask == 0 && !seed || all && grandSlam != GrandSlam.CAPTURE_AGAIN) {
            return LapEnd.STOP;
        }
        moveAgain |= all;  // CAPTURE_AGAIN: the capturer of every seed moves again
        boolean sowOn = captures.sowsOn(i);
        boolean run = captures.takesRun(i);
        int[] previous = layout.previous[mover];
        int taken = 0;
        for (int h = last; mask != 0; h = previous[h]) {  // a run from the last hole back; else its one hole
            if (!run) {
                h = Long.numberOfTrailingZeros(mask);
            }
            int seeds = counts[h];
            counts[h] = 0;
            bookCapture(mover, h, seeds, !sowOn, taken == 0 && seeds > 0);   // the holes make one capture
            taken += seeds;
            mask &= ~(1L << h);
        }
        int own = 0;
        if (seed) {
            own = counts[last];
            counts[last] = 0;
            trace.banked(Player.of(mover), last, own);
        }
        if (sowOn) {
            return taken + own > 0 ? sowOn(last, taken + own, layout.next[mover][last]) : LapEnd.STOP;
        }
        bank[mover] += own;
        return LapEnd.STOP;
    }

    /**
     * Block pass: where one player has seeds and the other none, the one with seeds moves next, whether the move
     * earned an extra turn or not.
     */
    @Override
    protected void ended(int laps) {
        if (passing) {
            int mover = toMove.ordinal();
            boolean mine = !layout.sideEmpty(counts, mover);
            if (mine == layout.sideEmpty(counts, 1 - mover)) {
                moveAgain = mine;
            }
        }
    }

    // ---- claimed holes (block claim) ----

    /** Block claim: the hole becomes the mover's for good; its seeds go to their bank, as will every seed sown there. */
    private LapEnd claim(int hole, int mover) {
        int taken = counts[hole];
        counts[hole] = 0;
        sink[hole] = mover;
        bookCapture(mover, hole, taken);
        return LapEnd.STOP;
    }

    /** The claimed holes, as a bitboard. */
    private long claimedMask() {
        long mask = 0;
        for (int h = 0; h < holes; h++) {
            mask |= (long) (~sink[h] >>> 31) << h;     // bit h when sink[h] >= 0
        }
        return mask;
    }

    @Override
    public Player reservedFor(int hole) {
        return hole < holes && sink[hole] >= 0 ? Player.of(sink[hole]) : null;
    }

    /**
     * Claims a hole for a player by hand, or frees it with {@code null}, in a game with block claim, for exercises and
     * test positions; the claim's own limits hold (the opponent's row, its last hole, the twin, how many).
     */
    @Override
    public GameState setReserved(String hole, Player player) {
        if (claims == null) {
            return super.setReserved(hole, player);
        }
        int h;
        try {
            h = board.parse(hole);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (rule C2)", e);
        }
        String refused = player == null ? null : claims.refusal(sink, h, player.ordinal());
        if (refused != null) {
            throw new IllegalArgumentException(hole + " cannot be claimed by " + player + ": " + refused);
        }
        sink[h] = player == null ? -1 : player.ordinal();
        settle();
        return this;
    }

    // ---- end and score ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        EndWhen end = ends.reached(this, counts, bank, toMove.ordinal(), atStart);
        if (end != null) {
            finish(SheetGame.reason(end));
        } else if (candidateCount() == 0) {
            finish(Reason.NO_LEGAL_MOVES);
        }
    }

    /**
     * C8: where the most seeds win, the turn limit ends the game as the sheet's own ends do (the seeds left shared
     * out as it says, then the score), as kalah's KA6 and oware's OW8 say; otherwise it is a draw.
     */
    @Override
    protected void endAtTurnLimit() {
        if (ends.mostSeeds) {
            finish(Reason.TURN_LIMIT);
        } else {
            super.endAtTurnLimit();
        }
    }

    /** The seeds left go where the sheet says, and the winner is found. */
    private void finish(Reason reason) {
        ends.shareOut(counts, bank);
        if (ends.mostSeeds) {
            endByScore(reason);
        } else {
            end(toMove == Player.SOUTH ? Status.NORTH_WINS : Status.SOUTH_WINS, reason);
        }
    }

    @Override
    public int score(Player player) {
        return bank[player.ordinal()];
    }

    /** A position that comes back ends the game where the sheet says so, and is collected. */
    @Override
    public boolean positionsMayRepeat() {
        return ends.positionsMayRepeat();
    }

    @Override
    protected void settled() {
        ends.settled(total(counts));
    }

    // ---- for the blocks in classes of their own (FacingCapture) ----

    int trialLap(int hole) {
        return tryFirstLap(hole);
    }

    int[] trialCounts() {
        return trialBoard();
    }

    int trialBefore() {
        return trialLastBefore();
    }

    void book(int player, int hole, int seeds, boolean banked, boolean first) {
        bookCapture(player, hole, seeds, banked, first);
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        SheetState o = (SheetState) other;
        if (claims != null) {
            System.arraycopy(o.sink, 0, sink, 0, holes);
        }
        ends.copyFrom(o.ends);
    }

    @Override
    public SheetState copy() {
        SheetState c = new SheetState(rules);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && ends.sameAs(((SheetState) other).ends);
    }
}

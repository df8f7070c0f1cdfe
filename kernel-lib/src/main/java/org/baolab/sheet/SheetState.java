package org.baolab.sheet;

import org.baolab.core.Direction;
import org.baolab.core.Event;
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
 * of its own: the board and its circuits ({@link Layout}), the holes filled at the start ({@link StartLayout}, and those
 * that start empty, {@link StartEmpty}), where a move may start ({@link LegalMoves}), captures ({@link Captures}, and
 * on four rows {@link ColumnCapture} and {@link FacingCapture}), claimed holes ({@link Claims}; those whose seeds stay
 * in them, {@link HeldHoles}), holes taken mid-lap ({@link Pasu}), who passes ({@link Passing}) and the end and score
 * ({@link Ends}). Allocation-free per move. Over 400 lines: what the blocks decide that touches the engine's own
 * state (the trace, the banks, a lap sown on, another turn) is carried out here, the one class that reaches it.
 */
final class SheetState extends RelaySowingState {

    private final Layout layout;
    private final int holes;
    private final LegalMoves legal;
    private final Captures captures;
    /** Block claim, or {@code null}: the claimed holes themselves are {@code sink} entries. */
    private final Claims claims;
    /** Block claim with keep=HOLE, or {@code null}: the holes held, whose seeds stay in them (Gabata's weg). */
    private final HeldHoles held;
    private final Ends ends;
    private final boolean relay;
    /** sowing laps=NEXT: a lap is judged at the hole after its last seed, lifted if it holds seeds. */
    private final boolean nextHole;
    /** Block pasu, or {@code null}. */
    private final Pasu pasu;
    private final boolean extraTurn;
    /** Whether a lap starts in the hole it was lifted from (sowing first=ORIGIN). */
    private final boolean originFirst;
    /** Block column-capture, or {@code null}. */
    private final ColumnCapture column;
    /** Whether a player left with no seed passes (block pass). */
    private final boolean passing;
    /** Whether a player with no hole to lift passes (pass when=NO_MOVES). */
    private final boolean passWhenStuck;

    private SheetState(Rules rules) {
        super(rules, origin(rules) == Block.Origin.SKIP, game(rules).storesAtEnds(), oneLap(rules));
        Sheet sheet = game(rules).sheet();
        Sheet.Use sowing = sheet.orDefault(Block.SOWING);
        layout = new Layout(board, game(rules).storesAtEnds(), sowing.word("direction", Direction.class, rules),
                sowing.word("stores", Block.StoreSowing.class, rules));
        holes = layout.holes;
        relay = sowing.word("laps", Block.Laps.class, rules) == Block.Laps.RELAY;
        nextHole = sowing.word("laps", Block.Laps.class, rules) == Block.Laps.NEXT;
        pasu = Pasu.of(sheet, rules, layout.half);
        this.sowing.stopAt(pasu == null ? 0 : pasu.count);
        originFirst = sowing.word("first", Block.First.class, rules) == Block.First.ORIGIN;
        Sheet.Use claim = sheet.first(Block.CLAIM);
        claims = claim == null ? null : new Claims(claim, rules, board, layout.next[0]);
        held = claim == null || claim.word("keep", Block.Keep.class, rules) == Block.Keep.BANK ? null
                : new HeldHoles(claim, rules, holes);
        extraTurn = sheet.first(Block.EXTRA_TURN) != null;
        passing = sheet.first(Block.PASS) != null
                && sheet.first(Block.PASS).word("when", Block.PassWhen.class, rules) == Block.PassWhen.NO_SEEDS;
        passWhenStuck = sheet.first(Block.PASS) != null
                && sheet.first(Block.PASS).word("when", Block.PassWhen.class, rules) == Block.PassWhen.NO_MOVES;
        captures = new Captures(sheet, rules, layout);
        legal = new LegalMoves(sheet, rules, layout, captures.grandSlam, captures.facing);
        ends = new Ends(sheet, rules, layout, game(rules).decidedByScore(), maxTurns);
        Sheet.Use col = sheet.first(Block.COLUMN_CAPTURE);
        column = col == null ? null : new ColumnCapture(col, rules, board, layout.next);
        Sheet.Use start = sheet.first(Block.START);
        StartLayout.fill(counts, board, start.word("layout", Block.Filled.class, rules), start.integer("seeds", rules));
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

    /** Whether every move is one lap: single laps, no pasu, and no capture sown on. */
    private static boolean oneLap(Rules rules) {
        Sheet sheet = game(rules).sheet();
        return sheet.orDefault(Block.SOWING).word("laps", Block.Laps.class, rules) == Block.Laps.SINGLE
                && sheet.first(Block.PASU) == null && !Captures.anySownOn(sheet, rules);
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
        return legal.candidates(this, counts, toMove.ordinal(), claims == null ? 0
                : Claims.mask(sink, holes) | (held == null ? 0 : Claims.mask(held.by, holes)));
    }

    @Override
    protected String refusal(int hole) {
        if (layout.owner[hole] != toMove.ordinal()) {
            return legal.notTheirs(hole, toMove);
        }
        if (reservedFor(hole) != null) {
            return "it is claimed by " + reservedFor(hole) + " (" + claims.rule() + ")";
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

    /**
     * The end of a lap: an extra turn in the mover's store, a claim, a pasu, the lap sown on from the next hole
     * (laps=NEXT), the first capture block that applies, or a relay.
     */
    @Override
    protected LapEnd lapEnd(int lap, int last) {
        int mover = toMove.ordinal();
        if (last >= holes) {
            if (extraTurn && last == holes + mover) {
                moveAgain = true;
            }
            return LapEnd.STOP;
        }
        int kept = held == null ? -1 : held.lapEnd(counts, last, sowing.lastBefore, mover, claims);
        if (kept >= 0) {
            if (kept > 0) {
                bookPartTaken(mover, last, kept);
            }
            return LapEnd.STOP;
        }
        if (held == null && claims != null && claims.claims(counts, sink, last, mover)) {
            return claim(last, mover);
        }
        LapEnd taken = pasu != null && pasu.takes(counts, last) ? takePasu(last, mover) : null;
        if (taken != null) {
            return taken;
        }
        return nextHole ? sowNext(lap, layout.next[mover][last], mover) : judge(lap, last, sowing.lastBefore, mover);
    }

    /** The first capture block that applies at {@code last}, which held {@code before}, or a relay, or the move's end. */
    private LapEnd judge(int lap, int last, int before, int mover) {
        int taken = column == null ? 0 : column.take(this, counts, last, before, mover);
        if (taken > 0) {
            return sowOn(column.facing(last), taken, column.first(last, mover, lapFirst(), moveFirst()));
        }
        FacingCapture facing = captures.facing;
        if (facing != null && facing.applies(counts, last, before, lap, mover)) {        // block capture-facing
            int from = facing.facing(last);
            int got = facing.take(this, counts, last, mover);
            return facing.sowsOn() ? sowOn(from, got, facing.end(mover)) : LapEnd.STOP;
        }
        int i = captures.first(counts, last, before, mover);
        if (i >= 0) {
            return capture(i, last, mover);
        }
        return relay && before > 0 ? LapEnd.RELAY : LapEnd.STOP;
    }

    /** Block pasu: the hole is booked to its taker; the seeds in hand are sown on ({@code null}: the lap ends as ever). */
    private LapEnd takePasu(int hole, int mover) {
        int seeds = counts[hole];
        counts[hole] = 0;
        bookCapture(pasu.taker(hole, mover), hole, seeds);
        int left = sowing.left;
        return left > 0 ? sowOn(hole, left, layout.next[mover][hole], Event.Lap.Kind.ON) : nextHole ? null : LapEnd.STOP;
    }

    /** laps=NEXT: the hole after the last seed's is lifted and sown on if it holds seeds, else judged as an empty end. */
    private LapEnd sowNext(int lap, int hole, int mover) {
        int seeds = hole < holes ? counts[hole] : -1;      // -1: a store, where the move ends
        if (seeds <= 0) {
            return seeds < 0 ? LapEnd.STOP : judge(lap, hole, 0, mover);
        }
        counts[hole] = 0;
        return sowOn(hole, seeds, firstHole(layout.next[mover], hole, seeds), Event.Lap.Kind.RELAY);
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
        if (passWhenStuck) {
            int mover = toMove.ordinal();
            int half = layout.half;
            boolean mine = Passing.canLift(counts, legal.minSeeds(), sink, held, mover * half, half);
            if (mine != Passing.canLift(counts, legal.minSeeds(), sink, held, (1 - mover) * half, half)) {
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

    @Override
    public Player reservedFor(int hole) {
        return hole < holes && sink[hole] >= 0 ? Player.of(sink[hole])
                : held != null && hole < holes && held.by[hole] >= 0 ? Player.of(held.by[hole]) : null;
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
        int[] claimed = held == null ? sink : held.by;
        String refused = player == null ? null : claims.refusal(claimed, h, player.ordinal());
        if (refused != null) {
            throw new IllegalArgumentException(hole + " cannot be claimed by " + player + ": " + refused);
        }
        claimed[h] = player == null ? -1 : player.ordinal();
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
        if (held != null) {
            held.collect(counts, bank);
        }
        ends.shareOut(counts, bank);
        if (ends.mostSeeds) {
            endByScore(reason);
        } else {
            end(toMove == Player.SOUTH ? Status.NORTH_WINS : Status.SOUTH_WINS, reason);
        }
    }

    /**
     * The seeds banked; in a game won by the last to move (Hus, Omweso, Bao), also the seeds on one's own side: the
     * material that keeps a player moving, so that a lead can be followed (as Bao la Kimasai counts its stones).
     */
    @Override
    public int score(Player player) {
        int p = player.ordinal();
        int score = bank[p];
        if (!ends.mostSeeds) {
            for (int h = p * layout.half, end = h + layout.half; h < end; h++) {
                score += counts[h];
            }
        }
        return score;
    }

    /** A position that comes back ends the game where the sheet says so, and is collected. */
    @Override
    public boolean positionsMayRepeat() {
        return ends.positionsMayRepeat();
    }

    /** Held holes (claim keep=HOLE) change the position without a seed banked: progress counts them too. */
    @Override
    public long progress() {
        return held == null ? super.progress() : super.progress() + (ends.total() + 1L) * held.count();
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

    /** Books seeds a capture block took off a hole, by the engine's one call for it ({@code bookCapture}). */
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
        if (held != null) {
            held.copyFrom(o.held);
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

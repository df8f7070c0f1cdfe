package org.baolab.sheet;

import java.util.Arrays;
import java.util.List;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Repetitions;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.sheet.Block.EndWhen;
import org.baolab.sheet.Block.GrandSlam;
import org.baolab.sheet.Block.Take;
import org.baolab.sheet.Block.When;
import org.baolab.sheet.Block.Where;

/**
 * The engine of a rule sheet's game, on the shared relay-sowing engine: the sheet's blocks, read once under the
 * rules into primitive fields and arrays, decide where a move may start, what happens at the end of each lap and
 * when the game ends. Holes {@code 0..H/2-1} are SOUTH's (row 1, or rows 1-2 on four rows), the rest NORTH's; on a
 * board with stores, a circuit passes through them as the positions {@code H} (SOUTH's) and {@code H+1} (NORTH's).
 * Allocation-free per move.
 */
final class SheetState extends RelaySowingState {

    private final int holes;
    private final int half;
    /** Per position (holes, then the two stores): the player whose side holds it; 2 for a store. */
    private final int[] owner;
    /** Per hole, the hole across the middle of the board, or -1 (a back row). */
    private final int[] opposite;
    private final int[][] next;
    /** Per mover, the position before each in sowing order: a capture run goes back along it. */
    private final int[][] previous;
    private final boolean relay;
    private final boolean extraTurn;
    /** Whether a lap starts in the hole it was lifted from (sowing first=ORIGIN). */
    private final boolean originFirst;
    /** Block claim, or {@code null}: the claimed holes themselves are {@code sink} entries. */
    private final Claims claims;
    /** Block capture-facing (four rows), or {@code null}. */
    private final FacingCapture facing;
    /** Whether a player left with no seed passes (block pass). */
    private final boolean passing;
    private final int minSeeds;
    private final boolean singlesLast;
    /** moves singles=LAST_EMPTY: a lone seed moves only into an empty hole (LoneSeeds). */
    private final boolean singlesToEmpty;
    private final boolean mustFeed;
    private final GrandSlam grandSlam;
    private final EndWhen[] ends;
    private final boolean seedsToOwner;
    private final boolean mostSeeds;
    // The capture blocks, in order: one entry per block in each array.
    private final Where[] where;
    private final When[] when;
    private final long[] countSet;
    private final Take[] take;
    private final boolean[] withSeed;
    private final boolean[] lone;
    private final boolean[] sowOn;
    // Messages.
    private final String movesRule;
    private final String feedingRule;
    private final String slamRule;
    private final String singlesRule;
    /** The positions since the banks last changed, where a repetition may end the game; else {@code null}. */
    private final Repetitions seen;
    private long seenProgress;
    /** Every seed in play: more than half of it captured ends the game under HALF_CAPTURED. */
    private int total;

    private SheetState(Rules rules) {
        super(rules, origin(rules) == Block.Origin.SKIP, game(rules).storesAtEnds(), oneLap(rules));
        Sheet sheet = game(rules).sheet();
        holes = counts.length;
        half = holes / 2;
        owner = new int[holes + 2];
        opposite = new int[holes];
        for (int h = 0; h < holes + 2; h++) {
            owner[h] = h < half ? 0 : h < holes ? 1 : 2;
        }
        for (int h = 0; h < holes; h++) {
            int row = board.row(h);
            opposite[h] = board.rows() == 2 || row == 2 || row == 3 ? board.opposite(h) : -1;
        }
        Sheet.Use sowing = sheet.orDefault(Block.SOWING);
        Direction direction = sowing.word("direction", Direction.class, rules);
        Block.StoreSowing stores = sowing.word("stores", Block.StoreSowing.class, rules);
        next = new int[][] {circuit(0, direction, stores), circuit(1, direction, stores)};
        previous = new int[][] {reverse(next[0]), reverse(next[1])};
        relay = sowing.word("laps", Block.Laps.class, rules) == Block.Laps.RELAY;
        originFirst = sowing.word("first", Block.First.class, rules) == Block.First.ORIGIN;
        Sheet.Use claim = sheet.first(Block.CLAIM);
        claims = claim == null ? null : new Claims(claim, rules, board, next[0]);
        extraTurn = sheet.first(Block.EXTRA_TURN) != null;
        Sheet.Use facingUse = sheet.first(Block.CAPTURE_FACING);
        facing = facingUse == null ? null : new FacingCapture(facingUse, rules, board, next);
        passing = sheet.first(Block.PASS) != null
                && sheet.first(Block.PASS).word("when", Block.PassWhen.class, rules) == Block.PassWhen.NO_SEEDS;
        Sheet.Use moves = sheet.orDefault(Block.MOVES);
        minSeeds = moves.integer("min-seeds", rules);
        Block.Singles singles = moves.word("singles", Block.Singles.class, rules);
        singlesLast = singles != Block.Singles.ANY;
        singlesToEmpty = singles == Block.Singles.LAST_EMPTY;
        singlesRule = moves.rule() != null || sowing.rule() == null ? moves.cite("singles", rules) : sowing.cite(null, rules);
        movesRule = moves.rule() != null || sowing.rule() == null ? moves.cite("min-seeds", rules)
                : sowing.cite(null, rules);
        Sheet.Use feeding = sheet.first(Block.FEEDING);
        mustFeed = feeding != null && feeding.bool("must", rules);
        feedingRule = feeding == null ? null : feeding.cite("must", rules);
        Sheet.Use slam = sheet.orDefault(Block.GRAND_SLAM);
        grandSlam = sheet.first(Block.GRAND_SLAM) == null ? GrandSlam.CAPTURE : slam.word("then", GrandSlam.class, rules);
        slamRule = slam.cite("then", rules);
        List<Sheet.Use> endUses = sheet.all(Block.END);
        ends = new EndWhen[endUses.size()];
        for (int i = 0; i < ends.length; i++) {
            ends[i] = endUses.get(i).word("when", EndWhen.class, rules);
        }
        seedsToOwner = sheet.orDefault(Block.SEEDS_LEFT).word("to", Block.SeedsLeft.class, rules) == Block.SeedsLeft.OWNER;
        mostSeeds = game(rules).decidedByScore();
        List<Sheet.Use> captures = sheet.all(Block.CAPTURE);
        int n = captures.size();
        where = new Where[n];
        when = new When[n];
        countSet = new long[n];
        take = new Take[n];
        withSeed = new boolean[n];
        lone = new boolean[n];
        sowOn = new boolean[n];
        for (int i = 0; i < n; i++) {
            Sheet.Use c = captures.get(i);
            where[i] = c.word("where", Where.class, rules);
            when[i] = c.word("when", When.class, rules);
            countSet[i] = (Long) c.get("counts", rules);
            take[i] = c.word("take", Take.class, rules);
            withSeed[i] = c.word("seed", Block.Seed.class, rules) == Block.Seed.WITH;
            lone[i] = c.bool("lone", rules);
            sowOn[i] = c.word("to", Block.To.class, rules) == Block.To.SOW;
        }
        seen = Arrays.asList(ends).contains(EndWhen.REPETITION)
                ? new Repetitions(holes, Math.min(maxTurns, 1023) + 1) : null; // a run is at most maxTurns plies
        Arrays.fill(counts, sheet.first(Block.START).integer("seeds", rules));
        StartEmpty.apply(sheet.orDefault(Block.START_EMPTY).word("hole", Block.StartHole.class, rules), board, counts,
                sheet.first(Block.START_EMPTY) != null);
        total = (int) total(counts);
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
        if (sheet.orDefault(Block.SOWING).word("laps", Block.Laps.class, rules) == Block.Laps.RELAY) {
            return false;
        }
        for (Sheet.Use c : sheet.all(Block.CAPTURE)) {
            if (c.word("to", Block.To.class, rules) == Block.To.SOW) {
                return false;
            }
        }
        Sheet.Use facing = sheet.first(Block.CAPTURE_FACING);
        return facing == null || facing.word("to", Block.FacingTo.class, rules) == Block.FacingTo.STORE;
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static SheetState start(Rules rules) {
        SheetState s = new SheetState(rules);
        s.checkEnd(true);
        return s;
    }

    // ---- the board ----

    /**
     * A player's circuit as a successor table over the holes and the stores (C4): on two rows every hole, through
     * the stores the sowing block names (SOUTH's between f1 and f2, NORTH's between a2 and a1); on four rows the
     * player's own two rows.
     */
    private int[] circuit(int player, Direction direction, Block.StoreSowing stores) {
        if (board.rows() == 4 || sink.length == holes) {
            return board.circuit(Player.of(player), direction);
        }
        int columns = board.columns();
        int[] ring = new int[holes + 2];
        int k = 0;
        for (int c = 0; c < columns; c++) {
            ring[k++] = c;
        }
        if (stores == Block.StoreSowing.BOTH || stores == Block.StoreSowing.OWN && player == 0) {
            ring[k++] = store(0);
        }
        for (int c = columns - 1; c >= 0; c--) {
            ring[k++] = columns + c;
        }
        if (stores == Block.StoreSowing.BOTH || stores == Block.StoreSowing.OWN && player == 1) {
            ring[k++] = store(1);
        }
        int[] successor = new int[holes + 2];
        Arrays.fill(successor, -1);
        for (int i = 0; i < k; i++) {
            if (direction == Direction.CCW) {
                successor[ring[i]] = ring[(i + 1) % k];
            } else {
                successor[ring[(i + 1) % k]] = ring[i];
            }
        }
        return successor;
    }

    private static int[] reverse(int[] successor) {
        int[] before = new int[successor.length];
        Arrays.fill(before, -1);
        for (int h = 0; h < successor.length; h++) {
            if (successor[h] >= 0) {
                before[successor[h]] = h;
            }
        }
        return before;
    }

    private boolean sideEmpty(int[] board, int player) {
        for (int h = player * half, end = h + half; h < end; h++) {
            if (board[h] != 0) {
                return false;
            }
        }
        return true;
    }

    private int sideSeeds(int[] board, int player) {
        int sum = 0;
        for (int h = player * half, end = h + half; h < end; h++) {
            sum += board[h];
        }
        return sum;
    }

    // ---- legal moves ----

    @Override
    protected long generateCandidates() {
        int mover = toMove.ordinal();
        long moves = 0;
        int least = minSeeds;
        for (int h = mover * half, end = h + half; h < end; h++) {
            moves |= (long) (-(counts[h] - least + 1) >>> 31) << h;  // bit h when the hole holds enough: no branch
        }
        if (claims != null) {
            moves &= ~claimedMask();
        }
        if (mustFeed && sideEmpty(counts, 1 - mover)) {
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (!feeds(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        if (facing != null && facing.must()) {
            moves = facing.mustCapture(this, moves, mover);
        }
        if (grandSlam == GrandSlam.ILLEGAL) {
            for (long m = moves; m != 0; m &= m - 1) {
                int h = Long.numberOfTrailingZeros(m);
                if (wouldTakeAll(h)) {
                    moves &= ~(1L << h);
                }
            }
        }
        return singlesLast ? withoutSingles(moves) : moves;
    }

    /** {@code moves singles=LAST}: the moves of one seed are dropped while a move of more is left. */
    private long withoutSingles(long moves) {
        long more = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int h = Long.numberOfTrailingZeros(m);
            if (counts[h] > 1) {
                more |= 1L << h;
            }
        }
        return more != 0 ? more : singlesToEmpty ? LoneSeeds.intoEmpty(moves, counts, next[toMove.ordinal()]) : moves;
    }

    /** Whether the first lap of a move from this hole gives the opponent, who has none, a seed. */
    private boolean feeds(int hole) {
        tryFirstLap(hole);
        return !sideEmpty(trialBoard(), 1 - toMove.ordinal());
    }

    /** Whether the first lap of a move from this hole would capture every seed of the opponent's side. */
    private boolean wouldTakeAll(int hole) {
        int last = tryFirstLap(hole);
        int[] trial = trialBoard();
        int mover = toMove.ordinal();
        if (last >= holes) {
            return false;
        }
        for (int i = 0; i < where.length; i++) {
            if (matches(trial, i, last, trialLastBefore(), mover)) {
                return takesAll(trial, takeMask(trial, i, last, mover), mover);
            }
        }
        return false;
    }

    @Override
    protected String refusal(int hole) {
        int mover = toMove.ordinal();
        if (owner[hole] != mover) {
            return "it is in " + Player.of(owner[hole]) + "'s " + side() + "; " + toMove + " plays from " + side()
                    + " " + (board.rows() == 2 ? "" + (mover + 1) : mover == 0 ? "1-2" : "3-4") + " (" + movesRule + ")";
        }
        if (sink[hole] >= 0) {
            return "it is claimed by " + Player.of(sink[hole]) + " (" + claims.rule() + ")";
        }
        if (counts[hole] < minSeeds) {
            return (counts[hole] == 0 ? "it is empty" : "it holds " + counts[hole] + " seed" + (counts[hole] == 1 ? "" : "s")
                    + "; a move lifts at least " + minSeeds) + " (" + movesRule + ")";
        }
        if (mustFeed && sideEmpty(counts, 1 - mover) && !feeds(hole)) {
            return toMove.opponent() + " has no seeds and this move would give them none: a move that feeds them must"
                    + " be played (" + feedingRule + ")";
        }
        if (grandSlam == GrandSlam.ILLEGAL && wouldTakeAll(hole)) {
            return "it would capture every seed of " + toMove.opponent() + "'s " + side() + " (" + slamRule + ")";
        }
        if (singlesLast && counts[hole] == 1 && (candidateMask() & 1L << hole) == 0) {
            return LoneSeeds.refusal(hole, counts, next[mover], candidateMask(), board, singlesToEmpty, singlesRule);
        }
        if (facing != null && facing.must() && (candidateMask() & 1L << hole) == 0 && candidateMask() != 0) {
            return facing.refusal(candidateMask());
        }
        return null;
    }

    private String side() {
        return board.rows() == 2 ? "row" : "rows";
    }

    // ---- a move ----

    @Override
    protected int[] circuit(int mover) {
        return next[mover];
    }

    /** sowing first=ORIGIN: the first seed falls back into the hole lifted, unless it held only that one. */
    @Override
    protected int firstHole(int[] circuit, int hole, int seeds) {
        return originFirst && seeds > 1 ? hole : circuit[hole];
    }

    /** The end of a lap: an extra turn in the mover's store, the first capture block that applies, or a relay. */
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
        if (facing != null && facing.applies(counts, last, before, lap, mover)) {        // block capture-facing
            int from = facing.facing(last);
            int taken = facing.take(this, counts, last, mover);
            return facing.sowsOn() ? sowOn(from, taken, facing.end(mover)) : LapEnd.STOP;
        }
        for (int i = 0; i < where.length; i++) {
            if (matches(counts, i, last, before, mover)) {
                return capture(i, last, mover);
            }
        }
        return relay && before > 0 ? LapEnd.RELAY : LapEnd.STOP;
    }

    /** Whether capture block {@code i} applies to a lap that ended in {@code last}, which held {@code before}. */
    private boolean matches(int[] b, int i, int last, int before, int mover) {
        return inWhere(i, last, mover) && (when[i] == When.EMPTY ? before == 0 : holds(b, i, last));
    }

    private boolean inWhere(int i, int h, int mover) {
        Where w = where[i];
        return w == Where.ANY ? owner[h] < 2 : (owner[h] == mover) == (w == Where.OWN);
    }

    /** The count condition of capture block {@code i} at hole {@code h} (COUNT or EVEN; EMPTY holds at the last only). */
    private boolean holds(int[] b, int i, int h) {
        int n = b[h];
        return when[i] == When.COUNT ? n < 64 && (countSet[i] >>> n & 1) != 0 : when[i] == When.EVEN && n > 0 && n % 2 == 0;
    }

    /** The holes capture block {@code i} takes from, as a bitboard (the capturing hole of OPPOSITE aside). */
    private long takeMask(int[] b, int i, int last, int mover) {
        Take t = take[i];
        if (t == Take.OPPOSITE) {
            int across = opposite[last];
            return across >= 0 && b[across] > 0 ? 1L << across : 0;
        }
        if (t == Take.FLANKS) {
            return flanks(b, last, mover);
        }
        long mask = 1L << last;
        if (t == Take.RUN) {
            int[] before = previous[mover];
            for (int h = before[last]; h >= 0 && h < holes && h != last && inWhere(i, h, mover) && holds(b, i, h);
                    h = before[h]) {
                mask |= 1L << h;
            }
        }
        return mask;
    }

    /** take=FLANKS: the holes either side of {@code last} in its row, when both hold the same number of seeds. */
    private long flanks(int[] b, int last, int mover) {
        int before = previous[mover][last];
        int after = next[mover][last];
        boolean inRow = before >= 0 && before < holes && after >= 0 && after < holes
                && owner[before] == owner[last] && owner[after] == owner[last];
        return inRow && b[before] == b[after] && b[before] > 0 ? 1L << before | 1L << after : 0;
    }

    /** Whether taking {@code mask} leaves the opponent's side with no seed, having taken some of it. */
    private boolean takesAll(int[] b, long mask, int mover) {
        int opponent = 1 - mover;
        long theirs = mask & (opponent == 0 ? (1L << half) - 1 : ((1L << half) - 1) << half);
        if (theirs == 0) {
            return false;
        }
        int taken = 0;
        for (long m = theirs; m != 0; m &= m - 1) {
            taken += b[Long.numberOfTrailingZeros(m)];
        }
        return taken == sideSeeds(b, opponent);
    }

    /** Carries out capture block {@code i} at {@code last}, unless it takes nothing or is a grand slam that may not. */
    private LapEnd capture(int i, int last, int mover) {
        long mask = takeMask(counts, i, last, mover);
        boolean seed = (take[i] == Take.OPPOSITE || take[i] == Take.FLANKS) && withSeed[i] && (mask != 0 || lone[i]);
        boolean all = grandSlam != GrandSlam.CAPTURE && takesAll(counts, mask, mover);
        if (mask == 0 && !seed || all && grandSlam != GrandSlam.CAPTURE_AGAIN) {
            return LapEnd.STOP;
        }
        moveAgain |= all;  // CAPTURE_AGAIN: the capturer of every seed moves again
        Player by = Player.of(mover);
        int taken = 0;
        for (int h = last; mask != 0; h = previous[mover][h]) {  // a run from the last hole back; else its one hole
            if (take[i] != Take.RUN) {
                h = Long.numberOfTrailingZeros(mask);
            }
            int seeds = counts[h];
            counts[h] = 0;
            bookCapture(mover, h, seeds, !sowOn[i], taken == 0 && seeds > 0);   // the holes make one capture
            taken += seeds;
            mask &= ~(1L << h);
        }
        int own = 0;
        if (seed) {
            own = counts[last];
            counts[last] = 0;
            trace.banked(by, last, own);
        }
        if (sowOn[i]) {
            return taken + own > 0 ? sowOn(last, taken + own, next[mover][last]) : LapEnd.STOP;
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
            boolean mine = !sideEmpty(counts, mover);
            if (mine == sideEmpty(counts, 1 - mover)) {
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
        for (EndWhen end : ends) {
            if (ends(end, atStart)) {
                finish(SheetGame.reason(end));
                return;
            }
        }
        if (candidateCount() == 0) {
            finish(Reason.NO_LEGAL_MOVES);
        }
    }

    private boolean ends(EndWhen end, boolean atStart) {
        // tests of the constants rather than a switch, which would look the constant up in a table first
        if (end == EndWhen.EITHER_SIDE_EMPTY) {
            return sideEmpty(counts, 0) || sideEmpty(counts, 1);
        }
        if (end == EndWhen.MOVER_EMPTY) {
            return sideEmpty(counts, toMove.ordinal());
        }
        if (end == EndWhen.HALF_CAPTURED) {
            int half = total / 2;
            return bank[0] > half || bank[1] > half || bank[0] == half && bank[1] == half && total % 2 == 0;
        }
        if (end == EndWhen.INNER_EMPTY) {
            return InnerRow.empty(counts, board, toMove.ordinal());
        }
        return end == EndWhen.REPETITION ? repeated(atStart) : candidateCount() == 0;
    }

    /** Whether the position came back since the banks last changed; records it if not. */
    private boolean repeated(boolean atStart) {
        long progress = (long) bank[0] + bank[1];
        if (atStart || progress != seenProgress) {
            seenProgress = progress;
            seen.restart(positionHash(), counts, toMove.ordinal());
            return false;
        }
        return seen.seenOrAdd(positionHash(), counts, toMove.ordinal());
    }

    /**
     * C8: where the most seeds win, the turn limit ends the game as the sheet's own ends do (the seeds left shared
     * out as it says, then the score), as kalah's KA6 and oware's OW8 say; otherwise it is a draw.
     */
    @Override
    protected void endAtTurnLimit() {
        if (mostSeeds) {
            finish(Reason.TURN_LIMIT);
        } else {
            super.endAtTurnLimit();
        }
    }

    /** The seeds left go where the sheet says, and the winner is found. */
    private void finish(Reason reason) {
        if (seedsToOwner) {
            for (int h = 0; h < holes; h++) {
                bank[owner[h]] += counts[h];
                counts[h] = 0;
            }
        }
        if (mostSeeds) {
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
        return seen == null || !seedsToOwner;
    }

    @Override
    protected void settled() {
        total = (int) total(counts);
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
        if (seen != null) {
            seen.copyFrom(o.seen);
        }
        seenProgress = o.seenProgress;
        total = o.total;
    }

    @Override
    public SheetState copy() {
        SheetState c = new SheetState(rules);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && (seen == null || ((SheetState) other).seen.sameAs(seen));
    }
}

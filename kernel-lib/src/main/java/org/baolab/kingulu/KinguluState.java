package org.baolab.kingulu;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.RelaySowingState;
import org.baolab.core.Rules;
import org.baolab.core.Trace;

/**
 * A Bao Kingulu position and its rules: where a move may start (K2, K5), the end of a lap (K4) and the end (K7);
 * {@link RelaySowingState} plays the move. Holes {@code 0..N-1} are SOUTH's row 1, {@code N..2N-1} NORTH's row 2.
 * Reserved holes (K3) are kept as {@code sink[h]}, the conqueror's ordinal, so that {@link org.baolab.core.Sowing}
 * banks seeds sown into them without a test of its own.
 */
public final class KinguluState extends RelaySowingState {

    private static final List<String> TALLIES = List.of("southKuwekas", "northKuwekas");

    private final int columns;
    private final int[] next;
    /** The holes in sowing order from hole 0, and each hole's place in that order: K5 looks ahead in O(1). */
    private final int[] along;
    private final int[] place;
    /** Seeds a lap may hold and still end within one round of its origin. */
    private final int round;
    /**
     * K5 looked up: for a hole {@code h} and {@code s <= round} seeds, at {@code h * (round + 1) + s}, the hole where
     * a first lap from {@code h} ends, plus 256 if that hole is another one of the same row.
     */
    private final int[] firstLaps;
    private final int[] opposite;
    private final int[] kuwekas = new int[2];
    /**
     * Per player, the seeds in the holes reserved for them (in the opponent's row), for K8. Nothing leaves or enters a
     * reserved hole once it is conquered: seeds sown there are banked (K3), a move never starts there (K2), a lap that
     * ends there stops (K4a) and its seeds are never captured (K4b). So this changes only at a conquest.
     */
    private final int[] reservedSeeds = new int[2];
    /** How many holes are reserved, for {@link #progress()}. */
    private int reservedHoles;
    /** Whether the move being played started from a hole of one seed (K4d). */
    private boolean singleton;

    private final boolean reservedLandingEndsMove;
    private final boolean captureEmptyOwnHole;
    private final boolean captureIncludesSowingSeed;
    private final boolean kuweka;
    private final int kuwekaCount;
    private final boolean kuwekaPenultimate;
    private final boolean kuwekaSingletonException;
    private final boolean firstLapRestriction;

    KinguluState(Rules rules) {
        super(rules, rules.bool(BaoKingulu.SKIP_ORIGIN));
        columns = board.columns();
        next = board.circuit(Player.SOUTH, rules.choice(BaoKingulu.DIRECTION, Direction.class));
        along = new int[counts.length];
        place = new int[counts.length];
        for (int i = 0, h = 0; i < counts.length; i++, h = next[h]) {
            along[i] = h;
            place[h] = i;
        }
        round = skipOrigin ? counts.length - 1 : counts.length;
        firstLaps = new int[counts.length * (round + 1)];
        for (int h = 0; h < counts.length; h++) {
            for (int seeds = 0; seeds <= round; seeds++) {
                int end = along[(place[h] + seeds) % counts.length];
                firstLaps[h * (round + 1) + seeds] = end | (end != h && owner(end) == owner(h) ? 256 : 0);
            }
        }
        opposite = new int[counts.length];
        for (int h = 0; h < counts.length; h++) {
            opposite[h] = board.opposite(h);
        }
        reservedLandingEndsMove = rules.bool(BaoKingulu.RESERVED_LANDING_ENDS_MOVE);
        captureEmptyOwnHole = rules.bool(BaoKingulu.CAPTURE_EMPTY_OWN_HOLE);
        captureIncludesSowingSeed = rules.bool(BaoKingulu.CAPTURE_INCLUDES_SOWING_SEED);
        kuweka = rules.bool(BaoKingulu.KUWEKA);
        kuwekaCount = rules.integer(BaoKingulu.KUWEKA_COUNT);
        kuwekaPenultimate = rules.bool(BaoKingulu.KUWEKA_PENULTIMATE);
        kuwekaSingletonException = rules.bool(BaoKingulu.KUWEKA_SINGLETON_EXCEPTION);
        firstLapRestriction = rules.bool(BaoKingulu.FIRST_LAP_RESTRICTION);
        Arrays.fill(counts, rules.integer(BaoKingulu.SEEDS_PER_PIT));
    }

    /** The starting position, judged by the end rules as C8b asks. */
    static KinguluState start(Rules rules) {
        KinguluState s = new KinguluState(rules);
        s.checkEnd(true);
        return s;
    }

    private int owner(int hole) {
        return hole < columns ? 0 : 1;
    }

    // ---- K6: legal moves ----

    /**
     * Each bit is computed rather than branched on: whether a hole holds seeds and where its first lap ends go either
     * way at random, and the mispredicted branches were the largest share of a random ply (docs/performance.md).
     */
    @Override
    protected long generateCandidates() {
        int row = toMove.ordinal() * columns;
        long moves = 0;
        for (int h = row, end = h + columns; h < end; h++) {
            int free = sink[h] >>> 31;              // 1 unless reserved (K3)
            int occupied = -counts[h] >>> 31;        // 1 when the hole holds seeds
            moves |= (long) (free & occupied & ~firstLapRelaysInRow(h)) << h;
        }
        return moves;
    }

    @Override
    protected String refusal(int hole) {
        Player owner = Player.of(owner(hole));
        if (owner != toMove) {
            return "it is in " + owner + "'s row; " + toMove + " plays from row " + (toMove.ordinal() + 1) + " (rule K2)";
        }
        if (sink[hole] >= 0) {
            return "it is reserved for " + Player.of(sink[hole]) + " (rule K3)";
        }
        if (counts[hole] == 0) {
            return "it is empty (rule K2)";
        }
        if (firstLapRelaysInRow(hole) != 0) {
            return "its first lap would end in your own occupied hole " + board.name(firstLapEnd(hole)) + " (rule K5)";
        }
        return null;
    }

    /**
     * K5: 1 when the first lap from {@code hole}, in the mover's row, would end in an occupied, non-reserved hole of
     * that row, else 0; looked up and without a branch on the board.
     */
    private int firstLapRelaysInRow(int hole) {
        if (!firstLapRestriction) {
            return 0;
        }
        int seeds = counts[hole];
        if (seeds > round) {   // a lap that comes round drops a seed into every hole, the end included
            int end = firstLapEnd(hole);
            return owner(end) == owner(hole) && sink[end] < 0 ? 1 : 0;
        }
        int lap = firstLaps[hole * (round + 1) + seeds];
        int end = lap & 255;
        return lap >>> 8 & sink[end] >>> 31 & -counts[end] >>> 31;
    }

    /**
     * Where the first lap from {@code hole} would end, without sowing it. A lap of {@code s} seeds ends {@code s}
     * places on, less whole rounds; passing over the origin (skipOrigin) shortens a round by one hole but, as a lap
     * ends within one round of it, never changes where it ends. Candidate moves look up laps within a round
     * ({@link #firstLaps}) and ask this only for longer ones.
     */
    private int firstLapEnd(int hole) {
        int ring = counts.length;
        int seeds = counts[hole];
        int place = this.place[hole] + (seeds <= round ? seeds : (seeds - 1) % round + 1);
        return along[place < ring ? place : place - ring];
    }

    // ---- K2-K4: a move ----

    @Override
    protected int[] circuit(int mover) {
        return next;
    }

    @Override
    protected void begin(int hole) {
        singleton = counts[hole] == 1;
    }

    @Override
    protected LapEnd lapEnd(int lap, int last) {
        int mover = toMove.ordinal();
        boolean ownRow = owner(last) == mover;
        if (sink[last] >= 0) {                      // K4a: the seed was banked by Sowing (K3)
            if (!reservedLandingEndsMove && ownRow && captureEmptyOwnHole) {
                captureOpposite(last, mover, false);
            }
            return LapEnd.STOP;
        }
        if (sowing.lastBefore == 0) {               // K4b, K4c
            if (ownRow && captureEmptyOwnHole) {
                captureOpposite(last, mover, captureIncludesSowingSeed);
            }
            return LapEnd.STOP;
        }
        if (kuweka && !ownRow && sowing.lastBefore == kuwekaCount) { // K4d
            conquer(last, mover);
            return LapEnd.STOP;
        }
        return LapEnd.RELAY;                        // K4e
    }

    /** K4b: bank the opposite hole's seeds, and the sowing seed if {@code withSowingSeed}. */
    private void captureOpposite(int hole, int mover, boolean withSowingSeed) {
        int opp = opposite[hole];
        int taken = counts[opp];
        if (sink[opp] >= 0 || taken == 0) {
            return;
        }
        counts[opp] = 0;
        bookCapture(mover, opp, taken);
        if (withSowingSeed) {
            counts[hole]--;
            bank[mover]++;
            trace.banked(Player.of(mover), hole, 1);
        }
    }

    /** K4d: reserve the hole for the mover and move the lap's second-to-last seed into it. */
    private void conquer(int hole, int mover) {
        sink[hole] = mover;
        kuwekas[mover]++;
        int movedFrom = -1;
        int p = sowing.penultimate;
        if (kuwekaPenultimate && p >= 0 && !(kuwekaSingletonException && singleton) && sink[p] < 0) {
            counts[p]--;
            counts[hole]++;
            movedFrom = p;
        }
        reservedSeeds[mover] += counts[hole];
        reservedHoles++;
        if (trace != Trace.NONE) {
            trace.event(new Kuweka(Player.of(mover), board.hole(hole), movedFrom < 0 ? null : board.hole(movedFrom)));
        }
    }

    // ---- K7, K8: end and score ----

    @Override
    protected void checkOwnEnd(boolean atStart) {
        if (candidateCount() == 0) {
            endByScore(Reason.NO_LEGAL_MOVES);
        }
    }

    /**
     * K8: the player's bank, the seeds of their row less those in holes the opponent conquered, and the seeds in holes
     * they conquered themselves. Read at every ply when a run measures the game-quality metrics, so the conquered
     * holes' seeds are kept at hand ({@link #reservedSeeds}) and only a row is summed.
     */
    @Override
    public int score(Player player) {
        int p = player.ordinal();
        int score = bank[p] + reservedSeeds[p] - reservedSeeds[1 - p];
        for (int h = p * columns, end = h + columns; h < end; h++) {
            score += counts[h];
        }
        return score;
    }

    /** K9: no seed is created or lost. */
    @Override
    public boolean scoresAddUp() {
        return true;
    }

    /**
     * {@link GameState#progress()} and the reserved holes: a conquest is for good (K4d), and the only change of which
     * holes are reserved in the course of a game.
     */
    @Override
    public long progress() {
        return super.progress() + reservedHoles;
    }

    @Override
    public Player reservedFor(int hole) {
        return sink[hole] < 0 ? null : Player.of(sink[hole]);
    }

    /** How many holes a player has conquered by kuweka (K4d). */
    public int kuwekas(Player player) {
        return kuwekas[player.ordinal()];
    }

    /** Kuweka conquests per player (K4d), as simulation columns. */
    @Override
    public List<String> extraTallyNames() {
        return TALLIES;
    }

    @Override
    public int extraTally(int i) {
        return kuwekas[Objects.checkIndex(i, 2)];
    }

    /**
     * Reserves a hole for a player by hand (K3), or frees it with {@code null}, for exercises and test positions. A
     * player conquers only holes of the opponent's row (K4d).
     */
    @Override
    public KinguluState setReserved(String hole, Player player) {
        int h;
        try {
            h = board.parse(hole);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (rule C2)", e);
        }
        if (player != null && owner(h) == player.ordinal()) {
            throw new IllegalArgumentException(hole + " is in " + player + "'s own row: a player conquers holes of the"
                    + " opponent's row only (rule K4d)");
        }
        sink[h] = player == null ? -1 : player.ordinal();
        settle();
        return this;
    }

    /** Counts the reserved holes and their seeds again after a hand-made change. */
    @Override
    protected void settled() {
        reservedSeeds[0] = 0;
        reservedSeeds[1] = 0;
        reservedHoles = 0;
        for (int h = 0; h < sink.length; h++) {
            if (sink[h] >= 0) {
                reservedSeeds[sink[h]] += counts[h];
                reservedHoles++;
            }
        }
    }

    // ---- copying ----

    @Override
    protected void copyGameFrom(GameState other) {
        KinguluState o = (KinguluState) other;
        System.arraycopy(o.sink, 0, sink, 0, sink.length);
        kuwekas[0] = o.kuwekas[0];
        kuwekas[1] = o.kuwekas[1];
        reservedSeeds[0] = o.reservedSeeds[0];
        reservedSeeds[1] = o.reservedSeeds[1];
        reservedHoles = o.reservedHoles;
    }

    @Override
    public KinguluState copy() {
        KinguluState c = new KinguluState(rules);
        c.copyFrom(this);
        return c;
    }

    @Override
    public boolean sameAs(GameState other) {
        return super.sameAs(other) && Arrays.equals(((KinguluState) other).kuwekas, kuwekas);
    }
}

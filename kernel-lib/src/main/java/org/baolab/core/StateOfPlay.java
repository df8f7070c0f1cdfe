package org.baolab.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state of play as the engine keeps it: the seeds in each hole and bank, whose move it is, the ply and turn
 * counts, the outcome and the running tallies, how a move books its captures and laps into them, and everything read
 * off them (counts, hashes, progress, tallies).
 * Only {@link GameState}, the engine that plays moves on it, extends it (through {@link SetUpByHand}): a game
 * extends that.
 */
public abstract sealed class StateOfPlay permits SetUpByHand {

    protected final Rules rules;
    protected final Board board;
    /** Seeds, stones or cows per hole, indexed as in {@link Board#index}; see {@link #countsBehind}. */
    protected final int[] counts;
    /**
     * Whether {@link #counts} lag behind the position: a game that keeps its position elsewhere as it plays (the
     * bitboard of kimasai-four-rows) may leave them so after its moves, which then write one field instead of several
     * array elements, and {@link #catchUpCounts} brings them up to date before anything outside the moves reads them.
     * Such a game reads its own position in {@link #hash} and {@link #positionHash}.
     */
    protected boolean countsBehind;
    /** Seeds captured and kept off the board, per player ordinal. */
    protected final int[] bank = new int[2];
    protected Player toMove;
    protected int ply;
    /** Turns begun so far: a turn is one player's moves until the other moves (several with extra turns). */
    protected int turns;
    /** Whether the player to move is on an extra turn: the last move was theirs too. */
    boolean again;
    protected Status status = Status.ONGOING;
    protected Reason reason;
    /** Tallies over the game so far: copied with the position, put back whole after an endless move. */
    final Tallies tallies = new Tallies();
    /** What the engine reports the events of its moves to ({@link GameState#trace(Trace)}). */
    protected Trace trace = Trace.NONE;

    StateOfPlay(Rules rules) {
        this.rules = rules;
        this.board = rules.board();
        this.counts = new int[board.size()];
        this.toMove = rules.choice(CommonOptions.FIRST_PLAYER, Player.class);
    }

    /**
     * Writes the position into {@link #counts} from where the game keeps it, in a game that sets {@link #countsBehind};
     * nothing by default.
     */
    protected void catchUpCounts() {
    }

    /** Makes {@link #counts} hold the position, if they lag behind it. */
    protected final void countsUpToDate() {
        if (countsBehind) {
            catchUpCounts();
            countsBehind = false;
        }
    }

    /** Why a hole cannot hold this many (at least 0), naming the rule; {@code null} if it can. */
    protected String refuseCount(int hole, int count) {
        return null;
    }

    /** Why a player's bank cannot hold this many (at least 1), naming the rule; {@code null} if it can. */
    protected String refuseBank(Player player, int seeds) {
        return null;
    }

    /** Seeds on a board holding {@code board}, in the banks and in the reserves. */
    protected final long total(int[] board) {
        long total = offBoard();
        for (int count : board) {
            total += count;
        }
        return total;
    }

    /** Seeds in the banks and in the reserves. */
    protected final long offBoard() {
        return (long) bank[0] + bank[1] + reserve(Player.SOUTH) + reserve(Player.NORTH);
    }

    /** Refuses a position whose seeds would not fit the engine's counts (a sum could overflow). */
    protected final void checkTotal(long total) {
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the position would hold " + total + " seeds in all; at most "
                    + Integer.MAX_VALUE + " fit");
        }
    }

    // ---- booking what a move did ----

    /**
     * Books the seeds a capture by {@code player} took off {@code hole}: the trace is told, the player's bank takes
     * them and the tallies count a capture. Every capture is booked so, and nothing else books one.
     */
    protected final void bookCapture(int player, int hole, int seeds) {
        bookCapture(player, hole, seeds, true, true);
    }

    /**
     * {@link #bookCapture(int, int, int)} with seeds the game sows on rather than banks ({@code banked} false), or from
     * another hole of the capture just booked ({@code newCapture} false), which the tallies count as one capture.
     */
    protected final void bookCapture(int player, int hole, int seeds, boolean banked, boolean newCapture) {
        if (trace != Trace.NONE) {      // untraced random play, the hot path, makes no call
            trace.capture(Player.of(player), hole, seeds);
        }
        if (banked) {
            bank[player] += seeds;
        }
        if (newCapture) {
            tallies.capture(player, seeds, ply + 1);
        } else {
            tallies.captureMore(player, seeds);
        }
    }

    /**
     * Books {@code seeds} that {@code player} takes from {@code hole} while others stay in it (a raid on Gabata's weg):
     * banked and counted as a capture, as {@link #bookCapture}, but traced as seeds banked from the hole, which a
     * capture event would empty.
     */
    protected final void bookPartTaken(int player, int hole, int seeds) {
        if (trace != Trace.NONE) {
            trace.banked(Player.of(player), hole, seeds);
        }
        bank[player] += seeds;
        tallies.capture(player, seeds, ply + 1);
    }

    /** Counts the laps of a finished move in the tallies. */
    protected final void tallyLaps(int movelaps) {
        Tallies t = tallies;
        t.laps += movelaps;
        t.lastMoveLaps = movelaps;
        if (movelaps > t.longestMove) {
            t.longestMove = movelaps;
        }
    }

    // ---- reading the position ----

    /** The rules this game is played under. */
    public final Rules rules() {
        return rules;
    }

    /** The board's shape. */
    public final Board board() {
        return board;
    }

    /** The player to move (after the end: who would have moved). */
    public final Player toMove() {
        return toMove;
    }

    /** Moves played so far. */
    public final int ply() {
        return ply;
    }

    /**
     * Turns begun so far, counted from the start or from a hand-made position: a turn is one player's moves until
     * the other player moves. Equal to {@link #ply} in games without extra turns; fewer in games with them.
     */
    public final int turns() {
        return turns;
    }

    /** Whether the player to move moves again: the last move was theirs too (an extra turn). */
    public final boolean movesAgain() {
        return again;
    }

    /** ONGOING or the result. */
    public final Status status() {
        return status;
    }

    /** Why the game ended, or {@code null}. */
    public final Reason reason() {
        return reason;
    }

    /** Status and reason together. */
    public final Outcome outcome() {
        return status == Status.ONGOING ? Outcome.ONGOING : new Outcome(status, reason);
    }

    /** True once the game has ended. */
    public final boolean isOver() {
        return status != Status.ONGOING;
    }

    /** Seeds in a hole. */
    public final int count(int hole) {
        countsUpToDate();
        return counts[hole];
    }

    /** The holes holding at least one seed, as a bitboard: bit {@code h} for hole {@code h}. */
    public long occupiedHoles() {
        countsUpToDate();
        long holes = 0;
        for (int h = 0; h < counts.length; h++) {
            holes |= (long) (-counts[h] >>> 31) << h;     // 1 for a count above 0
        }
        return holes;
    }

    /** Copies the seeds of every hole into {@code into}, an array of {@code board().size()}, without allocating. */
    public final void countsInto(int[] into) {
        countsUpToDate();
        System.arraycopy(counts, 0, into, 0, counts.length);
    }

    /** Whether every hole holds what {@code counts} gives for it (an array of {@code board().size()}). */
    public final boolean holds(int[] counts) {
        countsUpToDate();
        return Arrays.equals(this.counts, counts);
    }

    /** Seeds in a player's bank. */
    public final int bank(Player player) {
        return bank[player.ordinal()];
    }

    /** Seeds (cows) in a player's reserve off the board, in a game with reserves; 0 elsewhere. */
    public int reserve(Player player) {
        return 0;
    }

    /** The phase of the player to move, in a game played in phases (1, 2, ...); 0 elsewhere. */
    public int phase() {
        return 0;
    }

    /** Who a hole is reserved for (conquered), in a game with reserved holes, or {@code null}. */
    public Player reservedFor(int hole) {
        return null;
    }

    /** Capture events by a player so far. */
    public final int captureEvents(Player player) {
        return tallies.captureEvents(player);
    }

    /** Seeds (stones, cows) captured by a player so far. */
    public final int capturedSeeds(Player player) {
        return tallies.capturedSeeds(player);
    }

    /** Laps sown so far, relay and capture laps included. */
    public final long laps() {
        return tallies.laps;
    }

    /** Laps of the last move. */
    public final int lastMoveLaps() {
        return tallies.lastMoveLaps;
    }

    /** The most laps any move of this game took. */
    public final int longestMove() {
        return tallies.longestMove;
    }

    /** The ply (1-based) of the first capture, or -1 if none yet. */
    public final int firstCapturePly() {
        return tallies.firstCapturePly;
    }

    /** The name of the tally of turns ({@link #turns}), a simulation column in games with extra turns. */
    public static final String TURNS = "turns";

    /**
     * The names of the tallies a simulation table shows after its common columns: {@link #TURNS} in a game with
     * extra turns ({@link Game#extraTurns}), where turns and plies differ, then the game's own
     * ({@link #extraTallyNames}).
     */
    public final List<String> tallyNames() {
        if (!rules.game().extraTurns()) {
            return extraTallyNames();
        }
        List<String> names = new ArrayList<>();
        names.add(TURNS);
        names.addAll(extraTallyNames());
        return names;
    }

    /** The value now of the {@code i}-th tally named by {@link #tallyNames}. */
    public final int tally(int i) {
        if (!rules.game().extraTurns()) {
            return extraTally(i);
        }
        return i == 0 ? turns : extraTally(i - 1);
    }

    /**
     * The names of the game's own tallies (one column each in a simulation table), such as a count of conquests
     * per player. None by default; a game overrides this and {@link #extraTally}.
     */
    public List<String> extraTallyNames() {
        return List.of();
    }

    /** The value now of the {@code i}-th tally named by {@link #extraTallyNames} (-1: it never happened). */
    public int extraTally(int i) {
        throw new IndexOutOfBoundsException("tally " + i + " of " + extraTallyNames().size());
    }


    /**
     * A hash of the position (holes, banks, reserves, player to move and game-specific parts), for transposition
     * tables. Equal positions hash equally; unequal ones rarely collide.
     */
    public long hash() {
        long h = 0x9E3779B97F4A7C15L * (toMove.ordinal() + 1);
        for (int i = 0; i < counts.length; i++) {
            h = mix(h ^ ((long) i << 32 | counts[i]));
        }
        h = mix(h ^ bank[0]) ^ mix(bank[1] + 0x51L);
        h = mix(h ^ ((long) reserve(Player.SOUTH) << 32 | reserve(Player.NORTH)));
        for (int i = 0; i < counts.length; i++) {
            Player p = reservedFor(i);
            if (p != null) {
                h = mix(h ^ (i * 3L + p.ordinal() + 1) << 40);
            }
        }
        return h;
    }

    /**
     * A hash of the holes and the player to move, for counting the positions of a game one by one: cheaper to
     * compute from scratch than {@link #hash()}, whose values it does not share (they stay as they are because the
     * alpha-beta agent's transposition table, and so its moves, depend on them). The rest of a position (banks,
     * reserves, reserved holes) is told by {@link #progress()}: within a game, positions of equal progress are equal
     * when their holes and player to move are. Equal holes and movers hash equally; unequal ones rarely collide. Each
     * count is multiplied by a key of its hole and the products summed, so that no multiplication waits for another;
     * two positions collide only where the keys sum to 0 over their differences, about once in 2^58 pairs. The low
     * bits are those of a sum: a table indexed by the hash takes its high bits. A game that keeps such a hash of its
     * holes at hand returns that instead.
     */
    public long positionHash() {
        long h = (toMove.ordinal() + 1) * POSITION_KEYS[0];
        for (int i = 0; i < counts.length; i++) {
            h += counts[i] * POSITION_KEYS[i + 1];
        }
        return h;
    }

    /**
     * How far a game has gone, by what its moves never undo: no move lowers it, and every move that changes the
     * position other than by the seeds in its holes and the player to move raises it. So, within one game, two
     * positions of unequal progress differ, and two of equal progress are equal when their holes and player to move
     * are ({@link #positionHash}): counting the distinct positions of a game needs nothing else. By default the seeds
     * in the banks less those in reserve, since in every game seeds leave a reserve and enter a bank but never the
     * other way round; a game with more to its positions (holes it reserves for a player) adds a count of that.
     */
    public long progress() {
        return (long) bank[0] + bank[1] - reserve(Player.SOUTH) - reserve(Player.NORTH);
    }

    /**
     * The odd keys of {@link #positionHash}, fixed so that it is reproducible: the player to move, then one per hole
     * (a board has fewer than 64).
     */
    private static final long[] POSITION_KEYS = new long[1 + Long.SIZE];

    static {
        for (int i = 0; i < POSITION_KEYS.length; i++) {
            POSITION_KEYS[i] = mix(0x2545F4914F6CDD1DL + i) | 1;
        }
    }

    /**
     * Whether the two scores and the two {@link #reserve}s add up to the same total in every position of a game, so
     * that one score follows from the other (bao-kingulu, rule K9, where there are no reserves; kimasai-two-phase,
     * T2, where a score is the cows on the board). False unless a game says so.
     */
    public boolean scoresAddUp() {
        return false;
    }

    /**
     * Whether a position of this game may come back later in the same game. True unless the game's rules rule it out
     * (kimasai-four-rows with captures, rule F6b; Kalah, KA8b; Oware, where a position that comes back ends the game
     * and is collected, OW7c and OW8), in which case every position of a game is new and none need be told apart.
     */
    public boolean positionsMayRepeat() {
        return true;
    }

    /** A strong 64-bit mixer (SplitMix64's finaliser). */
    protected static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

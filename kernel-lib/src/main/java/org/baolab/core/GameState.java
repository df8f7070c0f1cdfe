package org.baolab.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A position of a game and the engine that plays moves on it. Mutable, built on primitive arrays, and
 * allocation-free per move: this is what agents and simulations drive. {@link Match} wraps it for people,
 * {@link Position} is its immutable picture.
 *
 * <p>Not safe for use from several threads at once: give each thread its own state ({@link #copy}).
 *
 * <p>The base class owns what every game shares: the ply count, who moves, the outcome and the order of the end
 * checks (C8b), endless moves (C7), the turn limit (C8), the legal-move cache and the running tallies that
 * statistics read. A game supplies its candidate moves, how a move is carried out and its own end rules.
 */
public abstract class GameState {

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
    /**
     * Set by a game's {@link #move} when the mover moves again (an extra turn, as in Kalah after the last seed
     * falls into the mover's store); {@link #play} reads and clears it.
     */
    protected boolean moveAgain;
    /** Whether the player to move is on an extra turn: the last move was theirs too. */
    private boolean again;
    protected Status status = Status.ONGOING;
    protected Reason reason;
    protected Trace trace = Trace.NONE;

    protected final int maxTurns;
    protected final int maxLaps;
    private final boolean endlessIllegal;

    /** Tallies over the game so far: copied with the position, put back whole after an endless move. */
    final Tallies tallies = new Tallies();

    /**
     * The moves the game's own rules allow, and the legal ones, as bitboards of holes (bit = hole index; every board
     * has at most 64 holes): a count is one {@code bitCount}, {@link #isLegal} one bit test, and no list is written
     * per position. {@code NOT_YET} until asked for since the position last changed.
     */
    private long candidates;
    private long legal;
    private static final long NOT_YET = -1L;
    private GameState scratch;

    protected GameState(Rules rules) {
        this.rules = rules;
        this.board = rules.board();
        this.counts = new int[board.size()];
        this.toMove = rules.choice(CommonOptions.FIRST_PLAYER, Player.class);
        this.maxTurns = rules.integer(CommonOptions.MAX_TURNS);
        this.maxLaps = rules.integer(CommonOptions.MAX_LAPS);
        this.endlessIllegal = rules.choice(CommonOptions.ENDLESS_MOVE, EndlessMove.class) == EndlessMove.ILLEGAL;
        if (board.size() >= Long.SIZE) {   // never so: the largest board has 48 holes
            throw new IllegalArgumentException(board.size() + " holes: the engine keeps moves as a bitboard of at most "
                    + (Long.SIZE - 1));
        }
        invalidate();
    }

    // ---- what a game supplies ----

    /** The moves the game's own rules allow (C7 aside), as a bitboard of holes: bit {@code h} for hole {@code h}. */
    protected abstract long generateCandidates();

    /**
     * Carries out a move allowed by {@link #generateCandidates}. Returns false, with the position exactly as before,
     * when the move did not end within {@link #maxLaps} laps (C7).
     */
    protected abstract boolean move(int hole);

    /** Applies the game's own end rules after a move ({@code atStart} false) or on the starting position. */
    protected abstract void checkOwnEnd(boolean atStart);

    /** Why the game's own rules refuse a move from this hole, naming the rule; {@code null} if they allow it. */
    protected abstract String refusal(int hole);

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

    /** Copies the game-specific part of another state of the same game and rules. */
    protected abstract void copyGameFrom(GameState other);

    /** A full, independent copy of this state. */
    public abstract GameState copy();

    /** The score of a player now (K8 in Bao Kingulu; material on the board in the Kimasai games). */
    public abstract int score(Player player);

    // ---- the shared move cycle ----

    /**
     * Plays a legal move.
     *
     * @throws IllegalMoveException saying why the move is illegal, with the rule id; nothing is changed then
     */
    public final void play(int hole) {
        if (!isLegal(hole)) {
            throw new IllegalMoveException(board, hole, toMove, ply + 1, whyIllegal(hole));
        }
        if (!again) {
            turns++;
        }
        boolean finished = move(hole);
        ply++;
        again = finished && moveAgain;
        moveAgain = false;
        if (again) {
            trace.extraTurn(toMove);
        } else {
            toMove = toMove.opponent();
        }
        invalidate();
        if (!finished) {
            end(Status.DRAW, Reason.ENDLESS_MOVE);
            return;
        }
        checkEnd(false);
    }

    /**
     * Runs the end checks in the order of C8b. A game's {@code newState} calls it with {@code true} on the starting
     * position; constructors must not, since {@link #copy} builds on them.
     */
    protected final void checkEnd(boolean atStart) {
        checkOwnEnd(atStart);
        if (isOver()) {
            return;
        }
        if (endlessIllegal && legalMoveCount() == 0) {
            end(Status.DRAW, Reason.ENDLESS_MOVE);
            return;
        }
        if (ply >= maxTurns) {
            endAtTurnLimit();
        }
    }

    /**
     * Ends the game at the turn limit (C8): drawn, unless the game's own rules share out what is left and let the
     * score decide, as kalah (KA6) and oware (OW8) do.
     */
    protected void endAtTurnLimit() {
        end(Status.DRAW, Reason.TURN_LIMIT);
    }

    /** Ends the game. */
    protected final void end(Status status, Reason reason) {
        this.status = status;
        this.reason = reason;
        invalidate();
    }

    /** Ends the game, the higher score winning. */
    protected final void endByScore(Reason reason) {
        int south = score(Player.SOUTH);
        int north = score(Player.NORTH);
        end(south > north ? Status.SOUTH_WINS : north > south ? Status.NORTH_WINS : Status.DRAW, reason);
    }

    /** Counts a capture in the tallies; engines call it for every capture. */
    protected final void tallyCapture(int player, int seeds) {
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

    /** Forgets cached legal moves; call after changing the position outside {@link #play}. */
    protected final void invalidate() {
        candidates = NOT_YET;
        legal = NOT_YET;
    }

    // ---- legal moves ----

    /** How many moves the game's own rules allow, before C7 removes endless ones. */
    protected final int candidateCount() {
        return Long.bitCount(candidateMask());
    }

    /**
     * The moves the game's own rules allow, before C7 removes endless ones, as a bitboard of holes: worked out once
     * a position, so a game's end rules may read the position off it.
     */
    protected final long candidateMask() {
        if (candidates == NOT_YET) {
            candidates = status == Status.ONGOING ? generateCandidates() : 0;
            if (!endlessIllegal) {  // C7 removes no move: the legal moves are known too, and an agent asks for them next
                legal = candidates;
            }
        }
        return candidates;
    }

    /** The legal moves as a bitboard of holes. */
    private long legalMask() {
        if (legal == NOT_YET) {
            long moves = candidateMask();
            if (endlessIllegal) {
                for (long m = moves; m != 0; m &= m - 1) {
                    int hole = Long.numberOfTrailingZeros(m);
                    if (isEndless(hole)) {
                        moves &= ~(1L << hole);
                    }
                }
            }
            legal = moves;
        }
        return legal;
    }

    /** The number of legal moves now (0 once the game is over). */
    public final int legalMoveCount() {
        return Long.bitCount(legalMask());
    }

    /** The {@code i}-th legal move (0-based), in ascending hole index order. */
    public final int legalMove(int i) {
        long moves = legalMask();
        if (i < 0 || i >= Long.bitCount(moves)) {
            throw new IndexOutOfBoundsException("legal move " + i + " of " + legalMoveCount());
        }
        return Bits.select(moves, i);
    }

    /**
     * Copies the legal moves into {@code out}, in ascending hole index order, and returns how many there are. An
     * array of {@code board().size()} always holds them.
     *
     * @throws IllegalArgumentException if {@code out} is too small for the legal moves; nothing is copied then
     */
    public final int legalMoves(int[] out) {
        long moves = legalMask();
        int n = Long.bitCount(moves);
        if (out.length < n) {
            throw new IllegalArgumentException("legalMoves(out): an array of " + out.length + " cannot hold the " + n
                    + " legal moves; one of board().size() = " + board.size() + " always can");
        }
        for (int k = 0; moves != 0; moves &= moves - 1) {
            out[k++] = Long.numberOfTrailingZeros(moves);
        }
        return n;
    }

    /** Whether a move from this hole is legal now. */
    public final boolean isLegal(int hole) {
        return hole >= 0 && hole < counts.length && (legalMask() >>> hole & 1L) != 0;
    }

    /** Why a move from this hole is illegal, naming the rule, or {@code null} if it is legal. */
    public final String whyIllegal(int hole) {
        if (hole < 0 || hole >= board.size()) {
            return "there is no such hole on this board (rule C2)";
        }
        if (isOver()) {
            return "the game is over: " + outcome() + " (rule C9)";
        }
        String refusal = refusal(hole);
        if (refusal != null) {
            return refusal;
        }
        if (!isLegal(hole)) {
            return "the move would never end: it is still sowing after " + maxLaps + " laps (rule C7, endlessMove=ILLEGAL)";
        }
        return null;
    }

    private boolean isEndless(int hole) {
        if (scratch == null) {
            scratch = copy();
        }
        scratch.copyFrom(this);
        scratch.trace = Trace.NONE;
        return !scratch.move(hole);
    }

    // ---- random play ----

    /**
     * The move a uniformly random player makes here: the {@code k}-th legal move ({@link #legalMove}) for
     * {@code k = rng.nextInt(legalMoveCount())}, drawn by {@link Uniform#below}. The random agent plays it, and
     * {@link #playRandomly} plays nothing else.
     *
     * @throws IllegalStateException if the game is over: there is no move to draw
     */
    public final int randomMove(RandomGenerator rng) {
        if (isOver()) {
            throw new IllegalStateException("no move to draw: the game is over, " + outcome() + " (rule C9)");
        }
        return drawMove(legalMask(), rng);
    }

    /**
     * The move of {@code moves} (a bitboard of holes, not empty) that one random draw picks, as {@link #randomMove}
     * does from the legal moves: for a game's own loop of random play ({@link #playRandomlyOwn}).
     */
    protected static int drawMove(long moves, RandomGenerator rng) {
        return Bits.select(moves, Uniform.below(rng, Long.bitCount(moves)));
    }

    /** Told of the state after each ply of {@link #playRandomly}, which it may read but not change. */
    @FunctionalInterface
    public interface PlyListener {

        /** The state after a ply. */
        void afterPly(GameState state);
    }

    /** {@link #playRandomly(RandomGenerator, int, PlyListener)} with no one to tell of the plies. */
    public final int playRandomly(RandomGenerator rng, int plies) {
        return playRandomly(rng, plies, null);
    }

    /**
     * Plays random moves until the game ends or {@code plies} have been played: the same game, move for move and
     * draw for draw, as {@code play(randomMove(rng))} played again and again, which is how the random agent plays.
     * A game may play them in a loop of its own ({@link #playRandomlyOwn}), so this is the fast way to play random
     * games out: random-against-random runs and the playouts of Monte Carlo tree search use it. A game's own loop
     * tells no listener of each ply but a {@link PlyLog}, which it adds the plies up in as it plays.
     *
     * @param plies the most plies to play (at least 0)
     * @param listener told of the state after every ply, or {@code null}
     * @return the plies played
     */
    public final int playRandomly(RandomGenerator rng, int plies, PlyListener listener) {
        if (plies < 0) {
            throw new IllegalArgumentException("plies must be at least 0, not " + plies);
        }
        boolean own = !isOver() && trace == Trace.NONE && plies > 0 && (listener == null || listener instanceof PlyLog);
        int played = own ? playRandomlyOwn(rng, plies, (PlyLog) listener) : 0;
        for (; played < plies && !isOver(); played++) {
            play(randomMove(rng));
            if (listener != null) {
                listener.afterPly(this);
            }
        }
        return played;
    }

    /**
     * A game's own loop for {@link #playRandomly}, called on an unfinished game with no trace attached and
     * {@code plies > 0}: plays at most {@code plies} moves, each the one {@link #drawMove} draws from the legal moves,
     * leaving the state exactly as {@link #play} would (tested for every game) and adding the plies up in
     * {@code log} (if not {@code null}). It may stop early, even at once: the plies left are then played one at a
     * time. Returns the plies played; by default none.
     */
    protected int playRandomlyOwn(RandomGenerator rng, int plies, PlyLog log) {
        return 0;
    }

    // ---- copying ----

    /** Makes this state equal to {@code other} (same game and rules) without allocating. */
    public final void copyFrom(GameState other) {
        if (!other.rules.equals(rules)) {
            throw new IllegalArgumentException("cannot copy a state of " + other.rules + " into one of " + rules);
        }
        System.arraycopy(other.counts, 0, counts, 0, counts.length);
        countsBehind = other.countsBehind;  // the game's own part, copied below, holds what they lag behind
        System.arraycopy(other.bank, 0, bank, 0, 2);
        toMove = other.toMove;
        ply = other.ply;
        turns = other.turns;
        again = other.again;
        status = other.status;
        reason = other.reason;
        tallies.copyFrom(other.tallies);
        moveAgain = false;
        copyGameFrom(other);
        // The same position has the same moves: a search that copies a state and plays on it finds them known.
        candidates = other.candidates;
        legal = other.legal;
    }

    /** Whether two states hold the same position, history-dependent parts and tallies included. */
    public boolean sameAs(GameState other) {
        countsUpToDate();
        other.countsUpToDate();
        return other.getClass() == getClass() && other.rules.equals(rules) && Arrays.equals(other.counts, counts)
                && Arrays.equals(other.bank, bank) && other.toMove == toMove && other.ply == ply
                && other.turns == turns && other.again == again
                && other.status == status && other.reason == reason && other.position().equals(position())
                && other.tallies.sameAs(tallies);
    }

    // ---- setting up a position by hand (teaching, tests) ----
    // Each setter checks its whole input first and refuses an impossible position before changing anything.

    /**
     * Puts counts on the board, {@code rows[0]} being row 1 as in the JSON form, and judges the position again
     * as a starting position (C8b). For exercises and hand-made test positions.
     *
     * @throws IllegalArgumentException for a wrong shape, a negative count or more than a hole may hold; nothing
     *                                  is changed then
     */
    public final GameState setRows(int[]... rows) {
        if (rows == null || rows.length != board.rows()) {
            throw new IllegalArgumentException("expected " + board.rows() + " rows, got " + (rows == null ? 0 : rows.length));
        }
        int[] proposed = new int[counts.length];
        for (int r = 0; r < rows.length; r++) {
            if (rows[r] == null || rows[r].length != board.columns()) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + (rows[r] == null ? 0 : rows[r].length)
                        + " holes, expected " + board.columns());
            }
            for (int c = 0; c < board.columns(); c++) {
                int hole = r * board.columns() + c;
                proposed[hole] = rows[r][c];
                String refused = proposed[hole] < 0
                        ? board.name(hole) + " cannot hold " + proposed[hole] + " seeds: a hole holds 0 or more"
                        : refuseCount(hole, proposed[hole]);
                if (refused != null) {
                    throw new IllegalArgumentException(refused);
                }
            }
        }
        checkTotal(total(proposed));
        System.arraycopy(proposed, 0, counts, 0, counts.length);
        countsBehind = false;
        settle();
        return this;
    }

    /** Sets the player to move, on a turn of their own (not an extra turn), and judges the position again. */
    public final GameState setToMove(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("the player to move is SOUTH or NORTH, not null");
        }
        toMove = player;
        again = false;
        settle();
        return this;
    }

    /**
     * Sets a player's bank (the seeds or stones they have captured) and judges the position again.
     *
     * @throws IllegalArgumentException for a negative bank, a bank in a game that keeps none, or more than could have
     *                                  been captured; nothing is changed then
     */
    public final GameState setBank(Player player, int seeds) {
        if (player == null) {
            throw new IllegalArgumentException("a bank is SOUTH's or NORTH's, not null's");
        }
        String refused = seeds < 0 ? player + "'s bank cannot hold " + seeds + ": it holds 0 or more"
                : seeds > 0 ? refuseBank(player, seeds) : null;
        if (refused != null) {
            throw new IllegalArgumentException(refused);
        }
        countsUpToDate();
        checkTotal(total(counts) - bank[player.ordinal()] + seeds);
        bank[player.ordinal()] = seeds;
        settle();
        return this;
    }

    /**
     * Sets a player's reserve, in a game whose players keep one off the board ({@link Game#hasReserves}), and judges
     * the position again.
     *
     * @throws IllegalArgumentException in a game without reserves, or for a negative reserve; nothing is changed then
     */
    public GameState setReserve(Player player, int cows) {
        throw new IllegalArgumentException(rules.game().id() + " has no reserves: its players keep nothing off the"
                + " board to bring in");
    }

    /**
     * Marks a hole as reserved for a player (conquered), or frees it with {@code null}, in a game with reserved holes,
     * and judges the position again.
     *
     * @throws IllegalArgumentException in a game without reserved holes, for a hole not on the board or one the player
     *                                  could not have conquered; nothing is changed then
     */
    public GameState setReserved(String hole, Player player) {
        throw new IllegalArgumentException(rules.game().id() + " has no reserved holes: no rule of it conquers a hole");
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
        long total = (long) bank[0] + bank[1] + reserve(Player.SOUTH) + reserve(Player.NORTH);
        for (int count : board) {
            total += count;
        }
        return total;
    }

    /** Refuses a position whose seeds would not fit the engine's counts (a sum could overflow). */
    protected final void checkTotal(long total) {
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the position would hold " + total + " seeds in all; at most "
                    + Integer.MAX_VALUE + " fit");
        }
    }

    /**
     * Makes several hand-made changes with the setters above and judges the position once, at the end, instead of
     * after each: a position set up piece by piece can pass through one that is finished, and ending it there would
     * change it (Kalah's KA6 and Oware's OW8 put the seeds into the stores). Each setter still refuses an impossible
     * value before changing anything, but the changes made before a refused one stay.
     */
    public final GameState setUp(java.util.function.Consumer<GameState> changes) {
        settling = true;
        try {
            changes.accept(this);
        } finally {
            settling = false;
        }
        settle();
        return this;
    }

    /** Whether {@link #setUp} is under way: the setters' judging waits for its end. */
    private boolean settling;

    /** Judges a hand-made position afresh as a starting position. */
    protected final void settle() {
        if (settling) {
            return;
        }
        status = Status.ONGOING;
        reason = null;
        invalidate();
        countsUpToDate();
        settled();
        checkEnd(true);
    }

    /** Recomputes what a game derives from the position (hashes, say) after a hand-made change. */
    protected void settled() {
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

    /** Sets the trace that sees the events of the following moves. */
    public final void trace(Trace trace) {
        this.trace = trace == null ? Trace.NONE : trace;
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

    /** The position as an immutable value. */
    public final Position position() {
        return Position.of(this);
    }

    @Override
    public String toString() {
        return BoardText.draw(position(), null);
    }
}

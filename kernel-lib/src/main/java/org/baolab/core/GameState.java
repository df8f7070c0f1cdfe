package org.baolab.core;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A position of a game and the engine that plays moves on it. Mutable, built on primitive arrays, and
 * allocation-free per move: this is what agents and simulations drive. {@link Match} wraps it for people,
 * {@link Position} is its immutable picture.
 *
 * <p>Not safe for use from several threads at once: give each thread its own state ({@link #copy}).
 *
 * <p>It owns what every game shares of play: the order of the end checks (C8b), endless moves (C7), the turn limit
 * (C8), the legal-move cache, random play and copying. The position it plays on and what is read off it (the ply
 * count, who moves, the outcome, the tallies that statistics read) are {@link StateOfPlay}'s; positions set up by
 * hand, {@link SetUpByHand}'s. A game supplies its candidate moves, how a move is carried out and its end rules.
 */
public abstract non-sealed class GameState extends SetUpByHand {

    /**
     * Set by a game's {@link #move} when the mover moves again (an extra turn, as in Kalah after the last seed
     * falls into the mover's store); {@link #play} reads and clears it.
     */
    protected boolean moveAgain;

    protected final int maxTurns;
    protected final int maxLaps;
    private final boolean endlessIllegal;

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
        super(rules);
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
        return tryMove(hole) == null;
    }

    /**
     * Plays the move from {@code hole} on a scratch copy of this state, untraced and unjudged, for a rule that looks
     * at where a move leads (C7's endless moves); returns the copy, or {@code null} if the move would never end.
     */
    protected final GameState tryMove(int hole) {
        if (scratch == null) {
            scratch = copy();
        }
        scratch.copyFrom(this);
        scratch.trace = Trace.NONE;
        return scratch.move(hole) ? scratch : null;
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

    /** {@link #playRandomly(RandomGenerator, int, PlyLog)} with no log of the plies. */
    public final int playRandomly(RandomGenerator rng, int plies) {
        return playRandomly(rng, plies, null);
    }

    /**
     * Plays random moves until the game ends or {@code plies} have been played, and reports them to {@code log}: the
     * same game, move for move and draw for draw, as {@code play(randomMove(rng))} again and again, each ply then told
     * to the log. This is the one way random games are played out (random-against-random runs, MCTS playouts), and
     * that one loop is what it does unless the game has a faster loop of its own ({@link #playRandomlyOwn}).
     *
     * @param plies the most plies to play (at least 0)
     * @param log what the plies are reported to, or {@code null}
     * @return the plies played
     */
    public final int playRandomly(RandomGenerator rng, int plies, PlyLog log) {
        if (plies < 0) {
            throw new IllegalArgumentException("plies must be at least 0, not " + plies);
        }
        boolean own = !isOver() && plies > 0 && trace == Trace.NONE && (log == null || !log.watchesEveryPly());
        int played = own ? playRandomlyOwn(rng, plies, log) : 0;
        for (; played < plies && !isOver(); played++) {
            play(randomMove(rng));
            if (log != null) {
                log.afterPly(this);
            }
        }
        return played;
    }

    /**
     * A game's faster loop for {@link #playRandomly}, called on an unfinished game with no trace and no watcher of
     * every ply: it must leave the state and the log exactly as the one-ply loop would ({@code RandomPlayTest}). It
     * may stop early, even at once, the plies left being played one at a time. Returns the plies played; none here.
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

    /** Judges a hand-made position afresh as a starting position: the moves, what the game derives, the end. */
    @Override
    final void judgeAfresh() {
        invalidate();
        countsUpToDate();
        settled();
        checkEnd(true);
    }

    /** Sets the trace that sees the events of the following moves. */
    public final void trace(Trace trace) {
        this.trace = trace == null ? Trace.NONE : trace;
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

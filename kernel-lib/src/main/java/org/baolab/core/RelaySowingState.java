package org.baolab.core;

import java.util.Arrays;
import java.util.List;

/**
 * The engine of a relay-sowing game: it owns the whole move, so that each game writes only its rules. A move lifts
 * the seeds of a hole and sows them lap after lap ({@link Sowing}); at the end of each lap the game says what happens
 * ({@link #lapEnd}): the move stops, a relay lifts the seeds where the lap ended, or the game sows on with seeds it
 * took (a capture sown on). This class keeps the lap count and the lap limit, traces the laps, and spots an endless
 * move (C7) by the lap limit or a repeated state ({@link LapCycle}); an endless move is not carried out: the board,
 * the banks and the tallies are put back as they were, and the game puts back what {@link #begin} changed.
 *
 * <p>A game supplies where a move may start ({@link #generateCandidates}, {@link #refusal}), what happens before
 * the first lap ({@link #begin}), the end of a lap ({@link #lapEnd}) and its end rules. Allocation-free per move.
 */
public abstract class RelaySowingState extends GameState {

    /** What happens at the end of a lap (see {@link #lapEnd}). */
    protected enum LapEnd {
        /** The move ends. */
        STOP,
        /** Relay: the seeds of the hole where the lap ended are lifted and sown from the next hole (C6). */
        RELAY,
        /** The seeds the game took, given to {@link #sowOn}, are sown as the next lap. */
        SOW_ON
    }

    /** The lap just sown: where its last two seeds fell and what the last hole held before. */
    protected final Sowing sowing;
    /** Per hole, the player whose bank takes seeds sown there (a reserved hole), or -1. */
    protected final int[] sink;
    /** Whether a lap passes over the hole it was lifted from each time it comes round (C6). */
    protected final boolean skipOrigin;
    /** Whether every move is one lap. */
    private final boolean oneLap;
    private final LapCycle cycle;
    private final int[] savedCounts;
    private final int[] savedBank = new int[2];
    /** A copy of the board that {@link #tryFirstLap} sows on, and its sowing; made when first needed. */
    private int[] trial;
    private Sowing trialSowing;
    /** The next lap after {@link LapEnd#SOW_ON}. */
    private int sowFrom;
    private int sowSeeds;
    private int sowFirst;
    /** The hole that took the first seed of the lap being sown, and of the move's first lap. */
    private int lapFirst;
    private int moveFirst;
    private Event.Lap.Kind sowKind;

    /**
     * @param rules the rules
     * @param skipOrigin whether a lap passes over the hole it was lifted from each time it comes round (C6)
     */
    protected RelaySowingState(Rules rules, boolean skipOrigin) {
        this(rules, skipOrigin, false);
    }

    /**
     * @param rules the rules
     * @param skipOrigin whether a lap passes over the hole it was lifted from each time it comes round (C6)
     * @param stores whether circuits may pass through the players' stores, {@link #store}: the seeds sown there go to
     *               the player's bank, and a lap may end there ({@link #lapEnd} with the store as its last hole)
     */
    protected RelaySowingState(Rules rules, boolean skipOrigin, boolean stores) {
        this(rules, skipOrigin, stores, false);
    }

    /**
     * @param rules the rules
     * @param skipOrigin whether a lap passes over the hole it was lifted from each time it comes round (C6)
     * @param stores whether circuits may pass through the players' stores ({@link #store})
     * @param oneLap whether every move is one lap ({@link #lapEnd} always returns {@link LapEnd#STOP}): such a move
     *               cannot be endless, so nothing is saved to put back, which random play feels
     */
    protected RelaySowingState(Rules rules, boolean skipOrigin, boolean stores, boolean oneLap) {
        super(rules);
        this.skipOrigin = skipOrigin;
        this.oneLap = oneLap;
        sink = new int[counts.length + (stores ? 2 : 0)];
        Arrays.fill(sink, -1);
        if (stores) {
            sink[store(0)] = 0;
            sink[store(1)] = 1;
        }
        sowing = new Sowing(counts, bank, sink);
        cycle = new LapCycle(counts);
        savedCounts = new int[counts.length];
        if (!oneLap) {
            tallies.keepBeforeMoves();
        }
    }

    /** The index a circuit gives a player's store (past the board's holes), in a state made with stores. */
    protected final int store(int player) {
        return counts.length + player;
    }

    // ---- what a game supplies ----

    /** The circuit the mover sows along, as a successor table of holes. */
    protected abstract int[] circuit(int mover);

    /**
     * Where a lap of {@code seeds} seeds lifted from {@code hole} drops its first seed: the next hole of the circuit by
     * rule C6; a game whose laps start in the hole lifted (Toguz Kumalak) says so here.
     */
    protected int firstHole(int[] next, int hole, int seeds) {
        return next[hole];
    }

    /** What happens before the seeds of {@code hole} are lifted (a cow brought in, say); nothing by default. */
    protected void begin(int hole) {
    }

    /**
     * What happens at the end of a lap whose last seed fell into {@code last} ({@link #sowing} tells what it held).
     * The game applies its rules (captures, conquests) and returns {@link LapEnd#STOP}, {@link LapEnd#RELAY}, or
     * {@link #sowOn} with seeds it lifted.
     *
     * @param lap the lap of the move just sown, from 1
     */
    protected abstract LapEnd lapEnd(int lap, int last);

    /** After a move that ended in {@code laps} laps, the game's own tallies; nothing by default. */
    protected void ended(int laps) {
    }

    /** After an endless move, the game puts back what {@link #begin} changed outside the board; nothing by default. */
    protected void givenUp() {
    }

    /**
     * The end of a lap that sows on: {@code seeds} seeds, already lifted from {@code from}, fall from {@code first}
     * on. Returns {@link LapEnd#SOW_ON}, for {@link #lapEnd} to return.
     */
    protected final LapEnd sowOn(int from, int seeds, int first) {
        return sowOn(from, seeds, first, Event.Lap.Kind.CAPTURE);
    }

    /**
     * {@link #sowOn(int, int, int)} for seeds that are not a capture, traced as a lap of this {@code kind}: a relay
     * from another hole than the last (kind RELAY), or the seeds left in hand after a lap stopped at a hole
     * ({@link Sowing#stopAt}, kind ON).
     */
    protected final LapEnd sowOn(int from, int seeds, int first, Event.Lap.Kind kind) {
        sowFrom = from;
        sowSeeds = seeds;
        sowFirst = first;
        sowKind = kind;
        return LapEnd.SOW_ON;
    }

    /** The hole that took the first seed of the lap just sown, for {@link #lapEnd}: where a capture may be sown from. */
    protected final int lapFirst() {
        return lapFirst;
    }

    /** The hole that took the first seed of the move's first lap, for {@link #lapEnd}. */
    protected final int moveFirst() {
        return moveFirst;
    }

    // ---- the move ----

    @Override
    protected final boolean move(int hole) {
        if (oneLap) {
            return moveOneLap(hole);
        }
        System.arraycopy(counts, 0, savedCounts, 0, counts.length);
        savedBank[0] = bank[0];
        savedBank[1] = bank[1];
        tallies.beginMove();
        begin(hole);
        // The lap loop reads the engine's fields from locals: a few percent of random play (docs/performance.md).
        int[] counts = this.counts;
        Sowing sowing = this.sowing;
        LapCycle cycle = this.cycle;
        int maxLaps = this.maxLaps;
        boolean skipOrigin = this.skipOrigin;
        boolean traced = trace != Trace.NONE;
        int[] next = circuit(toMove.ordinal());
        int from = hole;
        int seeds = counts[hole];
        int first = firstHole(next, hole, seeds);
        moveFirst = first;
        counts[hole] = 0;
        Event.Lap.Kind kind = Event.Lap.Kind.FIRST;
        cycle.reset();
        for (int lap = 1; ; lap++) {
            if (lap > maxLaps || cycle.repeats(lap, first, seeds)) { // C7
                giveUp(lap - 1);
                return false;
            }
            int southBank = traced ? bank[0] : 0;       // the banks before the lap tell the trace what it banked (K3)
            int northBank = traced ? bank[1] : 0;
            int skip = skipOrigin ? from : -1;
            lapFirst = first;
            int last = sowing.lap(next, first, seeds, skip);
            if (traced) {
                int sown = seeds - sowing.left;         // a lap stopped at a hole (Sowing.stopAt) sowed fewer
                traceLap(kind, from, sown, last, bank[0] - southBank, bank[1] - northBank,
                        sowing.path(next, first, sown, skip));
            }
            LapEnd end = lapEnd(lap, last);
            if (end == LapEnd.STOP) {
                tallyLaps(lap);
                ended(lap);
                return true;
            }
            if (end == LapEnd.RELAY) {
                from = last;
                seeds = counts[last];
                counts[last] = 0;
                first = firstHole(next, last, seeds);
                kind = Event.Lap.Kind.RELAY;
            } else {
                from = sowFrom;
                seeds = sowSeeds;
                first = sowFirst;
                kind = sowKind;
            }
        }
    }

    /** A move of one lap, which cannot be endless: nothing to save, no lap limit, no repeated state to watch. */
    private boolean moveOneLap(int hole) {
        begin(hole);
        int[] next = circuit(toMove.ordinal());
        int seeds = counts[hole];
        counts[hole] = 0;
        boolean traced = trace != Trace.NONE;
        int southBank = traced ? bank[0] : 0;
        int northBank = traced ? bank[1] : 0;
        int skip = skipOrigin ? hole : -1;
        int first = firstHole(next, hole, seeds);
        lapFirst = first;
        moveFirst = first;
        int last = sowing.lap(next, first, seeds, skip);
        if (traced) {
            traceLap(Event.Lap.Kind.FIRST, hole, seeds, last, bank[0] - southBank, bank[1] - northBank,
                    sowing.path(next, first, seeds, skip));
        }
        if (lapEnd(1, last) != LapEnd.STOP) {
            throw new IllegalStateException("a game of one lap a move went on after its first lap");
        }
        tallyLaps(1);
        ended(1);
        return true;
    }

    /** Puts back the board, the banks and the tallies after an endless move of {@code laps} laps (C7). */
    private void giveUp(int laps) {
        System.arraycopy(savedCounts, 0, counts, 0, counts.length);
        bank[0] = savedBank[0];
        bank[1] = savedBank[1];
        tallies.undoMove();
        givenUp();
        trace.endless(laps);
    }

    /**
     * Traces a lap, where its seeds fell ({@code path}) and, per player, the seeds it sowed into holes reserved for
     * them ({@code south}, {@code north}).
     */
    private void traceLap(Event.Lap.Kind kind, int from, int seeds, int last, int south, int north,
            List<Sowing.Drop> path) {
        if (sink.length > counts.length) {              // circuits through the stores: sowing there is no banking
            trace.lap(kind, from, seeds, last < counts.length ? last : -1, path);
            return;
        }
        trace.lap(kind, from, seeds, last, path);
        if (south > 0) {
            trace.banked(Player.SOUTH, -1, south);
        }
        if (north > 0) {
            trace.banked(Player.NORTH, -1, north);
        }
    }

    /**
     * Sows the first lap of a move from {@code hole} on a copy of the board ({@link #trialBoard}), the position left
     * as it is, for a rule that looks at where a lap leads (a move must feed the opponent, or may not take all their
     * seeds): a copy of the board, not of the state, as such rules weigh every candidate. Returns where it ended.
     */
    protected final int tryFirstLap(int hole) {
        if (trial == null) {
            trial = new int[counts.length];
            trialSowing = new Sowing(trial, new int[2], sink);
        }
        System.arraycopy(counts, 0, trial, 0, counts.length);
        int seeds = trial[hole];
        trial[hole] = 0;
        int[] next = circuit(toMove.ordinal());
        return trialSowing.lap(next, firstHole(next, hole, seeds), seeds, skipOrigin ? hole : -1);
    }

    /** The board after the lap {@link #tryFirstLap} sowed. */
    protected final int[] trialBoard() {
        return trial;
    }

    /** What the hole where the lap {@link #tryFirstLap} sowed ended held before its last seed. */
    protected final int trialLastBefore() {
        return trialSowing.lastBefore;
    }

    /**
     * Watches moves for a repeated state only after {@code laps} laps (C7). For tests: the watch changes no result,
     * which they check by turning it off.
     */
    public final void watchLoopsAfter(int laps) {
        cycle.watchAfter(laps);
    }
}

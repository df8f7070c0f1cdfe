package org.baolab.core;

import java.util.Arrays;

/**
 * The positions seen since the last capture, one per ply, for a game that ends when a position comes back (Oware's
 * OW7c, a rule sheet's {@code end REPETITION}): a capture changes the captures for good, so no earlier position can
 * come back and the record restarts there. The positions' hashes are a {@link PositionSet}; each hash's number
 * indexes the exact position (the houses and the player to move; the captures are those of the restart), which a
 * match must equal, so a hash collision can never end a game. Recording a ply allocates nothing, and with the turn
 * limit of at most 1024 plies the arrays never grow.
 */
public final class Repetitions {

    /**
     * The next key to try after a key taken by another position (a 64-bit hash collision): Knuth's MMIX linear
     * congruential step, whose period is every {@code long}, so the keys tried never come round in a loop.
     */
    private static final long STEP_MULTIPLIER = 6364136223846793005L;
    private static final long STEP_INCREMENT = 1442695040888963407L;

    private final int width;
    private final PositionSet hashes;
    /** The exact positions by number: each one's houses, then the player to move. */
    private int[] positions;

    /**
     * @param holes the houses of the board; a position is those counts and the player to move
     * @param capacity positions held before the arrays grow: a game's longest run without a capture, where known
     */
    public Repetitions(int holes, int capacity) {
        width = holes + 1;
        hashes = new PositionSet(capacity);
        positions = new int[capacity * width];
    }

    /** Forgets every position and records this one as the first. */
    public void restart(long hash, int[] counts, int toMove) {
        hashes.clear();
        seenOrAdd(hash, counts, toMove);
    }

    /** Whether this position was recorded since the last restart; if not, records it. */
    public boolean seenOrAdd(long hash, int[] counts, int toMove) {
        for (long key = hash; ; key = key * STEP_MULTIPLIER + STEP_INCREMENT) {
            int before = hashes.size();
            int id = hashes.intern(key);
            if (id == before) {
                record(id, counts, toMove);
                return false;
            }
            if (positions[id * width + width - 1] == toMove
                    && Arrays.equals(positions, id * width, id * width + width - 1, counts, 0, width - 1)) {
                return true;
            }
        }
    }

    /** Positions recorded since the last restart. */
    public int size() {
        return hashes.size();
    }

    /** Makes this record equal to {@code other}, reusing this one's arrays when they are big enough. */
    public void copyFrom(Repetitions other) {
        hashes.copyFrom(other.hashes);
        ensure(other.size());
        System.arraycopy(other.positions, 0, positions, 0, other.size() * width);
    }

    /** Whether both hold the same positions in the same order. */
    public boolean sameAs(Repetitions other) {
        return hashes.sameAs(other.hashes)
                && Arrays.equals(positions, 0, size() * width, other.positions, 0, size() * width);
    }

    private void record(int id, int[] counts, int toMove) {
        ensure(id + 1);
        System.arraycopy(counts, 0, positions, id * width, width - 1);
        positions[id * width + width - 1] = toMove;
    }

    private void ensure(int entries) {
        if (entries * width > positions.length) {
            positions = Arrays.copyOf(positions, Math.max(entries, 2 * positions.length / width) * width);
        }
    }
}

package org.baolab.core;

import java.util.Arrays;

/**
 * The positions seen since the last capture, one per ply, for a game that ends when a position comes back (Oware's
 * OW7c, a rule sheet's {@code end REPETITION}): a capture changes the captures for good, so no earlier position can
 * come back and the record restarts there. Each entry is a hash and the exact position (the
 * houses and the player to move; the captures are those of the restart), so a hash collision can never end a game.
 * A bit per hash value in a 1024-bit filter says which positions are surely new, so the entries are scanned only
 * when the bit is set: rarely, as random play captures every few plies and the entries since are few. Arrays grow
 * by doubling and are reused: recording a ply allocates nothing, and with the turn limit of at most 1024 plies
 * they never grow.
 */
public final class Repetitions {

    private final int width;
    private long[] hashes;
    private int[] positions;
    private int size;
    /** Bit {@code hash >>> 54} is set once a position of that hash was recorded. */
    private final long[] filter = new long[16];

    /**
     * @param holes the houses of the board; a position is those counts and the player to move
     * @param capacity positions held before the arrays grow: a game's longest run without a capture, where known
     */
    public Repetitions(int holes, int capacity) {
        width = holes + 1;
        hashes = new long[capacity];
        positions = new int[capacity * width];
    }

    /** Forgets every position and records this one as the first. */
    public void restart(long hash, int[] counts, int toMove) {
        size = 0;
        Arrays.fill(filter, 0);
        add(hash, counts, toMove);
    }

    /** Whether this position was recorded since the last restart; if not, records it. */
    public boolean seenOrAdd(long hash, int[] counts, int toMove) {
        int bit = (int) (hash >>> 54);
        if ((filter[bit >>> 6] & 1L << bit) == 0) {
            add(hash, counts, toMove);
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (hashes[i] == hash && positions[i * width + width - 1] == toMove
                    && Arrays.equals(positions, i * width, i * width + width - 1, counts, 0, width - 1)) {
                return true;
            }
        }
        add(hash, counts, toMove);
        return false;
    }

    /** Positions recorded since the last restart. */
    public int size() {
        return size;
    }

    /** Makes this record equal to {@code other}, reusing this one's arrays when they are big enough. */
    public void copyFrom(Repetitions other) {
        ensure(other.size);
        System.arraycopy(other.hashes, 0, hashes, 0, other.size);
        System.arraycopy(other.positions, 0, positions, 0, other.size * width);
        size = other.size;
        System.arraycopy(other.filter, 0, filter, 0, filter.length);
    }

    /** Whether both hold the same positions in the same order. */
    public boolean sameAs(Repetitions other) {
        return size == other.size && Arrays.equals(hashes, 0, size, other.hashes, 0, size)
                && Arrays.equals(positions, 0, size * width, other.positions, 0, size * width);
    }

    private void add(long hash, int[] counts, int toMove) {
        ensure(size + 1);
        hashes[size] = hash;
        System.arraycopy(counts, 0, positions, size * width, width - 1);
        positions[size * width + width - 1] = toMove;
        size++;
        int bit = (int) (hash >>> 54);
        filter[bit >>> 6] |= 1L << bit;
    }

    private void ensure(int entries) {
        if (entries > hashes.length) {
            int capacity = Math.max(entries, 2 * hashes.length);
            hashes = Arrays.copyOf(hashes, capacity);
            positions = Arrays.copyOf(positions, capacity * width);
        }
    }
}

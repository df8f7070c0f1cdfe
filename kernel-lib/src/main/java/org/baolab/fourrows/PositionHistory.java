package org.baolab.fourrows;

import java.util.Arrays;

/**
 * The positions seen since the last irreversible change (a capture or a hand-made setup), one per ply, with an
 * open-addressing index over their hashes so that a repetition (F6) is found in constant time. A capture removes a
 * stone for good, so no earlier position can come back and the history restarts there.
 *
 * <p>Each entry is a Zobrist hash and an exact key (the occupied holes as a bitboard, plus the player to move where
 * that counts). The index finds entries by hash; a hash match is confirmed with the exact key, so a collision can
 * never end a game. Arrays grow by doubling and are reused afterwards: recording a ply allocates nothing.
 */
final class PositionHistory {

    private static final int INITIAL = 64;

    private long[] hashes = new long[INITIAL];
    private long[] keys = new long[INITIAL];
    private int size;
    /** Open-addressing index: history index + 1, or 0 for a free slot. Never more than half full. */
    private int[] slots = new int[2 * INITIAL];
    private int mask = slots.length - 1;

    /** Positions recorded since the last restart. */
    int size() {
        return size;
    }

    /** Forgets every position and records {@code hash}/{@code key} as the first. */
    void restart(long hash, long key) {
        clear();
        add(hash, key);
    }

    /**
     * Whether the position was recorded before; if not, records it. Expected O(1): linear probing in a table kept
     * at most half full.
     */
    boolean seenOrAdd(long hash, long key) {
        for (int i = home(hash), s; (s = slots[i]) != 0; i = (i + 1) & mask) {
            if (hashes[s - 1] == hash && keys[s - 1] == key) {
                return true;
            }
        }
        add(hash, key);
        return false;
    }

    /** Makes this history equal to {@code other}, in O(its size), reusing this one's arrays when they are big enough. */
    void copyFrom(PositionHistory other) {
        clear();
        for (int j = 0; j < other.size; j++) {
            add(other.hashes[j], other.keys[j]);
        }
    }

    /** Whether both hold the same positions in the same order. */
    boolean sameAs(PositionHistory other) {
        return size == other.size && Arrays.equals(hashes, 0, size, other.hashes, 0, size)
                && Arrays.equals(keys, 0, size, other.keys, 0, size);
    }

    private int home(long hash) {
        return (int) (hash ^ (hash >>> 32)) & mask;
    }

    private void add(long hash, long key) {
        if (size == hashes.length) {
            hashes = Arrays.copyOf(hashes, 2 * size);
            keys = Arrays.copyOf(keys, 2 * size);
        }
        if (2 * (size + 1) > slots.length) {
            slots = new int[2 * slots.length];
            mask = slots.length - 1;
            for (int j = 0; j < size; j++) {
                place(hashes[j], j);
            }
        }
        hashes[size] = hash;
        keys[size] = key;
        place(hash, size);
        size++;
    }

    private void place(long hash, int index) {
        int i = home(hash);
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = index + 1;
    }

    /**
     * Frees the slots of every entry, newest first: each entry's probe run from its home slot then still holds only
     * older entries, so it is found without a scan of the whole table. O(size), not O(table).
     */
    private void clear() {
        for (int j = size - 1; j >= 0; j--) {
            int i = home(hashes[j]);
            while (slots[i] != j + 1) {
                i = (i + 1) & mask;
            }
            slots[i] = 0;
        }
        size = 0;
    }
}

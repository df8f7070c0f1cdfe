package org.baolab.core;

import java.util.Arrays;

/**
 * A set of {@code long} position keys (exact keys or hashes), numbered 0, 1, 2, ... in the order they were added:
 * the one set behind every "has this position been seen" of the engines and the metrics. Every {@code long} is a
 * key, 0 included: the table holds numbers, not keys, so no key is reserved to mark a free slot.
 *
 * <p>Open addressing with linear probing over an {@code int[]} of slots (a key's number plus one, 0 for a free
 * slot), kept at most half full, and the keys in a {@code long[]} by number. Nothing is boxed, and once the arrays
 * are large enough nothing is allocated: they grow by doubling and are reused after {@link #clear}, which frees only
 * the slots the keys took, so a set emptied after every capture costs its few keys, not its table.
 */
public final class PositionSet {

    /** Fibonacci hashing: the high bits of the key times 2^64 over the golden ratio, so that every key bit counts. */
    private static final long SPREAD = 0x9E3779B97F4A7C15L;
    /** The most slots an {@code int[]} of a power-of-two length holds. */
    private static final int MAX_SLOTS = 1 << 30;

    private int[] slots;
    /** 64 less the bits of a slot number: a key's home slot is its spread key shifted right by this. */
    private int shift;
    private long[] keys;
    private int size;

    /** An empty set that holds 8 keys before it first grows. */
    public PositionSet() {
        this(8);
    }

    /** An empty set that holds {@code expected} keys before it first grows. */
    public PositionSet(int expected) {
        if (expected < 0 || expected > MAX_SLOTS / 2) {
            throw new IllegalArgumentException("a position set holds 0 to " + MAX_SLOTS / 2 + " keys, not " + expected);
        }
        slots = new int[Math.max(2, Integer.highestOneBit(Math.max(1, 2 * expected - 1)) << 1)];
        shift = 64 - Integer.numberOfTrailingZeros(slots.length);
        keys = new long[Math.max(1, expected)];
    }

    /** The keys in the set. */
    public int size() {
        return size;
    }

    /** The number of {@code key}, or -1 if it is not in the set. */
    public int indexOf(long key) {
        for (int s = home(key); ; s = s + 1 & slots.length - 1) {
            int id = slots[s] - 1;
            if (id < 0 || keys[id] == key) {
                return id;
            }
        }
    }

    /** Adds {@code key}; true if it was not in the set. */
    public boolean add(long key) {
        int before = size;
        return intern(key) == before;
    }

    /**
     * The number of {@code key}, adding it with the next number, {@link #size()} before the call, if it is new: so a
     * caller keeps what it knows of each key in arrays indexed by its number.
     */
    public int intern(long key) {
        int mask = slots.length - 1;
        int s = home(key);
        for (int id; (id = slots[s] - 1) >= 0; s = s + 1 & mask) {
            if (keys[id] == key) {
                return id;
            }
        }
        if (2 * (size + 1) > slots.length) {
            grow();
            return intern(key);
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, 2 * size);
        }
        keys[size] = key;
        slots[s] = ++size;
        return size - 1;
    }

    /** The key numbered {@code index}, 0 to {@link #size()} - 1. */
    public long key(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("no key " + index + " in a set of " + size);
        }
        return keys[index];
    }

    /**
     * Empties the set, keeping its arrays. Frees each key's slot, found from its home slot, while the keys are few
     * against the table; the whole table at once when they are not.
     */
    public void clear() {
        if (8 * size < slots.length) {
            int mask = slots.length - 1;
            for (int id = 0; id < size; id++) {
                int s = home(keys[id]);
                while (slots[s] != id + 1) {
                    s = s + 1 & mask;
                }
                slots[s] = 0;
            }
        } else {
            Arrays.fill(slots, 0);
        }
        size = 0;
    }

    /** Makes this set hold the keys of {@code other}, with the same numbers, in O(their number). */
    public void copyFrom(PositionSet other) {
        clear();
        for (int id = 0; id < other.size; id++) {
            intern(other.keys[id]);
        }
    }

    /** Whether both hold the same keys with the same numbers. */
    public boolean sameAs(PositionSet other) {
        return size == other.size && Arrays.equals(keys, 0, size, other.keys, 0, size);
    }

    private int home(long key) {
        return (int) (key * SPREAD >>> shift);
    }

    /** Doubles the slots and places every key again, by number. */
    private void grow() {
        if (slots.length == MAX_SLOTS) {
            throw new IllegalStateException("a position set holds at most " + MAX_SLOTS / 2 + " keys");
        }
        slots = new int[2 * slots.length];
        shift--;
        int mask = slots.length - 1;
        for (int id = 0; id < size; id++) {
            int s = home(keys[id]);
            while (slots[s] != 0) {
                s = s + 1 & mask;
            }
            slots[s] = id + 1;
        }
    }
}

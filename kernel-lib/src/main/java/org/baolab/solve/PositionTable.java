package org.baolab.solve;

import java.util.Arrays;

/**
 * The positions found so far, numbered 0, 1, 2, ... in the order found, each with its key. The keys are held in one
 * {@code long[]} by number; a key is found again by a perfect index (an {@code int[]} over every key, where the keys
 * are few enough: kimasai-four-rows' bitboards) or by open addressing (an {@code int[]} of slots, linear probing,
 * kept at most half full), both holding a position's number plus one, 0 for none.
 */
final class PositionTable {

    /** Up to this many keys are looked up by a perfect index, of 4 bytes a key (256 MB at most). */
    static final long PERFECT_LIMIT = 1L << 26;

    private final boolean perfect;
    private int[] slots;
    private int mask;
    private long[] keys = new long[1 << 12];
    private int size;

    /** A table for keys below {@code keys}. */
    PositionTable(double keys) {
        perfect = keys <= PERFECT_LIMIT;
        slots = new int[perfect ? (int) keys : 1 << 12];
        mask = slots.length - 1;
    }

    /** The number of the position with this key, or -1. */
    int find(long key) {
        if (perfect) {
            return slots[(int) key] - 1;
        }
        for (int s = slot(key); ; s = s + 1 & mask) {
            int id = slots[s] - 1;
            if (id < 0 || keys[id] == key) {
                return id;
            }
        }
    }

    /** The number of the position with this key, adding it as the next number if it is new. */
    int add(long key) {
        if (perfect) {
            int id = slots[(int) key] - 1;
            if (id < 0) {
                id = append(key);
                slots[(int) key] = id + 1;
            }
            return id;
        }
        int s = slot(key);
        for (; slots[s] != 0; s = s + 1 & mask) {
            if (keys[slots[s] - 1] == key) {
                return slots[s] - 1;
            }
        }
        int id = append(key);
        slots[s] = id + 1;
        if (2L * size > slots.length) {
            grow();
        }
        return id;
    }

    private int append(long key) {
        if (size == keys.length) {
            if (size == Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("more than " + size + " positions");
            }
            keys = Arrays.copyOf(keys, (int) Math.min(Integer.MAX_VALUE - 8L, 2L * size));
        }
        keys[size] = key;
        return size++;
    }

    private void grow() {
        slots = new int[slots.length * 2];
        mask = slots.length - 1;
        for (int id = 0; id < size; id++) {
            int s = slot(keys[id]);
            while (slots[s] != 0) {
                s = s + 1 & mask;
            }
            slots[s] = id + 1;
        }
    }

    private int slot(long key) {
        long z = key * 0x9E3779B97F4A7C15L;
        return (int) (z ^ z >>> 32) & mask;
    }

    /** The key of position {@code id}. */
    long key(int id) {
        return keys[id];
    }

    /** Positions so far. */
    int size() {
        return size;
    }

    /** Frees the room kept for positions not yet found. */
    void trim() {
        keys = Arrays.copyOf(keys, size);
    }

    /** Bytes held now. */
    long bytes() {
        return 4L * slots.length + 8L * keys.length;
    }
}

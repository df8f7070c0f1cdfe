package org.baolab.solve;

import java.util.Arrays;

/**
 * The positions found so far, numbered 0, 1, 2, ... in the order found, each with its key. The keys are held by
 * number in pages of a million, so that the table grows by a page: an array of twice the keys, copied, would hold
 * three times their bytes for a moment. A key is found again by a perfect index (an {@code int[]} over every key,
 * where the keys are few enough: kimasai-four-rows' bitboards) or by open addressing (an {@code int[]} of slots,
 * linear probing, kept at most half full), both holding a position's number plus one, 0 for none. An open-addressing
 * slot also holds, in the bits its number leaves free, a few bits of its key's hash: most keys met on the way to a
 * key's slot are told apart by them without a trip to the keys, which are far apart in memory. While the table is not
 * searched (the solver's backward passes) its keys can wait in a file and its index be let go, to be made again.
 */
final class PositionTable {

    /** Up to this many keys are looked up by a perfect index, of 4 bytes a key (256 MB at most). */
    static final long PERFECT_LIMIT = 1L << 26;
    private static final int PAGE_BITS = 20;
    private static final int PAGE = 1 << PAGE_BITS;
    /** The first page starts this small and doubles up to a whole page: a small variant takes little room. */
    private static final int FIRST_PAGE = 1 << 12;

    private final boolean perfect;
    private final int perfectKeys;
    private int[] slots;
    private int mask;
    /** The low bits of an open-addressing slot that hold a number plus one: as many as there are slots, twice the keys. */
    private int numberBits;
    private int numberMask;
    private long[][] pages = {new long[FIRST_PAGE]};
    /** The keys the pages made so far hold. */
    private long capacity = FIRST_PAGE;
    private int size;

    /** A table for keys below {@code keys}. */
    PositionTable(double keys) {
        perfect = keys <= PERFECT_LIMIT;
        perfectKeys = perfect ? (int) keys : 0;
        index(perfect ? perfectKeys : 1 << 12);
    }

    /** The number of the position with this key, or -1. */
    int find(long key) {
        if (perfect) {
            return slots[(int) key] - 1;
        }
        int slot = slots[place(key, hash(key))];
        return (slot & numberMask) - 1;      // -1 for an empty slot
    }

    /** The slot of the index where the search for the key begins. */
    int slot(long key) {
        return slots[perfect ? (int) key : (int) hash(key) & mask];
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
        long hash = hash(key);
        int s = place(key, hash);
        if (slots[s] != 0) {
            return (slots[s] & numberMask) - 1;
        }
        int id = append(key);
        slots[s] = tag(hash) | id + 1;
        if (2L * size > slots.length) {
            grow();
        }
        return id;
    }

    /** The open-addressing slot that holds the key, or the empty one where it would go. */
    private int place(long key, long hash) {
        int tag = tag(hash);
        int s = (int) hash & mask;
        for (int slot; (slot = slots[s]) != 0; s = s + 1 & mask) {
            if ((slot & ~numberMask) == tag && key((slot & numberMask) - 1) == key) {
                break;
            }
        }
        return s;
    }

    private int append(long key) {
        if (size == Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("more than " + size + " positions");
        }
        int p = size >>> PAGE_BITS;
        if (size == capacity) {
            if (p == 0) {                       // the first page, still growing
                pages[0] = Arrays.copyOf(pages[0], 2 * size);
            } else {
                if (p == pages.length) {
                    pages = Arrays.copyOf(pages, 2 * p);
                }
                pages[p] = new long[PAGE];
            }
            capacity = (long) p * PAGE + pages[p].length;
        }
        pages[p][size & PAGE - 1] = key;
        return size++;
    }

    private void grow() {
        index(slots.length * 2);
    }

    /** Makes the index anew, of {@code length} slots, from the keys. */
    private void index(int length) {
        slots = null;   // the old index goes before the new one is made
        slots = new int[length];
        mask = length - 1;
        numberBits = Integer.numberOfTrailingZeros(length);     // a power of two, but for a perfect index
        numberMask = (1 << numberBits) - 1;
        for (int id = 0; id < size; id++) {
            long key = key(id);
            if (perfect) {
                slots[(int) key] = id + 1;
                continue;
            }
            long hash = hash(key);
            slots[place(key, hash)] = tag(hash) | id + 1;
        }
    }

    /**
     * Writes the keys to {@code file} and lets them and the index go, until {@link #restore}: meanwhile only
     * {@link #size} may be asked.
     */
    void spill(SpillFile file) {
        for (int id = 0; id < size; id++) {
            file.addLong(key(id));
        }
        file.flush();
        pages = null;
        slots = null;
    }

    /** Reads the keys back from the file {@link #spill} wrote; the index is made again by {@link #reindex}. */
    void restore(SpillFile file) {
        int n = size;
        pages = new long[][] {new long[FIRST_PAGE]};
        capacity = FIRST_PAGE;
        size = 0;
        SpillFile.Reader reader = file.reader();
        for (int id = 0; id < n; id++) {
            append(reader.nextLong());
        }
    }

    /** Makes the index again after {@link #spill} and {@link #restore}. */
    void reindex() {
        // the least power of two of at least twice the keys, as the table grows to
        index(perfect ? perfectKeys : (int) Math.min(1 << 30, Long.highestOneBit(Math.max(1 << 12, 4L * size - 1))));
    }

    /** A key's hash: its low bits choose its slot. */
    private static long hash(long key) {
        long z = key * 0x9E3779B97F4A7C15L;
        return z ^ z >>> 32;
    }

    /** The hash's top bits, in a slot's bits above the number: bits the slot's place does not already tell. */
    private int tag(long hash) {
        return (int) (hash >>> Integer.SIZE + numberBits) << numberBits;
    }

    /** The key of position {@code id}. */
    long key(int id) {
        return pages[id >>> PAGE_BITS][id & PAGE - 1];
    }

    /** Positions so far. */
    int size() {
        return size;
    }

    /**
     * Bytes that adding one more key would add to those held, 0 unless it makes the keys or the index grow: the new
     * keys, the old kept while they are copied, and the new index less the old, let go before it is made.
     */
    long growthBytes() {
        long grow = size < capacity ? 0 : size < PAGE ? 16L * size : 8L * PAGE;
        return grow + (perfect || 2L * (size + 1) <= slots.length ? 0 : 4L * slots.length);
    }

    /** Bytes held now. */
    long bytes() {
        return (slots == null ? 0 : 4L * slots.length) + (pages == null ? 0 : 8L * capacity);
    }
}

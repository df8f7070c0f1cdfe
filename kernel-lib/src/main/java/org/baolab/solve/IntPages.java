package org.baolab.solve;

import java.util.Arrays;

/**
 * A list of {@code int}s that grows a page at a time: unlike an array grown by copying, it never holds a copy of
 * itself nor room for twice what it holds, which for the solver's successor lists was a tenth of the memory at peak.
 */
final class IntPages {

    private static final int SHIFT = 20;
    private static final int PAGE = 1 << SHIFT;
    private static final int MASK = PAGE - 1;

    private int[][] pages = new int[8][];
    private long size;

    /** Adds {@code value} at the end. */
    void add(int value) {
        int page = (int) (size >>> SHIFT);
        if (page == pages.length) {
            pages = Arrays.copyOf(pages, 2 * pages.length);
        }
        if (pages[page] == null) {
            pages[page] = new int[PAGE];
        }
        pages[page][(int) size & MASK] = value;
        size++;
    }

    /** The value at {@code index}. */
    int get(long index) {
        return pages[(int) (index >>> SHIFT)][(int) index & MASK];
    }

    /** How many values it holds. */
    long size() {
        return size;
    }

    /** Bytes held now. */
    long bytes() {
        return ((size + MASK) >>> SHIFT) * PAGE * 4L;
    }

    /** Bytes the next page would take. */
    static long pageBytes() {
        return PAGE * 4L;
    }
}

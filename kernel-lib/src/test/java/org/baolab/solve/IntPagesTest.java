package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link IntPages}: values kept in order across pages, and memory held a page at a time. */
class IntPagesTest {

    @Test
    void valuesComeBackInOrderAcrossPages() {
        IntPages list = new IntPages();
        int n = 2 * (int) (IntPages.pageBytes() / 4) + 3;   // into a third page
        for (int i = 0; i < n; i++) {
            list.add(i * 7 - 5);
        }
        assertEquals(n, list.size());
        for (int i = 0; i < n; i += 997) {
            assertEquals(i * 7 - 5, list.get(i));
        }
        assertEquals(n * 7 - 12, list.get(n - 1));
        assertEquals(3 * IntPages.pageBytes(), list.bytes());
    }

    @Test
    void anEmptyListHoldsNoPage() {
        assertEquals(0, new IntPages().bytes());
    }
}

package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link PositionSet} agrees with {@code java.util.HashSet<Long>}, and with the order keys were added in, over random
 * sequences of additions, look-ups, clears and copies, from any starting size; it grows, clears and copies exactly,
 * takes every {@code long} as a key, 0 included, and allocates nothing once it is large enough.
 */
class PositionSetTest {

    /** One step of a sequence: what to do, and the key it does it with. */
    record Step(int op, long key) {
    }

    /**
     * Keys from a small pool, so that many come back, and the keys a table might mistake for a free slot or a
     * special value: 0, -1, the extremes, and keys that share their low or high bits.
     */
    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Long> keys = Arbitraries.oneOf(
                Arbitraries.longs().between(-40, 40),
                Arbitraries.of(0L, -1L, 1L, Long.MIN_VALUE, Long.MAX_VALUE),
                Arbitraries.integers().between(0, 60).map(i -> (long) i << 40),
                Arbitraries.longs());
        return Combinators.combine(Arbitraries.integers().between(0, 99), keys).as(Step::new).list().ofMaxSize(400);
    }

    @Property(tries = 400)
    void agreesWithAHashSetOverRandomOperations(@ForAll("steps") List<Step> steps,
            @ForAll @IntRange(min = 0, max = 40) int expected) {
        PositionSet set = new PositionSet(expected);
        Set<Long> model = new HashSet<>();
        List<Long> order = new ArrayList<>();
        for (Step step : steps) {
            long key = step.key();
            if (step.op() < 45) {
                assertEquals(model.add(key), set.add(key), "add " + key);
                if (order.size() < model.size()) {
                    order.add(key);
                }
            } else if (step.op() < 70) {
                int index = set.intern(key);
                if (model.add(key)) {
                    order.add(key);
                }
                assertEquals(order.indexOf(key), index, "intern " + key);
            } else if (step.op() < 95) {
                assertEquals(order.indexOf(key), set.indexOf(key), "indexOf " + key);
            } else if (step.op() < 98) {
                set.clear();
                model.clear();
                order.clear();
            } else {
                PositionSet copy = new PositionSet(step.op() == 98 ? 0 : 100);
                copy.add(12345);
                copy.copyFrom(set);
                assertTrue(copy.sameAs(set));
                set = copy;
            }
            assertEquals(model.size(), set.size());
        }
        for (int i = 0; i < order.size(); i++) {
            assertEquals(order.get(i), set.key(i));
            assertEquals(i, set.indexOf(order.get(i)));
        }
    }

    @Test
    void zeroIsAKeyLikeAnyOther() {
        PositionSet set = new PositionSet();
        assertEquals(-1, set.indexOf(0));
        assertTrue(set.add(0));
        assertFalse(set.add(0));
        assertEquals(0, set.indexOf(0));
        assertEquals(-1, set.indexOf(1));
        assertEquals(1, set.intern(Long.MIN_VALUE));
        assertEquals(0, set.key(0));
        set.clear();
        assertEquals(-1, set.indexOf(0), "cleared");
    }

    @Test
    void growsFromNothingAndClearsWhateverItsSize() {
        PositionSet set = new PositionSet(0);
        for (int round = 0; round < 3; round++) {
            int n = round == 1 ? 5 : 100_000;       // a clear of a few keys in a large table, and of many
            for (long i = 0; i < n; i++) {
                assertEquals((int) i, set.intern(i * 0x100000001L));
            }
            for (long i = 0; i < n; i++) {
                assertEquals((int) i, set.indexOf(i * 0x100000001L), "key " + i);
            }
            assertEquals(-1, set.indexOf(n * 0x100000001L));
            set.clear();
            assertEquals(0, set.size());
            for (long i = 0; i < n; i++) {
                assertEquals(-1, set.indexOf(i * 0x100000001L), "cleared key " + i);
            }
        }
    }

    @Test
    void aCopyIsEqualAndIndependent() {
        PositionSet set = new PositionSet();
        for (long i = 0; i < 1000; i++) {
            set.add(i * 0x9E3779B97F4A7C15L);
        }
        PositionSet copy = new PositionSet();
        copy.copyFrom(set);
        assertTrue(copy.sameAs(set));
        set.clear();
        set.add(7);
        assertFalse(copy.sameAs(set));
        assertEquals(1000, copy.size());
        assertFalse(copy.add(999 * 0x9E3779B97F4A7C15L));
        assertEquals(-1, set.indexOf(999 * 0x9E3779B97F4A7C15L));
    }

    @Test
    void theOrderCountsForSameAs() {
        PositionSet a = new PositionSet();
        PositionSet b = new PositionSet();
        a.add(1);
        a.add(2);
        b.add(2);
        b.add(1);
        assertFalse(a.sameAs(b));
    }

    @Test
    void badSizesAndNumbersAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PositionSet(-1));
        assertEquals("a position set holds 0 to 536870912 keys, not -1", e.getMessage());
        PositionSet set = new PositionSet();
        set.add(3);
        assertThrows(IndexOutOfBoundsException.class, () -> set.key(1));
    }

    /** Once sized, adding and clearing, as a game does ply after ply and capture after capture, allocates nothing. */
    @Test
    void addingAndClearingAllocateNothingOnceSized() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "allocation counting needs a HotSpot JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        PositionSet set = new PositionSet(4);
        long sum = run(set);                        // grows to its largest here
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        sum += run(set);
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(sum > 0);
        assertTrue(allocated < 1024, allocated + " bytes");
    }

    private static long run(PositionSet set) {
        long sum = 0;
        for (int round = 0; round < 1000; round++) {
            set.clear();
            for (long k = 0; k < round % 300; k++) {
                sum += set.intern(k * 31 + round) + (set.add(k) ? 1 : 0);
            }
        }
        return sum;
    }
}

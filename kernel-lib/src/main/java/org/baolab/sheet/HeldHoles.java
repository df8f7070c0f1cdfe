package org.baolab.sheet;

import org.baolab.core.Rules;

/**
 * Block {@code claim} with {@code keep=HOLE}: the claimed holes whose seeds stay in them, as Gabata's weg. A state has
 * its own (the holes held change as the game goes); {@link Claims} still decides whether a lap claims a hole. A held
 * hole is lifted by no one; the seeds sown into it stay there and are its holder's when the game ends; the opponent's
 * last seed that falls into it takes itself and {@code raid} seeds more from it, and, falling into it empty, is taken
 * back when the block says {@code lone=true}. The holder's own last seed there ends the move.
 */
final class HeldHoles {

    private final int raid;
    private final boolean lone;
    /** Per hole, the player who holds it, or -1. */
    final int[] by;

    HeldHoles(Sheet.Use use, Rules rules, int holes) {
        raid = use.integer("raid", rules);
        lone = use.bool("lone", rules);
        by = new int[holes];
        java.util.Arrays.fill(by, -1);
    }

    /**
     * The end of a lap of {@code mover}'s in {@code last}, which held {@code before} seeds before its last one: in a
     * hole held already, the seeds the mover takes from it (0 in their own); in one the lap claims, 0, the hole now
     * held; otherwise -1, the lap left to the other blocks. Takes the seeds off {@code counts}; the caller banks them.
     */
    int lapEnd(int[] counts, int last, int before, int mover, Claims claims) {
        int holder = by[last];
        if (holder < 0) {
            if (!claims.claims(counts, by, last, mover)) {
                return -1;
            }
            by[last] = mover;
            return 0;
        }
        int taken = holder == mover ? 0 : before > 0 ? 1 + Math.min(raid, before) : lone ? 1 : 0;
        counts[last] -= taken;
        return taken;
    }

    /** When the game ends: the seeds of each held hole go to its holder's bank. */
    void collect(int[] counts, int[] bank) {
        for (int h = 0; h < by.length; h++) {
            if (by[h] >= 0) {
                bank[by[h]] += counts[h];
                counts[h] = 0;
            }
        }
    }

    /** The holes held: no move frees one, so a game's progress counts them. */
    int count() {
        int n = 0;
        for (int p : by) {
            n += p >= 0 ? 1 : 0;
        }
        return n;
    }

    void copyFrom(HeldHoles other) {
        System.arraycopy(other.by, 0, by, 0, by.length);
    }
}

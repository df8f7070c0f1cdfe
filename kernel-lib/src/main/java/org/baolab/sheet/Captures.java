package org.baolab.sheet;

import java.util.List;
import org.baolab.core.Rules;
import org.baolab.sheet.Block.GrandSlam;
import org.baolab.sheet.Block.Take;
import org.baolab.sheet.Block.When;
import org.baolab.sheet.Block.Where;

/**
 * A rule sheet's capture blocks and its grand-slam block under the rules a game is played by: which block applies
 * where a lap ends, and which holes it takes from (take=NEXT: the hole after the capturing one, on the mover's
 * circuit). It reads boards and changes none; {@link SheetState} carries the capture out. One entry per capture
 * block, in the sheet's order, in each array: the first block that applies is the one that captures. Block
 * capture-facing, on four rows, is read into a {@link FacingCapture} of its own, which is tried before them.
 */
final class Captures {

    private final Layout layout;
    private final int holes;
    private final int half;
    private final int[] owner;
    private final int[] opposite;
    private final int[][] next;
    private final int[][] previous;
    private final Where[] where;
    private final When[] when;
    private final long[] countSet;
    private final Take[] take;
    private final boolean[] withSeed;
    private final boolean[] lone;
    private final boolean[] sowOn;
    /** What a capture of every seed of the opponent's side does (block grand-slam; CAPTURE without one). */
    final GrandSlam grandSlam;
    /** Block capture-facing (four rows), or {@code null}: tried before the capture blocks. */
    final FacingCapture facing;

    Captures(Sheet sheet, Rules rules, Layout layout) {
        this.layout = layout;
        holes = layout.holes;
        half = layout.half;
        owner = layout.owner;
        opposite = layout.opposite;
        next = layout.next;
        previous = layout.previous;
        grandSlam = sheet.first(Block.GRAND_SLAM) == null ? GrandSlam.CAPTURE
                : sheet.orDefault(Block.GRAND_SLAM).word("then", GrandSlam.class, rules);
        Sheet.Use facingUse = sheet.first(Block.CAPTURE_FACING);
        facing = facingUse == null ? null : new FacingCapture(facingUse, rules, rules.board(), next);
        List<Sheet.Use> captures = sheet.all(Block.CAPTURE);
        int n = captures.size();
        where = new Where[n];
        when = new When[n];
        countSet = new long[n];
        take = new Take[n];
        withSeed = new boolean[n];
        lone = new boolean[n];
        sowOn = new boolean[n];
        for (int i = 0; i < n; i++) {
            Sheet.Use c = captures.get(i);
            where[i] = c.word("where", Where.class, rules);
            when[i] = c.word("when", When.class, rules);
            countSet[i] = (Long) c.get("counts", rules);
            take[i] = c.word("take", Take.class, rules);
            withSeed[i] = c.word("seed", Block.Seed.class, rules) == Block.Seed.WITH;
            lone[i] = c.bool("lone", rules);
            sowOn[i] = c.word("to", Block.To.class, rules) == Block.To.SOW;
        }
    }

    /** Whether some capture block sows its seeds on (to=SOW; capture-facing's to=END), or a column capture. */
    static boolean anySownOn(Sheet sheet, Rules rules) {
        if (sheet.first(Block.COLUMN_CAPTURE) != null) {
            return true;
        }
        for (Sheet.Use c : sheet.all(Block.CAPTURE)) {
            if (c.word("to", Block.To.class, rules) == Block.To.SOW) {
                return true;
            }
        }
        Sheet.Use facing = sheet.first(Block.CAPTURE_FACING);
        return facing != null && facing.word("to", Block.FacingTo.class, rules) != Block.FacingTo.STORE;
    }

    /**
     * The first capture block that applies to a lap that ended in hole {@code last}, which held {@code before}, on
     * board {@code b}; -1 if none does.
     */
    int first(int[] b, int last, int before, int mover) {
        for (int i = 0; i < where.length; i++) {
            if (matches(b, i, last, before, mover)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether capture block {@code i} applies to a lap that ended in {@code last}, which held {@code before}. */
    private boolean matches(int[] b, int i, int last, int before, int mover) {
        return inWhere(i, last, mover) && (when[i] == When.EMPTY ? before == 0 : holds(b, i, last));
    }

    private boolean inWhere(int i, int h, int mover) {
        Where w = where[i];
        return w == Where.ANY ? owner[h] < 2 : (owner[h] == mover) == (w == Where.OWN);
    }

    /** The count condition of capture block {@code i} at hole {@code h} (COUNT or EVEN; EMPTY holds at the last only). */
    private boolean holds(int[] b, int i, int h) {
        int n = b[h];
        return when[i] == When.COUNT ? n < 64 && (countSet[i] >>> n & 1) != 0 : when[i] == When.EVEN && n > 0 && n % 2 == 0;
    }

    /** The holes capture block {@code i} takes from, as a bitboard (the capturing hole of OPPOSITE aside). */
    long takeMask(int[] b, int i, int last, int mover) {
        Take t = take[i];
        if (t == Take.OPPOSITE) {
            int across = opposite[last];
            return across >= 0 && b[across] > 0 ? 1L << across : 0;
        }
        if (t == Take.FLANKS) {
            return flanks(b, last, mover);
        }
        if (t == Take.NEXT) {
            int after = next[mover][last];
            return after < holes && b[after] > 0 ? 1L << after : 0;
        }
        long mask = 1L << last;
        if (t == Take.RUN) {
            int[] before = previous[mover];
            for (int h = before[last]; h >= 0 && h < holes && h != last && inWhere(i, h, mover) && holds(b, i, h);
                    h = before[h]) {
                mask |= 1L << h;
            }
        }
        return mask;
    }

    /** take=FLANKS: the holes either side of {@code last} in its row, when both hold the same number of seeds. */
    private long flanks(int[] b, int last, int mover) {
        int before = previous[mover][last];
        int after = next[mover][last];
        boolean inRow = before >= 0 && before < holes && after >= 0 && after < holes
                && owner[before] == owner[last] && owner[after] == owner[last];
        return inRow && b[before] == b[after] && b[before] > 0 ? 1L << before | 1L << after : 0;
    }

    /** Whether capture block {@code i} takes a run of holes back from the last (take=RUN). */
    boolean takesRun(int i) {
        return take[i] == Take.RUN;
    }

    /**
     * Whether capture block {@code i}, taking {@code mask}, takes the seeds of the capturing hole too (seed=WITH, for
     * OPPOSITE and FLANKS; with lone, even where the holes it takes from are empty).
     */
    boolean withSeed(int i, long mask) {
        return (take[i] == Take.OPPOSITE || take[i] == Take.FLANKS) && withSeed[i] && (mask != 0 || lone[i]);
    }

    /** Whether capture block {@code i} sows the seeds it takes on (to=SOW) rather than banking them. */
    boolean sowsOn(int i) {
        return sowOn[i];
    }

    /** Whether taking {@code mask} leaves the opponent's side with no seed, having taken some of it. */
    boolean takesAll(int[] b, long mask, int mover) {
        int opponent = 1 - mover;
        long theirs = mask & (opponent == 0 ? (1L << half) - 1 : ((1L << half) - 1) << half);
        if (theirs == 0) {
            return false;
        }
        int taken = 0;
        for (long m = theirs; m != 0; m &= m - 1) {
            taken += b[Long.numberOfTrailingZeros(m)];
        }
        return taken == layout.sideSeeds(b, opponent);
    }

    /**
     * Whether a lap that ended in {@code last}, which held {@code before}, on board {@code b} would capture every seed
     * of the opponent's side.
     */
    boolean wouldTakeAll(int[] b, int last, int before, int mover) {
        if (last >= holes) {
            return false;
        }
        int i = first(b, last, before, mover);
        return i >= 0 && takesAll(b, takeMask(b, i, last, mover), mover);
    }
}

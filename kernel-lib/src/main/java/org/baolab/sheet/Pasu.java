package org.baolab.sheet;

import org.baolab.core.Rules;

/**
 * Block {@code pasu}: a hole that a seed brings to {@code count} seeds is taken at once, in the middle of the lap,
 * and the lap goes on with the seeds still in hand (Pallanguzhi's <i>pasu</i>, "cow"). The lap stops there for it
 * ({@code Sowing.stopAt}); the engine books the hole to the player this block names and sows the rest on from the
 * next hole, a lap of kind {@code ON} in the trace. A last seed that makes the count takes the hole too; the lap then
 * ends as one ending in an emptied hole: with {@code laps=NEXT} the next hole is judged as ever, otherwise the move
 * ends (there is nothing to relay).
 */
final class Pasu {

    /** The count that takes a hole. */
    final int count;
    private final boolean toOwner;
    private final int half;

    private Pasu(int count, boolean toOwner, int half) {
        this.count = count;
        this.toOwner = toOwner;
        this.half = half;
    }

    /** The sheet's block pasu under these rules, or {@code null} when it has none. */
    static Pasu of(Sheet sheet, Rules rules, int half) {
        Sheet.Use use = sheet.first(Block.PASU);
        return use == null ? null : new Pasu(use.integer("count", rules),
                use.word("to", Block.PasuTo.class, rules) == Block.PasuTo.OWNER, half);
    }

    /** Whether a lap that stopped at (or ended in) {@code hole} of board {@code b} made a pasu there. */
    boolean takes(int[] b, int hole) {
        return b[hole] == count;
    }

    /** The player (0 SOUTH, 1 NORTH) who takes a pasu in {@code hole} made by {@code mover}'s lap. */
    int taker(int hole, int mover) {
        return toOwner ? (hole < half ? 0 : 1) : mover;
    }

    /**
     * Why the sheet cannot have a pasu, or {@code null}: the rest of a stopped lap is sown on from the hole taken, so
     * a lap that passes over the hole it was lifted from ({@code origin=SKIP}, fixed or an option) cannot be followed.
     */
    static String refusal(Sheet sheet) {
        Sheet.Value origin = sheet.orDefault(Block.SOWING).values().get("origin");
        if (sheet.first(Block.PASU) == null || origin == null) {
            return null;
        }
        return origin.option() != null || origin.constant() == Block.Origin.SKIP
                ? "block pasu sows the rest of a lap on from the hole it takes, which cannot pass over the hole the"
                        + " move lifted: write sowing origin=SOW (fixed, not an option) or drop this block"
                : null;
    }
}

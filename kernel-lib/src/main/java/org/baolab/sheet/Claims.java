package org.baolab.sheet;

import org.baolab.core.Board;
import org.baolab.core.Player;
import org.baolab.core.Rules;

/**
 * Block {@code claim} under the rules a game is played by: a last seed that makes a hole of the opponent's row hold
 * one of the block's counts claims the hole for the mover for good, as Toguz Kumalak's tuzdik. The claimed holes are
 * the state's {@code sink} entries (its owner's ordinal), so that seeds sown there later go to the claimer's bank
 * without a test of their own; this class holds what never changes: the counts, how many holes a player may claim,
 * whether the opponent's last hole may be claimed and which hole is each hole's twin.
 */
final class Claims {

    private final Board board;
    private final int holes;
    private final int half;
    private final long counts;
    private final int most;
    /** Per hole, whether it is the last of its row in sowing order and may not be claimed. */
    private final boolean[] barred;
    /** Per hole, the hole of the other row whose claim bars this one (twin=NUMBER or OPPOSITE), or -1. */
    private final int[] twin;
    private final String rule;
    /** Whether a hole of the claimer's own row may be claimed too (own=true). */
    private final boolean ownRow;

    /**
     * @param use the sheet's claim block
     * @param rules the rules it is read under
     * @param board the board
     * @param circuit a circuit through every hole of a two-row board (stores, at {@code holes} and past, are stepped
     *                over)
     */
    Claims(Sheet.Use use, Rules rules, Board board, int[] circuit) {
        holes = board.size();
        half = holes / 2;
        counts = (Long) use.get("counts", rules);
        most = use.integer("most", rules);
        boolean lastMay = use.bool("last", rules);
        Block.Twin mode = use.word("twin", Block.Twin.class, rules);
        rule = use.cite("twin", rules);
        ownRow = use.bool("own", rules);
        this.board = board;
        barred = new boolean[holes];
        twin = new int[holes];
        int[] before = new int[holes];
        for (int h = 0; h < holes; h++) {
            before[after(circuit, h)] = h;
            barred[h] = !lastMay && side(after(circuit, h)) != side(h);
        }
        int[] firstOfRow = new int[2];
        for (int h = 0; h < holes; h++) {
            if (side(before[h]) != side(h)) {
                firstOfRow[side(h)] = h;
            }
        }
        int[] rank = new int[holes];
        for (int s = 0; s < 2; s++) {
            for (int h = firstOfRow[s], k = 0; k < half; h = after(circuit, h), k++) {
                rank[h] = k;
            }
        }
        for (int h = 0; h < holes; h++) {
            twin[h] = switch (mode) {
                case NUMBER -> numbered(circuit, firstOfRow[1 - side(h)], rank[h]);
                case OPPOSITE -> board.opposite(h);
                case ANY -> -1;
            };
        }
    }

    private int side(int h) {
        return h < half ? 0 : 1;
    }

    /** The hole after {@code h} along the circuit, stores stepped over. */
    private int after(int[] circuit, int h) {
        int n = circuit[h];
        while (n >= holes) {
            n = circuit[n];
        }
        return n;
    }

    private int numbered(int[] circuit, int first, int rank) {
        int h = first;
        for (int k = 0; k < rank; k++) {
            h = after(circuit, h);
        }
        return h;
    }

    /** Whether a lap of {@code mover}'s whose last seed fell into {@code last} claims it. */
    boolean claims(int[] board, int[] sink, int last, int mover) {
        int n = board[last];
        return n < 64 && (counts >>> n & 1) != 0 && sink[last] < 0 && bar(sink, last, mover) == FREE;
    }

    private static final int FREE = 0;
    private static final int OWN_ROW = 1;
    private static final int LAST = 2;
    private static final int TWIN = 3;
    private static final int ENOUGH = 4;

    /** What bars {@code player} from holding {@code hole} besides the claims of {@code sink}: one of the codes above. */
    private int bar(int[] sink, int hole, int player) {
        if (side(hole) == player && !ownRow) {
            return OWN_ROW;
        }
        if (barred[hole]) {
            return LAST;
        }
        if (twin[hole] >= 0 && sink[twin[hole]] == 1 - player) {
            return TWIN;
        }
        return made(sink, hole, player) >= most ? ENOUGH : FREE;
    }

    /** The holes other than {@code hole} that {@code player} has claimed. */
    private int made(int[] sink, int hole, int player) {
        int made = 0;
        for (int h = 0; h < holes; h++) {
            made += sink[h] == player && h != hole ? 1 : 0;
        }
        return made;
    }

    /**
     * Why {@code player} may not hold {@code hole} as a claimed hole besides those of {@code sink}, or {@code null}: it
     * is in their own row, the opponent's last hole, the twin of one the opponent claimed, or one too many.
     */
    String refusal(int[] sink, int hole, int player) {
        int made = made(sink, hole, player);
        return switch (bar(sink, hole, player)) {
            case OWN_ROW -> "it is in " + Player.of(player) + "'s own row: a player claims holes of the opponent's row ("
                    + rule + ")";
            case LAST -> "it is the last hole of " + Player.of(1 - player) + "'s row, which no one claims (" + rule + ")";
            case TWIN -> "its twin " + board.name(twin[hole]) + " is claimed by " + Player.of(1 - player) + " (" + rule
                    + ")";
            case ENOUGH -> Player.of(player) + " has claimed " + made + " hole" + (made == 1 ? "" : "s")
                    + ", as many as a player may (" + rule + ")";
            default -> null;
        };
    }

    /** How messages name the block's rule. */
    String rule() {
        return rule;
    }

    /** The holes of {@code 0..holes-1} that {@code owners} gives to a player (claimed or held), as a bitboard. */
    static long mask(int[] owners, int holes) {
        long mask = 0;
        for (int h = 0; h < holes; h++) {
            mask |= (long) (~owners[h] >>> 31) << h;     // bit h when owners[h] >= 0
        }
        return mask;
    }
}

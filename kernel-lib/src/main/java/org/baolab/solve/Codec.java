package org.baolab.solve;

import java.util.ArrayList;
import java.util.List;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.StoneBitboard;

/**
 * Turns a position into a key of one {@code long} and back. A key holds exactly what the rules depend on: the
 * board, the banks, the conquered holes, the reserves and the player to move (the phase follows from the
 * reserves), and no ply count or history; where the first turn of a game is played by a rule of its own (T4b), the
 * start is a key of its own. A finished position's key also holds its result, which in a few readings depends on the
 * move that ended the game (T7 under {@code innerRowCheck=PHASE_TWO_ONLY}).
 */
sealed interface Codec permits Codec.Composition, Codec.FourRows {

    /** The key of a position; {@code start} marks the start of a game whose first turn follows a rule of its own. */
    long encode(GameState state, boolean start);

    /** Sets up {@code into}, a copy of a position reached by a move, as the unfinished position of {@code key}. */
    void decode(long key, GameState into);

    /** How many keys there are: every key is below this, which bounds the number of positions. */
    double keys();

    /** How many positions the keys can describe, finished or not (the keys without the results). */
    double positions();

    /**
     * The codec for these rules: the bitboard itself for a game that keys its positions so ({@link StoneBitboard}),
     * for every other game the rank of its seeds among all ways to share them out.
     *
     * @param start the starting position
     * @param startOwnKey whether the start is a position of its own, which play never returns to
     */
    static Codec of(GameState start, boolean startOwnKey) {
        return start.rules().game() instanceof StoneBitboard b
                ? new FourRows(start, b.stonesPerPlayer(start.rules())) : new Composition(start, startOwnKey);
    }

    /**
     * The result of a finished position as two bits: 0 unfinished, 1 SOUTH won, 2 NORTH won, 3 drawn. A game stopped
     * by the turn limit (C8) is unfinished here: the solver leaves the limit out.
     */
    static int result(GameState state) {
        return switch (state.status()) {
            case ONGOING -> 0;
            case SOUTH_WINS -> 1;
            case NORTH_WINS -> 2;
            case DRAW -> state.reason() == org.baolab.core.Reason.TURN_LIMIT ? 0 : 3;
        };
    }

    /**
     * A game whose holes hold at most one stone ({@link StoneBitboard}; kimasai-four-rows, F3): the occupied holes are
     * a bitboard of one bit a hole, and with the player to move that is a perfect index of 2^(holes+1) keys. The banks
     * (stones captured) are left out: a player's bank is what the opponent started with (2N-1 in four rows, F2) less
     * the opponent's stones on the board, and they never change how play goes on. A finished position's result follows
     * from the board (in four rows F5; F6 cannot fire within one move from a position set up afresh, by F6c), so it
     * adds nothing to the key.
     */
    final class FourRows implements Codec {
        private final int holes;
        private final int perPlayer;
        /** Each thread's rows to set up a position from: a codec serves every thread of a solver and a solution. */
        private final ThreadLocal<int[][]> rows;

        FourRows(GameState start, int perPlayer) {
            holes = start.board().size();
            this.perPlayer = perPlayer;
            rows = ThreadLocal.withInitial(() -> new int[start.board().rows()][start.board().columns()]);
        }

        @Override
        public long encode(GameState state, boolean start) {
            if (start) {
                throw new IllegalStateException(state.rules().game().id() + " keys its positions by a bitboard and has"
                        + " no first turn of its own");
            }
            long key = state.occupiedHoles();   // a hole holds one stone at most (F3): its bit is its count
            return state.toMove() == Player.NORTH ? key | 1L << holes : key;
        }

        @Override
        public void decode(long key, GameState into) {
            int[][] rows = this.rows.get();
            for (int r = 0, h = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length; c++, h++) {
                    rows[r][c] = (int) (key >>> h & 1L);
                }
            }
            long stones = key & (1L << holes) - 1;
            long south = stones & (1L << holes / 2) - 1;    // SOUTH's rows are the lower half (F2)
            int southStones = Long.bitCount(south);
            int northStones = Long.bitCount(stones ^ south);
            Player mover = (key >>> holes & 1L) == 0 ? Player.SOUTH : Player.NORTH;
            into.setUp(s -> s.setRows(rows).setBank(Player.SOUTH, perPlayer - northStones)
                    .setBank(Player.NORTH, perPlayer - southStones).setToMove(mover));
        }

        @Override
        public double keys() {
            return Math.scalb(1.0, holes + 1);
        }

        @Override
        public double positions() {
            return keys();
        }
    }

    /**
     * Any game whose seeds are neither made nor lost (K9, T2): the counts of the holes, the banks (where the game
     * keeps them) and the reserves (where it has them) share out a fixed total, and a key is the rank of that
     * sharing among all of them (the combinatorial number system), times a digit per hole for who has conquered it
     * (only the holes and players {@code setReserved} accepts), the player to move, the start mark and the result.
     */
    final class Composition implements Codec {
        private final int total;
        private final int holes;
        private final boolean banks;
        private final boolean reserves;
        private final int fields;
        /**
         * {@code ways[m][t]}: the sharings of {@code t} among {@code m} fields. Those whose first field holds {@code v}
         * or more are the sharings of {@code t - v} (take {@code v} from the first), so {@code ways[m][t] -
         * ways[m][t - v]} rank before those whose first holds {@code v}.
         */
        private final long[][] ways;
        /** The holes somebody may conquer, in hole order; any other hole has one digit, 0, which adds nothing to a key. */
        private final int[] conquerable;
        /** The players who may conquer each hole, in digit order after 0 (free); empty where nobody may. */
        private final Player[][] conquerors;
        /** {@code digits[h][p]}: the digit of hole {@code h} conquered by the player of ordinal {@code p}. */
        private final int[][] digits;
        private final double sharings;
        /** Conquest digits' combinations: at most 2^24 (bao-kingulu's 24 holes, one possible conqueror each). */
        private final double conquests;
        /** The start mark's bits: 1 where the start is a key of its own, else 0. */
        private final int startBits;
        /** Each thread's values, rows and conquerors to read and set up positions with. */
        private final ThreadLocal<Scratch> scratch;

        /** One thread's arrays to read and set up positions with. */
        private static final class Scratch {
            final int[] values;
            final int[][] rows;
            /** Who has conquered each hole, or {@code null}. */
            final Player[] conquered;

            Scratch(int fields, GameState start) {
                values = new int[fields];
                rows = new int[start.board().rows()][start.board().columns()];
                conquered = new Player[start.board().size()];
            }
        }

        Composition(GameState start, boolean startOwnKey) {
            holes = start.board().size();
            banks = start.rules().game().hasBanks();
            reserves = start.rules().game().hasReserves();
            fields = holes + (banks ? 2 : 0) + (reserves ? 2 : 0);
            scratch = ThreadLocal.withInitial(() -> new Scratch(fields, start));
            total = read(start, scratch.get().values);
            // sharings of t among m fields, C(t + m - 1, m - 1), counted in doubles for the size and in longs (capped,
            // as only a variant whose keys fit a long is solved) for the ranks
            ways = new long[fields + 1][total + 1];
            double[][] size = new double[fields + 1][total + 1];
            ways[0][0] = 1;
            size[0][0] = 1;
            for (int m = 1; m <= fields; m++) {
                for (int t = 0; t <= total; t++) {
                    for (int v = 0; v <= t; v++) {
                        ways[m][t] = capped(ways[m][t] + ways[m - 1][t - v]);
                        size[m][t] += size[m - 1][t - v];
                    }
                }
            }
            sharings = size[fields][total];
            conquerors = new Player[holes][];
            digits = new int[holes][Player.values().length];
            List<Integer> conquerableHoles = new ArrayList<>();
            double c = 1;
            GameState probe = start.copy();
            for (int h = 0; h < holes; h++) {
                List<Player> players = new ArrayList<>();
                for (Player p : Player.values()) {
                    try {
                        probe.copyFrom(start);
                        probe.setReserved(start.board().name(h), p);
                        players.add(p);
                        digits[h][p.ordinal()] = players.size();
                    } catch (IllegalArgumentException refused) {
                        // this player can never hold this hole (K4d), or the game conquers no holes
                    }
                }
                conquerors[h] = players.toArray(new Player[0]);
                if (!players.isEmpty()) {
                    conquerableHoles.add(h);
                }
                c *= players.size() + 1;
            }
            conquerable = conquerableHoles.stream().mapToInt(Integer::intValue).toArray();
            conquests = c;
            startBits = startOwnKey ? 1 : 0;
        }

        /** A sum of counts, held below 2^62 so that it cannot wrap round. */
        private static long capped(long sum) {
            return Math.min(sum, 1L << 62);
        }

        /** Puts the position's shared-out values into {@code values} and returns their sum. */
        private int read(GameState s, int[] values) {
            int i = 0;
            long sum = 0;
            for (int h = 0; h < holes; h++) {
                values[i++] = s.count(h);
            }
            for (Player p : Player.values()) {
                if (banks) {
                    values[i++] = s.bank(p);
                } else if (s.bank(p) != 0) {
                    throw new IllegalStateException(s.rules().game().id() + " keeps no banks, yet one holds seeds");
                }
                if (reserves) {
                    values[i++] = s.reserve(p);
                }
            }
            for (int v : values) {
                sum += v;
            }
            return (int) sum;
        }

        @Override
        public long encode(GameState state, boolean start) {
            int[] values = scratch.get().values;
            int sum = read(state, values);
            if (sum != total) {
                throw new IllegalStateException("the position holds " + sum + " seeds in all, the start " + total
                        + ": the solver needs a game in which seeds are neither made nor lost");
            }
            long rank = 0;
            int left = total;
            for (int i = 0; i < fields - 1; i++) {
                long[] w = ways[fields - i];
                rank += w[left] - w[left - values[i]];
                left -= values[i];
            }
            long key = rank;
            for (int h : conquerable) {     // the conquest digits follow, the last hole's lowest
                Player p = state.reservedFor(h);
                key = key * (conquerors[h].length + 1) + (p == null ? 0 : digits[h][p.ordinal()]);
            }
            key = key * 2 + state.toMove().ordinal();
            key = (key << startBits) + (start ? 1 : 0);
            return key * 4 + Codec.result(state);
        }

        @Override
        public void decode(long key, GameState into) {
            Scratch scratch = this.scratch.get();
            int[] values = scratch.values;
            Player[] conquered = scratch.conquered;
            key >>>= 2 + startBits;     // the result and the start mark
            Player mover = Player.of((int) (key & 1));
            key >>>= 1;
            for (int k = conquerable.length - 1; k >= 0; k--) {   // the last hole's digit is the lowest
                int h = conquerable[k];
                int radix = conquerors[h].length + 1;
                int digit;
                if (radix == 2) {   // one possible conqueror, as in bao-kingulu: no division
                    digit = (int) (key & 1);
                    key >>>= 1;
                } else {
                    digit = (int) (key % radix);
                    key /= radix;
                }
                conquered[h] = digit > 0 ? conquerors[h][digit - 1] : null;
            }
            long rank = key;
            int left = total;
            for (int i = 0; i < fields - 1; i++) {
                // the fields after this one keep the least rest for which the sharings ranked before,
                // ways[m][left] - ways[m][rest], are at most rank
                long[] w = ways[fields - i];
                long atLeast = w[left] - rank;
                int rest = left;
                while (rest > 0 && w[rest - 1] >= atLeast) {
                    rest--;
                }
                values[i] = left - rest;
                rank -= w[left] - w[rest];
                left = rest;
            }
            values[fields - 1] = left;
            int[][] rows = scratch.rows;
            for (int r = 0, h = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length; c++) {
                    rows[r][c] = values[h++];
                }
            }
            into.setUp(s -> {   // judged once, at the end: on the way the position may look finished
                s.setRows(rows);
                int i = holes;
                for (Player p : Player.values()) {
                    if (banks) {
                        s.setBank(p, values[i++]);
                    }
                    if (reserves) {
                        s.setReserve(p, values[i++]);
                    }
                }
                for (int h : conquerable) {
                    if (s.reservedFor(h) != conquered[h]) {   // the position set up on may have conquered holes of its own
                        s.setReserved(s.board().name(h), conquered[h]);
                    }
                }
                s.setToMove(mover);
            });
        }

        @Override
        public double keys() {
            return positions() * 4;
        }

        @Override
        public double positions() {
            return sharings * conquests * 2 * (1 << startBits);
        }
    }
}

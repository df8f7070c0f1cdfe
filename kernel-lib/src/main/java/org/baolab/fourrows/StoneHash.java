package org.baolab.fourrows;

import java.util.SplittableRandom;

/**
 * The Zobrist hash of a four-row position: one key per hole of the largest board and one for NORTH to move, fixed so
 * that hashes are reproducible, folded into one table per byte of the bitboard: {@code BYTE_KEYS[k][b]} is the XOR of
 * the keys of the holes that bits {@code b} of byte {@code k} name. The hash of a layout is then six look-ups, the
 * same value as XOR-ing the keys of its stones, so a move keeps no hash up to date: a random playout never reads one,
 * only a search's transposition table and F6 without captures do.
 */
final class StoneHash {

    private static final long[][] BYTE_KEYS = new long[6][256];
    private static final long NORTH_KEY;

    static {
        SplittableRandom random = new SplittableRandom(0x4B696D6173616934L);
        for (long[] keys : BYTE_KEYS) {
            for (int bit = 1; bit < 256; bit <<= 1) {
                long key = random.nextLong();
                for (int b = bit; b < 2 * bit; b++) {
                    keys[b] = keys[b - bit] ^ key;
                }
            }
        }
        NORTH_KEY = random.nextLong();
    }

    private StoneHash() {
    }

    /** The hash of the stones of bitboard {@code occupied} and, if {@code northToMove}, of NORTH to move. */
    static long of(long occupied, boolean northToMove) {
        long h = 0;
        for (int k = 0; k < BYTE_KEYS.length; k++) {
            h ^= BYTE_KEYS[k][(int) (occupied >>> 8 * k) & 0xFF];
        }
        return northToMove ? h ^ NORTH_KEY : h;
    }
}

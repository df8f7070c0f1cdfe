package org.baolab.core;

/** Bit tricks for the legal-move bitboards of {@link GameState}. */
final class Bits {

    /** {@code IN_BYTE[8 * b + k]}: the position of the {@code k}-th set bit of the byte {@code b}. */
    private static final byte[] IN_BYTE = new byte[256 * 8];
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    static {
        for (int b = 0; b < 256; b++) {
            for (int bit = 0, k = 0; bit < 8; bit++) {
                if ((b >>> bit & 1) != 0) {
                    IN_BYTE[8 * b + k++] = (byte) bit;
                }
            }
        }
    }

    /**
     * How many of the lowest set bits {@link #lowest} finds. Each one found costs every draw a step, and a draw beyond
     * them a mispredicted branch: random play of kimasai-four-rows ran faster with six than with eight, its draw beyond
     * them 4 times in 1,000 (bao-kingulu never has more than five moves in random play).
     */
    static final int LOWEST = 6;

    /**
     * The position of the {@code k}-th set bit of {@code bits} (0-based; {@code k < bitCount(bits)}), without a loop
     * over the bits below it that stops at {@code k}: such a loop runs a different number of times at every random
     * move, so the processor mispredicts its end nearly every time. A random agent knows the moves long before it
     * has drawn {@code k}, so the positions of the lowest {@link #LOWEST} bits are found meanwhile and {@code k}
     * then picks one by a shift; a larger {@code k} takes the broadword select (Vigna, "Broadword implementation of
     * rank/select queries", 2008): every byte's bit count summed up to that byte in one multiplication, the byte
     * holding the bit found by comparing all eight sums with {@code k} at once, then a table.
     */
    static int select(long bits, int k) {
        if (k < LOWEST) {
            return (int) (lowest(bits) >>> 8 * k) & 0xFF;
        }
        long s = bits - (bits >>> 1 & 0x5555555555555555L);
        s = (s & 0x3333333333333333L) + (s >>> 2 & 0x3333333333333333L);
        s = (s + (s >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        long upTo = s * ONES;                                  // byte j: set bits in bytes 0..j
        long atMostK = ((k * ONES | HIGHS) - upTo) & HIGHS;    // byte j's high bit: that sum <= k
        int shift = 8 * Long.bitCount(atMostK);                 // the bytes wholly below the k-th bit
        int below = (int) (upTo << 8 >>> shift) & 0xFF;         // set bits in those bytes
        return shift + IN_BYTE[8 * ((int) (bits >>> shift) & 0xFF) + k - below];
    }

    /**
     * The positions of the lowest {@link #LOWEST} set bits of {@code bits}, one per byte from the lowest byte up (64
     * where there are fewer): a fixed number of steps, whatever the bits.
     */
    static long lowest(long bits) {
        long positions = 0;
        for (int j = 0; j < LOWEST; j++) {
            positions |= (long) Long.numberOfTrailingZeros(bits) << 8 * j;
            bits &= bits - 1;
        }
        return positions;
    }

    private Bits() {
    }
}

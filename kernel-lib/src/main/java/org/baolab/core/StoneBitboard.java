package org.baolab.core;

/**
 * A game that keys its positions by a bitboard: every hole holds at most one stone, and each player's bank follows
 * from the stones on the board (a player's bank is what the opponent started with less the opponent's stones still
 * on it). The solver gives such a game's positions a key of one bit a hole and the player to move, a perfect index;
 * every other game is keyed by how its seeds are shared out. A game says so by implementing this interface.
 */
public interface StoneBitboard {

    /** The stones each player starts with under these rules, from which the banks follow. */
    int stonesPerPlayer(Rules rules);
}

package org.baolab.core;

/** A move that the rules do not allow. The message says why and names the rule; the game is left unchanged. */
public final class IllegalMoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String move;
    private final int ply;
    private final String why;

    /**
     * @param move the move as written
     * @param player who tried it
     * @param ply the ply it would have been (1-based)
     * @param why the reason, naming the rule
     */
    public IllegalMoveException(String move, Player player, int ply, String why) {
        super(Quote.bare(move) + " is not legal for " + player + ": " + why);
        this.move = move;
        this.ply = ply;
        this.why = why;
    }

    IllegalMoveException(Board board, int hole, Player player, int ply, String why) {
        this(hole >= 0 && hole < board.size() ? board.name(hole) : "hole #" + hole, player, ply, why);
    }

    /** The move as written. */
    public String move() {
        return move;
    }

    /** The ply the move would have been (1-based). */
    public int ply() {
        return ply;
    }

    /** Why it is illegal, naming the rule. */
    public String why() {
        return why;
    }
}

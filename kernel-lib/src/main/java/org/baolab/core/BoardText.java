package org.baolab.core;

/**
 * Draws a position as text with its coordinates: rows from the top (NORTH) down to row 1 (SOUTH), column letters
 * above and below, banks, reserves and the phase where the game has them, who moves, and the last move, whose
 * starting hole is marked {@code >}. A hole reserved for a player (K3) shows {@code *S} or {@code *N}.
 */
public final class BoardText {

    private BoardText() {
    }

    /** The drawing; {@code last} may be null. */
    public static String draw(Position p, Move last) {
        Board b = p.board();
        Game game = p.game();
        StringBuilder out = new StringBuilder();
        out.append(game.title()).append(" · ply ").append(p.ply()).append(" · ");
        out.append(p.outcome().isOver() ? p.outcome().describe()
                : p.toMove() + (p.movesAgain() ? " to move again" : " to move"));
        if (p.phase() > 0) {
            out.append(" (phase ").append(p.phase()).append(')');
        }
        out.append('\n');
        String letters = letters(b);
        out.append(letters).append('\n');
        for (int r = b.rows(); r >= 1; r--) {
            out.append(String.format("%2d ", r));
            for (int c = 0; c < b.columns(); c++) {
                Hole h = new Hole(c, r);
                String mark = last != null && last.hole().equals(h) ? ">" : " ";
                Player res = p.reserved().get(h.name());
                String suffix = res == null ? "  " : "*" + res.name().charAt(0);
                out.append(String.format("%s%2d%s", mark, p.count(h), suffix));
            }
            out.append(String.format(" %d  %s%n", r, r == b.rows() ? "NORTH" : r == 1 ? "SOUTH" : ""));
            if (r == b.rows() / 2 + 1) {
                out.append("   ").append("-".repeat(5 * b.columns())).append('\n');
            }
        }
        out.append(letters).append('\n');
        if (game.hasBanks()) {
            out.append(game.bankLabel()).append(": SOUTH ").append(p.bank().get(Player.SOUTH))
                    .append(" · NORTH ").append(p.bank().get(Player.NORTH)).append('\n');
        }
        if (game.hasReserves()) {
            out.append("reserve: SOUTH ").append(p.reserve().get(Player.SOUTH))
                    .append(" · NORTH ").append(p.reserve().get(Player.NORTH)).append('\n');
        }
        out.append(game.scoreLabel()).append(": SOUTH ").append(p.score().get(Player.SOUTH))
                .append(" · NORTH ").append(p.score().get(Player.NORTH)).append('\n');
        if (last != null) {
            out.append("last move: ").append(last.summary()).append('\n');
        }
        if (!p.outcome().isOver()) {
            out.append("legal: ").append(String.join(" ", p.legalMoves())).append('\n');
        }
        return out.toString();
    }

    private static String letters(Board b) {
        StringBuilder s = new StringBuilder("   ");
        for (int c = 0; c < b.columns(); c++) {
            s.append("  ").append((char) ('a' + c)).append("  ");
        }
        return s.toString().stripTrailing();
    }
}

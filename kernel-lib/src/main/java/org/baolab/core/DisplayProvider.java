package org.baolab.core;

/**
 * Draws play for people. The core draws nothing itself: the drawing is found as the games are, through
 * {@link java.util.ServiceLoader} from {@code META-INF/services/org.baolab.core.DisplayProvider}, so that the core
 * knows no display (the library's own is in {@code org.baolab.notebook}).
 */
public interface DisplayProvider {

    /** The match as a live board; {@link Match#interactive()} returns it. */
    Display interactive(Match match);

    /** The move lap by lap in the browser; {@link Move#animate()} returns it. */
    Display animate(Move move);

    /** The board after each lap of the move, in a row; {@link Move#filmstrip()} returns it. */
    Display filmstrip(Move move);

    /** The board at the start of the match and after each of its moves, in a row; {@link Match#filmstrip()} returns it. */
    Display filmstrip(Match match);

    /** A live explorer of the rules; {@link Rules#explore()} returns it. */
    Explorer explore(Rules rules);
}

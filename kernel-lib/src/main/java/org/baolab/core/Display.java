package org.baolab.core;

/**
 * What a notebook shows of play: the live board of {@link Match#interactive()}, the animation of
 * {@link Move#animate()} and the filmstrip of {@link Move#filmstrip()}. A notebook renders it by its class; outside
 * one, its HTML stands on its own (a page, a file).
 */
public interface Display {

    /** The display as HTML, with the board picture it falls back to where scripts do not run. */
    String html();
}

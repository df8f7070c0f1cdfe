package org.baolab.notebook;

import org.baolab.core.Display;

/**
 * A notebook output made of HTML (which may carry a script) and a board picture: the picture is what an untrusted
 * notebook, a static renderer (GitHub) or a page without scripts shows, as the HTML's first part and as
 * {@code image/png}.
 */
interface Output extends Display {

    /** The board picture it falls back to. */
    BoardSvg.Picture picture();

    /** The output's HTML, with {@code picture} (this output's {@link #picture()}) as its fallback. */
    String html(BoardSvg.Picture picture);

    /** The output's HTML. */
    @Override
    default String html() {
        return html(picture());
    }
}

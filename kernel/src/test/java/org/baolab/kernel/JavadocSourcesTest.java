package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The library's sources the kernel carries, and Javadoc made plain for Shift-Tab. */
class JavadocSourcesTest {

    @Test
    @DisplayName("the library's sources are found under sources/ of the kernel's classes")
    void root() {
        assertTrue(Files.isRegularFile(JavadocSources.root().resolve("org/baolab/core/Match.java")));
    }

    @Test
    @DisplayName("inline tags become their text, HTML goes, paragraphs and list items stay apart, indentation goes")
    void plainText() {
        String javadoc = " Plays moves ({@code \"c1 f2\"}), see {@link Match#undo()} and {@link Hole the holes}.\n"
                + " <p>Either all are played or none; {@code new int[] {1, 2}} works.\n <ul>\n <li>one\n </ul>\n\n"
                + " @throws IllegalMoveException if one is illegal, {@literal a < b}\n";
        assertEquals("Plays moves (\"c1 f2\"), see Match.undo() and the holes.\n\nEither all are played or none; "
                + "new int[] {1, 2} works.\n\n- one\n\n@throws IllegalMoveException if one is illegal, a < b",
                JavadocSources.plainText(javadoc));
    }
}

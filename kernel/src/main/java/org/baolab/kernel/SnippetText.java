package org.baolab.kernel;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Reading a cell's source: line numbers of offsets, leading blanks, and imports made one line for JShell. */
final class SnippetText {

    /** Comments and blank space before a snippet. */
    private static final Pattern LEADING_COMMENTS = Pattern.compile("\\A(?:\\s+|//[^\\n]*|/\\*(?s:.*?)\\*/)*");
    private static final Pattern IMPORT = Pattern.compile("import\\s");

    private SnippetText() {
    }

    /**
     * An import as one line, without the blank lines and comments before it; any other snippet as it is. JShell puts
     * the source of every import into each snippet wrapper it compiles; an import over several lines (as any import
     * after the first line of a cell is: its source starts with a line break) shifts the line numbers of the wrappers
     * it recompiles, so their classes change, and as this in-process engine cannot redefine classes, JShell replaces
     * them: variables it recompiles (a wildcard import recompiles most) are reset to null.
     */
    static String oneLineImport(String source) {
        Matcher leading = LEADING_COMMENTS.matcher(source);
        String code = leading.lookingAt() ? source.substring(leading.end()) : source;
        if (!IMPORT.matcher(code).lookingAt()) {
            return source;
        }
        return code.replaceAll("//[^\\n]*", " ").replaceAll("/\\*(?s:.*?)\\*/", " ").replaceAll("\\s+", " ").strip();
    }

    /** How many of the first {@code limit} characters of the text are blank. */
    static int leadingBlank(String text, int limit) {
        int i = 0;
        while (i < limit && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The 1-based line of a character offset. */
    static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** The text with each line indented by four spaces. */
    static String indent(String text) {
        return text.lines().map(l -> "    " + l).collect(Collectors.joining("\n"));
    }
}

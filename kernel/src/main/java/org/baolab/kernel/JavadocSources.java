package org.baolab.kernel;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import jdk.jshell.SourceCodeAnalysis;

/**
 * Lets JShell find the Javadoc of the Bao Lab library. JShell reads Javadoc from source files, and looks for them only
 * in the JDK's {@code src.zip}; the kernel jar carries the library's sources under {@code sources/} (out of the
 * compiler's way: as {@code org/baolab/...} JShell would compile them instead of loading the classes). JShell has no
 * option for more source roots, so its list of them is extended once, before the first lookup; that needs
 * {@code jdk.jshell} opened to the kernel ({@code Add-Opens} in the jar's manifest). Without it, or without the
 * sources, Shift-Tab shows signatures only.
 */
final class JavadocSources {

    /** A file that is in the sources; its folder three levels up is their root. */
    private static final String MARKER = "/sources/org/baolab/Games.java";

    private JavadocSources() {
    }

    /** Adds the library's sources to the source roots of this analysis; false if that is not possible. */
    static boolean install(SourceCodeAnalysis analysis) {
        Path root = root();
        if (root == null) {
            return false;
        }
        try {
            Method jdkSources = analysis.getClass().getDeclaredMethod("findSources");
            Field sources = analysis.getClass().getDeclaredField("availableSources");
            jdkSources.setAccessible(true);
            sources.setAccessible(true);
            List<Path> all = new ArrayList<>();
            for (Object jdk : (List<?>) jdkSources.invoke(analysis)) {
                all.add((Path) jdk); // the JDK's own, found as JShell does
            }
            all.add(root);
            sources.set(analysis, List.copyOf(all));
            return true;
        } catch (ReflectiveOperationException | InaccessibleObjectException | ClassCastException e) {
            System.err.println("Shift-Tab shows no Javadoc of the library: JShell's source path cannot be set ("
                    + e + ")");
            return false;
        }
    }

    /**
     * A Javadoc comment as JShell gives it (the comment's text) made plain: inline tags ({@code {@code x}},
     * {@code {@link Type#member label}}) become their text, paragraphs and list items become blank lines and dashes,
     * other HTML tags go, and the common indentation is removed. Block tags such as {@code @param} stay.
     */
    static String plainText(String comment) {
        int indent = comment.lines().filter(l -> !l.isBlank())
                .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        String javadoc = comment.lines().map(l -> l.isBlank() ? "" : l.substring(indent))
                .collect(Collectors.joining("\n"));
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < javadoc.length()) {
            int tag = javadoc.indexOf("{@", i);
            if (tag < 0) {
                out.append(javadoc, i, javadoc.length());
                break;
            }
            out.append(javadoc, i, tag);
            int end = closingBrace(javadoc, tag);
            String[] nameAndText = javadoc.substring(tag + 2, end).split("\\s+", 2);
            String text = nameAndText.length > 1 ? nameAndText[1].strip() : "";
            out.append(nameAndText[0].startsWith("link") ? linkText(text) : text);
            i = Math.min(end + 1, javadoc.length());
        }
        return out.toString()
                .replaceAll("(?i)\\s*</?p>\\s*", "\n\n")
                .replaceAll("(?i)<li>\\s*", "- ")
                .replaceAll("<[^>]+>", "")
                .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
                .replaceAll("(?m)^[ \t]+$", "")
                .replaceAll("\n{3,}", "\n\n").strip();
    }

    /** The index of the brace that closes the inline tag starting at {@code open}, or the end of the text. */
    private static int closingBrace(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            if (text.charAt(i) == '{') {
                depth++;
            } else if (text.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        return text.length();
    }

    /** {@code Type#member(args) label}: the label if there is one, else {@code Type.member(args)}. */
    private static String linkText(String reference) {
        String[] targetAndLabel = reference.split("\\s+(?![^(]*\\))", 2); // not inside (args)
        if (targetAndLabel.length > 1) {
            return targetAndLabel[1].strip();
        }
        String target = targetAndLabel[0];
        return target.startsWith("#") ? target.substring(1) : target.replace('#', '.');
    }

    /** The root of the library's sources, in the kernel jar or in the build's class folder; null if absent. */
    static Path root() {
        URL marker = JavadocSources.class.getResource(MARKER);
        if (marker == null) {
            return null;
        }
        try {
            URI uri = marker.toURI();
            if (uri.getScheme().equals("jar")) {
                try {
                    FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException open) {
                    // opened before: Path.of finds it
                }
            }
            return Path.of(uri).getParent().getParent().getParent();
        } catch (URISyntaxException | IOException e) {
            return null;
        }
    }
}

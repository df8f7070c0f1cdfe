package org.baolab.cli;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The files a run writes: all checked before the first game is played, so that a run never works for nothing,
 * and each written whole to a temporary file beside its target, then renamed into place, so that an earlier file
 * is replaced only by a complete new one. Missing parent folders are created when the file is written.
 */
final class OutputFiles {

    private OutputFiles() {
    }

    /** An output path and the option that named it. */
    record Target(String option, Path path, boolean folder) {

        /** A file the command line writes itself. */
        static Target file(String option, Path path) {
            return new Target(option, path, false);
        }

        /** A folder that something else (Spark) creates and fills: it must not exist yet. */
        static Target folder(String option, Path path) {
            return new Target(option, path, true);
        }
    }

    /**
     * Refuses targets that cannot be written, or two that name the same file.
     *
     * @throws IllegalArgumentException naming the option, the path and the reason
     */
    static void check(Target... targets) {
        Map<Path, Target> seen = new HashMap<>();
        for (Target t : targets) {
            if (t.path() == null) {
                continue;
            }
            String problem = problem(t);
            if (problem != null) {
                throw new IllegalArgumentException(t.option() + " " + quoted(t.path()) + ": " + problem);
            }
            Target same = seen.putIfAbsent(resolved(t.path()), t);
            if (same != null) {
                throw new IllegalArgumentException(same.option() + " and " + t.option() + " both name "
                        + quoted(t.path()) + ": give each its own file");
            }
        }
    }

    private static String quoted(Path path) {
        return "'" + path + "'";
    }

    /** Why the target cannot be written, or null. */
    private static String problem(Target t) {
        if (t.path().toString().isBlank()) {
            return "an empty name; give a file name";
        }
        Path path = t.path().toAbsolutePath().normalize();
        if (path.getFileName() == null) {
            return "names no file";
        }
        if (t.folder() && Files.exists(path)) {
            return "already exists; remove it or give a new folder";
        }
        if (Files.isDirectory(path)) {
            return "is a folder; give a file name";
        }
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            return "is not a regular file (a device or a pipe); give a file name";
        }
        if (Files.exists(path) && !Files.isWritable(path)) {
            return "is read-only";
        }
        Path existing = path.getParent();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return "no part of the path exists";
        }
        if (!Files.isDirectory(existing)) {
            return existing + " is a file, not a folder";
        }
        if (!Files.isWritable(existing)) {
            return "cannot create files in " + existing + " (permission denied or a read-only file system)";
        }
        return null;
    }

    /** The path with its existing part resolved (links, "..", case on case-insensitive systems). */
    private static Path resolved(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return existing == null ? absolute : existing.toRealPath().resolve(existing.relativize(absolute));
        } catch (IOException e) {
            return absolute;
        }
    }

    /** What is written into a file. */
    @FunctionalInterface
    interface Content {
        void writeTo(Writer writer) throws IOException;
    }

    /**
     * Writes the file whole beside the target, flushed to the disk, then renames it over the target; on any failure
     * the temporary file is removed and the target is left as it was.
     */
    static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        Path temporary = folder.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".partial");
        try {
            // a FileOutputStream, not Files.newOutputStream: an interrupt must not close it halfway
            try (FileOutputStream stream = new FileOutputStream(temporary.toFile());
                 Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16)) {
                content.writeTo(writer);
                writer.flush();
                stream.getFD().sync();
            }
            Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}

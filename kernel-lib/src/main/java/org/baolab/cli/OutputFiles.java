package org.baolab.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The files a run writes: all checked before the first game is played, so that a run never works for nothing,
 * and each written whole to a temporary file beside its target, then renamed into place, so that an earlier file
 * is replaced only by a complete new one. Missing parent folders are created when the file is written.
 */
final class OutputFiles {

    /** The temporary files being written, for {@link #removeTemporary} when the process must end at once. */
    private static final Set<Path> WRITING = ConcurrentHashMap.newKeySet();

    private OutputFiles() {
    }

    /** Removes every temporary file being written, before the process ends at once (a second Ctrl-C). */
    static void removeTemporary() {
        for (Path temporary : WRITING) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // the process ends anyway; nothing more can be done about it
            }
        }
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
        try (Pending file = Pending.open(target)) {
            content.writeTo(file.writer());
            file.commit();
        }
    }

    /**
     * A file being written beside its target, for a run that writes as it plays: {@link #commit} flushes it to the
     * disk and renames it over the target; closing it uncommitted removes it and leaves the target as it was.
     */
    static final class Pending implements AutoCloseable {
        private final Path target;
        private final Path folder;
        private Path temporary;
        private FileOutputStream stream;
        private final GuardedWriter writer = new GuardedWriter();

        private Pending(Path target) throws IOException {
            this.target = target;
            this.folder = target.getParent();
            Files.createDirectories(folder);
            this.temporary = beside();
            WRITING.add(temporary);
            // a FileOutputStream, not Files.newOutputStream: an interrupt must not close it halfway
            this.stream = new FileOutputStream(temporary.toFile());
            writer.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
        }

        /** Opens a temporary file beside the target, creating missing folders. */
        static Pending open(Path target) throws IOException {
            return new Pending(target.toAbsolutePath().normalize());
        }

        private Path beside() {
            return folder.resolve("." + target.getFileName() + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".partial");
        }

        /**
         * Where to write the content: a writer that never throws, so that a run writing several files as it plays
         * goes on when one of them fails; the first failure is thrown by {@link #commit}.
         */
        Writer writer() {
            return writer;
        }

        /**
         * Adds a last column to the CSV file written so far: {@code name} on the header line, {@code value} on every
         * other line (the file's lines have no line breaks inside quotes).
         */
        void addColumn(String name, String value) throws IOException {
            writer.flush();
            writer.rethrow();
            Path marked = beside();
            WRITING.add(marked);
            FileOutputStream markedStream = new FileOutputStream(marked.toFile());
            try (BufferedReader in = Files.newBufferedReader(temporary, StandardCharsets.UTF_8)) {
                Writer out = new BufferedWriter(new OutputStreamWriter(markedStream, StandardCharsets.UTF_8), 1 << 16);
                boolean header = true;
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    out.write(line + "," + (header ? name : value) + "\n");
                    header = false;
                }
                out.flush();
            } catch (IOException e) {
                markedStream.close();
                Files.deleteIfExists(marked);
                WRITING.remove(marked);
                throw e;
            }
            writer.out.close();
            Files.delete(temporary);
            WRITING.remove(temporary);
            temporary = marked;
            stream = markedStream;
            writer.out = new BufferedWriter(new OutputStreamWriter(markedStream, StandardCharsets.UTF_8), 1 << 16);
        }

        /**
         * Flushes the file to the disk and renames it over the target.
         *
         * @throws IOException the first failure of a write, or of this
         */
        void commit() throws IOException {
            writer.flush();
            writer.rethrow();
            stream.getFD().sync();
            writer.out.close();
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        }

        /** Removes the temporary file if it was not committed. */
        @Override
        public void close() {
            try {
                writer.out.close();
            } catch (IOException e) {
                // a full disk fails the flush of a file that is removed anyway
            }
            try {
                Files.deleteIfExists(temporary);
                WRITING.remove(temporary);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Writes to {@code out} until a write fails, then keeps the failure and writes nothing more. */
    private static final class GuardedWriter extends Writer {
        private Writer out;
        private IOException failure;

        @Override
        public void write(char[] buffer, int offset, int length) {
            guarded(w -> w.write(buffer, offset, length));
        }

        @Override
        public void write(String text, int offset, int length) {
            guarded(w -> w.write(text, offset, length));
        }

        @Override
        public void flush() {
            guarded(Writer::flush);
        }

        @Override
        public void close() {
            flush();
        }

        private void guarded(Content write) {
            if (failure == null) {
                try {
                    write.writeTo(out);
                } catch (IOException e) {
                    failure = e;
                }
            }
        }

        void rethrow() throws IOException {
            if (failure != null) {
                throw failure;
            }
        }
    }
}

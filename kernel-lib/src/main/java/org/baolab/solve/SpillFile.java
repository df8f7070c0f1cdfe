package org.baolab.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CancellationException;

/**
 * A temporary file of {@code int}s and {@code long}s, written in order and read back in order as often as needed:
 * where the solver keeps what it needs only later, and then from the first on. The successors of every position,
 * the largest thing it makes (4 bytes a move), go there while the graph is explored, to be read twice to make the
 * predecessors; the positions' keys (8 bytes each) while the backward passes run. The file is deleted when closed,
 * or when the JVM ends (on Linux it has no name from the start, so not even a kill leaves it behind).
 */
final class SpillFile implements AutoCloseable {

    /** Values a buffer holds: they are added to and read from an {@code int[]}, moved to the file in bulk. */
    private static final int CHUNK = 1 << 18;

    private final Path path;
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(CHUNK * Integer.BYTES).order(ByteOrder.nativeOrder());
    private final int[] chunk = new int[CHUNK];
    private int filled;
    private long size;

    /** A new, empty file in the temporary folder ({@code java.io.tmpdir}). */
    SpillFile() {
        try {
            path = Files.createTempFile("baolab-solver-", ".tmp");
            channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    StandardOpenOption.DELETE_ON_CLOSE);
        } catch (IOException e) {
            throw failed("make", e);
        }
    }

    /** Adds an {@code int} at the end. */
    void add(int value) {
        if (filled == CHUNK) {
            flush();
        }
        chunk[filled++] = value;
        size++;
    }

    /** Adds a {@code long} at the end, as two {@code int}s. */
    void addLong(long value) {
        add((int) value);
        add((int) (value >>> 32));
    }

    /** Where it is. */
    Path path() {
        return path;
    }

    /** How many {@code int}s it holds. */
    long size() {
        return size;
    }

    /** Writes what is buffered: after this, {@link #reader} reads everything added. */
    void flush() {
        buffer.clear();
        buffer.asIntBuffer().put(chunk, 0, filled);
        buffer.limit(filled * Integer.BYTES);
        filled = 0;
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        } catch (IOException e) {
            throw failed("write", e);
        }
    }

    /** Reads from the first value on, in order. */
    Reader reader() {
        return new Reader();
    }

    /** Reads in order, a buffer at a time. */
    final class Reader {
        private final ByteBuffer bytes = ByteBuffer.allocateDirect(CHUNK * Integer.BYTES).order(ByteOrder.nativeOrder());
        private final int[] values = new int[CHUNK];
        private int at;
        private int count;
        private long position;

        /** The next {@code int}. */
        int next() {
            if (at == count) {
                fill();
            }
            return values[at++];
        }

        /** The next {@code long}, added by {@link #addLong}. */
        long nextLong() {
            long low = next() & 0xFFFF_FFFFL;
            return low | (long) next() << 32;
        }

        private void fill() {
            bytes.clear();
            try {
                while (bytes.position() % Integer.BYTES != 0 || bytes.position() == 0) {
                    int read = channel.read(bytes, position);
                    if (read < 0) {
                        throw new IllegalStateException("the solver's temporary file ended early");
                    }
                    position += read;
                }
            } catch (IOException e) {
                throw failed("read", e);
            }
            bytes.flip();
            count = bytes.remaining() / Integer.BYTES;
            bytes.asIntBuffer().get(values, 0, count);
            at = 0;
        }
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw failed("close", e);
        }
    }

    /** An interrupt as a cancellation; any other failure as an error that says which file and why. */
    private RuntimeException failed(String what, IOException e) {
        if (e instanceof ClosedByInterruptException) {
            return new CancellationException("interrupted");
        }
        return new UncheckedIOException("cannot " + what + " the solver's temporary file"
                + (path == null ? " in " + System.getProperty("java.io.tmpdir") : " " + path) + ": " + e.getMessage()
                + "; it takes 4 bytes a move and 8 a position: name a folder with room with -Djava.io.tmpdir=FOLDER"
                + " (on the command line in BAOLAB_JAVA_OPTS)", e);
    }
}

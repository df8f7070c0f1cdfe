package org.baolab.kernel;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.dflib.jjava.jupyter.channels.Loop;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.publish.PublishStream.StreamType;

/**
 * {@code System.out}, {@code System.err} and {@code System.in} of the kernel's JVM while it serves a notebook.
 * Text printed by the running cell, by the threads it started, or by threads that no cell started (such as the
 * common fork-join pool's) goes to that cell, coalesced by {@link OutputChannel}, up to {@link #CELL_LIMIT} bytes
 * per cell; past it, one line at the end of the cell says how much was left out. Text printed by a thread that an
 * earlier cell started goes to the kernel's log (the kernel process's own output, which the Jupyter server shows),
 * never into another cell; so does the kernel's own logging. {@code System.in} has no input: a read fails at once.
 */
final class CellStreams {

    /** The most a cell shows of what it prints, in bytes of UTF-8 (10 MB). */
    static final long CELL_LIMIT = 10L * 1024 * 1024;
    static final String NO_INPUT = "System.in has no input in a notebook: a cell cannot wait for typed input;"
            + " put the values in the cell's code";

    private final OutputChannel channel;
    private final PrintStream logOut = System.out;
    private final PrintStream logErr = System.err;
    /** The cell whose thread started this thread, directly or not. */
    private final InheritableThreadLocal<Cell> startedBy = new InheritableThreadLocal<>();
    private volatile Cell running;

    CellStreams(OutputChannel channel) {
        this.channel = channel;
    }

    /** Makes these the JVM's standard streams, for good. */
    void install() {
        newPrintStreams();
        System.setIn(new NoInput());
    }

    /**
     * New print streams (to the same places): a cell thread stopped in the middle of a {@code println} leaves half
     * of its text in the print stream's buffer, which must not open the next cell's output.
     */
    private void newPrintStreams() {
        System.setOut(new PrintStream(new Routed(StreamType.OUT, logOut), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Routed(StreamType.ERR, logErr), true, StandardCharsets.UTF_8));
    }

    /**
     * A cell starts, answering {@code request}; called on the thread that will start the cell's threads, so that
     * they and every thread they start belong to the cell.
     */
    void begin(MessageContext request) {
        newPrintStreams();
        Cell cell = new Cell(request);
        startedBy.set(cell);
        running = cell;
    }

    /** The running cell ends: its remaining text is queued, and the line saying what was cut, if anything was. */
    void end() {
        Cell cell = running;
        running = null;
        startedBy.remove();
        if (cell != null) {
            cell.end();
        }
    }

    /**
     * Prints a line of the kernel's own into the running cell's output, after what the cell printed (the kernel's
     * threads print to its log otherwise): {@code %%time}'s wall time.
     */
    void printToCell(String line) {
        Cell cell = running;
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        if (cell != null) {
            cell.write(StreamType.OUT, bytes, 0, bytes.length);
        } else {
            logOut.println(line);
        }
    }

    /** The cell that text printed on this thread goes to, or null for the kernel's log. */
    private Cell target() {
        if (Thread.currentThread() instanceof Loop) {
            return null; // the kernel's own channels
        }
        Cell cell = startedBy.get();
        Cell now = running;
        return cell == null || cell == now ? now : null;
    }

    /** What one cell printed: decoded per stream, counted against the limit. */
    private final class Cell {
        private final MessageContext request;
        private final CharsetDecoder[] decoders = {decoder(), decoder()};
        private final ByteBuffer[] partial = {ByteBuffer.allocate(0), ByteBuffer.allocate(0)};
        private long shown;
        private long cutBytes;
        private long cutLines;

        Cell(MessageContext request) {
            this.request = request;
        }

        synchronized void write(StreamType type, byte[] bytes, int offset, int length) {
            int kept = (int) Math.max(0, Math.min(length, CELL_LIMIT - shown));
            if (kept > 0) {
                shown += kept;
                channel.stream(request, type, decode(type, ByteBuffer.wrap(bytes, offset, kept), false));
            }
            for (int i = offset + kept; i < offset + length; i++) {
                cutLines += bytes[i] == '\n' ? 1 : 0;
            }
            cutBytes += length - kept;
        }

        synchronized void end() {
            for (StreamType type : StreamType.values()) {
                channel.stream(request, type, decode(type, ByteBuffer.allocate(0), true));
            }
            if (cutBytes > 0) {
                channel.stream(request, StreamType.ERR, String.format(Locale.ROOT,
                        "%n[output cut: a cell shows at most %d MB of what it prints; %,d more bytes (%,d lines)"
                                + " were left out]%n", CELL_LIMIT >> 20, cutBytes, cutLines));
            }
        }

        /** Decodes bytes after those left from the last write; a character cut in two waits for its end. */
        private String decode(StreamType type, ByteBuffer bytes, boolean last) {
            int t = type.ordinal();
            ByteBuffer in = bytes;
            if (partial[t].hasRemaining()) {
                in = ByteBuffer.allocate(partial[t].remaining() + bytes.remaining()).put(partial[t]).put(bytes).flip();
            }
            CharBuffer out = CharBuffer.allocate(in.remaining() + 1);
            decoders[t].decode(in, out, last);
            if (last) {
                decoders[t].flush(out);
                decoders[t].reset();
            }
            partial[t] = ByteBuffer.allocate(in.remaining()).put(in).flip();
            return out.flip().toString();
        }
    }

    private static CharsetDecoder decoder() {
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    /** One standard output stream: to the cell its text belongs to, or to the log. */
    private final class Routed extends OutputStream {
        private final StreamType type;
        private final PrintStream log;

        Routed(StreamType type, PrintStream log) {
            this.type = type;
            this.log = log;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            Cell cell = target();
            if (cell == null) {
                log.write(bytes, offset, length);
            } else {
                cell.write(type, bytes, offset, length);
            }
        }

        @Override
        public void flush() {
            log.flush(); // the channel sends a cell's text on its own schedule
        }
    }

    /** {@code System.in}: no input, and a read says so at once instead of waiting. */
    private static final class NoInput extends InputStream {
        @Override
        public int read() {
            throw new UnsupportedOperationException(NO_INPUT);
        }

        @Override
        public int read(byte[] bytes, int offset, int length) {
            throw new UnsupportedOperationException(NO_INPUT);
        }

        @Override
        public int available() {
            return 0;
        }
    }
}

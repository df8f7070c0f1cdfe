package org.baolab.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;

/**
 * The command line's standard output, which remembers why a write failed (a full disk, a closed pipe): a
 * {@link PrintWriter} only says that one did, and {@code System.out} not even that.
 */
final class StandardOutput extends PrintWriter {

    private final Noting stream;

    private StandardOutput(Noting stream, Charset charset) {
        super(new OutputStreamWriter(stream, charset), true);
        this.stream = stream;
    }

    /** Standard output, in the charset {@code System.out} writes: the console's, or the platform's default. */
    static StandardOutput open() {
        String console = System.getProperty("sun.stdout.encoding");
        return new StandardOutput(new Noting(new FileOutputStream(FileDescriptor.out)),
                console != null ? Charset.forName(console) : Charset.defaultCharset());
    }

    /** {@code " (REASON)"} for a stream of this kind whose write failed, or "" when there is no reason to give. */
    static String why(PrintWriter out) {
        IOException failure = out instanceof StandardOutput s ? s.stream.failure : null;
        return failure == null || failure.getMessage() == null ? "" : " (" + failure.getMessage() + ")";
    }

    /** Passes the bytes on and keeps the first failure. */
    private static final class Noting extends FilterOutputStream {
        private IOException failure;

        Noting(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                failure = failure == null ? e : failure;
                throw e;
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                failure = failure == null ? e : failure;
                throw e;
            }
        }
    }
}

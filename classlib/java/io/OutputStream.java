package java.io;

public abstract class OutputStream implements Closeable, Flushable {
    public OutputStream() {
    }

    public abstract void write(int b) throws IOException;

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
    }

    public void close() throws IOException {
    }

    /** Objects.checkFromIndexSize with its JDK message. */
    static void checkFromIndexSize(int fromIndex, int size, int length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + fromIndex + " + "
                    + size + ") out of bounds for length " + length);
        }
    }

    public static OutputStream nullOutputStream() {
        return new OutputStream() {
            private volatile boolean closed;

            public void write(int b) throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void write(byte[] b, int off, int len) throws IOException {
                checkFromIndexSize(off, len, b.length);
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void close() {
                closed = true;
            }
        };
    }
}

package java.io;

/** Bytes from a file descriptor (read(2)); System.in is one over fd 0. */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.fd = new FileDescriptor(open0(name));
    }

    public FileInputStream(File file) throws FileNotFoundException {
        this(file.getPath());
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    private static native int open0(String name) throws FileNotFoundException;

    /** Reads up to len bytes; -1 at end of file. */
    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native void close0(int fd) throws IOException;

    /** Skips by seeking; -1 if the descriptor cannot seek. */
    private static native long skip0(int fd, long n) throws IOException;

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        byte[] b = new byte[1];
        int n = readBytes0(fd.fd(), b, 0, 1);
        return n <= 0 ? -1 : (b[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        ensureOpen();
        return readBytes0(fd.fd(), b, off, len);
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) {
            return 0;
        }
        long r = skip0(fd.fd(), n);
        if (r >= 0) {
            return r;
        }
        return super.skip(n);
    }

    public int available() throws IOException {
        ensureOpen();
        return available0(fd.fd());
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        close0(fd.fd());
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}

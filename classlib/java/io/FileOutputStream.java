package java.io;

/**
 * Bytes to a file descriptor with write(2), unbuffered (as java's); System.out's buffering is
 * its BufferedOutputStream and auto-flushing PrintStream (java/lang/System.java).
 */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.fd = new FileDescriptor(open0(name, append));
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file.getPath(), false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        this(file.getPath(), append);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    private static native int open0(String name, boolean append) throws FileNotFoundException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void close0(int fd) throws IOException;

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    public void write(int b) throws IOException {
        ensureOpen();
        writeBytes0(fd.fd(), new byte[] { (byte) b }, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        ensureOpen();
        writeBytes0(fd.fd(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        ensureOpen();
        writeBytes0(fd.fd(), b, off, len);
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

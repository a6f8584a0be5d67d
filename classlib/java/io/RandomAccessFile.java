package java.io;

/** A file opened for random access ("r", "rw", "rws" or "rwd"). */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final String path;
    private final boolean rw;
    private volatile boolean closed;
    private final byte[] scratch = new byte[8];

    private static native int open0(String path, int mode) throws FileNotFoundException;

    private static native int read0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void seek0(int fd, long pos) throws IOException;

    private static native long getFilePointer0(int fd) throws IOException;

    private static native long length0(int fd) throws IOException;

    private static native void setLength0(int fd, long length) throws IOException;

    private static native void close0(int fd) throws IOException;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        int imode;
        if (mode.equals("r")) {
            imode = 1;
        } else if (mode.equals("rw")) {
            imode = 2;
        } else if (mode.equals("rws")) {
            imode = 3;
        } else if (mode.equals("rwd")) {
            imode = 4;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        this.rw = imode != 1;
        this.path = name;
        this.fd = new FileDescriptor(open0(name, imode));
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    private int fd() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd();
    }

    public int read() throws IOException {
        int n = read0(fd(), scratch, 0, 1);
        return n <= 0 ? -1 : (scratch[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        return read0(fd(), b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int count = this.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = pos + n;
        if (newpos > len) {
            newpos = len;
        }
        seek(newpos);
        return (int) (newpos - pos);
    }

    public void write(int b) throws IOException {
        scratch[0] = (byte) b;
        write0(fd(), scratch, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (!rw) {
            throw new IOException("Bad file descriptor");
        }
        write0(fd(), b, off, len);
    }

    public long getFilePointer() throws IOException {
        return getFilePointer0(fd());
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        seek0(fd(), pos);
    }

    public long length() throws IOException {
        return length0(fd());
    }

    public void setLength(long newLength) throws IOException {
        int f = fd();
        long p = getFilePointer0(f);
        setLength0(f, newLength);
        if (p > newLength) {
            seek0(f, newLength);
        }
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        close0(fd.fd());
    }

    private int readByteOrEOF() throws IOException {
        int ch = this.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEOF() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEOF();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEOF();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        readFully(scratch, 0, 2);
        return ((scratch[0] & 0xff) << 8) | (scratch[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(scratch, 0, 4);
        return ((scratch[0] & 0xff) << 24) | ((scratch[1] & 0xff) << 16)
                | ((scratch[2] & 0xff) << 8) | (scratch[3] & 0xff);
    }

    public final long readLong() throws IOException {
        readFully(scratch, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (scratch[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public final String readLine() throws IOException {
        StringBuilder input = null;
        for (;;) {
            int c = read();
            if (c < 0) {
                return input == null ? null : input.toString();
            }
            if (input == null) {
                input = new StringBuilder();
            }
            if (c == '\n') {
                return input.toString();
            }
            if (c == '\r') {
                long cur = getFilePointer();
                if (read() != '\n') {
                    seek(cur);
                }
                return input.toString();
            }
            input.append((char) c);
        }
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        byte[] b = { (byte) (v >>> 8), (byte) v };
        write(b, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        byte[] b = { (byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v };
        write(b, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        write(b, 0, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int clen = s.length();
        byte[] b = new byte[clen * 2];
        for (int i = 0; i < clen; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}

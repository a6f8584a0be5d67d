package java.io;

public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] readBuffer = new byte[8];

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur = 0;
        while ((total < n) && ((cur = (int) in.skip(n - total)) > 0)) {
            total += cur;
        }
        return total;
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        readFully(readBuffer, 0, 2);
        return ((readBuffer[0] & 0xff) << 8) | (readBuffer[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(readBuffer, 0, 4);
        return ((readBuffer[0] & 0xff) << 24) | ((readBuffer[1] & 0xff) << 16)
                | ((readBuffer[2] & 0xff) << 8) | (readBuffer[3] & 0xff);
    }

    public final long readLong() throws IOException {
        readFully(readBuffer, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (readBuffer[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** @deprecated Bytes up to "\n", "\r" or "\r\n", each byte taken as one char. */
    public final String readLine() throws IOException {
        StringBuilder sb = null;
        for (;;) {
            int c = in.read();
            if (c < 0) {
                return sb == null ? null : sb.toString();
            }
            if (sb == null) {
                sb = new StringBuilder(80);
            }
            if (c == '\n') {
                return sb.toString();
            }
            if (c == '\r') {
                int next = in.read();
                if (next >= 0 && next != '\n') {
                    PushbackInputStream pb;
                    if (in instanceof PushbackInputStream) {
                        pb = (PushbackInputStream) in;
                    } else {
                        pb = new PushbackInputStream(in);
                        in = pb;
                    }
                    pb.unread(next);
                }
                return sb.toString();
            }
            sb.append((char) c);
        }
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /** Reads a 2-byte length and that many bytes of modified UTF-8. */
    public static final String readUTF(DataInput in) throws IOException {
        int len = in.readUnsignedShort();
        byte[] b = new byte[len];
        in.readFully(b, 0, len);
        char[] out = new char[len];
        int n = 0;
        int i = 0;
        while (i < len) {
            int b0 = b[i] & 0xff;
            int kind = b0 >> 4;
            if (kind < 8) {
                out[n++] = (char) b0;
                i++;
            } else if (kind == 12 || kind == 13) {
                if (i + 2 > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int b1 = b[i + 1];
                if ((b1 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                out[n++] = (char) (((b0 & 0x1f) << 6) | (b1 & 0x3f));
                i += 2;
            } else if (kind == 14) {
                if (i + 3 > len) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int b1 = b[i + 1];
                int b2 = b[i + 2];
                if ((b1 & 0xc0) != 0x80 || (b2 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                out[n++] = (char) (((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f));
                i += 3;
            } else {
                throw new UTFDataFormatException("malformed input around byte " + i);
            }
        }
        return new String(out, 0, n);
    }
}

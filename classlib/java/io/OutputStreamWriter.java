package java.io;

/**
 * Encodes chars to an OutputStream (UTF-8 unless another supported charset is named). Bytes
 * collect in an 8192-byte buffer that goes to the stream when full or on flush(), as the JDK's
 * StreamEncoder does.
 */
public class OutputStreamWriter extends Writer {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private OutputStream out;
    private final TextCodec.Encoder encoder;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int bpos;
    private boolean closed;

    public OutputStreamWriter(OutputStream out, String charsetName)
            throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.out = out;
        this.encoder = new TextCodec.Encoder(TextCodec.lookupOrThrow(charsetName));
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.encoder = new TextCodec.Encoder(TextCodec.UTF_8);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        int c = TextCodec.lookup(cs.name());
        this.encoder = new TextCodec.Encoder(c < 0 ? TextCodec.UTF_8 : c);
    }

    public String getEncoding() {
        if (closed) {
            return null;
        }
        return TextCodec.historicalName(encoder.codec);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** Writes the buffered bytes to the stream (without flushing the stream). */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
        }
    }

    private void writeBytes() throws IOException {
        if (bpos > 0) {
            out.write(bb, 0, bpos);
        }
        bpos = 0;
    }

    public void write(int c) throws IOException {
        char[] cbuf = new char[1];
        cbuf[0] = (char) c;
        write(cbuf, 0, 1);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            for (int i = 0; i < len; i++) {
                if (bpos > BYTE_BUFFER_SIZE - TextCodec.Encoder.MAX_BYTES) {
                    char ch = cbuf[off + i];
                    int need = needed(ch);
                    if (bpos + need > BYTE_BUFFER_SIZE) {
                        writeBytes();
                    }
                }
                bpos = encoder.encode(cbuf[off + i], bb, bpos);
            }
        }
    }

    /** Bytes that encoding ch will add to the buffer. */
    private int needed(char ch) {
        if (encoder.pendingHigh != 0) {
            if (Character.isLowSurrogate(ch)) {
                return encoder.codec == TextCodec.UTF_8 ? 4 : 1;
            }
            return 1 + needed0(ch);
        }
        return needed0(ch);
    }

    private int needed0(char ch) {
        if (Character.isHighSurrogate(ch)) {
            return 0;
        }
        if (encoder.codec != TextCodec.UTF_8 || ch < 0x80 || Character.isLowSurrogate(ch)) {
            return 1;
        }
        return ch < 0x800 ? 2 : 3;
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            try {
                bpos = encoder.finish(bb, bpos);
                writeBytes();
                out.close();
            } finally {
                closed = true;
            }
        }
    }
}

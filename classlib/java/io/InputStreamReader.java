package java.io;

/** Decodes bytes from an InputStream (UTF-8 unless another supported charset is named). */
public class InputStreamReader extends Reader {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private InputStream in;
    private final TextCodec.Decoder decoder;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int bpos;
    private int blim;
    private boolean eof;
    private final int[] posHolder = new int[1];

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.decoder = new TextCodec.Decoder(TextCodec.UTF_8);
    }

    public InputStreamReader(InputStream in, String charsetName)
            throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.in = in;
        this.decoder = new TextCodec.Decoder(TextCodec.lookupOrThrow(charsetName));
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        int c = TextCodec.lookup(cs.name());
        this.decoder = new TextCodec.Decoder(c < 0 ? TextCodec.UTF_8 : c);
    }

    public String getEncoding() {
        if (in == null) {
            return null;
        }
        return TextCodec.historicalName(decoder.codec);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        int n = read(cb, 0, 1);
        return n == -1 ? -1 : cb[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int n = 0;
            while (true) {
                posHolder[0] = bpos;
                n += decoder.decode(bb, posHolder, blim, cbuf, off + n, len - n, eof);
                bpos = posHolder[0];
                if (n > 0 || (eof && bpos == blim && decoder.leftover == 0)) {
                    break;
                }
                if (eof) {
                    continue;
                }
                // need more bytes: keep the unconsumed tail
                if (bpos > 0) {
                    System.arraycopy(bb, bpos, bb, 0, blim - bpos);
                    blim -= bpos;
                    bpos = 0;
                }
                int r = in.read(bb, blim, bb.length - blim);
                if (r < 0) {
                    eof = true;
                } else {
                    blim += r;
                }
            }
            return n == 0 ? -1 : n;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return bpos < blim || decoder.leftover != 0 || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            try {
                in.close();
            } finally {
                in = null;
            }
        }
    }
}

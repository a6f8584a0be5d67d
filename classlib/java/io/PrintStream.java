package java.io;

/**
 * Prints text as UTF-8. As in the JDK, a high surrogate at the end of one print is kept until
 * the next character arrives (so a pair split over two prints is encoded correctly); an
 * unpaired surrogate becomes '?'. IOExceptions are never thrown: they set the error flag
 * (checkError). printf/format write through a java.util.Formatter appending to this stream.
 * With autoFlush the flushes are the JDK's: after every print that produced bytes (the JDK's
 * encoder writes them with write(byte[], int, int), which flushes), every println (one write
 * of the text and the line separator), every write(byte[]) and every write(int) of '\n'.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble = false;
    private boolean closing = false;
    /** A high surrogate waiting for its low half, or 0. */
    private char pendingHigh;
    private char[] cbuf = new char[64];
    private java.util.Formatter formatter;

    private static OutputStream requireNonNull(OutputStream out, String message) {
        if (out == null) {
            throw new NullPointerException(message);
        }
        return out;
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
    }

    /** UTF-8, ISO-8859-1 and US-ASCII are supported. */
    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(requireNonNull(out, "Null output stream"), autoFlush);
        if (encoding == null) {
            throw new NullPointerException("charsetName");
        }
        setCodec(TextCodec.lookupOrThrow(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        this(requireNonNull(out, "Null output stream"), autoFlush);
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        setCodecOf(charset);
    }

    public PrintStream(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(new FileOutputStream(fileName), false);
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        setCodecOf(charset);
    }

    public PrintStream(File file, java.nio.charset.Charset charset) throws IOException {
        this(new FileOutputStream(file), false);
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        setCodecOf(charset);
    }

    /** A charset other than UTF-8: its encoder (null for UTF-8, done inline below). */
    private TextCodec.Encoder encoder;

    private void setCodec(int codec) {
        encoder = codec == TextCodec.UTF_8 ? null : new TextCodec.Encoder(codec);
    }

    private void setCodecOf(java.nio.charset.Charset charset) {
        int c = TextCodec.lookup(charset.name());
        if (c < 0) {
            throw new UnsupportedOperationException("minivm: charset " + charset.name()
                    + " is not supported");
        }
        setCodec(c);
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(fileName), false, csn);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new FileOutputStream(file), false, csn);
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    if (out != null && pendingHigh != 0) {
                        pendingHigh = 0;
                        out.write('?');
                    }
                    if (out != null && encoder != null && encoder.pendingHigh != 0) {
                        encoder.pendingHigh = 0;
                        out.write('?');
                    }
                    if (out != null) {
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            PrintStream ps = (PrintStream) out;
            return ps.checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    /** Encodes s[0..len) as UTF-8 and writes it; returns the number of bytes written. */
    private int writeChars(char[] s, int len) throws IOException {
        byte[] buf = new byte[len * 3 + 4];
        int n = 0;
        if (encoder != null) {
            for (int i = 0; i < len; i++) {
                n = encoder.encode(s[i], buf, n);
            }
            if (n > 0) {
                out.write(buf, 0, n);
            }
            return n;
        }
        for (int i = 0; i < len; i++) {
            char c = s[i];
            if (pendingHigh != 0) {
                char hi = pendingHigh;
                pendingHigh = 0;
                if (Character.isLowSurrogate(c)) {
                    int cp = Character.toCodePoint(hi, c);
                    buf[n++] = (byte) (0xf0 | (cp >> 18));
                    buf[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                    buf[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                    buf[n++] = (byte) (0x80 | (cp & 0x3f));
                    continue;
                }
                buf[n++] = '?';
            }
            if (c < 0x80) {
                buf[n++] = (byte) c;
            } else if (c < 0x800) {
                buf[n++] = (byte) (0xc0 | (c >> 6));
                buf[n++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c)) {
                pendingHigh = c;
            } else if (Character.isLowSurrogate(c)) {
                buf[n++] = '?';
            } else {
                buf[n++] = (byte) (0xe0 | (c >> 12));
                buf[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                buf[n++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        if (n > 0) {
            out.write(buf, 0, n);
        }
        return n;
    }

    private void write(char[] buf) {
        try {
            synchronized (this) {
                ensureOpen();
                if (writeChars(buf, buf.length) > 0 && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void write(String s) {
        try {
            synchronized (this) {
                ensureOpen();
                int len = s.length();
                if (cbuf.length < len) {
                    cbuf = new char[Math.max(len, cbuf.length * 2)];
                }
                s.getChars(0, len, cbuf, 0);
                if (writeChars(cbuf, len) > 0 && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    /** s and the line separator in one write (the JDK's writeln, for println). */
    private void writeln(String s) {
        try {
            synchronized (this) {
                ensureOpen();
                String ls = System.lineSeparator();
                int len = s.length(), all = len + ls.length();
                if (cbuf.length < all) {
                    cbuf = new char[Math.max(all, cbuf.length * 2)];
                }
                s.getChars(0, len, cbuf, 0);
                ls.getChars(0, ls.length(), cbuf, len);
                writeChars(cbuf, all);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void newLine() {
        try {
            synchronized (this) {
                ensureOpen();
                String ls = System.lineSeparator();
                int len = ls.length();
                if (cbuf.length < len) {
                    cbuf = new char[len];
                }
                ls.getChars(0, len, cbuf, 0);
                writeChars(cbuf, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(new String(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            newLine();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            writeln(s);
            return;
        }
        synchronized (this) {
            print(s);
            newLine();
        }
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            if (formatter == null) {
                formatter = new java.util.Formatter((Appendable) this);
            }
            formatter.format(java.util.Locale.getDefault(java.util.Locale.Category.FORMAT), format,
                    args);
        }
        return this;
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            if (formatter == null) {
                formatter = new java.util.Formatter((Appendable) this);
            }
            formatter.format(l, format, args);
        }
        return this;
    }
}

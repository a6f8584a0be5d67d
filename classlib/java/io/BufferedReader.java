package java.io;

/**
 * A buffered character reader with readLine (a line ends at "\n", "\r" or "\r\n").
 *
 * After a line that ended with '\r', a '\n' that follows is owed to that line: the next read
 * of any kind drops it (skipNextLF).
 */
public class BufferedReader extends Reader {
    private static final int NOT_MARKED = -1;
    private static final int MARK_INVALID = -2;

    private Reader in;
    private char[] buf;
    private int pos;
    private int lim;
    private boolean skipNextLF;
    private int markPos = NOT_MARKED;
    private int markLimit;
    private boolean markSkipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        this.buf = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /**
     * Reads more characters (the buffer is used up). Characters after a live mark are kept,
     * unless more than its read-ahead limit have been read since. False at end of stream.
     */
    private boolean refill() throws IOException {
        int keep = 0;
        if (markPos >= 0) {
            int sinceMark = lim - markPos;
            if (sinceMark >= markLimit) {
                markPos = MARK_INVALID;
                markLimit = 0;
            } else {
                char[] dst = markLimit > buf.length ? new char[markLimit] : buf;
                System.arraycopy(buf, markPos, dst, 0, sinceMark);
                buf = dst;
                markPos = 0;
                keep = sinceMark;
            }
        }
        pos = keep;
        lim = keep;
        int n;
        do {
            n = in.read(buf, keep, buf.length - keep);
        } while (n == 0);
        if (n < 0) {
            return false;
        }
        lim = keep + n;
        return true;
    }

    /** Makes a character available at buf[pos], honouring skipNextLF; false at the end. */
    private boolean haveChar() throws IOException {
        for (;;) {
            if (pos >= lim && !refill()) {
                return false;
            }
            if (skipNextLF) {
                skipNextLF = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            return true;
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (!haveChar()) {
                return -1;
            }
            return buf[pos++];
        }
    }

    /** One chunk: from the buffer, or straight from the source for a large request. */
    private int readChunk(char[] cbuf, int off, int len) throws IOException {
        if (pos >= lim && len >= buf.length && markPos < 0 && !skipNextLF) {
            return in.read(cbuf, off, len);
        }
        if (!haveChar()) {
            return -1;
        }
        int n = Math.min(len, lim - pos);
        System.arraycopy(buf, pos, cbuf, off, n);
        pos += n;
        return n;
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int n = readChunk(cbuf, off, len);
            if (n <= 0) {
                return n;
            }
            while (n < len && in.ready()) {
                int more = readChunk(cbuf, off + n, len - n);
                if (more <= 0) {
                    break;
                }
                n += more;
            }
            return n;
        }
    }

    /**
     * The next line without its terminator, or null at the end. ignoreLF: drop a leading
     * '\n' (the caller saw a '\r'). term[0], if given, tells whether a terminator ended it.
     */
    String readLine(boolean ignoreLF, boolean[] term) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (ignoreLF) {
                skipNextLF = true;
            }
            if (term != null) {
                term[0] = false;
            }
            StringBuilder sb = null;
            for (;;) {
                if (!haveChar()) {
                    return (sb != null && sb.length() > 0) ? sb.toString() : null;
                }
                int start = pos;
                int i = pos;
                char[] b = buf;
                while (i < lim && b[i] != '\n' && b[i] != '\r') {
                    i++;
                }
                if (i < lim) {
                    String line;
                    if (sb == null) {
                        line = new String(b, start, i - start);
                    } else {
                        line = sb.append(b, start, i - start).toString();
                    }
                    skipNextLF = (b[i] == '\r');
                    pos = i + 1;
                    if (term != null) {
                        term[0] = true;
                    }
                    return line;
                }
                if (sb == null) {
                    sb = new StringBuilder(80 + (i - start));
                }
                sb.append(b, start, i - start);
                pos = lim;
            }
        }
    }

    public String readLine() throws IOException {
        return readLine(false, null);
    }

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            ensureOpen();
            long left = n;
            while (left > 0 && haveChar()) {
                int avail = lim - pos;
                if (left <= avail) {
                    pos += (int) left;
                    left = 0;
                } else {
                    left -= avail;
                    pos = lim;
                }
            }
            return n - left;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (skipNextLF) {
                if (pos >= lim && in.ready()) {
                    refill();
                }
                if (pos < lim) {
                    if (buf[pos] == '\n') {
                        pos++;
                    }
                    skipNextLF = false;
                }
            }
            return pos < lim || in.ready();
        }
    }

    public boolean markSupported() {
        return true;
    }

    /** The remaining lines, read lazily; an IOException becomes an UncheckedIOException. */
    public java.util.stream.Stream<String> lines() {
        java.util.Iterator<String> iter = new java.util.Iterator<String>() {
            private String nextLine = null;

            public boolean hasNext() {
                if (nextLine != null) {
                    return true;
                }
                try {
                    nextLine = readLine();
                    return (nextLine != null);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            public String next() {
                if (nextLine != null || hasNext()) {
                    String line = nextLine;
                    nextLine = null;
                    return line;
                }
                throw new java.util.NoSuchElementException();
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(
                iter, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            ensureOpen();
            markLimit = readAheadLimit;
            markPos = pos;
            markSkipLF = skipNextLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (markPos < 0) {
                throw new IOException(markPos == MARK_INVALID ? "Mark invalid"
                        : "Stream not marked");
            }
            pos = markPos;
            skipNextLF = markSkipLF;
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
                buf = null;
            }
        }
    }
}

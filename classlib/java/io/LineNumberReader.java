package java.io;

/**
 * A BufferedReader that counts lines: each terminator ("\n", "\r", "\r\n") counts once, and so
 * does the end of the stream after an unterminated last line. read() turns every terminator
 * into a single '\n'.
 */
public class LineNumberReader extends BufferedReader {
    private int lineNumber = 0;
    /** The last character read was '\r': a '\n' right after it belongs to the same line end. */
    private boolean afterCR;
    /** Characters have been read since the last line terminator. */
    private boolean midLine;
    private int markedLineNumber;
    private boolean markedAfterCR;
    private boolean markedMidLine;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    private void atEnd() {
        if (midLine) {
            lineNumber++;
            midLine = false;
        }
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (afterCR) {
                afterCR = false;
                if (c == '\n') {
                    c = super.read();
                }
            }
            if (c == '\r' || c == '\n') {
                afterCR = (c == '\r');
                lineNumber++;
                midLine = false;
                return '\n';
            }
            if (c < 0) {
                atEnd();
                return -1;
            }
            midLine = true;
            return c;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n < 0) {
                atEnd();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                if (afterCR) {
                    afterCR = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\r' || c == '\n') {
                    afterCR = (c == '\r');
                    lineNumber++;
                    midLine = false;
                } else {
                    midLine = true;
                }
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            String l = super.readLine(afterCR, null);
            afterCR = false;
            if (l != null) {
                lineNumber++;
                midLine = false;
            } else {
                atEnd();
            }
            return l;
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        synchronized (lock) {
            char[] tmp = new char[(int) Math.min(n, 8192)];
            long left = n;
            while (left > 0) {
                int r = read(tmp, 0, (int) Math.min(left, tmp.length));
                if (r < 0) {
                    break;
                }
                left -= r;
            }
            return n - left;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            super.mark(afterCR ? readAheadLimit + 1 : readAheadLimit);
            markedLineNumber = lineNumber;
            markedAfterCR = afterCR;
            markedMidLine = midLine;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            afterCR = markedAfterCR;
            midLine = markedMidLine;
        }
    }
}

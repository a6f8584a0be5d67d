package java.io;

/** Prints formatted text to a Writer; never throws IOException (see checkError). */
public class PrintWriter extends Writer {
    protected Writer out;
    private final boolean autoFlush;
    private boolean trouble = false;
    private java.util.Formatter formatter;
    private PrintStream psOut = null;

    public PrintWriter(Writer out) {
        this(out, false);
    }

    public PrintWriter(Writer out, boolean autoFlush) {
        super(out);
        this.out = out;
        this.autoFlush = autoFlush;
    }

    public PrintWriter(OutputStream out) {
        this(out, false);
    }

    public PrintWriter(OutputStream out, boolean autoFlush) {
        this(new BufferedWriter(new OutputStreamWriter(out)), autoFlush);
        if (out instanceof PrintStream) {
            psOut = (PrintStream) out;
        }
    }

    public PrintWriter(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        this(new BufferedWriter(new OutputStreamWriter(out, charset)), autoFlush);
        if (out instanceof PrintStream) {
            psOut = (PrintStream) out;
        }
    }

    public PrintWriter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))), false);
    }

    public PrintWriter(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(toCharset(csn), new File(fileName));
    }

    public PrintWriter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))), false);
    }

    public PrintWriter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(toCharset(csn), file);
    }

    public PrintWriter(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName), charset)), false);
    }

    public PrintWriter(File file, java.nio.charset.Charset charset) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file), charset)), false);
    }

    private PrintWriter(String csn, File file) throws FileNotFoundException {
        this(new BufferedWriter(newWriter(new FileOutputStream(file), csn)), false);
    }

    private static String toCharset(String csn) throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        TextCodec.lookupOrThrow(csn);
        return csn;
    }

    private static OutputStreamWriter newWriter(OutputStream os, String csn) {
        try {
            return new OutputStreamWriter(os, csn);
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e.toString());
        }
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        try {
            synchronized (lock) {
                ensureOpen();
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void close() {
        try {
            synchronized (lock) {
                if (out == null) {
                    return;
                }
                out.close();
                out = null;
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintWriter) {
            return ((PrintWriter) out).checkError();
        } else if (psOut != null) {
            return psOut.checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int c) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(c);
            }
        } catch (InterruptedIOException x) {
            trouble = true;
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(char[] buf, int off, int len) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(buf, off, len);
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(char[] buf) {
        write(buf, 0, buf.length);
    }

    public void write(String s, int off, int len) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(s, off, len);
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(String s) {
        write(s, 0, s.length());
    }

    private void newLine() {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(System.lineSeparator());
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
        write(c);
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
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(int x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(long x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(float x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(double x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char[] x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(String x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        synchronized (lock) {
            print(s);
            println();
        }
    }

    public PrintWriter printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintWriter printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintWriter format(String format, Object... args) {
        return format(java.util.Locale.getDefault(java.util.Locale.Category.FORMAT), format, args);
    }

    public PrintWriter format(java.util.Locale l, String format, Object... args) {
        try {
            synchronized (lock) {
                ensureOpen();
                if (formatter == null) {
                    formatter = new java.util.Formatter(this);
                }
                formatter.format(l, format, args);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
        return this;
    }

    public PrintWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    public PrintWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintWriter append(char c) {
        write(c);
        return this;
    }
}

package java.io;

public class SequenceInputStream extends InputStream {
    private final InputStream[] streams;
    private int index;
    private InputStream in;

    public SequenceInputStream(InputStream s1, InputStream s2) {
        streams = new InputStream[] { s1, s2 };
        index = 0;
        peekNextStream();
    }

    public SequenceInputStream(java.util.Enumeration<? extends InputStream> e) {
        InputStream[] a = new InputStream[4];
        int n = 0;
        while (e.hasMoreElements()) {
            if (n == a.length) {
                InputStream[] b = new InputStream[n * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = e.nextElement();
        }
        streams = new InputStream[n];
        System.arraycopy(a, 0, streams, 0, n);
        peekNextStream();
    }

    final void nextStream() throws IOException {
        if (in != null) {
            in.close();
        }
        peekNextStream();
    }

    private void peekNextStream() {
        if (index < streams.length) {
            in = streams[index++];
            if (in == null) {
                throw new NullPointerException();
            }
        } else {
            in = null;
        }
    }

    public int available() throws IOException {
        if (in == null) {
            return 0;
        }
        return in.available();
    }

    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) {
                return c;
            }
            nextStream();
        }
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) {
            return -1;
        } else if (b == null) {
            throw new NullPointerException();
        }
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        do {
            int n = in.read(b, off, len);
            if (n > 0) {
                return n;
            }
            nextStream();
        } while (in != null);
        return -1;
    }

    public void close() throws IOException {
        IOException ioe = null;
        while (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                if (ioe == null) {
                    ioe = e;
                } else {
                    ioe.addSuppressed(e);
                }
            }
            peekNextStream();
        }
        if (ioe != null) {
            throw ioe;
        }
    }
}

package java.nio;

import java.io.IOException;

/** A minimal heap-only java.nio.CharBuffer (for Readable and Reader.read(CharBuffer)). */
public abstract class CharBuffer extends Buffer
        implements Comparable<CharBuffer>, Appendable, CharSequence, Readable {
    final char[] hb;
    final int offset;

    CharBuffer(int mark, int pos, int lim, int cap, char[] hb, int offset) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new char[capacity], -1, 0, capacity, capacity, 0);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        if ((offset | length | (array.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        return new Heap(array, -1, offset, offset + length, array.length, 0);
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        int n = csq.length();
        if (start < 0 || start > end || end > n) {
            throw new IndexOutOfBoundsException();
        }
        char[] a = new char[n];
        for (int i = 0; i < n; i++) {
            a[i] = csq.charAt(i);
        }
        return new Heap(a, -1, start, end, n, 0);
    }

    static final class Heap extends CharBuffer {
        Heap(char[] hb, int mark, int pos, int lim, int cap, int off) {
            super(mark, pos, lim, cap, hb, off);
        }
    }

    public int read(CharBuffer target) throws IOException {
        int limit = limit();
        int pos = position();
        int remaining = limit - pos;
        int targetRemaining = target.remaining();
        if (targetRemaining <= 0) {
            return -1;
        }
        if (remaining <= 0) {
            return -1;
        }
        int n = Math.min(remaining, targetRemaining);
        for (int i = 0; i < n; i++) {
            target.put(get());
        }
        return n;
    }

    public CharBuffer slice() {
        int pos = position();
        int rem = remaining();
        return new Heap(hb, -1, 0, rem, rem, offset + pos);
    }

    public CharBuffer duplicate() {
        return new Heap(hb, -1, position(), limit(), capacity(), offset);
    }

    public CharBuffer asReadOnlyBuffer() {
        return duplicate();
    }

    public char get() {
        return hb[offset + nextGetIndex()];
    }

    public CharBuffer put(char c) {
        hb[offset + nextPutIndex()] = c;
        return this;
    }

    public char get(int index) {
        return hb[offset + checkIndex(index)];
    }

    public CharBuffer put(int index, char c) {
        hb[offset + checkIndex(index)] = c;
        return this;
    }

    public CharBuffer get(char[] dst, int off, int length) {
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        int p = nextGetIndex(length);
        System.arraycopy(hb, offset + p, dst, off, length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer put(CharBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = 0; i < n; i++) {
            put(src.get());
        }
        return this;
    }

    public CharBuffer put(char[] src, int off, int length) {
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        int p = nextPutIndex(length);
        System.arraycopy(src, off, hb, offset + p, length);
        return this;
    }

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(String src, int start, int end) {
        int length = end - start;
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            put(src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public final boolean hasArray() {
        return true;
    }

    public final char[] array() {
        return hb;
    }

    public final int arrayOffset() {
        return offset;
    }

    public boolean isReadOnly() {
        return false;
    }

    public boolean isDirect() {
        return false;
    }

    public CharBuffer compact() {
        int pos = position();
        int rem = remaining();
        System.arraycopy(hb, offset + pos, hb, offset, rem);
        position(rem);
        limit(capacity());
        return this;
    }

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        return compareTo(that) == 0 && remaining() == that.remaining();
    }

    public int compareTo(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            char a = get(position() + i);
            char b = that.get(that.position() + i);
            if (a != b) {
                return Character.compare(a, b);
            }
        }
        return remaining() - that.remaining();
    }

    public String toString() {
        return new String(hb, offset + position(), remaining());
    }

    public final int length() {
        return remaining();
    }

    public final char charAt(int index) {
        return get(position() + checkIndex(index, remaining()));
    }

    private static int checkIndex(int i, int n) {
        if (i < 0 || i >= n) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
        }
        return i;
    }

    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        int lim = limit();
        if (start < 0 || end > lim - pos || start > end) {
            throw new IndexOutOfBoundsException();
        }
        return new Heap(hb, -1, pos + start, pos + end, capacity(), offset);
    }

    public CharBuffer append(CharSequence csq) {
        if (csq == null) {
            return put("null");
        }
        return put(csq.toString());
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = (csq == null ? "null" : csq);
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }
}

package java.lang;

public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    public String toString();

    default boolean isEmpty() {
        return this.length() == 0;
    }

    /** Lexicographic comparison of two char sequences (JDK 11). */
    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            Comparable<Object> c = (Comparable<Object>) cs1;
            return c.compareTo(cs2);
        }
        int n1 = cs1.length(), n2 = cs2.length();
        int lim = n1 < n2 ? n1 : n2;
        for (int i = 0; i < lim; i++) {
            char a = cs1.charAt(i), b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }

    /** The chars of this sequence as a sized IntStream (java.util.stream). */
    default java.util.stream.IntStream chars() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(new java.util.Spliterator.OfInt() {
            private int cur = 0;

            public java.util.Spliterator.OfInt trySplit() {
                return null;
            }

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                if (cur < cs.length()) {
                    action.accept(cs.charAt(cur++));
                    return true;
                }
                return false;
            }

            public long estimateSize() {
                return cs.length() - cur;
            }

            public int characteristics() {
                return java.util.Spliterator.ORDERED | java.util.Spliterator.SIZED
                        | java.util.Spliterator.SUBSIZED;
            }
        }, false);
    }

    /** The code points of this sequence as an IntStream (java.util.stream). */
    default java.util.stream.IntStream codePoints() {
        final CharSequence cs = this;
        return java.util.stream.StreamSupport.intStream(new java.util.Spliterator.OfInt() {
            private int cur = 0;

            public java.util.Spliterator.OfInt trySplit() {
                return null;
            }

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                int length = cs.length();
                if (cur >= length) {
                    return false;
                }
                char c1 = cs.charAt(cur++);
                if (Character.isHighSurrogate(c1) && cur < length) {
                    char c2 = cs.charAt(cur);
                    if (Character.isLowSurrogate(c2)) {
                        cur++;
                        action.accept(Character.toCodePoint(c1, c2));
                        return true;
                    }
                }
                action.accept(c1);
                return true;
            }

            public long estimateSize() {
                return Long.MAX_VALUE;
            }

            public int characteristics() {
                return java.util.Spliterator.ORDERED;
            }
        }, false);
    }
}

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
}

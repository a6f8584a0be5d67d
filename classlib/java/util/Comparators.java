package java.util;

/** Package-private comparator implementations shared by Comparator and Collections. */
final class Comparators {
    private Comparators() {
    }

    static final Comparator<Object> NATURAL = new NaturalOrder();

    static final class NaturalOrder implements Comparator<Object> {
        public int compare(Object c1, Object c2) {
            return ((Comparable) c1).compareTo(c2);
        }

        public Comparator<Object> reversed() {
            return Collections.reverseOrder();
        }
    }

    static final class NullComparator<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<T> real;

        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}

package java.util;

/**
 * A set of constants of one enum type, kept as a bit vector (one long per 64 constants);
 * iteration is in ordinal order.
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1009687484059888093L;

    final transient Class<E> elementType;
    final transient Enum<?>[] universe;

    EnumSet(Class<E> elementType, Enum<?>[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        Enum<?>[] universe = getUniverse(elementType);
        if (universe == null) {
            throw new ClassCastException(elementType + " not an enum");
        }
        return new BitEnumSet<E>(elementType, universe);
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> result = noneOf(elementType);
        result.addAll();
        return result;
    }

    abstract void addAll();

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        } else {
            if (c.isEmpty()) {
                throw new IllegalArgumentException("Collection is empty");
            }
            Iterator<E> i = c.iterator();
            E first = i.next();
            EnumSet<E> result = EnumSet.of(first);
            while (i.hasNext()) {
                result.add(i.next());
            }
            return result;
        }
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> result = copyOf(s);
        result.complement();
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> result = noneOf(e.getDeclaringClass());
        result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        result.add(e5);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> result = noneOf(first.getDeclaringClass());
        result.add(first);
        for (E e : rest) {
            result.add(e);
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> result = noneOf(from.getDeclaringClass());
        result.addRange(from, to);
        return result;
    }

    abstract void addRange(E from, E to);

    abstract void complement();

    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    final void typeCheck(E e) {
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            throw new ClassCastException(eClass + " != " + elementType);
        }
    }

    private static <E extends Enum<E>> Enum<?>[] getUniverse(Class<E> elementType) {
        return elementType.getEnumConstants();
    }

    /** The implementation for every enum size. */
    static final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
        private static final long serialVersionUID = 334349849919042784L;
        private long[] elements;
        private int size;

        BitEnumSet(Class<E> elementType, Enum<?>[] universe) {
            super(elementType, universe);
            elements = new long[(universe.length + 63) >>> 6];
        }

        void addRange(E from, E to) {
            for (int i = from.ordinal(); i <= to.ordinal(); i++) {
                elements[i >>> 6] |= 1L << i;
            }
            recalculateSize();
        }

        void addAll() {
            for (int i = 0; i < elements.length; i++) {
                elements[i] = -1;
            }
            if (universe.length % 64 != 0) {
                elements[elements.length - 1] &= -1L >>> -universe.length;
            }
            size = universe.length;
        }

        void complement() {
            for (int i = 0; i < elements.length; i++) {
                elements[i] = ~elements[i];
            }
            if (elements.length > 0 && universe.length % 64 != 0) {
                elements[elements.length - 1] &= -1L >>> -universe.length;
            }
            size = universe.length - size;
        }

        private void recalculateSize() {
            int sum = 0;
            for (long elt : elements) {
                sum += Long.bitCount(elt);
            }
            size = sum;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int next = nextFrom(0);
                private int lastReturned = -1;

                private int nextFrom(int i) {
                    int n = universe.length;
                    while (i < n) {
                        if ((elements[i >>> 6] & (1L << i)) != 0) {
                            return i;
                        }
                        i++;
                    }
                    return -1;
                }

                public boolean hasNext() {
                    return next >= 0;
                }

                public E next() {
                    if (next < 0) {
                        throw new NoSuchElementException();
                    }
                    lastReturned = next;
                    next = nextFrom(next + 1);
                    return (E) universe[lastReturned];
                }

                public void remove() {
                    if (lastReturned < 0) {
                        throw new IllegalStateException();
                    }
                    long bit = 1L << lastReturned;
                    int w = lastReturned >>> 6;
                    if ((elements[w] & bit) != 0) {
                        elements[w] &= ~bit;
                        size--;
                    }
                    lastReturned = -1;
                }
            };
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public boolean contains(Object e) {
            if (e == null) {
                return false;
            }
            Class<?> eClass = e.getClass();
            if (eClass != elementType && eClass.getSuperclass() != elementType) {
                return false;
            }
            int ord = ((Enum<?>) e).ordinal();
            return (elements[ord >>> 6] & (1L << ord)) != 0;
        }

        public boolean add(E e) {
            typeCheck(e);
            int ord = e.ordinal();
            int w = ord >>> 6;
            long old = elements[w];
            elements[w] |= (1L << ord);
            boolean result = elements[w] != old;
            if (result) {
                size++;
            }
            return result;
        }

        public boolean remove(Object e) {
            if (e == null) {
                return false;
            }
            Class<?> eClass = e.getClass();
            if (eClass != elementType && eClass.getSuperclass() != elementType) {
                return false;
            }
            int ord = ((Enum<?>) e).ordinal();
            int w = ord >>> 6;
            long old = elements[w];
            elements[w] &= ~(1L << ord);
            boolean result = elements[w] != old;
            if (result) {
                size--;
            }
            return result;
        }

        public boolean containsAll(Collection<?> c) {
            if (!(c instanceof BitEnumSet)) {
                return super.containsAll(c);
            }
            BitEnumSet<?> es = (BitEnumSet<?>) c;
            if (es.elementType != elementType) {
                return es.isEmpty();
            }
            for (int i = 0; i < elements.length; i++) {
                if ((es.elements[i] & ~elements[i]) != 0) {
                    return false;
                }
            }
            return true;
        }

        public boolean addAll(Collection<? extends E> c) {
            if (!(c instanceof BitEnumSet)) {
                return super.addAll(c);
            }
            BitEnumSet<?> es = (BitEnumSet<?>) c;
            if (es.elementType != elementType) {
                if (es.isEmpty()) {
                    return false;
                }
                throw new ClassCastException(es.elementType + " != " + elementType);
            }
            boolean changed = false;
            for (int i = 0; i < elements.length; i++) {
                long old = elements[i];
                elements[i] |= es.elements[i];
                changed |= (elements[i] != old);
            }
            recalculateSize();
            return changed;
        }

        public boolean removeAll(Collection<?> c) {
            if (!(c instanceof BitEnumSet)) {
                return super.removeAll(c);
            }
            BitEnumSet<?> es = (BitEnumSet<?>) c;
            if (es.elementType != elementType) {
                return false;
            }
            boolean changed = false;
            for (int i = 0; i < elements.length; i++) {
                long old = elements[i];
                elements[i] &= ~es.elements[i];
                changed |= (elements[i] != old);
            }
            recalculateSize();
            return changed;
        }

        public boolean retainAll(Collection<?> c) {
            if (!(c instanceof BitEnumSet)) {
                return super.retainAll(c);
            }
            BitEnumSet<?> es = (BitEnumSet<?>) c;
            if (es.elementType != elementType) {
                boolean changed = (size != 0);
                clear();
                return changed;
            }
            boolean changed = false;
            for (int i = 0; i < elements.length; i++) {
                long old = elements[i];
                elements[i] &= es.elements[i];
                changed |= (elements[i] != old);
            }
            recalculateSize();
            return changed;
        }

        public void clear() {
            Arrays.fill(elements, 0);
            size = 0;
        }

        public boolean equals(Object o) {
            if (!(o instanceof BitEnumSet)) {
                return super.equals(o);
            }
            BitEnumSet<?> es = (BitEnumSet<?>) o;
            if (es.elementType != elementType) {
                return size == 0 && es.size == 0;
            }
            return Arrays.equals(es.elements, elements);
        }

        public BitEnumSet<E> clone() {
            BitEnumSet<E> result = (BitEnumSet<E>) super.clone();
            result.elements = result.elements.clone();
            return result;
        }
    }
}

package common;

/** A growable array (our own: no java.util). Removal from the front is O(1) amortized. */
public final class Vector<E> {
    private Object[] storage;
    private int first;
    private int last;

    public Vector() {
        this(8);
    }

    public Vector(int capacity) {
        storage = new Object[capacity < 1 ? 1 : capacity];
    }

    public int size() {
        return last - first;
    }

    public boolean isEmpty() {
        return last == first;
    }

    @SuppressWarnings("unchecked")
    public E at(int index) {
        if (index < 0 || index >= last - first) {
            throw new Failure("Vector index " + index + " out of range, size " + (last - first));
        }
        return (E) storage[first + index];
    }

    public void atPut(int index, E value) {
        if (index < 0 || index >= last - first) {
            throw new Failure("Vector index " + index + " out of range, size " + (last - first));
        }
        storage[first + index] = value;
    }

    public void append(E value) {
        if (last == storage.length) {
            int n = last - first;
            Object[] s = n * 2 > storage.length ? new Object[storage.length * 2] : storage;
            System.arraycopy(storage, first, s, 0, n);
            if (s == storage) {
                for (int i = n; i < last; i++) {
                    s[i] = null;
                }
            }
            storage = s;
            first = 0;
            last = n;
        }
        storage[last++] = value;
    }

    @SuppressWarnings("unchecked")
    public E removeFirst() {
        if (first == last) {
            throw new Failure("removeFirst on an empty Vector");
        }
        E v = (E) storage[first];
        storage[first++] = null;
        if (first == last) {
            first = last = 0;
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    public E removeLast() {
        if (first == last) {
            throw new Failure("removeLast on an empty Vector");
        }
        E v = (E) storage[--last];
        storage[last] = null;
        if (first == last) {
            first = last = 0;
        }
        return v;
    }

    /** Removes every element identical to obj; returns whether one was found. */
    public boolean remove(Object obj) {
        int j = first;
        boolean found = false;
        for (int i = first; i < last; i++) {
            if (storage[i] == obj) {
                found = true;
            } else {
                storage[j++] = storage[i];
            }
        }
        for (int i = j; i < last; i++) {
            storage[i] = null;
        }
        last = j;
        if (first == last) {
            first = last = 0;
        }
        return found;
    }

    public boolean contains(Object obj) {
        for (int i = first; i < last; i++) {
            if (storage[i] == obj) {
                return true;
            }
        }
        return false;
    }

    public void clear() {
        for (int i = first; i < last; i++) {
            storage[i] = null;
        }
        first = last = 0;
    }

    public void forEach(Each<? super E> fn) {
        for (int i = first; i < last; i++) {
            @SuppressWarnings("unchecked")
            E e = (E) storage[i];
            fn.apply(e);
        }
    }

    /** A block applied to each element. */
    public interface Each<T> {
        void apply(T element);
    }
}

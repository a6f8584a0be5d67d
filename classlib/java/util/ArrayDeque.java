package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/** Circular-array deque; elements live in [head, tail) modulo the capacity. */
public class ArrayDeque<E> extends AbstractCollection<E>
        implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    transient Object[] elements;
    transient int head;
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1
                : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    static int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    static int sub(int i, int j, int modulus) {
        if ((i -= j) < 0) {
            i += modulus;
        }
        return i;
    }

    private void grow(int needed) {
        final int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1);
        int newCapacity = oldCapacity + Math.max(needed, jump);
        if (newCapacity < 0) {
            throw new IllegalStateException("Sorry, deque too big");
        }
        final Object[] es = elements = Arrays.copyOf(elements, newCapacity);
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail) {
            grow(1);
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length))) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        final int s = size();
        for (E e : c) {
            addLast(e);
        }
        return size() > s;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        final Object[] es = elements;
        final int h = head;
        E e = (E) es[h];
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    public E pollLast() {
        final Object[] es = elements;
        final int t = dec(tail, es.length);
        E e = (E) es[t];
        if (e != null) {
            es[tail = t] = null;
        }
        return e;
    }

    public E getFirst() {
        E e = (E) elements[head];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        final Object[] es = elements;
        E e = (E) es[dec(tail, es.length)];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return (E) elements[head];
    }

    public E peekLast() {
        final Object[] es = elements;
        return (E) es[dec(tail, es.length)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head, n = size(); n > 0; i = inc(i, es.length), n--) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = dec(tail, es.length), n = size(); n > 0; i = dec(i, es.length), n--) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /**
     * Removes the element at index i, shifting whichever side is shorter. Returns true if the
     * elements after i moved one slot towards the head.
     */
    boolean delete(int i) {
        final Object[] es = elements;
        final int capacity = es.length;
        final int front = sub(i, head, capacity);
        final int back = sub(tail, i, capacity) - 1;
        if (front < back) {
            int j = i;
            for (int n = 0; n < front; n++) {
                int p = dec(j, capacity);
                es[j] = es[p];
                j = p;
            }
            es[head] = null;
            head = inc(head, capacity);
            return false;
        } else {
            int j = i;
            for (int n = 0; n < back; n++) {
                int q = inc(j, capacity);
                es[j] = es[q];
                j = q;
            }
            tail = dec(tail, capacity);
            es[tail] = null;
            return true;
        }
    }

    public int size() {
        return sub(tail, head, elements.length);
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            cursor = inc(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (leftShifted) {
                cursor = dec(cursor, elements.length);
            }
        }

        public final void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            postDelete(delete(lastRet));
            lastRet = -1;
        }
    }

    private class DescendingIterator extends DeqIterator {
        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            cursor = dec(lastRet = cursor, es.length);
            remaining--;
            return e;
        }

        void postDelete(boolean leftShifted) {
            if (!leftShifted) {
                cursor = inc(cursor, elements.length);
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final Object[] es = elements;
        for (int i = head, n = size(); n > 0; i = inc(i, es.length), n--) {
            E e = (E) es[i];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            action.accept(e);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter, null, false);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(null, c, true);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(null, c, false);
    }

    private boolean bulkRemove(Predicate<? super E> filter, Collection<?> c, boolean removeIfIn) {
        final Object[] es = elements;
        final int n = size();
        boolean[] dead = new boolean[n];
        boolean any = false;
        for (int k = 0, i = head; k < n; k++, i = inc(i, es.length)) {
            boolean d = (filter != null) ? filter.test((E) es[i]) : (c.contains(es[i]) == removeIfIn);
            if (d) {
                dead[k] = true;
                any = true;
            }
        }
        if (!any) {
            return false;
        }
        int w = head;
        for (int k = 0, i = head; k < n; k++, i = inc(i, es.length)) {
            if (!dead[k]) {
                es[w] = es[i];
                w = inc(w, es.length);
            }
        }
        for (int i = w; i != tail; i = inc(i, es.length)) {
            es[i] = null;
        }
        tail = w;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head, n = size(); n > 0; i = inc(i, es.length), n--) {
                if (o.equals(es[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        final Object[] es = elements;
        for (int i = head, n = size(); n > 0; i = inc(i, es.length), n--) {
            es[i] = null;
        }
        head = tail = 0;
    }

    public Object[] toArray() {
        final Object[] es = elements;
        int n = size();
        Object[] a = new Object[n];
        for (int k = 0, i = head; k < n; k++, i = inc(i, es.length)) {
            a[k] = es[i];
        }
        return a;
    }

    public <T> T[] toArray(T[] a) {
        int n = size();
        if (a.length < n) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        }
        final Object[] es = elements;
        Object[] r = a;
        for (int k = 0, i = head; k < n; k++, i = inc(i, es.length)) {
            r[k] = es[i];
        }
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.ORDERED | Spliterator.NONNULL);
    }
}

package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A sorted set safe for concurrent use. minivm's version is a java.util.TreeSet (or a view of
 * one) guarded by one lock shared with its views; iterators step from element to element in
 * the live set (they never throw ConcurrentModificationException) and remove through it. Null
 * elements are rejected.
 */
public class ConcurrentSkipListSet<E> extends AbstractSet<E> implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2479143111061671589L;

    final NavigableSet<E> s;
    final Object lock;

    public ConcurrentSkipListSet() {
        this(new TreeSet<E>(), new Object());
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        this(new TreeSet<E>(comparator), new Object());
    }

    public ConcurrentSkipListSet(Collection<? extends E> c) {
        this(new TreeSet<E>(), new Object());
        addAll(c);
    }

    public ConcurrentSkipListSet(SortedSet<E> s) {
        this(new TreeSet<E>(s.comparator()), new Object());
        addAll(s);
    }

    ConcurrentSkipListSet(NavigableSet<E> s, Object lock) {
        this.s = s;
        this.lock = lock;
    }

    public ConcurrentSkipListSet<E> clone() {
        synchronized (lock) {
            TreeSet<E> copy = new TreeSet<E>(s.comparator());
            copy.addAll(s);
            return new ConcurrentSkipListSet<E>(copy, new Object());
        }
    }

    public int size() {
        synchronized (lock) {
            return s.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return s.isEmpty();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return s.contains(o);
        }
    }

    public boolean add(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return s.add(e);
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return s.remove(o);
        }
    }

    public void clear() {
        synchronized (lock) {
            s.clear();
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            return s.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return s.toArray(a);
        }
    }

    /** Steps from element to element in the live set (weakly consistent, as OpenJDK's). */
    private Iterator<E> liveIterator(final NavigableSet<E> order) {
        return new Iterator<E>() {
            E next;
            E lastReturned;

            {
                synchronized (lock) {
                    next = order.isEmpty() ? null : order.first();
                }
            }

            public boolean hasNext() {
                return next != null;
            }

            public E next() {
                E e = next;
                if (e == null) {
                    throw new NoSuchElementException();
                }
                lastReturned = e;
                synchronized (lock) {
                    next = order.higher(e);
                }
                return e;
            }

            public void remove() {
                if (lastReturned == null) {
                    throw new IllegalStateException();
                }
                ConcurrentSkipListSet.this.remove(lastReturned);
                lastReturned = null;
            }
        };
    }

    public Iterator<E> iterator() {
        return liveIterator(s);
    }

    public Iterator<E> descendingIterator() {
        synchronized (lock) {
            return liveIterator(s.descendingSet());
        }
    }

    public boolean removeAll(Collection<?> c) {
        boolean modified = false;
        for (Object e : c) {
            if (remove(e)) {
                modified = true;
            }
        }
        return modified;
    }

    public E lower(E e) {
        synchronized (lock) {
            return s.lower(e);
        }
    }

    public E floor(E e) {
        synchronized (lock) {
            return s.floor(e);
        }
    }

    public E ceiling(E e) {
        synchronized (lock) {
            return s.ceiling(e);
        }
    }

    public E higher(E e) {
        synchronized (lock) {
            return s.higher(e);
        }
    }

    public E pollFirst() {
        synchronized (lock) {
            return s.pollFirst();
        }
    }

    public E pollLast() {
        synchronized (lock) {
            return s.pollLast();
        }
    }

    public Comparator<? super E> comparator() {
        return s.comparator();
    }

    public E first() {
        synchronized (lock) {
            return s.first();
        }
    }

    public E last() {
        synchronized (lock) {
            return s.last();
        }
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        if (fromElement == null || toElement == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return new ConcurrentSkipListSet<E>(s.subSet(fromElement, fromInclusive, toElement, toInclusive), lock);
        }
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        if (toElement == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return new ConcurrentSkipListSet<E>(s.headSet(toElement, inclusive), lock);
        }
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        if (fromElement == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return new ConcurrentSkipListSet<E>(s.tailSet(fromElement, inclusive), lock);
        }
    }

    public NavigableSet<E> subSet(E fromElement, E toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public NavigableSet<E> headSet(E toElement) {
        return headSet(toElement, false);
    }

    public NavigableSet<E> tailSet(E fromElement) {
        return tailSet(fromElement, true);
    }

    public NavigableSet<E> descendingSet() {
        synchronized (lock) {
            return new ConcurrentSkipListSet<E>(s.descendingSet(), lock);
        }
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof java.util.Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        Object[] mine = toArray();
        if (mine.length != c.size()) {
            return false;
        }
        try {
            for (Object e : mine) {
                if (!c.contains(e)) {
                    return false;
                }
            }
            return true;
        } catch (ClassCastException e) {
            return false;
        } catch (NullPointerException e) {
            return false;
        }
    }

    public int hashCode() {
        int h = 0;
        for (Object e : toArray()) {
            h += e.hashCode();
        }
        return h;
    }

    public String toString() {
        Object[] a = toArray();
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i] == this ? "(this Collection)" : String.valueOf(a[i]));
        }
        return sb.append(']').toString();
    }
}

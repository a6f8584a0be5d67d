package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;

/**
 * An unbounded thread-safe FIFO queue. minivm guards it with one lock (OpenJDK's is lock-free);
 * iterators work on a snapshot taken when they are created.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    static final class Node<E> {
        E item;
        Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private final Object lock = new Object();
    private Node<E> head;
    private Node<E> tail;
    private int count;

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c) {
            offer(e);
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node<E> n = new Node<E>(e);
        synchronized (lock) {
            if (tail == null) {
                head = n;
            } else {
                tail.next = n;
            }
            tail = n;
            count++;
        }
        return true;
    }

    public E poll() {
        synchronized (lock) {
            Node<E> h = head;
            if (h == null) {
                return null;
            }
            head = h.next;
            if (head == null) {
                tail = null;
            }
            count--;
            E x = h.item;
            h.item = null;
            return x;
        }
    }

    public E peek() {
        synchronized (lock) {
            return head == null ? null : head.item;
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return count == 0;
        }
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node<E> p = head; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    return true;
                }
            }
            return false;
        }
    }

    private boolean removeMatching(Object o, boolean identity) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node<E> pred = null, p = head; p != null; pred = p, p = p.next) {
                if (identity ? p.item == o : o.equals(p.item)) {
                    if (pred == null) {
                        head = p.next;
                    } else {
                        pred.next = p.next;
                    }
                    if (tail == p) {
                        tail = pred;
                    }
                    p.item = null;
                    count--;
                    return true;
                }
            }
            return false;
        }
    }

    public boolean remove(Object o) {
        return removeMatching(o, false);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            modified |= offer(e);
        }
        return modified;
    }

    public Object[] toArray() {
        synchronized (lock) {
            Object[] a = new Object[count];
            int k = 0;
            for (Node<E> p = head; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        }
    }

    public <T> T[] toArray(T[] a) {
        Object[] snapshot = toArray();
        int size = snapshot.length;
        if (a.length < size) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
        }
        System.arraycopy(snapshot, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public void clear() {
        synchronized (lock) {
            head = tail = null;
            count = 0;
        }
    }

    public Iterator<E> iterator() {
        final Object[] snapshot = toArray();
        return new Iterator<E>() {
            private int cursor;
            private int lastRet = -1;

            public boolean hasNext() {
                return cursor < snapshot.length;
            }

            public E next() {
                if (cursor >= snapshot.length) {
                    throw new NoSuchElementException();
                }
                lastRet = cursor;
                return (E) snapshot[cursor++];
            }

            public void remove() {
                if (lastRet < 0) {
                    throw new IllegalStateException();
                }
                removeMatching(snapshot[lastRet], true);
                lastRet = -1;
            }
        };
    }
}

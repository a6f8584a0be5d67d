package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An optionally bounded FIFO blocking queue of linked nodes, guarded by one lock with
 * notEmpty / notFull conditions. Iterators work on a snapshot taken when they are created;
 * Iterator.remove removes that very element if it is still queued.
 */
public class LinkedBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    static final class Node<E> {
        E item;
        Node<E> next;

        Node(E x) {
            item = x;
        }
    }

    private final int capacity;
    private int count;
    private Node<E> head;     /* dummy node: head.item == null */
    private Node<E> last;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notEmpty = lock.newCondition();
    private final Condition notFull = lock.newCondition();

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        last = head = new Node<E>(null);
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        lock.lock();
        try {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (count == capacity) {
                    throw new IllegalStateException("Queue full");
                }
                enqueue(e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void enqueue(E x) {
        Node<E> n = new Node<E>(x);
        last.next = n;
        last = n;
        count++;
    }

    private E dequeue() {
        Node<E> first = head.next;
        head.next = null;
        head = first;
        E x = first.item;
        first.item = null;
        count--;
        return x;
    }

    public int size() {
        lock.lock();
        try {
            return count;
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        lock.lock();
        try {
            return capacity - count;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lockInterruptibly();
        try {
            while (count == capacity) {
                notFull.await();
            }
            enqueue(e);
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == capacity) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            enqueue(e);
            notEmpty.signal();
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            if (count == capacity) {
                return false;
            }
            enqueue(e);
            notEmpty.signal();
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            E x = dequeue();
            notFull.signal();
            return x;
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            E x = dequeue();
            notFull.signal();
            return x;
        } finally {
            lock.unlock();
        }
    }

    public E poll() {
        lock.lock();
        try {
            if (count == 0) {
                return null;
            }
            E x = dequeue();
            notFull.signal();
            return x;
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        lock.lock();
        try {
            return count > 0 ? head.next.item : null;
        } finally {
            lock.unlock();
        }
    }

    /** Under lock: unlinks p (pred's successor). */
    private void unlink(Node<E> p, Node<E> pred) {
        p.item = null;
        pred.next = p.next;
        if (last == p) {
            last = pred;
        }
        count--;
        notFull.signal();
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            for (Node<E> pred = head, p = pred.next; p != null; pred = p, p = p.next) {
                if (o.equals(p.item)) {
                    unlink(p, pred);
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    private boolean removeNode(Node<E> node) {
        lock.lock();
        try {
            for (Node<E> pred = head, p = pred.next; p != null; pred = p, p = p.next) {
                if (p == node) {
                    unlink(p, pred);
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            for (Node<E> p = head.next; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        lock.lock();
        try {
            Object[] a = new Object[count];
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public <T> T[] toArray(T[] a) {
        lock.lock();
        try {
            int size = count;
            if (a.length < size) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            }
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = (T) p.item;
            }
            if (a.length > k) {
                a[k] = null;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public void clear() {
        lock.lock();
        try {
            for (Node<E> p, h = head; (p = h.next) != null; h = p) {
                h.next = h;
                p.item = null;
            }
            head = last;
            head.next = null;
            count = 0;
            notFull.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        lock.lock();
        try {
            int n = 0;
            while (n < maxElements && count > 0) {
                c.add(dequeue());
                n++;
            }
            if (n > 0) {
                notFull.signalAll();
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    public Iterator<E> iterator() {
        lock.lock();
        try {
            Object[] nodes = new Object[count];
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                nodes[k++] = p;
            }
            return new Itr(nodes);
        } finally {
            lock.unlock();
        }
    }

    private final class Itr implements Iterator<E> {
        private final Object[] nodes;
        private final Object[] items;
        private int cursor;
        private int lastRet = -1;

        Itr(Object[] nodes) {
            this.nodes = nodes;
            items = new Object[nodes.length];
            for (int i = 0; i < nodes.length; i++) {
                items[i] = ((Node<E>) nodes[i]).item;
            }
        }

        public boolean hasNext() {
            return cursor < nodes.length;
        }

        public E next() {
            if (cursor >= nodes.length) {
                throw new NoSuchElementException();
            }
            lastRet = cursor;
            return (E) items[cursor++];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            removeNode((Node<E>) nodes[lastRet]);
            lastRet = -1;
        }
    }
}

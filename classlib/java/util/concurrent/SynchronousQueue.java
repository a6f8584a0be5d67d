package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A queue without capacity: each insert waits for a remove and vice versa. Guarded by one lock:
 * `takers` counts threads waiting to remove; a non-blocking offer succeeds only while more takers
 * wait than items are already handed over. Fairness is recorded only.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    static final class Node {
        final Object item;
        Node next;
        boolean taken;

        Node(Object item) {
            this.item = item;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition itemAvailable = lock.newCondition();
    private final Condition itemTaken = lock.newCondition();
    private Node head;
    private Node tail;
    private int pending;    /* nodes in the list */
    private int takers;     /* threads waiting in take/poll */
    private final boolean fair;

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    private void append(Node n) {
        if (tail == null) {
            head = n;
        } else {
            tail.next = n;
        }
        tail = n;
        pending++;
        itemAvailable.signal();
    }

    private Object takeFirst() {
        Node n = head;
        head = n.next;
        if (head == null) {
            tail = null;
        }
        n.next = null;
        n.taken = true;
        pending--;
        itemTaken.signalAll();
        return n.item;
    }

    private boolean unlink(Node node) {
        Node prev = null;
        for (Node n = head; n != null; prev = n, n = n.next) {
            if (n == node) {
                if (prev == null) {
                    head = n.next;
                } else {
                    prev.next = n.next;
                }
                if (tail == n) {
                    tail = prev;
                }
                pending--;
                return true;
            }
        }
        return false;
    }

    /** Hands e over, waiting until it is taken (deadline 0: forever). False on timeout. */
    private boolean transfer(E e, boolean timed, long nanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lockInterruptibly();
        try {
            Node n = new Node(e);
            append(n);
            try {
                while (!n.taken) {
                    if (timed) {
                        if (nanos <= 0L) {
                            unlink(n);
                            return false;
                        }
                        nanos = itemTaken.awaitNanos(nanos);
                    } else {
                        itemTaken.await();
                    }
                }
                return true;
            } catch (InterruptedException ie) {
                if (n.taken) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                unlink(n);
                throw ie;
            }
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        transfer(e, false, 0L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return transfer(e, true, unit.toNanos(timeout));
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        lock.lock();
        try {
            if (takers > pending) {
                append(new Node(e));
                return true;
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    private E receive(boolean timed, long nanos) throws InterruptedException {
        lock.lockInterruptibly();
        try {
            takers++;
            try {
                while (pending == 0) {
                    if (timed) {
                        if (nanos <= 0L) {
                            return null;
                        }
                        nanos = itemAvailable.awaitNanos(nanos);
                    } else {
                        itemAvailable.await();
                    }
                }
                return (E) takeFirst();
            } catch (InterruptedException ie) {
                /* An item offered to us must not be stranded. */
                if (pending >= takers) {
                    Thread.currentThread().interrupt();
                    return (E) takeFirst();
                }
                throw ie;
            } finally {
                takers--;
            }
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        return receive(false, 0L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return receive(true, unit.toNanos(timeout));
    }

    public E poll() {
        lock.lock();
        try {
            return pending > takers ? (E) takeFirst() : null;
        } finally {
            lock.unlock();
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            public boolean hasNext() {
                return false;
            }

            public E next() {
                throw new NoSuchElementException();
            }
        };
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
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
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}

package java.lang.ref;

/** Reference objects cleared by the GC are appended here once the collection is over. */
public class ReferenceQueue<T> {
    /* The queue field of a reference that sits on a queue. */
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<Object>();

    private final Object lock = new Object();
    private volatile Reference<? extends T> head;
    private long queueLength;

    public ReferenceQueue() {
    }

    boolean enqueue(Reference<? extends T> r) {
        synchronized (lock) {
            ReferenceQueue<?> q = r.queue;
            if (q != this || this == ENQUEUED) {
                return false;
            }
            r.queue = ENQUEUED;
            r.next = head == null ? r : head;
            head = r;
            queueLength++;
            lock.notifyAll();
            return true;
        }
    }

    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r == null) {
            return null;
        }
        Reference<? extends T> rn = (Reference<? extends T>) (Reference) r.next;
        head = rn == r ? null : rn;
        r.queue = null;
        r.next = r;
        queueLength--;
        return r;
    }

    public Reference<? extends T> poll() {
        if (head == null) {
            return null;
        }
        synchronized (lock) {
            return reallyPoll();
        }
    }

    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (lock) {
            Reference<? extends T> r = reallyPoll();
            if (r != null) {
                return r;
            }
            long start = timeout == 0 ? 0 : System.nanoTime();
            for (;;) {
                lock.wait(timeout);
                r = reallyPoll();
                if (r != null) {
                    return r;
                }
                if (timeout != 0) {
                    long end = System.nanoTime();
                    timeout -= (end - start) / 1000000;
                    if (timeout <= 0) {
                        return null;
                    }
                    start = end;
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}

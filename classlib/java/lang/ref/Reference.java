package java.lang.ref;

/**
 * The base of the reference objects. The collectors treat {@code referent} weakly (the VM
 * finds the field by name; see gc/refs.h): when the referent is no longer strongly reachable
 * the GC clears the field and, if the reference has a queue, hands the reference to
 * {@link #enqueueFromGC} once the collection is over.
 */
public abstract class Reference<T> {
    private T referent;
    /* The queue this reference is registered with; ReferenceQueue.ENQUEUED while on it, and
     * null when it has none (or was removed from it). */
    volatile ReferenceQueue<? super T> queue;
    /* The next reference on the queue (the last one points to itself). */
    volatile Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }

    /* Called by the VM after a collection for each reference it cleared that has a queue. */
    private static void enqueueFromGC(Reference r) {
        ReferenceQueue q = r.queue;
        if (q != null) {
            q.enqueue(r);
        }
    }
}

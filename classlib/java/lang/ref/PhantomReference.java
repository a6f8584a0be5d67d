package java.lang.ref;

/** get() always returns null; cleared and enqueued when the referent becomes unreachable. */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    public T get() {
        return null;
    }
}

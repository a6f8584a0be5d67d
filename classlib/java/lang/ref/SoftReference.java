package java.lang.ref;

/**
 * Kept while memory allows: minivm's collectors trace soft referents strongly, except in the
 * last full collection before an OutOfMemoryError, which clears every softly reachable one.
 */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}

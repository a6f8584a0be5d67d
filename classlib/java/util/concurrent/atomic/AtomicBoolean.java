package java.util.concurrent.atomic;

/** A boolean updated atomically (held as an int, 0 or 1). */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;
    private static final long VALUE = VMAtomics.objectFieldOffset(AtomicBoolean.class, "value");

    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value != 0;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return VMAtomics.compareAndSetInt(this, VALUE, expectedValue ? 1 : 0, newValue ? 1 : 0);
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        for (;;) {
            boolean v = get();
            if (v != expectedValue) {
                return v;
            }
            if (compareAndSet(expectedValue, newValue)) {
                return expectedValue;
            }
        }
    }

    public final void set(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        set(newValue);
    }

    public final boolean getAndSet(boolean newValue) {
        return VMAtomics.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return get();
    }

    public final void setPlain(boolean newValue) {
        set(newValue);
    }

    public final boolean getOpaque() {
        return get();
    }

    public final void setOpaque(boolean newValue) {
        set(newValue);
    }

    public final boolean getAcquire() {
        return get();
    }

    public final void setRelease(boolean newValue) {
        set(newValue);
    }
}

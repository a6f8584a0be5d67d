package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** A long array whose elements are updated atomically. */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;
    private static final long BASE = VMAtomics.arrayBaseOffset(long[].class);
    private static final long SCALE = VMAtomics.arrayIndexScale(long[].class);

    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    private long offset(int i) {
        if (i < 0 || i >= array.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return BASE + i * SCALE;
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return VMAtomics.getLongVolatile(array, offset(i));
    }

    public final void set(int i, long newValue) {
        VMAtomics.putLongVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        return VMAtomics.getAndSetLong(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return VMAtomics.compareAndSetLong(array, offset(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getAndIncrement(int i) {
        return VMAtomics.getAndAddLong(array, offset(i), 1);
    }

    public final long getAndDecrement(int i) {
        return VMAtomics.getAndAddLong(array, offset(i), -1);
    }

    public final long getAndAdd(int i, long delta) {
        return VMAtomics.getAndAddLong(array, offset(i), delta);
    }

    public final long incrementAndGet(int i) {
        return VMAtomics.getAndAddLong(array, offset(i), 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return VMAtomics.getAndAddLong(array, offset(i), -1) - 1;
    }

    public final long addAndGet(int i, long delta) {
        return VMAtomics.getAndAddLong(array, offset(i), delta) + delta;
    }

    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        long next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsLong(prev);
            }
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        long next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsLong(prev);
            }
            if (compareAndSet(i, prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        long next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsLong(prev, x);
            }
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        long next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsLong(prev, x);
            }
            if (compareAndSet(i, prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(get(i));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }

    public final long getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, long newValue) {
        set(i, newValue);
    }

    public final long getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, long newValue) {
        set(i, newValue);
    }
}

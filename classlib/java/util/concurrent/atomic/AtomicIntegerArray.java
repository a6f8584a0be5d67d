package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An int array whose elements are updated atomically. */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;
    private static final long BASE = VMAtomics.arrayBaseOffset(int[].class);
    private static final long SCALE = VMAtomics.arrayIndexScale(int[].class);

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
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

    public final int get(int i) {
        return VMAtomics.getIntVolatile(array, offset(i));
    }

    public final void set(int i, int newValue) {
        VMAtomics.putIntVolatile(array, offset(i), newValue);
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return VMAtomics.getAndSetInt(array, offset(i), newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return VMAtomics.compareAndSetInt(array, offset(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getAndIncrement(int i) {
        return VMAtomics.getAndAddInt(array, offset(i), 1);
    }

    public final int getAndDecrement(int i) {
        return VMAtomics.getAndAddInt(array, offset(i), -1);
    }

    public final int getAndAdd(int i, int delta) {
        return VMAtomics.getAndAddInt(array, offset(i), delta);
    }

    public final int incrementAndGet(int i) {
        return VMAtomics.getAndAddInt(array, offset(i), 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return VMAtomics.getAndAddInt(array, offset(i), -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return VMAtomics.getAndAddInt(array, offset(i), delta) + delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        int next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsInt(prev);
            }
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        int next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = updateFunction.applyAsInt(prev);
            }
            if (compareAndSet(i, prev, next)) {
                return next;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        int next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsInt(prev, x);
            }
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
            haveNext = (prev == (prev = get(i)));
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        int next = 0;
        for (boolean haveNext = false;;) {
            if (!haveNext) {
                next = accumulatorFunction.applyAsInt(prev, x);
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

    public final int getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, int newValue) {
        set(i, newValue);
    }

    public final int getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, int newValue) {
        set(i, newValue);
    }
}

package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A value updated by many threads with an accumulator function. One atomic cell. */
public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long VALUE = VMAtomics.objectFieldOffset(LongAccumulator.class, "value");

    private final LongBinaryOperator function;
    private final long identity;
    private volatile long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(long x) {
        for (;;) {
            long v = value;
            long r = function.applyAsLong(v, x);
            if (r == v || VMAtomics.compareAndSetLong(this, VALUE, v, r)) {
                return;
            }
        }
    }

    public long get() {
        return value;
    }

    public void reset() {
        value = identity;
    }

    public long getThenReset() {
        return VMAtomics.getAndSetLong(this, VALUE, identity);
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}

package java.util.concurrent.atomic;

/** A sum updated by many threads. One atomic cell (no striping): correct, not scalable. */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long BASE = VMAtomics.objectFieldOffset(LongAdder.class, "base");

    private volatile long base;

    public LongAdder() {
    }

    public void add(long x) {
        VMAtomics.getAndAddLong(this, BASE, x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return base;
    }

    public void reset() {
        base = 0L;
    }

    public long sumThenReset() {
        return VMAtomics.getAndSetLong(this, BASE, 0L);
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}

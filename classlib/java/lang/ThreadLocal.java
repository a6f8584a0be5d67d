package java.lang;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * Thread-local variables. Each thread has a ThreadLocalMap (Thread.threadLocals) keyed by the
 * ThreadLocal's identity: open addressing with linear probing on a Fibonacci-spread hash, as
 * OpenJDK does. Keys are held strongly (OpenJDK's are weak), so a value lives as long as its
 * thread or until remove().
 */
public class ThreadLocal<T> {
    private final int threadLocalHashCode = nextHashCode();

    private static int nextHashCode;
    private static final int HASH_INCREMENT = 0x61c88647;

    private static synchronized int nextHashCode() {
        int h = nextHashCode;
        nextHashCode = h + HASH_INCREMENT;
        return h;
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<S>(supplier);
    }

    public ThreadLocal() {
    }

    public T get() {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            int i = map.indexOf(this);
            if (i >= 0) {
                return (T) map.values[i];
            }
        }
        return setInitialValue(t);
    }

    boolean isPresent() {
        ThreadLocalMap map = getMap(Thread.currentThread());
        return map != null && map.indexOf(this) >= 0;
    }

    private T setInitialValue(Thread t) {
        T value = initialValue();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            map.set(this, value);
        } else {
            createMap(t, value);
        }
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            map.set(this, value);
        } else {
            createMap(t, value);
        }
    }

    public void remove() {
        ThreadLocalMap m = getMap(Thread.currentThread());
        if (m != null) {
            m.remove(this);
        }
    }

    ThreadLocalMap getMap(Thread t) {
        return t.threadLocals;
    }

    void createMap(Thread t, T firstValue) {
        t.threadLocals = new ThreadLocalMap(this, firstValue);
    }

    static ThreadLocalMap createInheritedMap(ThreadLocalMap parentMap) {
        return new ThreadLocalMap(parentMap);
    }

    T childValue(T parentValue) {
        throw new UnsupportedOperationException();
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = Objects.requireNonNull(supplier);
        }

        protected T initialValue() {
            return supplier.get();
        }
    }

    /** The per-thread table: keys[i] / values[i], power-of-two capacity, at most 2/3 full. */
    static final class ThreadLocalMap {
        ThreadLocal<?>[] keys;
        Object[] values;
        int size;

        ThreadLocalMap(ThreadLocal<?> firstKey, Object firstValue) {
            keys = new ThreadLocal<?>[16];
            values = new Object[16];
            set(firstKey, firstValue);
        }

        ThreadLocalMap(ThreadLocalMap parent) {
            keys = new ThreadLocal<?>[parent.keys.length];
            values = new Object[parent.keys.length];
            for (int i = 0; i < parent.keys.length; i++) {
                ThreadLocal<Object> k = (ThreadLocal<Object>) parent.keys[i];
                if (k != null) {
                    set(k, k.childValue(parent.values[i]));
                }
            }
        }

        int indexOf(ThreadLocal<?> key) {
            ThreadLocal<?>[] ks = keys;
            int mask = ks.length - 1;
            for (int i = key.threadLocalHashCode & mask;; i = (i + 1) & mask) {
                ThreadLocal<?> k = ks[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
            }
        }

        void set(ThreadLocal<?> key, Object value) {
            int i = indexOf(key);
            if (i >= 0) {
                values[i] = value;
                return;
            }
            if ((size + 1) * 3 > keys.length * 2) {
                rehash(keys.length * 2);
            }
            int mask = keys.length - 1;
            i = key.threadLocalHashCode & mask;
            while (keys[i] != null) {
                i = (i + 1) & mask;
            }
            keys[i] = key;
            values[i] = value;
            size++;
        }

        void remove(ThreadLocal<?> key) {
            int i = indexOf(key);
            if (i < 0) {
                return;
            }
            keys[i] = null;
            values[i] = null;
            size--;
            /* Re-insert the rest of the cluster so that probing stays correct. */
            int mask = keys.length - 1;
            for (int j = (i + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
                ThreadLocal<?> k = keys[j];
                Object v = values[j];
                keys[j] = null;
                values[j] = null;
                int h = k.threadLocalHashCode & mask;
                while (keys[h] != null) {
                    h = (h + 1) & mask;
                }
                keys[h] = k;
                values[h] = v;
            }
        }

        private void rehash(int cap) {
            ThreadLocal<?>[] oldK = keys;
            Object[] oldV = values;
            keys = new ThreadLocal<?>[cap];
            values = new Object[cap];
            int mask = cap - 1;
            for (int i = 0; i < oldK.length; i++) {
                if (oldK[i] != null) {
                    int h = oldK[i].threadLocalHashCode & mask;
                    while (keys[h] != null) {
                        h = (h + 1) & mask;
                    }
                    keys[h] = oldK[i];
                    values[h] = oldV[i];
                }
            }
        }
    }
}

package common;

/**
 * A hash map with separate chaining (our own: no java.util). Keys use hashCode/equals;
 * iteration follows the buckets, so it is deterministic for deterministic hash codes.
 */
public final class Dictionary<K, V> {
    private static final class Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Entry<K, V> next;

        Entry(int hash, K key, V value, Entry<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }
    }

    private Entry<K, V>[] buckets;
    private int size;

    @SuppressWarnings("unchecked")
    public Dictionary(int capacity) {
        int c = 4;
        while (c < capacity) {
            c <<= 1;
        }
        buckets = (Entry<K, V>[]) new Entry[c];
    }

    public Dictionary() {
        this(16);
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    public int size() {
        return size;
    }

    public V get(K key) {
        int h = spread(key.hashCode());
        for (Entry<K, V> e = buckets[h & (buckets.length - 1)]; e != null; e = e.next) {
            if (e.hash == h && e.key.equals(key)) {
                return e.value;
            }
        }
        return null;
    }

    public boolean containsKey(K key) {
        int h = spread(key.hashCode());
        for (Entry<K, V> e = buckets[h & (buckets.length - 1)]; e != null; e = e.next) {
            if (e.hash == h && e.key.equals(key)) {
                return true;
            }
        }
        return false;
    }

    /** Returns the previous value or null. */
    public V put(K key, V value) {
        int h = spread(key.hashCode());
        int i = h & (buckets.length - 1);
        for (Entry<K, V> e = buckets[i]; e != null; e = e.next) {
            if (e.hash == h && e.key.equals(key)) {
                V old = e.value;
                e.value = value;
                return old;
            }
        }
        buckets[i] = new Entry<K, V>(h, key, value, buckets[i]);
        if (++size > buckets.length - (buckets.length >> 2)) {
            grow();
        }
        return null;
    }

    public V remove(K key) {
        int h = spread(key.hashCode());
        int i = h & (buckets.length - 1);
        Entry<K, V> prev = null;
        for (Entry<K, V> e = buckets[i]; e != null; prev = e, e = e.next) {
            if (e.hash == h && e.key.equals(key)) {
                if (prev == null) {
                    buckets[i] = e.next;
                } else {
                    prev.next = e.next;
                }
                size--;
                return e.value;
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private void grow() {
        Entry<K, V>[] old = buckets;
        Entry<K, V>[] nb = (Entry<K, V>[]) new Entry[old.length * 2];
        for (int i = 0; i < old.length; i++) {
            Entry<K, V> e = old[i];
            while (e != null) {
                Entry<K, V> next = e.next;
                int j = e.hash & (nb.length - 1);
                e.next = nb[j];
                nb[j] = e;
                e = next;
            }
        }
        buckets = nb;
    }

    /** Applies fn to every key and value (in bucket order). */
    public void forEach(Pairs<? super K, ? super V> fn) {
        for (int i = 0; i < buckets.length; i++) {
            for (Entry<K, V> e = buckets[i]; e != null; e = e.next) {
                fn.apply(e.key, e.value);
            }
        }
    }

    /** A block applied to each key and value. */
    public interface Pairs<K, V> {
        void apply(K key, V value);
    }
}

package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A sorted map safe for concurrent use. minivm's version is a java.util.TreeMap (or a view of
 * one, for subMap/headMap/tailMap/descendingMap, which share the lock) guarded by one lock;
 * iterators of the collection views step from key to key in the live map and remove through
 * it, and the
 * entries returned by the navigation methods are snapshots (setValue is unsupported), as in
 * OpenJDK. Null keys and values are rejected.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
    implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    final NavigableMap<K, V> m;
    final Object lock;

    public ConcurrentSkipListMap() {
        this(new TreeMap<K, V>(), new Object());
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this(new TreeMap<K, V>(comparator), new Object());
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this(new TreeMap<K, V>(), new Object());
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(new TreeMap<K, V>(m.comparator()), new Object());
        putAll(m);
    }

    ConcurrentSkipListMap(NavigableMap<K, V> m, Object lock) {
        this.m = m;
        this.lock = lock;
    }

    public ConcurrentSkipListMap<K, V> clone() {
        synchronized (lock) {
            TreeMap<K, V> copy = new TreeMap<K, V>(m.comparator());
            copy.putAll(m);
            return new ConcurrentSkipListMap<K, V>(copy, new Object());
        }
    }

    private static void checkKey(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
    }

    private static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    /* ---- Map ---- */

    public int size() {
        synchronized (lock) {
            return m.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return m.isEmpty();
        }
    }

    public boolean containsKey(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.containsKey(key);
        }
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return m.containsValue(value);
        }
    }

    public V get(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.get(key);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            return m.put(key, value);
        }
    }

    public V remove(Object key) {
        checkKey(key);
        synchronized (lock) {
            return m.remove(key);
        }
    }

    public void clear() {
        synchronized (lock) {
            m.clear();
        }
    }

    public V putIfAbsent(K key, V value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            if (v == null) {
                m.put(key, value);
            }
            return v;
        }
    }

    public boolean remove(Object key, Object value) {
        checkKey(key);
        synchronized (lock) {
            V v = m.get(key);
            if (value != null && v != null && value.equals(v)) {
                m.remove(key);
                return true;
            }
            return false;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        checkKey(key);
        if (oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            if (v != null && oldValue.equals(v)) {
                m.put(key, newValue);
                return true;
            }
            return false;
        }
    }

    public V replace(K key, V value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            if (v != null) {
                m.put(key, value);
            }
            return v;
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        checkKey(key);
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            if (v == null && (v = mappingFunction.apply(key)) != null) {
                m.put(key, v);
            }
            return v;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        checkKey(key);
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            if (v == null) {
                return null;
            }
            V r = remappingFunction.apply(key, v);
            if (r == null) {
                m.remove(key);
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        checkKey(key);
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V r = remappingFunction.apply(key, m.get(key));
            if (r == null) {
                m.remove(key);
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        checkKey(key);
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            V v = m.get(key);
            V r = v == null ? value : remappingFunction.apply(v, value);
            if (r == null) {
                m.remove(key);
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    /* ---- SortedMap / NavigableMap ---- */

    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    public K firstKey() {
        synchronized (lock) {
            return m.firstKey();
        }
    }

    public K lastKey() {
        synchronized (lock) {
            return m.lastKey();
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.lowerEntry(key));
        }
    }

    public K lowerKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.lowerKey(key);
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.floorEntry(key));
        }
    }

    public K floorKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.floorKey(key);
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.ceilingEntry(key));
        }
    }

    public K ceilingKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.ceilingKey(key);
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        checkKey(key);
        synchronized (lock) {
            return snapshot(m.higherEntry(key));
        }
    }

    public K higherKey(K key) {
        checkKey(key);
        synchronized (lock) {
            return m.higherKey(key);
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snapshot(m.firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snapshot(m.lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snapshot(m.pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snapshot(m.pollLastEntry());
        }
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        checkKey(fromKey);
        checkKey(toKey);
        synchronized (lock) {
            return new ConcurrentSkipListMap<K, V>(m.subMap(fromKey, fromInclusive, toKey, toInclusive), lock);
        }
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        checkKey(toKey);
        synchronized (lock) {
            return new ConcurrentSkipListMap<K, V>(m.headMap(toKey, inclusive), lock);
        }
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        checkKey(fromKey);
        synchronized (lock) {
            return new ConcurrentSkipListMap<K, V>(m.tailMap(fromKey, inclusive), lock);
        }
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        synchronized (lock) {
            return new ConcurrentSkipListMap<K, V>(m.descendingMap(), lock);
        }
    }

    public NavigableSet<K> navigableKeySet() {
        synchronized (lock) {
            return new ConcurrentSkipListSet<K>(m.navigableKeySet(), lock);
        }
    }

    public NavigableSet<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> descendingKeySet() {
        synchronized (lock) {
            return new ConcurrentSkipListSet<K>(m.descendingKeySet(), lock);
        }
    }

    /* ---- views: iterators walk the live map key by key (weakly consistent, as OpenJDK's:
     * they see later insertions beyond the current key and never throw
     * ConcurrentModificationException) ---- */

    private Object[] entrySnapshot() {
        synchronized (lock) {
            Object[] a = new Object[m.size()];
            int i = 0;
            for (Map.Entry<K, V> e : m.entrySet()) {
                a[i++] = new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
            }
            return a;
        }
    }

    abstract class LiveIterator<T> implements Iterator<T> {
        Map.Entry<K, V> next;
        K lastReturned;
        boolean removable;

        LiveIterator() {
            synchronized (lock) {
                next = snapshot(m.firstEntry());
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        final Map.Entry<K, V> nextEntry() {
            Map.Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturned = e.getKey();
            removable = true;
            synchronized (lock) {
                next = snapshot(m.higherEntry(e.getKey()));
            }
            return e;
        }

        public void remove() {
            if (!removable) {
                throw new IllegalStateException();
            }
            ConcurrentSkipListMap.this.remove(lastReturned);
            removable = false;
        }
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new LiveIterator<V>() {
                    public V next() {
                        return nextEntry().getValue();
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new LiveIterator<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        return nextEntry();
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object v = e.getKey() == null ? null : ConcurrentSkipListMap.this.get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return ConcurrentSkipListMap.this.remove(e.getKey(), e.getValue());
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    public String toString() {
        Object[] es = entrySnapshot();
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < es.length; i++) {
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) es[i];
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(e.getKey() == this ? "(this Map)" : e.getKey()).append('=');
            sb.append(e.getValue() == this ? "(this Map)" : e.getValue());
        }
        return sb.append('}').toString();
    }
}

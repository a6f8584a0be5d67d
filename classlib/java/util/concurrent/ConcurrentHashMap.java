package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongBiFunction;

/**
 * A hash table supporting concurrent retrievals and updates.
 *
 * minivm's version serializes all updates on one lock per map (reads and iteration take no
 * lock: nodes are published through volatile fields, as in OpenJDK). Its table layout follows
 * OpenJDK 17 exactly, so that iteration order is the same for the same operations: the spread
 * hash (h ^ (h >>> 16)) & 0x7fffffff, a lazily created table of 16 bins by default, a resize
 * (doubling) as soon as the count reaches 0.75 of the table, OpenJDK's splitting of each bin on
 * resize (the tail run of nodes that stay together is kept, the nodes before it are re-linked in
 * reverse order), and OpenJDK's treatment of long bins: a bin reaching 8 nodes grows a table
 * smaller than 64 bins (tryPresize) and otherwise becomes a "tree bin", emulated here as a list
 * in which new nodes are put first, as OpenJDK's TreeBin does (a tree bin of 6 or fewer nodes
 * after a split turns back into a list). Not emulated: OpenJDK's conversion of a tree bin back
 * into a list when removals make the tree small, and the timing-dependent effects of contended
 * counter updates on resizing.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int HASH_BITS = 0x7fffffff;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val) {
            this.hash = hash;
            this.key = key;
            this.val = val;
        }

        Node(int hash, K key, V val, Node<K, V> next) {
            this(hash, key, val);
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k;
            Object v;
            Object u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == (u = val) || v.equals(u)));
        }
    }

    /** The bins and, per bin, whether it is a (emulated) tree bin. Replaced whole on resize. */
    static final class Table<K, V> {
        final Node<K, V>[] bins;
        final boolean[] tree;

        Table(int n) {
            bins = (Node<K, V>[]) new Node<?, ?>[n];
            tree = new boolean[n];
        }
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static final int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    private transient volatile Table<K, V> table;
    /** Before the table exists: its initial size (0: default). After: the resize threshold. */
    private transient int sizeCtl;
    private transient volatile long count;
    private final transient Object lock = new Object();

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        int cap = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
        this.sizeCtl = cap;
    }

    /* ---- table maintenance (under lock) ---- */

    private Table<K, V> initTable() {
        Table<K, V> tab = table;
        if (tab == null) {
            int sc = sizeCtl;
            int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
            tab = new Table<K, V>(n);
            sizeCtl = n - (n >>> 2);
            table = tab;
        }
        return tab;
    }

    /** Doubles the table, splitting each bin as OpenJDK's transfer does. */
    private void transfer() {
        Table<K, V> old = table;
        int n = old.bins.length;
        Table<K, V> nt = new Table<K, V>(n << 1);
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = old.bins[i];
            if (f == null) {
                continue;
            }
            if (!old.tree[i]) {
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                Node<K, V> ln;
                Node<K, V> hn;
                if (runBit == 0) {
                    ln = lastRun;
                    hn = null;
                } else {
                    hn = lastRun;
                    ln = null;
                }
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                    } else {
                        hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                    }
                }
                nt.bins[i] = ln;
                nt.bins[i + n] = hn;
            } else {
                Node<K, V> lo = null;
                Node<K, V> loTail = null;
                Node<K, V> hi = null;
                Node<K, V> hiTail = null;
                int lc = 0;
                int hc = 0;
                for (Node<K, V> e = f; e != null; e = e.next) {
                    Node<K, V> p = new Node<K, V>(e.hash, e.key, e.val);
                    if ((e.hash & n) == 0) {
                        if (loTail == null) {
                            lo = p;
                        } else {
                            loTail.next = p;
                        }
                        loTail = p;
                        ++lc;
                    } else {
                        if (hiTail == null) {
                            hi = p;
                        } else {
                            hiTail.next = p;
                        }
                        hiTail = p;
                        ++hc;
                    }
                }
                nt.bins[i] = lo;
                nt.tree[i] = lc > UNTREEIFY_THRESHOLD;
                nt.bins[i + n] = hi;
                nt.tree[i + n] = hc > UNTREEIFY_THRESHOLD;
            }
        }
        table = nt;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Table<K, V> tab = table;
            if (tab == null) {
                int n = (sc > c) ? sc : c;
                table = new Table<K, V>(n);
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || tab.bins.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    private void treeifyBin(Table<K, V> tab, int index) {
        if (tab.bins.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.bins.length << 1);
        } else if (tab.bins[index] != null) {
            tab.tree[index] = true;
        }
    }

    /** Adds x to the count; with check >= 0, resizes while the count is at the threshold. */
    private void addCount(long x, int check) {
        long s = count + x;
        count = s;
        if (check >= 0) {
            Table<K, V> tab;
            while (s >= (long) sizeCtl && (tab = table) != null && tab.bins.length < MAXIMUM_CAPACITY) {
                transfer();
                s = count;
            }
        }
    }

    private static boolean keyEq(Node<?, ?> e, int h, Object key) {
        Object ek;
        return e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)));
    }

    /* ---- retrieval (no lock) ---- */

    private Node<K, V> findNode(Object key) {
        int h = spread(key.hashCode());
        Table<K, V> tab = table;
        if (tab == null) {
            return null;
        }
        for (Node<K, V> e = tab.bins[(tab.bins.length - 1) & h]; e != null; e = e.next) {
            if (keyEq(e, h, key)) {
                return e;
            }
        }
        return null;
    }

    public V get(Object key) {
        Node<K, V> e = findNode(key);
        return e == null ? null : e.val;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            V v = p.val;
            if (v == value || (v != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    public int size() {
        long n = count;
        return ((n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n);
    }

    public boolean isEmpty() {
        return count <= 0L;
    }

    public long mappingCount() {
        long n = count;
        return (n < 0L) ? 0L : n;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v;
        return (v = get(key)) == null ? defaultValue : v;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    /* ---- updates (under lock) ---- */

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.bins.length - 1) & hash;
            Node<K, V> f = tab.bins[i];
            int binCount;
            V oldVal = null;
            if (f == null) {
                tab.bins[i] = new Node<K, V>(hash, key, value);
                binCount = 0;
            } else if (onlyIfAbsent && keyEq(f, hash, key)) {
                return f.val;
            } else if (tab.tree[i]) {
                binCount = 2;
                Node<K, V> p = f;
                while (p != null && !keyEq(p, hash, key)) {
                    p = p.next;
                }
                if (p != null) {
                    oldVal = p.val;
                    if (!onlyIfAbsent) {
                        p.val = value;
                    }
                } else {
                    tab.bins[i] = new Node<K, V>(hash, key, value, f);
                }
            } else {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    if (keyEq(e, hash, key)) {
                        oldVal = e.val;
                        if (!onlyIfAbsent) {
                            e.val = value;
                        }
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        pred.next = new Node<K, V>(hash, key, value);
                        break;
                    }
                }
            }
            if (binCount != 0) {
                if (binCount >= TREEIFY_THRESHOLD) {
                    treeifyBin(tab, i);
                }
                if (oldVal != null) {
                    return oldVal;
                }
            }
            addCount(1L, binCount);
            return null;
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (lock) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    /** Replaces the value of key with value (remove if null) if cv is null or the current one. */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.bins.length - 1) & hash;
            for (Node<K, V> e = tab.bins[i], pred = null; e != null; pred = e, e = e.next) {
                if (keyEq(e, hash, key)) {
                    V ev = e.val;
                    if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                        if (value != null) {
                            e.val = value;
                        } else {
                            unlink(tab, i, pred, e);
                            addCount(-1L, -1);
                        }
                        return ev;
                    }
                    return null;
                }
            }
            return null;
        }
    }

    private static <K, V> void unlink(Table<K, V> tab, int i, Node<K, V> pred, Node<K, V> e) {
        if (pred != null) {
            pred.next = e.next;
        } else {
            tab.bins[i] = e.next;
        }
    }

    public void clear() {
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                return;
            }
            long delta = 0L;
            for (int i = 0; i < tab.bins.length; i++) {
                for (Node<K, V> p = tab.bins[i]; p != null; p = p.next) {
                    --delta;
                }
                tab.bins[i] = null;
                tab.tree[i] = false;
            }
            if (delta != 0L) {
                addCount(delta, -1);
            }
        }
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.bins.length - 1) & h;
            Node<K, V> f = tab.bins[i];
            V val = null;
            int binCount;
            boolean added = false;
            if (f == null) {
                binCount = 1;
                val = mappingFunction.apply(key);
                if (val != null) {
                    checkSameTable(tab);
                    tab.bins[i] = new Node<K, V>(h, key, val);
                    added = true;
                }
                if (val != null) {
                    addCount(1L, binCount);
                }
                return val;
            } else if (keyEq(f, h, key) && f.val != null) {
                return f.val;
            } else if (tab.tree[i]) {
                binCount = 2;
                Node<K, V> p = f;
                while (p != null && !keyEq(p, h, key)) {
                    p = p.next;
                }
                if (p != null) {
                    val = p.val;
                } else if ((val = mappingFunction.apply(key)) != null) {
                    checkSameTable(tab);
                    added = true;
                    tab.bins[i] = new Node<K, V>(h, key, val, tab.bins[i]);
                }
            } else {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    if (keyEq(e, h, key)) {
                        val = e.val;
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        if ((val = mappingFunction.apply(key)) != null) {
                            checkSameTable(tab);
                            if (pred.next != null) {
                                throw new IllegalStateException("Recursive update");
                            }
                            added = true;
                            pred.next = new Node<K, V>(h, key, val);
                        }
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            if (!added) {
                return val;
            }
            addCount(1L, binCount);
            return val;
        }
    }

    /** A mapping function that updated this map (resizing it) is a recursive update. */
    private void checkSameTable(Table<K, V> tab) {
        if (table != tab) {
            throw new IllegalStateException("Recursive update");
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.bins.length - 1) & h;
            for (Node<K, V> e = tab.bins[i], pred = null; e != null; pred = e, e = e.next) {
                if (keyEq(e, h, key)) {
                    V val = remappingFunction.apply(key, e.val);
                    if (val != null) {
                        e.val = val;
                    } else {
                        checkSameTable(tab);
                        unlink(tab, i, pred, e);
                        addCount(-1L, 1);
                    }
                    return val;
                }
            }
            return null;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.bins.length - 1) & h;
            Node<K, V> f = tab.bins[i];
            V val;
            int delta = 0;
            int binCount;
            if (f == null) {
                binCount = 1;
                val = remappingFunction.apply(key, null);
                if (val != null) {
                    checkSameTable(tab);
                    delta = 1;
                    tab.bins[i] = new Node<K, V>(h, key, val);
                }
            } else if (tab.tree[i]) {
                binCount = 1;
                Node<K, V> p = f;
                Node<K, V> pred = null;
                while (p != null && !keyEq(p, h, key)) {
                    pred = p;
                    p = p.next;
                }
                val = remappingFunction.apply(key, p == null ? null : p.val);
                if (p != null) {
                    if (val != null) {
                        p.val = val;
                    } else {
                        checkSameTable(tab);
                        delta = -1;
                        unlink(tab, i, pred, p);
                    }
                } else if (val != null) {
                    checkSameTable(tab);
                    delta = 1;
                    tab.bins[i] = new Node<K, V>(h, key, val, tab.bins[i]);
                }
            } else {
                binCount = 1;
                Node<K, V> pred = null;
                for (Node<K, V> e = f;; ++binCount) {
                    if (keyEq(e, h, key)) {
                        val = remappingFunction.apply(key, e.val);
                        if (val != null) {
                            e.val = val;
                        } else {
                            checkSameTable(tab);
                            delta = -1;
                            unlink(tab, i, pred, e);
                        }
                        break;
                    }
                    pred = e;
                    if ((e = e.next) == null) {
                        val = remappingFunction.apply(key, null);
                        if (val != null) {
                            checkSameTable(tab);
                            if (pred.next != null) {
                                throw new IllegalStateException("Recursive update");
                            }
                            delta = 1;
                            pred.next = new Node<K, V>(h, key, val);
                        }
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            if (delta != 0) {
                addCount((long) delta, binCount);
            }
            return val;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            Table<K, V> tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.bins.length - 1) & h;
            Node<K, V> f = tab.bins[i];
            V val;
            int delta = 0;
            int binCount = 0;
            if (f == null) {
                tab.bins[i] = new Node<K, V>(h, key, value);
                delta = 1;
                val = value;
            } else if (tab.tree[i]) {
                binCount = 2;
                Node<K, V> p = f;
                Node<K, V> pred = null;
                while (p != null && !keyEq(p, h, key)) {
                    pred = p;
                    p = p.next;
                }
                val = (p == null) ? value : remappingFunction.apply(p.val, value);
                if (p != null) {
                    if (val != null) {
                        p.val = val;
                    } else {
                        checkSameTable(tab);
                        delta = -1;
                        unlink(tab, i, pred, p);
                    }
                } else {
                    delta = 1;
                    tab.bins[i] = new Node<K, V>(h, key, val, tab.bins[i]);
                }
            } else {
                binCount = 1;
                Node<K, V> pred = null;
                for (Node<K, V> e = f;; ++binCount) {
                    if (keyEq(e, h, key)) {
                        val = remappingFunction.apply(e.val, value);
                        if (val != null) {
                            e.val = val;
                        } else {
                            checkSameTable(tab);
                            delta = -1;
                            unlink(tab, i, pred, e);
                        }
                        break;
                    }
                    pred = e;
                    if ((e = e.next) == null) {
                        delta = 1;
                        val = value;
                        pred.next = new Node<K, V>(h, key, val);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            if (delta != 0) {
                addCount((long) delta, binCount);
            }
            return val;
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            action.accept(p.key, p.val);
        }
    }

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null) {
                    break;
                }
            }
        }
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            action.accept(it.nextNode().key);
        }
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            action.accept(it.nextNode().val);
        }
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            U u = searchFunction.apply(p.key, p.val);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
                        BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            U u = transformer.apply(p.key, p.val);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        V r = null;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            V v = it.nextNode().val;
            r = (r == null) ? v : reducer.apply(r, v);
        }
        return r;
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        K r = null;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            K k = it.nextNode().key;
            r = (r == null) ? k : reducer.apply(r, k);
        }
        return r;
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer,
                             long basis, java.util.function.LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key, p.val));
        }
        return r;
    }

    /* ---- Object methods ---- */

    public int hashCode() {
        int h = 0;
        for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
            Node<K, V> p = it.nextNode();
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<K, V>(table);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        if (it.hasNext()) {
            for (;;) {
                Node<K, V> p = it.nextNode();
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if (!it.hasNext()) {
                    break;
                }
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map)) {
                return false;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            for (Traverser<K, V> it = new Traverser<K, V>(table); it.hasNext();) {
                Node<K, V> p = it.nextNode();
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val))) {
                    return false;
                }
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk;
                Object mv;
                Object v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                    || (mv != v && !mv.equals(v))) {
                    return false;
                }
            }
        }
        return true;
    }

    /* ---- views ---- */

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        if (ks == null) {
            keySet = ks = new KeySetView<K, V>(this, null);
        }
        return ks;
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        if (vs == null) {
            values = vs = new ValuesView<K, V>(this);
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        if (es == null) {
            entrySet = es = new EntrySetView<K, V>(this);
        }
        return es;
    }

    public Enumeration<K> keys() {
        final Traverser<K, V> it = new Traverser<K, V>(table);
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.nextNode().key;
            }
        };
    }

    public Enumeration<V> elements() {
        final Traverser<K, V> it = new Traverser<K, V>(table);
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.nextNode().val;
            }
        };
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    /** Walks the bins of one table in index order, each bin in list order. */
    static class Traverser<K, V> {
        private final Node<K, V>[] bins;
        private int index;
        private Node<K, V> next;

        Traverser(Table<K, V> tab) {
            bins = tab == null ? null : tab.bins;
            advance();
        }

        private void advance() {
            if (next != null) {
                next = next.next;
            }
            while (next == null && bins != null && index < bins.length) {
                next = bins[index++];
            }
        }

        final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            advance();
            return e;
        }
    }

    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    abstract static class BaseIterator<K, V, T> implements Iterator<T> {
        final ConcurrentHashMap<K, V> map;
        final Traverser<K, V> it;
        Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.it = new Traverser<K, V>(map.table);
        }

        public final boolean hasNext() {
            return it.hasNext();
        }

        public final boolean hasMoreElements() {
            return it.hasNext();
        }

        final Node<K, V> nextNode() {
            return lastReturned = it.nextNode();
        }

        public final void remove() {
            Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V, K> implements Enumeration<K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public K next() {
            return nextNode().key;
        }

        public K nextElement() {
            return next();
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V, V> implements Enumeration<V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public V next() {
            return nextNode().val;
        }

        public V nextElement() {
            return next();
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V, Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public Map.Entry<K, V> next() {
            Node<K, V> p = nextNode();
            return new MapEntry<K, V>(p.key, p.val, map);
        }
    }

    abstract static class CollectionView<K, V, E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            Object[] r = new Object[map.size()];
            int i = 0;
            for (E e : this) {
                if (i == r.length) {
                    Object[] nr = new Object[r.length * 2 + 1];
                    System.arraycopy(r, 0, nr, 0, i);
                    r = nr;
                }
                r[i++] = e;
            }
            if (i == r.length) {
                return r;
            }
            Object[] nr = new Object[i];
            System.arraycopy(r, 0, nr, 0, i);
            return nr;
        }

        public final <T> T[] toArray(T[] a) {
            Object[] r = toArray();
            int n = r.length;
            if (a.length < n) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
            }
            System.arraycopy(r, 0, a, 0, n);
            if (a.length > n) {
                a[n] = null;
            }
            return a;
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                for (;;) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext()) {
                        break;
                    }
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e)) {
                        return false;
                    }
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext();) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext();) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    public static class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map);
        }

        public boolean add(K e) {
            V v;
            if ((v = value) == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v;
            if ((v = value) == null) {
                throw new UnsupportedOperationException();
            }
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this) {
                h += e.hashCode();
            }
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                action.accept(it.nextNode().key);
            }
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> implements Collection<V>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public final boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext();) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public final Iterator<V> iterator() {
            return new ValueIterator<K, V>(map);
        }

        public final boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public final boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public void forEach(Consumer<? super V> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                action.accept(it.nextNode().val);
            }
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
        implements Set<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null && (v = e.getValue()) != null && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }

        public final int hashCode() {
            int h = 0;
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                h += it.nextNode().hashCode();
            }
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            for (Traverser<K, V> it = new Traverser<K, V>(map.table); it.hasNext();) {
                Node<K, V> p = it.nextNode();
                action.accept(new MapEntry<K, V>(p.key, p.val, map));
            }
        }
    }
}

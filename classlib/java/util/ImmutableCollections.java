package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The unmodifiable, null-hostile collections of List.of, Set.of and Map.of. Set.of/Map.of
 * iterate in insertion order here (OpenJDK's order depends on a per-run random salt, so
 * programs cannot rely on it).
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0], false);
    static final ListN<?> EMPTY_LIST_NULLS = new ListN<Object>(new Object[0], true);
    static final SetN<?> EMPTY_SET = new SetN<Object>(new Object[0]);
    static final MapN<?, ?> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    static <E> Set<E> emptySet() {
        return (Set<E>) EMPTY_SET;
    }

    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    static <E> List<E> listOf(Object... input) {
        switch (input.length) {
            case 0:
                return (List<E>) EMPTY_LIST;
            case 1:
                return new List12<E>((E) Objects.requireNonNull(input[0]), null, 1);
            case 2:
                return new List12<E>((E) Objects.requireNonNull(input[0]), (E) Objects.requireNonNull(input[1]), 2);
            default:
                Object[] tmp = new Object[input.length];
                for (int i = 0; i < input.length; i++) {
                    tmp[i] = Objects.requireNonNull(input[i]);
                }
                return new ListN<E>(tmp, false);
        }
    }

    /** Stream.toList(): unmodifiable, nulls allowed; takes ownership of the array. */
    static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] input) {
        if (input.length == 0) {
            return (List<E>) EMPTY_LIST_NULLS;
        }
        return new ListN<E>(input, true);
    }

    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && !(coll instanceof SubList)
                && !((coll instanceof ListN) && ((ListN<?>) coll).allowNulls)) {
            return (List<E>) coll;
        }
        return listOf(coll.toArray());
    }

    static <E> Set<E> setOf(Object... input) {
        if (input.length == 0) {
            return (Set<E>) EMPTY_SET;
        }
        return new SetN<E>(input);
    }

    static <E> Set<E> setCopy(Collection<? extends E> coll) {
        if (coll instanceof SetN) {
            return (Set<E>) coll;
        }
        return setOf(new HashSet<E>(coll).toArray());
    }

    static <K, V> Map<K, V> mapOf(Object[] kv) {
        if (kv.length == 0) {
            return (Map<K, V>) EMPTY_MAP;
        }
        return new MapN<K, V>(kv);
    }

    static <K, V> Map<K, V> mapCopy(Map<? extends K, ? extends V> map) {
        if (map instanceof MapN) {
            return (Map<K, V>) map;
        }
        Map.Entry[] entries = map.entrySet().toArray(new Map.Entry[0]);
        return Map.ofEntries(entries);
    }

    static int probeSize(int n) {
        int cap = 4;
        while (cap < 2 * n) {
            cap <<= 1;
        }
        return cap;
    }

    static int mix(int h) {
        h ^= (h >>> 16);
        return h;
    }

    // ---- collections ----

    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size());
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + size);
            }
            return new ListItr<E>(this, size, index);
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0, s = size(); i < s; i++) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = size() - 1; i >= 0; i--) {
                if (o.equals(get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                Object e = get(i);
                hash = 31 * hash + (e == null ? 0 : e.hashCode());
            }
            return hash;
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size) {
            this.list = list;
            this.size = size;
            this.cursor = 0;
            isListIterator = false;
        }

        ListItr(List<E> list, int size, int index) {
            this.list = list;
            this.size = size;
            this.cursor = index;
            isListIterator = true;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        public int size() {
            return size;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(root, offset + fromIndex, toIndex - fromIndex);
        }

        public int indexOf(Object o) {
            if (!(root instanceof ListN && ((ListN<?>) root).allowNulls)) {
                Objects.requireNonNull(o);
            }
            for (int i = 0; i < size; i++) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!(root instanceof ListN && ((ListN<?>) root).allowNulls)) {
                Objects.requireNonNull(o);
            }
            for (int i = size - 1; i >= 0; i--) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public Object[] toArray() {
            Object[] array = new Object[size];
            for (int i = 0; i < size; i++) {
                array[i] = get(i);
            }
            return array;
        }
    }

    static final class List12<E> extends AbstractImmutableList<E> {
        private final E e0;
        private final E e1;
        private final int n;

        List12(E e0, E e1, int n) {
            this.e0 = e0;
            this.e1 = e1;
            this.n = n;
        }

        public int size() {
            return n;
        }

        public boolean isEmpty() {
            return false;
        }

        public E get(int index) {
            if (index == 0) {
                return e0;
            } else if (index == 1 && n == 2) {
                return e1;
            }
            throw outOfBounds(index);
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            if (o.equals(e0)) {
                return 0;
            } else if (n == 2 && o.equals(e1)) {
                return 1;
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            if (n == 2 && o.equals(e1)) {
                return 1;
            } else if (o.equals(e0)) {
                return 0;
            }
            return -1;
        }

        public Object[] toArray() {
            return n == 1 ? new Object[] {e0} : new Object[] {e0, e1};
        }
    }

    static final class ListN<E> extends AbstractImmutableList<E> {
        private final Object[] elements;
        final boolean allowNulls;

        ListN(Object[] elements, boolean allowNulls) {
            this.elements = elements;
            this.allowNulls = allowNulls;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return (E) elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            if (a.length < size) {
                return (T[]) Arrays.copyOf(elements, size, a.getClass());
            }
            System.arraycopy(elements, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }

        public int indexOf(Object o) {
            if (!allowNulls && o == null) {
                throw new NullPointerException();
            }
            Object[] es = elements;
            for (int i = 0; i < es.length; i++) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls && o == null) {
                throw new NullPointerException();
            }
            Object[] es = elements;
            for (int i = es.length - 1; i >= 0; i--) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }
    }

    abstract static class AbstractImmutableSet<E> extends AbstractImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            } else if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public abstract int hashCode();
    }

    /** Elements in insertion order, with an open-addressing index for lookups. */
    static final class SetN<E> extends AbstractImmutableSet<E> {
        private final Object[] elements;
        private final int[] index;

        SetN(Object[] input) {
            Object[] es = new Object[input.length];
            int[] idx = new int[probeSize(input.length)];
            int n = 0;
            for (int i = 0; i < input.length; i++) {
                Object e = Objects.requireNonNull(input[i]);
                int slot = probe(es, idx, e);
                if (slot < 0) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
                es[n] = e;
                idx[slot] = ++n;
            }
            this.elements = es;
            this.index = idx;
        }

        /** Free slot for e, or -1 if an equal element is present. */
        private static int probe(Object[] es, int[] idx, Object e) {
            int mask = idx.length - 1;
            int i = mix(e.hashCode()) & mask;
            while (true) {
                int k = idx[i];
                if (k == 0) {
                    return i;
                }
                if (e.equals(es[k - 1])) {
                    return -1;
                }
                i = (i + 1) & mask;
            }
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            return elements.length > 0 && probe(elements, index, o) < 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int i = 0;

                public boolean hasNext() {
                    return i < elements.length;
                }

                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }

                public void remove() {
                    throw uoe();
                }
            };
        }

        public int hashCode() {
            int h = 0;
            for (Object e : elements) {
                h += e.hashCode();
            }
            return h;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }
    }

    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> {
        public void clear() {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v;
            return ((v = get(key)) != null) ? v : defaultValue;
        }
    }

    static final class MapN<K, V> extends AbstractImmutableMap<K, V> {
        private final Object[] kv;
        private final int[] index;
        private final int size;

        MapN(Object[] input) {
            int n = input.length >> 1;
            Object[] table = new Object[2 * n];
            int[] idx = new int[probeSize(n)];
            int count = 0;
            for (int i = 0; i < n; i++) {
                Object k = Objects.requireNonNull(input[2 * i]);
                Object v = Objects.requireNonNull(input[2 * i + 1]);
                int slot = probe(table, idx, k);
                if (slot < 0) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
                table[2 * count] = k;
                table[2 * count + 1] = v;
                idx[slot] = ++count;
            }
            this.kv = table;
            this.index = idx;
            this.size = n;
        }

        private static int probe(Object[] table, int[] idx, Object k) {
            int mask = idx.length - 1;
            int i = mix(k.hashCode()) & mask;
            while (true) {
                int j = idx[i];
                if (j == 0) {
                    return i;
                }
                if (k.equals(table[2 * (j - 1)])) {
                    return -(j - 1) - 1;
                }
                i = (i + 1) & mask;
            }
        }

        public V get(Object o) {
            Objects.requireNonNull(o);
            if (size == 0) {
                return null;
            }
            int slot = probe(kv, index, o);
            return slot < 0 ? (V) kv[2 * (-slot - 1) + 1] : null;
        }

        public boolean containsKey(Object o) {
            Objects.requireNonNull(o);
            return size > 0 && probe(kv, index, o) < 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (int i = 1; i < kv.length; i += 2) {
                if (o.equals(kv[i])) {
                    return true;
                }
            }
            return false;
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public int hashCode() {
            int hash = 0;
            for (int i = 0; i < kv.length; i += 2) {
                hash += kv[i].hashCode() ^ kv[i + 1].hashCode();
            }
            return hash;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractImmutableSet<Map.Entry<K, V>>() {
                public int size() {
                    return MapN.this.size;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int i = 0;

                        public boolean hasNext() {
                            return i < size;
                        }

                        public Map.Entry<K, V> next() {
                            if (i >= size) {
                                throw new NoSuchElementException();
                            }
                            int j = i++;
                            return new KeyValueHolder<K, V>((K) kv[2 * j], (V) kv[2 * j + 1]);
                        }

                        public void remove() {
                            throw uoe();
                        }
                    };
                }

                public int hashCode() {
                    return MapN.this.hashCode();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    if (k == null || !containsKey(k)) {
                        return false;
                    }
                    return get(k).equals(e.getValue());
                }
            };
        }
    }
}

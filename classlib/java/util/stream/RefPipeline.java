package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** The object stream: each stage wraps its upstream's iterator (see AbstractPipeline). */
abstract class RefPipeline<T> extends AbstractPipeline implements Stream<T> {
    RefPipeline() {
        super();
    }

    RefPipeline(AbstractPipeline upstream) {
        super(upstream);
    }

    /** The iterator over this stage's elements; created once, by the terminal operation. */
    abstract Iterator<T> makeIterator();

    // ---- sources ----

    static <T> RefPipeline<T> ofArray(final Object[] array, final int from, final int to) {
        return new RefPipeline<T>() {
            Iterator<T> makeIterator() {
                return new Iterator<T>() {
                    private int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public T next() {
                        if (i >= to) {
                            throw new NoSuchElementException();
                        }
                        return (T) array[i++];
                    }
                };
            }

            long exactSize() {
                return to - from;
            }
        };
    }

    static <T> RefPipeline<T> ofIterator(final Iterator<T> it, final long size) {
        return new RefPipeline<T>() {
            Iterator<T> makeIterator() {
                return it;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static <T> RefPipeline<T> ofSpliterator(final Spliterator<T> spliterator, boolean parallel) {
        RefPipeline<T> p = new RefPipeline<T>() {
            Iterator<T> makeIterator() {
                return Spliterators.iterator(spliterator);
            }

            long exactSize() {
                return spliterator.getExactSizeIfKnown();
            }
        };
        p.parallel = parallel;
        return p;
    }

    static <T> RefPipeline<T> ofSupplier(final Supplier<? extends Spliterator<T>> supplier,
            final int characteristics, boolean parallel) {
        RefPipeline<T> p = new RefPipeline<T>() {
            private Spliterator<T> spliterator;

            private Spliterator<T> get() {
                if (spliterator == null) {
                    spliterator = supplier.get();
                }
                return spliterator;
            }

            Iterator<T> makeIterator() {
                return Spliterators.iterator(get());
            }

            long exactSize() {
                return (characteristics & Spliterator.SIZED) != 0 ? get().getExactSizeIfKnown() : -1;
            }
        };
        p.parallel = parallel;
        return p;
    }

    /** This library's own streams are RefPipelines; others are wrapped through their iterator. */
    static <T> RefPipeline<T> adapt(Stream<? extends T> s) {
        if (s instanceof RefPipeline) {
            return (RefPipeline<T>) s;
        }
        final Stream<? extends T> other = s;
        return new RefPipeline<T>() {
            Iterator<T> makeIterator() {
                return (Iterator<T>) other.iterator();
            }
        };
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        final RefPipeline<T> pa = adapt(a);
        final RefPipeline<T> pb = adapt(b);
        pa.use();
        pb.use();
        RefPipeline<T> result = new RefPipeline<T>() {
            Iterator<T> makeIterator() {
                return new Iterator<T>() {
                    private Iterator<T> first = pa.makeIterator();
                    private Iterator<T> second;

                    public boolean hasNext() {
                        if (first != null) {
                            if (first.hasNext()) {
                                return true;
                            }
                            first = null;
                            second = pb.makeIterator();
                        }
                        return second.hasNext();
                    }

                    public T next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return first != null ? first.next() : second.next();
                    }
                };
            }

            long exactSize() {
                return addSizes(pa.exactSize(), pb.exactSize());
            }
        };
        result.parallel = a.isParallel() || b.isParallel();
        result.addCloseHandler(composedClose(a, b));
        return result;
    }

    /** Iterator that computes its next element on demand (advance() stores it in nextItem). */
    abstract static class Gen<T> implements Iterator<T> {
        private int state;
        T nextItem;

        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            T t = nextItem;
            nextItem = null;
            return t;
        }
    }

    // ---- intermediate operations ----

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<T>() {
                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (predicate.test(t)) {
                                nextItem = t;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        };
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new RefPipeline<R>(this) {
            Iterator<R> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Iterator<R>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public R next() {
                        return mapper.apply(it.next());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public int nextInt() {
                        return mapper.applyAsInt(it.next());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public long nextLong() {
                        return mapper.applyAsLong(it.next());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        return mapper.applyAsDouble(it.next());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new RefPipeline<R>(this) {
            Iterator<R> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<R>() {
                    private Stream<? extends R> inner;
                    private Iterator<? extends R> innerIt;

                    boolean advance() {
                        while (true) {
                            if (innerIt != null) {
                                if (innerIt.hasNext()) {
                                    nextItem = innerIt.next();
                                    return true;
                                }
                                innerIt = null;
                                Stream<? extends R> s = inner;
                                inner = null;
                                s.close();
                            }
                            if (!it.hasNext()) {
                                return false;
                            }
                            Stream<? extends R> s = mapper.apply(it.next());
                            if (s != null) {
                                inner = s;
                                innerIt = s.sequential().iterator();
                            }
                        }
                    }
                };
            }
        };
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new IntPipeline.Gen() {
                    private IntStream inner;
                    private PrimitiveIterator.OfInt innerIt;

                    boolean advance() {
                        while (true) {
                            if (innerIt != null) {
                                if (innerIt.hasNext()) {
                                    nextValue = innerIt.nextInt();
                                    return true;
                                }
                                innerIt = null;
                                IntStream s = inner;
                                inner = null;
                                s.close();
                            }
                            if (!it.hasNext()) {
                                return false;
                            }
                            IntStream s = mapper.apply(it.next());
                            if (s != null) {
                                inner = s;
                                innerIt = s.sequential().iterator();
                            }
                        }
                    }
                };
            }
        };
    }

    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new LongPipeline.Gen() {
                    private LongStream inner;
                    private PrimitiveIterator.OfLong innerIt;

                    boolean advance() {
                        while (true) {
                            if (innerIt != null) {
                                if (innerIt.hasNext()) {
                                    nextValue = innerIt.nextLong();
                                    return true;
                                }
                                innerIt = null;
                                LongStream s = inner;
                                inner = null;
                                s.close();
                            }
                            if (!it.hasNext()) {
                                return false;
                            }
                            LongStream s = mapper.apply(it.next());
                            if (s != null) {
                                inner = s;
                                innerIt = s.sequential().iterator();
                            }
                        }
                    }
                };
            }
        };
    }

    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new DoublePipeline.Gen() {
                    private DoubleStream inner;
                    private PrimitiveIterator.OfDouble innerIt;

                    boolean advance() {
                        while (true) {
                            if (innerIt != null) {
                                if (innerIt.hasNext()) {
                                    nextValue = innerIt.nextDouble();
                                    return true;
                                }
                                innerIt = null;
                                DoubleStream s = inner;
                                inner = null;
                                s.close();
                            }
                            if (!it.hasNext()) {
                                return false;
                            }
                            DoubleStream s = mapper.apply(it.next());
                            if (s != null) {
                                inner = s;
                                innerIt = s.sequential().iterator();
                            }
                        }
                    }
                };
            }
        };
    }

    public <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        final RefPipeline<T> up = this;
        return new RefPipeline<R>(this) {
            Iterator<R> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<R>() {
                    private final ArrayList<R> buffer = new ArrayList<R>();
                    private int pos;
                    private final Consumer<R> sink = new Consumer<R>() {
                        public void accept(R r) {
                            buffer.add(r);
                        }
                    };

                    boolean advance() {
                        while (pos >= buffer.size()) {
                            buffer.clear();
                            pos = 0;
                            if (!it.hasNext()) {
                                return false;
                            }
                            mapper.accept(it.next(), sink);
                        }
                        nextItem = buffer.get(pos);
                        buffer.set(pos++, null);
                        return true;
                    }
                };
            }
        };
    }

    public Stream<T> distinct() {
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<T>() {
                    private final HashSet<T> seen = new HashSet<T>();

                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (seen.add(t)) {
                                nextItem = t;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        };
    }

    public Stream<T> sorted() {
        return sorted((Comparator<? super T>) Comparator.naturalOrder());
    }

    public Stream<T> sorted(final Comparator<? super T> comparator) {
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Iterator<T>() {
                    private Object[] sortedItems;
                    private int pos;

                    private void fill() {
                        ArrayList<T> all = new ArrayList<T>();
                        while (it.hasNext()) {
                            all.add(it.next());
                        }
                        Object[] a = all.toArray();
                        Arrays.sort((T[]) a, comparator == null ? (Comparator<? super T>) Comparator.naturalOrder()
                                : comparator);
                        sortedItems = a;
                    }

                    public boolean hasNext() {
                        if (sortedItems == null) {
                            fill();
                        }
                        return pos < sortedItems.length;
                    }

                    public T next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        T t = (T) sortedItems[pos];
                        sortedItems[pos++] = null;
                        return t;
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Iterator<T>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public T next() {
                        T t = it.next();
                        action.accept(t);
                        return t;
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<T> limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Iterator<T>() {
                    private long count;

                    public boolean hasNext() {
                        return count < maxSize && it.hasNext();
                    }

                    public T next() {
                        if (count >= maxSize) {
                            throw new NoSuchElementException();
                        }
                        count++;
                        return it.next();
                    }
                };
            }

            long exactSize() {
                return limitSize(up.exactSize(), maxSize);
            }
        };
    }

    public Stream<T> skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Iterator<T>() {
                    private long toSkip = n;

                    public boolean hasNext() {
                        while (toSkip > 0 && it.hasNext()) {
                            it.next();
                            toSkip--;
                        }
                        return it.hasNext();
                    }

                    public T next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return it.next();
                    }
                };
            }

            long exactSize() {
                return skipSize(up.exactSize(), n);
            }
        };
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<T>() {
                    private boolean done;

                    boolean advance() {
                        if (done || !it.hasNext()) {
                            return false;
                        }
                        T t = it.next();
                        if (predicate.test(t)) {
                            nextItem = t;
                            return true;
                        }
                        done = true;
                        return false;
                    }
                };
            }
        };
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            Iterator<T> makeIterator() {
                final Iterator<T> it = up.makeIterator();
                return new Gen<T>() {
                    private boolean dropping = true;

                    boolean advance() {
                        while (it.hasNext()) {
                            T t = it.next();
                            if (dropping && predicate.test(t)) {
                                continue;
                            }
                            dropping = false;
                            nextItem = t;
                            return true;
                        }
                        return false;
                    }
                };
            }
        };
    }

    public Stream<T> sequential() {
        sourceStage.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        sourceStage.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations ----

    public Iterator<T> iterator() {
        use();
        return makeIterator();
    }

    public Spliterator<T> spliterator() {
        use();
        final RefPipeline<T> self = this;
        return new Spliterator<T>() {
            private Iterator<T> it;
            private long size = -2;

            private Iterator<T> it() {
                if (it == null) {
                    if (size == -2) {
                        size = self.exactSize();
                    }
                    it = self.makeIterator();
                }
                return it;
            }

            public boolean tryAdvance(Consumer<? super T> action) {
                Iterator<T> i = it();
                if (i.hasNext()) {
                    action.accept(i.next());
                    return true;
                }
                return false;
            }

            public void forEachRemaining(Consumer<? super T> action) {
                it().forEachRemaining(action);
            }

            public Spliterator<T> trySplit() {
                return null;
            }

            public long estimateSize() {
                if (size == -2) {
                    size = self.exactSize();
                }
                return size < 0 ? Long.MAX_VALUE : size;
            }

            public int characteristics() {
                return Spliterator.ORDERED | (estimateSize() != Long.MAX_VALUE ? Spliterator.SIZED : 0);
            }
        };
    }

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        use();
        makeIterator().forEachRemaining(action);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        use();
        Iterator<T> it = makeIterator();
        ArrayList<T> all = new ArrayList<T>();
        while (it.hasNext()) {
            all.add(it.next());
        }
        return all.toArray();
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        Object[] all = toArray();
        A[] result = generator.apply(all.length);
        if (result.length != all.length) {
            throw new IllegalStateException("Begin size " + all.length + " is not equal to fixed size "
                    + result.length);
        }
        Object[] dst = result;
        for (int i = 0; i < all.length; i++) {
            dst[i] = all[i];
        }
        return result;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        use();
        Iterator<T> it = makeIterator();
        T result = identity;
        while (it.hasNext()) {
            result = accumulator.apply(result, it.next());
        }
        return result;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        use();
        Iterator<T> it = makeIterator();
        boolean found = false;
        T result = null;
        while (it.hasNext()) {
            T t = it.next();
            if (!found) {
                found = true;
                result = t;
            } else {
                result = accumulator.apply(result, t);
            }
        }
        return found ? Optional.of(result) : Optional.<T>empty();
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        Iterator<T> it = makeIterator();
        U result = identity;
        while (it.hasNext()) {
            result = accumulator.apply(result, it.next());
        }
        return result;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        Iterator<T> it = makeIterator();
        while (it.hasNext()) {
            accumulator.accept(container, it.next());
        }
        return container;
    }

    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        use();
        A container = collector.supplier().get();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        Iterator<T> it = makeIterator();
        while (it.hasNext()) {
            accumulator.accept(container, it.next());
        }
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? (R) container
                : collector.finisher().apply(container);
    }

    public List<T> toList() {
        return (List<T>) Collections.unmodifiableList(Arrays.asList(toArray()));
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        Iterator<T> it = makeIterator();
        long n = 0;
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        use();
        Iterator<T> it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.next())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        use();
        Iterator<T> it = makeIterator();
        while (it.hasNext()) {
            if (!predicate.test(it.next())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        use();
        Iterator<T> it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.next())) {
                return false;
            }
        }
        return true;
    }

    public Optional<T> findFirst() {
        use();
        Iterator<T> it = makeIterator();
        if (it.hasNext()) {
            return Optional.of(it.next());
        }
        return Optional.empty();
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    static final class BuilderImpl<T> implements Stream.Builder<T> {
        private ArrayList<T> buffer = new ArrayList<T>();
        private boolean built;

        public void accept(T t) {
            if (built) {
                throw new IllegalStateException();
            }
            buffer.add(t);
        }

        public Stream.Builder<T> add(T t) {
            accept(t);
            return this;
        }

        public Stream<T> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            Object[] a = buffer.toArray();
            buffer = null;
            return ofArray(a, 0, a.length);
        }
    }
}

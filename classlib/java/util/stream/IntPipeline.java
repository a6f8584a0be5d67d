package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.*;

/**
 * The int stream (see AbstractPipeline). Generated with IntPipeline/LongPipeline/DoublePipeline
 * from one template: keep the three in sync.
 */
abstract class IntPipeline extends AbstractPipeline implements IntStream {
    IntPipeline() {
        super();
    }

    IntPipeline(AbstractPipeline upstream) {
        super(upstream);
    }

    abstract PrimitiveIterator.OfInt makeIterator();

    // ---- sources ----

    static IntPipeline ofArray(final int[] array, final int from, final int to) {
        return new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return new PrimitiveIterator.OfInt() {
                    private int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public int nextInt() {
                        if (i >= to) {
                            throw new NoSuchElementException();
                        }
                        return array[i++];
                    }
                };
            }

            long exactSize() {
                return to - from;
            }
        };
    }

    static IntPipeline ofIterator(final PrimitiveIterator.OfInt it, final long size) {
        return new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return it;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static IntPipeline ofSpliterator(final Spliterator.OfInt spliterator, boolean parallel) {
        IntPipeline p = new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return new Gen() {
                    private final IntConsumer sink = new IntConsumer() {
                        public void accept(int v) {
                            nextValue = v;
                        }
                    };

                    boolean advance() {
                        return spliterator.tryAdvance(sink);
                    }
                };
            }

            long exactSize() {
                return spliterator.getExactSizeIfKnown();
            }
        };
        p.parallel = parallel;
        return p;
    }

    static IntPipeline adapt(IntStream s) {
        if (s instanceof IntPipeline) {
            return (IntPipeline) s;
        }
        final IntStream other = s;
        return new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return other.iterator();
            }
        };
    }

    static IntStream concat(IntStream a, IntStream b) {
        final IntPipeline pa = adapt(a);
        final IntPipeline pb = adapt(b);
        pa.use();
        pb.use();
        IntPipeline result = new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return new PrimitiveIterator.OfInt() {
                    private PrimitiveIterator.OfInt first = pa.makeIterator();
                    private PrimitiveIterator.OfInt second;

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

                    public int nextInt() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return first != null ? first.nextInt() : second.nextInt();
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

    /** Iterator that computes its next element on demand (advance() stores it in nextValue). */
    abstract static class Gen implements PrimitiveIterator.OfInt {
        private int state;
        int nextValue;

        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final int nextInt() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return nextValue;
        }
    }

    // ---- intermediate operations ----

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
                    boolean advance() {
                        while (it.hasNext()) {
                            int v = it.nextInt();
                            if (predicate.test(v)) {
                                nextValue = v;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        };
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public int nextInt() {
                        return mapper.applyAsInt(it.nextInt());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new RefPipeline<U>(this) {
            Iterator<U> makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Iterator<U>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public U next() {
                        return mapper.apply(it.nextInt());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Integer> boxed() {
        return mapToObj(new IntFunction<Integer>() {
            public Integer apply(int v) {
                return Integer.valueOf(v);
            }
        });
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public long nextLong() {
                        return mapper.applyAsLong(it.nextInt());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        return mapper.applyAsDouble(it.nextInt());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
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
                            IntStream s = mapper.apply(it.nextInt());
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

    public IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
                    private int[] buffer = new int[4];
                    private int count;
                    private int pos;
                    private final IntConsumer sink = new IntConsumer() {
                        public void accept(int v) {
                            if (count == buffer.length) {
                                buffer = Arrays.copyOf(buffer, count * 2);
                            }
                            buffer[count++] = v;
                        }
                    };

                    boolean advance() {
                        while (pos >= count) {
                            count = 0;
                            pos = 0;
                            if (!it.hasNext()) {
                                return false;
                            }
                            mapper.accept(it.nextInt(), sink);
                        }
                        nextValue = buffer[pos++];
                        return true;
                    }
                };
            }
        };
    }

    public IntStream distinct() {
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
                    private final HashSet<Integer> seen = new HashSet<Integer>();

                    boolean advance() {
                        while (it.hasNext()) {
                            int v = it.nextInt();
                            if (seen.add(Integer.valueOf(v))) {
                                nextValue = v;
                                return true;
                            }
                        }
                        return false;
                    }
                };
            }
        };
    }

    public IntStream sorted() {
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    private int[] values;
                    private int pos;

                    public boolean hasNext() {
                        if (values == null) {
                            values = drain(it);
                            Arrays.sort(values);
                        }
                        return pos < values.length;
                    }

                    public int nextInt() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return values[pos++];
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    static int[] drain(PrimitiveIterator.OfInt it) {
        int[] buf = new int[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextInt();
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public int nextInt() {
                        int v = it.nextInt();
                        action.accept(v);
                        return v;
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    private long count;

                    public boolean hasNext() {
                        return count < maxSize && it.hasNext();
                    }

                    public int nextInt() {
                        if (count >= maxSize) {
                            throw new NoSuchElementException();
                        }
                        count++;
                        return it.nextInt();
                    }
                };
            }

            long exactSize() {
                return limitSize(up.exactSize(), maxSize);
            }
        };
    }

    public IntStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    private long toSkip = n;

                    public boolean hasNext() {
                        while (toSkip > 0 && it.hasNext()) {
                            it.nextInt();
                            toSkip--;
                        }
                        return it.hasNext();
                    }

                    public int nextInt() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return it.nextInt();
                    }
                };
            }

            long exactSize() {
                return skipSize(up.exactSize(), n);
            }
        };
    }

    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
                    private boolean done;

                    boolean advance() {
                        if (done || !it.hasNext()) {
                            return false;
                        }
                        int v = it.nextInt();
                        if (predicate.test(v)) {
                            nextValue = v;
                            return true;
                        }
                        done = true;
                        return false;
                    }
                };
            }
        };
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final IntPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfInt it = up.makeIterator();
                return new Gen() {
                    private boolean dropping = true;

                    boolean advance() {
                        while (it.hasNext()) {
                            int v = it.nextInt();
                            if (dropping && predicate.test(v)) {
                                continue;
                            }
                            dropping = false;
                            nextValue = v;
                            return true;
                        }
                        return false;
                    }
                };
            }
        };
    }

    public IntStream sequential() {
        sourceStage.parallel = false;
        return this;
    }

    public IntStream parallel() {
        sourceStage.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations ----

    public PrimitiveIterator.OfInt iterator() {
        use();
        return makeIterator();
    }

    public Spliterator.OfInt spliterator() {
        use();
        final IntPipeline self = this;
        return new Spliterator.OfInt() {
            private PrimitiveIterator.OfInt it;
            private long size = -2;

            private PrimitiveIterator.OfInt it() {
                if (it == null) {
                    if (size == -2) {
                        size = self.exactSize();
                    }
                    it = self.makeIterator();
                }
                return it;
            }

            public boolean tryAdvance(IntConsumer action) {
                PrimitiveIterator.OfInt i = it();
                if (i.hasNext()) {
                    action.accept(i.nextInt());
                    return true;
                }
                return false;
            }

            public Spliterator.OfInt trySplit() {
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

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            action.accept(it.nextInt());
        }
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        use();
        return drain(makeIterator());
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        int result = identity;
        while (it.hasNext()) {
            result = op.applyAsInt(result, it.nextInt());
        }
        return result;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        if (!it.hasNext()) {
            return OptionalInt.empty();
        }
        int result = it.nextInt();
        while (it.hasNext()) {
            result = op.applyAsInt(result, it.nextInt());
        }
        return OptionalInt.of(result);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            accumulator.accept(container, it.nextInt());
        }
        return container;
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        PrimitiveIterator.OfInt it = makeIterator();
        long n = 0;
        while (it.hasNext()) {
            it.nextInt();
            n++;
        }
        return n;
    }

    public java.util.IntSummaryStatistics summaryStatistics() {
        use();
        java.util.IntSummaryStatistics stats = new java.util.IntSummaryStatistics();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            stats.accept(it.nextInt());
        }
        return stats;
    }

    public boolean anyMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextInt())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            if (!predicate.test(it.nextInt())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextInt())) {
                return false;
            }
        }
        return true;
    }

    public OptionalInt findFirst() {
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        return it.hasNext() ? OptionalInt.of(it.nextInt()) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public LongStream asLongStream() {
        return mapToLong(new IntToLongFunction() {
            public long applyAsLong(int v) {
                return (long) v;
            }
        });
    }

    public DoubleStream asDoubleStream() {
        return mapToDouble(new IntToDoubleFunction() {
            public double applyAsDouble(int v) {
                return (double) v;
            }
        });
    }

    public int sum() {
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        int sum = 0;
        while (it.hasNext()) {
            sum += it.nextInt();
        }
        return sum;
    }

    public OptionalDouble average() {
        use();
        PrimitiveIterator.OfInt it = makeIterator();
        long count = 0;
        long sum = 0;
        while (it.hasNext()) {
            count++;
            sum += it.nextInt();
        }
        return count > 0 ? OptionalDouble.of((double) sum / count) : OptionalDouble.empty();
    }

    static IntPipeline range(final int start, final long size) {
        return new IntPipeline() {
            PrimitiveIterator.OfInt makeIterator() {
                return new PrimitiveIterator.OfInt() {
                    private long i = 0;

                    public boolean hasNext() {
                        return i < size;
                    }

                    public int nextInt() {
                        if (i >= size) {
                            throw new NoSuchElementException();
                        }
                        return (int) (start + i++);
                    }
                };
            }

            long exactSize() {
                return size;
            }
        };
    }

    static final class BuilderImpl implements IntStream.Builder {
        private int[] buffer = new int[8];
        private int count;
        private boolean built;

        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == buffer.length) {
                buffer = Arrays.copyOf(buffer, count * 2);
            }
            buffer[count++] = t;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(buffer, 0, count);
        }
    }
}

package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.*;

/**
 * The long stream (see AbstractPipeline). Generated with IntPipeline/LongPipeline/DoublePipeline
 * from one template: keep the three in sync.
 */
abstract class LongPipeline extends AbstractPipeline implements LongStream {
    LongPipeline() {
        super();
    }

    LongPipeline(AbstractPipeline upstream) {
        super(upstream);
    }

    abstract PrimitiveIterator.OfLong makeIterator();

    // ---- sources ----

    static LongPipeline ofArray(final long[] array, final int from, final int to) {
        return new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return new PrimitiveIterator.OfLong() {
                    private int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public long nextLong() {
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

    static LongPipeline ofIterator(final PrimitiveIterator.OfLong it, final long size) {
        return new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return it;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static LongPipeline ofSpliterator(final Spliterator.OfLong spliterator, boolean parallel) {
        LongPipeline p = new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return new Gen() {
                    private final LongConsumer sink = new LongConsumer() {
                        public void accept(long v) {
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

    static LongPipeline adapt(LongStream s) {
        if (s instanceof LongPipeline) {
            return (LongPipeline) s;
        }
        final LongStream other = s;
        return new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return other.iterator();
            }
        };
    }

    static LongStream concat(LongStream a, LongStream b) {
        final LongPipeline pa = adapt(a);
        final LongPipeline pb = adapt(b);
        pa.use();
        pb.use();
        LongPipeline result = new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return new PrimitiveIterator.OfLong() {
                    private PrimitiveIterator.OfLong first = pa.makeIterator();
                    private PrimitiveIterator.OfLong second;

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

                    public long nextLong() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return first != null ? first.nextLong() : second.nextLong();
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
    abstract static class Gen implements PrimitiveIterator.OfLong {
        private int state;
        long nextValue;

        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final long nextLong() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return nextValue;
        }
    }

    // ---- intermediate operations ----

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
                    boolean advance() {
                        while (it.hasNext()) {
                            long v = it.nextLong();
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

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public long nextLong() {
                        return mapper.applyAsLong(it.nextLong());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new RefPipeline<U>(this) {
            Iterator<U> makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Iterator<U>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public U next() {
                        return mapper.apply(it.nextLong());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Long> boxed() {
        return mapToObj(new LongFunction<Long>() {
            public Long apply(long v) {
                return Long.valueOf(v);
            }
        });
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public int nextInt() {
                        return mapper.applyAsInt(it.nextLong());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        return mapper.applyAsDouble(it.nextLong());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
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
                            LongStream s = mapper.apply(it.nextLong());
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

    public LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
                    private long[] buffer = new long[4];
                    private int count;
                    private int pos;
                    private final LongConsumer sink = new LongConsumer() {
                        public void accept(long v) {
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
                            mapper.accept(it.nextLong(), sink);
                        }
                        nextValue = buffer[pos++];
                        return true;
                    }
                };
            }
        };
    }

    public LongStream distinct() {
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
                    private final HashSet<Long> seen = new HashSet<Long>();

                    boolean advance() {
                        while (it.hasNext()) {
                            long v = it.nextLong();
                            if (seen.add(Long.valueOf(v))) {
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

    public LongStream sorted() {
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    private long[] values;
                    private int pos;

                    public boolean hasNext() {
                        if (values == null) {
                            values = drain(it);
                            Arrays.sort(values);
                        }
                        return pos < values.length;
                    }

                    public long nextLong() {
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

    static long[] drain(PrimitiveIterator.OfLong it) {
        long[] buf = new long[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextLong();
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public long nextLong() {
                        long v = it.nextLong();
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

    public LongStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    private long count;

                    public boolean hasNext() {
                        return count < maxSize && it.hasNext();
                    }

                    public long nextLong() {
                        if (count >= maxSize) {
                            throw new NoSuchElementException();
                        }
                        count++;
                        return it.nextLong();
                    }
                };
            }

            long exactSize() {
                return limitSize(up.exactSize(), maxSize);
            }
        };
    }

    public LongStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    private long toSkip = n;

                    public boolean hasNext() {
                        while (toSkip > 0 && it.hasNext()) {
                            it.nextLong();
                            toSkip--;
                        }
                        return it.hasNext();
                    }

                    public long nextLong() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return it.nextLong();
                    }
                };
            }

            long exactSize() {
                return skipSize(up.exactSize(), n);
            }
        };
    }

    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
                    private boolean done;

                    boolean advance() {
                        if (done || !it.hasNext()) {
                            return false;
                        }
                        long v = it.nextLong();
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

    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final LongPipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfLong it = up.makeIterator();
                return new Gen() {
                    private boolean dropping = true;

                    boolean advance() {
                        while (it.hasNext()) {
                            long v = it.nextLong();
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

    public LongStream sequential() {
        sourceStage.parallel = false;
        return this;
    }

    public LongStream parallel() {
        sourceStage.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations ----

    public PrimitiveIterator.OfLong iterator() {
        use();
        return makeIterator();
    }

    public Spliterator.OfLong spliterator() {
        use();
        final LongPipeline self = this;
        return new Spliterator.OfLong() {
            private PrimitiveIterator.OfLong it;
            private long size = -2;

            private PrimitiveIterator.OfLong it() {
                if (it == null) {
                    if (size == -2) {
                        size = self.exactSize();
                    }
                    it = self.makeIterator();
                }
                return it;
            }

            public boolean tryAdvance(LongConsumer action) {
                PrimitiveIterator.OfLong i = it();
                if (i.hasNext()) {
                    action.accept(i.nextLong());
                    return true;
                }
                return false;
            }

            public Spliterator.OfLong trySplit() {
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

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            action.accept(it.nextLong());
        }
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        use();
        return drain(makeIterator());
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        long result = identity;
        while (it.hasNext()) {
            result = op.applyAsLong(result, it.nextLong());
        }
        return result;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        if (!it.hasNext()) {
            return OptionalLong.empty();
        }
        long result = it.nextLong();
        while (it.hasNext()) {
            result = op.applyAsLong(result, it.nextLong());
        }
        return OptionalLong.of(result);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            accumulator.accept(container, it.nextLong());
        }
        return container;
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
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
        PrimitiveIterator.OfLong it = makeIterator();
        long n = 0;
        while (it.hasNext()) {
            it.nextLong();
            n++;
        }
        return n;
    }

    public java.util.LongSummaryStatistics summaryStatistics() {
        use();
        java.util.LongSummaryStatistics stats = new java.util.LongSummaryStatistics();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            stats.accept(it.nextLong());
        }
        return stats;
    }

    public boolean anyMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextLong())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            if (!predicate.test(it.nextLong())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextLong())) {
                return false;
            }
        }
        return true;
    }

    public OptionalLong findFirst() {
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        return it.hasNext() ? OptionalLong.of(it.nextLong()) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public DoubleStream asDoubleStream() {
        return mapToDouble(new LongToDoubleFunction() {
            public double applyAsDouble(long v) {
                return (double) v;
            }
        });
    }

    public long sum() {
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        long sum = 0;
        while (it.hasNext()) {
            sum += it.nextLong();
        }
        return sum;
    }

    public OptionalDouble average() {
        use();
        PrimitiveIterator.OfLong it = makeIterator();
        long count = 0;
        long sum = 0;
        while (it.hasNext()) {
            count++;
            sum += it.nextLong();
        }
        return count > 0 ? OptionalDouble.of((double) sum / count) : OptionalDouble.empty();
    }

    static LongPipeline range(final long start, final long last, final boolean closed) {
        long n = closed ? last - start + 1 : last - start;
        final long size = n > 0 ? n : -1;
        return new LongPipeline() {
            PrimitiveIterator.OfLong makeIterator() {
                return new PrimitiveIterator.OfLong() {
                    private long next = start;
                    private boolean done = false;

                    public boolean hasNext() {
                        return !done;
                    }

                    public long nextLong() {
                        if (done) {
                            throw new NoSuchElementException();
                        }
                        long v = next;
                        if (closed ? v == last : v + 1 >= last) {
                            done = true;
                        } else {
                            next = v + 1;
                        }
                        return v;
                    }
                };
            }

            long exactSize() {
                return size;
            }
        };
    }

    static final class BuilderImpl implements LongStream.Builder {
        private long[] buffer = new long[8];
        private int count;
        private boolean built;

        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == buffer.length) {
                buffer = Arrays.copyOf(buffer, count * 2);
            }
            buffer[count++] = t;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(buffer, 0, count);
        }
    }
}

package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.*;

/**
 * The double stream (see AbstractPipeline). Generated with IntPipeline/LongPipeline/DoublePipeline
 * from one template: keep the three in sync.
 */
abstract class DoublePipeline extends AbstractPipeline implements DoubleStream {
    DoublePipeline() {
        super();
    }

    DoublePipeline(AbstractPipeline upstream) {
        super(upstream);
    }

    abstract PrimitiveIterator.OfDouble makeIterator();

    // ---- sources ----

    static DoublePipeline ofArray(final double[] array, final int from, final int to) {
        return new DoublePipeline() {
            PrimitiveIterator.OfDouble makeIterator() {
                return new PrimitiveIterator.OfDouble() {
                    private int i = from;

                    public boolean hasNext() {
                        return i < to;
                    }

                    public double nextDouble() {
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

    static DoublePipeline ofIterator(final PrimitiveIterator.OfDouble it, final long size) {
        return new DoublePipeline() {
            PrimitiveIterator.OfDouble makeIterator() {
                return it;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static DoublePipeline ofSpliterator(final Spliterator.OfDouble spliterator, boolean parallel) {
        DoublePipeline p = new DoublePipeline() {
            PrimitiveIterator.OfDouble makeIterator() {
                return new Gen() {
                    private final DoubleConsumer sink = new DoubleConsumer() {
                        public void accept(double v) {
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

    static DoublePipeline adapt(DoubleStream s) {
        if (s instanceof DoublePipeline) {
            return (DoublePipeline) s;
        }
        final DoubleStream other = s;
        return new DoublePipeline() {
            PrimitiveIterator.OfDouble makeIterator() {
                return other.iterator();
            }
        };
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        final DoublePipeline pa = adapt(a);
        final DoublePipeline pb = adapt(b);
        pa.use();
        pb.use();
        DoublePipeline result = new DoublePipeline() {
            PrimitiveIterator.OfDouble makeIterator() {
                return new PrimitiveIterator.OfDouble() {
                    private PrimitiveIterator.OfDouble first = pa.makeIterator();
                    private PrimitiveIterator.OfDouble second;

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

                    public double nextDouble() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return first != null ? first.nextDouble() : second.nextDouble();
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
    abstract static class Gen implements PrimitiveIterator.OfDouble {
        private int state;
        double nextValue;

        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final double nextDouble() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return nextValue;
        }
    }

    // ---- intermediate operations ----

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
                    boolean advance() {
                        while (it.hasNext()) {
                            double v = it.nextDouble();
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

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        return mapper.applyAsDouble(it.nextDouble());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new RefPipeline<U>(this) {
            Iterator<U> makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Iterator<U>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public U next() {
                        return mapper.apply(it.nextDouble());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Double> boxed() {
        return mapToObj(new DoubleFunction<Double>() {
            public Double apply(double v) {
                return Double.valueOf(v);
            }
        });
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new IntPipeline(this) {
            PrimitiveIterator.OfInt makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfInt() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public int nextInt() {
                        return mapper.applyAsInt(it.nextDouble());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new LongPipeline(this) {
            PrimitiveIterator.OfLong makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfLong() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public long nextLong() {
                        return mapper.applyAsLong(it.nextDouble());
                    }
                };
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
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
                            DoubleStream s = mapper.apply(it.nextDouble());
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

    public DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
                    private double[] buffer = new double[4];
                    private int count;
                    private int pos;
                    private final DoubleConsumer sink = new DoubleConsumer() {
                        public void accept(double v) {
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
                            mapper.accept(it.nextDouble(), sink);
                        }
                        nextValue = buffer[pos++];
                        return true;
                    }
                };
            }
        };
    }

    public DoubleStream distinct() {
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
                    private final HashSet<Double> seen = new HashSet<Double>();

                    boolean advance() {
                        while (it.hasNext()) {
                            double v = it.nextDouble();
                            if (seen.add(Double.valueOf(v))) {
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

    public DoubleStream sorted() {
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    private double[] values;
                    private int pos;

                    public boolean hasNext() {
                        if (values == null) {
                            values = drain(it);
                            Arrays.sort(values);
                        }
                        return pos < values.length;
                    }

                    public double nextDouble() {
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

    static double[] drain(PrimitiveIterator.OfDouble it) {
        double[] buf = new double[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = it.nextDouble();
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        double v = it.nextDouble();
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

    public DoubleStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    private long count;

                    public boolean hasNext() {
                        return count < maxSize && it.hasNext();
                    }

                    public double nextDouble() {
                        if (count >= maxSize) {
                            throw new NoSuchElementException();
                        }
                        count++;
                        return it.nextDouble();
                    }
                };
            }

            long exactSize() {
                return limitSize(up.exactSize(), maxSize);
            }
        };
    }

    public DoubleStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new PrimitiveIterator.OfDouble() {
                    private long toSkip = n;

                    public boolean hasNext() {
                        while (toSkip > 0 && it.hasNext()) {
                            it.nextDouble();
                            toSkip--;
                        }
                        return it.hasNext();
                    }

                    public double nextDouble() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return it.nextDouble();
                    }
                };
            }

            long exactSize() {
                return skipSize(up.exactSize(), n);
            }
        };
    }

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
                    private boolean done;

                    boolean advance() {
                        if (done || !it.hasNext()) {
                            return false;
                        }
                        double v = it.nextDouble();
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

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final DoublePipeline up = this;
        return new DoublePipeline(this) {
            PrimitiveIterator.OfDouble makeIterator() {
                final PrimitiveIterator.OfDouble it = up.makeIterator();
                return new Gen() {
                    private boolean dropping = true;

                    boolean advance() {
                        while (it.hasNext()) {
                            double v = it.nextDouble();
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

    public DoubleStream sequential() {
        sourceStage.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        sourceStage.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations ----

    public PrimitiveIterator.OfDouble iterator() {
        use();
        return makeIterator();
    }

    public Spliterator.OfDouble spliterator() {
        use();
        final DoublePipeline self = this;
        return new Spliterator.OfDouble() {
            private PrimitiveIterator.OfDouble it;
            private long size = -2;

            private PrimitiveIterator.OfDouble it() {
                if (it == null) {
                    if (size == -2) {
                        size = self.exactSize();
                    }
                    it = self.makeIterator();
                }
                return it;
            }

            public boolean tryAdvance(DoubleConsumer action) {
                PrimitiveIterator.OfDouble i = it();
                if (i.hasNext()) {
                    action.accept(i.nextDouble());
                    return true;
                }
                return false;
            }

            public Spliterator.OfDouble trySplit() {
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

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            action.accept(it.nextDouble());
        }
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        use();
        return drain(makeIterator());
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        double result = identity;
        while (it.hasNext()) {
            result = op.applyAsDouble(result, it.nextDouble());
        }
        return result;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        if (!it.hasNext()) {
            return OptionalDouble.empty();
        }
        double result = it.nextDouble();
        while (it.hasNext()) {
            result = op.applyAsDouble(result, it.nextDouble());
        }
        return OptionalDouble.of(result);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            accumulator.accept(container, it.nextDouble());
        }
        return container;
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
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
        PrimitiveIterator.OfDouble it = makeIterator();
        long n = 0;
        while (it.hasNext()) {
            it.nextDouble();
            n++;
        }
        return n;
    }

    public java.util.DoubleSummaryStatistics summaryStatistics() {
        use();
        java.util.DoubleSummaryStatistics stats = new java.util.DoubleSummaryStatistics();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            stats.accept(it.nextDouble());
        }
        return stats;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextDouble())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            if (!predicate.test(it.nextDouble())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        while (it.hasNext()) {
            if (predicate.test(it.nextDouble())) {
                return false;
            }
        }
        return true;
    }

    public OptionalDouble findFirst() {
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        return it.hasNext() ? OptionalDouble.of(it.nextDouble()) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public double sum() {
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        double[] summation = new double[3];
        while (it.hasNext()) {
            double d = it.nextDouble();
            Collectors.sumWithCompensation(summation, d);
            summation[2] += d;
        }
        return Collectors.computeFinalSum(summation);
    }

    public OptionalDouble average() {
        use();
        PrimitiveIterator.OfDouble it = makeIterator();
        double[] avg = new double[4];
        while (it.hasNext()) {
            double d = it.nextDouble();
            avg[2]++;
            Collectors.sumWithCompensation(avg, d);
            avg[3] += d;
        }
        return avg[2] > 0 ? OptionalDouble.of(Collectors.computeFinalSum(avg) / avg[2]) : OptionalDouble.empty();
    }

    static final class BuilderImpl implements DoubleStream.Builder {
        private double[] buffer = new double[8];
        private int count;
        private boolean built;

        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == buffer.length) {
                buffer = Arrays.copyOf(buffer, count * 2);
            }
            buffer[count++] = t;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(buffer, 0, count);
        }
    }
}

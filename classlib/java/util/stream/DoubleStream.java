package java.util.stream;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.*;

/* Generated with IntStream/LongStream/DoubleStream from one template: keep the three in sync. */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);


    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    default DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new DoubleFunction<DoubleStream>() {
            public DoubleStream apply(double e) {
                DoubleStream.Builder buffer = DoubleStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    default DoubleStream takeWhile(DoublePredicate predicate) {
        return DoublePipeline.adapt(this).takeWhile(predicate);
    }

    default DoubleStream dropWhile(DoublePredicate predicate) {
        return DoublePipeline.adapt(this).dropWhile(predicate);
    }

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    java.util.OptionalDouble average();

    java.util.DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();


    Stream<Double> boxed();

    DoubleStream sequential();

    DoubleStream parallel();

    PrimitiveIterator.OfDouble iterator();

    Spliterator.OfDouble spliterator();

    public static Builder builder() {
        return new DoublePipeline.BuilderImpl();
    }

    public static DoubleStream empty() {
        return DoublePipeline.ofArray(new double[0], 0, 0);
    }

    public static DoubleStream of(double t) {
        return DoublePipeline.ofArray(new double[] {t}, 0, 1);
    }

    public static DoubleStream of(double... values) {
        return java.util.Arrays.stream(values);
    }

    public static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return DoublePipeline.ofIterator(new PrimitiveIterator.OfDouble() {
            private boolean started;
            private double t;

            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                if (started) {
                    t = f.applyAsDouble(t);
                } else {
                    t = seed;
                    started = true;
                }
                return t;
            }
        }, -1);
    }

    public static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return DoublePipeline.ofIterator(new PrimitiveIterator.OfDouble() {
            private boolean started;
            private boolean finished;
            private boolean ready;
            private double t;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                double candidate;
                if (started) {
                    candidate = next.applyAsDouble(t);
                } else {
                    candidate = seed;
                    started = true;
                }
                if (!hasNext.test(candidate)) {
                    finished = true;
                    return false;
                }
                t = candidate;
                ready = true;
                return true;
            }

            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return t;
            }
        }, -1);
    }

    public static DoubleStream generate(final DoubleSupplier s) {
        Objects.requireNonNull(s);
        return DoublePipeline.ofIterator(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                return s.getAsDouble();
            }
        }, -1);
    }

    public static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return DoublePipeline.concat(a, b);
    }

    public interface Builder extends DoubleConsumer {
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }

    interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer ic);
    }
}

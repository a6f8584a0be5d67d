package java.util.stream;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.*;

/* Generated with IntStream/LongStream/DoubleStream from one template: keep the three in sync. */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);


    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    default LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new LongFunction<LongStream>() {
            public LongStream apply(long e) {
                LongStream.Builder buffer = LongStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    default LongStream takeWhile(LongPredicate predicate) {
        return LongPipeline.adapt(this).takeWhile(predicate);
    }

    default LongStream dropWhile(LongPredicate predicate) {
        return LongPipeline.adapt(this).dropWhile(predicate);
    }

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    java.util.OptionalDouble average();

    java.util.LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();


    Stream<Long> boxed();

    LongStream sequential();

    LongStream parallel();

    PrimitiveIterator.OfLong iterator();

    Spliterator.OfLong spliterator();

    public static Builder builder() {
        return new LongPipeline.BuilderImpl();
    }

    public static LongStream empty() {
        return LongPipeline.ofArray(new long[0], 0, 0);
    }

    public static LongStream of(long t) {
        return LongPipeline.ofArray(new long[] {t}, 0, 1);
    }

    public static LongStream of(long... values) {
        return java.util.Arrays.stream(values);
    }

    public static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return LongPipeline.ofIterator(new PrimitiveIterator.OfLong() {
            private boolean started;
            private long t;

            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                if (started) {
                    t = f.applyAsLong(t);
                } else {
                    t = seed;
                    started = true;
                }
                return t;
            }
        }, -1);
    }

    public static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return LongPipeline.ofIterator(new PrimitiveIterator.OfLong() {
            private boolean started;
            private boolean finished;
            private boolean ready;
            private long t;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                long candidate;
                if (started) {
                    candidate = next.applyAsLong(t);
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

            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return t;
            }
        }, -1);
    }

    public static LongStream generate(final LongSupplier s) {
        Objects.requireNonNull(s);
        return LongPipeline.ofIterator(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                return s.getAsLong();
            }
        }, -1);
    }

    public static LongStream range(long startInclusive, long endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return LongPipeline.range(startInclusive, endExclusive, false);
    }

    public static LongStream rangeClosed(long startInclusive, long endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return LongPipeline.range(startInclusive, endInclusive, true);
    }

    public static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return LongPipeline.concat(a, b);
    }

    public interface Builder extends LongConsumer {
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }

    interface LongMapMultiConsumer {
        void accept(long value, LongConsumer ic);
    }
}

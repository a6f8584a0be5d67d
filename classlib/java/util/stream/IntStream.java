package java.util.stream;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.*;

/* Generated with IntStream/LongStream/DoubleStream from one template: keep the three in sync. */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);


    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    default IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new IntFunction<IntStream>() {
            public IntStream apply(int e) {
                IntStream.Builder buffer = IntStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    default IntStream takeWhile(IntPredicate predicate) {
        return IntPipeline.adapt(this).takeWhile(predicate);
    }

    default IntStream dropWhile(IntPredicate predicate) {
        return IntPipeline.adapt(this).dropWhile(predicate);
    }

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    java.util.OptionalDouble average();

    java.util.IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();


    Stream<Integer> boxed();

    IntStream sequential();

    IntStream parallel();

    PrimitiveIterator.OfInt iterator();

    Spliterator.OfInt spliterator();

    public static Builder builder() {
        return new IntPipeline.BuilderImpl();
    }

    public static IntStream empty() {
        return IntPipeline.ofArray(new int[0], 0, 0);
    }

    public static IntStream of(int t) {
        return IntPipeline.ofArray(new int[] {t}, 0, 1);
    }

    public static IntStream of(int... values) {
        return java.util.Arrays.stream(values);
    }

    public static IntStream iterate(final int seed, final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return IntPipeline.ofIterator(new PrimitiveIterator.OfInt() {
            private boolean started;
            private int t;

            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                if (started) {
                    t = f.applyAsInt(t);
                } else {
                    t = seed;
                    started = true;
                }
                return t;
            }
        }, -1);
    }

    public static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return IntPipeline.ofIterator(new PrimitiveIterator.OfInt() {
            private boolean started;
            private boolean finished;
            private boolean ready;
            private int t;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                int candidate;
                if (started) {
                    candidate = next.applyAsInt(t);
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

            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return t;
            }
        }, -1);
    }

    public static IntStream generate(final IntSupplier s) {
        Objects.requireNonNull(s);
        return IntPipeline.ofIterator(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                return s.getAsInt();
            }
        }, -1);
    }

    public static IntStream range(int startInclusive, int endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return IntPipeline.range(startInclusive, (long) endExclusive - startInclusive);
    }

    public static IntStream rangeClosed(int startInclusive, int endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return IntPipeline.range(startInclusive, (long) endInclusive - startInclusive + 1);
    }

    public static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return IntPipeline.concat(a, b);
    }

    public interface Builder extends IntConsumer {
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }

    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer ic);
    }
}

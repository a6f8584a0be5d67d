package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    IntStream mapToInt(ToIntFunction<? super T> mapper);

    LongStream mapToLong(ToLongFunction<? super T> mapper);

    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper);

    DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper);

    default <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new Function<T, Stream<R>>() {
            public Stream<R> apply(T e) {
                final Builder<R> buffer = Stream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    default IntStream mapMultiToInt(final BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToInt(new Function<T, IntStream>() {
            public IntStream apply(T e) {
                IntStream.Builder buffer = IntStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    default LongStream mapMultiToLong(final BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToLong(new Function<T, LongStream>() {
            public LongStream apply(T e) {
                LongStream.Builder buffer = LongStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    default DoubleStream mapMultiToDouble(final BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return flatMapToDouble(new Function<T, DoubleStream>() {
            public DoubleStream apply(T e) {
                DoubleStream.Builder buffer = DoubleStream.builder();
                mapper.accept(e, buffer);
                return buffer.build();
            }
        });
    }

    Stream<T> distinct();

    Stream<T> sorted();

    Stream<T> sorted(Comparator<? super T> comparator);

    Stream<T> peek(Consumer<? super T> action);

    Stream<T> limit(long maxSize);

    Stream<T> skip(long n);

    default Stream<T> takeWhile(Predicate<? super T> predicate) {
        return RefPipeline.adapt(this).takeWhile(predicate);
    }

    default Stream<T> dropWhile(Predicate<? super T> predicate) {
        return RefPipeline.adapt(this).dropWhile(predicate);
    }

    void forEach(Consumer<? super T> action);

    void forEachOrdered(Consumer<? super T> action);

    Object[] toArray();

    <A> A[] toArray(IntFunction<A[]> generator);

    T reduce(T identity, BinaryOperator<T> accumulator);

    Optional<T> reduce(BinaryOperator<T> accumulator);

    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);

    <R, A> R collect(Collector<? super T, A, R> collector);

    default List<T> toList() {
        return (List<T>) Collections.unmodifiableList(new ArrayList<Object>(Arrays.asList(this.toArray())));
    }

    Optional<T> min(Comparator<? super T> comparator);

    Optional<T> max(Comparator<? super T> comparator);

    long count();

    boolean anyMatch(Predicate<? super T> predicate);

    boolean allMatch(Predicate<? super T> predicate);

    boolean noneMatch(Predicate<? super T> predicate);

    Optional<T> findFirst();

    Optional<T> findAny();

    public static <T> Builder<T> builder() {
        return new RefPipeline.BuilderImpl<T>();
    }

    public static <T> Stream<T> empty() {
        return RefPipeline.ofArray(new Object[0], 0, 0);
    }

    public static <T> Stream<T> of(T t) {
        return RefPipeline.ofArray(new Object[] {t}, 0, 1);
    }

    public static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : RefPipeline.<T>ofArray(new Object[] {t}, 0, 1);
    }

    public static <T> Stream<T> of(T... values) {
        return Arrays.stream(values);
    }

    public static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        Objects.requireNonNull(f);
        return RefPipeline.ofIterator(new Iterator<T>() {
            private boolean started;
            private T t;

            public boolean hasNext() {
                return true;
            }

            public T next() {
                if (started) {
                    t = f.apply(t);
                } else {
                    t = seed;
                    started = true;
                }
                return t;
            }
        }, -1);
    }

    public static <T> Stream<T> iterate(final T seed, final Predicate<? super T> hasNext, final UnaryOperator<T> next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return RefPipeline.ofIterator(new Iterator<T>() {
            private boolean started;
            private boolean finished;
            private boolean ready;
            private T t;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                T candidate;
                if (started) {
                    candidate = next.apply(t);
                } else {
                    candidate = seed;
                    started = true;
                }
                if (!hasNext.test(candidate)) {
                    t = null;
                    finished = true;
                    return false;
                }
                t = candidate;
                ready = true;
                return true;
            }

            public T next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return t;
            }
        }, -1);
    }

    public static <T> Stream<T> generate(final Supplier<? extends T> s) {
        Objects.requireNonNull(s);
        return RefPipeline.ofIterator(new Iterator<T>() {
            public boolean hasNext() {
                return true;
            }

            public T next() {
                return s.get();
            }
        }, -1);
    }

    public static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return RefPipeline.concat(a, b);
    }

    public interface Builder<T> extends Consumer<T> {
        void accept(T t);

        default Builder<T> add(T t) {
            accept(t);
            return this;
        }

        Stream<T> build();
    }
}

package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Sequential-only: this library's spliterators never split (trySplit returns null). */
public interface Spliterator<T> {
    public static final int ORDERED = 0x00000010;
    public static final int DISTINCT = 0x00000001;
    public static final int SORTED = 0x00000004;
    public static final int SIZED = 0x00000040;
    public static final int NONNULL = 0x00000100;
    public static final int IMMUTABLE = 0x00000400;
    public static final int CONCURRENT = 0x00001000;
    public static final int SUBSIZED = 0x00004000;

    boolean tryAdvance(Consumer<? super T> action);

    default void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
        }
    }

    Spliterator<T> trySplit();

    long estimateSize();

    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    int characteristics();

    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    public interface OfPrimitive<T, T_CONS, T_SPLITR extends Spliterator.OfPrimitive<T, T_CONS, T_SPLITR>>
            extends Spliterator<T> {
        T_SPLITR trySplit();

        boolean tryAdvance(T_CONS action);

        default void forEachRemaining(T_CONS action) {
            while (tryAdvance(action)) {
            }
        }
    }

    public interface OfInt extends OfPrimitive<Integer, IntConsumer, OfInt> {
        OfInt trySplit();

        boolean tryAdvance(IntConsumer action);

        default void forEachRemaining(IntConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        default boolean tryAdvance(final Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                return tryAdvance((IntConsumer) action);
            }
            return tryAdvance(new IntConsumer() {
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Integer> action) {
            while (tryAdvance(action)) {
            }
        }
    }

    public interface OfLong extends OfPrimitive<Long, LongConsumer, OfLong> {
        OfLong trySplit();

        boolean tryAdvance(LongConsumer action);

        default void forEachRemaining(LongConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        default boolean tryAdvance(final Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                return tryAdvance((LongConsumer) action);
            }
            return tryAdvance(new LongConsumer() {
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Long> action) {
            while (tryAdvance(action)) {
            }
        }
    }

    public interface OfDouble extends OfPrimitive<Double, DoubleConsumer, OfDouble> {
        OfDouble trySplit();

        boolean tryAdvance(DoubleConsumer action);

        default void forEachRemaining(DoubleConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        default boolean tryAdvance(final Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                return tryAdvance((DoubleConsumer) action);
            }
            return tryAdvance(new DoubleConsumer() {
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Double> action) {
            while (tryAdvance(action)) {
            }
        }
    }
}

package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

public final class Collectors {
    static final Set<Collector.Characteristics> CH_ID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_UNORDERED_ID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.UNORDERED,
                    Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_NOID = Collections.emptySet();
    static final Set<Collector.Characteristics> CH_UNORDERED_NOID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.UNORDERED));

    private Collectors() {
    }

    static IllegalStateException duplicateKeyException(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and "
                + v + ")");
    }

    static <I, R> Function<I, R> castingIdentity() {
        return (Function<I, R>) IDENTITY;
    }

    private static final Function<Object, Object> IDENTITY = new Function<Object, Object>() {
        public Object apply(Object o) {
            return o;
        }
    };

    private static <T> BinaryOperator<T> noCombiner() {
        return new BinaryOperator<T>() {
            public T apply(T a, T b) {
                throw new UnsupportedOperationException("sequential streams do not combine");
            }
        };
    }

    static class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, (Function<A, R>) castingIdentity(), characteristics);
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    /** Runs a collector over the elements of an iterator. */
    static <T, A, R> R collect(Collector<? super T, A, R> c, Iterator<? extends T> it) {
        A container = c.supplier().get();
        BiConsumer<A, ? super T> acc = c.accumulator();
        while (it.hasNext()) {
            acc.accept(container, it.next());
        }
        return c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH) ? (R) container
                : c.finisher().apply(container);
    }

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return new CollectorImpl<T, C, C>(collectionFactory, new BiConsumer<C, T>() {
            public void accept(C c, T t) {
                c.add(t);
            }
        }, Collectors.<C>noCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<T, List<T>, List<T>>(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        }, new BiConsumer<List<T>, T>() {
            public void accept(List<T> l, T t) {
                l.add(t);
            }
        }, Collectors.<List<T>>noCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<T, List<T>, List<T>>(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        }, new BiConsumer<List<T>, T>() {
            public void accept(List<T> l, T t) {
                l.add(t);
            }
        }, Collectors.<List<T>>noCombiner(), new Function<List<T>, List<T>>() {
            public List<T> apply(List<T> list) {
                return (List<T>) List.of(list.toArray());
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        }, new BiConsumer<Set<T>, T>() {
            public void accept(Set<T> s, T t) {
                s.add(t);
            }
        }, Collectors.<Set<T>>noCombiner(), CH_UNORDERED_ID);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        }, new BiConsumer<Set<T>, T>() {
            public void accept(Set<T> s, T t) {
                s.add(t);
            }
        }, Collectors.<Set<T>>noCombiner(), new Function<Set<T>, Set<T>>() {
            public Set<T> apply(Set<T> set) {
                return (Set<T>) Set.of(set.toArray());
            }
        }, CH_UNORDERED_NOID);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, CharSequence>() {
            public void accept(StringBuilder sb, CharSequence s) {
                sb.append(s);
            }
        }, Collectors.<StringBuilder>noCombiner(), new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.toString();
            }
        }, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter,
            final CharSequence prefix, final CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return new CollectorImpl<CharSequence, StringJoiner, String>(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence s) {
                j.add(s);
            }
        }, Collectors.<StringJoiner>noCombiner(), new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        }, CH_NOID);
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                downstreamAccumulator.accept(r, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(final A r, T t) {
                Stream<? extends U> result = mapper.apply(t);
                if (result != null) {
                    try {
                        result.sequential().forEach(new Consumer<U>() {
                            public void accept(U u) {
                                downstreamAccumulator.accept(r, u);
                            }
                        });
                    } finally {
                        result.close();
                    }
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                if (predicate.test(t)) {
                    downstreamAccumulator.accept(r, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = CH_NOID;
            } else {
                EnumSet<Collector.Characteristics> cs = EnumSet.copyOf(characteristics);
                cs.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(cs);
            }
        }
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T e) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, int[], Integer>(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, Collectors.<int[]>noCombiner(), new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Long>(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[3];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2] += val;
            }
        }, Collectors.<double[]>noCombiner(), new Function<double[], Double>() {
            public Double apply(double[] a) {
                return computeFinalSum(a);
            }
        }, CH_NOID);
    }

    /** Kahan summation step: intermediateSum[0] is the sum, [1] the compensation. */
    static double[] sumWithCompensation(double[] intermediateSum, double value) {
        double tmp = value - intermediateSum[1];
        double sum = intermediateSum[0];
        double velvel = sum + tmp;
        intermediateSum[1] = (velvel - sum) - tmp;
        intermediateSum[0] = velvel;
        return intermediateSum;
    }

    /** The compensated sum, or the simple sum (last slot) when that is an infinity. */
    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] + summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[4];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2]++;
                a[3] += val;
            }
        }, Collectors.<double[]>noCombiner(), new Function<double[], Double>() {
            public Double apply(double[] a) {
                return (a[2] == 0) ? 0.0d : (computeFinalSum(a) / a[2]);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return new CollectorImpl<T, Object[], T>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], T>() {
            public T apply(Object[] a) {
                return (T) a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        final class OptionalBox {
            T value = null;
            boolean present = false;
        }
        return new CollectorImpl<T, OptionalBox, Optional<T>>(new Supplier<OptionalBox>() {
            public OptionalBox get() {
                return new OptionalBox();
            }
        }, new BiConsumer<OptionalBox, T>() {
            public void accept(OptionalBox box, T t) {
                if (box.present) {
                    box.value = op.apply(box.value, t);
                } else {
                    box.value = t;
                    box.present = true;
                }
            }
        }, Collectors.<OptionalBox>noCombiner(), new Function<OptionalBox, Optional<T>>() {
            public Optional<T> apply(OptionalBox a) {
                return Optional.ofNullable(a.value);
            }
        }, CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        return new CollectorImpl<T, Object[], U>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], U>() {
            public U apply(Object[] a) {
                return (U) a[0];
            }
        }, CH_NOID);
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<Map<K, D>>() {
            public Map<K, D> get() {
                return new HashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        final Function<K, A> newContainer = new Function<K, A>() {
            public A apply(K k) {
                return downstreamSupplier.get();
            }
        };
        BiConsumer<Map<K, A>, T> accumulator = new BiConsumer<Map<K, A>, T>() {
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A container = m.computeIfAbsent(key, newContainer);
                downstreamAccumulator.accept(container, t);
            }
        };
        Supplier<Map<K, A>> mangledFactory = (Supplier<Map<K, A>>) (Supplier) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, Map<K, A>, M>(mangledFactory, accumulator,
                    Collectors.<Map<K, A>>noCombiner(), CH_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = new Function<Map<K, A>, M>() {
            public M apply(Map<K, A> intermediate) {
                intermediate.replaceAll(new BiFunction<K, A, A>() {
                    public A apply(K k, A v) {
                        return downstreamFinisher.apply(v);
                    }
                });
                return (M) intermediate;
            }
        };
        return new CollectorImpl<T, Map<K, A>, M>(mangledFactory, accumulator, Collectors.<Map<K, A>>noCombiner(),
                finisher, CH_NOID);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            final Collector<? super T, A, D> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Partition<A>, T> accumulator = new BiConsumer<Partition<A>, T>() {
            public void accept(Partition<A> result, T t) {
                downstreamAccumulator.accept(predicate.test(t) ? result.forTrue : result.forFalse, t);
            }
        };
        Supplier<Partition<A>> supplier = new Supplier<Partition<A>>() {
            public Partition<A> get() {
                return new Partition<A>(downstream.supplier().get(), downstream.supplier().get());
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (Collector<T, ?, Map<Boolean, D>>) (Collector<T, ?, ?>) new CollectorImpl<T, Partition<A>,
                    Partition<A>>(supplier, accumulator, Collectors.<Partition<A>>noCombiner(), CH_ID);
        }
        Function<Partition<A>, Map<Boolean, D>> finisher = new Function<Partition<A>, Map<Boolean, D>>() {
            public Map<Boolean, D> apply(Partition<A> par) {
                D t = downstream.finisher().apply(par.forTrue);
                D f = downstream.finisher().apply(par.forFalse);
                return new Partition<D>(t, f);
            }
        };
        return new CollectorImpl<T, Partition<A>, Map<Boolean, D>>(supplier, accumulator,
                Collectors.<Partition<A>>noCombiner(), finisher, CH_NOID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper) {
        return new CollectorImpl<T, Map<K, U>, Map<K, U>>(new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        }, new BiConsumer<Map<K, U>, T>() {
            public void accept(Map<K, U> map, T element) {
                K k = keyMapper.apply(element);
                U v = Objects.requireNonNull(valueMapper.apply(element));
                U u = map.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
        }, Collectors.<Map<K, U>>noCombiner(), CH_ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper), new Function<Map<K, U>, Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> map) {
                return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
            }
        });
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, new Supplier<HashMap<K, U>>() {
            public HashMap<K, U> get() {
                return new HashMap<K, U>();
            }
        }), new Function<HashMap<K, U>, Map<K, U>>() {
            public Map<K, U> apply(HashMap<K, U> map) {
                return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
            }
        });
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return new CollectorImpl<T, M, M>(mapFactory, new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        }, Collectors.<M>noCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(
                new Supplier<IntSummaryStatistics>() {
                    public IntSummaryStatistics get() {
                        return new IntSummaryStatistics();
                    }
                }, new BiConsumer<IntSummaryStatistics, T>() {
                    public void accept(IntSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsInt(t));
                    }
                }, Collectors.<IntSummaryStatistics>noCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(
            final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(
                new Supplier<LongSummaryStatistics>() {
                    public LongSummaryStatistics get() {
                        return new LongSummaryStatistics();
                    }
                }, new BiConsumer<LongSummaryStatistics, T>() {
                    public void accept(LongSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsLong(t));
                    }
                }, Collectors.<LongSummaryStatistics>noCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(
                new Supplier<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics get() {
                        return new DoubleSummaryStatistics();
                    }
                }, new BiConsumer<DoubleSummaryStatistics, T>() {
                    public void accept(DoubleSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsDouble(t));
                    }
                }, Collectors.<DoubleSummaryStatistics>noCombiner(), CH_ID);
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        final Collector<T, Object, R1> c1 = (Collector<T, Object, R1>) downstream1;
        final Collector<T, Object, R2> c2 = (Collector<T, Object, R2>) downstream2;
        final Supplier<Object> s1 = c1.supplier();
        final Supplier<Object> s2 = c2.supplier();
        final BiConsumer<Object, T> a1 = c1.accumulator();
        final BiConsumer<Object, T> a2 = c2.accumulator();
        final Function<Object, R1> f1 = c1.finisher();
        final Function<Object, R2> f2 = c2.finisher();
        return new CollectorImpl<T, Object[], R>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {s1.get(), s2.get()};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] pair, T t) {
                a1.accept(pair[0], t);
                a2.accept(pair[1], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], R>() {
            public R apply(Object[] pair) {
                R1 r1 = c1.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH) ? (R1) pair[0]
                        : f1.apply(pair[0]);
                R2 r2 = c2.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH) ? (R2) pair[1]
                        : f2.apply(pair[1]);
                return merger.apply(r1, r2);
            }
        }, CH_NOID);
    }

    // ---- concurrent variants (sequential here; the maps are ConcurrentHashMaps) ----

    static final Set<Collector.Characteristics> CH_CONCURRENT_ID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.CONCURRENT,
                    Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_CONCURRENT_NOID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.CONCURRENT,
                    Collector.Characteristics.UNORDERED));

    public static <T, K> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, new Supplier<java.util.concurrent.ConcurrentMap<K, List<T>>>() {
            public java.util.concurrent.ConcurrentMap<K, List<T>> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, List<T>>();
            }
        }, Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, new Supplier<java.util.concurrent.ConcurrentMap<K, D>>() {
            public java.util.concurrent.ConcurrentMap<K, D> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, A, D, M extends java.util.concurrent.ConcurrentMap<K, D>> Collector<T, ?, M>
            groupingByConcurrent(final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
                    Collector<? super T, A, D> downstream) {
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        final Function<K, A> newContainer = new Function<K, A>() {
            public A apply(K k) {
                return downstreamSupplier.get();
            }
        };
        BiConsumer<java.util.concurrent.ConcurrentMap<K, A>, T> accumulator =
                new BiConsumer<java.util.concurrent.ConcurrentMap<K, A>, T>() {
                    public void accept(java.util.concurrent.ConcurrentMap<K, A> m, T t) {
                        K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                        A resultContainer = m.computeIfAbsent(key, newContainer);
                        synchronized (resultContainer) {
                            downstreamAccumulator.accept(resultContainer, t);
                        }
                    }
                };
        Supplier<java.util.concurrent.ConcurrentMap<K, A>> mangledFactory =
                (Supplier<java.util.concurrent.ConcurrentMap<K, A>>) (Supplier) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, java.util.concurrent.ConcurrentMap<K, A>, M>(mangledFactory, accumulator,
                    Collectors.<java.util.concurrent.ConcurrentMap<K, A>>noCombiner(), CH_CONCURRENT_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<java.util.concurrent.ConcurrentMap<K, A>, M> finisher =
                new Function<java.util.concurrent.ConcurrentMap<K, A>, M>() {
                    public M apply(java.util.concurrent.ConcurrentMap<K, A> intermediate) {
                        intermediate.replaceAll(new BiFunction<K, A, A>() {
                            public A apply(K k, A v) {
                                return downstreamFinisher.apply(v);
                            }
                        });
                        return (M) intermediate;
                    }
                };
        return new CollectorImpl<T, java.util.concurrent.ConcurrentMap<K, A>, M>(mangledFactory, accumulator,
                Collectors.<java.util.concurrent.ConcurrentMap<K, A>>noCombiner(), finisher, CH_CONCURRENT_NOID);
    }

    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper) {
        return new CollectorImpl<T, java.util.concurrent.ConcurrentMap<K, U>, java.util.concurrent.ConcurrentMap<K, U>>(
                new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
                    public java.util.concurrent.ConcurrentMap<K, U> get() {
                        return new java.util.concurrent.ConcurrentHashMap<K, U>();
                    }
                }, new BiConsumer<java.util.concurrent.ConcurrentMap<K, U>, T>() {
                    public void accept(java.util.concurrent.ConcurrentMap<K, U> map, T element) {
                        K k = keyMapper.apply(element);
                        U v = Objects.requireNonNull(valueMapper.apply(element));
                        U u = map.putIfAbsent(k, v);
                        if (u != null) {
                            throw duplicateKeyException(k, u, v);
                        }
                    }
                }, Collectors.<java.util.concurrent.ConcurrentMap<K, U>>noCombiner(), CH_CONCURRENT_ID);
    }

    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toConcurrentMap(keyMapper, valueMapper, mergeFunction,
                new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
                    public java.util.concurrent.ConcurrentMap<K, U> get() {
                        return new java.util.concurrent.ConcurrentHashMap<K, U>();
                    }
                });
    }

    public static <T, K, U, M extends java.util.concurrent.ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return new CollectorImpl<T, M, M>(mapFactory, new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        }, Collectors.<M>noCombiner(), CH_CONCURRENT_ID);
    }

    /** The map of partitioningBy: exactly the keys false and true, in that order. */
    private static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new AbstractMap.SimpleImmutableEntry<Boolean, T>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new AbstractMap.SimpleImmutableEntry<Boolean, T>(true, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                public int size() {
                    return 2;
                }
            };
        }

        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        public T get(Object key) {
            if (key instanceof Boolean) {
                return ((Boolean) key) ? forTrue : forFalse;
            }
            return null;
        }
    }
}

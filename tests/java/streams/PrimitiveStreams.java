import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class PrimitiveStreams {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 100).sum() + " "
                + IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(3, 1).count() + " "
                + Arrays.toString(IntStream.range(-3, 3).toArray()));
        System.out.println(IntStream.of(4, 8, 15, 16, 23, 42).average() + " " + IntStream.of().average() + " "
                + IntStream.of(3, 9, 1).max() + " " + IntStream.empty().min() + " " + IntStream.of(7).summaryStatistics());
        System.out.println(IntStream.rangeClosed(1, 5).map(new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x * x;
            }
        }).boxed().collect(Collectors.toList()) + " " + IntStream.range(0, 20).filter(new IntPredicate() {
            public boolean test(int x) {
                return x % 3 == 0;
            }
        }).mapToObj(new IntFunction<String>() {
            public String apply(int x) {
                return "#" + x;
            }
        }).collect(Collectors.joining(",")));
        System.out.println(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().boxed().collect(Collectors.toList()) + " "
                + IntStream.of(1, 2, 3).asLongStream().sum() + " " + IntStream.of(1, 2).asDoubleStream().sum() + " "
                + IntStream.of(1, 2, 3, 4).reduce(1, new IntBinaryOperator() {
                    public int applyAsInt(int a, int b) {
                        return a * b;
                    }
                }));
        System.out.println(IntStream.of(Integer.MAX_VALUE, 1).sum() + " " + IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum()
                + " " + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average().getAsDouble());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1L, new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return a * b;
            }
        }) + " " + LongStream.range(0, 5).mapToObj(new LongFunction<String>() {
            public String apply(long x) {
                return Long.toHexString(x << 60);
            }
        }).collect(Collectors.toList()) + " " + LongStream.of(1L << 40, -5).summaryStatistics() + " "
                + LongStream.range(Long.MAX_VALUE - 3, Long.MAX_VALUE).count());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + DoubleStream.of(1e100, 1.0, -1e100).sum() + " "
                + DoubleStream.of(0.1, 0.7, 1e-17, 3.3).sum() + " " + DoubleStream.of(1.5, 2.5).average() + " "
                + DoubleStream.empty().average() + " " + DoubleStream.of(Double.NaN, 1).max() + " "
                + DoubleStream.of(-0.0, 0.0).min() + " " + DoubleStream.of(3, 1, 2).sorted().boxed().collect(Collectors.toList()));
        double[] many = new double[1000];
        for (int i = 0; i < many.length; i++) {
            many[i] = 1.0 / (i + 1);
        }
        double naive = 0;
        for (double d : many) {
            naive += d;
        }
        System.out.println(Arrays.stream(many).sum() + " " + naive + " " + Arrays.stream(many).average().getAsDouble() + " "
                + Arrays.stream(many).summaryStatistics());
        System.out.println(DoubleStream.of(1e308, 1e308).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " "
                + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum());
        System.out.println(DoubleStream.of(2.7, -1.2, 3.9).mapToInt(new DoubleToIntFunction() {
            public int applyAsInt(double d) {
                return (int) d;
            }
        }).boxed().collect(Collectors.toList()) + " " + DoubleStream.of(2.5).mapToLong(new DoubleToLongFunction() {
            public long applyAsLong(double d) {
                return Math.round(d);
            }
        }).sum() + " " + DoubleStream.iterate(1.0, new DoubleUnaryOperator() {
            public double applyAsDouble(double d) {
                return d / 2;
            }
        }).limit(5).sum());
        System.out.println(Stream.of("a", "bb", "ccc").mapToInt(new ToIntFunction<String>() {
            public int applyAsInt(String s) {
                return s.length();
            }
        }).sum() + " " + Stream.of("1", "2").mapToLong(new ToLongFunction<String>() {
            public long applyAsLong(String s) {
                return Long.parseLong(s);
            }
        }).max() + " " + Stream.of(List.of(1, 2), List.of(3)).flatMapToInt(new Function<List<Integer>, IntStream>() {
            public IntStream apply(List<Integer> l) {
                return l.stream().mapToInt(new ToIntFunction<Integer>() {
                    public int applyAsInt(Integer x) {
                        return x;
                    }
                });
            }
        }).sum());
        System.out.println(IntStream.iterate(0, new IntPredicate() {
            public boolean test(int i) {
                return i < 50;
            }
        }, new IntUnaryOperator() {
            public int applyAsInt(int i) {
                return i + 7;
            }
        }).boxed().collect(Collectors.toList()) + " " + IntStream.generate(new IntSupplier() {
            int n = 1;

            public int getAsInt() {
                return n *= 2;
            }
        }).limit(6).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.concat(IntStream.of(1, 2), IntStream.range(10, 12)).boxed().collect(Collectors.toList()) + " "
                + IntStream.range(0, 10).skip(7).boxed().collect(Collectors.toList()) + " "
                + IntStream.range(0, 100).takeWhile(new IntPredicate() {
                    public boolean test(int x) {
                        return x * x < 30;
                    }
                }).count() + " " + IntStream.range(0, 10).dropWhile(new IntPredicate() {
                    public boolean test(int x) {
                        return x < 8;
                    }
                }).sum());
        System.out.println(IntStream.range(0, 6).flatMap(new IntFunction<IntStream>() {
            public IntStream apply(int x) {
                return IntStream.range(0, x);
            }
        }).sum() + " " + IntStream.of(3, 1, 2).anyMatch(new IntPredicate() {
            public boolean test(int x) {
                return x > 2;
            }
        }) + " " + IntStream.of(3, 1, 2).findFirst() + " " + IntStream.range(0, 5).collect(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new ObjIntConsumer<StringBuilder>() {
            public void accept(StringBuilder sb, int x) {
                sb.append(x);
            }
        }, new BiConsumer<StringBuilder, StringBuilder>() {
            public void accept(StringBuilder a, StringBuilder b) {
                a.append(b);
            }
        }));
        PrimitiveIterator.OfInt it = IntStream.range(0, 3).iterator();
        int acc = 0;
        while (it.hasNext()) {
            acc = acc * 10 + it.nextInt() + 1;
        }
        System.out.println(acc + " " + "hello".chars().filter(new IntPredicate() {
            public boolean test(int c) {
                return c == 'l';
            }
        }).count());
        IntStream.Builder b = IntStream.builder();
        b.add(3).add(1);
        b.accept(2);
        System.out.println(Arrays.toString(b.build().sorted().toArray()) + " "
                + IntStream.of(1, 2, 3).mapMulti(new IntStream.IntMapMultiConsumer() {
                    public void accept(int x, IntConsumer sink) {
                        sink.accept(x);
                        sink.accept(-x);
                    }
                }).boxed().collect(Collectors.toList()));
        // primes with a stream pipeline
        System.out.println(IntStream.rangeClosed(2, 60).filter(new IntPredicate() {
            public boolean test(final int n) {
                return IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(new IntPredicate() {
                    public boolean test(int d) {
                        return n % d == 0;
                    }
                });
            }
        }).boxed().collect(Collectors.toList()));
        System.out.println(new Random(8).ints(5, 1, 7).boxed().collect(Collectors.toList()) + " "
                + new BitSet() {
                    {
                        set(2);
                        set(5);
                        set(64);
                    }
                }.stream().boxed().collect(Collectors.toList()));
    }
}

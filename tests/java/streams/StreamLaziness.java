import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamLaziness {
    static final List<String> log = new ArrayList<>();

    static <T> Consumer<T> peeker(final String tag) {
        return new Consumer<T>() {
            public void accept(T t) {
                log.add(tag + t);
            }
        };
    }

    static Predicate<Integer> filt(final String tag, final int mod) {
        return new Predicate<Integer>() {
            public boolean test(Integer x) {
                log.add(tag + x);
                return x % mod == 0;
            }
        };
    }

    static void flush(String label, Object result) {
        System.out.println(label + " -> " + result + " " + log);
        log.clear();
    }

    public static void main(String[] args) {
        List<Integer> data = Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        // vertical processing and short-circuiting
        Object r = data.stream().peek(StreamLaziness.<Integer>peeker("p")).filter(filt("f", 2)).map(new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                log.add("m" + x);
                return x * 10;
            }
        }).limit(2).collect(Collectors.toList());
        flush("limit", r);
        r = data.stream().filter(filt("f", 3)).findFirst();
        flush("findFirst", r);
        r = data.stream().peek(StreamLaziness.<Integer>peeker("p")).anyMatch(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x > 3;
            }
        });
        flush("anyMatch", r);
        r = data.stream().peek(StreamLaziness.<Integer>peeker("p")).allMatch(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x < 3;
            }
        });
        flush("allMatch", r);
        // sorted is a barrier
        r = Stream.of(3, 1, 2).peek(StreamLaziness.<Integer>peeker("a")).sorted().peek(StreamLaziness.<Integer>peeker("b"))
                .findFirst();
        flush("sorted", r);
        r = Stream.of(5, 4, 3, 2, 1).peek(StreamLaziness.<Integer>peeker("a")).sorted().peek(StreamLaziness.<Integer>peeker("b"))
                .limit(2).collect(Collectors.toList());
        flush("sorted limit", r);
        // skip and limit
        r = data.stream().peek(StreamLaziness.<Integer>peeker("p")).skip(3).limit(2).collect(Collectors.toList());
        flush("skip limit", r);
        // nothing happens without a terminal operation
        Stream<Integer> pending = data.stream().peek(StreamLaziness.<Integer>peeker("never"));
        flush("no terminal", pending != null);
        // count() on sized pipelines does not traverse (Java 9+)
        r = data.stream().peek(StreamLaziness.<Integer>peeker("c")).map(new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x + 1;
            }
        }).count();
        flush("count sized", r);
        r = data.stream().peek(StreamLaziness.<Integer>peeker("c")).skip(2).limit(5).count();
        flush("count sliced", r);
        r = data.stream().peek(StreamLaziness.<Integer>peeker("c")).filter(filt("f", 5)).count();
        flush("count filtered", r);
        r = Stream.of(1, 2, 3).peek(StreamLaziness.<Integer>peeker("c")).flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(Integer x) {
                return Stream.of(x, x);
            }
        }).count();
        flush("count flatMap", r);
        r = IntStream.range(0, 5).peek(new IntConsumer() {
            public void accept(int x) {
                log.add("i" + x);
            }
        }).count();
        flush("count range", r);
        r = Stream.iterate(1, new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                log.add("it" + x);
                return x + 1;
            }
        }).limit(3).count();
        flush("count iterate", r);
        r = new HashSet<>(data).stream().peek(StreamLaziness.<Integer>peeker("h")).count();
        flush("count set", r);
        r = Stream.concat(Stream.of(1), Stream.of(2, 3)).peek(StreamLaziness.<Integer>peeker("cc")).count();
        flush("count concat", r);
        // flatMap is lazy with short-circuiting
        r = Stream.of(1, 2, 3).flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(Integer x) {
                log.add("fm" + x);
                return Stream.of(x * 10, x * 10 + 1, x * 10 + 2).peek(StreamLaziness.<Integer>peeker("in"));
            }
        }).filter(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x % 10 == 1;
            }
        }).findFirst();
        flush("flatMap findFirst", r);
        // iterate calls its function only as needed
        r = Stream.iterate(1, new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                log.add("f" + x);
                return x * 2;
            }
        }).limit(4).collect(Collectors.toList());
        flush("iterate", r);
        r = Stream.iterate(1, new Predicate<Integer>() {
            public boolean test(Integer x) {
                log.add("t" + x);
                return x < 10;
            }
        }, new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                log.add("n" + x);
                return x + 4;
            }
        }).collect(Collectors.toList());
        flush("iterate3", r);
        // late binding: the source is read when the terminal operation starts
        List<String> src = new ArrayList<>(Arrays.asList("a", "b"));
        Stream<String> s = src.stream();
        src.add("c");
        flush("late binding", s.collect(Collectors.toList()));
        // distinct keeps first occurrences in order
        r = Stream.of(3, 1, 3, 2, 1, 4).peek(StreamLaziness.<Integer>peeker("d")).distinct().limit(3).collect(Collectors.toList());
        flush("distinct", r);
        // close handlers run in order; flatMap closes inner streams
        Stream<String> withClose = Stream.of("x").onClose(new Runnable() {
            public void run() {
                log.add("close1");
            }
        }).onClose(new Runnable() {
            public void run() {
                log.add("close2");
            }
        });
        withClose.count();
        withClose.close();
        flush("onClose", "");
        r = Stream.of(1, 2).flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(final Integer x) {
                return Stream.of(x).onClose(new Runnable() {
                    public void run() {
                        log.add("innerClose" + x);
                    }
                });
            }
        }).collect(Collectors.toList());
        flush("flatMap close", r);
        // reuse is an error
        Stream<Integer> once = Stream.of(1, 2, 3);
        once.count();
        try {
            once.count();
        } catch (IllegalStateException e) {
            System.out.println("ISE: " + e.getMessage());
        }
        Stream<Integer> linked = Stream.of(1);
        linked.map(new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x;
            }
        });
        try {
            linked.filter(filt("z", 1));
        } catch (IllegalStateException e) {
            System.out.println("ISE: " + e.getMessage());
        }
        // takeWhile stops pulling
        r = data.stream().peek(StreamLaziness.<Integer>peeker("w")).takeWhile(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x < 3;
            }
        }).collect(Collectors.toList());
        flush("takeWhile", r);
        r = IntStream.iterate(1, new IntUnaryOperator() {
            public int applyAsInt(int x) {
                log.add("ii" + x);
                return x * 3;
            }
        }).filter(new IntPredicate() {
            public boolean test(int x) {
                return x > 20;
            }
        }).findFirst();
        flush("IntStream.iterate", r);
    }
}

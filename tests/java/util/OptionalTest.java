import java.util.*;
import java.util.function.*;

public class OptionalTest {
    public static void main(String[] args) {
        Optional<String> a = Optional.of("value");
        Optional<String> e = Optional.empty();
        Optional<String> n = Optional.ofNullable(null);
        System.out.println(a + " " + e + " " + n + " " + (e == n) + " " + a.isPresent() + " " + e.isEmpty());
        System.out.println(a.get() + " " + a.orElse("x") + " " + e.orElse("x") + " " + a.hashCode() + " " + e.hashCode());
        Function<String, Integer> len = new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        };
        System.out.println(a.map(len) + " " + e.map(len) + " " + a.map(new Function<String, String>() {
            public String apply(String s) {
                return null;
            }
        }));
        System.out.println(a.filter(new Predicate<String>() {
            public boolean test(String s) {
                return s.startsWith("v");
            }
        }) + " " + a.filter(new Predicate<String>() {
            public boolean test(String s) {
                return s.isEmpty();
            }
        }));
        System.out.println(a.flatMap(new Function<String, Optional<Integer>>() {
            public Optional<Integer> apply(String s) {
                return Optional.of(s.length() * 2);
            }
        }) + " " + e.or(new Supplier<Optional<String>>() {
            public Optional<String> get() {
                return Optional.of("alt");
            }
        }) + " " + a.stream().count() + " " + e.stream().count());
        System.out.println(e.orElseGet(new Supplier<String>() {
            public String get() {
                return "gen";
            }
        }));
        a.ifPresent(new Consumer<String>() {
            public void accept(String s) {
                System.out.println("present " + s);
            }
        });
        e.ifPresentOrElse(new Consumer<String>() {
            public void accept(String s) {
                System.out.println("unexpected");
            }
        }, new Runnable() {
            public void run() {
                System.out.println("empty branch");
            }
        });
        try {
            e.get();
        } catch (NoSuchElementException ex) {
            System.out.println(ex.getMessage());
        }
        try {
            e.orElseThrow();
        } catch (NoSuchElementException ex) {
            System.out.println(ex.getMessage());
        }
        try {
            e.orElseThrow(new Supplier<IllegalStateException>() {
                public IllegalStateException get() {
                    return new IllegalStateException("custom");
                }
            });
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException ex) {
            System.out.println("NPE");
        }
        System.out.println(a.equals(Optional.of("value")) + " " + a.equals(e) + " " + e.equals(Optional.empty()));
        OptionalInt oi = OptionalInt.of(42);
        OptionalLong ol = OptionalLong.of(-5L);
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println(oi + " " + ol + " " + od + " " + OptionalInt.empty() + " " + OptionalLong.empty() + " " + OptionalDouble.empty());
        System.out.println(oi.getAsInt() + " " + ol.getAsLong() + " " + od.getAsDouble() + " " + OptionalInt.empty().orElse(7)
                + " " + oi.hashCode() + " " + ol.hashCode() + " " + od.hashCode() + " " + oi.equals(OptionalInt.of(42))
                + " " + OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)));
        try {
            OptionalDouble.empty().getAsDouble();
        } catch (NoSuchElementException ex) {
            System.out.println(ex.getMessage());
        }
        System.out.println(OptionalInt.empty().isEmpty() + " " + oi.isPresent() + " " + oi.stream().sum() + " "
                + OptionalLong.empty().orElseGet(new LongSupplier() {
                    public long getAsLong() {
                        return 9L;
                    }
                }));
    }
}

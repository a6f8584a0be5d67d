import java.util.*;
import java.util.function.*;

public class ComparatorChains {
    static final class Person {
        final String name;
        final int age;
        final double height;
        final String city;

        Person(String name, int age, double height, String city) {
            this.name = name;
            this.age = age;
            this.height = height;
            this.city = city;
        }

        public String toString() {
            return name + "/" + age + "/" + city;
        }
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(Arrays.asList(
                new Person("Ann", 31, 1.65, "Oslo"), new Person("Bob", 25, 1.80, null),
                new Person("Cid", 31, 1.75, "Bergen"), new Person("Dee", 19, 1.60, "Oslo"),
                new Person("Eve", 25, 1.70, "Aarhus"), new Person("Fay", 40, 1.68, null)));
        Function<Person, String> name = new Function<Person, String>() {
            public String apply(Person p) {
                return p.name;
            }
        };
        ToIntFunction<Person> age = new ToIntFunction<Person>() {
            public int applyAsInt(Person p) {
                return p.age;
            }
        };
        ToDoubleFunction<Person> height = new ToDoubleFunction<Person>() {
            public double applyAsDouble(Person p) {
                return p.height;
            }
        };
        Function<Person, String> city = new Function<Person, String>() {
            public String apply(Person p) {
                return p.city;
            }
        };
        people.sort(Comparator.comparingInt(age));
        System.out.println(people);
        people.sort(Comparator.comparingInt(age).reversed().thenComparing(name));
        System.out.println(people);
        people.sort(Comparator.comparing(city, Comparator.nullsFirst(Comparator.<String>naturalOrder())).thenComparingDouble(height));
        System.out.println(people);
        people.sort(Comparator.comparing(city, Comparator.nullsLast(Comparator.<String>reverseOrder())).thenComparing(name, Comparator.reverseOrder()));
        System.out.println(people);
        people.sort(Comparator.comparingDouble(height).reversed());
        System.out.println(people);
        people.sort(Comparator.comparingLong(new ToLongFunction<Person>() {
            public long applyAsLong(Person p) {
                return p.name.charAt(0) * 1000L - p.age;
            }
        }).reversed());
        System.out.println(people);
        List<String> words = new ArrayList<>(Arrays.asList("kiwi", "Apple", "fig", "banana", "Cherry", "date", null));
        words.sort(Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER));
        System.out.println(words);
        words.sort(Comparator.nullsFirst(Comparator.comparing(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }).thenComparing(Comparator.<String>naturalOrder())));
        System.out.println(words);
        Comparator<String> nat = Comparator.naturalOrder();
        System.out.println(nat.compare("a", "b") + " " + nat.reversed().compare("a", "b") + " "
                + Comparator.<String>reverseOrder().reversed().compare("a", "b") + " "
                + (Comparator.<String>naturalOrder().reversed() == Collections.<String>reverseOrder()));
        BinaryOperator<String> shorter = BinaryOperator.minBy(new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() - b.length();
            }
        });
        System.out.println(shorter.apply("abc", "de") + " " + BinaryOperator.maxBy(nat).apply("x", "y"));
        Predicate<String> isLong = new Predicate<String>() {
            public boolean test(String s) {
                return s.length() > 4;
            }
        };
        Predicate<String> hasA = new Predicate<String>() {
            public boolean test(String s) {
                return s.toLowerCase().contains("a");
            }
        };
        StringBuilder sb = new StringBuilder();
        for (String w : new String[] {"kiwi", "Apple", "banana", "fig"}) {
            sb.append(w).append(':').append(isLong.and(hasA).test(w)).append(isLong.or(hasA).test(w))
                    .append(isLong.negate().test(w)).append(Predicate.not(hasA).test(w))
                    .append(Predicate.isEqual("fig").test(w)).append(' ');
        }
        System.out.println(sb);
        Function<Integer, Integer> inc = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x + 1;
            }
        };
        Function<Integer, Integer> dbl = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x * 2;
            }
        };
        System.out.println(inc.andThen(dbl).apply(5) + " " + inc.compose(dbl).apply(5) + " " + Function.<Integer>identity().apply(9)
                + " " + UnaryOperator.<String>identity().apply("id"));
        IntUnaryOperator sq = new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x * x;
            }
        };
        IntPredicate even = new IntPredicate() {
            public boolean test(int x) {
                return x % 2 == 0;
            }
        };
        System.out.println(sq.andThen(sq).applyAsInt(3) + " " + sq.compose(IntUnaryOperator.identity()).applyAsInt(4) + " "
                + even.negate().test(3) + " " + even.and(new IntPredicate() {
                    public boolean test(int x) {
                        return x > 10;
                    }
                }).test(12));
        final List<String> log = new ArrayList<>();
        Consumer<String> c1 = new Consumer<String>() {
            public void accept(String s) {
                log.add("1" + s);
            }
        };
        c1.andThen(new Consumer<String>() {
            public void accept(String s) {
                log.add("2" + s);
            }
        }).accept("x");
        BiFunction<Integer, Integer, Integer> add = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        System.out.println(log + " " + add.andThen(dbl).apply(2, 3));
        try {
            c1.andThen(null);
        } catch (NullPointerException e) {
            System.out.println("NPE andThen");
        }
    }
}

import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsGrouping {
    static final class Emp {
        final String name;
        final String dept;
        final int salary;
        final int age;

        Emp(String name, String dept, int salary, int age) {
            this.name = name;
            this.dept = dept;
            this.salary = salary;
            this.age = age;
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) {
        List<Emp> emps = Arrays.asList(new Emp("alice", "eng", 120, 34), new Emp("bob", "eng", 95, 28),
                new Emp("carol", "sales", 70, 45), new Emp("dan", "sales", 82, 39), new Emp("erin", "hr", 60, 51),
                new Emp("frank", "eng", 130, 41), new Emp("grace", "ops", 88, 30), new Emp("heidi", "hr", 65, 26),
                new Emp("ivan", "ops", 91, 33), new Emp("judy", "legal", 150, 48), new Emp("ken", "research", 110, 37),
                new Emp("leo", "support", 55, 22), new Emp("mia", "finance", 105, 44), new Emp("ned", "design", 99, 31),
                new Emp("olga", "marketing", 77, 29));
        Function<Emp, String> dept = new Function<Emp, String>() {
            public String apply(Emp e) {
                return e.dept;
            }
        };
        ToIntFunction<Emp> salary = new ToIntFunction<Emp>() {
            public int applyAsInt(Emp e) {
                return e.salary;
            }
        };
        Function<Emp, String> name = new Function<Emp, String>() {
            public String apply(Emp e) {
                return e.name;
            }
        };
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept)));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.counting())));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.summingInt(salary))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.averagingInt(salary))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, new Supplier<TreeMap<String, List<String>>>() {
            public TreeMap<String, List<String>> get() {
                return new TreeMap<>();
            }
        }, Collectors.mapping(name, Collectors.toList()))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(new Function<Emp, Integer>() {
            public Integer apply(Emp e) {
                return e.age / 10 * 10;
            }
        }, Collectors.mapping(name, Collectors.joining("+")))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.maxBy(Comparator.comparingInt(salary)))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.filtering(new Predicate<Emp>() {
            public boolean test(Emp e) {
                return e.age > 35;
            }
        }, Collectors.toList()))));
        System.out.println(emps.stream().collect(Collectors.groupingBy(dept, Collectors.flatMapping(new Function<Emp, Stream<Character>>() {
            public Stream<Character> apply(Emp e) {
                return Stream.of(e.name.charAt(0), e.name.charAt(e.name.length() - 1));
            }
        }, Collectors.toSet()))));
        System.out.println(emps.stream().collect(Collectors.partitioningBy(new Predicate<Emp>() {
            public boolean test(Emp e) {
                return e.salary >= 90;
            }
        })));
        Map<Boolean, Long> part = emps.stream().collect(Collectors.partitioningBy(new Predicate<Emp>() {
            public boolean test(Emp e) {
                return e.age < 30;
            }
        }, Collectors.counting()));
        System.out.println(part + " " + part.get(true) + " " + part.keySet() + " " + part.containsKey("x"));
        System.out.println(emps.stream().collect(Collectors.toMap(name, salary == null ? null : new Function<Emp, Integer>() {
            public Integer apply(Emp e) {
                return e.age;
            }
        })));
        System.out.println(emps.stream().collect(Collectors.toMap(dept, new Function<Emp, Integer>() {
            public Integer apply(Emp e) {
                return e.salary;
            }
        }, new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        })));
        System.out.println(emps.stream().collect(Collectors.toMap(dept, name, new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a + "&" + b;
            }
        }, new Supplier<LinkedHashMap<String, String>>() {
            public LinkedHashMap<String, String> get() {
                return new LinkedHashMap<>();
            }
        })));
        try {
            emps.stream().collect(Collectors.toMap(dept, name));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(emps.stream().map(name).collect(Collectors.toSet()));
        System.out.println(emps.stream().collect(Collectors.summarizingInt(salary)));
        System.out.println(emps.stream().collect(Collectors.summarizingDouble(new ToDoubleFunction<Emp>() {
            public double applyAsDouble(Emp e) {
                return e.salary / 3.0;
            }
        })));
        System.out.println(emps.stream().collect(Collectors.averagingDouble(new ToDoubleFunction<Emp>() {
            public double applyAsDouble(Emp e) {
                return e.age * 1.1;
            }
        })) + " " + emps.stream().collect(Collectors.summingDouble(new ToDoubleFunction<Emp>() {
            public double applyAsDouble(Emp e) {
                return 0.1;
            }
        })) + " " + emps.stream().collect(Collectors.summingLong(new ToLongFunction<Emp>() {
            public long applyAsLong(Emp e) {
                return e.salary * 1000000000L;
            }
        })) + " " + emps.stream().collect(Collectors.averagingLong(new ToLongFunction<Emp>() {
            public long applyAsLong(Emp e) {
                return e.age;
            }
        })));
        System.out.println(emps.stream().map(name).collect(Collectors.reducing("", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a.length() >= b.length() ? a : b;
            }
        })) + " " + emps.stream().collect(Collectors.reducing(0, new Function<Emp, Integer>() {
            public Integer apply(Emp e) {
                return e.age;
            }
        }, new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        })) + " " + Stream.<Integer>empty().collect(Collectors.reducing(new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        })) + " " + emps.stream().collect(Collectors.minBy(Comparator.comparingInt(salary))));
        System.out.println(emps.stream().collect(Collectors.collectingAndThen(Collectors.toList(), new Function<List<Emp>, Integer>() {
            public Integer apply(List<Emp> l) {
                return l.size();
            }
        })) + " " + emps.stream().map(name).collect(Collectors.joining()) + " " + Stream.of("a", "b").collect(Collectors.joining("-")));
        System.out.println(emps.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(salary),
                new BiFunction<Long, Integer, String>() {
                    public String apply(Long n, Integer s) {
                        return n + " employees earn " + s;
                    }
                })));
        List<String> ul = emps.stream().map(name).limit(3).collect(Collectors.toUnmodifiableList());
        Set<String> us = emps.stream().map(dept).collect(Collectors.toUnmodifiableSet());
        Map<String, Integer> um = emps.stream().limit(4).collect(Collectors.toUnmodifiableMap(name, new Function<Emp, Integer>() {
            public Integer apply(Emp e) {
                return e.age;
            }
        }));
        System.out.println(ul + " " + us.size() + " " + new TreeSet<>(us) + " " + new TreeMap<>(um));
        try {
            ul.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE unmodifiable list");
        }
        try {
            Stream.of("a", null).collect(Collectors.toUnmodifiableList());
        } catch (NullPointerException e) {
            System.out.println("NPE unmodifiable list");
        }
        try {
            emps.stream().collect(Collectors.groupingBy(new Function<Emp, String>() {
                public String apply(Emp e) {
                    return e.age > 40 ? null : "young";
                }
            }));
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        // word frequencies: groupingBy + counting over many words
        String text = "one two three two three three four four four four five five five five five six seven eight nine ten eleven twelve";
        Map<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(Function.<String>identity(), Collectors.counting()));
        System.out.println(freq);
        System.out.println(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                .thenComparing(Map.Entry.<String, Long>comparingByKey())).limit(4).collect(Collectors.toList()));
        Collector<String, StringBuilder, String> custom = Collector.of(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, String>() {
            public void accept(StringBuilder sb, String s) {
                sb.append(s.charAt(0));
            }
        }, new BinaryOperator<StringBuilder>() {
            public StringBuilder apply(StringBuilder a, StringBuilder b) {
                return a.append(b);
            }
        }, new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.reverse().toString();
            }
        });
        System.out.println(emps.stream().map(name).collect(custom) + " " + custom.characteristics());
    }
}

import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamBasics {
    static final class Student {
        final String name;
        final int grade;
        final double score;

        Student(String name, int grade, double score) {
            this.name = name;
            this.grade = grade;
            this.score = score;
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) {
        List<String> words = Arrays.asList("stream", "lambda", "map", "filter", "reduce", "collect", "sorted", "limit",
                "skip", "peek", "distinct", "map");
        List<Integer> lengths = words.stream().map(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }).collect(Collectors.toList());
        System.out.println(lengths);
        System.out.println(words.stream().filter(new Predicate<String>() {
            public boolean test(String s) {
                return s.length() > 5;
            }
        }).sorted().distinct().collect(Collectors.joining(", ", "[", "]")));
        System.out.println(words.stream().distinct().count() + " " + words.stream().anyMatch(new Predicate<String>() {
            public boolean test(String s) {
                return s.startsWith("re");
            }
        }) + " " + words.stream().allMatch(new Predicate<String>() {
            public boolean test(String s) {
                return s.length() >= 3;
            }
        }) + " " + words.stream().noneMatch(new Predicate<String>() {
            public boolean test(String s) {
                return s.isEmpty();
            }
        }));
        Optional<String> longest = words.stream().max(new Comparator<String>() {
            public int compare(String a, String b) {
                return Integer.compare(a.length(), b.length());
            }
        });
        Optional<String> first = words.stream().filter(new Predicate<String>() {
            public boolean test(String s) {
                return s.contains("e");
            }
        }).findFirst();
        System.out.println(longest + " " + first + " " + words.stream().min(Comparator.<String>naturalOrder()).get()
                + " " + Stream.<String>empty().findAny());
        System.out.println(words.stream().sorted(Comparator.comparing(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }).thenComparing(Comparator.<String>reverseOrder())).skip(2).limit(6).collect(Collectors.toList()));
        String reduced = words.stream().reduce("", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a.isEmpty() ? b.substring(0, 1) : a + b.substring(0, 1);
            }
        });
        Optional<Integer> total = lengths.stream().reduce(new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        });
        Integer total3 = words.stream().reduce(0, new BiFunction<Integer, String, Integer>() {
            public Integer apply(Integer acc, String s) {
                return acc + s.length();
            }
        }, new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        });
        System.out.println(reduced + " " + total + " " + total3);
        List<List<Integer>> nested = Arrays.asList(Arrays.asList(1, 2), Arrays.<Integer>asList(), Arrays.asList(3, 4, 5));
        System.out.println(nested.stream().flatMap(new Function<List<Integer>, Stream<Integer>>() {
            public Stream<Integer> apply(List<Integer> l) {
                return l.stream();
            }
        }).map(new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x * x;
            }
        }).collect(Collectors.toList()));
        ArrayList<String> collected = words.stream().collect(new Supplier<ArrayList<String>>() {
            public ArrayList<String> get() {
                return new ArrayList<>();
            }
        }, new BiConsumer<ArrayList<String>, String>() {
            public void accept(ArrayList<String> l, String s) {
                l.add(s.toUpperCase());
            }
        }, new BiConsumer<ArrayList<String>, ArrayList<String>>() {
            public void accept(ArrayList<String> a, ArrayList<String> b) {
                a.addAll(b);
            }
        });
        System.out.println(collected);
        Object[] arr = words.stream().limit(3).toArray();
        String[] sarr = words.stream().skip(9).toArray(new IntFunction<String[]>() {
            public String[] apply(int n) {
                return new String[n];
            }
        });
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(sarr) + " " + sarr.getClass().getSimpleName());
        final StringBuilder sb = new StringBuilder();
        Stream.of("x", "y", "z").forEach(new Consumer<String>() {
            public void accept(String s) {
                sb.append(s);
            }
        });
        Stream.of(3, 1, 2).sorted(Collections.reverseOrder()).forEachOrdered(new Consumer<Integer>() {
            public void accept(Integer i) {
                sb.append(i);
            }
        });
        System.out.println(sb);
        System.out.println(Stream.iterate(1, new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                return x * 3;
            }
        }).limit(8).collect(Collectors.toList()) + " " + Stream.iterate(1, new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x < 100;
            }
        }, new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                return x * 2;
            }
        }).collect(Collectors.toList()));
        final int[] counter = {0};
        System.out.println(Stream.generate(new Supplier<String>() {
            public String get() {
                return "g" + counter[0]++;
            }
        }).limit(4).collect(Collectors.toList()) + " " + Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList()));
        System.out.println(Stream.of(5, 3, 8, 1, 9, 2).takeWhile(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x != 1;
            }
        }).collect(Collectors.toList()) + " " + Stream.of(5, 3, 8, 1, 9, 2).dropWhile(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x != 1;
            }
        }).collect(Collectors.toList()));
        List<String> tl = Stream.of("a", null, "c").toList();
        System.out.println(tl + " " + tl.size() + " " + tl.contains(null));
        try {
            tl.add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE toList");
        }
        Iterator<Integer> it = Stream.of(7, 8, 9).iterator();
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();
        List<Student> students = Arrays.asList(new Student("ann", 3, 91.5), new Student("bob", 2, 78.0),
                new Student("cid", 3, 85.25), new Student("dee", 1, 66.0), new Student("eve", 2, 99.5));
        System.out.println(students.stream().filter(new Predicate<Student>() {
            public boolean test(Student s) {
                return s.score > 80;
            }
        }).map(new Function<Student, String>() {
            public String apply(Student s) {
                return s.name.toUpperCase();
            }
        }).collect(Collectors.joining("|")) + " " + students.stream().mapToDouble(new ToDoubleFunction<Student>() {
            public double applyAsDouble(Student s) {
                return s.score;
            }
        }).average().getAsDouble() + " " + students.stream().mapToInt(new ToIntFunction<Student>() {
            public int applyAsInt(Student s) {
                return s.grade;
            }
        }).summaryStatistics());
        Map<String, Integer> wordLen = new TreeMap<>();
        words.stream().distinct().forEach(new Consumer<String>() {
            public void accept(String w) {
                wordLen.put(w, w.length());
            }
        });
        System.out.println(wordLen.entrySet().stream().filter(new Predicate<Map.Entry<String, Integer>>() {
            public boolean test(Map.Entry<String, Integer> e) {
                return e.getValue() == 6;
            }
        }).map(new Function<Map.Entry<String, Integer>, String>() {
            public String apply(Map.Entry<String, Integer> e) {
                return e.getKey();
            }
        }).collect(Collectors.toList()));
        System.out.println(Stream.of("b", "a", "c").collect(Collectors.toCollection(new Supplier<TreeSet<String>>() {
            public TreeSet<String> get() {
                return new TreeSet<>();
            }
        })) + " " + Arrays.stream(new String[] {"p", "q", "r"}, 1, 3).collect(Collectors.toList()) + " "
                + Stream.ofNullable(null).count() + " " + Stream.ofNullable("n").count());
        Stream.Builder<String> b = Stream.builder();
        b.add("one").add("two");
        b.accept("three");
        System.out.println(b.build().map(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }).collect(Collectors.toList()));
        System.out.println(Stream.of(1, 2, 3, 4).<String>mapMulti(new BiConsumer<Integer, Consumer<String>>() {
            public void accept(Integer x, Consumer<String> sink) {
                for (int i = 0; i < x % 3; i++) {
                    sink.accept(x + ":" + i);
                }
            }
        }).collect(Collectors.toList()));
    }
}

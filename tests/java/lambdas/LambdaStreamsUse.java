import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Lambdas and method references used through java.util collections and streams.
public class LambdaStreamsUse {
    record Person(String name, int age) { }

    public static void main(String[] args) {
        List<Person> people = List.of(new Person("Ann", 31), new Person("Bob", 25), new Person("Cid", 31), new Person("Dee", 19));
        System.out.println(people.stream().filter(p -> p.age() > 20).map(Person::name).collect(Collectors.joining(",")));
        System.out.println(people.stream().mapToInt(Person::age).sum() + " " + people.stream().mapToInt(Person::age).max().getAsInt());
        Map<Integer, List<String>> byAge = people.stream().collect(Collectors.groupingBy(Person::age, TreeMap::new, Collectors.mapping(Person::name, Collectors.toList())));
        System.out.println(byAge);
        List<Person> sorted = new ArrayList<>(people);
        sorted.sort(Comparator.comparing(Person::age).thenComparing(Person::name, Comparator.reverseOrder()));
        sorted.forEach(p -> System.out.println(p));
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "#" + i).collect(Collectors.toList()));
        int[] squares = IntStream.range(0, 6).map(i -> i * i).toArray();
        System.out.println(Arrays.toString(squares));
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c b a".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.computeIfAbsent("d", k -> 42);
        counts.replaceAll((k, v) -> v * 10);
        System.out.println(counts);
        Optional<String> first = people.stream().map(Person::name).filter(n -> n.startsWith("C")).findFirst();
        System.out.println(first.map(String::toLowerCase).orElse("none"));
        Supplier<Stream<String>> words = () -> Stream.of("delta", "alpha", "charlie", "bravo");
        System.out.println(words.get().sorted().collect(Collectors.toList()) + " " + words.get().anyMatch(w -> w.length() == 7));
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int k = i;
            tasks.add(() -> System.out.println("task " + k));
        }
        tasks.forEach(Runnable::run);
    }
}

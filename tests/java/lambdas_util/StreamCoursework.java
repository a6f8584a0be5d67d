import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamCoursework {
    record Student(String name, String major, int year, List<Integer> scores) {
        double avg() {
            return scores.stream().mapToInt(Integer::intValue).average().orElse(0);
        }
    }

    public static void main(String[] args) {
        String text = """
                Four score and seven years ago our fathers brought forth on this continent a new nation
                conceived in Liberty and dedicated to the proposition that all men are created equal
                Now we are engaged in a great civil war testing whether that nation or any nation so
                conceived and so dedicated can long endure We are met on a great battle-field of that war
                """;
        List<String> words = Arrays.stream(text.split("[\\\\s-]+"))
                .map(w -> w.toLowerCase().replaceAll("[^a-z]", ""))
                .filter(w -> !w.isEmpty())
                .collect(Collectors.toList());
        System.out.println(words.size() + " words, " + words.stream().distinct().count() + " distinct");
        Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(w -> w, Collectors.counting()));
        System.out.println(freq);
        freq.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(6)
                .forEach(e -> System.out.println(e.getKey() + ": " + e.getValue()));
        TreeMap<Integer, TreeSet<String>> byLen = words.stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toCollection(TreeSet::new)));
        System.out.println(byLen);
        System.out.println(words.stream().collect(Collectors.partitioningBy(w -> w.length() > 4, Collectors.counting())));
        IntSummaryStatistics lens = words.stream().mapToInt(String::length).summaryStatistics();
        System.out.println(lens);
        System.out.println(words.stream().map(w -> w.substring(0, 1)).distinct().sorted(Comparator.reverseOrder())
                .collect(Collectors.joining("", "<", ">")));

        List<Student> students = List.of(
                new Student("Ava", "CS", 2, List.of(88, 92, 79)),
                new Student("Ben", "Math", 3, List.of(72, 65, 80)),
                new Student("Cy", "CS", 3, List.of(95, 98, 91)),
                new Student("Dia", "Physics", 1, List.of(60, 70, 65)),
                new Student("Eli", "Math", 2, List.of(85, 87, 90)),
                new Student("Fay", "CS", 1, List.of(77, 81, 69)),
                new Student("Gus", "Physics", 3, List.of(91, 89, 94)));
        Map<String, Double> avgByMajor = students.stream()
                .collect(Collectors.groupingBy(Student::major, Collectors.averagingDouble(Student::avg)));
        System.out.println(avgByMajor);
        Map<String, Optional<Student>> best = students.stream()
                .collect(Collectors.groupingBy(Student::major, Collectors.maxBy(Comparator.comparingDouble(Student::avg))));
        best.forEach((m, s) -> System.out.println(m + " -> " + s.map(Student::name).orElse("-")));
        System.out.println(students.stream().filter(s -> s.year() >= 2).sorted(Comparator.comparing(Student::avg).reversed())
                .map(s -> String.format("%s(%.2f)", s.name(), s.avg())).collect(Collectors.toList()));
        System.out.println(students.stream().flatMap(s -> s.scores().stream()).sorted().skip(5).limit(5).toList());
        LinkedHashMap<String, Integer> weights = students.stream().collect(Collectors.toMap(Student::name,
                s -> s.scores().size() * s.year(), Integer::sum, LinkedHashMap::new));
        System.out.println(weights);
        Map<Integer, List<String>> byYear = students.stream().collect(Collectors.groupingBy(Student::year,
                Collectors.mapping(Student::name, Collectors.toList())));
        System.out.println(byYear);
        OptionalDouble topAvg = students.stream().mapToDouble(Student::avg).max();
        System.out.println(topAvg.isPresent() + " " + Math.round(topAvg.getAsDouble() * 100) / 100.0);
        System.out.println(IntStream.rangeClosed(1, 20).filter(i -> i % 3 == 0).mapToObj(Integer::toString)
                .collect(Collectors.joining("+")) + " = " + IntStream.rangeClosed(1, 20).filter(i -> i % 3 == 0).sum());
        List<List<Integer>> matrix = IntStream.range(0, 4).mapToObj(i -> IntStream.range(0, 4).map(j -> i * 4 + j)
                .boxed().collect(Collectors.toList())).collect(Collectors.toList());
        List<List<Integer>> transposed = IntStream.range(0, 4).mapToObj(j -> matrix.stream().map(row -> row.get(j))
                .collect(Collectors.toList())).collect(Collectors.toList());
        System.out.println(matrix + " " + transposed);
        Supplier<Stream<String>> fruit = () -> Stream.of("apple", "banana", "cherry", "date", "elderberry", "fig");
        System.out.println(fruit.get().anyMatch(f -> f.endsWith("y")) + " " + fruit.get().allMatch(f -> f.length() > 2)
                + " " + fruit.get().reduce((a, b) -> a.length() >= b.length() ? a : b).get()
                + " " + fruit.get().collect(Collectors.teeing(Collectors.counting(),
                        Collectors.joining(), (n, s) -> n + ":" + s.length())));
        Map<Boolean, List<Integer>> primes = IntStream.rangeClosed(2, 30).boxed()
                .collect(Collectors.partitioningBy(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)));
        System.out.println(primes);
        List<Integer> fib = Stream.iterate(new long[] {0, 1}, p -> new long[] {p[1], p[0] + p[1]})
                .limit(15).map(p -> (int) p[0]).collect(Collectors.toCollection(ArrayList::new));
        Collections.reverse(fib);
        System.out.println(fib);
    }
}

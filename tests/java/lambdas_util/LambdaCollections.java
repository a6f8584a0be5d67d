import java.util.*;
import java.util.function.*;

public class LambdaCollections {
    public static void main(String[] args) {
        List<String> words = new ArrayList<>(List.of("delta", "alpha", "charlie", "bravo", "echo", "foxtrot"));
        words.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(words);
        words.removeIf(w -> w.contains("o"));
        words.replaceAll(String::toUpperCase);
        System.out.println(words);
        words.forEach(w -> System.out.print(w.charAt(0)));
        System.out.println();
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "a b a c b a d".split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println(counts);
        Map<Integer, List<String>> byLen = new TreeMap<>();
        for (String w : List.of("x", "yy", "zz", "www", "v")) {
            byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println(byLen);
        counts.replaceAll((k, v) -> v * 100);
        counts.forEach((k, v) -> System.out.print(k + "=" + v + " "));
        System.out.println();
        counts.computeIfPresent("a", (k, v) -> v + 1);
        counts.compute("z", (k, v) -> v == null ? -1 : v);
        System.out.println(counts);
        Supplier<Deque<Integer>> mk = ArrayDeque::new;
        Deque<Integer> dq = mk.get();
        dq.push(1);
        dq.push(2);
        System.out.println(dq);
        PriorityQueue<int[]> pq = new PriorityQueue<>((p, q) -> p[1] != q[1] ? Integer.compare(p[1], q[1]) : Integer.compare(q[0], p[0]));
        int[][] jobs = {{1, 5}, {2, 3}, {3, 5}, {4, 1}};
        for (int[] j : jobs) {
            pq.add(j);
        }
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            int[] j = pq.poll();
            sb.append(j[0]).append(':').append(j[1]).append(' ');
        }
        System.out.println(sb);
        Optional<String> o = Optional.of("opt").map(String::toUpperCase).filter(s -> s.length() == 3);
        System.out.println(o.orElseGet(() -> "none") + " " + Optional.empty().or(() -> Optional.of("alt")).get());
        BiFunction<Integer, Integer, Integer> pow = (b, e) -> (int) Math.pow(b, e);
        Function<Integer, String> hex = Integer::toHexString;
        System.out.println(pow.andThen(hex).apply(2, 10) + " " + Function.<Integer>identity().compose((Integer x) -> x + 1).apply(4));
        TreeMap<String, Integer> tm = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Function.identity()));
        List.of("pear", "fig", "banana", "kiwi").forEach(s -> tm.put(s, s.length()));
        System.out.println(tm + " " + tm.firstKey());
        Iterator<Integer> it = List.of(1, 2, 3).iterator();
        it.forEachRemaining(x -> System.out.print(x * x + " "));
        System.out.println();
    }
}

import java.util.*;
import java.util.stream.*;

public class LambdaStreams {
    record Order(String customer, String product, int qty, double price) {
        double total() {
            return qty * price;
        }
    }

    public static void main(String[] args) {
        List<Order> orders = List.of(new Order("ann", "pen", 3, 1.5), new Order("bob", "book", 1, 12.0),
                new Order("ann", "book", 2, 12.0), new Order("cid", "pen", 10, 1.25), new Order("bob", "lamp", 1, 30.0),
                new Order("dee", "pen", 1, 1.5), new Order("ann", "lamp", 1, 28.0));
        TreeMap<String, Double> spent = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                Collectors.summingDouble(Order::total)));
        System.out.println(spent);
        System.out.println(orders.stream().collect(Collectors.groupingBy(Order::product, Collectors.counting())));
        System.out.println(orders.stream().filter(o -> o.total() > 10).map(Order::customer).distinct().sorted()
                .collect(Collectors.joining(", ", "{", "}")));
        System.out.println(orders.stream().mapToDouble(Order::total).sum() + " "
                + orders.stream().mapToInt(Order::qty).summaryStatistics());
        System.out.println(orders.stream().max(Comparator.comparingDouble(Order::total)).map(Order::product).orElse("?"));
        System.out.println(orders.stream().collect(Collectors.partitioningBy(o -> o.qty() > 1,
                Collectors.mapping(Order::product, Collectors.toSet()))));
        Map<String, Double> best = orders.stream().collect(Collectors.toMap(Order::customer, Order::total, Math::max));
        System.out.println(best);
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "x".repeat(i)).collect(Collectors.toList()));
        System.out.println(Stream.iterate(new int[] {0, 1}, f -> new int[] {f[1], f[0] + f[1]}).limit(12)
                .map(f -> f[0]).toList());
        TreeMap<Integer, List<String>> byLen = Arrays.stream("the quick brown fox jumps over the lazy dog".split(" "))
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println(byLen);
        List<String> log = new ArrayList<>();
        System.out.println(Stream.of(5, 2, 8, 1).peek(x -> log.add("p" + x)).filter(x -> x > 1).map(x -> x * 2)
                .sorted().findFirst().get() + " " + log);
        String tee = IntStream.range(0, 20).boxed().collect(Collectors.teeing(
                Collectors.summingInt(Integer::intValue), Collectors.averagingInt(i -> i), (s, a) -> s + "/" + a));
        System.out.println(tee);
        double avg = orders.stream().collect(Collectors.averagingDouble(Order::price));
        System.out.println(avg);
    }
}

import java.util.*;
import java.util.function.*;

// Records together with lambdas and collections: records as hash keys, sorted by
// method-reference comparators, records holding functions, generic records, streams.
public class RecordsWithLambdas {
    record Point(int x, int y) {
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        static Point origin() { return new Point(0, 0); }
    }
    record Named<T>(String name, T value) { }
    record Op(String symbol, IntBinaryOperator f) {
        int apply(int a, int b) { return f.applyAsInt(a, b); }
    }
    record Line(Point from, Point to) {
        double length() { return Math.hypot(to.x() - from.x(), to.y() - from.y()); }
    }

    public static void main(String[] args) {
        Map<Point, String> names = new HashMap<>();
        names.put(new Point(1, 2), "a");
        names.put(new Point(3, 4), "b");
        names.put(new Point(1, 2), "c");
        System.out.println(names.size() + " " + names.get(new Point(1, 2)) + " " + names.containsKey(new Point(3, 4)));
        Set<Point> set = new HashSet<>(List.of(new Point(1, 1), new Point(1, 1), new Point(2, 2)));
        System.out.println(set.size());
        List<Point> pts = new ArrayList<>(List.of(new Point(3, 1), new Point(1, 2), new Point(2, 2), new Point(1, 1)));
        pts.sort(Comparator.comparingInt(Point::x).thenComparingInt(Point::y));
        System.out.println(pts);
        System.out.println(pts.stream().reduce(Point.origin(), Point::plus));
        Op[] ops = {new Op("+", (a, b) -> a + b), new Op("*", (a, b) -> a * b), new Op("max", Math::max)};
        for (Op op : ops) System.out.println(op.symbol() + " " + op.apply(6, 7) + " " + op.equals(new Op(op.symbol(), op.f())));
        Named<Supplier<String>> ns = new Named<>("sup", () -> "supplied");
        System.out.println(ns.name() + " " + ns.value().get());
        List<Named<Integer>> scores = List.of(new Named<>("ann", 3), new Named<>("bob", 5), new Named<>("cid", 4));
        Optional<Named<Integer>> best = scores.stream().max(Comparator.comparing(Named::value));
        System.out.println(best.get());
        Function<Point, Line> fromOrigin = p -> new Line(Point.origin(), p);
        System.out.println(fromOrigin.apply(new Point(3, 4)) + " " + fromOrigin.apply(new Point(3, 4)).length());
        BiFunction<Integer, Integer, Point> mk = Point::new;
        System.out.println(mk.apply(7, 8) + " " + mk.apply(7, 8).hashCode());
    }
}

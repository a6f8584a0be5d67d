import java.util.concurrent.ConcurrentHashMap;
// ConcurrentHashMap iteration order through collisions, tree bins, removals and resizes.
public class ConcHashMapOrder {
    public static void main(String[] a) {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>(64);
        for (int i = 0; i < 30; i++) m.put(i * 4096, i);
        System.out.println(m.keySet());
        for (int i = 0; i < 60; i++) m.put(i * 3 + 1, i);
        System.out.println(m.keySet());
        for (int i = 0; i < 30; i += 3) m.remove(i * 4096);
        System.out.println(m.keySet());
        for (int i = 30; i < 40; i++) m.putIfAbsent(i * 4096, i);
        for (int i = 0; i < 200; i++) m.computeIfAbsent(i * 7 + 100000, new java.util.function.Function<Integer,Integer>() { public Integer apply(Integer k) { return 1; } });
        System.out.println(m.keySet());
        ConcurrentHashMap<String, Integer> s = new ConcurrentHashMap<>();
        for (int i = 0; i < 500; i++) s.merge("k" + (i % 137), 1, new java.util.function.BiFunction<Integer,Integer,Integer>() { public Integer apply(Integer x, Integer y) { return x + y; } });
        System.out.println(s);
        ConcurrentHashMap<Integer,Integer> c = new ConcurrentHashMap<>(m);
        System.out.println(c.keySet().equals(m.keySet()) + " " + c.keySet());
    }
}

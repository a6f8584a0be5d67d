import java.util.*;

public class ImmutableCollectionsTest {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + ": " + r);
        } catch (RuntimeException e) {
            String msg = (e instanceof NullPointerException) ? "" : ": " + e.getMessage();
            System.out.println(label + ": " + e.getClass().getName() + msg);
        }
    }

    public static void main(String[] args) {
        final List<Integer> l0 = List.of();
        final List<Integer> l1 = List.of(1);
        final List<Integer> l2 = List.of(1, 2);
        final List<Integer> l5 = List.of(5, 4, 3, 2, 1);
        System.out.println(l0 + " " + l1 + " " + l2 + " " + l5 + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
        System.out.println(l5.get(0) + " " + l5.indexOf(3) + " " + l5.lastIndexOf(9) + " " + l5.contains(2) + " " + l5.subList(1, 3));
        System.out.println(l5.equals(Arrays.asList(5, 4, 3, 2, 1)) + " " + l5.hashCode() + " " + Arrays.asList(5, 4, 3, 2, 1).hashCode());
        attempt("add", new Action() { public Object run() { return l5.add(6); } });
        attempt("set", new Action() { public Object run() { return l2.set(0, 6); } });
        attempt("remove", new Action() { public Object run() { return l1.remove(0); } });
        attempt("clear", new Action() { public Object run() { l0.clear(); return null; } });
        attempt("sort", new Action() { public Object run() { l5.sort(null); return null; } });
        attempt("get l1[3]", new Action() { public Object run() { return l1.get(3); } });
        attempt("get l2[2]", new Action() { public Object run() { return l2.get(2); } });
        attempt("get l5[7]", new Action() { public Object run() { return l5.get(7); } });
        attempt("contains null", new Action() { public Object run() { return l5.contains(null); } });
        attempt("of null", new Action() { public Object run() { return List.of(1, null); } });
        attempt("iterator remove", new Action() {
            public Object run() {
                Iterator<Integer> it = l5.iterator();
                it.next();
                it.remove();
                return null;
            }
        });
        attempt("subList add", new Action() { public Object run() { return l5.subList(0, 2).add(1); } });
        attempt("copyOf same", new Action() { public Object run() { return List.copyOf(l5) == l5; } });
        attempt("copyOf list", new Action() { public Object run() { return List.copyOf(new ArrayList<>(Arrays.asList(3, 1))); } });
        attempt("copyOf null", new Action() { public Object run() { return List.copyOf(Arrays.asList(1, null)); } });
        final Set<String> s = Set.of("a", "b", "c");
        System.out.println(s.size() + " " + s.contains("b") + " " + s.contains("z") + " " + s.equals(new HashSet<>(Arrays.asList("c", "b", "a")))
                + " " + s.hashCode() + " " + new TreeSet<>(s));
        attempt("set dup", new Action() { public Object run() { return Set.of("a", "b", "a"); } });
        attempt("set add", new Action() { public Object run() { return s.add("d"); } });
        attempt("set contains null", new Action() { public Object run() { return s.contains(null); } });
        attempt("set of null", new Action() { public Object run() { return Set.of("x", null); } });
        attempt("set copyOf dedup", new Action() { public Object run() { return Set.copyOf(Arrays.asList(2, 2, 2)); } });
        final Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(m.size() + " " + m.get("two") + " " + m.get("four") + " " + m.containsKey("one") + " " + m.containsValue(3)
                + " " + new TreeMap<>(m) + " " + m.getOrDefault("x", -1) + " " + m.hashCode());
        attempt("map dup", new Action() { public Object run() { return Map.of("k", 1, "k", 2); } });
        attempt("map put", new Action() { public Object run() { return m.put("four", 4); } });
        attempt("map remove", new Action() { public Object run() { return m.remove("one"); } });
        attempt("map get null", new Action() { public Object run() { return m.get(null); } });
        attempt("map null value", new Action() { public Object run() { return Map.of("k", null); } });
        attempt("map merge", new Action() {
            public Object run() {
                return m.merge("one", 1, new java.util.function.BinaryOperator<Integer>() {
                    public Integer apply(Integer a, Integer b) {
                        return a + b;
                    }
                });
            }
        });
        final Map.Entry<String, Integer> e = Map.entry("key", 7);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.equals(new AbstractMap.SimpleEntry<>("key", 7)) + " " + e.hashCode());
        attempt("entry setValue", new Action() { public Object run() { return e.setValue(8); } });
        attempt("entry null", new Action() { public Object run() { return Map.entry(null, 1); } });
        Map<String, Integer> oe = Map.ofEntries(Map.entry("x", 1), Map.entry("y", 2));
        System.out.println(new TreeMap<>(oe) + " " + Map.copyOf(oe).equals(oe) + " " + (Map.copyOf(oe) == oe));
        Map<String, Integer> big = Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8, "i", 9, "j", 10);
        System.out.println(big.size() + " " + new TreeMap<>(big));
        System.out.println(Map.of().isEmpty() + " " + Set.of().isEmpty() + " " + Map.of() + " " + Set.of());
        AbstractMap.SimpleEntry<String, Integer> se = new AbstractMap.SimpleEntry<>("k", 1);
        se.setValue(2);
        System.out.println(se + " " + new AbstractMap.SimpleImmutableEntry<>(se));
        System.out.println(Map.Entry.<String, Integer>comparingByKey().compare(Map.entry("a", 2), Map.entry("b", 1)) + " "
                + Map.Entry.<String, Integer>comparingByValue().compare(Map.entry("a", 2), Map.entry("b", 1)));
    }
}

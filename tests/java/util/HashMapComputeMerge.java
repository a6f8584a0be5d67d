import java.util.*;
import java.util.function.*;

public class HashMapComputeMerge {
    public static void main(String[] args) {
        // merge-built map: new keys go to the head of their bin, resize happens lazily
        HashMap<String, Integer> counts = new HashMap<>();
        BiFunction<Integer, Integer, Integer> sum = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age "
                + "of foolishness it was the epoch of belief it was the epoch of incredulity it was the season of light";
        for (String w : text.split(" ")) {
            counts.merge(w, 1, sum);
        }
        System.out.println(counts);
        HashMap<String, Integer> viaPut = new HashMap<>();
        for (String w : text.split(" ")) {
            viaPut.put(w, viaPut.getOrDefault(w, 0) + 1);
        }
        System.out.println(viaPut);
        System.out.println(counts.equals(viaPut));

        HashMap<Integer, List<String>> groups = new HashMap<>();
        Function<Integer, List<String>> mk = new Function<Integer, List<String>>() {
            public List<String> apply(Integer k) {
                return new ArrayList<>();
            }
        };
        for (int i = 0; i < 40; i++) {
            String s = "item" + i;
            groups.computeIfAbsent(s.hashCode() % 23, mk).add(s);
        }
        System.out.println(groups);

        HashMap<String, Integer> c = new HashMap<>();
        for (int i = 0; i < 30; i++) {
            final int v = i;
            c.compute("k" + (i % 17), new BiFunction<String, Integer, Integer>() {
                public Integer apply(String k, Integer old) {
                    return old == null ? v : old * 10 + v;
                }
            });
        }
        System.out.println(c);
        // compute returning null removes
        c.compute("k3", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer old) {
                return null;
            }
        });
        System.out.println(c.containsKey("k3") + " " + c.size());
        Integer r = c.computeIfPresent("k4", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer old) {
                return old + 1;
            }
        });
        System.out.println(r + " " + c.get("k4"));
        System.out.println(c.computeIfPresent("nope", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer old) {
                return 1;
            }
        }));
        System.out.println(c.computeIfAbsent("k5", new Function<String, Integer>() {
            public Integer apply(String k) {
                return -1;
            }
        }));
        System.out.println(c.computeIfAbsent("fresh", new Function<String, Integer>() {
            public Integer apply(String k) {
                return null;
            }
        }) + " " + c.containsKey("fresh"));
        // merge returning null removes
        c.merge("k5", 0, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return null;
            }
        });
        System.out.println(c.containsKey("k5"));
        System.out.println(c.putIfAbsent("k6", 99) + " " + c.putIfAbsent("new", 7) + " " + c.get("new"));
        System.out.println(c.replace("k7", 70) + " " + c.replace("absent", 1) + " " + c.replace("k7", 70, 71));
        System.out.println(c.remove("k8", 12345) + " " + c.remove("k8", c.get("k8")));
        c.replaceAll(new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v % 1000;
            }
        });
        System.out.println(c);
        final StringBuilder sb = new StringBuilder();
        c.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) {
                sb.append(k).append(':').append(v).append(';');
            }
        });
        System.out.println(sb);
        // a mapping function that modifies the map is detected
        final HashMap<String, Integer> bad = new HashMap<>();
        try {
            bad.computeIfAbsent("a", new Function<String, Integer>() {
                public Integer apply(String k) {
                    bad.put("b", 2);
                    return 1;
                }
            });
            System.out.println("no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME " + e.getMessage());
        }
        try {
            c.merge("x", null, sum);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        // CME from iteration
        try {
            for (String k : c.keySet()) {
                if (k.equals("k9")) {
                    c.put("another", 1);
                }
            }
            System.out.println("no CME");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME");
        }
        // Map.getOrDefault with null values
        HashMap<String, String> nv = new HashMap<>();
        nv.put("n", null);
        System.out.println(nv.getOrDefault("n", "def") + " " + nv.getOrDefault("m", "def"));
        System.out.println(nv.merge("n", "x", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a + b;
            }
        }));
        System.out.println(nv);
    }
}

import java.util.*;
import java.util.function.*;

public class MapDefaults {
    /** A minimal map over two parallel lists, relying on the AbstractMap and Map defaults. */
    static final class PairMap<K, V> extends AbstractMap<K, V> {
        final List<K> keys = new ArrayList<>();
        final List<V> vals = new ArrayList<>();

        public V put(K k, V v) {
            int i = keys.indexOf(k);
            if (i >= 0) {
                return vals.set(i, v);
            }
            keys.add(k);
            vals.add(v);
            return null;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.size();
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int i = 0;
                        int last = -1;

                        public boolean hasNext() {
                            return i < keys.size();
                        }

                        public Map.Entry<K, V> next() {
                            last = i;
                            final int idx = i++;
                            return new AbstractMap.SimpleEntry<K, V>(keys.get(idx), vals.get(idx)) {
                                public V setValue(V value) {
                                    vals.set(idx, value);
                                    return super.setValue(value);
                                }
                            };
                        }

                        public void remove() {
                            keys.remove(last);
                            vals.remove(last);
                            i = last;
                            last = -1;
                        }
                    };
                }
            };
        }
    }

    public static void main(String[] args) {
        PairMap<String, Integer> m = new PairMap<>();
        m.put("b", 2);
        m.put("a", 1);
        m.put("c", 3);
        System.out.println(m + " " + m.size() + " " + m.get("a") + " " + m.get("z") + " " + m.containsKey("c")
                + " " + m.containsValue(3) + " " + m.keySet() + " " + m.values());
        System.out.println(m.getOrDefault("z", 0) + " " + m.putIfAbsent("a", 100) + " " + m.putIfAbsent("d", 4) + " " + m);
        System.out.println(m.computeIfAbsent("e", new Function<String, Integer>() {
            public Integer apply(String k) {
                return 5;
            }
        }) + " " + m.computeIfPresent("a", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v * 10;
            }
        }) + " " + m.compute("b", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v == null ? 0 : v + 100;
            }
        }) + " " + m);
        System.out.println(m.merge("c", 7, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a * b;
            }
        }) + " " + m.merge("f", 6, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a * b;
            }
        }) + " " + m);
        System.out.println(m.replace("a", 11) + " " + m.replace("a", 11, 12) + " " + m.replace("a", 99, 0) + " " + m.remove("d", 4)
                + " " + m.remove("e", 0) + " " + m);
        m.replaceAll(new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v + k.length();
            }
        });
        System.out.println(m);
        m.remove("b");
        System.out.println(m + " " + m.hashCode() + " " + new HashMap<>(m).hashCode() + " " + m.equals(new HashMap<>(m)));
        m.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) {
                System.out.print(k + v + ";");
            }
        });
        System.out.println();
        m.clear();
        System.out.println(m + " " + m.isEmpty());
        // TreeMap overrides and null handling of defaults
        TreeMap<String, String> tm = new TreeMap<>();
        tm.put("x", null);
        System.out.println(tm.getOrDefault("x", "d") + " " + tm.putIfAbsent("x", "now") + " " + tm);
        System.out.println(tm.merge("y", "1", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a + b;
            }
        }) + " " + tm.merge("y", "2", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a + b;
            }
        }) + " " + tm.compute("z", new BiFunction<String, String, String>() {
            public String apply(String k, String v) {
                return "c" + v;
            }
        }) + " " + tm);
        Map<String, List<Integer>> multi = new TreeMap<>();
        int[] data = {3, 14, 15, 92, 65, 35, 89, 79, 32, 38};
        for (int d : data) {
            multi.computeIfAbsent(d % 2 == 0 ? "even" : "odd", new Function<String, List<Integer>>() {
                public List<Integer> apply(String k) {
                    return new ArrayList<>();
                }
            }).add(d);
        }
        System.out.println(multi);
    }
}

import java.util.*;
import java.util.function.*;

/** Random operation sequences on HashMap/HashSet/LinkedHashMap; iteration order must match OpenJDK's. */
public class HashMapFuzz {
    static final BiFunction<Integer, Integer, Integer> SUM = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) {
            return (a + b) % 7 == 0 ? null : a + b;
        }
    };

    static String key(Random r) {
        int kind = r.nextInt(10);
        if (kind < 3) {
            // colliding family: combinations of "Aa"/"BB"
            StringBuilder sb = new StringBuilder();
            int bits = r.nextInt(64);
            for (int i = 0; i < 6; i++) {
                sb.append((bits >> i & 1) == 0 ? "Aa" : "BB");
            }
            return sb.toString();
        } else if (kind < 6) {
            return "k" + r.nextInt(300);
        } else {
            return Integer.toString(r.nextInt(5000), 36);
        }
    }

    static long digest(Map<String, Integer> m) {
        long h = 17;
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            h = h * 31 + e.getKey().hashCode();
            h = h * 31 + (e.getValue() == null ? 0 : e.getValue());
        }
        return h;
    }

    public static void main(String[] args) {
        for (int round = 0; round < 6; round++) {
            Random r = new Random(1000 + round);
            final HashMap<String, Integer> m = new HashMap<>(round % 2 == 0 ? 16 : 2);
            LinkedHashMap<String, Integer> lm = new LinkedHashMap<>(16, 0.75f, round % 3 == 0);
            HashSet<String> set = new HashSet<>();
            for (int step = 0; step < 1500; step++) {
                final String k = key(r);
                int op = r.nextInt(12);
                final int v = r.nextInt(100);
                switch (op) {
                    case 0:
                    case 1:
                    case 2:
                        m.put(k, v);
                        lm.put(k, v);
                        set.add(k);
                        break;
                    case 3:
                        m.remove(k);
                        lm.remove(k);
                        set.remove(k);
                        break;
                    case 4:
                        m.merge(k, v, SUM);
                        lm.merge(k, v, SUM);
                        break;
                    case 5:
                        m.computeIfAbsent(k, new Function<String, Integer>() {
                            public Integer apply(String s) {
                                return v % 5 == 0 ? null : s.length() + v;
                            }
                        });
                        lm.get(k);
                        break;
                    case 6:
                        m.compute(k, new BiFunction<String, Integer, Integer>() {
                            public Integer apply(String s, Integer old) {
                                return old == null ? (v % 3 == 0 ? null : v) : (old % 4 == 0 ? null : old + 1);
                            }
                        });
                        break;
                    case 7:
                        m.putIfAbsent(k, v);
                        lm.putIfAbsent(k, v);
                        break;
                    case 8:
                        m.computeIfPresent(k, new BiFunction<String, Integer, Integer>() {
                            public Integer apply(String s, Integer old) {
                                return old > 50 ? null : old * 2;
                            }
                        });
                        break;
                    case 9:
                        if (r.nextInt(20) == 0) {
                            Iterator<String> it = m.keySet().iterator();
                            while (it.hasNext()) {
                                if (it.next().length() % 3 == 0) {
                                    it.remove();
                                }
                            }
                            set.removeIf(new Predicate<String>() {
                                public boolean test(String s) {
                                    return s.startsWith("k1");
                                }
                            });
                        }
                        break;
                    case 10:
                        m.replace(k, v);
                        lm.replace(k, v);
                        break;
                    default:
                        m.getOrDefault(k, 0);
                        lm.getOrDefault(k, 0);
                        set.contains(k);
                }
                if (step % 500 == 499) {
                    System.out.println("round " + round + " step " + step + ": size " + m.size() + "/" + lm.size() + "/"
                            + set.size() + " digest " + digest(m) + " " + digest(lm) + " " + set.hashCode());
                }
            }
            StringBuilder first = new StringBuilder();
            int n = 0;
            for (String s : m.keySet()) {
                if (n++ < 25) {
                    first.append(s).append(' ');
                }
            }
            System.out.println(first);
            n = 0;
            first.setLength(0);
            for (String s : set) {
                if (n++ < 25) {
                    first.append(s).append(' ');
                }
            }
            System.out.println(first);
            HashMap<String, Integer> copy = new HashMap<>(m);
            @SuppressWarnings("unchecked")
            HashMap<String, Integer> cl = (HashMap<String, Integer>) m.clone();
            System.out.println(digest(copy) + " " + digest(cl) + " " + copy.equals(m) + " " + new HashSet<>(set).hashCode());
        }
    }
}

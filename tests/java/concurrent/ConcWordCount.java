import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiFunction;
import java.util.function.Function;

// ConcurrentHashMap: a word count by several threads (printed sorted), and the map's own
// iteration order, which must match OpenJDK's for the same operations.
public class ConcWordCount {
    static final String TEXT =
        "it was the best of times it was the worst of times it was the age of wisdom it was the age of "
        + "foolishness it was the epoch of belief it was the epoch of incredulity it was the season of light "
        + "it was the season of darkness it was the spring of hope it was the winter of despair we had "
        + "everything before us we had nothing before us we were all going direct to heaven we were all "
        + "going direct the other way";

    public static void main(String[] args) throws Exception {
        final String[] words = TEXT.split(" ");
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<String, Integer>();
        final ConcurrentHashMap<String, LongAdder> adders = new ConcurrentHashMap<String, LongAdder>();
        final int nthreads = 4, repeat = 25;
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    BiFunction<Integer, Integer, Integer> plus = new BiFunction<Integer, Integer, Integer>() {
                        public Integer apply(Integer a, Integer b) {
                            return a + b;
                        }
                    };
                    Function<String, LongAdder> make = new Function<String, LongAdder>() {
                        public LongAdder apply(String k) {
                            return new LongAdder();
                        }
                    };
                    for (int r = 0; r < repeat; r++) {
                        for (int i = id; i < words.length; i += nthreads) {
                            counts.merge(words[i], 1, plus);
                            adders.computeIfAbsent(words[i], make).increment();
                        }
                    }
                }
            };
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        List<String> keys = new ArrayList<String>(counts.keySet());
        Collections.sort(keys);
        StringBuilder sb = new StringBuilder();
        for (String k : keys) {
            sb.append(k).append('=').append(counts.get(k)).append(adders.get(k).sum() == counts.get(k) ? "" : "!").append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("distinct " + counts.size() + " total " + words.length * repeat);

        // Iteration order (single thread): same as OpenJDK for the same insertions.
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        for (int i = 0; i < words.length; i++) {
            m.putIfAbsent(words[i], i);
        }
        System.out.println(m);
        System.out.println(m.keySet());
        System.out.println(m.values());
        m.remove("the");
        m.remove("nothing", 12345);
        m.replace("it", -1);
        m.compute("age", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v == null ? 0 : v * 100;
            }
        });
        m.computeIfPresent("wisdom", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return null;
            }
        });
        System.out.println(m);
        for (Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator(); it.hasNext();) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getKey().length() <= 2) {
                it.remove();
            } else if (e.getKey().startsWith("s")) {
                e.setValue(e.getValue() + 1000);
            }
        }
        System.out.println(m);
        System.out.println(m.getOrDefault("zzz", -7) + " " + m.containsKey("light") + " " + m.containsValue(1000)
                           + " " + m.get("light"));

        // Integer keys with colliding low bits, growth and a bin long enough to enlarge the table.
        ConcurrentHashMap<Integer, String> ints = new ConcurrentHashMap<Integer, String>();
        for (int i = 0; i < 40; i++) {
            ints.put(i * 64, "v" + i);
        }
        System.out.println(ints.keySet());
        for (int i = 0; i < 60; i++) {
            ints.put(i * 17 + 3, "w" + i);
        }
        System.out.println(ints.keySet());
        ConcurrentHashMap<Integer, Integer> sized = new ConcurrentHashMap<Integer, Integer>(5);
        for (int i = 30; i > 0; i--) {
            sized.put(i * 11, i);
        }
        System.out.println(sized);
        ConcurrentMap<String, Integer> copy = new ConcurrentHashMap<String, Integer>(m);
        System.out.println(copy.equals(m) + " " + (copy.hashCode() == m.hashCode()) + " " + copy);
        System.out.println(new ConcurrentHashMap<String, String>() + " " + m.isEmpty() + " " + m.mappingCount());
        ConcurrentHashMap.KeySetView<String, Boolean> set = ConcurrentHashMap.newKeySet();
        for (String w : words) {
            set.add(w);
        }
        System.out.println(set.size() + " " + set.contains("hope") + " " + set);
        try {
            m.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        try {
            m.put("k", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NPE");
        }
        final AtomicInteger seen = new AtomicInteger();
        m.forEach(new java.util.function.BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) {
                seen.addAndGet(k.length());
            }
        });
        System.out.println("forEach key chars " + seen.get());
        m.clear();
        System.out.println(m + " " + m.size());
    }
}

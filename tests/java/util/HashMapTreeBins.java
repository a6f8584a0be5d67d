import java.util.*;

public class HashMapTreeBins {
    /** Comparable key with a deliberately bad hash code. */
    static final class Key implements Comparable<Key> {
        final int id;
        final int h;

        Key(int id, int h) {
            this.id = id;
            this.h = h;
        }

        public int hashCode() {
            return h;
        }

        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }

        public int compareTo(Key o) {
            return Integer.compare(id, o.id);
        }

        public String toString() {
            return "K" + id;
        }
    }

    static List<String> collisions(int pairs) {
        List<String> out = new ArrayList<>();
        out.add("");
        for (int i = 0; i < pairs; i++) {
            List<String> next = new ArrayList<>();
            for (String s : out) {
                next.add(s + "Aa");
                next.add(s + "BB");
            }
            out = next;
        }
        return out;
    }

    public static void main(String[] args) {
        // Strings with equal hash codes: "Aa" and "BB" combinations
        List<String> same = collisions(5);
        Collections.shuffle(same, new Random(7));
        HashMap<String, Integer> m = new HashMap<>();
        for (int i = 0; i < same.size(); i++) {
            m.put(same.get(i), i);
            if (i == 7 || i == 8 || i == 9 || i == 12 || i == 20 || i == 31) {
                System.out.println(i + " " + m.keySet());
            }
        }
        for (int i = 0; i < 80; i++) {
            m.put("x" + i, i);
        }
        System.out.println(m.keySet());
        for (int i = 0; i < same.size(); i += 2) {
            m.remove(same.get(i));
        }
        System.out.println(m.keySet());
        for (int i = 0; i < same.size(); i += 4) {
            m.put(same.get(i), -i);
        }
        System.out.println(m);
        System.out.println(m.get("AaAaAaAaAa") + " " + m.get("BBBBBBBBBB") + " " + m.containsKey("AaBBAaBBAa"));

        // custom comparable keys, all in one bucket
        HashMap<Key, String> km = new HashMap<>();
        int[] order = {5, 3, 9, 1, 7, 2, 8, 4, 6, 0, 15, 12, 11, 14, 13, 10};
        for (int id : order) {
            km.put(new Key(id, 42), "v" + id);
            System.out.println(km.keySet());
        }
        for (int i = 0; i < 100; i++) {
            km.put(new Key(100 + i, i), "w");
        }
        System.out.println(km.keySet());
        for (int id : new int[] {3, 9, 0, 15, 12, 5, 8}) {
            km.remove(new Key(id, 42));
            System.out.println(km.size() + " " + km.get(new Key(7, 42)) + " " + km.get(new Key(3, 42)));
        }
        System.out.println(km.keySet());
        // keys in two buckets: treeified bins split on resize
        HashMap<Key, Integer> two = new HashMap<>(64);
        for (int i = 0; i < 24; i++) {
            two.put(new Key(i, (i % 2 == 0) ? 5 : 5 + 64), i);
        }
        System.out.println(two.keySet());
        for (int i = 0; i < 60; i++) {
            two.put(new Key(1000 + i, 1000 + i), i);
        }
        System.out.println(two.keySet());
        // iterator removal inside a tree bin
        Iterator<Key> it = km.keySet().iterator();
        while (it.hasNext()) {
            Key k = it.next();
            if (k.id % 3 == 1) {
                it.remove();
            }
        }
        System.out.println(km.keySet());
        // merge into tree bins
        HashMap<String, Integer> mm = new HashMap<>();
        for (String s : collisions(4)) {
            mm.merge(s, 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
        }
        for (int i = 0; i < 70; i++) {
            mm.merge("y" + i, i, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
        }
        for (String s : collisions(4)) {
            mm.computeIfAbsent(s + "Aa", new java.util.function.Function<String, Integer>() {
                public Integer apply(String k) {
                    return k.length();
                }
            });
        }
        System.out.println(mm);
        LinkedHashMap<String, Integer> lm = new LinkedHashMap<>();
        for (String s : collisions(5)) {
            lm.put(s, s.length());
        }
        for (String s : collisions(3)) {
            lm.remove(s + s);
        }
        System.out.println(lm.keySet());
    }
}

import java.util.*;

public class HashMapOrderStrings {
    static String word(int i) {
        String[] syll = {"ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "zu", "e"};
        StringBuilder sb = new StringBuilder();
        int n = i;
        do {
            sb.append(syll[n % syll.length]);
            n /= syll.length;
        } while (n > 0);
        return sb.toString();
    }

    public static void main(String[] args) {
        HashMap<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 200; i++) {
            m.put(word(i * 7 + 3), i);
            if (i == 5 || i == 11 || i == 12 || i == 13 || i == 24 || i == 48 || i == 97) {
                System.out.println(i + ": " + m);
            }
        }
        System.out.println("size " + m.size());
        System.out.println(m.keySet());
        System.out.println(m.values());
        // removals keep the relative order of the others
        for (int i = 0; i < 200; i += 3) {
            m.remove(word(i * 7 + 3));
        }
        System.out.println("after removals " + m.size() + " " + m);
        // re-insert: new keys go to bin tails
        for (int i = 0; i < 60; i += 3) {
            m.put(word(i * 7 + 3), -i);
        }
        System.out.println(m);
        // keys with the same hash bucket patterns
        HashMap<String, String> h = new HashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog and then some more words to fill the table up nicely".split(" ");
        for (String w : words) {
            h.put(w, w.toUpperCase());
        }
        System.out.println(h);
        Iterator<Map.Entry<String, String>> it = h.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, String> e = it.next();
            if (e.getKey().length() == 4) {
                it.remove();
            } else if (e.getKey().length() == 3) {
                e.setValue(e.getValue() + "!");
            }
        }
        System.out.println(h);
        // presized maps
        HashMap<String, Integer> p = new HashMap<>(3);
        for (int i = 0; i < 10; i++) {
            p.put("p" + i, i);
        }
        System.out.println(p);
        HashMap<String, Integer> q = new HashMap<>(100);
        for (int i = 0; i < 10; i++) {
            q.put("p" + i, i);
        }
        System.out.println(q);
        HashMap<String, Integer> copy = new HashMap<>(m);
        System.out.println(copy.equals(m) + " " + copy);
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> cl = (HashMap<String, Integer>) m.clone();
        System.out.println(cl);
        HashMap<String, Integer> pa = new HashMap<>();
        pa.put("zz", 1);
        pa.putAll(m);
        System.out.println(pa);
        System.out.println(m.hashCode() + " " + copy.hashCode());
        m.put(null, 42);
        System.out.println(m.get(null) + " " + m.containsKey(null) + " " + m.containsValue(42));
        m.clear();
        System.out.println(m + " " + m.isEmpty());
    }
}

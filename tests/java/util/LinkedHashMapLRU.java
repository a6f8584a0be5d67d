import java.util.*;

public class LinkedHashMapLRU {
    static final class LruCache<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        int evictions;

        LruCache(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                evictions++;
                System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue());
            }
            return evict;
        }
    }

    public static void main(String[] args) {
        LruCache<String, Integer> cache = new LruCache<>(4);
        String[] accesses = {"a", "b", "c", "a", "d", "e", "b", "f", "a", "c", "g", "a", "h"};
        int hits = 0;
        for (String k : accesses) {
            Integer v = cache.get(k);
            if (v != null) {
                hits++;
                System.out.println("hit " + k + " -> " + cache.keySet());
            } else {
                cache.put(k, k.charAt(0) - 'a');
                System.out.println("miss " + k + " -> " + cache.keySet());
            }
        }
        System.out.println("hits=" + hits + " evictions=" + cache.evictions + " " + cache);
        cache.getOrDefault("h", -1);
        cache.put("c", 100);
        System.out.println(cache);
        // insertion order map
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<>();
        for (String s : "pear apple fig banana kiwi apple cherry".split(" ")) {
            ins.put(s, s.length());
        }
        System.out.println(ins);
        ins.remove("fig");
        ins.put("pear", 0);
        ins.put("fig", 3);
        System.out.println(ins + " " + ins.keySet() + " " + ins.values());
        Iterator<Map.Entry<String, Integer>> it = ins.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() == 6) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 2);
            }
        }
        System.out.println(ins);
        ins.merge("zebra", 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        });
        ins.computeIfAbsent("alpha", new java.util.function.Function<String, Integer>() {
            public Integer apply(String k) {
                return k.length();
            }
        });
        System.out.println(ins + " " + ins.containsValue(8) + " " + ins.containsValue(99));
        LinkedHashMap<String, Integer> copy = new LinkedHashMap<>(ins);
        System.out.println(copy.equals(ins) + " " + copy);
        // access order with iteration: get changes the order and the modCount
        LinkedHashMap<Integer, String> ao = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 0; i < 6; i++) {
            ao.put(i, "v" + i);
        }
        ao.get(2);
        ao.get(0);
        ao.put(4, "again");
        ao.putIfAbsent(1, "x");
        ao.replace(3, "rep");
        System.out.println(ao);
        try {
            for (Integer k : ao.keySet()) {
                ao.get(k);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on access-ordered get during iteration");
        }
        System.out.println(ao);
        LinkedHashSet<Character> seen = new LinkedHashSet<>();
        for (char ch : "mississippi river".toCharArray()) {
            seen.add(ch);
        }
        System.out.println(seen);
        // many entries with resizes keep insertion order
        LinkedHashMap<Integer, Integer> many = new LinkedHashMap<>();
        for (int i = 0; i < 100; i++) {
            many.put((i * 73) % 101, i);
        }
        int[] firstKeys = new int[10];
        int n = 0;
        for (int key : many.keySet()) {
            if (n < 10) {
                firstKeys[n++] = key;
            }
        }
        System.out.println(Arrays.toString(firstKeys) + " " + many.size());
    }
}

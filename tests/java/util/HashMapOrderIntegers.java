import java.util.*;

public class HashMapOrderIntegers {
    public static void main(String[] args) {
        HashMap<Integer, String> m = new HashMap<>();
        int[] keys = {100, -5, 17, 65536, 1 << 20, 3, 33, 49, 16, 32, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE,
            1000000, 98304, 131072, 12, 28, 44, 60, 76};
        for (int k : keys) {
            m.put(k, "v" + k);
        }
        System.out.println(m);
        HashMap<Long, Integer> lm = new HashMap<>();
        for (long i = 0; i < 40; i++) {
            lm.put(i * 1000000007L, (int) i);
        }
        System.out.println(lm);
        HashMap<Double, Integer> dm = new HashMap<>();
        for (int i = 0; i < 30; i++) {
            dm.put(i * 0.25, i);
        }
        System.out.println(dm);
        HashSet<Integer> s = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            s.add((i * 37) % 101 - 50);
        }
        System.out.println(s);
        HashSet<Character> cs = new HashSet<>();
        for (char c : "hello world, hashing characters".toCharArray()) {
            cs.add(c);
        }
        System.out.println(cs);
        // big table, many resizes
        HashMap<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 3000; i++) {
            big.put(i * 31 % 5003, i);
        }
        int sum = 0;
        int pos = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) {
            sum += e.getKey() * (pos++ % 7);
        }
        System.out.println("checksum " + sum + " size " + big.size());
        StringBuilder first = new StringBuilder();
        int n = 0;
        for (Integer k : big.keySet()) {
            if (n++ >= 40) {
                break;
            }
            first.append(k).append(' ');
        }
        System.out.println(first);
        HashSet<Boolean> bs = new HashSet<>(Arrays.asList(true, false, true));
        System.out.println(bs);
        HashSet<String> fromList = new HashSet<>(Arrays.asList("z", "y", "x", "w", "v", "u", "t", "s", "r", "q",
            "p", "o", "n", "m", "l", "k", "j", "i", "h", "g", "f", "e", "d", "c"));
        System.out.println(fromList);
        LinkedHashSet<String> lhs = new LinkedHashSet<>(fromList);
        lhs.add("a");
        lhs.remove("m");
        System.out.println(lhs);
    }
}

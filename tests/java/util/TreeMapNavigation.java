import java.util.*;

public class TreeMapNavigation {
    public static void main(String[] args) {
        TreeMap<Integer, String> t = new TreeMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65, 5, 95, 60, 85};
        for (int k : keys) {
            t.put(k, "v" + k);
        }
        System.out.println(t);
        System.out.println(t.firstKey() + " " + t.lastKey() + " " + t.firstEntry() + " " + t.lastEntry());
        int[] probes = {0, 5, 22, 25, 50, 66, 99};
        for (int p : probes) {
            System.out.println(p + ": floor=" + t.floorKey(p) + " ceil=" + t.ceilingKey(p) + " lower=" + t.lowerKey(p)
                    + " higher=" + t.higherKey(p) + " floorE=" + t.floorEntry(p) + " higherE=" + t.higherEntry(p));
        }
        System.out.println(t.headMap(30) + " " + t.headMap(30, true));
        System.out.println(t.tailMap(80) + " " + t.tailMap(80, false));
        System.out.println(t.subMap(20, 65) + " " + t.subMap(20, false, 65, true));
        System.out.println(t.descendingMap());
        System.out.println(t.descendingKeySet() + " " + t.navigableKeySet().headSet(30));
        NavigableMap<Integer, String> sub = t.subMap(20, true, 70, true);
        System.out.println(sub.firstKey() + " " + sub.lastKey() + " " + sub.size() + " " + sub.floorKey(19) + " "
                + sub.ceilingKey(71) + " " + sub.lowerKey(100) + " " + sub.higherKey(0));
        sub.put(40, "forty");
        sub.remove(25);
        System.out.println(sub + " / " + t);
        try {
            sub.put(75, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            t.subMap(70, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            sub.subMap(10, 30);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            sub.headMap(99);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        NavigableMap<Integer, String> desc = sub.descendingMap();
        System.out.println(desc + " " + desc.firstKey() + " " + desc.headMap(40) + " " + desc.tailMap(40, true));
        System.out.println(desc.floorKey(33) + " " + desc.ceilingKey(33) + " " + desc.higherKey(33) + " "
                + desc.lowerKey(33) + " " + desc.descendingMap());
        System.out.println(desc.subMap(60, 20) + " " + desc.navigableKeySet() + " " + desc.descendingKeySet());
        System.out.println(t.pollFirstEntry() + " " + t.pollLastEntry() + " " + t);
        System.out.println(sub.pollFirstEntry() + " " + desc.pollFirstEntry() + " " + t);
        Iterator<Integer> it = t.keySet().iterator();
        while (it.hasNext()) {
            if (it.next() % 20 == 0) {
                it.remove();
            }
        }
        System.out.println(t);
        Iterator<Map.Entry<Integer, String>> ei = t.entrySet().iterator();
        while (ei.hasNext()) {
            Map.Entry<Integer, String> e = ei.next();
            e.setValue(e.getValue().toUpperCase());
        }
        System.out.println(t + " " + t.values() + " " + t.containsValue("V35"));
        Iterator<Integer> dk = t.descendingKeySet().iterator();
        while (dk.hasNext()) {
            int k = dk.next();
            if (k > 60 && k < 90) {
                dk.remove();
            }
        }
        System.out.println(t);
        Map.Entry<Integer, String> fe = t.firstEntry();
        try {
            fe.setValue("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE on exported entry");
        }
        // comparator maps
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String s : "Banana apple CHERRY date Apple banana Elder".split(" ")) {
            ci.merge(s, 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
        }
        System.out.println(ci + " " + ci.comparator().compare("a", "B"));
        TreeMap<String, Integer> byLen = new TreeMap<>(new Comparator<String>() {
            public int compare(String a, String b) {
                int c = Integer.compare(a.length(), b.length());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        for (String s : "one two three four five six seven eight nine ten".split(" ")) {
            byLen.put(s, s.length());
        }
        System.out.println(byLen + " " + byLen.headMap("five") + " " + byLen.ceilingKey("zz"));
        TreeMap<Integer, Integer> empty = new TreeMap<>();
        System.out.println(empty.firstEntry() + " " + empty.pollFirstEntry() + " " + empty.floorKey(3));
        try {
            empty.firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE");
        }
        try {
            empty.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        // large tree: insert and delete many, verify order
        TreeMap<Integer, Integer> big = new TreeMap<>();
        Random r = new Random(11);
        for (int i = 0; i < 2000; i++) {
            big.put(r.nextInt(5000), i);
        }
        for (int i = 0; i < 1500; i++) {
            big.remove(r.nextInt(5000));
        }
        int prev = Integer.MIN_VALUE;
        boolean sorted = true;
        long sum = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) {
            sorted &= e.getKey() > prev;
            prev = e.getKey();
            sum += e.getKey() * 31L + e.getValue();
        }
        System.out.println(big.size() + " " + sorted + " " + sum + " " + big.firstKey() + " " + big.lastKey());
        System.out.println(big.headMap(100).size() + " " + big.tailMap(4900).keySet() + " " + big.subMap(2000, 2050));
        System.out.println(new TreeMap<>(t).equals(t) + " " + t.hashCode());
    }
}

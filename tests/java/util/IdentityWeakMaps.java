import java.util.*;

public class IdentityWeakMaps {
    public static void main(String[] args) {
        // IdentityHashMap: keys compared by reference (its iteration order is not printed)
        IdentityHashMap<String, Integer> im = new IdentityHashMap<>();
        String a1 = new String("key");
        String a2 = new String("key");
        im.put(a1, 1);
        im.put(a2, 2);
        im.put("lit", 3);
        im.put(null, 4);
        System.out.println(im.size() + " " + im.get(a1) + " " + im.get(a2) + " " + im.get("key") + " " + im.get(null)
                + " " + im.containsKey(a2) + " " + im.containsValue(3));
        HashMap<String, Integer> hm = new HashMap<>(im);
        System.out.println(hm.size() + " " + new TreeMap<>(hm.entrySet().size() > 0 ? Collections.singletonMap("n", hm.size()) : hm));
        System.out.println(im.remove(a1) + " " + im.size() + " " + im.get(a2));
        List<Integer> vals = new ArrayList<>(im.values());
        Collections.sort(vals);
        System.out.println(vals);
        IdentityHashMap<Integer, String> many = new IdentityHashMap<>();
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            Integer k = Integer.valueOf(i + 100000);
            keys.add(k);
            many.put(k, "v" + i);
        }
        int found = 0;
        for (Integer k : keys) {
            if (("v" + (k - 100000)).equals(many.get(k))) {
                found++;
            }
        }
        System.out.println(many.size() + " " + found + " " + many.get(Integer.valueOf(100005)));
        Iterator<Map.Entry<Integer, String>> it = many.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getKey() % 3 == 0) {
                it.remove();
            }
        }
        int sum = 0;
        for (Integer k : many.keySet()) {
            sum += k - 100000;
        }
        System.out.println(many.size() + " " + sum);
        for (int i = 0; i < 500; i += 2) {
            many.remove(keys.get(i));
        }
        found = 0;
        for (int i = 1; i < 500; i += 2) {
            if (many.containsKey(keys.get(i)) == (i % 3 != 0)) {
                found++;
            }
        }
        System.out.println(many.size() + " " + found);
        IdentityHashMap<String, String> small = new IdentityHashMap<>();
        small.put("only", "one");
        System.out.println(small + " " + small.equals(Collections.singletonMap("only", "one")));
        // WeakHashMap with strongly reachable keys behaves like a map (and keeps HotSpot's order)
        List<String> strong = new ArrayList<>();
        WeakHashMap<String, Integer> wm = new WeakHashMap<>();
        for (int i = 0; i < 30; i++) {
            String k = "wk" + i;
            strong.add(k);
            wm.put(k, i);
        }
        System.out.println(wm);
        wm.remove("wk3");
        wm.put("wk4", 44);
        System.out.println(wm.size() + " " + wm.get("wk4") + " " + wm.containsKey("wk3") + " " + wm.keySet());
        Iterator<String> wi = wm.keySet().iterator();
        while (wi.hasNext()) {
            if (wi.next().endsWith("7")) {
                wi.remove();
            }
        }
        System.out.println(wm);
        WeakHashMap<Integer, String> wi2 = new WeakHashMap<>();
        List<Integer> strongInts = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Integer k = i * 1000;
            strongInts.add(k);
            wi2.put(k, "x");
        }
        System.out.println(wi2.keySet() + " " + strong.size() + " " + strongInts.size());
    }
}

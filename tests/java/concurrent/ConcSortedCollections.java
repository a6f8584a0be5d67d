import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.TimeUnit;

// ConcurrentSkipListMap/Set, PriorityBlockingQueue and CopyOnWriteArraySet, filled by threads.
public class ConcSortedCollections {
    public static void main(String[] args) throws Exception {
        final ConcurrentSkipListMap<Integer, String> map = new ConcurrentSkipListMap<Integer, String>();
        final ConcurrentSkipListSet<String> set = new ConcurrentSkipListSet<String>();
        final PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<Integer>();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < 50; i++) {
                        int k = i * 4 + id;
                        map.put(k, "v" + k);
                        set.add("s" + (k % 37));
                        pq.put((k * 7919) % 1000);
                    }
                }
            };
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("map size " + map.size() + " first " + map.firstKey() + " last " + map.lastKey());
        System.out.println("floor(101) " + map.floorKey(101) + " ceiling(-5) " + map.ceilingEntry(-5) + " higher(199) "
                           + map.higherKey(199) + " lower(0) " + map.lowerEntry(0));
        ConcurrentNavigableMap<Integer, String> sub = map.subMap(10, 15);
        System.out.println("sub " + sub + " head(3) " + map.headMap(3) + " tail(197, false) " + map.tailMap(197, false));
        sub.remove(12);
        System.out.println("removed through view: " + map.containsKey(12) + " " + sub.size());
        System.out.println("descending head " + map.descendingMap().headMap(196));
        System.out.println("poll " + map.pollFirstEntry() + " " + map.pollLastEntry() + " size " + map.size());
        int removed = 0;
        for (Iterator<Map.Entry<Integer, String>> it = map.entrySet().iterator(); it.hasNext();) {
            Map.Entry<Integer, String> e = it.next();
            if (e.getKey() % 10 != 0) {
                it.remove();
                removed++;
            } else if (e.getKey() < 100) {
                map.put(e.getKey() + 1000, "added while iterating");
            }
        }
        System.out.println("removed " + removed + " now " + map.keySet());
        try {
            map.firstEntry().setValue("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot entry: UnsupportedOperationException");
        }
        try {
            map.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        System.out.println("merge " + map.merge(10, "+", new java.util.function.BiFunction<String, String, String>() {
            public String apply(String a, String b) {
                return a + b;
            }
        }) + " putIfAbsent " + map.putIfAbsent(10, "no") + " " + map.get(10));

        System.out.println("set " + set.size() + " " + set.first() + " " + set.last() + " " + set.headSet("s15"));
        NavigableSet<String> desc = set.descendingSet();
        System.out.println("descending first " + desc.first() + " ceiling(s2x) " + set.ceiling("s2x") + " pollFirst "
                           + set.pollFirst());
        StringBuilder sb = new StringBuilder();
        Integer v;
        int n = 0;
        while ((v = pq.poll(1, TimeUnit.MILLISECONDS)) != null && n < 10) {
            sb.append(v).append(' ');
            n++;
        }
        System.out.println("pq smallest " + sb.toString().trim() + " remaining " + pq.size());
        PriorityBlockingQueue<String> small = new PriorityBlockingQueue<String>();
        for (String s : new String[] {"pear", "apple", "fig", "kiwi", "banana", "cherry"}) {
            small.add(s);
        }
        System.out.println("heap order " + small + " peek " + small.peek() + " take " + small.take());
        CopyOnWriteArraySet<String> cows = new CopyOnWriteArraySet<String>();
        for (String s : new String[] {"b", "a", "b", "c", "a"}) {
            cows.add(s);
        }
        System.out.println("cow set " + cows + " " + cows.size() + " " + cows.contains("c"));
    }
}

// vmflags: -Xmx16m
// java.util.WeakHashMap drops the entries whose keys became unreachable once a collection
// cleared them (System.gc(), or the scavenges and full GCs an allocation loop causes), and
// keeps those whose keys are still held, with their values.
import java.util.ArrayList;
import java.util.List;
import java.util.WeakHashMap;

public class GcWeakHashMapDrops {
    static final class Key {
        final int id;

        Key(int id) {
            this.id = id;
        }

        @Override
        public int hashCode() {
            return id * 31;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }
    }

    static int churn() {
        int sum = 0;
        for (int i = 0; i < 200000; i++) {
            int[] a = new int[16];
            a[i & 15] = i;
            sum += a[3];
        }
        return sum;
    }

    /* Collects until the map is down to `want` entries (HotSpot enqueues cleared references
     * from another thread, a little after the collection), at most 200 times. */
    static int settle(WeakHashMap<Key, String> map, int want) throws InterruptedException {
        for (int i = 0; i < 200 && map.size() > want; i++) {
            System.gc();
            Thread.sleep(5);
        }
        return map.size();
    }

    public static void main(String[] args) throws InterruptedException {
        WeakHashMap<Key, String> map = new WeakHashMap<>();
        List<Key> held = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            Key k = new Key(i);
            map.put(k, "v" + i);
            if (i % 10 == 0) held.add(k);
        }
        System.out.println("held keys present: " + (map.size() >= held.size()));
        System.out.println("after collecting: " + settle(map, held.size()));
        for (Key k : held) {
            if (!("v" + k.id).equals(map.get(k))) System.out.println("lost " + k.id);
        }
        // Entries made dead by an allocation loop's collections (and then System.gc()).
        for (int i = 0; i < 50; i++) held.remove(held.size() - 1);
        for (int i = 1000; i < 1500; i++) map.put(new Key(i), "w" + i);
        int s = churn();
        System.out.println("after dropping keys: " + settle(map, held.size()) + (s == 0 ? "?" : ""));
        int found = 0;
        for (Key k : held) if (map.containsKey(k)) found++;
        System.out.println("held keys found: " + found);
        held = null;
        System.out.println("after dropping all: " + settle(map, 0) + " empty " + map.isEmpty());
    }
}

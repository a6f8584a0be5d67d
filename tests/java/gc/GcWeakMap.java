// A small weak-keyed map built on WeakReference and ReferenceQueue (as WeakHashMap does):
// entries whose keys become unreachable are cleared by the collection and expunged through
// the queue; the others keep their values, across many scavenges and full collections.
// (HotSpot enqueues on another thread, so the test waits for the expected count.)
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

public class GcWeakMap {
    static final class Entry extends WeakReference<Object> {
        final int hash;
        String value;
        Entry next;

        Entry(Object key, String value, ReferenceQueue<Object> q, Entry next) {
            super(key, q);
            this.hash = System.identityHashCode(key);
            this.value = value;
            this.next = next;
        }
    }

    static final class WeakMap {
        Entry[] table = new Entry[256];
        final ReferenceQueue<Object> queue = new ReferenceQueue<>();
        int size;

        void expunge() {
            for (Reference<?> r; (r = queue.poll()) != null;) remove((Entry) r);
        }

        int expungeWaiting(int n) throws InterruptedException {
            int got = 0;
            for (Reference<?> r; got < n && (r = queue.remove(10000)) != null; got++) remove((Entry) r);
            return got;
        }

        int cleared() {
            int n = 0;
            for (Entry head : table)
                for (Entry e = head; e != null; e = e.next)
                    if (e.get() == null) n++;
            return n;
        }

        void remove(Entry e) {
            {
                int i = (e.hash & 0x7fffffff) % table.length;
                Entry prev = null;
                for (Entry p = table[i]; p != null; prev = p, p = p.next) {
                    if (p == e) {
                        if (prev == null) table[i] = p.next;
                        else prev.next = p.next;
                        size--;
                        break;
                    }
                }
            }
        }

        void put(Object key, String value) {
            expunge();
            int h = System.identityHashCode(key);
            int i = (h & 0x7fffffff) % table.length;
            for (Entry e = table[i]; e != null; e = e.next) {
                if (e.get() == key) {
                    e.value = value;
                    return;
                }
            }
            table[i] = new Entry(key, value, queue, table[i]);
            size++;
        }

        String get(Object key) {
            int h = System.identityHashCode(key);
            for (Entry e = table[(h & 0x7fffffff) % table.length]; e != null; e = e.next)
                if (e.get() == key) return e.value;
            return null;
        }

        int size() {
            return size;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        WeakMap map = new WeakMap();
        Object[] keys = new Object[2000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = new int[i % 7 + 1];
            map.put(keys[i], "v" + i);
        }
        for (int round = 0; round < 5; round++) {
            for (int i = round; i < keys.length; i += 5) keys[i] = null;
            for (int i = 0; i < 50000; i++) new Object[4][2].hashCode();
            System.gc();
            int cleared = map.cleared();
            int expunged = map.expungeWaiting(400);
            boolean ok = true;
            for (int i = 0; i < keys.length; i++)
                if (keys[i] != null && !("v" + i).equals(map.get(keys[i]))) ok = false;
            System.out.println("round " + round + ": cleared " + cleared + ", expunged " + expunged + ", size " + map.size()
                    + ", values intact " + ok);
        }
    }
}

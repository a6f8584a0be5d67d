package bench;

import common.Benchmark;
import common.Failure;
import common.Random;

/**
 * A cache with a sliding window of survivors: 8 x W operations each insert a new entry
 * (a small object graph: a payload with an int array of 1..24 elements and a chain of 0..2
 * small nodes) into our own chained hash map, evict the entry inserted W operations earlier
 * (validating its contents), and look up a random recent key. Every entry survives exactly
 * W insertions and then dies: many middle-aged objects, the hard case for copying and
 * generational collectors. The inner size is W. Every lookup must hit exactly when its key
 * is inside the window, and every payload read back must be intact.
 */
public final class Cache extends Benchmark {

    static final class Link {
        final int value;
        final Link next;

        Link(int value, Link next) {
            this.value = value;
            this.next = next;
        }
    }

    static final class Payload {
        final int key;
        final int[] data;
        final Link links;

        Payload(int key) {
            this.key = key;
            int n = 1 + key % 24;
            data = new int[n];
            for (int i = 0; i < n; i++) {
                data[i] = key * 31 + i;
            }
            Link l = null;
            for (int i = key % 3; i > 0; i--) {
                l = new Link(key ^ i, l);
            }
            links = l;
        }

        boolean valid(int expectedKey) {
            if (key != expectedKey || data.length != 1 + key % 24) {
                return false;
            }
            for (int i = 0; i < data.length; i++) {
                if (data[i] != key * 31 + i) {
                    return false;
                }
            }
            int n = 0;
            for (Link l = links; l != null; l = l.next) {
                n++;
                if (l.value != (key ^ n)) {
                    return false;
                }
            }
            return n == key % 3;
        }
    }

    /** A chained hash map from int keys to payloads. */
    static final class IntMap {
        static final class Entry {
            final int key;
            final Payload value;
            Entry next;

            Entry(int key, Payload value, Entry next) {
                this.key = key;
                this.value = value;
                this.next = next;
            }
        }

        Entry[] table = new Entry[16];
        int size;

        static int hash(int k) {
            int h = k * 0x9E3779B9;
            return h ^ (h >>> 15);
        }

        Payload get(int key) {
            for (Entry e = table[hash(key) & (table.length - 1)]; e != null; e = e.next) {
                if (e.key == key) {
                    return e.value;
                }
            }
            return null;
        }

        void put(int key, Payload value) {
            int i = hash(key) & (table.length - 1);
            for (Entry e = table[i]; e != null; e = e.next) {
                if (e.key == key) {
                    throw new Failure("key " + key + " inserted twice");
                }
            }
            table[i] = new Entry(key, value, table[i]);
            if (++size > table.length) {
                Entry[] old = table;
                table = new Entry[old.length * 2];
                for (int b = 0; b < old.length; b++) {
                    for (Entry e = old[b]; e != null;) {
                        Entry next = e.next;
                        int j = hash(e.key) & (table.length - 1);
                        e.next = table[j];
                        table[j] = e;
                        e = next;
                    }
                }
            }
        }

        Payload remove(int key) {
            int i = hash(key) & (table.length - 1);
            Entry prev = null;
            for (Entry e = table[i]; e != null; prev = e, e = e.next) {
                if (e.key == key) {
                    if (prev == null) {
                        table[i] = e.next;
                    } else {
                        prev.next = e.next;
                    }
                    size--;
                    return e.value;
                }
            }
            return null;
        }
    }

    static long expectedHits(int window) {
        Random random = new Random(99);
        long hits = 0;
        int ops = 8 * window;
        for (int i = 0; i < ops; i++) {
            int q = i - random.nextWide(2 * window);
            if (q >= 0 && q <= i && q > i - window) {
                hits++;
            }
        }
        return hits;
    }

    public long run(int window) {
        if (window < 1) {
            throw new Failure("the window must be at least 1");
        }
        Random random = new Random(99);
        IntMap map = new IntMap();
        Payload[] ring = new Payload[window];
        int ops = 8 * window;
        long hits = 0;
        for (int i = 0; i < ops; i++) {
            int slot = i % window;
            if (i >= window) {
                Payload old = ring[slot];
                if (!old.valid(i - window)) {
                    throw new Failure("evicted payload " + (i - window) + " corrupted");
                }
                if (map.remove(i - window) != old) {
                    throw new Failure("map lost key " + (i - window));
                }
            }
            Payload p = new Payload(i);
            map.put(i, p);
            ring[slot] = p;
            int q = i - random.nextWide(2 * window);
            Payload found = q >= 0 ? map.get(q) : null;
            boolean inWindow = q >= 0 && q <= i && q > i - window;
            if ((found != null) != inWindow) {
                throw new Failure("lookup of " + q + " at operation " + i + (inWindow ? " missed" : " hit"));
            }
            if (found != null) {
                if (!found.valid(q)) {
                    throw new Failure("payload " + q + " corrupted");
                }
                hits++;
            }
        }
        if (map.size != Math.min(ops, window)) {
            throw new Failure("map holds " + map.size + " entries, expected " + Math.min(ops, window));
        }
        return hits;
    }

    private long expected = -1;

    public String verify(long result, int window) {
        if (expected < 0) {
            expected = expectedHits(window);
        }
        return result == expected ? null : result + " hits, expected " + expected;
    }

    public static void main(String[] args) {
        Benchmark.execute("cache", new Cache(), args);
    }
}

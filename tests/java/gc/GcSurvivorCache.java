// vmflags: -Xmx24m -Xmn6m -XX:MaxTenuringThreshold=3
// A cache whose entries live for different spans: some die in eden, some age in the survivor
// spaces, some are promoted. Old cache arrays hold references to young entries (the card
// table must find them), and every entry's contents are checked when it is evicted.
public class GcSurvivorCache {
    static final class Entry {
        final int key;
        final int[] payload;
        Entry next;

        Entry(int key) {
            this.key = key;
            payload = new int[(key % 13) + 3];
            for (int i = 0; i < payload.length; i++) payload[i] = key * 31 + i;
        }

        long verify() {
            long s = 0;
            for (int i = 0; i < payload.length; i++) {
                if (payload[i] != key * 31 + i) throw new IllegalStateException("corrupt entry " + key);
                s += payload[i];
            }
            return s;
        }
    }

    public static void main(String[] args) {
        Entry[] shortLived = new Entry[64];
        Entry[] mediumLived = new Entry[4096];
        Entry[] longLived = new Entry[16384];
        long sum = 0;
        int evicted = 0;
        for (int i = 0; i < 300000; i++) {
            Entry e = new Entry(i);
            int s = i & 63;
            if (shortLived[s] != null) { sum += shortLived[s].verify(); evicted++; }
            shortLived[s] = e;
            if (i % 7 == 0) {
                int m = (i / 7) & 4095;
                if (mediumLived[m] != null) { sum += mediumLived[m].verify(); evicted++; }
                mediumLived[m] = e;
            }
            if (i % 37 == 0) {
                int l = (i / 37) % longLived.length;
                Entry old = longLived[l];
                if (old != null) { sum += old.verify(); evicted++; }
                e.next = old == null ? null : old.next;
                longLived[l] = e;
            }
        }
        for (Entry e : longLived) if (e != null) sum += e.verify();
        for (Entry e : mediumLived) if (e != null) sum += e.verify();
        System.out.println("evicted " + evicted + " checksum " + sum);
    }
}

import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.HashSet;
import java.util.Set;

/* PhantomReference with a ReferenceQueue: get() is always null, the reference is enqueued
 * once its referent is unreachable (and not before), a cleanup registry driven by the queue
 * releases resources exactly once. */
public class RefPhantomQueue {
    static final class Resource {
        final int id;
        final byte[] data = new byte[256];

        Resource(int id) {
            this.id = id;
        }
    }

    static final class Cleanup extends PhantomReference<Resource> {
        final int id;

        Cleanup(Resource r, ReferenceQueue<Resource> q) {
            super(r, q);
            this.id = r.id;
        }
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Resource> q = new ReferenceQueue<>();
        Set<Cleanup> registry = new HashSet<>();
        Resource live = new Resource(-1);
        registry.add(new Cleanup(live, q));
        for (int i = 0; i < 10; i++) {
            registry.add(new Cleanup(new Resource(i), q));
        }
        boolean allNull = true;
        for (Cleanup c : registry) {
            allNull &= c.get() == null;
        }
        System.out.println("get() null for all: " + allNull + " registered " + registry.size());
        int released = 0;
        int idSum = 0;
        for (int round = 0; round < 300 && released < 10; round++) {
            System.gc();
            Reference<? extends Resource> r;
            while ((r = q.remove(5)) != null) {
                Cleanup c = (Cleanup) r;
                if (registry.remove(c)) {
                    released++;
                    idSum += c.id;
                }
            }
        }
        System.out.println("released " + released + " id sum " + idSum + " left " + registry.size());
        System.out.println("live one still registered: " + (registry.iterator().next().id == -1)
                + " poll " + q.poll());
        System.out.println("refersTo live " + registry.iterator().next().refersTo(live));
        System.out.println(live.id);
    }
}

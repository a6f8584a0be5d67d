// Reference queues: references whose referents die are enqueued after the collection;
// poll/remove return each once; explicit enqueue; phantom references.
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

public class GcRefQueues {
    static final class Key {
        final int id;

        Key(int id) {
            this.id = id;
        }
    }

    static final class Tagged extends WeakReference<Key> {
        final int tag;

        Tagged(Key k, ReferenceQueue<Key> q) {
            super(k, q);
            tag = k.id;
        }
    }

    static Key[] keys = new Key[10];

    public static void main(String[] args) throws InterruptedException {
        ReferenceQueue<Key> q = new ReferenceQueue<>();
        Tagged[] refs = new Tagged[10];
        for (int i = 0; i < 10; i++) {
            keys[i] = new Key(i);
            refs[i] = new Tagged(keys[i], q);
        }
        System.out.println("poll before: " + q.poll());
        for (int i = 0; i < 10; i += 3) keys[i] = null;
        System.gc();
        int sum = 0, n = 0;
        for (int i = 0; i < 4; i++) {
            Reference<? extends Key> r = q.remove(10000);
            if (r == null) break;
            Tagged t = (Tagged) r;
            sum += t.tag;
            n++;
            if (t.get() != null) System.out.println("enqueued but not cleared: " + t.tag);
        }
        System.out.println("dequeued " + n + " tags summing to " + sum);
        System.out.println("poll after: " + q.poll() + ", remove(1): " + q.remove(1));

        ReferenceQueue<Object> q2 = new ReferenceQueue<>();
        WeakReference<Object> w = new WeakReference<>(keys[1], q2);
        System.out.println("explicit enqueue: " + w.enqueue() + " " + w.enqueue() + " cleared " + (w.get() == null));
        System.out.println("polled it: " + (q2.poll() == w) + ", then " + q2.poll());

        PhantomReference<Object> ph = new PhantomReference<>(new Key(99), q2);
        System.out.println("phantom get: " + ph.get());
        System.gc();
        Reference<?> r = q2.remove(10000);
        System.out.println("phantom enqueued: " + (r == ph) + ", cleared " + ph.refersTo(null));
        System.out.println("survivors intact: " + keys[4].id + keys[5].id + " " + refs[4].get().id);
    }
}

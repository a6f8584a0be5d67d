// Weak references: a referent that is still strongly reachable survives collections (and is
// found at its new address); one that is only weakly reachable is cleared by System.gc().
import java.lang.ref.WeakReference;

public class GcWeakRefs {
    static final class Payload {
        final int id;
        final int[] data;

        Payload(int id) {
            this.id = id;
            data = new int[id % 50 + 1];
            data[0] = id;
        }
    }

    static WeakReference<Payload>[] refs;
    static Payload[] strong;

    @SuppressWarnings("unchecked")
    static void setUp(int n) {
        refs = new WeakReference[n];
        strong = new Payload[n];
        for (int i = 0; i < n; i++) {
            Payload p = new Payload(i);
            refs[i] = new WeakReference<>(p);
            if (i % 3 == 0) strong[i] = p;
        }
    }

    static int countLive() {
        int live = 0;
        for (WeakReference<Payload> r : refs) {
            Payload p = r.get();
            if (p != null) {
                if (p.data[0] != p.id) throw new IllegalStateException("bad payload " + p.id);
                live++;
            }
        }
        return live;
    }

    public static void main(String[] args) {
        setUp(3000);
        System.gc();
        System.out.println("after gc: " + countLive() + " of " + refs.length);
        for (int i = 0; i < strong.length; i += 2) strong[i] = null;
        System.gc();
        System.out.println("after dropping half: " + countLive());
        boolean same = true;
        for (int i = 0; i < strong.length; i++) if (strong[i] != null && !refs[i].refersTo(strong[i])) same = false;
        System.out.println("refersTo the survivors: " + same);
        WeakReference<Object> empty = new WeakReference<>(null);
        System.out.println("null referent: " + empty.get());
        refs[1].clear();
        System.out.println("cleared by hand: " + refs[1].get() + " " + refs[1].refersTo(null));
        strong = null;
        System.gc();
        System.out.println("after dropping all: " + countLive());
    }
}

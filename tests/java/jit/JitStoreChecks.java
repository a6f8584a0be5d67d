// minivm-flags: -Xjit:threshold=50
// aastore in compiled code. Stores whose array comes from a field of a final class's array type
// and whose value comes from a field of that class need no check (compiled code leaves it out);
// every other store keeps it: covariant arrays (a Sub[] in a Base[] field, a String[] in an
// Object[] field) throw ArrayStoreException, also when the value's type comes through a
// branch, a local, a call or an aaload.
public class JitStoreChecks {
    static final class Disk {
        Disk next;
        final int size;
        Disk(int size) { this.size = size; }
    }
    static class Base { }
    static class Sub extends Base { }

    Disk[] piles = new Disk[4];
    Disk[] spare = new Disk[4];
    Disk top = new Disk(7);
    Base[] bases = new Sub[4];          // covariant: only Subs may go in
    Base base = new Base();
    Sub sub = new Sub();
    Object[] objects = new String[4];   // covariant: only Strings may go in
    Integer boxed = 42;
    static Disk[] staticPiles = new Disk[4];
    static Disk staticTop = new Disk(9);

    // The unchecked forms: array and value both from fields (and an aaload of a Disk[]).
    int moveDisks(int rounds) {
        int sum = 0;
        for (int r = 0; r < rounds; r++) {
            int i = r & 3;
            piles[i] = top;
            piles[(i + 1) & 3] = top.next;            // null
            spare[i] = piles[i];                      // value from an aaload
            staticPiles[i] = staticTop;
            piles[i ^ 1] = staticPiles[i];
            Disk d = piles[i];
            sum += d.size + spare[i].size + piles[i ^ 1].size;
        }
        return sum;
    }

    // Covariant arrays: the checks stay and fail.
    int covariant(int rounds, boolean useBase) {
        int thrown = 0;
        for (int r = 0; r < rounds; r++) {
            int i = r & 3;
            try {
                bases[i] = useBase ? base : sub;      // the value's type comes through a branch
            } catch (ArrayStoreException e) {
                thrown++;
            }
            try {
                bases[i] = base;                      // Base into a Sub[]: fails
            } catch (ArrayStoreException e) {
                thrown += 10;
            }
            try {
                objects[i] = boxed;                   // Integer into a String[]: fails
            } catch (ArrayStoreException e) {
                thrown += 100;
            }
            objects[i] = "s" + i;                     // a String: fine
            bases[i] = sub;                           // a Sub: fine
        }
        return thrown;
    }

    // A Disk[] viewed as an Object[] (a local): the check stays, and a Disk passes it.
    int throughLocal(int rounds) {
        int thrown = 0;
        Object[] view = piles;
        for (int r = 0; r < rounds; r++) {
            try {
                view[r & 3] = (r % 5 == 0) ? (Object) "no" : (Object) top;
            } catch (ArrayStoreException e) {
                thrown++;
            }
        }
        return thrown;
    }

    Disk pick(int r) { return (r & 1) == 0 ? top : null; }

    int throughCall(int rounds) {
        int nulls = 0;
        for (int r = 0; r < rounds; r++) {
            piles[r & 3] = pick(r);
            if (piles[r & 3] == null) nulls++;
        }
        return nulls;
    }

    public static void main(String[] args) {
        JitStoreChecks t = new JitStoreChecks();
        t.top.next = null;
        long total = 0;
        for (int round = 0; round < 40; round++) {
            total += t.moveDisks(200);
            total += t.covariant(50, (round & 1) == 0);
            total += t.throughLocal(30);
            total += t.throughCall(30);
        }
        System.out.println("total " + total);
        System.out.println("piles " + (t.piles[0] == null ? "null" : String.valueOf(t.piles[0].size)));
        System.out.println("objects " + String.join(",", (String[]) t.objects));
        System.out.println("bases " + t.bases[0].getClass().getSimpleName());
        Object[] wrong = new Disk[1];
        try {
            wrong[0] = new Object();
            System.out.println("stored an Object in a Disk[]");
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
    }
}

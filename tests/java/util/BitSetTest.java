import java.util.*;

public class BitSetTest {
    public static void main(String[] args) {
        BitSet b = new BitSet();
        System.out.println(b + " " + b.size() + " " + b.length() + " " + b.isEmpty() + " " + b.cardinality());
        b.set(1);
        b.set(3);
        b.set(64);
        b.set(100, 105);
        System.out.println(b + " " + b.size() + " " + b.length() + " " + b.cardinality());
        System.out.println(b.get(3) + " " + b.get(4) + " " + b.get(1000) + " " + b.get(2, 70) + " " + b.get(100, 200));
        System.out.println(b.nextSetBit(0) + " " + b.nextSetBit(4) + " " + b.nextSetBit(106) + " " + b.nextClearBit(100)
                + " " + b.previousSetBit(99) + " " + b.previousClearBit(104) + " " + b.previousSetBit(0));
        b.flip(0, 5);
        System.out.println(b);
        b.clear(101, 103);
        b.clear(64);
        System.out.println(b + " " + b.length());
        BitSet c = new BitSet(200);
        System.out.println(c.size());
        for (int i = 0; i < 200; i += 3) {
            c.set(i);
        }
        BitSet and = (BitSet) b.clone();
        and.and(c);
        BitSet or = (BitSet) b.clone();
        or.or(c);
        BitSet xor = (BitSet) b.clone();
        xor.xor(c);
        BitSet andNot = (BitSet) c.clone();
        andNot.andNot(b);
        System.out.println(and + "\n" + or.cardinality() + " " + xor.cardinality() + " " + andNot.cardinality() + " "
                + b.intersects(c) + " " + and.intersects(new BitSet()));
        System.out.println(b.equals(b.clone()) + " " + b.hashCode() + " " + c.hashCode() + " " + new BitSet().hashCode());
        System.out.println(Arrays.toString(b.toLongArray()) + " " + Arrays.toString(b.toByteArray()));
        BitSet v = BitSet.valueOf(new long[] {0x5L, 0x0L, 0x1L, 0L});
        System.out.println(v + " " + v.length() + " " + v.size() + " " + BitSet.valueOf(new byte[] {1, (byte) 0x80}));
        // sieve of Eratosthenes
        int n = 120;
        BitSet composite = new BitSet(n + 1);
        for (int i = 2; i * i <= n; i++) {
            if (!composite.get(i)) {
                for (int j = i * i; j <= n; j += i) {
                    composite.set(j);
                }
            }
        }
        StringBuilder primes = new StringBuilder();
        for (int i = composite.nextClearBit(2); i <= n; i = composite.nextClearBit(i + 1)) {
            primes.append(i).append(' ');
        }
        System.out.println(primes);
        System.out.println(b.stream().sum() + " " + c.stream().count());
        BitSet grow = new BitSet(10);
        grow.set(500);
        System.out.println(grow.size() + " " + grow.length());
        grow.clear();
        System.out.println(grow + " " + grow.size() + " " + grow.isEmpty());
        String[] bad = {"set -1", "get -1", "range 5 2", "clear -3 2", "nextSetBit -1", "previousSetBit -2", "new -1"};
        for (String s : bad) {
            try {
                switch (s) {
                    case "set -1": b.set(-1); break;
                    case "get -1": b.get(-1); break;
                    case "range 5 2": b.set(5, 2); break;
                    case "clear -3 2": b.clear(-3, 2); break;
                    case "nextSetBit -1": b.nextSetBit(-1); break;
                    case "previousSetBit -2": b.previousSetBit(-2); break;
                    default: new BitSet(-1);
                }
            } catch (RuntimeException e) {
                System.out.println(s + ": " + e);
            }
        }
    }
}

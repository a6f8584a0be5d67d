package bench;

import common.Benchmark;
import common.Failure;

/**
 * The recursive list-tail function of the Takeuchi family on linked lists:
 * tail(x, y, z) = shorter(y, x) ? tail(tail(x.next, y, z), tail(y.next, z, x),
 * tail(z.next, x, y)) : z, applied to lists of 15, 10 and 6 elements; the result has 10
 * elements. The inner size is the number of evaluations per iteration.
 */
public final class List extends Benchmark {
    static final class Element {
        final int val;
        Element next;

        Element(int val) {
            this.val = val;
        }
    }

    static Element makeList(int length) {
        if (length == 0) {
            return null;
        }
        Element e = new Element(length);
        e.next = makeList(length - 1);
        return e;
    }

    static int length(Element e) {
        int n = 0;
        for (; e != null; e = e.next) {
            n++;
        }
        return n;
    }

    static boolean isShorterThan(Element x, Element y) {
        Element xt = x;
        Element yt = y;
        while (yt != null) {
            if (xt == null) {
                return true;
            }
            xt = xt.next;
            yt = yt.next;
        }
        return false;
    }

    static Element tail(Element x, Element y, Element z) {
        if (isShorterThan(y, x)) {
            return tail(tail(x.next, y, z), tail(y.next, z, x), tail(z.next, x, y));
        }
        return z;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            Element r = tail(makeList(15), makeList(10), makeList(6));
            int n = length(r);
            if (n != 10 || r.val != 10) {
                throw new Failure("result list of length " + n + " starting with " + r.val);
            }
            sum += n;
        }
        return sum;
    }

    public String verify(long result, int inner) {
        return result == 10L * inner ? null : "total length " + result + ", expected " + 10L * inner;
    }

    public static void main(String[] args) {
        Benchmark.execute("list", new List(), args);
    }
}

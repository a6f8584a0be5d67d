/** Small callees that call other small callees (static, private, final), inlined without a
 *  frame into each other, and larger callees called in loops, inlined with a frame built only
 *  when a check fails: side effects before a failure happen once, the exception comes from the
 *  innermost frame with the caller chain and lines of the interpreter, and references stay
 *  valid across collections between the calls. */
public class JitNestedInline {
    int[] v = new int[8];
    int count;
    int x, y, dx, dy;

    static int at(int[] a, int i) {
        return a[i];
    }

    static int sum2(int[] a, int i) {
        return at(a, i) + at(a, i + 1);
    }

    static int sum4(int[] a, int i) {
        return sum2(a, i) + sum2(a, i + 2);
    }

    private void incFirst(int[] a) {
        a[0]++;
    }

    /* An effect in a callee, then a check that can fail in the caller. */
    int incThenRead(int[] a, int i) {
        incFirst(a);
        return a[i];
    }

    final int twice(JitNestedInline o) {
        return o.count * 2;
    }

    /* A receiver that may be null, checked inside an inlined callee. */
    int viaOther(JitNestedInline o) {
        count++;
        return twice(o) + 1;
    }

    /* Larger than the callees inlined outside loops, with calls of Math.abs inside. */
    boolean step(int[] walls) {
        x += dx;
        y += dy;
        boolean hit = x < 0 || x > 100;
        if (hit) {
            x = Math.max(x, 0) % 101;
            dx = -dx;
        }
        if (y < 0 || y > 100) {
            y = Math.abs(y) % 101;
            dy = -dy;
            hit = true;
        }
        if (hit) {
            count++;
            walls[count & 7] += x + y;   /* fails when walls is short: after effects */
        }
        return hit;
    }

    static int bounceAll(JitNestedInline ball, int[] walls, int steps) {
        int hits = 0;
        for (int s = 0; s < steps; s++) {
            if (ball.step(walls)) hits++;
        }
        return hits;
    }

    /* Each failure: the count went up once before it. */
    static String bounceShort(JitNestedInline ball, int[] walls, int steps) {
        String last = "none";
        for (int s = 0; s < steps; s++) {
            int before = ball.count;
            try {
                ball.step(walls);
            } catch (ArrayIndexOutOfBoundsException e) {
                if (ball.count != before + 1) throw new AssertionError("count " + ball.count + " " + before);
                if (last.equals("none")) last = where(e);   /* HotSpot's C2 drops traces of hot throws */
            }
        }
        return last;
    }

    static String where(Throwable e) {
        StackTraceElement[] s = e.getStackTrace();
        StringBuilder b = new StringBuilder(e.getClass().getName());
        for (int i = 0; i < 3 && i < s.length; i++)
            b.append(i == 0 ? " at " : " <- ").append(s[i].getMethodName()).append(':').append(s[i].getLineNumber());
        return b.toString();
    }

    public static void main(String[] args) {
        JitNestedInline p = new JitNestedInline();
        int[] a = new int[8];
        for (int i = 0; i < 8; i++) a[i] = i * 3 + 1;
        long sum = 0;
        int caught = 0;
        String first = "", second = "", third = "", fourth = "";
        for (int round = 0; round < 60000; round++) {
            int i = round % 7;   /* i = 5, 6: sum4 reads past the end */
            Object keep = new int[round & 15];   /* live across the inlined calls */
            try {
                sum += sum4(a, i);
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
                if (round < 100) first = where(e);
            }
            int[] b = new int[4];
            try {
                sum += p.incThenRead(b, round % 5);   /* 4: fails after a[0]++ */
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
                if (round < 100) second = where(e);
            }
            sum += b[0];   /* 1 each round: the increment happened once */
            JitNestedInline o = (round % 11 == 10) ? null : p;
            try {
                sum += p.viaOther(o);
            } catch (NullPointerException e) {
                caught++;
                if (round < 100) third = e.getClass().getName() + " " + e.getStackTrace()[0].getMethodName();
            }
            if (((int[]) keep).length != (round & 15)) throw new AssertionError("keep");
        }
        JitNestedInline ball = new JitNestedInline();
        ball.dx = 7;
        ball.dy = -5;
        int[] walls = new int[8];
        int hits = 0;
        for (int r = 0; r < 40; r++) hits += bounceAll(ball, walls, 5000);
        fourth = bounceShort(ball, new int[2], 3000);
        long w = 0;
        for (int k = 0; k < 8; k++) w += walls[k];
        System.out.println("sum " + sum + " caught " + caught + " count " + p.count);
        System.out.println("hits " + hits + " walls " + w + " ball " + ball.x + "," + ball.y + " " + ball.count);
        System.out.println(first);
        System.out.println(second);
        System.out.println(third);
        System.out.println(fourth);
    }
}

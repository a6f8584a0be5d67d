/** Small callees with `if (...) throw new X(...)`: inlined code leaves the throwing block to the
 *  interpreter (it deoptimizes at its start), so a throw after a side effect, before one, and
 *  in a callee inlined with its own frame all give the exception, message and stack trace of
 *  the interpreter, with the side effects done exactly once. */
public class JitColdThrow {
    int[] slots = new int[4];
    int stores;
    Object last;

    int checked(int i) {
        if (i < 0) throw new IllegalArgumentException("negative index " + i);
        return slots[i & 3];
    }

    void storeThenCheck(int i, Object o) {
        stores++;
        last = o;
        if (i % 97 == 96) throw new IllegalStateException("bad " + i + " after " + stores);
        slots[i & 3] = i;
    }

    Object popOrFail(Object[] stack, int top) {
        Object o = stack[top];
        if (o == null) throw new RuntimeException("empty at " + top);
        stack[top] = null;
        return o;
    }

    /* Calls, so it is inlined with a frame; its callees are inlined into it. */
    int framedCaller(int i) {
        storeThenCheck(i, String.valueOf(i));
        return checked(i - 5);
    }

    static String trace(Throwable e) {
        StackTraceElement[] st = e.getStackTrace();
        return e.getMessage() + " at " + st[0].getMethodName() + ":" + st[0].getLineNumber() + " < "
                + st[1].getMethodName();
    }

    public static void main(String[] args) {
        JitColdThrow p = new JitColdThrow();
        long sum = 0;
        int thrown = 0;
        StringBuilder seen = new StringBuilder();
        Object[] stack = new Object[8];
        for (int round = 0; round < 30000; round++) {
            try {
                sum += p.checked(round % 50 == 49 ? -round : round);
            } catch (IllegalArgumentException e) {
                thrown++;
                if (round < 200) seen.append(trace(e)).append('\n');
            }
            try {
                p.storeThenCheck(round, stack);
            } catch (IllegalStateException e) {
                thrown++;
                if (round < 200) seen.append(trace(e)).append('\n');
            }
            stack[round & 7] = (round % 11 == 0) ? null : Integer.valueOf(round);
            try {
                sum += ((Integer) p.popOrFail(stack, (round * 3) & 7)).intValue();
            } catch (RuntimeException e) {
                thrown++;
                if (round < 100) seen.append(trace(e)).append('\n');
            }
            try {
                sum += p.framedCaller(round);
            } catch (RuntimeException e) {
                thrown++;
                if (round < 200) seen.append(trace(e)).append('\n');
            }
        }
        System.out.println(sum + " " + thrown + " " + p.stores + " " + (p.last == stack));
        System.out.print(seen);
    }
}

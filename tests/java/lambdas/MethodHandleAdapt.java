import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

// MethodHandle.invoke's conversions (boxing, unboxing, widening, casts, dropped and
// introduced results), asType, invokeWithArguments, constant/identity/insertArguments, and the
// errors they raise. Exceptions thrown by the target pass through unchanged.
public class MethodHandleAdapt {
    static int twice(int x) { return 2 * x; }
    static String str(Object o) { return "str(" + o + ")"; }
    static double avg(long a, double b) { return (a + b) / 2; }
    static void side(String s) { System.out.println("side " + s); }
    static Integer boxed(Integer i) { return i == null ? -1 : i + 1; }
    static int fail(int x) { throw new IllegalStateException("fail " + x); }
    static char upper(char c) { return Character.toUpperCase(c); }
    static boolean not(boolean b) { return !b; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle tw = l.findStatic(MethodHandleAdapt.class, "twice", MethodType.methodType(int.class, int.class));
        Object o = tw.invoke(5);                          // result boxed
        Integer i = (Integer) tw.invoke(Integer.valueOf(6)); // argument unboxed
        long widened = (long) tw.invoke((short) 7);       // short -> int, int -> long
        double dd = (double) tw.invoke((byte) 8);
        System.out.println(o + " " + i + " " + widened + " " + dd);
        System.out.println(tw.invoke((Object) 9) + " " + tw.invoke((Number) 10) + " " + tw.invoke('A'));
        tw.invoke(11);                                    // result dropped
        MethodHandle str = l.findStatic(MethodHandleAdapt.class, "str", MethodType.methodType(String.class, Object.class));
        System.out.println((String) str.invoke(42) + " " + str.invoke(3.5) + " " + (Object) str.invoke("s") + " " + str.invoke((Object) null));
        MethodHandle avg = l.findStatic(MethodHandleAdapt.class, "avg", MethodType.methodType(double.class, long.class, double.class));
        System.out.println((double) avg.invoke(3, 4) + " " + avg.invoke(Long.valueOf(10), 2.5f) + " " + avg.invokeWithArguments(7L, 8.0));
        MethodHandle side = l.findStatic(MethodHandleAdapt.class, "side", MethodType.methodType(void.class, String.class));
        Object none = side.invoke("one");
        System.out.println("void result " + none);
        side.invokeWithArguments("two");
        MethodHandle boxed = l.findStatic(MethodHandleAdapt.class, "boxed", MethodType.methodType(Integer.class, Integer.class));
        int ub = (int) boxed.invoke(4);
        System.out.println(ub + " " + boxed.invoke((Object) null));
        MethodHandle up = l.findStatic(MethodHandleAdapt.class, "upper", MethodType.methodType(char.class, char.class));
        MethodHandle not = l.findStatic(MethodHandleAdapt.class, "not", MethodType.methodType(boolean.class, boolean.class));
        System.out.println((char) up.invokeExact('q') + " " + up.invoke(Character.valueOf('r')) + " " + (int) up.invoke('s') + " " + (boolean) not.invokeExact(true) + " " + not.invoke(Boolean.FALSE));
        MethodHandle generic = tw.asType(MethodType.methodType(Object.class, Object.class));
        System.out.println(generic.type() + " " + (Object) generic.invokeExact((Object) 12));
        MethodHandle asLong = tw.asType(MethodType.methodType(long.class, byte.class));
        System.out.println((long) asLong.invokeExact((byte) 13));
        System.out.println(tw.invokeWithArguments(14) + " " + tw.invokeWithArguments(java.util.List.of(15)));
        MethodHandle k = MethodHandles.constant(String.class, "const");
        MethodHandle ki = MethodHandles.constant(int.class, 99);
        MethodHandle id = MethodHandles.identity(long.class);
        System.out.println((String) k.invokeExact() + " " + (int) ki.invokeExact() + " " + (long) id.invokeExact(123456789012L) + " " + k.type() + " " + id.type());
        MethodHandle ins = MethodHandles.insertArguments(avg, 0, 20L);
        System.out.println(ins.type() + " " + (double) ins.invokeExact(30.0));
        MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        MethodHandle hi = concat.bindTo("hi ");
        System.out.println((String) hi.invokeExact("there") + " " + hi.invoke("you") + " " + hi.invokeWithArguments("all"));
        try {
            tw.invoke("x");
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            tw.asType(MethodType.methodType(int.class, String.class));
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object x = tw.invoke((Object) 5L);
            System.out.println("not reached " + x);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object x = str.asType(MethodType.methodType(Integer.class, Object.class)).invoke("s");
            System.out.println("not reached " + x);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object x = tw.invoke((Object) null);
            System.out.println("not reached " + x);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            tw.invokeWithArguments(1, 2);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        MethodHandle fail = l.findStatic(MethodHandleAdapt.class, "fail", MethodType.methodType(int.class, int.class));
        try {
            int x = (int) fail.invokeExact(3);
            System.out.println("not reached " + x);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(st[0].getMethodName() + " <- " + st[1].getMethodName());
        }
        MethodHandle nullRecv = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        try {
            int x = (int) nullRecv.invokeExact((String) null);
            System.out.println("not reached " + x);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        MethodHandle nullHandle = null;
        try {
            nullHandle.invoke();
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        long sum = 0;
        for (int n = 0; n < 2000; n++) sum += (long) (double) avg.invoke(n, (double) n) + (int) tw.invoke(Integer.valueOf(n));
        System.out.println("sum " + sum);
    }
}

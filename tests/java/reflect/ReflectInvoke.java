import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;

/* Method.invoke and Constructor.newInstance: boxing and unboxing, widening, virtual and
 * interface dispatch, statics (with class initialization), varargs as arrays, wrapped
 * exceptions, and the argument/receiver errors with OpenJDK's messages. */
public class ReflectInvoke {
    interface Greeter {
        String greet(String who);

        default String twice(String who) {
            return greet(who) + greet(who);
        }
    }

    static class Calc implements Greeter {
        private int base;

        public Calc() {
            this(10);
        }

        public Calc(int base) {
            this.base = base;
        }

        private Calc(String bad) {
            throw new IllegalStateException("bad " + bad);
        }

        public int add(int x) {
            return base + x;
        }

        public long mix(byte b, short s, char c, int i, long l, float f, double d, boolean z) {
            return b + s + c + i + l + (long) f + (long) d + (z ? 1000 : 0);
        }

        public double half(double x) {
            return x / 2;
        }

        public float third(float x) {
            return x / 3;
        }

        public char next(char c) {
            return (char) (c + 1);
        }

        public boolean not(boolean b) {
            return !b;
        }

        public byte neg(byte b) {
            return (byte) -b;
        }

        public short dbl(short s) {
            return (short) (s * 2);
        }

        public void nothing() {
        }

        public String greet(String who) {
            return "hello " + who + ";";
        }

        public static int sum(int... xs) {
            int s = 0;
            for (int x : xs) {
                s += x;
            }
            return s;
        }

        public static String join(String sep, Object... parts) {
            StringBuilder sb = new StringBuilder();
            for (Object p : parts) {
                if (sb.length() > 0) {
                    sb.append(sep);
                }
                sb.append(p);
            }
            return sb.toString();
        }

        public String fail(String kind) throws Exception {
            if (kind.equals("checked")) {
                throw new java.io.IOException("checked failure");
            }
            if (kind.equals("error")) {
                throw new AssertionError("assertion");
            }
            throw new UnsupportedOperationException(kind);
        }

        private int secret() {
            return 7;
        }

        public String toString() {
            return "Calc(" + base + ")";
        }
    }

    static class Sub extends Calc {
        public int add(int x) {
            return -x;
        }
    }

    static class StaticInit {
        static {
            System.out.println("StaticInit <clinit>");
        }

        public static String hello() {
            return "static hello";
        }
    }

    static abstract class Abstract {
        public Abstract() {
        }
    }

    enum Level {
        LOW
    }

    static void attempt(String what, Action a) {
        try {
            Object r = a.run();
            System.out.println(what + " -> " + r + (r == null ? "" : " (" + r.getClass().getSimpleName() + ")"));
        } catch (InvocationTargetException e) {
            System.out.println(what + " -> ITE(" + e.getMessage() + ") cause " + e.getCause() + " target "
                    + e.getTargetException().getClass().getSimpleName());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    interface Action {
        Object run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Calc calc = new Calc(5);
        Method add = Calc.class.getMethod("add", int.class);
        attempt("add", () -> add.invoke(calc, 3));
        attempt("add widened from short", () -> add.invoke(calc, (short) 3));
        attempt("add widened from char", () -> add.invoke(calc, 'a'));
        attempt("add from long", () -> add.invoke(calc, 3L));
        attempt("add from String", () -> add.invoke(calc, "3"));
        attempt("add from null", () -> add.invoke(calc, (Object) null));
        attempt("add no args", () -> add.invoke(calc));
        attempt("add too many", () -> add.invoke(calc, 1, 2));
        attempt("add null receiver", () -> add.invoke(null, 1));
        attempt("add wrong receiver", () -> add.invoke("string", 1));
        attempt("add on subclass", () -> add.invoke(new Sub(), 4));
        Method mix = Calc.class.getMethod("mix", byte.class, short.class, char.class, int.class, long.class,
                float.class, double.class, boolean.class);
        attempt("mix", () -> mix.invoke(calc, (byte) 1, (short) 2, 'c', 4, 5L, 6.5f, 7.9, true));
        attempt("mix widened", () -> mix.invoke(calc, (byte) 1, (byte) 2, 'c', 'd', 5, 6, 7L, false));
        for (String name : new String[] {"half", "third", "next", "not", "neg", "dbl"}) {
            for (Method m : Calc.class.getDeclaredMethods()) {
                if (m.getName().equals(name)) {
                    Class<?> p = m.getParameterTypes()[0];
                    Object arg = p == double.class ? (Object) 5.0 : p == float.class ? (Object) 5.0f
                            : p == char.class ? (Object) 'x' : p == boolean.class ? (Object) true
                            : p == byte.class ? (Object) (byte) 5 : (Object) (short) 5;
                    attempt(name, () -> m.invoke(calc, arg));
                }
            }
        }
        attempt("half from int", () -> Calc.class.getMethod("half", double.class).invoke(calc, 3));
        attempt("third from double", () -> Calc.class.getMethod("third", float.class).invoke(calc, 3.0));
        attempt("nothing", () -> Calc.class.getMethod("nothing").invoke(calc));
        attempt("nothing null args", () -> Calc.class.getMethod("nothing").invoke(calc, (Object[]) null));
        attempt("interface method", () -> Greeter.class.getMethod("greet", String.class).invoke(calc, "iface"));
        attempt("default method", () -> Greeter.class.getMethod("twice", String.class).invoke(calc, "d"));
        attempt("toString via Object", () -> Object.class.getMethod("toString").invoke(calc));
        attempt("hashCode via Object on String", () -> Object.class.getMethod("hashCode").invoke("abc"));
        attempt("static sum", () -> Calc.class.getMethod("sum", int[].class).invoke(null, (Object) new int[] {1, 2, 3}));
        attempt("static sum ignores receiver", () -> Calc.class.getMethod("sum", int[].class).invoke("x", (Object) new int[] {4}));
        attempt("static join", () -> Calc.class.getMethod("join", String.class, Object[].class).invoke(null, "-",
                new Object[] {"a", 1, 'c'}));
        attempt("static init", () -> StaticInit.class.getMethod("hello").invoke(null));
        Method fail = Calc.class.getMethod("fail", String.class);
        attempt("checked", () -> fail.invoke(calc, "checked"));
        attempt("runtime", () -> fail.invoke(calc, "runtime"));
        attempt("error", () -> fail.invoke(calc, "error"));
        attempt("npe inside", () -> fail.invoke(calc, (Object) null));
        Method secret = Calc.class.getDeclaredMethod("secret");
        attempt("private (nestmate)", () -> secret.invoke(calc));
        attempt("String.length", () -> String.class.getMethod("length").invoke("four"));
        attempt("String.substring", () -> String.class.getMethod("substring", int.class, int.class).invoke("reflection", 2, 6));
        attempt("Integer.parseInt", () -> Integer.class.getMethod("parseInt", String.class).invoke(null, "-77"));
        attempt("Integer.parseInt bad", () -> Integer.class.getMethod("parseInt", String.class).invoke(null, "x"));
        attempt("Math.max", () -> Math.class.getMethod("max", long.class, long.class).invoke(null, 3, 9L));

        Constructor<Calc> c0 = Calc.class.getConstructor();
        Constructor<Calc> c1 = Calc.class.getConstructor(int.class);
        attempt("new Calc()", () -> c0.newInstance());
        attempt("new Calc(int)", () -> c1.newInstance(42));
        attempt("new Calc(short)", () -> c1.newInstance((short) 42));
        attempt("new Calc(String)", () -> c1.newInstance("42"));
        attempt("new Calc() extra", () -> c0.newInstance(1));
        Constructor<Calc> bad = Calc.class.getDeclaredConstructor(String.class);
        attempt("throwing constructor", () -> bad.newInstance("input"));
        attempt("abstract", () -> Abstract.class.getConstructor().newInstance());
        attempt("enum", () -> Level.class.getDeclaredConstructors()[0].newInstance("X", 0));
        attempt("StringBuilder", () -> StringBuilder.class.getConstructor(String.class).newInstance("sb"));
        attempt("ArrayList", () -> java.util.ArrayList.class.getConstructor(java.util.Collection.class)
                .newInstance(Arrays.asList(3, 1, 2)));
        attempt("Class.newInstance", () -> Calc.class.newInstance());
        try {
            Calc.class.getDeclaredConstructor(String.class);
            Object o = Thrower.class.newInstance();
            System.out.println("no throw " + o);
        } catch (Exception e) {
            System.out.println("Class.newInstance propagates " + e);
        }
        System.out.println(Arrays.toString(Calc.class.getMethod("fail", String.class).getExceptionTypes()));
    }

    static class Thrower {
        public Thrower() throws Exception {
            throw new java.io.FileNotFoundException("unwrapped");
        }
    }
}

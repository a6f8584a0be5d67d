import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/* Member lists and lookups: declared and public fields, methods and constructors (methods
 * sorted, since their order is unspecified), toString forms, Modifier, NoSuch* messages. */
public class ReflectMembers {
    interface Named {
        String PREFIX = "n:";

        String name();

        default String greet() {
            return "hi " + name();
        }

        static Named of(String s) {
            return () -> s;
        }
    }

    static class Base implements Named {
        public int baseField;
        protected long protField;
        public static final String CONST = "c";

        public String name() {
            return "base";
        }

        public Object value() {
            return 1;
        }

        protected void prot() {
        }

        public static void util() {
        }
    }

    static class Derived extends Base implements Comparable<Derived> {
        private int secret;
        public volatile double ratio;
        transient String cache;
        public int[] data;
        public String[][] grid;
        public static Derived INSTANCE;

        public Derived() {
        }

        protected Derived(int secret) {
            this.secret = secret;
        }

        private Derived(String s, int... rest) throws java.io.IOException, IllegalStateException {
        }

        @Override
        public String name() {
            return "derived";
        }

        @Override
        public Integer value() {
            return 2;
        }

        public int compareTo(Derived o) {
            return 0;
        }

        private static synchronized void helper(long a, double[] b, Object... more) {
        }

        final native void nat();

        public <T extends Comparable<T>> T generic(List<? super T> list) {
            return null;
        }
    }

    abstract static class Shape {
        abstract double area();

        public strictfp double twice() {
            return 2 * area();
        }
    }

    static List<String> sorted(Object[] members) {
        List<String> l = new ArrayList<>();
        for (Object m : members) {
            l.add(m.toString());
        }
        Collections.sort(l);
        return l;
    }

    static void print(String title, Object[] members) {
        System.out.println(title + " (" + members.length + ")");
        for (String s : sorted(members)) {
            System.out.println("  " + s);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("declared fields in order:");
        for (Field f : Derived.class.getDeclaredFields()) {
            System.out.println("  " + f + " | " + f.getName() + " " + f.getType().getSimpleName() + " "
                    + Modifier.toString(f.getModifiers()) + " " + f.getDeclaringClass().getSimpleName());
        }
        print("public fields", Derived.class.getFields());
        print("declared methods", Derived.class.getDeclaredMethods());
        List<String> publicMethods = sorted(Derived.class.getMethods());
        System.out.println("public methods (" + publicMethods.size() + ")");
        for (String s : publicMethods) {
            System.out.println("  " + s);
        }
        print("declared constructors", Derived.class.getDeclaredConstructors());
        print("public constructors", Derived.class.getConstructors());
        print("interface methods", Named.class.getMethods());
        print("interface declared", Named.class.getDeclaredMethods());
        print("interface fields", Named.class.getFields());
        print("abstract class methods", Shape.class.getDeclaredMethods());
        print("Object methods", Object.class.getMethods());
        print("int methods", int.class.getMethods());
        print("array fields", int[].class.getFields());

        Method m = Derived.class.getMethod("value");
        System.out.println("getMethod value -> " + m + " returns " + m.getReturnType().getName());
        Method gm = Derived.class.getMethod("greet");
        System.out.println("default: " + gm + " isDefault=" + gm.isDefault());
        Method helper = Derived.class.getDeclaredMethod("helper", long.class, double[].class, Object[].class);
        System.out.println(helper + " varargs=" + helper.isVarArgs() + " count=" + helper.getParameterCount()
                + " mods=" + Modifier.toString(helper.getModifiers()));
        Constructor<Derived> c = Derived.class.getDeclaredConstructor(String.class, int[].class);
        System.out.println(c + " name=" + c.getName() + " varargs=" + c.isVarArgs() + " exceptions="
                + c.getExceptionTypes().length);
        System.out.println("same: " + Derived.class.getMethod("value").equals(Derived.class.getMethod("value"))
                + " " + (Derived.class.getMethod("value").hashCode() == Derived.class.getMethod("value").hashCode())
                + " " + Derived.class.getField("ratio").equals(Derived.class.getDeclaredField("ratio")));
        int bridges = 0;
        for (Method dm : Derived.class.getDeclaredMethods()) {
            if (dm.isBridge()) {
                bridges++;
            }
        }
        System.out.println("bridges " + bridges);
        System.out.println(Derived.class.getField("baseField").getDeclaringClass().getSimpleName());
        System.out.println(Derived.class.getField("PREFIX").get(null));
        String[] lookups = {"secret", "nothing", "baseField", "CONST"};
        for (String name : lookups) {
            try {
                System.out.println("getField " + Derived.class.getField(name));
            } catch (NoSuchFieldException e) {
                System.out.println("getField " + e);
            }
            try {
                System.out.println("getDeclaredField " + Derived.class.getDeclaredField(name));
            } catch (NoSuchFieldException e) {
                System.out.println("getDeclaredField " + e);
            }
        }
        Object[][] methodLookups = {{"prot", new Class<?>[0]}, {"name", new Class<?>[0]},
            {"helper", new Class<?>[] {long.class, double[].class, Object[].class}},
            {"missing", new Class<?>[] {int.class, String.class, null}}, {"util", null}};
        for (Object[] l : methodLookups) {
            String name = (String) l[0];
            Class<?>[] types = (Class<?>[]) l[1];
            try {
                System.out.println("getMethod " + Derived.class.getMethod(name, types));
            } catch (NoSuchMethodException e) {
                System.out.println("getMethod " + e);
            }
            try {
                System.out.println("getDeclaredMethod " + Derived.class.getDeclaredMethod(name, types));
            } catch (NoSuchMethodException e) {
                System.out.println("getDeclaredMethod " + e);
            }
        }
        try {
            Derived.class.getConstructor(int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getConstructor " + e);
        }
        try {
            Named.class.getConstructor();
        } catch (NoSuchMethodException e) {
            System.out.println("interface getConstructor " + e);
        }
        for (int mod : new int[] {0, 1, 2, 4, 8, 0x10, 0x20, 0x40, 0x80, 0x100, 0x200, 0x400, 0x800, 0x609, 0xfff}) {
            System.out.println(mod + " -> '" + Modifier.toString(mod) + "' public=" + Modifier.isPublic(mod)
                    + " static=" + Modifier.isStatic(mod) + " abstract=" + Modifier.isAbstract(mod));
        }
        System.out.println(Modifier.toString(Modifier.methodModifiers()) + " / "
                + Modifier.toString(Modifier.fieldModifiers()) + " / " + Modifier.toString(Modifier.classModifiers()));
    }
}

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/* Class-level reflection: forName with and without initialization, modifiers, interfaces,
 * subtyping, enum constants, kinds of classes, class loaders. */
public class ReflectClassInfo {
    static class Lazy {
        static {
            System.out.println("Lazy initialized");
        }

        static int value = 42;
    }

    static class Eager {
        static {
            System.out.println("Eager initialized");
        }
    }

    static class Failing {
        static int x = 1 / zero();

        static int zero() {
            return 0;
        }
    }

    interface Walker {
    }

    interface Runner extends Walker {
    }

    abstract static class Animal implements Runner, Serializable {
    }

    static final class Dog extends Animal implements Comparable<Dog> {
        public int compareTo(Dog o) {
            return 0;
        }
    }

    private enum Color {
        RED, GREEN, BLUE
    }

    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            int apply(int a, int b) {
                return a * b;
            }
        };

        abstract int apply(int a, int b);
    }

    record Point(int x, int y) {
    }

    protected static class Prot {
    }

    static String names(Class<?>[] cs) {
        List<String> l = new ArrayList<>();
        for (Class<?> c : cs) {
            l.add(c.getName());
        }
        return l.toString();
    }

    public static void main(String[] args) throws Exception {
        Class<?> lazy = Class.forName("ReflectClassInfo$Lazy", false, ReflectClassInfo.class.getClassLoader());
        System.out.println("loaded " + lazy.getName());
        System.out.println("field " + lazy.getDeclaredField("value").getInt(null));
        Class<?> eager = Class.forName("ReflectClassInfo$Eager");
        System.out.println("after forName " + eager.getSimpleName());
        try {
            Class.forName("ReflectClassInfo$Failing");
        } catch (ExceptionInInitializerError e) {
            System.out.println("EIIE cause " + e.getCause());
        }
        try {
            Class.forName("ReflectClassInfo$Failing");
        } catch (NoClassDefFoundError e) {
            System.out.println("second: " + e.getClass().getName());
        }
        for (String n : new String[] {"java.lang.String", "[I", "[Ljava.lang.String;", "java.util.HashMap",
                "no.such.Thing", "int", "ReflectClassInfo$Dog"}) {
            try {
                System.out.println(n + " -> " + Class.forName(n));
            } catch (ClassNotFoundException e) {
                System.out.println(n + " -> " + e);
            }
        }

        Class<?>[] all = {Dog.class, Animal.class, Runner.class, Walker.class, Color.class, Op.class,
            Op.PLUS.getClass(), Point.class, Prot.class, int.class, int[].class, String[][].class,
            ReflectClassInfo.class, Object.class, Comparable.class, Thread.State.class};
        for (Class<?> c : all) {
            System.out.printf("%-28s mods=%-24s iface=%-5b prim=%-5b enum=%-5b record=%-5b array=%-5b%n",
                    c.getSimpleName(), java.lang.reflect.Modifier.toString(c.getModifiers()), c.isInterface(),
                    c.isPrimitive(), c.isEnum(), c.isRecord(), c.isArray());
            System.out.println("  interfaces " + names(c.getInterfaces()) + " super "
                    + (c.getSuperclass() == null ? null : c.getSuperclass().getName())
                    + " loader " + (c.getClassLoader() == null ? "bootstrap" : "app"));
        }
        System.out.println(Walker.class.isAssignableFrom(Dog.class) + " " + Dog.class.isAssignableFrom(Walker.class)
                + " " + Object.class.isAssignableFrom(int[].class) + " " + int.class.isAssignableFrom(int.class)
                + " " + long.class.isAssignableFrom(int.class) + " " + Serializable.class.isAssignableFrom(String[].class)
                + " " + Object[].class.isAssignableFrom(String[].class) + " " + Animal.class.isAssignableFrom(Dog.class));
        System.out.println(java.util.Arrays.toString(Color.class.getEnumConstants()));
        System.out.println(java.util.Arrays.toString(Op.class.getEnumConstants()));
        System.out.println(Op.PLUS.getClass().getEnumConstants() == null);
        System.out.println(Dog.class.getEnumConstants() == null);
        System.out.println(Op.PLUS.getClass().isEnum() + " " + Op.PLUS.getDeclaringClass().isEnum());
        System.out.println(ClassLoader.getSystemClassLoader() == ReflectClassInfo.class.getClassLoader());
        System.out.println(String.class.getClassLoader());
        Object o = Dog.class.getDeclaredConstructor().newInstance();
        System.out.println(o.getClass().getSimpleName() + " " + (o instanceof Runner));
        System.out.println(Dog.class.newInstance().compareTo(null));
    }
}

import java.lang.reflect.Field;

/* Field get/set for every type: boxing, widening, the typed getters and setters, statics
 * (with class initialization), finals, setAccessible, and OpenJDK's exception messages. */
public class ReflectFieldAccess {
    static class All {
        boolean z = true;
        byte b = -5;
        char c = 'q';
        short s = 300;
        int i = 70000;
        long j = 1L << 40;
        float f = 1.5f;
        double d = -2.25;
        String str = "text";
        int[] arr = {1, 2};
        Object obj;
        final int fin = 9;
        static final long SFIN = 11;
        private static int counter = 3;
    }

    static class Init {
        static {
            System.out.println("Init <clinit>");
        }

        static String label = "ready";
    }

    static class Other {
        int i;
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + " -> " + a.run());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    interface Action {
        Object run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        All a = new All();
        for (Field f : All.class.getDeclaredFields()) {
            f.setAccessible(true);
            Object v = f.get(java.lang.reflect.Modifier.isStatic(f.getModifiers()) ? null : a);
            String shown = v instanceof int[] ? java.util.Arrays.toString((int[]) v) : String.valueOf(v);
            System.out.println(f.getName() + " = " + shown + " (" + (v == null ? "null" : v.getClass().getSimpleName()) + ")");
        }
        Field fz = All.class.getDeclaredField("z");
        Field fb = All.class.getDeclaredField("b");
        Field fc = All.class.getDeclaredField("c");
        Field fs = All.class.getDeclaredField("s");
        Field fi = All.class.getDeclaredField("i");
        Field fj = All.class.getDeclaredField("j");
        Field ff = All.class.getDeclaredField("f");
        Field fd = All.class.getDeclaredField("d");
        Field fstr = All.class.getDeclaredField("str");
        Field fobj = All.class.getDeclaredField("obj");
        Field ffin = All.class.getDeclaredField("fin");
        Field fsfin = All.class.getDeclaredField("SFIN");
        Field fcounter = All.class.getDeclaredField("counter");

        System.out.println("typed getters: " + fz.getBoolean(a) + " " + fb.getByte(a) + " " + fb.getShort(a) + " "
                + fb.getInt(a) + " " + fc.getChar(a) + " " + fc.getInt(a) + " " + fs.getLong(a) + " " + fi.getFloat(a)
                + " " + fj.getDouble(a) + " " + ff.getDouble(a) + " " + fd.getDouble(a) + " " + fi.getLong(a));
        attempt("getInt(long)", () -> fj.getInt(a));
        attempt("getShort(char)", () -> fc.getShort(a));
        attempt("getChar(byte)", () -> fb.getChar(a));
        attempt("getBoolean(int)", () -> fi.getBoolean(a));
        attempt("getFloat(double)", () -> fd.getFloat(a));
        attempt("getInt(String)", () -> fstr.getInt(a));
        attempt("get(other object)", () -> fi.get(new Other()));
        attempt("get(null)", () -> fi.get(null));

        fz.setBoolean(a, false);
        fb.setByte(a, (byte) 7);
        fc.setChar(a, 'Z');
        fs.setShort(a, (short) -9);
        fi.setInt(a, 123);
        fj.setLong(a, -1L);
        ff.setFloat(a, 0.25f);
        fd.setDouble(a, 1e100);
        System.out.println(a.z + " " + a.b + " " + a.c + " " + a.s + " " + a.i + " " + a.j + " " + a.f + " " + a.d);
        fi.setShort(a, (short) 77);
        fj.setInt(a, 88);
        fd.setFloat(a, 0.5f);
        ff.setLong(a, 1L << 30);
        fi.setChar(a, 'A');
        fs.setByte(a, (byte) 3);
        System.out.println(a.i + " " + a.j + " " + a.d + " " + a.f + " " + a.s);
        fi.set(a, (byte) 5);
        fj.set(a, 'x');
        fd.set(a, 7);
        fstr.set(a, "changed");
        fobj.set(a, a.arr);
        System.out.println(a.i + " " + a.j + " " + a.d + " " + a.str + " " + (a.obj == a.arr));
        attempt("set int to Long", () -> {
            fi.set(a, 5L);
            return null;
        });
        attempt("set int to null", () -> {
            fi.set(a, null);
            return null;
        });
        attempt("set String to Integer", () -> {
            fstr.set(a, 5);
            return null;
        });
        attempt("setLong on int", () -> {
            fi.setLong(a, 5);
            return null;
        });
        attempt("setBoolean on int", () -> {
            fi.setBoolean(a, true);
            return null;
        });
        attempt("setInt on char", () -> {
            fc.setInt(a, 65);
            return null;
        });
        attempt("setDouble on float", () -> {
            ff.setDouble(a, 1.0);
            return null;
        });
        attempt("setChar on short", () -> {
            fs.setChar(a, 'c');
            return null;
        });
        attempt("set on wrong object", () -> {
            fi.set("str", 1);
            return null;
        });
        attempt("final without accessible", () -> {
            Field f = All.class.getDeclaredField("fin");
            f.set(a, 1);
            return null;
        });
        ffin.setAccessible(true);
        ffin.setInt(a, 10);
        System.out.println("final instance after set: " + ffin.getInt(a));
        fsfin.setAccessible(true);
        attempt("static final", () -> {
            fsfin.setLong(null, 1);
            return null;
        });
        attempt("static final set(Object)", () -> {
            fsfin.set(null, 1L);
            return null;
        });
        fcounter.setInt(null, 99);
        System.out.println("static counter " + fcounter.getInt(null) + " " + fcounter.get(a));

        System.out.println("before static read");
        Field label = Init.class.getDeclaredField("label");
        System.out.println("have field");
        System.out.println(label.get(null));
        label.set(null, "changed");
        System.out.println(Init.label);

        Field intField = All.class.getDeclaredField("i");
        Field other = All.class.getDeclaredField("i");
        intField.setAccessible(true);
        System.out.println("independent accessible flags: " + intField.canAccess(a) + " " + other.canAccess(a));
    }
}

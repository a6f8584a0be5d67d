// Pool entries are resolved per class: an instruction that has not run yet may use a field or
// method another instruction of the class resolved, or a member of a class already loaded.
// Under -Xjit:eager (tests/extra_jit.py, jit/resolved-entries) each method is compiled before
// its first run: `second` must not deoptimize at entries that `first` resolved, nor `third` at
// a method of a loaded class that has run; `fourth` names a class not loaded yet and `fifth` a
// method that has not run (its caller is compiled again once it can inline it): both must.
// `sixth` reads a static of a class loaded but not initialized: its code checks the class,
// leaves the first run to the interpreter (which initializes it) and stays. `seventh` and
// `eighth` use instanceof, checkcast, anewarray, new and a constructor of loaded classes.
// Table's initializer reads and writes its statics and calls its own static method while the
// class is being initialized, which this thread may do (JVMS 5.5).
public class JitResolvedEntries {
    interface Shape { int area(); }
    static final class Square implements Shape {
        final int side;
        Square(int side) { this.side = side; }
        public int area() { return side * side; }
        int twice() { return 2 * side; }
    }

    static final class Util {
        static int other(int x) { return x - 7; }
        static int warm() { return other(1); }
    }

    static final class Later {
        static int value(int x) { return x * 11; }
    }

    static final class Holder {
        static int field = init();
        static int init() {
            System.out.println("Holder initialized");
            return 40;
        }
    }

    static final class Table {
        static int base = 3;
        static final int[] T = new int[64];
        static {
            for (int i = 0; i < T.length; i++) T[i] = entry(i);
            base = T[T.length - 1];
        }
        static int entry(int i) { return i * 5 + base; }
    }

    static int counter;
    static long total;

    static int scale(int x) { return 3 * x + 1; }
    static int fresh(int x) { return x + 1000; }

    static void first(Square s, Shape sh) {
        counter += scale(s.side);       // getstatic, putstatic, getfield, invokestatic
        total += s.twice() + sh.area(); // invokevirtual (final class), invokeinterface
    }

    static void second(Square s, Shape sh) {
        for (int i = 0; i < 3; i++) {
            counter += scale(s.side);
            total += s.twice() + sh.area();
        }
    }

    static void third(int x) {
        counter += Util.other(x);
    }

    static void fourth(int x) {
        counter += Later.value(x);
    }

    static void fifth(int x) {
        counter += fresh(x);
    }

    static void sixth(int x) {
        counter += Holder.field + x;
    }

    static void seventh(Object o) {
        if (o instanceof Square) counter += ((Square) o).twice();
    }

    static void eighth(int x) {
        Shape[] a = new Shape[2];
        a[1] = new Square(x);
        counter += a.length + a[1].area();
    }

    public static void main(String[] args) {
        Class<?> loaded = Holder.class;            // loads Holder, does not initialize it
        Shape[] none = new Shape[0];               // makes the class Shape[]
        System.out.println(loaded.getSimpleName() + " " + none.length);
        Square s = new Square(5);
        first(s, s);
        second(s, new Square(4));
        counter += Util.warm();
        third(100);
        fourth(2);
        fifth(3);
        System.out.println("before sixth");
        sixth(1);
        sixth(2);
        seventh(s);
        seventh("not a square");
        eighth(7);
        counter += Table.base + Table.T[10] + Table.entry(1);
        System.out.println(counter + " " + total);
    }
}

// Pool entries are resolved per class: an instruction that has not run yet may use a field or
// method another instruction of the class resolved, or a member of a class already loaded.
// Under -Xjit:eager (tests/extra_jit.py, jit/resolved-entries) each method is compiled before
// its first run: `second` must not deoptimize at entries that `first` resolved, nor `third` at
// a method of a loaded class that has run; `fourth` names a class not loaded yet and `fifth` a
// method that has not run (its caller is compiled again once it can inline it): both must.
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

    public static void main(String[] args) {
        Square s = new Square(5);
        first(s, s);
        second(s, new Square(4));
        counter += Util.warm();
        third(100);
        fourth(2);
        fifth(3);
        System.out.println(counter + " " + total);
    }
}

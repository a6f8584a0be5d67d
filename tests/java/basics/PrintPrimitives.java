// PrintStream.print/println of every primitive type, char[], String, Object and null.
public class PrintPrimitives {
    static class Thing {
        public String toString() { return "Thing!"; }
    }

    public static void main(String[] args) {
        System.out.println(true);
        System.out.println(false);
        System.out.println('x');
        System.out.println((byte) -12);
        System.out.println((short) 31000);
        System.out.println(123456);
        System.out.println(-2147483648);
        System.out.println(9000000000L);
        System.out.println(-9223372036854775808L);
        System.out.println(1.5f);
        System.out.println(-0.0f);
        System.out.println(2.25);
        System.out.println(1e100);
        char[] cs = {'a', 'b', 'c'};
        System.out.println(cs);
        System.out.println("str");
        System.out.println(new Thing());
        Object o = null;
        System.out.println(o);
        String s = null;
        System.out.println(s);
        System.out.println();
        System.out.print(true);
        System.out.print(' ');
        System.out.print('y');
        System.out.print(' ');
        System.out.print(42);
        System.out.print(' ');
        System.out.print(42L);
        System.out.print(' ');
        System.out.print(0.5f);
        System.out.print(' ');
        System.out.print(0.25);
        System.out.print(' ');
        System.out.print(cs);
        System.out.print(' ');
        System.out.print("s");
        System.out.print(' ');
        System.out.print(new Thing());
        System.out.print(' ');
        System.out.print(o);
        System.out.println();
        System.out.print("no newline at end");
    }
}

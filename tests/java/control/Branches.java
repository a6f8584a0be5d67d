// Every conditional branch: ifeq ifne iflt ifge ifgt ifle, if_icmp*, if_acmpeq/ne,
// ifnull/ifnonnull, plus short-circuit && / || and the ternary operator.
public class Branches {
    static void b(boolean v) { System.out.print(v ? '1' : '0'); }

    static void unary(int a) {
        b(a == 0); b(a != 0); b(a < 0); b(a >= 0); b(a > 0); b(a <= 0);
        System.out.print(' ');
    }

    static void binary(int a, int c) {
        b(a == c); b(a != c); b(a < c); b(a >= c); b(a > c); b(a <= c);
        System.out.print(' ');
    }

    static void refs(Object x, Object y) {
        b(x == y); b(x != y); b(x == null); b(x != null); b(y == null); b(y != null);
        System.out.print(' ');
    }

    static int calls = 0;

    static boolean t() { calls++; return true; }

    static boolean f() { calls++; return false; }

    public static void main(String[] args) {
        int[] vals = {-2147483648, -5, -1, 0, 1, 5, 2147483647};
        for (int a : vals) unary(a);
        System.out.println();
        for (int a : vals) {
            for (int c : vals) binary(a, c);
            System.out.println();
        }
        Object o1 = new Object();
        Object o2 = new Object();
        String s = "s";
        refs(o1, o1);
        refs(o1, o2);
        refs(null, o1);
        refs(o1, null);
        refs(null, null);
        refs(s, "s");
        System.out.println();
        calls = 0;
        b(f() && t()); b(t() && t()); b(t() || f()); b(f() || f()); b(f() || t() && f());
        System.out.println();
        System.out.println(calls);
        long l1 = 5, l2 = 7;
        b(l1 < l2); b(l1 > l2); b(l1 == l2); b(l1 != l2); b(l1 <= 5); b(l1 >= 6);
        System.out.println();
        boolean flag = false;
        for (int i = 0; i < 5; i++) {
            flag = !flag;
            b(flag);
        }
        System.out.println();
        int x = 10;
        String r = x > 5 ? (x > 8 ? "big" : "medium") : "small";
        System.out.println(r);
        boolean a = true, c = false;
        b(a & c); b(a | c); b(a ^ c); b(!a); b(a ^ a);
        System.out.println();
    }
}

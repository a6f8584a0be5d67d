// Overload resolution chosen by javac (the VM just follows the descriptors): primitive
// widening, boxing, Object vs String, null arguments, char vs int, static vs instance.
public class Overloading {
    static String f(int x) { return "int"; }
    static String f(long x) { return "long"; }
    static String f(double x) { return "double"; }
    static String f(Object x) { return "Object"; }
    static String f(String x) { return "String"; }
    static String f(Integer x) { return "Integer"; }
    static String f(char x) { return "char"; }
    static String f(int[] x) { return "int[]"; }

    static String g(long x) { return "g-long"; }
    static String g(Object x) { return "g-Object"; }

    static String h(double a, int b) { return "h(double,int)"; }
    static String h(int a, double b) { return "h(int,double)"; }

    String m(Object o) { return "m-Object"; }
    String m(CharSequence cs) { return "m-CharSequence"; }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        System.out.println(f(b));
        System.out.println(f(s));
        System.out.println(f(3));
        System.out.println(f('c'));
        System.out.println(f(4L));
        System.out.println(f(5.0f));
        System.out.println(f(6.0));
        System.out.println(f("str"));
        System.out.println(f(Integer.valueOf(7)));
        System.out.println(f(Long.valueOf(8)));
        System.out.println(f(new int[0]));
        System.out.println(f((Object) "obj"));
        System.out.println(f((String) null));
        System.out.println(g(1));
        System.out.println(g(Integer.valueOf(1)));
        System.out.println(g("x"));
        System.out.println(h(1.0, 2));
        System.out.println(h(1, 2.0));
        Overloading o = new Overloading();
        System.out.println(o.m("string is a CharSequence"));
        System.out.println(o.m(new StringBuilder("sb")));
        System.out.println(o.m(new Object()));
        System.out.println(o.m(5));
    }
}

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

// java.lang.invoke from user code: lookups of every kind, invokeExact with exact call-site
// types (signature polymorphism), invoke with conversions, bound handles, MethodType.
public class MethodHandleBasics {
    static int twice(int x) { return 2 * x; }
    static long mix(int a, long b, double c, String s) { return a + b + (long) c + s.length(); }
    static void hello(String who) { System.out.println("hello " + who); }
    private static String secret(String s) { return "secret:" + s; }
    static int counter = 3;

    final String name;
    int hits;
    MethodHandleBasics(String name) { this.name = name; }
    MethodHandleBasics() { this("default"); }
    String greet(String other) { hits++; return name + " greets " + other; }
    private int priv(int x) { return x + 1000; }

    interface Shape { double area(); }
    static final class Sq implements Shape {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println(lookup.lookupClass().getName());
        MethodHandle tw = lookup.findStatic(MethodHandleBasics.class, "twice", MethodType.methodType(int.class, int.class));
        System.out.println(tw + " " + tw.type());
        int r = (int) tw.invokeExact(21);
        System.out.println(r);
        MethodHandle mix = lookup.findStatic(MethodHandleBasics.class, "mix",
                MethodType.methodType(long.class, int.class, long.class, double.class, String.class));
        long m = (long) mix.invokeExact(1, 2L, 3.9, "four");
        System.out.println(m + " " + mix.type());
        MethodHandle hello = lookup.findStatic(MethodHandleBasics.class, "hello", MethodType.methodType(void.class, String.class));
        hello.invokeExact("world");
        MethodHandle sec = lookup.findStatic(MethodHandleBasics.class, "secret", MethodType.methodType(String.class, String.class));
        System.out.println((String) sec.invokeExact("s"));
        MethodHandle greet = lookup.findVirtual(MethodHandleBasics.class, "greet", MethodType.methodType(String.class, String.class));
        MethodHandleBasics b = new MethodHandleBasics("bob");
        System.out.println((String) greet.invokeExact(b, "ann") + " " + greet.type() + " hits=" + b.hits);
        MethodHandle priv = lookup.findVirtual(MethodHandleBasics.class, "priv", MethodType.methodType(int.class, int.class));
        System.out.println((int) priv.invokeExact(b, 1));
        MethodHandle len = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) len.invokeExact("hello"));
        MethodHandle cs = lookup.findVirtual(CharSequence.class, "length", MethodType.methodType(int.class));
        System.out.println((int) cs.invokeExact((CharSequence) new StringBuilder("abc")));
        MethodHandle area = lookup.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        System.out.println((double) area.invokeExact((Shape) new Sq(3)));
        MethodHandle ctor = lookup.findConstructor(MethodHandleBasics.class, MethodType.methodType(void.class, String.class));
        MethodHandleBasics c = (MethodHandleBasics) ctor.invokeExact("carl");
        System.out.println(c.name + " " + ctor.type());
        MethodHandle ctor0 = lookup.findConstructor(MethodHandleBasics.class, MethodType.methodType(void.class));
        System.out.println(((MethodHandleBasics) ctor0.invokeExact()).name);
        MethodHandle sbNew = lookup.findConstructor(StringBuilder.class, MethodType.methodType(void.class, String.class));
        StringBuilder sb = (StringBuilder) sbNew.invokeExact("sb");
        System.out.println(sb.append("!"));
        MethodHandle getName = lookup.findGetter(MethodHandleBasics.class, "name", String.class);
        MethodHandle setHits = lookup.findSetter(MethodHandleBasics.class, "hits", int.class);
        MethodHandle getHits = lookup.findGetter(MethodHandleBasics.class, "hits", int.class);
        setHits.invokeExact(b, 41);
        System.out.println((String) getName.invokeExact(b) + " " + (int) getHits.invokeExact(b));
        MethodHandle getCounter = lookup.findStaticGetter(MethodHandleBasics.class, "counter", int.class);
        MethodHandle setCounter = lookup.findStaticSetter(MethodHandleBasics.class, "counter", int.class);
        setCounter.invokeExact(10);
        System.out.println((int) getCounter.invokeExact() + " " + counter);
        MethodHandle bound = greet.bindTo(b);
        System.out.println((String) bound.invokeExact("dan") + " " + bound.type());
        try {
            Object o = tw.invokeExact(21);
            System.out.println("not reached " + o);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            long l = (long) tw.invokeExact(21);
            System.out.println("not reached " + l);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            lookup.findStatic(MethodHandleBasics.class, "nope", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            System.out.println(e.getMessage());
        }
        try {
            lookup.findVirtual(MethodHandleBasics.class, "twice", MethodType.methodType(int.class, int.class));
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        try {
            lookup.findGetter(MethodHandleBasics.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println(e.getMessage());
        }
        try {
            lookup.findConstructor(MethodHandleBasics.class, MethodType.methodType(void.class, int.class));
        } catch (NoSuchMethodException e) {
            System.out.println(e.getMessage());
        }
        MethodType mt = MethodType.methodType(void.class, MethodHandleBasics.class, int.class, String[].class, long.class);
        System.out.println(mt + " " + mt.toMethodDescriptorString() + " " + mt.parameterCount() + " " + mt.parameterType(2).getName());
        System.out.println(mt.changeReturnType(int.class) + " " + mt.dropParameterTypes(1, 3) + " " + mt.insertParameterTypes(1, double.class) + " " + mt.appendParameterTypes(char.class));
        System.out.println(MethodType.genericMethodType(2) + " " + MethodType.methodType(int.class, long.class).wrap() + " " + MethodType.methodType(Integer.class, Character.class).unwrap() + " " + mt.erase());
        System.out.println(mt.equals(MethodType.methodType(void.class, MethodHandleBasics.class, int.class, String[].class, long.class)) + " " + mt.equals(mt.generic()) + " " + mt.hasPrimitives() + " " + MethodType.methodType(Object.class).hasPrimitives());
        try {
            MethodType.methodType(int.class, void.class);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}

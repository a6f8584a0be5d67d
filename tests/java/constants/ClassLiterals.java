// ldc of Class constants (Foo.class, arrays, nested) and Class.getName, getClass().
public class ClassLiterals {
    static class Nested {}
    class Inner {}
    interface Iface {}

    public static void main(String[] args) {
        System.out.println(ClassLiterals.class.getName());
        System.out.println(Nested.class.getName());
        System.out.println(Inner.class.getName());
        System.out.println(Iface.class.getName());
        System.out.println(String.class.getName());
        System.out.println(Object.class.getName());
        System.out.println(int[].class.getName());
        System.out.println(long[][].class.getName());
        System.out.println(String[].class.getName());
        System.out.println(Nested[][].class.getName());
        System.out.println(int.class.getName());
        System.out.println(boolean.class.getName());
        System.out.println(new Nested().getClass().getName());
        System.out.println("abc".getClass().getName());
        System.out.println(new int[0].getClass().getName());
        System.out.println(new byte[1][2].getClass().getName());
        System.out.println(new char[3].getClass().getName());
        System.out.println(new short[0].getClass().getName());
        System.out.println(new float[0].getClass().getName());
        System.out.println(new double[0].getClass().getName());
        System.out.println(new boolean[0].getClass().getName());
        System.out.println(new Object[0].getClass().getName());
        System.out.println(Integer.valueOf(3).getClass().getName());
        // Class objects are unique per class.
        System.out.println(Nested.class == new Nested().getClass());
        System.out.println(String.class == "x".getClass());
        System.out.println(int[].class == new int[5].getClass());
        Class<?> c = ClassLiterals.class;
        System.out.println(c.getName().length());
    }
}

// ArrayStoreException from aastore into a covariant array (message is the stored object's
// class name, e.g. "java.lang.Integer"); storing null and subclass instances is allowed.
public class ArrayStore {
    static class Animal {}
    static class Dog extends Animal {}
    static class Cat extends Animal {}

    public static void main(String[] args) {
        Object[] strings = new String[2];
        try {
            strings[0] = Integer.valueOf(1);
            System.out.println("stored?");
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        try {
            strings[1] = new StringBuilder("sb");
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        strings[0] = null;
        strings[1] = "ok";
        System.out.println(strings[1]);
        Animal[] dogs = new Dog[2];
        dogs[0] = new Dog();
        try {
            dogs[1] = new Cat();
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        Object[] objs = new Animal[1];
        objs[0] = new Cat();
        System.out.println(objs[0].getClass().getName());
        Object[] arrs = new int[1][];
        arrs[0] = new int[]{1};
        try {
            arrs[0] = new long[]{1};
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        Object[][] nested = new String[1][1];
        try {
            nested[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        Comparable[] comps = new String[1];
        comps[0] = "fine";
        try {
            comps[0] = Integer.valueOf(3);
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("done");
    }
}

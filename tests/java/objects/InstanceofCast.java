// instanceof and checkcast: class hierarchies, interfaces, arrays (covariance,
// primitive arrays, multi-dimensional), null (instanceof false, checkcast passes), and
// ClassCastException when the cast fails (message not printed: it contains loader text).
public class InstanceofCast {
    interface Flier {}
    static class Animal {}
    static class Bird extends Animal implements Flier {}
    static class Penguin extends Bird {}
    static class Fish extends Animal {}

    static String check(Object o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o instanceof Object ? 'O' : '-');
        sb.append(o instanceof Animal ? 'A' : '-');
        sb.append(o instanceof Bird ? 'B' : '-');
        sb.append(o instanceof Penguin ? 'P' : '-');
        sb.append(o instanceof Fish ? 'F' : '-');
        sb.append(o instanceof Flier ? 'L' : '-');
        sb.append(o instanceof Object[] ? '[' : '-');
        sb.append(o instanceof Animal[] ? 'a' : '-');
        sb.append(o instanceof Bird[] ? 'b' : '-');
        sb.append(o instanceof Flier[] ? 'l' : '-');
        sb.append(o instanceof int[] ? 'i' : '-');
        sb.append(o instanceof Object[][] ? '2' : '-');
        sb.append(o instanceof Cloneable ? 'C' : '-');
        sb.append(o instanceof java.io.Serializable ? 'S' : '-');
        sb.append(o instanceof CharSequence ? 's' : '-');
        sb.append(o instanceof Comparable ? 'c' : '-');
        sb.append(o instanceof Number ? 'n' : '-');
        return sb.toString();
    }

    static boolean tryCast(Object o, int kind) {
        try {
            switch (kind) {
                case 0: { Animal a = (Animal) o; return true; }
                case 1: { Bird b = (Bird) o; return true; }
                case 2: { Flier f = (Flier) o; return true; }
                case 3: { Animal[] a = (Animal[]) o; return true; }
                case 4: { String s = (String) o; return true; }
                case 5: { int[] i = (int[]) o; return true; }
                default: { Object[] x = (Object[]) o; return true; }
            }
        } catch (ClassCastException e) {
            return false;
        }
    }

    public static void main(String[] args) {
        Object[] things = {new Object(), new Animal(), new Bird(), new Penguin(), new Fish(),
                new Animal[1], new Bird[2], new Penguin[0], new Object[3], new int[4], new Bird[1][1],
                new int[1][1], "str", Integer.valueOf(5), new StringBuilder(), null};
        for (Object o : things) {
            System.out.print(check(o));
            System.out.print(' ');
            for (int k = 0; k < 7; k++) System.out.print(tryCast(o, k) ? '+' : '.');
            System.out.println();
        }
        Animal[] arr = new Bird[2];
        arr[0] = new Penguin();
        System.out.println(arr[0] instanceof Penguin);
        Object o = "hello";
        try {
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("caught ClassCastException");
        }
        Object n = null;
        String s = (String) n;
        System.out.println(s == null);
        System.out.println(n instanceof String);
    }
}

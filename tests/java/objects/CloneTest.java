// Object.clone: arrays of every kind (shallow copy), a Cloneable class via super.clone(),
// and CloneNotSupportedException for a class that is not Cloneable.
public class CloneTest {
    static class Pt implements Cloneable {
        int x;
        int[] data = {1, 2, 3};
        Pt(int x) { this.x = x; }
        Pt copy() {
            try {
                return (Pt) super.clone();
            } catch (CloneNotSupportedException e) {
                return null;
            }
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3};
        int[] b = a.clone();
        b[0] = 99;
        System.out.println(a[0] + " " + b[0] + " " + b.length + " " + (a != b));
        long[] la = {5L, 6L};
        long[] lb = la.clone();
        System.out.println(lb[1]);
        double[] da = {0.5};
        System.out.println(da.clone()[0]);
        char[] ca = {'x', 'y'};
        System.out.println(ca.clone());
        byte[] ba = {1, -1};
        System.out.println(ba.clone()[1]);
        boolean[] za = {true};
        System.out.println(za.clone()[0]);
        String[] sa = {"p", "q"};
        String[] sb = sa.clone();
        System.out.println(sb[1] + " " + (sa[0] == sb[0]) + " " + sb.getClass().getName());
        int[][] m = {{1, 2}, {3, 4}};
        int[][] mc = m.clone();
        mc[0][0] = 100;  // shallow: shares the rows
        System.out.println(m[0][0] + " " + (m[1] == mc[1]));
        Pt p = new Pt(7);
        Pt q = p.copy();
        q.x = 8;
        q.data[0] = 42;
        System.out.println(p.x + " " + q.x + " " + p.data[0] + " " + (p != q) + " " + q.getClass().getName());
        try {
            new NotCloneable().tryClone();
            System.out.println("no exception?");
        } catch (CloneNotSupportedException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        int[] empty = new int[0];
        System.out.println(empty.clone().length);
    }
}

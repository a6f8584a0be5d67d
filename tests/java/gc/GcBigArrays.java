// vmflags: -Xmx64m -Xmn16m
// Large arrays (allocated straight in the old generation) that hold references to young
// objects: stores land on scattered cards of one big array, which a scavenge must scan slice
// by slice. Also primitive arrays larger than a TLAB, and array copies between them.
public class GcBigArrays {
    public static void main(String[] args) {
        Object[] big = new Object[1 << 20];          // 8 MB of references
        int[] ints = new int[1 << 19];
        for (int round = 0; round < 8; round++) {
            for (int i = round; i < big.length; i += 97) big[i] = Integer.valueOf(i * 3 + round);
            for (int i = 0; i < 20000; i++) {
                byte[] junk = new byte[100 + (i % 400)];
                junk[0] = (byte) i;
            }
            double[] d = new double[200000];
            for (int i = 0; i < d.length; i += 1000) d[i] = i * 0.5;
            ints[round * 1000] = (int) d[1000];
            long s = 0;
            int n = 0;
            for (int i = round; i < big.length; i += 97) {
                s += (Integer) big[i];
                n++;
            }
            System.out.println("round " + round + ": " + n + " boxes, sum " + s);
        }
        Object[] copy = new Object[big.length];
        System.arraycopy(big, 0, copy, 0, big.length);
        big = null;
        for (int i = 0; i < 200000; i++) new StringBuilder().append(i).toString();
        long s = 0;
        int n = 0;
        for (Object o : copy) if (o != null) { s += (Integer) o; n++; }
        System.out.println("copy: " + n + " boxes, sum " + s + ", ints " + ints[7000]);
    }
}

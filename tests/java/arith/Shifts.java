// ishl/ishr/iushr/lshl/lshr/lushr with counts in and outside 0..31/0..63, negative counts
// (only the low 5/6 bits are used), and negative operands.
public class Shifts {
    public static void main(String[] args) {
        int[] ivals = {1, -1, 0x12345678, -2147483648, 2147483647, -100};
        int[] counts = {0, 1, 4, 31, 32, 33, 63, 64, -1, -31, -32, 100, -100};
        for (int v : ivals) {
            for (int c : counts) {
                System.out.print(v << c);
                System.out.print(' ');
                System.out.print(v >> c);
                System.out.print(' ');
                System.out.print(v >>> c);
                System.out.print(" | ");
            }
            System.out.println();
        }
        long[] lvals = {1L, -1L, 0x123456789ABCDEF0L, Long.MIN_VALUE, Long.MAX_VALUE, -100L};
        for (long v : lvals) {
            for (int c : counts) {
                System.out.print(v << c);
                System.out.print(' ');
                System.out.print(v >> c);
                System.out.print(' ');
                System.out.print(v >>> c);
                System.out.print(" | ");
            }
            System.out.println();
        }
        // Shift count given as a long expression (cast to int by javac) and compound shifts.
        long big = 1;
        long count = 70;
        big <<= count;
        System.out.println(big);
        int x = -1;
        x >>>= 28;
        System.out.println(x);
        byte b = -128;
        System.out.println(b >>> 4);
        System.out.println((byte) (b >>> 4));
        char ch = '\uffff';
        System.out.println(ch >> 8);
    }
}

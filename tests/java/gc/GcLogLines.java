// vmflags: -Xmx16m -Xmn4m
// Prints lines in pieces (print, then allocation, then println) while allocating enough to
// collect many times. Run with -Xlog:gc by tests/extra_gc.py: the log lines must come whole,
// between the program's lines, never inside one.
public class GcLogLines {
    public static void main(String[] args) {
        Object[] keep = new Object[64];
        long total = 0;
        for (int line = 0; line < 3000; line++) {
            System.out.print("line ");
            System.out.print(line);
            for (int i = 0; i < 40; i++) {
                int[] a = new int[64 + (i & 15) * 8];
                a[0] = i;
                keep[(line + i) & 63] = a;
                total += a.length;
            }
            System.out.print(" of pieces ");
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 20; i++) sb.append((char) ('a' + (line + i) % 26));
            System.out.println(sb);
        }
        System.out.println("allocated " + total);
    }
}

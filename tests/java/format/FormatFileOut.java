import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.util.Formatter;

// A Formatter writing to a file (by name and by File), read back line by line.
public class FormatFileOut {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(unique("/tmp/minivm-io-test-FormatFileOut"));
        dir.mkdirs();
        File f = new File(dir, "out.txt");
        Formatter fm = new Formatter(f.getPath());
        for (int i = 1; i <= 5; i++) {
            fm.format("%2d: %-6s %8.3f%n", i, "r" + i * i, Math.sqrt(i));
        }
        fm.flush();
        fm.close();
        Formatter fm2 = new Formatter(new File(dir, "two.txt"));
        fm2.format("%s|%S", "x", "y");
        fm2.close();
        BufferedReader br = new BufferedReader(new FileReader(f));
        String line;
        while ((line = br.readLine()) != null) {
            System.out.println("[" + line + "]");
        }
        br.close();
        br = new BufferedReader(new FileReader(new File(dir, "two.txt")));
        System.out.println(br.readLine());
        br.close();
        System.out.println(new File(dir, "out.txt").delete() + " " + new File(dir, "two.txt").delete()
                + " " + dir.delete());
    }
}

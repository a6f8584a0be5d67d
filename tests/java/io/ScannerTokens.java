import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

// Scanner over strings and a file: typed tokens in the US locale, delimiters, radix,
// findInLine, skip, match, long tokens and lines across its buffer size.
public class ScannerTokens {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    public static void main(String[] args) throws IOException {
        String[] toks = { "12", "+12", "-12", "1,234", "12,34", "-1,234,567", "0x1A", "1e5",
            "1.5", ".5", "5.", "-.5e-3", "NaN", "-Infinity", "\u221e", "1,234.5", "0x1.8p1",
            "\u0661\u0662\u0663", "99999999999", "true", "TRUE", "tru", "0012", "1,23,456",
            "+-1", "128", "-129", "32768" };
        for (int i = 0; i < toks.length; i++) {
            String t = toks[i];
            Scanner s = new Scanner(t);
            StringBuilder sb = new StringBuilder(t + ": int=" + s.hasNextInt() + " long="
                    + s.hasNextLong() + " dbl=" + s.hasNextDouble() + " flt=" + s.hasNextFloat()
                    + " bool=" + s.hasNextBoolean() + " short=" + s.hasNextShort() + " byte="
                    + s.hasNextByte());
            try {
                sb.append(" nextInt=" + new Scanner(t).nextInt());
            } catch (InputMismatchException e) {
                sb.append(" IME:" + e.getMessage());
            }
            try {
                sb.append(" nextDouble=" + new Scanner(t).nextDouble());
            } catch (InputMismatchException e) {
                sb.append(" IME:" + e.getMessage());
            }
            try {
                sb.append(" nextByte=" + new Scanner(t).nextByte());
            } catch (InputMismatchException e) {
                sb.append(" IME:" + e.getMessage());
            }
            System.out.println(sb);
        }
        Scanner s = new Scanner("  hello world \n line2 \n\n last");
        System.out.println("[" + s.next() + "][" + s.nextLine() + "][" + s.nextLine() + "]["
                + s.nextLine() + "][" + s.next() + "]" + s.hasNext() + s.hasNextLine());
        Scanner d = new Scanner("a, b,c ,d").useDelimiter("\\s*,\\s*");
        while (d.hasNext()) {
            System.out.print("<" + d.next() + ">");
        }
        System.out.println(" " + d.delimiter());
        Scanner lit = new Scanner("x;;y;z;").useDelimiter(";");
        while (lit.hasNext()) {
            System.out.print("<" + lit.next() + ">");
        }
        System.out.println();
        Scanner r = new Scanner("ff 11 z");
        System.out.println(r.nextInt(16) + " " + r.useRadix(2).nextInt() + " " + r.hasNextInt(36)
                + " " + r.nextInt(36) + " " + r.radix());
        Scanner f = new Scanner("abc123def 456\nnext 7");
        System.out.println(f.findInLine("\\d+") + " " + f.next() + " " + f.findInLine("x") + " "
                + f.hasNext() + " " + f.findInLine("(\\w+) (\\d)") + " [" + f.nextLine() + "] "
                + f.findInLine("(\\w+) (\\d)") + " " + f.match().group(1));
        try {
            f.findInLine("zz");
            f.match();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Scanner k = new Scanner("abc def");
        k.skip("\\w+");
        System.out.println("[" + k.next() + "]");
        try {
            k.skip("zz");
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        Scanner m = new Scanner("7 x");
        m.nextInt();
        System.out.println(m.match().group() + " " + m.match().start() + " " + m.match().end());
        System.out.println(new Scanner("").hasNext() + " " + new Scanner("").hasNextLine());
        Scanner e2 = new Scanner("\n");
        System.out.println(e2.hasNext() + " " + e2.hasNextLine() + " [" + e2.nextLine() + "] "
                + e2.hasNextLine());
        Scanner e3 = new Scanner("a\r\nb\rc\u2028d\n");
        while (e3.hasNextLine()) {
            System.out.print("{" + e3.nextLine() + "}");
        }
        System.out.println();
        System.out.println(new Scanner("x"));
        System.out.println(new Scanner("w1 w2").next("w\\d") + " "
                + new Scanner("w1 w2").hasNext("\\d+"));

        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            big.append((char) ('a' + i % 26));
        }
        File file = new File(unique("/tmp/minivm-io-test-ScannerTokens") + ".txt");
        FileWriter w = new FileWriter(file);
        w.write("first " + big + " middle\n");
        for (int i = 0; i < 500; i++) {
            w.write(i + (i % 10 == 9 ? "\n" : " "));
        }
        w.write(big.toString());
        w.close();
        Scanner fs = new Scanner(file);
        System.out.println(fs.next() + " " + fs.next().length() + " " + fs.next() + " ["
                + fs.nextLine() + "]");
        long total = 0;
        int count = 0;
        while (fs.hasNextInt()) {
            total += fs.nextInt();
            count++;
        }
        System.out.println(count + " " + total + " " + fs.nextLine().length() + " "
                + fs.hasNextLine());
        fs.close();
        System.out.println("deleted " + file.delete());
    }
}

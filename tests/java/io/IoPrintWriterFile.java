import java.io.BufferedReader;
import java.io.File;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;

// PrintWriter over a file name, a File, a Writer and an OutputStream; print/println of every
// type; checkError; PrintStream to a file.
public class IoPrintWriterFile {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    static void dump(File f) throws IOException {
        BufferedReader r = new BufferedReader(new FileReader(f));
        String s;
        while ((s = r.readLine()) != null) {
            System.out.println("  " + s);
        }
        r.close();
    }

    static void printAll(PrintWriter pw) {
        pw.print(true);
        pw.print(' ');
        pw.print(42);
        pw.print(' ');
        pw.print(-7L);
        pw.print(' ');
        pw.print(1.5f);
        pw.print(' ');
        pw.print(2.25);
        pw.print(' ');
        pw.print(new char[] { 'c', 'h' });
        pw.print(' ');
        pw.print((String) null);
        pw.print(' ');
        pw.print((Object) null);
        pw.println();
        pw.println(false);
        pw.println('z');
        pw.println(7);
        pw.println(8L);
        pw.println(0.1f);
        pw.println(1e100);
        pw.println(new char[] { 'x' });
        pw.println("str");
        pw.println(new StringBuilder("obj"));
        pw.printf("%05d|%s%n", 12, "fmt");
        pw.write("written");
        pw.write('\n');
        pw.write("abcdef", 2, 3);
        pw.write(new char[] { '1', '2', '3' }, 1, 1);
        pw.append("app").append('!').append("xyz", 0, 1);
        pw.println();
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(unique("/tmp/minivm-io-test-IoPrintWriterFile"));
        dir.mkdir();
        File a = new File(dir, "a.txt");
        PrintWriter pw = new PrintWriter(a.getPath());
        printAll(pw);
        System.out.println("checkError " + pw.checkError());
        pw.close();
        pw.println("after close");
        System.out.println("checkError after close " + pw.checkError());
        dump(a);
        PrintWriter pw2 = new PrintWriter(new FileWriter(a, true), true);
        pw2.println("appended with autoflush");
        dump(a);
        pw2.close();
        PrintWriter pw3 = new PrintWriter(new FileOutputStream(new File(dir, "b.txt")));
        pw3.print("via stream \u00e9");
        pw3.close();
        dump(new File(dir, "b.txt"));
        PrintWriter pw4 = new PrintWriter(new File(dir, "c.txt"), "UTF-8");
        pw4.println("with charset");
        pw4.close();
        dump(new File(dir, "c.txt"));
        PrintStream ps = new PrintStream(new File(dir, "d.txt"));
        ps.println("print stream line");
        ps.printf("%.3f%n", 1.0 / 7);
        ps.close();
        dump(new File(dir, "d.txt"));
        StringWriter sw = new StringWriter();
        PrintWriter spw = new PrintWriter(sw);
        printAll(spw);
        spw.flush();
        System.out.print(sw);
        String[] names = dir.list();
        java.util.Arrays.sort(names);
        for (int i = 0; i < names.length; i++) {
            System.out.println(names[i] + " " + new File(dir, names[i]).length() + " "
                    + new File(dir, names[i]).delete());
        }
        System.out.println(dir.delete());
        PrintWriter lost = new PrintWriter(System.out);
        lost.println("never flushed: HotSpot does not print this");
    }
}

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;

// printf/format on System.out, on a PrintStream over a byte array, and on PrintWriters;
// text before a failing specifier is written out first, as on HotSpot.
public class PrintfStreams {
    public static void main(String[] args) throws Exception {
        System.out.printf("%s has %d items costing %.2f%n", "cart", 3, 19.989);
        System.out.format("%-8s|%8s|%n", "left", "right");
        System.out.printf("no newline; ");
        System.out.printf("%d%%%n", 99);
        PrintStream r = System.out.printf("%s", "chained ");
        r.printf("%s%n", "again");
        try {
            System.out.printf("before %d after %d%n", 1);
        } catch (RuntimeException e) {
            System.out.println();
            System.out.println("caught " + e);
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos, true, "UTF-8");
        ps.printf("%5.1f|%x|%c%n", 2.25, 255, 0xe9);
        ps.format("%s", "\u00e9\u4e2d");
        ps.flush();
        byte[] b = bos.toByteArray();
        System.out.println(b.length + " bytes: " + bos.toString("UTF-8").trim());
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf("%08.3f", -3.14159).println();
        pw.format("%,d", 1000000).print('!');
        pw.printf("%n%b", (Object) null);
        pw.flush();
        System.out.println(sw.toString().replace("\n", "\\n"));
        PrintWriter out = new PrintWriter(System.out, true);
        out.printf("autoflush printf %d%n", 1);
        out.println("autoflush println");
        out.print("unflushed print then ");
        out.flush();
        out.printf("%s%n", "done");
        System.out.println(String.format("%-6s%6s", "ab", "cd") + "|");
        System.out.printf("%s %s %s%n", 1, 'c', 2.5f);
    }
}

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;

// Charsets by name and by StandardCharsets: String bytes, PrintStream, readers and writers.
public class IoCharsets {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(Integer.toHexString(b[i] & 0xff)).append(' ');
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        String s = "A\u00e9\u4e2d\ud83d\ude00";
        System.out.println(hex(s.getBytes(StandardCharsets.UTF_8)));
        System.out.println(hex(s.getBytes(StandardCharsets.ISO_8859_1)));
        System.out.println(hex(s.getBytes(StandardCharsets.US_ASCII)));
        System.out.println(hex(s.getBytes("UTF-8")) + " | " + hex(s.getBytes("latin1")));
        byte[] utf = s.getBytes(StandardCharsets.UTF_8);
        System.out.println(new String(utf, StandardCharsets.UTF_8).equals(s) + " "
                + new String(utf, 1, 2, StandardCharsets.UTF_8).length() + " "
                + new String(new byte[] { 'h', (byte) 0xe9 }, StandardCharsets.ISO_8859_1));
        System.out.println(StandardCharsets.UTF_8 + " " + StandardCharsets.UTF_8.name() + " "
                + Charset.forName("utf8") + " " + Charset.forName("Latin1") + " "
                + Charset.isSupported("US-ASCII") + " " + Charset.isSupported("no-such")
                + " " + Charset.defaultCharset() + " "
                + StandardCharsets.UTF_8.equals(Charset.forName("UTF-8")));
        try {
            Charset.forName("no-such-cs");
        } catch (UnsupportedCharsetException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Charset.forName("bad name!");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos, true, StandardCharsets.ISO_8859_1);
        ps.print(s);
        ps.close();
        System.out.println(hex(bos.toByteArray()));
        bos = new ByteArrayOutputStream();
        ps = new PrintStream(bos, false, "US-ASCII");
        ps.println("x\u00e9");
        ps.flush();
        System.out.println(hex(bos.toByteArray()));
        try {
            new PrintStream(new ByteArrayOutputStream(), false, "EBCDIC-XYZ");
        } catch (UnsupportedEncodingException e) {
            System.out.println("unsupported: " + e.getMessage());
        }
        bos = new ByteArrayOutputStream();
        OutputStreamWriter w = new OutputStreamWriter(bos, StandardCharsets.UTF_8);
        w.write(s);
        w.close();
        System.out.println(hex(bos.toByteArray()) + " " + bos.toString(StandardCharsets.UTF_8).equals(s));
        InputStreamReader r = new InputStreamReader(new ByteArrayInputStream(utf),
                StandardCharsets.ISO_8859_1);
        int c;
        StringBuilder sb = new StringBuilder();
        while ((c = r.read()) != -1) {
            sb.append(Integer.toHexString(c)).append(' ');
        }
        System.out.println(sb.toString().trim() + " " + r.getEncoding());
    }
}

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.CharArrayReader;
import java.io.CharArrayWriter;
import java.io.IOException;
import java.io.LineNumberReader;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;

// The in-memory readers and writers: StringReader/Writer, CharArrayReader/Writer,
// PushbackReader, LineNumberReader, BufferedReader mark/reset/skip/ready, closed streams.
public class IoReadersWriters {
    static String readAll(Reader r) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[3];
        int n;
        while ((n = r.read(buf, 0, buf.length)) != -1) {
            sb.append(buf, 0, n).append('|');
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        StringReader sr = new StringReader("abcdefgh");
        System.out.println((char) sr.read() + " skip " + sr.skip(2) + " ready " + sr.ready());
        sr.mark(100);
        System.out.println(readAll(sr));
        sr.reset();
        System.out.println((char) sr.read() + " " + sr.skip(-2) + " " + (char) sr.read());
        sr.close();
        try {
            sr.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }

        StringWriter sw = new StringWriter();
        sw.write("hello");
        sw.write(' ');
        sw.write("world!!", 0, 5);
        sw.write(new char[] { '.', '.', '.' }, 1, 2);
        sw.append("x").append('y').append(null).append("abcdef", 1, 3);
        System.out.println(sw + " " + sw.getBuffer().length());

        CharArrayWriter cw = new CharArrayWriter();
        cw.write("chars");
        cw.append('!');
        System.out.println(cw.size() + " " + cw.toString() + " " + cw.toCharArray().length);
        StringWriter target = new StringWriter();
        cw.writeTo(target);
        cw.reset();
        cw.write("z");
        System.out.println(target + " then " + cw);

        CharArrayReader cr = new CharArrayReader("0123456789".toCharArray(), 2, 5);
        System.out.println(readAll(cr));
        try {
            new CharArrayReader(new char[2], 3, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        PushbackReader pr = new PushbackReader(new StringReader("world"), 3);
        pr.unread('o');
        pr.unread("hell".toCharArray(), 1, 2);
        System.out.println(readAll(pr));
        try {
            pr.unread("abcd".toCharArray());
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            pr.mark(1);
        } catch (IOException e) {
            System.out.println(e.getMessage() + " " + pr.markSupported());
        }

        LineNumberReader ln = new LineNumberReader(new StringReader("a\nbb\r\nccc\rdddd"));
        String s;
        while ((s = ln.readLine()) != null) {
            System.out.println(ln.getLineNumber() + ": " + s);
        }
        ln = new LineNumberReader(new StringReader("x\r\ny\rz"));
        StringBuilder chars = new StringBuilder();
        int c;
        while ((c = ln.read()) != -1) {
            chars.append(c == '\n' ? "\\n" : String.valueOf((char) c)).append(ln.getLineNumber());
        }
        System.out.println(chars + " end " + ln.getLineNumber());
        ln.setLineNumber(100);
        System.out.println(ln.getLineNumber());

        BufferedReader br = new BufferedReader(new StringReader("first\r\nsecond\nthird"), 4);
        System.out.println(br.readLine() + " " + (char) br.read());
        br.mark(20);
        System.out.println(br.readLine());
        br.reset();
        System.out.println(br.readLine() + " " + br.ready() + " skip " + br.skip(2));
        System.out.println(br.readLine() + " " + br.readLine() + " " + br.ready());
        br = new BufferedReader(new StringReader("0123456789"), 2);
        br.mark(3);
        br.read(new char[5]);
        try {
            br.reset();
        } catch (IOException e) {
            System.out.println("reset: " + e.getMessage());
        }
        try {
            new BufferedReader(new StringReader("")).reset();
        } catch (IOException e) {
            System.out.println("reset: " + e.getMessage());
        }
        try {
            br.mark(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            br.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        br.close();
        br.close();
        try {
            br.readLine();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        br = new BufferedReader(new StringReader("\n\nx\r\r\n"));
        int count = 0;
        while ((s = br.readLine()) != null) {
            System.out.println(count++ + "=[" + s + "]");
        }

        StringWriter sink = new StringWriter();
        BufferedWriter bw = new BufferedWriter(sink, 4);
        bw.write("abc");
        System.out.println("before flush [" + sink + "]");
        bw.write("defgh");
        System.out.println("after overflow [" + sink + "]");
        bw.newLine();
        bw.write(65);
        bw.flush();
        System.out.println("flushed [" + sink.toString().replace("\n", "\\n") + "]");
        bw.close();
        try {
            bw.write("x");
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        Writer nw = Writer.nullWriter();
        nw.write("ignored");
        Reader nr = Reader.nullReader();
        System.out.println(nr.read() + " " + nr.ready());
        StringWriter tw = new StringWriter();
        System.out.println(new StringReader("transfer me").transferTo(tw) + " " + tw);
        try {
            new StringReader("abc").read(new char[2], 1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }
}

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PushbackInputStream;
import java.io.SequenceInputStream;
import java.io.UnsupportedEncodingException;

// Byte-array streams, buffered streams with mark/reset, pushback, sequences, and text
// encoding/decoding through InputStreamReader/OutputStreamWriter (UTF-8 with malformed input,
// ISO-8859-1, US-ASCII).
public class IoByteStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(Integer.toHexString(b[i] & 0xff)).append(' ');
        }
        return sb.toString().trim();
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        }
        return sb.toString().trim();
    }

    static String decode(byte[] b, String cs) throws IOException {
        InputStreamReader r = new InputStreamReader(new ByteArrayInputStream(b), cs);
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = r.read()) != -1) {
            sb.append((char) c);
        }
        return sb.toString();
    }

    static byte[] encode(String s, String cs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        OutputStreamWriter w = new OutputStreamWriter(bos, cs);
        w.write(s);
        w.close();
        return bos.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream(2);
        for (int i = 0; i < 10; i++) {
            bos.write('a' + i);
        }
        bos.write(new byte[] { 'X', 'Y', 'Z' }, 1, 2);
        bos.writeBytes(new byte[] { '!' });
        System.out.println(bos.size() + " " + bos + " " + bos.toByteArray().length);
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        bos.writeTo(copy);
        bos.reset();
        System.out.println(copy + " " + bos.size());

        ByteArrayInputStream bis = new ByteArrayInputStream("0123456789".getBytes(), 1, 6);
        System.out.println(bis.available() + " " + (char) bis.read() + " skip " + bis.skip(2));
        bis.mark(0);
        byte[] buf = new byte[10];
        System.out.println(bis.read(buf, 0, 10) + " " + new String(buf, 0, 3) + " " + bis.read());
        bis.reset();
        System.out.println(new String(bis.readAllBytes()));
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        System.out.println(new ByteArrayInputStream("xfer".getBytes()).transferTo(sink) + " " + sink);

        BufferedInputStream bin = new BufferedInputStream(new ByteArrayInputStream(
                "buffered input".getBytes()), 4);
        System.out.println((char) bin.read() + " " + bin.markSupported());
        bin.mark(100);
        System.out.println(new String(bin.readNBytes(7)));
        bin.reset();
        System.out.println(new String(bin.readNBytes(3)) + " avail " + bin.available());
        bin.close();
        try {
            bin.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        bin = new BufferedInputStream(new ByteArrayInputStream(new byte[20]), 2);
        try {
            bin.reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        ByteArrayOutputStream target = new ByteArrayOutputStream();
        BufferedOutputStream bout = new BufferedOutputStream(target, 4);
        bout.write('a');
        bout.write('b');
        System.out.println("buffered [" + target + "]");
        bout.write("cdefgh".getBytes());
        System.out.println("after big write [" + target + "]");
        bout.write('i');
        bout.flush();
        System.out.println("flushed [" + target + "]");

        PushbackInputStream pin = new PushbackInputStream(new ByteArrayInputStream("abc".getBytes()), 2);
        int first = pin.read();
        pin.unread(first);
        pin.unread('z');
        System.out.println((char) pin.read() + "" + (char) pin.read() + (char) pin.read() + " " + pin.available());
        try {
            pin.unread(new byte[3]);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        InputStream seq = new SequenceInputStream(new ByteArrayInputStream("one-".getBytes()),
                new ByteArrayInputStream("two".getBytes()));
        System.out.println(new String(seq.readAllBytes()));

        System.out.println(codes(decode(new byte[] { 'a', (byte) 0xc3, (byte) 0xa9, 'b' }, "UTF-8")));
        System.out.println(codes(decode(new byte[] { (byte) 0xe4, (byte) 0xb8, (byte) 0xad,
            (byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80 }, "UTF-8")));
        System.out.println(codes(decode(new byte[] { (byte) 0xff, 'a', (byte) 0xc3, 'b',
            (byte) 0xe4, (byte) 0xb8, 'c', (byte) 0x80, (byte) 0xed, (byte) 0xa0, (byte) 0x80,
            (byte) 0xf0, (byte) 0x9f }, "UTF-8")));
        System.out.println(codes(decode(new byte[] { (byte) 0xc0, (byte) 0xaf, (byte) 0xe0,
            (byte) 0x80, (byte) 0xaf, (byte) 0xf4, (byte) 0x90, (byte) 0x80, (byte) 0x80 }, "UTF-8")));
        System.out.println(codes(decode(new byte[] { (byte) 0xed, (byte) 0xa0, 'A', (byte) 0xe0,
            (byte) 0x80, 'B', (byte) 0xf4, (byte) 0x90, (byte) 0x80, (byte) 0x80, (byte) 0xf0,
            (byte) 0x90, 'C', (byte) 0xc1, (byte) 0xbf, (byte) 0xf5, (byte) 0xed, (byte) 0x9f,
            (byte) 0xbf, (byte) 0xed, (byte) 0xbf }, "UTF-8")));
        System.out.println(codes(decode(new byte[] { 'a', (byte) 0xe9, (byte) 0xff }, "ISO-8859-1")));
        System.out.println(codes(decode(new byte[] { 'a', (byte) 0xe9, (byte) 0x7f }, "US-ASCII")));
        System.out.println(hex(encode("a\u00e9\u4e2d\ud83d\ude00", "UTF-8")));
        System.out.println(hex(encode("x\ud83dy\ude00z\ud800", "UTF-8")));
        System.out.println(hex(encode("a\u00e9\u4e2d\ud83d\ude00", "ISO-8859-1")));
        System.out.println(hex(encode("a\u00e9\u4e2d", "US-ASCII")));
        System.out.println(new InputStreamReader(new ByteArrayInputStream(new byte[0])).getEncoding()
                + " " + new OutputStreamWriter(new ByteArrayOutputStream(), "latin1").getEncoding()
                + " " + new OutputStreamWriter(new ByteArrayOutputStream(), "ascii").getEncoding());
        try {
            new InputStreamReader(new ByteArrayInputStream(new byte[0]), "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println("unsupported " + e.getMessage());
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            big.append((char) ('a' + i % 26)).append('\u00e9');
        }
        byte[] enc = encode(big.toString(), "UTF-8");
        String dec = decode(enc, "UTF-8");
        System.out.println(enc.length + " " + dec.length() + " " + dec.equals(big.toString()));
        InputStream nul = InputStream.nullInputStream();
        System.out.println(nul.read() + " " + nul.available());
    }
}

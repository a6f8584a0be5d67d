import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Byte and character streams on edge cases: data round trips, pushback, mark/reset, EOF, files,
 *  RandomAccessFile, and the messages of the standard IOException subclasses. */
public class IoStreamsHard {
    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bos);
        out.writeBoolean(true); out.writeByte(-3); out.writeShort(-30000); out.writeChar('\u20ac'); out.writeInt(Integer.MIN_VALUE);
        out.writeLong(-1234567890123L); out.writeFloat(1.5f); out.writeDouble(-0.0); out.writeUTF("h\u00e9\u4e2d\u0000!"); out.writeBytes("AB\u0142");
        out.writeChars("xy");
        out.flush();
        System.out.println(out.size() + " " + Arrays.toString(bos.toByteArray()));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println(in.readBoolean() + " " + in.readByte() + " " + in.readShort() + " " + (int) in.readChar() + " " + in.readInt() + " "
            + in.readLong() + " " + in.readFloat() + " " + in.readDouble() + " " + in.readUTF() + " " + in.readUnsignedByte() + " "
            + in.readUnsignedByte() + " " + in.readByte() + " " + in.readChar() + in.readChar() + " " + in.available());
        try { in.readInt(); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
        try { new DataInputStream(new ByteArrayInputStream(new byte[] {0, 5, 'a'})).readUTF(); } catch (EOFException e) { System.out.println("EOF utf " + e.getMessage()); }
        try { new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, (byte) 0xc0, 'a'})).readUTF(); } catch (UTFDataFormatException e) { System.out.println(e.getMessage()); }
        try { new DataInputStream(new ByteArrayInputStream(new byte[3])).readFully(new byte[4]); } catch (EOFException e) { System.out.println("EOF fully " + e.getMessage()); }
        DataInputStream lines = new DataInputStream(new ByteArrayInputStream("one\r\ntwo\rthree\nfour".getBytes()));
        String l;
        while ((l = lines.readLine()) != null) System.out.print("[" + l + "]");
        System.out.println();

        ByteArrayInputStream bin = new ByteArrayInputStream("0123456789".getBytes());
        System.out.println(bin.read() + " " + bin.skip(3) + " " + bin.markSupported() + " " + bin.available());
        bin.mark(0);
        byte[] buf = new byte[4];
        System.out.println(bin.read(buf, 1, 3) + " " + Arrays.toString(buf) + " " + bin.read(buf, 0, 0));
        bin.reset();
        System.out.println(new String(bin.readAllBytes()) + " " + bin.read() + " " + bin.read(buf) + " " + bin.skip(5));
        try { bin.read(buf, 2, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
        ByteArrayOutputStream b2 = new ByteArrayOutputStream(2);
        b2.write("h\u00e9llo".getBytes(StandardCharsets.UTF_8));
        b2.write(65);
        System.out.println(b2.size() + " " + b2 + " " + b2.toString(StandardCharsets.ISO_8859_1) + " " + b2.toString("UTF-8"));
        b2.reset(); b2.write(new byte[] {1, 2, 3}, 1, 2);
        System.out.println(Arrays.toString(b2.toByteArray()));

        BufferedInputStream bis = new BufferedInputStream(new ByteArrayInputStream("abcdefghij".getBytes()), 4);
        bis.mark(3);
        System.out.println((char) bis.read() + "" + (char) bis.read() + " " + bis.available());
        bis.reset();
        System.out.println((char) bis.read() + " " + bis.skip(6) + " " + (char) bis.read() + " " + bis.read() + " " + bis.read());
        BufferedInputStream bis2 = new BufferedInputStream(new ByteArrayInputStream("abcdefghij".getBytes()), 2);
        bis2.mark(1);
        bis2.read(); bis2.read(); bis2.read(); bis2.read();
        try { bis2.reset(); System.out.println("reset ok"); } catch (IOException e) { System.out.println(e.getMessage()); }
        bis2.close();
        try { bis2.read(); } catch (IOException e) { System.out.println(e.getMessage()); }

        PushbackReader pr = new PushbackReader(new StringReader("xyz"), 2);
        int c1 = pr.read();
        pr.unread(c1); pr.unread('q');
        try { pr.unread('w'); } catch (IOException e) { System.out.println(e.getMessage()); }
        char[] cb = new char[5];
        System.out.println(pr.read(cb) + " " + new String(cb, 0, 4) + " " + pr.ready() + " " + pr.markSupported());
        try { pr.mark(1); } catch (IOException e) { System.out.println(e.getMessage()); }
        PushbackInputStream pis = new PushbackInputStream(new ByteArrayInputStream(new byte[] {1, 2}));
        pis.unread(9);
        try { pis.unread(8); } catch (IOException e) { System.out.println(e.getMessage()); }
        System.out.println(pis.read() + " " + pis.read() + " " + pis.available());

        StringReader sr = new StringReader("Hello, reader!");
        System.out.println(sr.skip(7) + " " + (char) sr.read() + " " + sr.ready() + " " + sr.markSupported());
        sr.mark(100);
        char[] c5 = new char[5];
        sr.read(c5);
        sr.reset();
        System.out.println(new String(c5) + " " + sr.skip(-3) + " " + (char) sr.read() + " " + sr.skip(100) + " " + sr.read());
        sr.close();
        try { sr.read(); } catch (IOException e) { System.out.println(e.getMessage()); }
        StringWriter sw = new StringWriter();
        sw.write("abc"); sw.write("defgh", 1, 2); sw.append('x').append("yz", 0, 1).append(null);
        System.out.println(sw + " " + sw.getBuffer().length());
        BufferedReader br = new BufferedReader(new StringReader("l1\nl2\r\nl3\rl4"), 3);
        br.mark(10);
        System.out.println(br.readLine() + " " + br.readLine());
        br.reset();
        System.out.println(br.readLine() + " " + br.lines().count());
        BufferedReader br2 = new BufferedReader(new StringReader("abcdefgh"), 2);
        br2.mark(1); br2.read(); br2.read(); br2.read();
        try { br2.reset(); } catch (IOException e) { System.out.println(e.getMessage()); }
        try { new BufferedReader(new StringReader("x")).mark(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new BufferedReader(new StringReader("x"), 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\r\nc"));
        while (lnr.readLine() != null) System.out.print(lnr.getLineNumber() + " ");
        System.out.println();

        StringWriter pw0 = new StringWriter();
        PrintWriter pw = new PrintWriter(pw0);
        pw.printf("%5.2f|%-4s|%05d%n", 3.14159, "ab", 42); pw.print(1L); pw.print('c'); pw.print(2.5f); pw.print((Object) null); pw.println(new char[] {'h', 'i'});
        pw.format("%s", "end").println();
        pw.write("xyz", 1, 1);
        pw.flush();
        System.out.print(pw0.toString().replace(System.lineSeparator(), "<NL>\n"));
        System.out.println(pw.checkError());
        pw.close();
        pw.print("after close");
        System.out.println(pw.checkError() + " " + pw0);

        File dir = File.createTempFile("minivm-iohard", ".d"); // a unique name, never printed
        dir.delete();
        dir.mkdirs();
        File f = new File(dir, "data.bin");
        try (FileOutputStream fos = new FileOutputStream(f)) {
            fos.write(new byte[] {10, 20, 30});
            fos.write(40);
        }
        try (FileOutputStream fos = new FileOutputStream(f, true)) {
            fos.write("tail".getBytes());
        }
        try (FileInputStream fis = new FileInputStream(f)) {
            System.out.println(fis.available() + " " + fis.read() + " " + fis.skip(2) + " " + Arrays.toString(fis.readNBytes(3)) + " " + new String(fis.readAllBytes()) + " " + fis.read());
        }
        System.out.println(f.length() + " " + f.exists() + " " + f.isFile() + " " + f.getName());
        try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
            System.out.println(raf.length() + " " + raf.getFilePointer() + " " + raf.read());
            raf.seek(raf.length());
            raf.writeInt(0x01020304); raf.writeUTF("raf"); raf.writeDouble(2.75);
            raf.seek(8);
            System.out.println(raf.readInt() + " " + raf.readUTF() + " " + raf.readDouble() + " " + raf.getFilePointer() + " " + raf.length());
            raf.seek(1);
            raf.write(99);
            raf.setLength(5);
            raf.seek(0);
            byte[] all = new byte[10];
            System.out.println(raf.read(all) + " " + Arrays.toString(all) + " " + raf.read());
            try { raf.readFully(new byte[2]); } catch (EOFException e) { System.out.println("EOF raf " + e.getMessage()); }
            try { raf.seek(-1); } catch (IOException e) { System.out.println(e.getMessage()); }
        }
        try { new RandomAccessFile(f, "x"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        File missing = new File(dir, "missing.txt");
        try { new FileInputStream(missing); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(dir.getPath(), "DIR")); }
        try { new FileReader(missing); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(dir.getPath(), "DIR")); }
        try { new RandomAccessFile(missing, "r"); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(dir.getPath(), "DIR")); }
        try { new FileOutputStream(dir); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(dir.getPath(), "DIR")); }
        try { new FileOutputStream(new File(missing, "sub")); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(dir.getPath(), "DIR")); }
        try (FileWriter fw = new FileWriter(new File(dir, "t.txt")); BufferedWriter bw = new BufferedWriter(fw)) {
            bw.write("line1"); bw.newLine(); bw.write("l\u00e9ne2");
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(new File(dir, "t.txt")), StandardCharsets.UTF_8))) {
            System.out.println(r.readLine() + " " + r.readLine() + " " + r.readLine());
        }
        System.out.println(new File(dir, "t.txt").delete() + " " + f.delete() + " " + dir.delete() + " " + dir.exists());

        IOException[] exs = {new IOException("io"), new EOFException(), new FileNotFoundException("fnf"), new UTFDataFormatException("utf"),
            new UnsupportedEncodingException("enc"), new InterruptedIOException("iio"), new CharConversionException("cc"),
            new SyncFailedException("sync"), new IOException("wrap", new RuntimeException("cause")), new IOException(new IllegalStateException("inner"))};
        for (IOException e : exs) System.out.println(e + " | " + e.getMessage() + " | " + e.getCause() + " | " + (e.getCause() == null ? "" : e.getCause().getMessage()));
        UncheckedIOException u = new UncheckedIOException("unchecked", new IOException("base"));
        System.out.println(u + " " + u.getCause());
        try { "x".getBytes("NO-SUCH-CHARSET"); } catch (UnsupportedEncodingException e) { System.out.println(e); }
    }
}

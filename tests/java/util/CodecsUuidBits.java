import java.nio.charset.StandardCharsets;
import java.util.*;

/** Base64 (basic, URL, MIME, padding, errors), HexFormat, UUID and BitSet. */
public class CodecsUuidBits {
    static String show(byte[] b) {
        return Arrays.toString(b);
    }

    public static void main(String[] args) {
        Random r = new Random(4);
        for (int n = 0; n < 40; n++) {
            byte[] data = new byte[n * 3 % 61];
            r.nextBytes(data);
            String basic = Base64.getEncoder().encodeToString(data);
            String url = Base64.getUrlEncoder().withoutPadding().encodeToString(data);
            String mime = Base64.getMimeEncoder().encodeToString(data);
            String mime2 = Base64.getMimeEncoder(16, "*\n".getBytes()).encodeToString(data);
            boolean ok = Arrays.equals(Base64.getDecoder().decode(basic), data) && Arrays.equals(Base64.getUrlDecoder().decode(url), data)
                && Arrays.equals(Base64.getMimeDecoder().decode(mime), data);
            System.out.println(basic + " " + url + " " + mime.replace("\r\n", "/") + " " + mime2.replace("\n", "/") + " " + ok);
        }
        byte[] big = new byte[100];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 37);
        System.out.println(Base64.getMimeEncoder().encodeToString(big).replace("\r\n", "<CRLF>"));
        System.out.println(show(Base64.getMimeDecoder().decode("QUJD\r\nREVG!!@@R0g=")));
        String[] bad = {"QUJ", "QUJDRA", "QU=D", "QUJD====", "QU JD", "Q!JD", "QUJDR===", "-_-_"};
        for (String s : bad) {
            try {
                System.out.println(s + " -> " + show(Base64.getDecoder().decode(s)));
            } catch (IllegalArgumentException e) {
                System.out.println(s + " -> " + e.getMessage());
            }
        }
        try { Base64.getUrlDecoder().decode("+/+/"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Base64.getMimeEncoder(10, "A".getBytes()); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(new String(Base64.getDecoder().decode("aGVsbG8gd29ybGQ="), StandardCharsets.UTF_8) + " "
            + Base64.getEncoder().encodeToString("\u00e9\u4e2d".getBytes(StandardCharsets.UTF_8)));

        HexFormat hf = HexFormat.of();
        byte[] hb = {0, 1, 127, -128, -1, 16};
        System.out.println(hf.formatHex(hb) + " " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(hb) + " "
            + HexFormat.ofDelimiter(", ").withPrefix("0x").withSuffix("!").formatHex(hb) + " " + show(hf.parseHex("00ff10Ab")));
        System.out.println(hf.toHexDigits((byte) 10) + " " + hf.toHexDigits((short) 1000) + " " + hf.toHexDigits(-2) + " " + hf.toHexDigits(1L << 40)
            + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigitsToLong("ffffffffff") + " " + HexFormat.isHexDigit('g')
            + " " + HexFormat.fromHexDigit('C') + " " + hf.withUpperCase().toHexDigits('\u00ff') + " " + hf + " " + HexFormat.ofDelimiter("-").withUpperCase());
        try { hf.parseHex("abc"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { hf.parseHex("zz"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { HexFormat.fromHexDigit('x'); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }

        String[] names = {"", "hello", "minivm", "\u00e9t\u00e9", "The quick brown fox jumps over the lazy dog"};
        for (String s : names) {
            UUID u = UUID.nameUUIDFromBytes(s.getBytes(StandardCharsets.UTF_8));
            System.out.println(u + " v" + u.version() + " var" + u.variant() + " " + u.hashCode() + " " + Long.toHexString(u.getMostSignificantBits()));
        }
        UUID a = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        UUID b = new UUID(-1L, 1L);
        System.out.println(a + " " + b + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(UUID.fromString(a.toString().toUpperCase()))
            + " " + UUID.fromString("1-2-3-4-5") + " " + a.timestamp() + " " + a.clockSequence() + " " + a.node());
        try { UUID.fromString("not-a-uuid"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { UUID.fromString("1-2-3-4-5-6"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { UUID.nameUUIDFromBytes(new byte[0]).timestamp(); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }

        BitSet bs = new BitSet();
        for (int i = 0; i < 200; i += 7) bs.set(i);
        BitSet other = new BitSet(64);
        other.set(10, 150);
        other.clear(40, 60);
        BitSet and = (BitSet) bs.clone(); and.and(other);
        BitSet or = (BitSet) bs.clone(); or.or(other);
        BitSet xor = (BitSet) bs.clone(); xor.xor(other);
        BitSet andNot = (BitSet) bs.clone(); andNot.andNot(other);
        System.out.println(bs + " " + bs.cardinality() + " " + bs.length() + " " + bs.size());
        System.out.println(and + "\n" + or.cardinality() + " " + xor.cardinality() + " " + andNot + " " + bs.intersects(other));
        System.out.println(bs.nextSetBit(50) + " " + bs.nextClearBit(49) + " " + bs.previousSetBit(50) + " " + bs.previousClearBit(49)
            + " " + bs.nextSetBit(500) + " " + bs.get(20, 60) + " " + Arrays.toString(bs.toLongArray()) + " " + show(or.toByteArray()));
        System.out.println(BitSet.valueOf(new long[] {5L, -1L}) + " " + BitSet.valueOf(new byte[] {1, 2, (byte) 0x80}) + " " + bs.hashCode()
            + " " + bs.equals(BitSet.valueOf(bs.toLongArray())) + " " + bs.stream().limit(5).sum());
        other.flip(0, 20); other.set(300, false); other.set(5, true);
        System.out.println(other + " " + other.length() + " " + other.isEmpty() + " " + new BitSet().length());
        try { bs.set(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { bs.set(5, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new BitSet(-1); } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
    }
}

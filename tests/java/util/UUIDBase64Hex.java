import java.util.*;

public class UUIDBase64Hex {
    static byte[] ascii(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        return b;
    }

    static String str(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append((char) (x & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        UUID u = new UUID(0x123456789abcdef0L, 0xfedcba9876543210L);
        System.out.println(u + " " + u.version() + " " + u.variant() + " " + u.hashCode());
        for (String name : new String[] {"", "a", "hello", "minivm", "The quick brown fox jumps over the lazy dog",
            "0123456789012345678901234567890123456789012345678901234567890123456789"}) {
            UUID n = UUID.nameUUIDFromBytes(ascii(name));
            System.out.println(n + " v" + n.version() + " var" + n.variant());
        }
        UUID p = UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6");
        System.out.println(p + " " + p.version() + " " + p.timestamp() + " " + p.clockSequence() + " " + p.node());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + UUID.fromString("ABCDEF01-2345-6789-ABCD-EF0123456789"));
        System.out.println(p.equals(UUID.fromString(p.toString())) + " " + p.compareTo(u) + " " + u.compareTo(p) + " "
                + new UUID(-1, 0).compareTo(new UUID(1, 0)));
        try {
            UUID.fromString("not-a-uuid");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            u.timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        UUID r = UUID.randomUUID();
        System.out.println(r.version() + " " + r.variant() + " " + r.toString().length());
        Base64.Encoder enc = Base64.getEncoder();
        Base64.Decoder dec = Base64.getDecoder();
        for (String s : new String[] {"", "f", "fo", "foo", "foob", "fooba", "foobar", "Many hands make light work."}) {
            String e = enc.encodeToString(ascii(s));
            System.out.println("[" + s + "] -> " + e + " -> " + str(dec.decode(e)) + " | "
                    + Base64.getEncoder().withoutPadding().encodeToString(ascii(s)));
        }
        byte[] bin = new byte[64];
        for (int i = 0; i < bin.length; i++) {
            bin[i] = (byte) (i * 37 + 11);
        }
        String url = Base64.getUrlEncoder().encodeToString(bin);
        String std = enc.encodeToString(bin);
        System.out.println(std + "\n" + url);
        System.out.println(Arrays.equals(bin, Base64.getUrlDecoder().decode(url)));
        byte[] longer = new byte[100];
        for (int i = 0; i < longer.length; i++) {
            longer[i] = (byte) i;
        }
        String mime = Base64.getMimeEncoder().encodeToString(longer);
        System.out.println(mime.replace("\r\n", "<CRLF>"));
        System.out.println(Arrays.equals(longer, Base64.getMimeDecoder().decode(mime)) + " "
                + Base64.getMimeEncoder(10, new byte[] {'\n'}).encodeToString(ascii("abcdefghijklmnop")).replace("\n", "|"));
        System.out.println(str(Base64.getMimeDecoder().decode("Zm9v\r\nYmFy!!")));
        String[] bad = {"Zm9v!", "Zm9vY", "Zm=v", "Zg==Zg==", "Zg="};
        for (String b : bad) {
            try {
                System.out.println(str(dec.decode(b)));
            } catch (IllegalArgumentException e) {
                System.out.println(b + ": " + e.getMessage());
            }
        }
        byte[] dst = new byte[10];
        int n = enc.encode(ascii("abc"), dst);
        System.out.println(n + " " + str(Arrays.copyOf(dst, n)));
        HexFormat hex = HexFormat.of();
        byte[] data = {0, 1, 15, 16, 127, -128, -1};
        System.out.println(hex.formatHex(data) + " " + hex.withUpperCase().formatHex(data) + " "
                + HexFormat.ofDelimiter(":").formatHex(data) + " " + HexFormat.ofDelimiter(", ").withPrefix("0x").formatHex(data, 1, 4));
        System.out.println(Arrays.toString(hex.parseHex("00010f107f80ff")) + " "
                + Arrays.toString(HexFormat.ofDelimiter(":").parseHex("ca:fe:BA:be")));
        System.out.println(hex.toHexDigits((byte) 10) + " " + hex.toHexDigits(0xCAFE) + " " + hex.toHexDigits(255L) + " "
                + hex.toHexDigits((short) -2) + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('b') + " "
                + HexFormat.fromHexDigits("7fff") + " " + HexFormat.fromHexDigitsToLong("ffffffffff") + " " + hex);
        try {
            hex.parseHex("abc");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            HexFormat.fromHexDigit('z');
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
    }
}

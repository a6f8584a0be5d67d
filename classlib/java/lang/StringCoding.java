package java.lang;

import java.io.UnsupportedEncodingException;

/**
 * Byte <-> char conversion for String: UTF-8, ISO-8859-1 and US-ASCII, with the same
 * replacement behaviour as the JDK (U+FFFD when decoding malformed input, '?' when encoding
 * an unmappable or unpaired-surrogate character).
 */
final class StringCoding {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;

    private static final char REPL = '\uFFFD';

    private StringCoding() {
    }

    /** The charset for a name or alias (case-insensitive); UnsupportedEncodingException otherwise. */
    static int lookup(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        String n = charsetName.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8") || n.equals("UNICODE-1-1-UTF-8")) {
            return UTF_8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859-1") || n.equals("ISO8859_1")
                || n.equals("ISO_8859_1") || n.equals("ISO_8859-1") || n.equals("8859_1")
                || n.equals("LATIN1") || n.equals("L1") || n.equals("ISO-LATIN-1")
                || n.equals("CP819") || n.equals("IBM819") || n.equals("IBM-819")
                || n.equals("819") || n.equals("ISO-IR-100") || n.equals("CSISOLATIN1")
                || n.equals("ISO_8859-1:1987")) {
            return ISO_8859_1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US") || n.equals("ISO646-US")
                || n.equals("ISO_646.IRV:1991") || n.equals("ISO_646.IRV:1983")
                || n.equals("ANSI_X3.4-1968") || n.equals("ANSI_X3.4-1986") || n.equals("CP367")
                || n.equals("IBM367") || n.equals("IBM-367") || n.equals("CSASCII")
                || n.equals("DEFAULT") || n.equals("646") || n.equals("ASCII7")
                || n.equals("ISO-IR-6")) {
            return US_ASCII;
        }
        throw new UnsupportedEncodingException(charsetName);
    }

    static char[] decode(int cs, byte[] src, int off, int len) {
        if (cs == UTF_8) {
            return decodeUTF8(src, off, len);
        }
        char[] r = new char[len];
        for (int i = 0; i < len; i++) {
            int b = src[off + i];
            r[i] = (cs == ISO_8859_1) ? (char) (b & 0xff) : (b >= 0 ? (char) b : REPL);
        }
        return r;
    }

    private static boolean notCont(int b) {
        return (b & 0xc0) != 0x80;
    }

    /** JDK-compatible UTF-8 decoding: each maximal malformed subsequence becomes one U+FFFD. */
    static char[] decodeUTF8(byte[] src, int sp, int len) {
        int sl = sp + len;
        char[] dst = new char[len];
        int dp = 0;
        while (sp < sl) {
            int b1 = src[sp++];
            if (b1 >= 0) {
                dst[dp++] = (char) b1;
            } else if ((b1 >> 5) == -2 && (b1 & 0x1e) != 0) {
                // two bytes: 110xxxxx 10xxxxxx (C2..DF)
                if (sp < sl) {
                    int b2 = src[sp++];
                    if (notCont(b2)) {
                        dst[dp++] = REPL;
                        sp--;
                    } else {
                        dst[dp++] = (char) (((b1 & 0x1f) << 6) | (b2 & 0x3f));
                    }
                    continue;
                }
                dst[dp++] = REPL;
                break;
            } else if ((b1 >> 4) == -2) {
                // three bytes: 1110xxxx 10xxxxxx 10xxxxxx (E0..EF)
                if (sp + 1 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || notCont(b2) || notCont(b3)) {
                        dst[dp++] = REPL;
                        sp -= 3;
                        // skip the lead byte, and the second one if it was a valid continuation
                        if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || notCont(b2)) {
                            sp += 1;
                        } else {
                            sp += 2;
                        }
                    } else {
                        char c = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                        dst[dp++] = (c >= '\uD800' && c <= '\uDFFF') ? REPL : c;
                    }
                    continue;
                }
                if (sp < sl) {
                    int b2 = src[sp];
                    if ((b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || notCont(b2)) {
                        dst[dp++] = REPL;
                        continue;
                    }
                }
                dst[dp++] = REPL;
                break;
            } else if ((b1 >> 3) == -2) {
                // four bytes: 11110xxx 10xxxxxx 10xxxxxx 10xxxxxx (F0..F7)
                if (sp + 2 < sl) {
                    int b2 = src[sp++];
                    int b3 = src[sp++];
                    int b4 = src[sp++];
                    int uc = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6)
                            | (b4 & 0x3f);
                    if (notCont(b2) || notCont(b3) || notCont(b4) || uc < 0x10000
                            || uc > 0x10FFFF) {
                        dst[dp++] = REPL;
                        sp -= 4;
                        int u1 = b1 & 0xff, u2 = b2 & 0xff;
                        if (u1 > 0xf4 || (u1 == 0xf0 && (u2 < 0x90 || u2 > 0xbf))
                                || (u1 == 0xf4 && (u2 & 0xf0) != 0x80) || notCont(u2)) {
                            sp += 1;
                        } else if (notCont(b3)) {
                            sp += 2;
                        } else {
                            sp += 3;
                        }
                    } else {
                        dst[dp++] = (char) ((uc >>> 10) + (0xD800 - (0x10000 >>> 10)));
                        dst[dp++] = (char) ((uc & 0x3ff) + 0xDC00);
                    }
                    continue;
                }
                int u1 = b1 & 0xff;
                if (u1 > 0xf4) {
                    dst[dp++] = REPL;
                    continue;
                }
                if (sp < sl) {
                    int u2 = src[sp] & 0xff;
                    if ((u1 == 0xf0 && (u2 < 0x90 || u2 > 0xbf))
                            || (u1 == 0xf4 && (u2 & 0xf0) != 0x80) || notCont(u2)) {
                        dst[dp++] = REPL;
                        continue;
                    }
                }
                sp++;
                if (sp < sl && notCont(src[sp])) {
                    dst[dp++] = REPL;
                    continue;
                }
                dst[dp++] = REPL;
                break;
            } else {
                dst[dp++] = REPL;
            }
        }
        if (dp == dst.length) {
            return dst;
        }
        char[] r = new char[dp];
        System.arraycopy(dst, 0, r, 0, dp);
        return r;
    }

    static byte[] encode(int cs, char[] val, int off, int len) {
        if (cs == UTF_8) {
            return encodeUTF8(val, off, len);
        }
        int limit = cs == ISO_8859_1 ? 0xff : 0x7f;
        byte[] dst = new byte[len];
        int dp = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = val[i];
            if (c <= limit) {
                dst[dp++] = (byte) c;
            } else {
                dst[dp++] = '?';
                // a surrogate pair is one unmappable character
                if (Character.isHighSurrogate(c) && i + 1 < end
                        && Character.isLowSurrogate(val[i + 1])) {
                    i++;
                }
            }
        }
        if (dp == len) {
            return dst;
        }
        byte[] r = new byte[dp];
        System.arraycopy(dst, 0, r, 0, dp);
        return r;
    }

    static byte[] encodeUTF8(char[] val, int off, int len) {
        int end = off + len;
        int n = 0;
        for (int i = off; i < end; i++) {
            char c = val[i];
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(val[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n += 1;
            } else {
                n += 3;
            }
        }
        byte[] dst = new byte[n];
        int dp = 0;
        for (int i = off; i < end; i++) {
            char c = val[i];
            if (c < 0x80) {
                dst[dp++] = (byte) c;
            } else if (c < 0x800) {
                dst[dp++] = (byte) (0xc0 | (c >> 6));
                dst[dp++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(val[i + 1])) {
                int uc = Character.toCodePoint(c, val[++i]);
                dst[dp++] = (byte) (0xf0 | (uc >> 18));
                dst[dp++] = (byte) (0x80 | ((uc >> 12) & 0x3f));
                dst[dp++] = (byte) (0x80 | ((uc >> 6) & 0x3f));
                dst[dp++] = (byte) (0x80 | (uc & 0x3f));
            } else if (Character.isSurrogate(c)) {
                dst[dp++] = '?';
            } else {
                dst[dp++] = (byte) (0xe0 | (c >> 12));
                dst[dp++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                dst[dp++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return dst;
    }
}

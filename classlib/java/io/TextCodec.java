package java.io;

/**
 * The character encodings the class library supports (UTF-8, the default; ISO-8859-1;
 * US-ASCII), with streaming decoding and encoding as the JDK's coders do it: malformed input
 * becomes U+FFFD when decoding, unmappable characters and lone surrogates become '?' when
 * encoding.
 */
final class TextCodec {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;

    private TextCodec() {
    }

    /** The codec for a charset name, or -1 if unsupported. */
    static int lookup(String csn) {
        String n = csn.toUpperCase().replace('_', '-');
        if (n.equals("UTF-8") || n.equals("UTF8") || n.equals("UNICODE-1-1-UTF-8")) {
            return UTF_8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859-1") || n.equals("LATIN1")
                || n.equals("ISO-LATIN-1") || n.equals("L1") || n.equals("8859-1")
                || n.equals("ISO8859-1") || n.equals("CP819") || n.equals("IBM819")
                || n.equals("ISO-IR-100") || n.equals("CSISOLATIN1") || n.equals("819")
                || n.equals("IBM-819") || n.equals("ISO-8859-1:1987")) {
            return ISO_8859_1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US") || n.equals("ASCII7")
                || n.equals("646") || n.equals("ISO646-US") || n.equals("IBM367")
                || n.equals("CP367") || n.equals("CSASCII") || n.equals("DEFAULT")
                || n.equals("ISO-646.IRV:1991") || n.equals("ANSI-X3.4-1968")
                || n.equals("ANSI-X3.4-1986") || n.equals("ISO-IR-6")) {
            return US_ASCII;
        }
        return -1;
    }

    static int lookupOrThrow(String csn) throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        int c = lookup(csn);
        if (c < 0) {
            throw new UnsupportedEncodingException(csn);
        }
        return c;
    }

    /** The historical name getEncoding() reports. */
    static String historicalName(int codec) {
        switch (codec) {
        case ISO_8859_1:
            return "ISO8859_1";
        case US_ASCII:
            return "ASCII";
        default:
            return "UTF8";
        }
    }

    /** A streaming decoder: bytes in, chars out. */
    static final class Decoder {
        final int codec;
        /** A low surrogate that did not fit in the caller's buffer, or 0. */
        char leftover;

        Decoder(int codec) {
            this.codec = codec;
        }

        /**
         * Decodes b[pos[0]..lim) into c[off..off+len); advances pos[0]; returns the number of
         * chars written. Stops before an incomplete sequence at the end unless eof.
         */
        int decode(byte[] b, int[] pos, int lim, char[] c, int off, int len, boolean eof) {
            int p = pos[0];
            int o = off;
            int end = off + len;
            if (leftover != 0 && o < end) {
                c[o++] = leftover;
                leftover = 0;
            }
            if (codec == ISO_8859_1) {
                while (p < lim && o < end) {
                    c[o++] = (char) (b[p++] & 0xff);
                }
            } else if (codec == US_ASCII) {
                while (p < lim && o < end) {
                    int x = b[p++];
                    c[o++] = x >= 0 ? (char) x : '\ufffd';
                }
            } else {
                while (p < lim && o < end) {
                    int b0 = b[p] & 0xff;
                    if (b0 < 0x80) {
                        c[o++] = (char) b0;
                        p++;
                        continue;
                    }
                    int need;
                    int lo = 0x80;
                    int hi = 0xbf;
                    int cp;
                    if (b0 >= 0xc2 && b0 <= 0xdf) {
                        need = 1;
                        cp = b0 & 0x1f;
                    } else if (b0 >= 0xe0 && b0 <= 0xef) {
                        need = 2;
                        cp = b0 & 0x0f;
                        if (b0 == 0xe0) {
                            lo = 0xa0;
                        }
                        // 0xed 0xa0..0xbf encodes a surrogate: malformed as a whole (below)
                    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                        need = 3;
                        cp = b0 & 0x07;
                        if (b0 == 0xf0) {
                            lo = 0x90;
                        } else if (b0 == 0xf4) {
                            hi = 0x8f;
                        }
                    } else {
                        c[o++] = '\ufffd';
                        p++;
                        continue;
                    }
                    int k = 1;
                    boolean bad = false;
                    while (k <= need) {
                        if (p + k >= lim) {
                            break;
                        }
                        int bx = b[p + k] & 0xff;
                        int l = (k == 1) ? lo : 0x80;
                        int h = (k == 1) ? hi : 0xbf;
                        if (bx < l || bx > h) {
                            bad = true;
                            break;
                        }
                        cp = (cp << 6) | (bx & 0x3f);
                        k++;
                    }
                    if (bad) {
                        c[o++] = '\ufffd';
                        p += k;
                        continue;
                    }
                    if (k <= need) {
                        // incomplete at the end of the input
                        if (!eof) {
                            break;
                        }
                        c[o++] = '\ufffd';
                        p = lim;
                        continue;
                    }
                    if (need == 2 && cp >= 0xd800 && cp <= 0xdfff) {
                        c[o++] = '\ufffd';
                        p += 3;
                        continue;
                    }
                    if (cp >= 0x10000) {
                        char h = Character.highSurrogate(cp);
                        char l = Character.lowSurrogate(cp);
                        c[o++] = h;
                        if (o < end) {
                            c[o++] = l;
                        } else {
                            leftover = l;
                        }
                    } else {
                        c[o++] = (char) cp;
                    }
                    p += need + 1;
                }
            }
            pos[0] = p;
            return o - off;
        }
    }

    /** A streaming encoder: chars in, bytes out. */
    static final class Encoder {
        final int codec;
        /** A high surrogate waiting for its low half, or 0. */
        char pendingHigh;

        Encoder(int codec) {
            this.codec = codec;
        }

        /** Maximum bytes one char can produce (with a pending surrogate). */
        static final int MAX_BYTES = 4;

        /**
         * Encodes one char into b at p (b must have MAX_BYTES of room); returns the new
         * position.
         */
        int encode(char ch, byte[] b, int p) {
            if (pendingHigh != 0) {
                char h = pendingHigh;
                pendingHigh = 0;
                if (Character.isLowSurrogate(ch)) {
                    if (codec == UTF_8) {
                        int cp = Character.toCodePoint(h, ch);
                        b[p++] = (byte) (0xf0 | (cp >> 18));
                        b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                        b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                        b[p++] = (byte) (0x80 | (cp & 0x3f));
                    } else {
                        b[p++] = '?';
                    }
                    return p;
                }
                b[p++] = '?';
            }
            if (Character.isHighSurrogate(ch)) {
                pendingHigh = ch;
                return p;
            }
            if (Character.isLowSurrogate(ch)) {
                b[p++] = '?';
                return p;
            }
            if (codec == UTF_8) {
                if (ch < 0x80) {
                    b[p++] = (byte) ch;
                } else if (ch < 0x800) {
                    b[p++] = (byte) (0xc0 | (ch >> 6));
                    b[p++] = (byte) (0x80 | (ch & 0x3f));
                } else {
                    b[p++] = (byte) (0xe0 | (ch >> 12));
                    b[p++] = (byte) (0x80 | ((ch >> 6) & 0x3f));
                    b[p++] = (byte) (0x80 | (ch & 0x3f));
                }
            } else if (codec == ISO_8859_1) {
                b[p++] = ch <= 0xff ? (byte) ch : (byte) '?';
            } else {
                b[p++] = ch < 0x80 ? (byte) ch : (byte) '?';
            }
            return p;
        }

        /** At close: a dangling high surrogate becomes '?'. */
        int finish(byte[] b, int p) {
            if (pendingHigh != 0) {
                pendingHigh = 0;
                b[p++] = '?';
            }
            return p;
        }
    }
}

package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;

/**
 * Immutable UTF-16 strings. The VM reads the two fields `value` and `hash` by name
 * (vm/strings.h): value holds exactly the characters (no offset, no spare capacity).
 *
 * Regular expressions (matches, split, replaceAll, replaceFirst) use java.util.regex;
 * format()/formatted() use java.util.Formatter. Missing on purpose: Locale-sensitive case
 * mapping, chars()/codePoints()/lines() (no streams yet). Case mapping uses Character's
 * mappings plus the special full mapping of U+00DF (sharp s -> "SS").
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private final char[] value;
    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final char[] EMPTY = new char[0];

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copy(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copy(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < 0x10000) {
                n++;
            } else if (cp >= 0x10000 && cp <= 0x10FFFF) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp < 0x10000) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    /** @deprecated does not convert bytes to characters properly. */
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    /** @deprecated does not convert bytes to characters properly. */
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        int cs = StringCoding.lookup(charsetName);
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(cs, bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    /** UTF-8, ISO-8859-1 and US-ASCII only (the charsets StringCoding knows). */
    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(codingOf(charset), bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    private static int codingOf(java.nio.charset.Charset charset) {
        try {
            return StringCoding.lookup(charset.name());
        } catch (UnsupportedEncodingException e) {
            throw new UnsupportedOperationException("minivm: charset " + charset.name()
                    + " is not supported");
        }
    }

    /** Decodes UTF-8 (the default charset). */
    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decodeUTF8(bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this.value = builder.copyChars();
    }

    /** Takes ownership of value (no copy): for the class library only. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copy(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(
                    "offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException(
                    "begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAtImpl(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, value.length, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** @deprecated does not convert characters to bytes properly. */
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        int cs = StringCoding.lookup(charsetName);
        return StringCoding.encode(cs, value, 0, value.length);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return StringCoding.encode(codingOf(charset), value, 0, value.length);
    }

    /** UTF-8 (the default charset). */
    public byte[] getBytes() {
        return StringCoding.encodeUTF8(value, 0, value.length);
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] v1 = value;
            char[] v2 = ((String) anObject).value;
            int n = v1.length;
            if (n != v2.length) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (v1[i] != v2[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString) ? true
                : (anotherString != null)
                        && (anotherString.value.length == value.length)
                        && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] v1 = value;
        char[] v2 = anotherString.value;
        int len1 = v1.length;
        int len2 = v2.length;
        int lim = Math.min(len1, len2);
        for (int k = 0; k < lim; k++) {
            char c1 = v1[k];
            char c2 = v2[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    private static final class CaseInsensitiveComparator
            implements Comparator<String>, java.io.Serializable {
        public int compare(String s1, String s2) {
            char[] v1 = s1.value;
            char[] v2 = s2.value;
            return compareCI(v1, 0, v1.length, v2, 0, v2.length,
                    !isLatin1(v1) && !isLatin1(v2));
        }
    }

    /** Would the JDK store these chars as LATIN1 (compact strings)? */
    private static boolean isLatin1(char[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xFF) {
                return false;
            }
        }
        return true;
    }

    /** Case-insensitive comparison of two code points (or chars), as the JDK does it. */
    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    /**
     * The code point at index when it is part of a surrogate pair in v[start..end): negated
     * when index holds the high half (the caller then skips the low half); cp itself otherwise.
     */
    private static int codePointIncluding(char[] v, int cp, int index, int start, int end) {
        if (!Character.isSurrogate((char) cp)) {
            return cp;
        }
        if (Character.isLowSurrogate((char) cp)) {
            if (index > start) {
                char c = v[index - 1];
                if (Character.isHighSurrogate(c)) {
                    return Character.toCodePoint(c, (char) cp);
                }
            }
        } else if (index + 1 < end) {
            char c = v[index + 1];
            if (Character.isLowSurrogate(c)) {
                return -Character.toCodePoint((char) cp, c);
            }
        }
        return cp;
    }

    /**
     * Case-insensitive comparison of v1[o1..o1+n1) and v2[o2..o2+n2). The JDK compares
     * char by char unless both strings are UTF16-coded (some char above 0xFF), in which case
     * surrogate pairs are compared as code points (codePoints = true).
     */
    static int compareCI(char[] v1, int o1, int n1, char[] v2, int o2, int n2,
            boolean codePoints) {
        int e1 = o1 + n1;
        int e2 = o2 + n2;
        for (int k1 = o1, k2 = o2; k1 < e1 && k2 < e2; k1++, k2++) {
            int cp1 = v1[k1];
            int cp2 = v2[k2];
            if (cp1 == cp2) {
                continue;
            }
            int diff = compareCodePointCI(cp1, cp2);
            if (diff == 0) {
                continue;
            }
            if (!codePoints) {
                return diff;
            }
            cp1 = codePointIncluding(v1, cp1, k1, o1, e1);
            if (cp1 < 0) {
                k1++;
                cp1 = -cp1;
            }
            cp2 = codePointIncluding(v2, cp2, k2, o2, e2);
            if (cp2 < 0) {
                k2++;
                cp2 = -cp2;
            }
            diff = compareCodePointCI(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
        }
        return n1 - n2;
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset,
            int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        if (len <= 0) {
            return true;
        }
        boolean utf16 = !isLatin1(ta) && !isLatin1(pa);
        if (utf16) {
            return compareCI(ta, toffset, len, pa, ooffset, len, true) == 0;
        }
        while (len-- > 0) {
            char c1 = ta[toffset++];
            char c2 = pa[ooffset++];
            if (c1 == c2) {
                continue;
            }
            char u1 = Character.toUpperCase(c1);
            char u2 = Character.toUpperCase(c2);
            if (u1 == u2) {
                continue;
            }
            if (Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                continue;
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, v.length - 1);
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = Math.min(fromIndex, v.length - 2);
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Index of tgt in src[0..srcLen) at or after fromIndex (also used by StringBuilder). */
    static int indexOf(char[] src, int srcLen, char[] tgt, int fromIndex) {
        int tgtLen = tgt.length;
        if (fromIndex >= srcLen) {
            return (tgtLen == 0 ? srcLen : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtLen == 0) {
            return fromIndex;
        }
        char first = tgt[0];
        int max = srcLen - tgtLen;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + tgtLen - 1;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcLen, char[] tgt, int fromIndex) {
        int tgtLen = tgt.length;
        int rightIndex = srcLen - tgtLen;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tgtLen == 0) {
            return fromIndex;
        }
        outer:
        for (int i = fromIndex; i >= 0; i--) {
            for (int k = 0; k < tgtLen; k++) {
                if (src[i + k] != tgt[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        int subLen = endIndex - beginIndex;
        if (subLen == 0) {
            return "";
        }
        return new String(copy(value, beginIndex, subLen), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return this.substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        if (value.length == 0) {
            return str;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                while (i < len) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                    i++;
                }
                return new String(buf, true);
            }
        }
        return this;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String trgtStr = target.toString();
        String replStr = replacement.toString();
        char[] v = value;
        int thisLen = v.length;
        int trgtLen = trgtStr.value.length;
        char[] repl = replStr.value;
        int replLen = repl.length;
        if (trgtLen > 0) {
            if (trgtLen == 1 && replLen == 1) {
                return replace(trgtStr.value[0], repl[0]);
            }
            int j = indexOf(v, thisLen, trgtStr.value, 0);
            if (j < 0) {
                return this;
            }
            StringBuilder sb = new StringBuilder(thisLen + 16);
            int i = 0;
            do {
                sb.append(v, i, j - i).append(repl, 0, replLen);
                i = j + trgtLen;
            } while ((j = indexOf(v, thisLen, trgtStr.value, i)) >= 0);
            sb.append(v, i, thisLen - i);
            return sb.toString();
        }
        // empty target: the replacement goes before every char and at the end
        long resultLen = thisLen + (long) (thisLen + 1) * replLen;
        if (resultLen > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] buf = new char[(int) resultLen];
        int p = 0;
        for (int i = 0; i < thisLen; i++) {
            System.arraycopy(repl, 0, buf, p, replLen);
            p += replLen;
            buf[p++] = v[i];
        }
        System.arraycopy(repl, 0, buf, p, replLen);
        return new String(buf, true);
    }

    /**
     * The literal text a regex matches when it contains no regex construct other than
     * backslash-escaped non-alphanumeric characters; null for any other regex.
     */
    private static String literalRegex(String regex) {
        char[] r = regex.value;
        StringBuilder sb = null;
        for (int i = 0; i < r.length; i++) {
            char c = r[i];
            if (c == '\\') {
                if (i + 1 >= r.length) {
                    return null;
                }
                char n = r[++i];
                if ((n >= '0' && n <= '9') || (n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z')
                        || Character.isSurrogate(n)) {
                    return null;
                }
                if (sb == null) {
                    sb = new StringBuilder(r.length);
                    sb.append(r, 0, i - 1);
                }
                sb.append(n);
            } else if (".$|()[{^?*+".indexOf(c) >= 0) {
                return null;
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? regex : sb.toString();
    }

    /**
     * Splits around matches of regex. A regex that matches a literal string (plain text, or
     * backslash-escaped metacharacters such as "\\." or "\\|") takes a fast path; anything
     * else goes through java.util.regex.
     */
    public String[] split(String regex, int limit) {
        String lit = literalRegex(regex);
        if (lit == null) {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        char[] d = lit.value;
        int dl = d.length;
        int len = value.length;
        boolean limited = limit > 0;
        String[] list = new String[8];
        int n = 0;
        int index = 0;
        int from = 0;
        while (from <= len) {
            int ms = (dl == 0) ? from : indexOf(value, len, d, from);
            if (ms < 0) {
                break;
            }
            int me = ms + dl;
            from = (dl == 0) ? me + 1 : me;
            if (!limited || n < limit - 1) {
                if (index == 0 && ms == 0 && ms == me) {
                    continue; // no empty leading substring for a zero-width match
                }
                if (n == list.length) {
                    list = grow(list);
                }
                list[n++] = substring(index, ms);
                index = me;
            } else {
                if (n == list.length) {
                    list = grow(list);
                }
                list[n++] = substring(index, len);
                index = me;
                break;
            }
        }
        if (index == 0) {
            return new String[] { this };
        }
        if (!limited || n < limit) {
            if (n == list.length) {
                list = grow(list);
            }
            list[n++] = substring(index, len);
        }
        int resultSize = n;
        if (limit == 0) {
            while (resultSize > 0 && list[resultSize - 1].isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        System.arraycopy(list, 0, result, 0, resultSize);
        return result;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        String delim = delimiter.toString();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delim);
            }
            sb.append(String.valueOf(elements[i]));
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        String delim = delimiter.toString();
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delim);
            }
            first = false;
            sb.append(String.valueOf(cs));
        }
        return sb.toString();
    }

    public String toLowerCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        for (; first < len; first++) {
            char c = v[first];
            if (Character.isSurrogate(c)) {
                int cp = Character.codePointAtImpl(v, first, len);
                if (Character.toLowerCase(cp) != cp) {
                    break;
                }
                if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                    first++;
                }
            } else if (Character.toLowerCase(c) != c || c == '\u0130') {
                break;
            }
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len);
        sb.append(v, 0, first);
        for (int i = first; i < len;) {
            int cp = Character.codePointAtImpl(v, i, len);
            String special;
            if (cp == 0x03A3 && isFinalSigma(v, i)) {
                sb.append('\u03C2'); // GREEK SMALL LETTER FINAL SIGMA
            } else if (cp < 0x10000 && (special = CharacterData.lowerSpecial((char) cp)) != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    private static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp);
    }

    /** Part of a word for the final-sigma rule: letters, digits and combining marks. */
    private static boolean isWordPart(int cp) {
        int t = Character.getType(cp);
        return Character.isLetterOrDigit(cp) || t == Character.NON_SPACING_MARK
                || t == Character.ENCLOSING_MARK || t == Character.COMBINING_SPACING_MARK;
    }

    /**
     * The Final_Sigma condition: a capital sigma at index lowercases to a final sigma when a
     * cased letter precedes it in the same word and none follows it in that word.
     */
    private static boolean isFinalSigma(char[] v, int index) {
        int i = index;
        while (i > 0) {
            int cp = Character.codePointBeforeImpl(v, i, 0);
            if (!isWordPart(cp)) {
                return false;
            }
            if (isCased(cp)) {
                for (int j = index + 1; j < v.length;) {
                    int c2 = Character.codePointAtImpl(v, j, v.length);
                    if (!isWordPart(c2)) {
                        break;
                    }
                    if (isCased(c2)) {
                        return false;
                    }
                    j += Character.charCount(c2);
                }
                return true;
            }
            i -= Character.charCount(cp);
        }
        return false;
    }

    public String toUpperCase() {
        char[] v = value;
        int len = v.length;
        int first = 0;
        for (; first < len; first++) {
            char c = v[first];
            if (Character.isSurrogate(c)) {
                int cp = codePointAt(first);
                if (Character.toUpperCase(cp) != cp) {
                    break;
                }
                if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                    first++;
                }
            } else if (Character.toUpperCase(c) != c || Character.upperCaseSpecial(c) != null) {
                break;
            }
        }
        if (first == len) {
            return this;
        }
        StringBuilder sb = new StringBuilder(len);
        sb.append(v, 0, first);
        for (int i = first; i < len;) {
            int cp = Character.codePointAtImpl(v, i, len);
            i += Character.charCount(cp);
            String special = cp < 0x10000 ? Character.upperCaseSpecial((char) cp) : null;
            if (special != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
        }
        return sb.toString();
    }

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while ((st < len) && (v[st] <= ' ')) {
            st++;
        }
        while ((st < len) && (v[len - 1] <= ' ')) {
            len--;
        }
        return ((st > 0) || (len < v.length)) ? substring(st, len) : this;
    }

    private int indexOfNonWhitespace() {
        char[] v = value;
        int left = 0;
        while (left < v.length) {
            int cp = Character.codePointAtImpl(v, left, v.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            left += Character.charCount(cp);
        }
        return left;
    }

    private int lastIndexOfNonWhitespace() {
        char[] v = value;
        int right = v.length;
        while (right > 0) {
            int cp = Character.codePointBeforeImpl(v, right, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            right -= Character.charCount(cp);
        }
        return right;
    }

    public String strip() {
        int left = indexOfNonWhitespace();
        if (left == value.length) {
            return "";
        }
        int right = lastIndexOfNonWhitespace();
        return (left > 0 || right < value.length) ? substring(left, right) : this;
    }

    public String stripLeading() {
        int left = indexOfNonWhitespace();
        if (left == value.length) {
            return "";
        }
        return left > 0 ? substring(left) : this;
    }

    public String stripTrailing() {
        int right = lastIndexOfNonWhitespace();
        if (right == 0) {
            return "";
        }
        return right < value.length ? substring(0, right) : this;
    }

    public boolean isBlank() {
        return indexOfNonWhitespace() == value.length;
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] r = new char[value.length];
        System.arraycopy(value, 0, r, 0, value.length);
        return r;
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] { c }, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** The canonical (interned) instance equal to this string. */
    public native String intern();

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int limit = len * count;
        char[] multiple = new char[limit];
        System.arraycopy(value, 0, multiple, 0, len);
        int copied = len;
        for (; copied < limit - copied; copied <<= 1) {
            System.arraycopy(multiple, 0, multiple, copied, copied);
        }
        System.arraycopy(multiple, 0, multiple, copied, limit - copied);
        return new String(multiple, true);
    }

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(java.util.Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    /** Locale-insensitive: the class library has no locale data (as the root locale). */
    public String toLowerCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toLowerCase();
    }

    /** Locale-insensitive: the class library has no locale data (as the root locale). */
    public String toUpperCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toUpperCase();
    }

    /** The backing array, for the class library only: never modify it. */
    char[] value() {
        return value;
    }
}

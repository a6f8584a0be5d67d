/*
 * GenFpCases: prints reference cases for classlib/native/fpconv.c, computed by the running JDK
 * (meant to be JDK 17: Double.toString / Float.toString of JDK 17 differ from JDK 19+).
 *
 *   javac -encoding UTF-8 -d /tmp/gen tests/unit/gen/GenFpCases.java
 *   java -cp /tmp/gen GenFpCases small > tests/unit/fpconv_cases.txt        (the committed file)
 *   java -cp /tmp/gen GenFpCases large [N [SEED]] > /tmp/fpconv_large.txt   (N random doubles,
 *        N random floats and N/2 random parse strings of each kind; default N = 200000)
 *   java -cp /tmp/gen GenFpCases floatsweep [STRIDE] > /tmp/fpconv_floats.txt (every STRIDE-th
 *        float bit pattern, default 997)
 *   java -cp /tmp/gen GenFpCases floatrange 0 800000 | ./test_fpconv /dev/stdin   (every float
 *        bit pattern in [LO, HI), hex)
 *   ./test_fpconv /tmp/fpconv_large.txt
 *
 * Output is deterministic (fixed seeds). Line format (one case per line, '#' starts a comment):
 *   D <16 hex digits: raw double bits> <Double.toString>
 *   F <8 hex digits: raw float bits> <Float.toString>
 *   PD <16 hex digits | NFE> <input>      Double.parseDouble(input) (NFE: NumberFormatException)
 *   PF <8 hex digits | NFE> <input>       Float.parseFloat(input)
 * <input> is the rest of the line: the UTF-8 bytes of the string, where bytes outside
 * 0x21..0x7e and the byte '\' are written as \xHH.
 */
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Random;

public class GenFpCases {
    static PrintWriter out;
    static long lines;

    static String hex16(long v) {
        String h = Long.toHexString(v);
        return "0000000000000000".substring(h.length()) + h;
    }

    static String hex8(int v) {
        String h = Integer.toHexString(v);
        return "00000000".substring(h.length()) + h;
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 0x21 && c <= 0x7e && c != '\\') sb.append((char) c);
            else sb.append(String.format("\\x%02x", c));
        }
        return sb.toString();
    }

    static void d(double v) {
        out.println("D " + hex16(Double.doubleToRawLongBits(v)) + " " + Double.toString(v));
        lines++;
    }

    static void f(float v) {
        out.println("F " + hex8(Float.floatToRawIntBits(v)) + " " + Float.toString(v));
        lines++;
    }

    static void dN(double v, int n) { // v and n ulps either side
        double a = v, b = v;
        d(v);
        for (int i = 0; i < n; i++) {
            a = Math.nextDown(a);
            b = Math.nextUp(b);
            d(a);
            d(b);
        }
    }

    static void fN(float v, int n) {
        float a = v, b = v;
        f(v);
        for (int i = 0; i < n; i++) {
            a = Math.nextDown(a);
            b = Math.nextUp(b);
            f(a);
            f(b);
        }
    }

    static void pd(String s) {
        String r;
        try {
            double x = Double.parseDouble(s);
            if (Double.doubleToRawLongBits(x) != Double.doubleToRawLongBits(Double.valueOf(s)))
                throw new AssertionError("valueOf != parseDouble for " + s);
            r = hex16(Double.doubleToRawLongBits(x));
        } catch (NumberFormatException e) {
            r = "NFE";
        }
        out.println("PD " + r + " " + esc(s));
        lines++;
    }

    static void pf(String s) {
        String r;
        try {
            r = hex8(Float.floatToRawIntBits(Float.parseFloat(s)));
        } catch (NumberFormatException e) {
            r = "NFE";
        }
        out.println("PF " + r + " " + esc(s));
        lines++;
    }

    static void p(String s) {
        pd(s);
        pf(s);
    }

    /* ---------------------------------------------------------------- value generators */

    /* a double with a random sign, an exponent field in [elo, ehi] and only the top k mantissa
     * bits random (small k exercises the int/long digit loops) */
    static double sparseDouble(Random r, int elo, int ehi) {
        int k = r.nextInt(53);
        long m = k == 0 ? 0 : (r.nextLong() >>> (64 - k)) << (52 - k);
        long e = elo + r.nextInt(ehi - elo + 1);
        long bits = (e << 52) | m | (r.nextBoolean() ? 0x8000000000000000L : 0);
        return Double.longBitsToDouble(bits);
    }

    static float sparseFloat(Random r, int elo, int ehi) {
        int k = r.nextInt(24);
        int m = k == 0 ? 0 : (r.nextInt() >>> (32 - k)) << (23 - k);
        int e = elo + r.nextInt(ehi - elo + 1);
        int bits = (e << 23) | m | (r.nextBoolean() ? 0x80000000 : 0);
        return Float.intBitsToFloat(bits);
    }

    /* short decimal: "ddd...E±x" with 1..17 digits, parsed by Java */
    static String shortDecimal(Random r, int maxDigits, int elo, int ehi) {
        int n = 1 + r.nextInt(maxDigits);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) ('0' + (i == 0 ? 1 + r.nextInt(9) : r.nextInt(10))));
        int e = elo + r.nextInt(ehi - elo + 1);
        return sb + "E" + e;
    }

    static String randomDigits(Random r, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) ('0' + r.nextInt(10)));
        return sb.toString();
    }

    /* a random decimal literal in Java syntax: digits, optional point, optional exponent,
     * occasionally a suffix, leading zeros or surrounding white space */
    static String randomLiteral(Random r, int elo, int ehi) {
        StringBuilder sb = new StringBuilder();
        int sign = r.nextInt(4);
        if (sign == 1) sb.append('-');
        else if (sign == 2) sb.append('+');
        if (r.nextInt(8) == 0) sb.append("000".substring(r.nextInt(3)));
        int n = 1 + r.nextInt(r.nextInt(4) == 0 ? 40 : 20);
        String digs = randomDigits(r, n);
        int pt = r.nextInt(n + 2) - 1; // -1: no point
        if (pt < 0) sb.append(digs);
        else sb.append(digs, 0, pt).append('.').append(digs.substring(pt));
        if (r.nextInt(3) != 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E');
            int e = elo + r.nextInt(ehi - elo + 1);
            if (e >= 0 && r.nextBoolean()) sb.append('+');
            sb.append(e);
        }
        if (r.nextInt(10) == 0) sb.append("fFdD".charAt(r.nextInt(4)));
        return sb.toString();
    }

    static String randomHex(Random r, int elo, int ehi) {
        StringBuilder sb = new StringBuilder();
        if (r.nextInt(3) == 0) sb.append(r.nextBoolean() ? '-' : '+');
        sb.append(r.nextBoolean() ? "0x" : "0X");
        String hd = "0123456789abcdefABCDEF";
        int n = 1 + r.nextInt(r.nextInt(4) == 0 ? 40 : 18);
        StringBuilder digs = new StringBuilder();
        int lead = r.nextInt(6) == 0 ? r.nextInt(20) : 0;
        for (int i = 0; i < lead; i++) digs.append('0');
        for (int i = 0; i < n; i++) {
            // mostly sparse tails to hit ties
            if (i > 12 && r.nextInt(3) != 0) digs.append(r.nextBoolean() ? '0' : (r.nextBoolean() ? '8' : 'f'));
            else digs.append(hd.charAt(r.nextInt(hd.length())));
        }
        int pt = r.nextInt(digs.length() + 2) - 1;
        if (pt < 0) sb.append(digs);
        else sb.append(digs, 0, pt).append('.').append(digs.substring(pt));
        sb.append(r.nextBoolean() ? 'p' : 'P');
        int e = elo + r.nextInt(ehi - elo + 1);
        if (e >= 0 && r.nextBoolean()) sb.append('+');
        sb.append(e);
        if (r.nextInt(10) == 0) sb.append("fFdD".charAt(r.nextInt(4)));
        return sb.toString();
    }

    /* decimal strings at, just above and just below the midpoint between v and its successor */
    static void midpointsD(double v, int kind) {
        if (!(v >= 0) || Double.isInfinite(v) || v == Double.MAX_VALUE) return;
        BigDecimal a = new BigDecimal(v), b = new BigDecimal(Math.nextUp(v));
        BigDecimal mid = a.add(b).divide(BigDecimal.valueOf(2));
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mid.scale() + 2);
        if (kind == 0 || kind == 3) pd(mid.toString());
        if (kind == 1 || kind == 3) pd(mid.add(eps).toString());
        if (kind == 2 || kind == 3) pd(mid.subtract(eps).toString());
        if (kind == 4) { // rounded to 17..25 significant digits
            int prec = 17 + (int) (Math.abs(Double.doubleToRawLongBits(v)) % 9);
            pd(mid.round(new MathContext(prec, RoundingMode.HALF_UP)).toString());
            pd(mid.round(new MathContext(prec, RoundingMode.DOWN)).toString());
        }
    }

    static void midpointsF(float v, int kind) {
        if (!(v >= 0) || Float.isInfinite(v) || v == Float.MAX_VALUE) return;
        BigDecimal a = new BigDecimal((double) v), b = new BigDecimal((double) Math.nextUp(v));
        BigDecimal mid = a.add(b).divide(BigDecimal.valueOf(2));
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mid.scale() + 2);
        /* just above the midpoint by far less than a double ulp: via double this would be
         * rounded to the exact midpoint first (double rounding) */
        if (kind == 0 || kind == 3) pf(mid.toString());
        if (kind == 1 || kind == 3) pf(mid.add(eps).toString());
        if (kind == 2 || kind == 3) pf(mid.subtract(eps).toString());
        if (kind == 4) {
            int prec = 9 + (Float.floatToRawIntBits(v) & 7);
            pf(mid.round(new MathContext(prec, RoundingMode.HALF_UP)).toString());
            pf(mid.round(new MathContext(prec, RoundingMode.DOWN)).toString());
        }
    }

    /* ---------------------------------------------------------------- fixed sets */

    static void specials() {
        out.println("# special values");
        double[] ds = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
            1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, Math.PI, Math.E, 100.0, 0.001, 1234567.0,
            1e7, 1e-5, -1.2345e-10, 1e23, 2e23, 8.41e21, 5e-324, 9007199254740992.0, 9007199254740993.0,
            2.82879384806159E17, 1.387364135037754E18, 1.45800632428665E17, 1.0E-3, 9.999999999999999E-4,
            9999999.999999998, 1.0E-322, 4.9E-324, 1.7976931348623157E308, 2.2250738585072014E-308,
            2.225073858507201E-308, 123456789012345678.0, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
            0.5, 0.25, 0.125, 1.5, 3.0e-44, 4.35, 2.0e-3, 5.0e-324 * 3, 12345678.9, 0.00123};
        for (double v : ds) { d(v); d(-v); }
        long[] rawD = {0x7ff0000000000001L, 0xfff8000000000000L, 0x7fffffffffffffffL, 0x0000000000000001L,
            0x000fffffffffffffL, 0x0010000000000000L, 0x001fffffffffffffL, 0x7fefffffffffffffL,
            0x3ff0000000000001L, 0x3fefffffffffffffL, 0x4340000000000000L, 0x43e0000000000000L,
            0x43dfffffffffffffL, 0x43f0000000000000L, 0x3cb0000000000000L};
        for (long b : rawD) d(Double.longBitsToDouble(b));
        float[] fs = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
            Float.MIN_NORMAL, Float.MAX_VALUE, 1f, 0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1f / 3, (float) Math.PI,
            (float) Math.E, 100f, 0.001f, 1234567f, 1e7f, 1e-5f, -1.2345e-10f, 1e10f, 16777216f, 16777217f,
            1.0E-3f, 9.999999E-4f, 9999999.0f, 1.4E-45f, 3.4028235E38f, 1.17549435E-38f, 33554432f, 2e-3f,
            0.5f, 1.5f, 4.35f, 8.5e9f, 1.0e38f, 3e-44f, 123456.7f, 2.7182817f, 1.1f, 1.0000001f};
        for (float v : fs) { f(v); f(-v); }
        int[] rawF = {0x7f800001, 0xffc00000, 0x7fffffff, 0x00000001, 0x007fffff, 0x00800000, 0x7f7fffff,
            0x3f800001, 0x3f7fffff, 0x4b800000, 0x5f000000, 0x5effffff};
        for (int b : rawF) f(Float.intBitsToFloat(b));
    }

    static void boundariesD(boolean full) {
        out.println("# doubles: powers of ten, powers of two, format boundaries");
        for (int e = -325; e <= 309; e++) {
            double v = Double.parseDouble("1e" + e);
            if (full) dN(v, 3); else if (e % 4 == 0) dN(v, 1); else d(v);
            if (full) { dN(Double.parseDouble("5e" + e), 1); dN(Double.parseDouble("9.5e" + e), 1); }
        }
        for (int e = -1074; e <= 1023; e += full ? 1 : 9) dN(Math.scalb(1.0, e), full ? 2 : 1);
        for (int e = -1022; e <= 1023; e += full ? 1 : 31) { dN(Math.scalb(1.5, e), 1); dN(Math.scalb(1.0, e) * 1.75, 1); }
        dN(1e-3, full ? 50 : 8);
        dN(1e7, full ? 50 : 8);
        dN(1.0, 8);
        dN(Double.MIN_VALUE, full ? 200 : 20);
        dN(Double.MIN_NORMAL, full ? 10 : 3);
        dN(Double.MAX_VALUE, 0);
        for (int i = 1; i <= 10; i++) d(Math.nextDown(Double.MAX_VALUE - i * Math.ulp(Double.MAX_VALUE) * 1e10));
        for (int e = 52; e <= 64; e++) dN(Math.scalb(1.0, e), full ? 3 : 1);
        for (long i = 0; i <= (full ? 2000 : 40); i++) { d(i); d(i * 0.5); d(i / 10.0); d(i / 1000.0); d(i * 1e-7); }
        for (int i = 0; i < (full ? 2000 : 30); i++) d(Long.MAX_VALUE - i * 1234567L);
    }

    static void boundariesF(boolean full) {
        out.println("# floats: powers of ten, powers of two, format boundaries");
        for (int e = -46; e <= 39; e++) {
            fN(Float.parseFloat("1e" + e), full ? 3 : 1);
            if (full) { fN(Float.parseFloat("5e" + e), 1); fN(Float.parseFloat("9.5e" + e), 1); }
        }
        for (int e = -149; e <= 127; e += full ? 1 : 3) fN(Math.scalb(1.0f, e), full ? 2 : 1);
        fN(1e-3f, full ? 50 : 8);
        fN(1e7f, full ? 50 : 8);
        fN(Float.MIN_VALUE, full ? 200 : 20);
        fN(Float.MIN_NORMAL, full ? 10 : 3);
        fN(Float.MAX_VALUE, 0);
        for (int i = 0; i <= (full ? 3000 : 40); i++) { f(i); f(i * 0.5f); f(i / 10.0f); f(i / 1000.0f); }
        for (int e = 23; e <= 40; e++) fN(Math.scalb(1.0f, e), full ? 3 : 1);
    }

    static final String[] GRAMMAR = {
        "", " ", "-", "+", ".", "-.", "+.", "e5", ".e5", "1e", "1e+", "1e-", "1E", "1e5", "1E5", "1e+5", "1e-5",
        "1.", ".1", "-.1", "+.1", "1.5", "-1.5", "+1.5", "--1", "+-1", "-+1", "1..2", "1.2.3", ".1.", "1e5.5",
        "1e1e1", "1ee5", "1e+-5", "1e--5", "1f", "1F", "1d", "1D", "1.f", ".5d", "1e5f", "1e5D", "1fd", "1ff",
        "1.0ff", "1g", "1 ", " 1", " 1 ", "\t1.5\n", "\n\r\t 2.5 \u000b\u000c", "\u0000 3", "3\u0000",
        "\u00011\u001f", "1 2", "1\u00a0", "\u00a01", "\u20001", "1_000", "1,5", "0", "-0", "+0", "0.0", "-0.0",
        "00000", "0000.0000", "0e0", "0e999999999", "-0e-99999", "0.0e1000f", "000123", "00.00123", "NaN",
        "-NaN", "+NaN", "nan", "NAN", "NaN ", " NaN", "NaNd", "NaN0", "NaNf", "Infinity", "-Infinity",
        "+Infinity", "infinity", "INFINITY", "Inf", "-Inf", "Infinityf", "Infinity0", " -Infinity\t",
        "Infinity!", "N", "I", "- 1", "1 e5", "1e 5", "1e5 ", "0x", "0x1", "0x1p", "0x1p1", "0X1P1", "0x1p+1",
        "0x1p-1", "0x.8p1", "0x8.p-3", "0x.p1", "0xp1", "0x1.p1", "0x1.8p1", "-0x1.8p1", "+0x1.8p1",
        "0x1.8p1f", "0x1.8p1D", "0x1.8p1x", "0x1.8e1", "0x1.8p1.5", "0x1p1 ", " 0x1p1", "0xg", "0x1g1",
        "0x1.8.p1", "00x1p1", "1x1p1", "0x1P-1074", "0x1p-1075", "0x1p-1076", "0x1.0000000000001p-1075",
        "0x1.8p-1074", "0x1.8p-1075", "0x0.0000000000001p-1022", "0x1.fffffffffffffp1023",
        "0x1.fffffffffffff7ffp1023", "0x1.fffffffffffff8p1023", "0x1p1024", "0x1p-149", "0x1p-150",
        "0x1.000002p-150", "0x1.8p-149", "0x1.fffffep127", "0x1.fffffefp127", "0x1.ffffffp127",
        "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1.000000000000080000000001p0",
        "0x1.0000000000000800p0", "0x1.000001p0", "0x1.000003p0", "0x1.0000010000000001p0",
        "0x1.000000fffffffffffffp0", "0x0p0", "-0x0p0", "0x0.0p99999", "0x0p2147483647", "0x0p2147483648",
        "0x0p-2147483648", "-0x0p2147483648", "0x1p2147483647", "0x1p2147483648", "0x1p-2147483648",
        "0x1p-2147483647", "0x1p00000000000000000001", "0x1p99999999999999999999",
        "-0x1p99999999999999999999", "0x1p-99999999999999999999", "0x00000000000000000000001p-1",
        "0x1000000000000000000000000p-100", "0x.0000000000000000000000001p100",
        "0x123456789abcdef0123456789p0", "0xFFFFFFFFFFFFFFFFFFFFFp-3", "0x1p0f", "0x1p0F", "0x1p0d",
        "0x1p0dd", "0x1p-0", "0x1p+0", "0x1p٣", "١", "1e١", "1e2147483647", "1e2147483648",
        "1e-2147483648", "1e99999999999", "1e-99999999999", "0.000001e2147483647",
        "1e0000000000000000000000000000001", "1e-0000000000000000000000000000001", "123e-2147483647",
        "1e214748364", "1e214748364d", "1e-214748364", "1e2147483640", "1e21474836400",
        "2.4703282292062327e-324", "2.4703282292062328e-324", "2.47032822920623272e-324",
        "4.9e-324", "5e-324", "1e-323", "2.2250738585072011e-308", "2.2250738585072012e-308",
        "2.2250738585072014E-308", "1.7976931348623157e308", "1.7976931348623158e308",
        "1.7976931348623159e308", "1.797693134862315807e308", "1.7976931348623158079e308",
        "1.79769313486231580793728971405301e308", "1e309", "1e308", "1e-324", "1e-325", "1e-400",
        "1.4e-45", "1.4E-45f", "7.0e-46", "7.006492321624085e-46", "7.006492321624086e-46",
        "1.401298464324817e-45", "3.4028235e38", "3.4028236e38", "3.40282356779733661637539395458142568448e38",
        "3.40282356779733661637539395458142568447e38", "3.4028235677973366e38", "3.402823567797337e38",
        "1e39", "1e38", "1.17549435E-38", "1.1754942E-38", "9007199254740993", "9007199254740993.0000000001",
        "9007199254740995", "9007199254740994.99999999999999999999", "16777217", "16777217.000000001",
        "16777219", "33554434", "0.1", "0.2", "0.3", "0.30000000000000004", "3.141592653589793",
        "2.718281828459045", "1e23", "8.41e21", "5e-1", "100", "1000000", "12345678901234567890",
        "123456789012345678901234567890e-10", "0.000000000000000000000000000000000000001e39",
        "1" + "0".repeat(400), "1" + "0".repeat(400) + "e-400", "0." + "0".repeat(400) + "1e401",
        "0." + "0".repeat(330) + "1", "9".repeat(400), "9".repeat(400) + "e-400", "1." + "0".repeat(1200) + "1",
        "1." + "0".repeat(2000) + "1e-2000", "4.9406564584124654" + "0".repeat(800) + "1e-324",
        "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
        "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125000000000000001e-324",
    };

    static void grammar(boolean full) {
        out.println("# parse grammar and boundary strings");
        for (String s : GRAMMAR) p(s);
        for (int e = -330; e <= 310; e += full ? 1 : 7) { pd("1e" + e); pd("9.9e" + e); }
        for (int e = -48; e <= 40; e += full ? 1 : 2) { pf("1e" + e); pf("9.9e" + e); }
        // exact boundaries: MAX+half ulp, MIN/2, MIN_NORMAL neighbours, for both formats
        BigDecimal maxD = new BigDecimal(Double.MAX_VALUE), ulpD = new BigDecimal(Math.ulp(Double.MAX_VALUE));
        BigDecimal half = ulpD.divide(BigDecimal.valueOf(2));
        BigDecimal tiny = BigDecimal.ONE.movePointLeft(400);
        pd(maxD.add(half).toString());
        pd(maxD.add(half).subtract(BigDecimal.ONE).toString());
        pd(maxD.add(half).add(BigDecimal.ONE).toString());
        pd(maxD.add(half).toPlainString());
        BigDecimal minD = new BigDecimal(Double.MIN_VALUE);
        pd(minD.divide(BigDecimal.valueOf(2)).toString());
        pd(minD.divide(BigDecimal.valueOf(2)).add(tiny.movePointLeft(400)).toString());
        pd(minD.divide(BigDecimal.valueOf(2)).subtract(tiny.movePointLeft(400)).toString());
        pd(minD.multiply(BigDecimal.valueOf(3)).divide(BigDecimal.valueOf(2)).toString());
        BigDecimal maxF = new BigDecimal((double) Float.MAX_VALUE);
        BigDecimal halfF = new BigDecimal((double) Math.ulp(Float.MAX_VALUE)).divide(BigDecimal.valueOf(2));
        p(maxF.add(halfF).toString());
        p(maxF.add(halfF).subtract(BigDecimal.ONE).toString());
        BigDecimal minF = new BigDecimal((double) Float.MIN_VALUE);
        p(minF.divide(BigDecimal.valueOf(2)).toString());
        p(minF.divide(BigDecimal.valueOf(2)).add(tiny).toString());
        p(minF.divide(BigDecimal.valueOf(2)).subtract(tiny).toString());
        p(minF.multiply(BigDecimal.valueOf(3)).divide(BigDecimal.valueOf(2)).toString());
    }

    static void roundTrips(Random r, int n) {
        for (int i = 0; i < n; i++) {
            double v = Double.longBitsToDouble(r.nextLong());
            pd(Double.toString(v));
            float fv = Float.intBitsToFloat(r.nextInt());
            pf(Float.toString(fv));
            pd(Double.toHexString(v));
            pf(Float.toHexString(fv));
            // a float's decimal string parsed as double, a double's as float
            pd(Float.toString(fv));
            pf(Double.toString(v));
        }
    }

    static void randomSet(long seed, int nd, int nf, int np) {
        Random r = new Random(seed);
        out.println("# random doubles (raw bit patterns), seed " + seed);
        for (int i = 0; i < nd; i++) d(Double.longBitsToDouble(r.nextLong()));
        out.println("# random doubles with sparse mantissas");
        for (int i = 0; i < nd / 4; i++) d(sparseDouble(r, 1023 - 80, 1023 + 80));
        for (int i = 0; i < nd / 8; i++) d(sparseDouble(r, 0, 2046));
        out.println("# random short decimals");
        for (int i = 0; i < nd / 4; i++) d(Double.parseDouble(shortDecimal(r, 17, -330, 310)));
        for (int i = 0; i < nd / 8; i++) d(Double.parseDouble(shortDecimal(r, 17, -10, 25)));
        for (int i = 0; i < nd / 8; i++) d((double) (r.nextLong() >>> r.nextInt(64)));
        out.println("# random floats (raw bit patterns)");
        for (int i = 0; i < nf; i++) f(Float.intBitsToFloat(r.nextInt()));
        out.println("# random floats with sparse mantissas");
        for (int i = 0; i < nf / 4; i++) f(sparseFloat(r, 127 - 40, 127 + 40));
        for (int i = 0; i < nf / 8; i++) f(sparseFloat(r, 0, 254));
        out.println("# random short decimals as floats");
        for (int i = 0; i < nf / 4; i++) f(Float.parseFloat(shortDecimal(r, 9, -46, 39)));
        for (int i = 0; i < nf / 8; i++) f((float) (r.nextInt() >>> r.nextInt(32)));
        out.println("# parse: round trips");
        roundTrips(r, np / 6);
        out.println("# parse: random literals");
        for (int i = 0; i < np / 2; i++) pd(randomLiteral(r, -360, 330));
        for (int i = 0; i < np / 2; i++) pf(randomLiteral(r, -60, 50));
        for (int i = 0; i < np / 4; i++) p(randomLiteral(r, -30, 30));
        out.println("# parse: hexadecimal");
        for (int i = 0; i < np / 4; i++) p(randomHex(r, -1200, 1100));
        for (int i = 0; i < np / 4; i++) p(randomHex(r, -170, 140));
        out.println("# parse: midpoints");
        for (int i = 0; i < np / 8; i++) {
            double v = Math.abs(Double.longBitsToDouble(r.nextLong()));
            midpointsD(v, i % 5);
            float fv = Math.abs(Float.intBitsToFloat(r.nextInt()));
            midpointsF(fv, i % 5);
        }
        for (int i = 0; i < np / 16; i++) { // midpoints of small/subnormal values
            midpointsD(Double.longBitsToDouble(r.nextLong() >>> (12 + r.nextInt(40))), i % 5);
            midpointsF(Float.intBitsToFloat(r.nextInt() >>> (9 + r.nextInt(20))), i % 5);
            midpointsD(sparseDouble(r, 1023 - 60, 1023 + 60), i % 5);
        }
    }

    public static void main(String[] args) {
        out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
        String mode = args.length > 0 ? args[0] : "small";
        out.println("# generated by tests/unit/gen/GenFpCases.java (" + String.join(" ", args) + ") on java "
                + System.getProperty("java.version"));
        switch (mode) {
        case "small":
            specials();
            boundariesD(false);
            boundariesF(false);
            grammar(false);
            randomSet(17, 300, 300, 400);
            break;
        case "large": {
            int n = args.length > 1 ? Integer.parseInt(args[1]) : 200000;
            long seed = args.length > 2 ? Long.parseLong(args[2]) : 20240917L;
            specials();
            boundariesD(true);
            boundariesF(true);
            grammar(true);
            randomSet(seed, n, n, n / 2);
            break;
        }
        case "floatsweep": {
            long stride = args.length > 1 ? Long.parseLong(args[1]) : 997;
            for (long b = 0; b < (1L << 32); b += stride) f(Float.intBitsToFloat((int) b));
            break;
        }
        case "floatrange": { // every float bit pattern in [LO, HI), hex
            long lo = Long.parseLong(args[1], 16), hi = Long.parseLong(args[2], 16);
            for (long b = lo; b < hi; b++) f(Float.intBitsToFloat((int) b));
            break;
        }
        default:
            System.err.println("usage: GenFpCases small | large [N [SEED]] | floatsweep [STRIDE] | floatrange LO HI");
            System.exit(2);
        }
        out.flush();
        System.err.println("GenFpCases: " + lines + " cases");
    }
}

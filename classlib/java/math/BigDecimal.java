package java.math;

/**
 * Immutable decimal numbers: an unscaled BigInteger and a scale, value = unscaled * 10^-scale.
 * Results, preferred scales, string forms and exception messages follow Java's.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private final BigInteger intVal;
    private final int scale;
    /** Digits of intVal, 0 until computed. */
    private transient int precision;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    private static final String NON_TERMINATING =
        "Non-terminating decimal expansion; no exact representable decimal result.";

    // ---- construction ----

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = round(unscaledVal, scale, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    /** The exact value of the double. */
    public BigDecimal(double val) {
        BigDecimal r = exactDouble(val);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(double val, MathContext mc) {
        BigDecimal r = exactDouble(val);
        r = round(r.intVal, r.scale, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        BigDecimal r = parse(in, offset, len);
        r = round(r.intVal, r.scale, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(char[] in, int offset, int len) {
        BigDecimal r = parse(in, offset, len);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) throw new NumberFormatException("Infinite or NaN");
        long bits = Double.doubleToLongBits(val);
        int sign = bits < 0 ? -1 : 1;
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) return new BigDecimal(BigInteger.ZERO, 0);
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger m = BigInteger.valueOf(sign * significand);
        if (exponent >= 0) return new BigDecimal(m.shiftLeft(exponent), 0);
        return new BigDecimal(m.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    private static NumberFormatException badChar(char c) {
        return new NumberFormatException("Character " + c
            + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
    }

    private static BigDecimal parse(char[] in, int offset, int len) {
        if (offset < 0 || len < 0 || offset > in.length - len || len == 0) throw new NumberFormatException();
        int end = offset + len;
        int i = offset;
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        boolean dot = false;
        int fraction = 0;
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (c >= '0' && c <= '9' || Character.isDigit(c)) {
                digits.append((char) ('0' + Character.digit(c, 10)));
                if (dot) fraction++;
            } else if (c == '.') {
                if (dot) throw new NumberFormatException("Character array contains more than one decimal point.");
                dot = true;
            } else if (c == 'e' || c == 'E') {
                exp = parseExponent(in, i + 1, end);
                i = end;
                break;
            } else {
                throw badChar(c);
            }
        }
        if (digits.length() == 0) throw new NumberFormatException("No digits found.");
        long scale = fraction - exp;
        if (scale > Integer.MAX_VALUE || scale < Integer.MIN_VALUE) throw new NumberFormatException("Scale out of range.");
        BigInteger v = new BigInteger(digits.toString());
        return new BigDecimal(negative ? v.negate() : v, (int) scale);
    }

    private static long parseExponent(char[] in, int i, int end) {
        if (i >= end) throw new NumberFormatException();
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        if (i >= end) throw new NumberFormatException();
        while (i < end && Character.isDigit(in[i]) && Character.digit(in[i], 10) == 0) i++;
        if (end - i > 10) throw new NumberFormatException("Too many nonzero exponent digits.");
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (!Character.isDigit(c)) throw new NumberFormatException("Not a digit.");
            exp = exp * 10 + Character.digit(c, 10);
        }
        if (negative) exp = -exp;
        if (exp > Integer.MAX_VALUE || exp < Integer.MIN_VALUE) throw new NumberFormatException("Exponent overflow.");
        return exp;
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    /** Through Double.toString, as Java does. */
    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- helpers ----

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE) throw new ArithmeticException("Underflow");
        if (s < Integer.MIN_VALUE) throw new ArithmeticException("Overflow");
        return (int) s;
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : (s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s);
    }

    private static BigInteger tenPow(long n) {
        return BigInteger.tenPow((int) n);
    }

    /** num / den rounded to an integer with the given mode. */
    static BigInteger divideRound(BigInteger num, BigInteger den, RoundingMode mode) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0], r = qr[1];
        if (r.signum() == 0) return q;
        int sign = num.signum() * den.signum();
        int half = r.abs().shiftLeft(1).compareTo(den.abs());
        boolean away;
        switch (mode) {
            case UP: away = true; break;
            case DOWN: away = false; break;
            case CEILING: away = sign > 0; break;
            case FLOOR: away = sign < 0; break;
            case HALF_UP: away = half >= 0; break;
            case HALF_DOWN: away = half > 0; break;
            case HALF_EVEN: away = half > 0 || (half == 0 && q.testBit(0)); break;
            default: throw new ArithmeticException("Rounding necessary");
        }
        return away ? q.add(BigInteger.valueOf(sign)) : q;
    }

    /** unscaled * 10^-scale rounded to mc's precision. */
    private static BigDecimal round(BigInteger unscaled, int scale, MathContext mc) {
        int p = mc.precision;
        if (p == 0) return new BigDecimal(unscaled, scale);
        long s = scale;
        int digits = unscaled.decimalDigits();
        while (digits > p) {
            int drop = digits - p;
            unscaled = divideRound(unscaled, tenPow(drop), mc.roundingMode);
            s -= drop;
            digits = unscaled.decimalDigits();
        }
        return new BigDecimal(unscaled, checkScale(s));
    }

    private BigInteger alignedTo(int newScale) {
        return intVal.multiply(tenPow((long) newScale - scale));
    }

    // ---- arithmetic ----

    public BigDecimal add(BigDecimal augend) {
        int s = Math.max(scale, augend.scale);
        return new BigDecimal(alignedTo(s).add(augend.alignedTo(s)), s);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) return add(augend);
        if (signum() == 0 && augend.signum() != 0) {
            return matchZeroScale(augend.round(mc), Math.max(scale, augend.scale), mc);
        }
        if (augend.signum() == 0 && signum() != 0) {
            return matchZeroScale(round(mc), Math.max(scale, augend.scale), mc);
        }
        BigDecimal sum = add(augend);
        return round(sum.intVal, sum.scale, mc);
    }

    /** When one operand is zero, Java moves the result toward the preferred scale. */
    private static BigDecimal matchZeroScale(BigDecimal r, int preferred, MathContext mc) {
        if (r.scale >= preferred) return r;
        int room = mc.precision - r.precision();
        int grow = Math.min(room, preferred - r.scale);
        return grow > 0 ? r.setScale(r.scale + grow) : r;
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        BigDecimal p = multiply(multiplicand);
        return round(p.intVal, p.scale, mc);
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (signum() == 0) throw new ArithmeticException("Division undefined");
            throw new ArithmeticException("Division by zero");
        }
    }

    /** Exact quotient; its scale is the preferred scale or the least larger one that is exact. */
    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        int preferred = saturate((long) scale - divisor.scale);
        if (signum() == 0) return new BigDecimal(BigInteger.ZERO, preferred);
        BigInteger a = intVal, b = divisor.intVal;
        BigInteger g = a.gcd(b);
        a = a.divide(g);
        b = b.divide(g);
        if (b.signum() < 0) {
            a = a.negate();
            b = b.negate();
        }
        int twos = b.getLowestSetBit();
        b = b.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        for (;;) {
            BigInteger[] qr = b.divideAndRemainder(five);
            if (qr[1].signum() != 0) break;
            b = qr[0];
            fives++;
        }
        if (!b.equals(BigInteger.ONE)) throw new ArithmeticException(NON_TERMINATING);
        int k = Math.max(twos, fives);
        BigInteger q = a.multiply(BigInteger.TWO.pow(k - twos)).multiply(five.pow(k - fives));
        return new BigDecimal(q, checkScale((long) scale - divisor.scale + k));
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        checkDivisor(divisor);
        long shift = (long) scale - this.scale + divisor.scale;
        BigInteger num = intVal, den = divisor.intVal;
        if (shift >= 0) num = num.multiply(tenPow(shift));
        else den = den.multiply(tenPow(-shift));
        return new BigDecimal(divideRound(num, den, roundingMode), scale);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    /** Quotient rounded to mc's precision; an exact one keeps no trailing zeros below the preferred scale. */
    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) return divide(divisor);
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) return new BigDecimal(BigInteger.ZERO, saturate(preferred));
        BigInteger a = intVal, b = divisor.intVal;
        long shift = (long) mc.precision + b.decimalDigits() - a.decimalDigits();
        BigInteger[] qr = scaledDivide(a, b, shift);
        if (qr[0].decimalDigits() > mc.precision) {
            shift--;
            qr = scaledDivide(a, b, shift);
        }
        BigInteger num = shift >= 0 ? a.multiply(tenPow(shift)) : a;
        BigInteger den = shift >= 0 ? b : b.multiply(tenPow(-shift));
        BigInteger q = divideRound(num, den, mc.roundingMode);
        long s = preferred + shift;
        if (q.decimalDigits() > mc.precision) { // rounding carried into a new digit
            q = q.divide(BigInteger.TEN);
            s--;
        }
        if (qr[1].signum() == 0) { // exact: strip zeros down to the preferred scale
            while (s > preferred) {
                BigInteger[] d = q.divideAndRemainder(BigInteger.TEN);
                if (d[1].signum() != 0) break;
                q = d[0];
                s--;
            }
        }
        return new BigDecimal(q, checkScale(s));
    }

    private static BigInteger[] scaledDivide(BigInteger a, BigInteger b, long shift) {
        if (shift >= 0) return a.multiply(tenPow(shift)).divideAndRemainder(b);
        return a.divideAndRemainder(b.multiply(tenPow(-shift)));
    }

    /** Integer part of the quotient, at the preferred scale where that loses nothing. */
    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        long shift = (long) divisor.scale - scale;
        BigInteger num = intVal, den = divisor.intVal;
        if (shift >= 0) num = num.multiply(tenPow(shift));
        else den = den.multiply(tenPow(-shift));
        BigInteger q = num.divide(den);
        long s = 0;
        if (preferred > 0) {
            q = q.multiply(tenPow(preferred));
            s = preferred;
        } else {
            while (s > preferred && q.signum() != 0) {
                BigInteger[] d = q.divideAndRemainder(BigInteger.TEN);
                if (d[1].signum() != 0) break;
                q = d[0];
                s--;
            }
            if (q.signum() == 0) s = preferred;
        }
        return new BigDecimal(q, checkScale(s));
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor);
        if (mc.precision > 0 && q.precision() > mc.precision) {
            BigDecimal stripped = q.stripTrailingZeros();
            if (stripped.scale < 0 ? stripped.precision() - stripped.scale > mc.precision
                    : stripped.precision() > mc.precision)
                throw new ArithmeticException("Division impossible");
            return stripped.scale < 0 ? stripped : stripped;
        }
        return q;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) throw new ArithmeticException("Invalid operation");
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) return pow(n);
        if (n < -999999999 || n > 999999999) throw new ArithmeticException("Invalid operation");
        if (n == 0) return ONE;
        BigDecimal p = pow(Math.abs(n));
        if (n < 0) return ONE.divide(p, mc);
        return p.round(mc);
    }

    /** Square root rounded to mc's precision (preferred scale this.scale / 2). */
    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) throw new ArithmeticException("Attempted square root of negative BigDecimal");
        int preferred = scale / 2;
        if (sig == 0) return new BigDecimal(BigInteger.ZERO, preferred);
        int p = mc.precision == 0 ? precision() / 2 + 1 : mc.precision;
        // value = intVal * 10^-scale; make the exponent even and the integer large enough
        long work = 2L * (p + 2);
        long s = scale;
        BigInteger v = intVal;
        long extra = Math.max(0, work - v.decimalDigits());
        if (((s + extra) & 1) != 0) extra++;
        v = v.multiply(tenPow(extra));
        s += extra;
        BigInteger root = v.sqrt();
        boolean exact = root.multiply(root).equals(v);
        long rs = s / 2;
        if (mc.precision == 0) {
            if (!exact) throw new ArithmeticException("Computed square root not exact.");
        }
        BigDecimal r;
        if (exact) {
            r = new BigDecimal(root, checkScale(rs));
            if (mc.precision > 0) r = r.round(mc);
            r = r.stripToward(preferred);
        } else {
            // a sticky digit keeps directed roundings correct
            BigInteger sticky = root.multiply(BigInteger.TEN).add(BigInteger.ONE);
            r = round(sticky, checkScale(rs + 1), mc);
        }
        return r;
    }

    private BigDecimal stripToward(int preferred) {
        BigInteger q = intVal;
        long s = scale;
        while (s > preferred && q.signum() != 0) {
            BigInteger[] d = q.divideAndRemainder(BigInteger.TEN);
            if (d[1].signum() != 0) break;
            q = d[0];
            s--;
        }
        if (q.signum() == 0) s = Math.max(preferred, Math.min(s, scale));
        return new BigDecimal(q, (int) s);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = intVal.decimalDigits();
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        return round(intVal, scale, mc);
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) return this;
        if (newScale > scale) return new BigDecimal(alignedTo(newScale), newScale);
        return new BigDecimal(divideRound(intVal, tenPow((long) scale - newScale), roundingMode), newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) return this;
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale + n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) return this;
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale - n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal.signum() == 0) return ZERO;
        BigInteger q = intVal;
        long s = scale;
        for (;;) {
            BigInteger[] d = q.divideAndRemainder(BigInteger.TEN);
            if (d[1].signum() != 0) break;
            q = d[0];
            s--;
        }
        return new BigDecimal(q, checkScale(s));
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    // ---- comparison ----

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) return intVal.compareTo(val.intVal);
        int s1 = signum(), s2 = val.signum();
        if (s1 != s2) return s1 < s2 ? -1 : 1;
        if (s1 == 0) return 0;
        // compare magnitudes by their adjusted exponents first
        long e1 = (long) precision() - scale, e2 = (long) val.precision() - val.scale;
        if (e1 != e2) return (e1 < e2 ? -1 : 1) * s1;
        int s = Math.max(scale, val.scale);
        return alignedTo(s).compareTo(val.alignedTo(s));
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) return false;
        BigDecimal d = (BigDecimal) x;
        return scale == d.scale && intVal.equals(d.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---- strings ----

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    private String layout(boolean scientific) {
        String coeff = intVal.abs().toString();
        if (scale == 0) return intVal.toString();
        StringBuilder sb = new StringBuilder();
        if (intVal.signum() < 0) sb.append('-');
        int len = coeff.length();
        long adjusted = -(long) scale + (len - 1);
        if (scale > 0 && adjusted >= -6) {
            int pad = scale - len;
            if (pad >= 0) {
                sb.append("0.");
                for (; pad > 0; pad--) sb.append('0');
                sb.append(coeff);
            } else {
                sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, len);
            }
            return sb.toString();
        }
        if (scientific) {
            sb.append(coeff.charAt(0));
            if (len > 1) sb.append('.').append(coeff, 1, len);
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) sig += 3;
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                if (sig == 1) {
                    sb.append('0');
                } else {
                    sb.append(sig == 2 ? "0.00" : "0.0");
                    adjusted += 3;
                }
            } else if (sig >= len) {
                sb.append(coeff);
                for (int i = sig - len; i > 0; i--) sb.append('0');
            } else {
                sb.append(coeff, 0, sig).append('.').append(coeff, sig, len);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) sb.append('+');
            sb.append(adjusted);
        }
        return sb.toString();
    }

    public String toPlainString() {
        if (scale == 0) return intVal.toString();
        if (scale < 0) {
            if (signum() == 0) return "0";
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int i = 0; i < -(long) scale; i++) sb.append('0');
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (intVal.signum() < 0) sb.append('-');
        int pad = scale - coeff.length();
        if (pad >= 0) {
            sb.append("0.");
            for (; pad > 0; pad--) sb.append('0');
            sb.append(coeff);
        } else {
            sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeff.length());
        }
        return sb.toString();
    }

    // ---- conversions ----

    public BigInteger toBigInteger() {
        if (scale <= 0) return intVal.multiply(tenPow(-(long) scale));
        return intVal.divide(tenPow(scale));
    }

    public BigInteger toBigIntegerExact() {
        if (scale <= 0) return intVal.multiply(tenPow(-(long) scale));
        BigInteger[] qr = intVal.divideAndRemainder(tenPow(scale));
        if (qr[1].signum() != 0) throw new ArithmeticException("Rounding necessary");
        return qr[0];
    }

    public int intValue() {
        return signum() == 0 || scale <= -32 ? 0 : toBigInteger().intValue();
    }

    public long longValue() {
        return signum() == 0 || scale <= -64 ? 0 : toBigInteger().longValue();
    }

    /** Integer part, checking that the value is integral and in range. */
    private BigInteger exactIntegral(int bits) {
        if (signum() == 0) return BigInteger.ZERO;
        if (scale > 0) {
            BigInteger[] qr = intVal.divideAndRemainder(tenPow(scale));
            if (qr[1].signum() != 0) throw new ArithmeticException("Rounding necessary");
            return qr[0];
        }
        if ((long) precision() - scale > 19 + 1) throw new ArithmeticException("Overflow");
        return intVal.multiply(tenPow(-(long) scale));
    }

    public long longValueExact() {
        BigInteger v = exactIntegral(64);
        if (v.bitLength() > 63) throw new ArithmeticException("Overflow");
        return v.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) throw new ArithmeticException("Overflow");
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) throw new ArithmeticException("Overflow");
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) throw new ArithmeticException("Overflow");
        return (byte) v;
    }

    /** Correctly rounded, through the decimal string. */
    public double doubleValue() {
        if (scale == 0 && intVal.bitLength() < 63) return (double) intVal.longValue();
        return Double.parseDouble(toString());
    }

    public float floatValue() {
        if (scale == 0 && intVal.bitLength() < 63) return (float) intVal.longValue();
        return Float.parseFloat(toString());
    }
}

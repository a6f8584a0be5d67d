package java.util;

import java.util.function.DoubleConsumer;

public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private double sum;
    private double sumCompensation;
    private double simpleSum;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public DoubleSummaryStatistics() {
    }

    public DoubleSummaryStatistics(long count, double min, double max, double sum) throws IllegalArgumentException {
        if (count < 0L) {
            throw new IllegalArgumentException("Negative count value");
        } else if (count > 0L) {
            if (min > max) {
                throw new IllegalArgumentException("Minimum greater than maximum");
            }
            long ncount = 0;
            if (Double.isNaN(min)) {
                ncount++;
            }
            if (Double.isNaN(max)) {
                ncount++;
            }
            if (Double.isNaN(sum)) {
                ncount++;
            }
            if (ncount > 0 && ncount < 3) {
                throw new IllegalArgumentException("Some, not all, of the minimum, maximum, or sum is NaN");
            }
            this.count = count;
            this.sum = sum;
            this.simpleSum = sum;
            this.sumCompensation = 0.0d;
            this.min = min;
            this.max = max;
        }
    }

    public void accept(double value) {
        ++count;
        simpleSum += value;
        sumWithCompensation(value);
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        simpleSum += other.simpleSum;
        sumWithCompensation(other.sum);
        sumWithCompensation(other.sumCompensation);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    private void sumWithCompensation(double value) {
        double tmp = value - sumCompensation;
        double velvel = sum + tmp;
        sumCompensation = (velvel - sum) - tmp;
        sum = velvel;
    }

    public final long getCount() {
        return count;
    }

    public final double getSum() {
        double tmp = sum + sumCompensation;
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public final double getMin() {
        return min;
    }

    public final double getMax() {
        return max;
    }

    public final double getAverage() {
        return getCount() > 0 ? getSum() / getCount() : 0.0d;
    }

    public String toString() {
        return getClass().getSimpleName() + "{count=" + getCount() + ", sum=" + fixed6(getSum()) + ", min="
                + fixed6(getMin()) + ", average=" + fixed6(getAverage()) + ", max=" + fixed6(getMax()) + "}";
    }

    /**
     * The "%f" rendering of v (6 decimals): the digits of Double.toString(v) rounded half-up, as
     * java.util.Formatter does.
     */
    static String fixed6(double v) {
        return fixed(v, 6);
    }

    static String fixed(double v, int prec) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "Infinity" : "-Infinity";
        }
        boolean neg = v < 0 || (v == 0 && 1 / v < 0);
        String s = Double.toString(Math.abs(v));
        int e = s.indexOf('E');
        String mant = e >= 0 ? s.substring(0, e) : s;
        int exp = e >= 0 ? Integer.parseInt(s.substring(e + 1)) : 0;
        int dot = mant.indexOf('.');
        String intPart = mant.substring(0, dot);
        char[] digits = (intPart + mant.substring(dot + 1)).toCharArray();
        int pointPos = intPart.length() + exp;
        int n = digits.length;
        int keep = pointPos + prec;
        StringBuilder sb = new StringBuilder();
        if (neg) {
            sb.append('-');
        }
        if (keep < 0) {
            digits = new char[0];
            n = 0;
        } else if (keep < n) {
            boolean up = digits[keep] >= '5';
            n = keep;
            if (up) {
                int i = n - 1;
                while (i >= 0) {
                    if (digits[i] == '9') {
                        digits[i] = '0';
                        i--;
                    } else {
                        digits[i]++;
                        break;
                    }
                }
                if (i < 0) {
                    char[] d2 = new char[n + 1];
                    d2[0] = '1';
                    System.arraycopy(digits, 0, d2, 1, n);
                    digits = d2;
                    n++;
                    pointPos++;
                }
            }
        }
        // integer part
        boolean any = false;
        for (int i = 0; i < pointPos; i++) {
            char c = i < n ? digits[i] : '0';
            if (c != '0' || any) {
                sb.append(c);
                any = true;
            }
        }
        if (!any) {
            sb.append('0');
        }
        if (prec > 0) {
            sb.append('.');
            for (int k = 0; k < prec; k++) {
                int i = pointPos + k;
                sb.append(i >= 0 && i < n ? digits[i] : '0');
            }
        }
        return sb.toString();
    }
}

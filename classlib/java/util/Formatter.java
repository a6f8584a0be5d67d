package java.util;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;

/**
 * printf-style formatting (String.format, PrintStream.printf) with the observable behaviour of
 * OpenJDK 17 in the US/root locale: the same conversions, flags, widths, precisions, argument
 * indexes and the same exceptions with the same messages.
 *
 * Floating-point conversions round the decimal digits of Double.toString (FloatingDecimal's
 * digits) half-up, as the JDK does; a float argument is widened to double first. Date/time
 * conversions (%t) take a Long (epoch milliseconds) or a Date and print it in UTC, the only time zone
 * (with GregorianCalendar's Julian calendar before 1582-10-15).
 *
 * A format string is parsed completely before anything is printed; then each part is appended
 * to the destination in turn (so a PrintStream sees the text before a failing specifier).
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private IOException lastException;
    private final Locale l;

    // Flag bits (the same values Formattable.formatTo receives).
    static final int LEFT_JUSTIFY = 1 << 0;
    static final int UPPERCASE = 1 << 1;
    static final int ALTERNATE = 1 << 2;
    static final int PLUS = 1 << 3;
    static final int LEADING_SPACE = 1 << 4;
    static final int ZERO_PAD = 1 << 5;
    static final int GROUP = 1 << 6;
    static final int PARENTHESES = 1 << 7;
    static final int PREVIOUS = 1 << 8;

    public Formatter() {
        this(new StringBuilder());
    }

    public Formatter(Appendable a) {
        this.a = (a == null) ? new StringBuilder() : a;
        this.l = Locale.getDefault();
    }

    public Formatter(Locale l) {
        this(l, new StringBuilder());
    }

    public Formatter(Appendable a, Locale l) {
        this(l, (a == null) ? new StringBuilder() : a);
    }

    private Formatter(Locale l, Appendable a) {
        this.a = a;
        this.l = l;
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))));
    }

    public Formatter(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(fileName, csn, Locale.getDefault());
    }

    public Formatter(String fileName, String csn, Locale l)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(l, new BufferedWriter(makeWriter(new FileOutputStream(fileName), csn)));
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))));
    }

    public Formatter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(Locale.getDefault(), new BufferedWriter(makeWriter(new FileOutputStream(file), csn)));
    }

    public Formatter(PrintStream ps) {
        this(Locale.getDefault(), (Appendable) Objects.requireNonNull(ps));
    }

    public Formatter(OutputStream os) {
        this(new BufferedWriter(new OutputStreamWriter(os)));
    }

    public Formatter(OutputStream os, String csn) throws UnsupportedEncodingException {
        this(Locale.getDefault(), new BufferedWriter(makeWriter(os, csn)));
    }

    private static OutputStreamWriter makeWriter(OutputStream os, String csn)
            throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        return new OutputStreamWriter(os, csn);
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        int last = -1;
        int lasto = -1;
        Spec[] specs = parse(format);
        for (int k = 0; k < specs.length; k++) {
            Spec fs = specs[k];
            try {
                if (fs.text != null) {
                    a.append(fs.text, fs.start, fs.end);
                    continue;
                }
                int index = fs.index;
                switch (index) {
                case -2:
                    fs.print(this, null);
                    break;
                case -1:
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                    break;
                case 0:
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[lasto]);
                    break;
                default:
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                    break;
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    // ---------------------------------------------------------------- parsing

    private static Spec[] parse(String s) {
        Spec[] list = new Spec[8];
        int n = 0;
        int i = 0;
        int max = s.length();
        while (i < max) {
            int p = s.indexOf('%', i);
            if (p < 0) {
                list = add(list, n++, Spec.fixed(s, i, max));
                break;
            }
            if (i != p) {
                list = add(list, n++, Spec.fixed(s, i, p));
            }
            i = p + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            int end = matchSpec(s, p);
            if (end < 0) {
                throw new UnknownFormatConversionException(String.valueOf(s.charAt(i)));
            }
            list = add(list, n++, new Spec(s, p, end));
            i = end;
        }
        Spec[] r = new Spec[n];
        System.arraycopy(list, 0, r, 0, n);
        return r;
    }

    private static Spec[] add(Spec[] list, int n, Spec s) {
        if (n == list.length) {
            Spec[] b = new Spec[n * 2];
            System.arraycopy(list, 0, b, 0, n);
            list = b;
        }
        list[n] = s;
        return list;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isFlagChar(char c) {
        return c == '-' || c == '#' || c == '+' || c == ' ' || c == '0' || c == ',' || c == '('
                || c == '<';
    }

    private static boolean isConvChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    /**
     * Matches %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%]) at p; returns the end
     * of the match or -1. The groups' bounds are recomputed by Spec.
     */
    static int matchSpec(String s, int p) {
        int[] g = new int[12];
        return matchGroups(s, p, g) ? g[11] : -1;
    }

    /** g[2k], g[2k+1]: start/end of group k+1 (-1 if absent); g[10] conv index, g[11] end. */
    static boolean matchGroups(String s, int p, int[] g) {
        int max = s.length();
        int i = p + 1;
        for (int k = 0; k < 12; k++) {
            g[k] = -1;
        }
        // group 1: argument index
        int j = i;
        while (j < max && isDigit(s.charAt(j))) {
            j++;
        }
        if (j > i && j < max && s.charAt(j) == '$') {
            g[0] = i;
            g[1] = j + 1;
            i = j + 1;
        }
        // group 2: flags (greedy; giving back characters never makes the rest match)
        j = i;
        while (j < max && isFlagChar(s.charAt(j))) {
            j++;
        }
        g[2] = i;
        g[3] = j;
        i = j;
        // group 3: width
        j = i;
        while (j < max && isDigit(s.charAt(j))) {
            j++;
        }
        if (j > i) {
            g[4] = i;
            g[5] = j;
            i = j;
        }
        // group 4: precision
        if (i + 1 < max && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
            j = i + 1;
            while (j < max && isDigit(s.charAt(j))) {
                j++;
            }
            g[6] = i;
            g[7] = j;
            i = j;
        }
        // group 5: t/T, then group 6: the conversion
        if (i < max && (s.charAt(i) == 't' || s.charAt(i) == 'T') && i + 1 < max
                && isConvChar(s.charAt(i + 1))) {
            g[8] = i;
            g[9] = i + 1;
            i++;
        }
        if (i < max && isConvChar(s.charAt(i))) {
            g[10] = i;
            g[11] = i + 1;
            return true;
        }
        return false;
    }

    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT_JUSTIFY) != 0) {
            sb.append('-');
        }
        if ((f & UPPERCASE) != 0) {
            sb.append('^');
        }
        if ((f & ALTERNATE) != 0) {
            sb.append('#');
        }
        if ((f & PLUS) != 0) {
            sb.append('+');
        }
        if ((f & LEADING_SPACE) != 0) {
            sb.append(' ');
        }
        if ((f & ZERO_PAD) != 0) {
            sb.append('0');
        }
        if ((f & GROUP) != 0) {
            sb.append(',');
        }
        if ((f & PARENTHESES) != 0) {
            sb.append('(');
        }
        if ((f & PREVIOUS) != 0) {
            sb.append('<');
        }
        return sb.toString();
    }

    static int flagOf(char c) {
        switch (c) {
        case '-':
            return LEFT_JUSTIFY;
        case '#':
            return ALTERNATE;
        case '+':
            return PLUS;
        case ' ':
            return LEADING_SPACE;
        case '0':
            return ZERO_PAD;
        case ',':
            return GROUP;
        case '(':
            return PARENTHESES;
        case '<':
            return PREVIOUS;
        default:
            throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    static boolean isValidConversion(char c) {
        switch (c) {
        case 'b': case 'B': case 's': case 'S': case 'h': case 'H': case 'c': case 'C':
        case 'd': case 'o': case 'x': case 'X': case 'e': case 'E': case 'g': case 'G':
        case 'f': case 'a': case 'A': case 'n': case '%':
            return true;
        default:
            return false;
        }
    }

    static boolean isValidDateTime(char c) {
        return "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(c) >= 0;
    }

    private static int parseNumber(String s, int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (s.charAt(i) - '0');
            if (v > Integer.MAX_VALUE) {
                throw new NumberFormatException();
            }
        }
        return (int) v;
    }

    // ---------------------------------------------------------------- one specifier

    static final class Spec {
        // fixed text
        String text;
        int start, end;
        // format specifier
        int index;
        int f;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;

        private Spec() {
        }

        static Spec fixed(String s, int start, int end) {
            Spec sp = new Spec();
            sp.text = s;
            sp.start = start;
            sp.end = end;
            return sp;
        }

        Spec(String s, int p, int end) {
            int[] g = new int[12];
            matchGroups(s, p, g);
            if (g[0] >= 0) {
                try {
                    index = parseNumber(s, g[0], g[1] - 1);
                    if (index <= 0) {
                        throw new IllegalFormatArgumentIndexException(index);
                    }
                } catch (NumberFormatException x) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
            }
            for (int i = g[2]; i < g[3]; i++) {
                int v = flagOf(s.charAt(i));
                if ((f & v) != 0) {
                    throw new DuplicateFormatFlagsException(flagsToString(v));
                }
                f |= v;
            }
            if ((f & PREVIOUS) != 0) {
                index = -1;
            }
            if (g[4] >= 0) {
                try {
                    width = parseNumber(s, g[4], g[5]);
                } catch (NumberFormatException x) {
                    throw new IllegalFormatWidthException(Integer.MIN_VALUE);
                }
            }
            if (g[6] >= 0) {
                try {
                    precision = parseNumber(s, g[6] + 1, g[7]);
                } catch (NumberFormatException x) {
                    throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
                }
            }
            if (g[8] >= 0) {
                dt = true;
                if (s.charAt(g[8]) == 'T') {
                    f |= UPPERCASE;
                }
            }
            c = s.charAt(g[10]);
            if (!dt) {
                if (!isValidConversion(c)) {
                    throw new UnknownFormatConversionException(String.valueOf(c));
                }
                if (Character.isUpperCase(c)) {
                    f |= UPPERCASE;
                    c = Character.toLowerCase(c);
                }
                if (c == 'n' || c == '%') {
                    index = -2;
                }
            }
            if (dt) {
                checkDateTime();
            } else if (c == 'b' || c == 's' || c == 'h') {
                checkGeneral();
            } else if (c == 'c') {
                checkCharacter();
            } else if (c == 'd' || c == 'o' || c == 'x') {
                checkInteger();
            } else if (c == 'e' || c == 'f' || c == 'g' || c == 'a') {
                checkFloat();
            } else {
                checkText();
            }
        }

        private boolean has(int flag) {
            return (f & flag) != 0;
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), c);
        }

        /** Fails on the first of the given flags (in this order) that is present. */
        private void checkBadFlags(int... flags) {
            for (int i = 0; i < flags.length; i++) {
                if ((f & flags[i]) != 0) {
                    failMismatch(flags[i]);
                }
            }
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALTERNATE)) {
                failMismatch(ALTERNATE);
            }
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (!isValidDateTime(c)) {
                throw new UnknownFormatConversionException("t" + c);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlags(ALTERNATE);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlags(PARENTHESES, GROUP);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALTERNATE);
            }
        }

        private void checkNumeric() {
            if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD))) {
                throw new IllegalFormatFlagsException(flagsToString(f));
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                if (f != LEFT_JUSTIFY && f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
                if (width == -1 && has(LEFT_JUSTIFY)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
            }
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(f & ~UPPERCASE));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPERCASE) ? 'T' : 't');
            }
            sb.append(has(UPPERCASE) ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        // ------------------------------------------------------------ printing

        void print(Formatter fmt, Object arg) throws IOException {
            Appendable a = fmt.a;
            if (dt) {
                printDateTime(a, arg);
                return;
            }
            switch (c) {
            case 'd':
            case 'o':
            case 'x':
                printInteger(a, arg);
                break;
            case 'e':
            case 'f':
            case 'g':
            case 'a':
                printFloat(a, arg);
                break;
            case 'c':
                printCharacter(a, arg);
                break;
            case 'b': {
                String s;
                if (arg != null) {
                    s = (arg instanceof Boolean) ? ((Boolean) arg).toString() : "true";
                } else {
                    s = "false";
                }
                printString(a, s);
                break;
            }
            case 's':
                if (arg instanceof Formattable) {
                    ((Formattable) arg).formatTo(fmt, f, width, precision);
                } else {
                    if (has(ALTERNATE)) {
                        failMismatch(ALTERNATE);
                    }
                    printString(a, arg == null ? "null" : arg.toString());
                }
                break;
            case 'h':
                printString(a, arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                break;
            case 'n':
                a.append(System.lineSeparator());
                break;
            case '%':
                printString(a, "%");
                break;
            default:
                throw new AssertionError();
            }
        }

        private void failConversion(Object arg) {
            throw new IllegalFormatConversionException(c, arg.getClass());
        }

        private void printString(Appendable a, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPERCASE)) {
                s = s.toUpperCase();
            }
            appendJustified(a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT_JUSTIFY);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void printCharacter(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            String s = null;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int i = ((Number) arg).intValue();
                if (Character.isValidCodePoint(i)) {
                    s = new String(Character.toChars(i));
                } else {
                    throw new IllegalFormatCodePointException(i);
                }
            } else {
                failConversion(arg);
            }
            printString(a, s);
        }

        private void printDateTime(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            long t;
            if (arg instanceof Long) {
                t = ((Long) arg).longValue();
            } else if (arg instanceof Date) {
                t = ((Date) arg).getTime();
            } else {
                failConversion(arg);
                return;
            }
            StringBuilder sb = new StringBuilder();
            appendDateTime(sb, c, t);
            printString(a, sb.toString());
        }

        private static final String[] MONTHS = { "January", "February", "March", "April",
            "May", "June", "July", "August", "September", "October", "November", "December" };
        private static final String[] DAYS = { "Sunday", "Monday", "Tuesday", "Wednesday",
            "Thursday", "Friday", "Saturday" };
        /** 1582-10-15T00:00Z: GregorianCalendar's switch from the Julian calendar. */
        private static final long GREGORIAN_CUTOVER = -12219292800000L;

        private static void pad(StringBuilder sb, long v, int digits) {
            String s = Long.toString(v);
            for (int i = s.length(); i < digits; i++) {
                sb.append('0');
            }
            sb.append(s);
        }

        /** Year, month (1-12), day, day of year for epoch millis t in UTC. */
        private static int[] civil(long t) {
            long days = Math.floorDiv(t, 86400000L);
            long jdn = days + 2440588L;
            long year;
            long month;
            long day;
            boolean julian = t < GREGORIAN_CUTOVER;
            if (julian) {
                long c = jdn + 32082;
                long d = (4 * c + 3) / 1461;
                long e = c - (1461 * d) / 4;
                long m = (5 * e + 2) / 153;
                day = e - (153 * m + 2) / 5 + 1;
                month = m + 3 - 12 * (m / 10);
                year = d - 4800 + m / 10;
            } else {
                long a = jdn + 32044;
                long b = (4 * a + 3) / 146097;
                long c = a - (146097 * b) / 4;
                long d = (4 * c + 3) / 1461;
                long e = c - (1461 * d) / 4;
                long m = (5 * e + 2) / 153;
                day = e - (153 * m + 2) / 5 + 1;
                month = m + 3 - 12 * (m / 10);
                year = 100 * b + d - 4800 + m / 10;
            }
            boolean leap = julian ? (year % 4 == 0)
                    : ((year % 4 == 0 && year % 100 != 0) || year % 400 == 0);
            int[] cum = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };
            long doy = cum[(int) month - 1] + day + ((leap && month > 2) ? 1 : 0);
            return new int[] { (int) year, (int) month, (int) day, (int) doy };
        }

        /** A date/time conversion of epoch millis t, in UTC (the only time zone supported). */
        private static void appendDateTime(StringBuilder sb, char conv, long t) {
            long msOfDay = Math.floorMod(t, 86400000L);
            int hour = (int) (msOfDay / 3600000L);
            int minute = (int) (msOfDay / 60000L % 60);
            int second = (int) (msOfDay / 1000L % 60);
            int milli = (int) (msOfDay % 1000);
            switch (conv) {
            case 'H':
                pad(sb, hour, 2);
                return;
            case 'I':
                pad(sb, hour % 12 == 0 ? 12 : hour % 12, 2);
                return;
            case 'k':
                sb.append(hour);
                return;
            case 'l':
                sb.append(hour % 12 == 0 ? 12 : hour % 12);
                return;
            case 'M':
                pad(sb, minute, 2);
                return;
            case 'S':
                pad(sb, second, 2);
                return;
            case 'L':
                pad(sb, milli, 3);
                return;
            case 'N':
                pad(sb, milli * 1000000L, 9);
                return;
            case 'p':
                sb.append(hour < 12 ? "am" : "pm");
                return;
            case 'z':
                sb.append("+0000");
                return;
            case 'Z':
                sb.append("UTC");
                return;
            case 's':
                sb.append(t / 1000L);
                return;
            case 'Q':
                sb.append(t);
                return;
            case 'R':
                appendDateTime(sb, 'H', t);
                sb.append(':');
                appendDateTime(sb, 'M', t);
                return;
            case 'T':
                appendDateTime(sb, 'R', t);
                sb.append(':');
                appendDateTime(sb, 'S', t);
                return;
            case 'r':
                appendDateTime(sb, 'I', t);
                sb.append(':');
                appendDateTime(sb, 'M', t);
                sb.append(':');
                appendDateTime(sb, 'S', t);
                sb.append(' ').append(hour < 12 ? "AM" : "PM");
                return;
            case 'A':
            case 'a': {
                int wd = (int) Math.floorMod(Math.floorDiv(t, 86400000L) + 4, 7L);
                sb.append(conv == 'A' ? DAYS[wd] : DAYS[wd].substring(0, 3));
                return;
            }
            case 'c':
                appendDateTime(sb, 'a', t);
                sb.append(' ');
                appendDateTime(sb, 'b', t);
                sb.append(' ');
                appendDateTime(sb, 'd', t);
                sb.append(' ');
                appendDateTime(sb, 'T', t);
                sb.append(' ');
                appendDateTime(sb, 'Z', t);
                sb.append(' ');
                appendDateTime(sb, 'Y', t);
                return;
            case 'D':
                appendDateTime(sb, 'm', t);
                sb.append('/');
                appendDateTime(sb, 'd', t);
                sb.append('/');
                appendDateTime(sb, 'y', t);
                return;
            case 'F':
                appendDateTime(sb, 'Y', t);
                sb.append('-');
                appendDateTime(sb, 'm', t);
                sb.append('-');
                appendDateTime(sb, 'd', t);
                return;
            default:
                break;
            }
            int[] ymd = civil(t);
            switch (conv) {
            case 'B':
                sb.append(MONTHS[ymd[1] - 1]);
                break;
            case 'b':
            case 'h':
                sb.append(MONTHS[ymd[1] - 1].substring(0, 3));
                break;
            case 'C':
                pad(sb, ymd[0] / 100, 2);
                break;
            case 'Y':
                pad(sb, ymd[0], 4);
                break;
            case 'y':
                pad(sb, ymd[0] % 100, 2);
                break;
            case 'j':
                pad(sb, ymd[3], 3);
                break;
            case 'm':
                pad(sb, ymd[1], 2);
                break;
            case 'd':
                pad(sb, ymd[2], 2);
                break;
            case 'e':
                sb.append(ymd[2]);
                break;
            default:
                throw new AssertionError();
            }
        }

        // ------------------------------------------------------------ integers

        private void printInteger(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
            } else if (arg instanceof Byte) {
                long v = ((Byte) arg).byteValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 8;
                }
                printLong(a, v);
            } else if (arg instanceof Short) {
                long v = ((Short) arg).shortValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 16;
                }
                printLong(a, v);
            } else if (arg instanceof Integer) {
                long v = ((Integer) arg).intValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 32;
                }
                printLong(a, v);
            } else if (arg instanceof Long) {
                printLong(a, ((Long) arg).longValue());
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(a, (java.math.BigInteger) arg);
            } else {
                failConversion(arg);
            }
        }

        /** BigInteger: signed in every radix, so '+', ' ' and '(' apply to %o and %x too. */
        private void printBigInteger(Appendable a, java.math.BigInteger value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() < 0;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg));
            } else {
                String s = v.toString(c == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if (neg && has(PARENTHESES)) {
                    len++;
                }
                if (has(ALTERNATE)) {
                    if (c == 'o') {
                        len++;
                        sb.append('0');
                    } else {
                        len += 2;
                        sb.append(has(UPPERCASE) ? "0X" : "0x");
                    }
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(LEADING_SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PARENTHESES) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PARENTHESES)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            if (w != -1 && neg && has(PARENTHESES)) {
                w--;
            }
            return w;
        }

        private static void trailingZeros(StringBuilder sb, int n) {
            for (int i = 0; i < n; i++) {
                sb.append('0');
            }
        }

        private void printLong(Appendable a, long value) throws IOException {
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                String valueStr = Long.toString(value);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else if (c == 'o') {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                String s = Long.toOctalString(value);
                int len = has(ALTERNATE) ? s.length() + 1 : s.length();
                if (has(ALTERNATE)) {
                    sb.append('0');
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                sb.append(s);
            } else {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                String s = Long.toHexString(value);
                int len = has(ALTERNATE) ? s.length() + 2 : s.length();
                if (has(ALTERNATE)) {
                    sb.append(has(UPPERCASE) ? "0X" : "0x");
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(a, sb);
        }

        /**
         * Appends value[offset..] (digits with an optional '.') to sb with ',' grouping of the
         * integer part if the GROUP flag is set, then zero-pads the whole of sb (from where
         * this call began) to width if ZERO_PAD is set.
         */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = has(GROUP);
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append('.');
                    group = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (group && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO_PAD)) {
                int pad = w - sb.length();
                if (pad > 0) {
                    char[] z = new char[pad];
                    for (int k = 0; k < pad; k++) {
                        z[k] = '0';
                    }
                    sb.insert(begin, z);
                }
            }
        }

        // ------------------------------------------------------------ floating point

        private void printFloat(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
            } else if (arg instanceof Float) {
                printDouble(a, ((Float) arg).floatValue());
            } else if (arg instanceof Double) {
                printDouble(a, ((Double) arg).doubleValue());
            } else if (arg instanceof java.math.BigDecimal && c != 'a') {
                printBigDecimal(a, (java.math.BigDecimal) arg);
            } else {
                failConversion(arg);
            }
        }

        private void printBigDecimal(Appendable a, java.math.BigDecimal value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() < 0;
            java.math.BigDecimal v = value.abs();
            leadingSign(sb, neg);
            if (c == 'g') {
                int prec = precision == -1 ? 6 : (precision == 0 ? 1 : precision);
                v = v.round(new java.math.MathContext(prec)); // decides the form after rounding
                // Java tests equals(ZERO), so only a zero of scale 0 takes the decimal form
                if (v.equals(java.math.BigDecimal.ZERO)
                        || (v.compareTo(java.math.BigDecimal.valueOf(1, 4)) >= 0
                            && v.compareTo(java.math.BigDecimal.valueOf(1, -prec)) < 0)) {
                    int e = -v.scale() + (v.unscaledValue().toString().length() - 1);
                    printBigDecimalFixed(sb, v, prec - e - 1, neg);
                } else {
                    printBigDecimalScientific(sb, v, prec - 1, neg);
                }
            } else if (c == 'e') {
                printBigDecimalScientific(sb, v, precision == -1 ? 6 : precision, neg);
            } else {
                printBigDecimalFixed(sb, v, precision == -1 ? 6 : precision, neg);
            }
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        /** %f: rounded half-up to prec decimals, plain digits. */
        private void printBigDecimalFixed(StringBuilder sb, java.math.BigDecimal v, int prec, boolean neg) {
            if (v.scale() > prec) {
                v = v.setScale(prec, java.math.RoundingMode.HALF_UP);
            }
            StringBuilder mant = new StringBuilder(v.unscaledValue().toString());
            int scale = v.scale();
            if (scale < 0) {
                if (v.signum() != 0) {
                    trailingZeros(mant, -scale);
                }
                scale = 0;
            } else if (scale > 0) {
                int pad = scale - mant.length();
                if (pad >= 0) {
                    StringBuilder z = new StringBuilder("0.");
                    trailingZeros(z, pad);
                    mant.insert(0, z);
                } else {
                    mant.insert(mant.length() - scale, '.');
                }
            }
            int nzeros = scale < prec ? prec - scale : 0;
            if (scale == 0 && (has(ALTERNATE) || nzeros > 0)) {
                mant.append('.');
            }
            trailingZeros(mant, nzeros);
            localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
        }

        /** %e: prec+1 significant digits rounded half-up, exponent of at least two digits. */
        private void printBigDecimalScientific(StringBuilder sb, java.math.BigDecimal v, int prec, boolean neg) {
            int origPrec = v.precision();
            int nzeros = 0;
            int compPrec;
            if (prec > origPrec - 1) {
                compPrec = origPrec;
                nzeros = prec - (origPrec - 1);
            } else {
                compPrec = prec + 1;
            }
            v = v.round(new java.math.MathContext(compPrec));
            String coeff = v.unscaledValue().toString();
            StringBuilder mant = new StringBuilder();
            mant.append(coeff.charAt(0));
            boolean hasDot = coeff.length() > 1;
            if (hasDot) {
                mant.append('.').append(coeff, 1, coeff.length());
            }
            if ((origPrec == 1 || !hasDot) && (nzeros > 0 || has(ALTERNATE))) {
                mant.append('.');
            }
            trailingZeros(mant, nzeros);
            long adjusted = -(long) v.scale() + (coeff.length() - 1);
            StringBuilder exp = new StringBuilder();
            exp.append(adjusted < 0 ? '-' : '+');
            long abs = Math.abs(adjusted);
            if (abs < 10) {
                exp.append('0');
            }
            exp.append(abs);
            int newW = width;
            if (width != -1) {
                newW = adjustWidth(width - exp.length() - 1, neg);
            }
            localizedMagnitude(sb, mant, 0, newW);
            sb.append(has(UPPERCASE) ? 'E' : 'e');
            sb.append(exp);
        }

        private void printDouble(Appendable a, double value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printMagnitude(sb, v, neg);
                } else {
                    sb.append(has(UPPERCASE) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPERCASE) ? "NAN" : "NaN");
            }
            appendJustified(a, sb);
        }

        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i;
            for (i = 0; i < len; i++) {
                if (sb.charAt(i) == '.') {
                    break;
                }
            }
            boolean needDot = (i == len);
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            trailingZeros(sb, prec - outPrec);
        }

        private static void addDot(StringBuilder mant) {
            int i;
            for (i = 0; i < mant.length(); i++) {
                if (mant.charAt(i) == 'e' || mant.charAt(i) == 'E') {
                    break;
                }
            }
            mant.insert(i, '.');
        }

        private void printMagnitude(StringBuilder sb, double value, boolean neg) {
            if (c == 'e') {
                int prec = (precision == -1) ? 6 : precision;
                Decimal d = new Decimal(value);
                StringBuilder mant = new StringBuilder();
                String exp;
                if (d.n == 0) {
                    mant.append('0');
                    exp = "+00";
                } else {
                    d.round(prec + 1);
                    d.scientificMantissa(mant, prec);
                    exp = d.exponentString();
                }
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    addDot(mant);
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width - exp.length() - 1, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp);
            } else if (c == 'f') {
                int prec = (precision == -1) ? 6 : precision;
                Decimal d = new Decimal(value);
                StringBuilder mant = new StringBuilder();
                d.round(d.decExp + prec);
                d.decimalMantissa(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    addDot(mant);
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
            } else if (c == 'g') {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                String exp = null;
                StringBuilder mant = new StringBuilder();
                int fracDigits;
                if (value == 0.0) {
                    mant.append('0');
                    fracDigits = prec - 1;
                } else {
                    Decimal d = new Decimal(value);
                    d.round(prec);
                    int x = d.decExp - 1;
                    if (x < -4 || x >= prec) {
                        d.scientificMantissa(mant, prec - 1);
                        exp = d.exponentString();
                        fracDigits = prec - 1;
                    } else {
                        fracDigits = prec - (x + 1);
                        d.decimalMantissa(mant, fracDigits);
                    }
                }
                addZeros(mant, fracDigits);
                int newW = width;
                if (width != -1) {
                    if (exp != null) {
                        newW = adjustWidth(width - exp.length() - 1, neg);
                    } else {
                        newW = adjustWidth(width, neg);
                    }
                }
                localizedMagnitude(sb, mant, 0, newW);
                if (exp != null) {
                    sb.append(has(UPPERCASE) ? 'E' : 'e');
                    sb.append(exp);
                }
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 0;
                } else if (precision == 0) {
                    prec = 1;
                }
                String s = hexDouble(value, prec);
                boolean upper = has(UPPERCASE);
                sb.append(upper ? "0X" : "0x");
                if (has(ZERO_PAD)) {
                    int leading = 2;
                    if (has(LEADING_SPACE) || has(PLUS) || neg) {
                        leading = 3;
                    }
                    trailingZeros(sb, width - s.length() - leading);
                }
                int idx = s.indexOf('p');
                StringBuilder va = new StringBuilder();
                if (upper) {
                    va.append(s.substring(0, idx).toUpperCase());
                } else {
                    va.append(s, 0, idx);
                }
                if (prec != 0) {
                    addZeros(va, prec);
                }
                sb.append(va);
                sb.append(upper ? 'P' : 'p');
                sb.append(s, idx + 1, s.length());
            }
        }

        /** Double.toHexString without "0x", its significand rounded to prec hex digits. */
        private static String hexDouble(double d, int prec) {
            if (!Double.isFinite(d) || d == 0.0 || prec == 0 || prec >= 13) {
                return Double.toHexString(d).substring(2);
            }
            int exponent = Math.getExponent(d);
            boolean subnormal = (exponent == Double.MIN_EXPONENT - 1);
            if (subnormal) {
                d *= 0x1.0p54;
                exponent = Math.getExponent(d);
            }
            int precisionBits = 1 + prec * 4;
            int shift = 53 - precisionBits;
            long bits = Double.doubleToLongBits(d);
            long newSignif = (bits & 0x7fffffffffffffffL) >> shift;
            long roundingBits = bits & ~(~0L << shift);
            boolean leastZero = (newSignif & 1L) == 0L;
            boolean round = ((1L << (shift - 1)) & roundingBits) != 0L;
            boolean sticky = shift > 1 && (~(1L << (shift - 1)) & roundingBits) != 0;
            if ((leastZero && round && sticky) || (!leastZero && round)) {
                newSignif++;
            }
            long signBit = bits & 0x8000000000000000L;
            double result = Double.longBitsToDouble(signBit | (newSignif << shift));
            if (Double.isInfinite(result)) {
                return "1.0p1024";
            }
            String res = Double.toHexString(result).substring(2);
            if (!subnormal) {
                return res;
            }
            int idx = res.indexOf('p');
            int iexp = Integer.parseInt(res.substring(idx + 1)) - 54;
            return res.substring(0, idx) + "p" + iexp;
        }
    }

    /**
     * A positive double as the decimal digits of Double.toString: value = 0.d[0..n) * 10^decExp,
     * without leading or trailing zeros (n == 0 for zero).
     */
    static final class Decimal {
        char[] d;
        int n;
        int decExp;

        Decimal(double v) {
            if (v == 0.0) {
                d = new char[1];
                n = 0;
                decExp = 0;
                return;
            }
            String s = Double.toString(v);
            int len = s.length();
            int e = s.indexOf('E');
            int exp = 0;
            int mantEnd = len;
            if (e >= 0) {
                exp = Integer.parseInt(s.substring(e + 1));
                mantEnd = e;
            }
            d = new char[mantEnd + 1];
            int intDigits = 0;
            boolean seenDot = false;
            int k = 0;
            for (int i = 0; i < mantEnd; i++) {
                char ch = s.charAt(i);
                if (ch == '.') {
                    seenDot = true;
                    continue;
                }
                if (!seenDot) {
                    intDigits++;
                }
                d[k++] = ch;
            }
            decExp = intDigits + exp;
            int first = 0;
            while (first < k && d[first] == '0') {
                first++;
                decExp--;
            }
            int last = k;
            while (last > first && d[last - 1] == '0') {
                last--;
            }
            n = last - first;
            if (first > 0) {
                System.arraycopy(d, first, d, 0, n);
            }
        }

        /** Keeps `keep` significant digits, rounding half-up (keep <= 0 may give zero). */
        void round(int keep) {
            if (n == 0 || keep >= n) {
                return;
            }
            if (keep < 0) {
                n = 0;
                return;
            }
            if (keep == 0) {
                if (d[0] >= '5') {
                    d[0] = '1';
                    n = 1;
                    decExp++;
                } else {
                    n = 0;
                }
                return;
            }
            boolean up = d[keep] >= '5';
            n = keep;
            if (up) {
                int i = keep - 1;
                while (i >= 0 && d[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    d[0] = '1';
                    n = 1;
                    decExp++;
                    return;
                }
                d[i]++;
                n = i + 1;
            }
            while (n > 0 && d[n - 1] == '0') {
                n--;
            }
        }

        private char digit(int i) {
            return (i >= 0 && i < n) ? d[i] : '0';
        }

        /** Integer part, then '.' and exactly frac digits if frac > 0. */
        void decimalMantissa(StringBuilder sb, int frac) {
            if (decExp > 0) {
                for (int i = 0; i < decExp; i++) {
                    sb.append(digit(i));
                }
            } else {
                sb.append('0');
            }
            if (frac > 0) {
                sb.append('.');
                for (int i = 0; i < frac; i++) {
                    sb.append(digit(decExp + i));
                }
            }
        }

        /** d.ddd with exactly frac fraction digits (no '.' if frac == 0). */
        void scientificMantissa(StringBuilder sb, int frac) {
            sb.append(digit(0));
            if (frac > 0) {
                sb.append('.');
                for (int i = 1; i <= frac; i++) {
                    sb.append(digit(i));
                }
            }
        }

        String exponentString() {
            int e = decExp - 1;
            StringBuilder sb = new StringBuilder(5);
            sb.append(e < 0 ? '-' : '+');
            e = Math.abs(e);
            if (e < 10) {
                sb.append('0');
            }
            sb.append(e);
            return sb.toString();
        }
    }
}

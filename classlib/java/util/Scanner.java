package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text scanner over a Readable (System.in, a String, a File), in the US locale.
 *
 * Input is read into a growing character buffer in chunks. A token is the text between two
 * delimiter matches; whether a token is complete, or more input is needed first, is decided
 * from the matcher's hitEnd/requireEnd, so the results equal the JDK's for any split of the
 * input into reads. The typed methods use the JDK's token patterns for the US locale (group
 * separator ',', decimal separator '.', NaN and the infinity sign).
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int BUFFER_SIZE = 1024;

    private static final Pattern WHITESPACE_PATTERN = Pattern.compile("\\p{javaWhitespace}+");
    private static final Pattern FIND_ANY_PATTERN = Pattern.compile("(?s).*");
    private static final Pattern NON_ASCII_DIGIT = Pattern.compile("[\\p{javaDigit}&&[^0-9]]");
    private static final String LINE_SEPARATOR_PATTERN = "\r\n|[\n\r\u2028\u2029\u0085]";
    private static final String LINE_PATTERN = ".*(" + LINE_SEPARATOR_PATTERN + ")|.+$";
    private static Pattern linePattern;
    private static Pattern separatorPattern;
    private static Pattern boolPattern;

    // US locale pieces, quoted for use inside patterns (as the JDK builds them)
    private static final String GROUP_SEPARATOR = "\\x{2c}";
    private static final String DECIMAL_SEPARATOR = "\\x{2e}";
    private static final String NAN_STRING = "\\QNaN\\E";
    private static final String INFINITY_STRING = "\\Q\u221e\\E";
    private static final String POSITIVE_PREFIX = "";
    private static final String NEGATIVE_PREFIX = "\\Q-\\E";
    private static final String POSITIVE_SUFFIX = "";
    private static final String NEGATIVE_SUFFIX = "";
    private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";
    private static final String NON0_DIGIT = "[\\p{javaDigit}&&[^0]]";
    /** The group of the integer pattern that is a plain run of digits. */
    private static final int SIMPLE_GROUP_INDEX = 5;

    /** The buffered input: chars [0, limit). */
    private char[] buf;
    private int limit;
    private final BufferSeq seq = new BufferSeq();
    private int position;
    private Matcher matcher;
    private Pattern delimPattern;
    private Pattern hasNextPattern;
    private int hasNextPosition;
    private String hasNextResult;
    private Readable source;
    private boolean sourceClosed = false;
    private boolean needInput = false;
    private boolean skipped = false;
    private int savedScannerPosition = -1;
    private Object typeCache = null;
    private boolean matchValid = false;
    private boolean closed = false;
    private int radix = 10;
    private int defaultRadix = 10;
    private Locale locale = Locale.US;
    private IOException lastException;

    private Pattern integerPattern;
    private int integerPatternRadix = -1;

    /**
     * Set when a token was accepted without running the matcher (the fast paths below): the
     * pattern and region to run if match() asks for the details.
     */
    private Pattern lazyPattern;
    private int lazyFrom;
    private int lazyTo;
    private Pattern floatPattern;
    private Pattern decimalPattern;

    /** The buffer as a CharSequence for the matcher (its length is the current limit). */
    private final class BufferSeq implements CharSequence {
        public int length() {
            return limit;
        }

        public char charAt(int index) {
            if (index < 0 || index >= limit) {
                throw new IndexOutOfBoundsException("index " + index + ", length " + limit);
            }
            return buf[index];
        }

        public CharSequence subSequence(int start, int end) {
            return new String(buf, start, end - start);
        }

        public String toString() {
            return new String(buf, 0, limit);
        }
    }

    private Scanner(Readable source, Pattern pattern) {
        this.source = source;
        this.delimPattern = pattern;
        this.buf = new char[BUFFER_SIZE];
        this.limit = 0;
        this.matcher = delimPattern.matcher(seq);
        matcher.useTransparentBounds(true);
        matcher.useAnchoringBounds(false);
    }

    public Scanner(Readable source) {
        this(Objects.requireNonNull(source, "source"), WHITESPACE_PATTERN);
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(source), WHITESPACE_PATTERN);
    }

    public Scanner(InputStream source, String charsetName) {
        this(makeReader(Objects.requireNonNull(source, "source"), charsetName),
                WHITESPACE_PATTERN);
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(source, charset), WHITESPACE_PATTERN);
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)), WHITESPACE_PATTERN);
    }

    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(makeReader(new FileInputStream(source), charsetName), WHITESPACE_PATTERN);
    }

    public Scanner(String source) {
        this(new StringReader(source), WHITESPACE_PATTERN);
    }

    private static Readable makeReader(InputStream in, String charsetName) {
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            java.nio.charset.Charset.forName(charsetName);
            return new InputStreamReader(in, charsetName);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(
                    new java.nio.charset.UnsupportedCharsetException(charsetName));
        }
    }

    // ------------------------------------------------------------------ patterns

    private static synchronized Pattern linePattern() {
        if (linePattern == null) {
            linePattern = Pattern.compile(LINE_PATTERN);
        }
        return linePattern;
    }

    private static synchronized Pattern separatorPattern() {
        if (separatorPattern == null) {
            separatorPattern = Pattern.compile(LINE_SEPARATOR_PATTERN);
        }
        return separatorPattern;
    }

    private static synchronized Pattern boolPattern() {
        if (boolPattern == null) {
            boolPattern = Pattern.compile("true|false", Pattern.CASE_INSENSITIVE);
        }
        return boolPattern;
    }

    /** Compiled integer patterns by radix, and the float patterns (immutable, so shared). */
    private static final Pattern[] INTEGER_PATTERNS = new Pattern[Character.MAX_RADIX + 1];
    private static Pattern sharedFloatPattern;
    private static Pattern sharedDecimalPattern;

    private Pattern integerPattern() {
        if (integerPattern == null || integerPatternRadix != radix) {
            synchronized (INTEGER_PATTERNS) {
                if (INTEGER_PATTERNS[radix] == null) {
                    INTEGER_PATTERNS[radix] = buildIntegerPattern(radix);
                }
                integerPattern = INTEGER_PATTERNS[radix];
            }
            integerPatternRadix = radix;
        }
        return integerPattern;
    }

    private static Pattern buildIntegerPattern(int radix) {
        {
            String radixDigits = DIGITS.substring(0, radix);
            String digit = "((?i)[" + radixDigits + "\\p{javaDigit}])";
            String groupedNumeral = "(" + NON0_DIGIT + digit + "?" + digit + "?("
                    + GROUP_SEPARATOR + digit + digit + digit + ")+)";
            String numeral = "((" + digit + "++)|" + groupedNumeral + ")";
            String javaStyleInteger = "([-+]?(" + numeral + "))";
            String negativeInteger = NEGATIVE_PREFIX + numeral + NEGATIVE_SUFFIX;
            String positiveInteger = POSITIVE_PREFIX + numeral + POSITIVE_SUFFIX;
            return Pattern.compile("(" + javaStyleInteger + ")|(" + positiveInteger
                    + ")|(" + negativeInteger + ")");
        }
    }

    private static synchronized void buildFloatAndDecimalPattern() {
        if (sharedFloatPattern != null) {
            return;
        }
        String digit = "(([0-9\\p{javaDigit}]))";
        String exponent = "([eE][+-]?" + digit + "+)?";
        String groupedNumeral = "(" + NON0_DIGIT + digit + "?" + digit + "?(" + GROUP_SEPARATOR
                + digit + digit + digit + ")+)";
        String numeral = "((" + digit + "++)|" + groupedNumeral + ")";
        String decimalNumeral = "(" + numeral + "|" + numeral + DECIMAL_SEPARATOR + digit
                + "*+|" + DECIMAL_SEPARATOR + digit + "++)";
        String nonNumber = "(NaN|" + NAN_STRING + "|Infinity|" + INFINITY_STRING + ")";
        String positiveFloat = "(" + POSITIVE_PREFIX + decimalNumeral + POSITIVE_SUFFIX
                + exponent + ")";
        String negativeFloat = "(" + NEGATIVE_PREFIX + decimalNumeral + NEGATIVE_SUFFIX
                + exponent + ")";
        String decimal = "(([-+]?" + decimalNumeral + exponent + ")|" + positiveFloat + "|"
                + negativeFloat + ")";
        String hexFloat = "[-+]?0[xX][0-9a-fA-F]*\\.[0-9a-fA-F]+([pP][-+]?[0-9]+)?";
        String positiveNonNumber = "(" + POSITIVE_PREFIX + nonNumber + POSITIVE_SUFFIX + ")";
        String negativeNonNumber = "(" + NEGATIVE_PREFIX + nonNumber + NEGATIVE_SUFFIX + ")";
        String signedNonNumber = "(([-+]?" + nonNumber + ")|" + positiveNonNumber + "|"
                + negativeNonNumber + ")";
        sharedFloatPattern = Pattern.compile(decimal + "|" + hexFloat + "|" + signedNonNumber);
        sharedDecimalPattern = Pattern.compile(decimal);
    }

    private Pattern floatPattern() {
        if (floatPattern == null) {
            buildFloatAndDecimalPattern();
            floatPattern = sharedFloatPattern;
            decimalPattern = sharedDecimalPattern;
        }
        return floatPattern;
    }

    // ------------------------------------------------------------------ state

    private void saveState() {
        savedScannerPosition = position;
    }

    private void revertState() {
        this.position = savedScannerPosition;
        savedScannerPosition = -1;
        skipped = false;
    }

    private boolean revertState(boolean b) {
        this.position = savedScannerPosition;
        savedScannerPosition = -1;
        skipped = false;
        return b;
    }

    private void cacheResult() {
        hasNextResult = matcher.group();
        hasNextPosition = matcher.end();
        hasNextPattern = matcher.pattern();
    }

    private void cacheResult(String result) {
        hasNextResult = result;
        hasNextPosition = matcher.end();
        hasNextPattern = matcher.pattern();
    }

    private void clearCaches() {
        hasNextPattern = null;
        typeCache = null;
    }

    private String getCachedResult() {
        position = hasNextPosition;
        hasNextPattern = null;
        typeCache = null;
        return hasNextResult;
    }

    private void useTypeCache() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
        position = hasNextPosition;
        hasNextPattern = null;
        typeCache = null;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** Reads more input after limit (making room first); -1 from the source closes it. */
    private void readInput() {
        if (limit == buf.length) {
            makeSpace();
        }
        int n;
        try {
            n = readSource(buf, limit, buf.length - limit);
        } catch (IOException ioe) {
            lastException = ioe;
            n = -1;
        }
        if (n == -1) {
            sourceClosed = true;
            needInput = false;
        }
        if (n > 0) {
            limit += n;
            needInput = false;
        }
    }

    private int readSource(char[] dst, int off, int len) throws IOException {
        if (source instanceof java.io.Reader) {
            return ((java.io.Reader) source).read(dst, off, len);
        }
        java.nio.CharBuffer cb = java.nio.CharBuffer.wrap(dst, off, len);
        int n = source.read(cb);
        return n;
    }

    /** Drops what is before the position (or the saved position), or doubles the buffer. */
    private void makeSpace() {
        clearCaches();
        int offset = savedScannerPosition == -1 ? position : savedScannerPosition;
        if (offset > 0) {
            System.arraycopy(buf, offset, buf, 0, limit - offset);
            limit -= offset;
            if (savedScannerPosition != -1) {
                savedScannerPosition -= offset;
            }
            position -= offset;
            return;
        }
        char[] bigger = new char[buf.length * 2];
        System.arraycopy(buf, 0, bigger, 0, limit);
        buf = bigger;
        matcher.reset(seq);
    }

    /** Skips delimiters; true if a token starts before the end of the buffered input. */
    private boolean hasTokenInBuffer() {
        matchValid = false;
        lazyPattern = null;
        if (delimPattern == WHITESPACE_PATTERN) {
            int p = skipWhitespace(position);
            if (p > position) {
                if (p == limit && !sourceClosed) {
                    needInput = true;
                    return false;
                }
                position = p;
            }
            return position != limit;
        }
        matcher.usePattern(delimPattern);
        matcher.region(position, limit);
        if (matcher.lookingAt()) {
            if (matcher.hitEnd() && !sourceClosed) {
                needInput = true;
                return false;
            }
            position = matcher.end();
        }
        return position != limit;
    }

    /** The end of the run of whitespace from p (p itself if none). */
    private int skipWhitespace(int p) {
        while (p < limit) {
            int cp = Character.codePointAt(buf, p, limit);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            p += Character.charCount(cp);
        }
        return p;
    }

    /** The first whitespace at or after p, or -1. */
    private int findWhitespace(int p) {
        while (p < limit) {
            int cp = Character.codePointAt(buf, p, limit);
            if (Character.isWhitespace(cp)) {
                return p;
            }
            p += Character.charCount(cp);
        }
        return -1;
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** [-+]?[0-9]+ : the integer pattern matches it with its plain-digits group set. */
    private boolean isSimpleInteger(int from, int to) {
        int i = from;
        if (i < to && (buf[i] == '-' || buf[i] == '+')) {
            i++;
        }
        if (i == to) {
            return false;
        }
        for (; i < to; i++) {
            if (!isAsciiDigit(buf[i])) {
                return false;
            }
        }
        return true;
    }

    /** [-+]?(D+|D+.D*|.D+)([eE][+-]?D+)? : the float pattern matches it. */
    private boolean isSimpleDecimal(int from, int to) {
        int i = from;
        if (i < to && (buf[i] == '-' || buf[i] == '+')) {
            i++;
        }
        int intDigits = 0;
        while (i < to && isAsciiDigit(buf[i])) {
            i++;
            intDigits++;
        }
        int fracDigits = 0;
        if (i < to && buf[i] == '.') {
            i++;
            while (i < to && isAsciiDigit(buf[i])) {
                i++;
                fracDigits++;
            }
            if (intDigits == 0 && fracDigits == 0) {
                return false;
            }
        } else if (intDigits == 0) {
            return false;
        }
        if (i < to && (buf[i] == 'e' || buf[i] == 'E')) {
            i++;
            if (i < to && (buf[i] == '-' || buf[i] == '+')) {
                i++;
            }
            int expDigits = 0;
            while (i < to && isAsciiDigit(buf[i])) {
                i++;
                expDigits++;
            }
            if (expDigits == 0) {
                return false;
            }
        }
        return i == to;
    }

    /**
     * Whether the token [from, to) certainly matches pattern in full, without running it:
     * any token for next(), plain numbers for the integer (radix 10) and float patterns.
     */
    private boolean knownMatch(Pattern pattern, int from, int to) {
        if (pattern == null) {
            return true;
        }
        if (pattern == INTEGER_PATTERNS[10]) {
            return isSimpleInteger(from, to);
        }
        if (pattern == sharedFloatPattern) {
            return isSimpleDecimal(from, to);
        }
        return false;
    }

    /** The token [position, tokenEnd) if it matches pattern (any token if null), else null. */
    private String matchToken(Pattern pattern, int tokenEnd) {
        if (knownMatch(pattern, position, tokenEnd)) {
            String s = new String(buf, position, tokenEnd - position);
            lazyPattern = pattern == null ? FIND_ANY_PATTERN : pattern;
            lazyFrom = position;
            lazyTo = tokenEnd;
            position = tokenEnd;
            return s;
        }
        if (pattern == null) {
            pattern = FIND_ANY_PATTERN;
        }
        matcher.usePattern(pattern);
        matcher.region(position, tokenEnd);
        if (matcher.matches()) {
            String s = matcher.group();
            position = matcher.end();
            return s;
        }
        return null;
    }

    /** Runs a match the fast paths skipped, so the matcher holds its details. */
    private void materialize() {
        if (lazyPattern != null) {
            matcher.usePattern(lazyPattern);
            matcher.region(lazyFrom, lazyTo);
            matcher.matches();
            lazyPattern = null;
        }
    }

    /** Group SIMPLE_GROUP_INDEX of the last integer match is null. */
    private boolean simpleGroupMissing() {
        if (lazyPattern != null) {
            return false;
        }
        return matcher.group(SIMPLE_GROUP_INDEX) == null;
    }

    private int matchStart() {
        return lazyPattern != null ? lazyFrom : matcher.start();
    }

    /**
     * The next complete token if it matches pattern (any token if null); null if more input
     * is needed (needInput) or the token does not match.
     */
    private String getCompleteTokenInBuffer(Pattern pattern) {
        matchValid = false;
        lazyPattern = null;
        boolean ws = delimPattern == WHITESPACE_PATTERN;
        if (!ws) {
            matcher.usePattern(delimPattern);
        }
        if (!skipped) {
            if (ws) {
                int p = skipWhitespace(position);
                if (p > position) {
                    if (p == limit && !sourceClosed) {
                        needInput = true;
                        return null;
                    }
                    skipped = true;
                    position = p;
                }
            } else {
                matcher.region(position, limit);
                if (matcher.lookingAt()) {
                    if (matcher.hitEnd() && !sourceClosed) {
                        needInput = true;
                        return null;
                    }
                    skipped = true;
                    position = matcher.end();
                }
            }
        }
        if (position == limit) {
            if (sourceClosed) {
                return null;
            }
            needInput = true;
            return null;
        }
        int tokenEnd = -1;
        if (ws) {
            tokenEnd = findWhitespace(position);
        } else {
            matcher.region(position, limit);
            boolean foundNextDelim = matcher.find();
            if (foundNextDelim && (matcher.end() == position)) {
                foundNextDelim = matcher.find();
            }
            if (foundNextDelim) {
                if (matcher.requireEnd() && !sourceClosed) {
                    needInput = true;
                    return null;
                }
                tokenEnd = matcher.start();
            }
        }
        if (tokenEnd >= 0) {
            return matchToken(pattern, tokenEnd);
        }
        if (sourceClosed) {
            return matchToken(pattern, limit);
        }
        needInput = true;
        return null;
    }

    private boolean findPatternInBuffer(Pattern pattern, int horizon) {
        matchValid = false;
        lazyPattern = null;
        matcher.usePattern(pattern);
        int bufferLimit = limit;
        int horizonLimit = -1;
        int searchLimit = bufferLimit;
        if (horizon > 0) {
            horizonLimit = position + horizon;
            if (horizonLimit < bufferLimit) {
                searchLimit = horizonLimit;
            }
        }
        matcher.region(position, searchLimit);
        if (matcher.find()) {
            if (matcher.hitEnd() && !sourceClosed) {
                if (searchLimit != horizonLimit) {
                    needInput = true;
                    return false;
                }
                if (searchLimit == horizonLimit && matcher.requireEnd()) {
                    needInput = true;
                    return false;
                }
            }
            position = matcher.end();
            return true;
        }
        if (sourceClosed) {
            return false;
        }
        if (horizon == 0 || searchLimit != horizonLimit) {
            needInput = true;
        }
        return false;
    }

    private boolean matchPatternInBuffer(Pattern pattern) {
        matchValid = false;
        lazyPattern = null;
        matcher.usePattern(pattern);
        matcher.region(position, limit);
        if (matcher.lookingAt()) {
            if (matcher.hitEnd() && !sourceClosed) {
                needInput = true;
                return false;
            }
            position = matcher.end();
            return true;
        }
        if (sourceClosed) {
            return false;
        }
        needInput = true;
        return false;
    }

    private void throwFor() {
        skipped = false;
        if (sourceClosed && position == limit) {
            throw new NoSuchElementException();
        }
        throw new InputMismatchException();
    }

    // ------------------------------------------------------------------ public API

    public void close() {
        if (closed) {
            return;
        }
        if (source instanceof Closeable) {
            try {
                ((Closeable) source).close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
        sourceClosed = true;
        source = null;
        closed = true;
    }

    public IOException ioException() {
        return lastException;
    }

    public Pattern delimiter() {
        return delimPattern;
    }

    public Scanner useDelimiter(Pattern pattern) {
        delimPattern = pattern;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        delimPattern = Pattern.compile(pattern);
        return this;
    }

    public Locale locale() {
        return locale;
    }

    /** Only the number formats of the US locale are supported, whatever the locale. */
    public Scanner useLocale(Locale locale) {
        if (locale.equals(this.locale)) {
            return this;
        }
        this.locale = locale;
        return this;
    }

    public int radix() {
        return defaultRadix;
    }

    public Scanner useRadix(int radix) {
        if ((radix < Character.MIN_RADIX) || (radix > Character.MAX_RADIX)) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        if (this.defaultRadix == radix) {
            return this;
        }
        this.defaultRadix = radix;
        integerPattern = null;
        return this;
    }

    private void setRadix(int radix) {
        if ((radix < Character.MIN_RADIX) || (radix > Character.MAX_RADIX)) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        if (this.radix != radix) {
            integerPattern = null;
            this.radix = radix;
        }
    }

    public MatchResult match() {
        if (!matchValid) {
            throw new IllegalStateException("No match result available");
        }
        materialize();
        return matcher.toMatchResult();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.Scanner");
        sb.append("[delimiters=" + delimPattern + "]");
        sb.append("[position=" + position + "]");
        sb.append("[match valid=" + matchValid + "]");
        sb.append("[need input=" + needInput + "]");
        sb.append("[source closed=" + sourceClosed + "]");
        sb.append("[skipped=" + skipped + "]");
        sb.append("[group separator=" + GROUP_SEPARATOR + "]");
        sb.append("[decimal separator=" + DECIMAL_SEPARATOR + "]");
        sb.append("[positive prefix=" + POSITIVE_PREFIX + "]");
        sb.append("[negative prefix=" + NEGATIVE_PREFIX + "]");
        sb.append("[positive suffix=" + POSITIVE_SUFFIX + "]");
        sb.append("[negative suffix=" + NEGATIVE_SUFFIX + "]");
        sb.append("[NaN string=" + NAN_STRING + "]");
        sb.append("[infinity string=" + INFINITY_STRING + "]");
        return sb.toString();
    }

    public boolean hasNext() {
        ensureOpen();
        saveState();
        while (!sourceClosed) {
            if (hasTokenInBuffer()) {
                return revertState(true);
            }
            readInput();
        }
        boolean result = hasTokenInBuffer();
        return revertState(result);
    }

    public String next() {
        ensureOpen();
        clearCaches();
        while (true) {
            String token = getCompleteTokenInBuffer(null);
            if (token != null) {
                matchValid = true;
                skipped = false;
                return token;
            }
            if (needInput) {
                readInput();
            } else {
                throwFor();
            }
        }
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        hasNextPattern = null;
        saveState();
        while (true) {
            String token = getCompleteTokenInBuffer(pattern);
            if (token != null) {
                matchValid = true;
                hasNextResult = token;
                hasNextPosition = position;
                hasNextPattern = pattern;
                return revertState(true);
            }
            if (needInput) {
                readInput();
            } else {
                return revertState(false);
            }
        }
    }

    public String next(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        if (hasNextPattern == pattern) {
            return getCachedResult();
        }
        clearCaches();
        while (true) {
            String token = getCompleteTokenInBuffer(pattern);
            if (token != null) {
                matchValid = true;
                skipped = false;
                return token;
            }
            if (needInput) {
                readInput();
            } else {
                throwFor();
            }
        }
    }

    public boolean hasNextLine() {
        saveState();
        String result = findWithinHorizon(linePattern(), 0);
        if (result != null) {
            MatchResult mr = this.match();
            String lineSep = mr.group(1);
            if (lineSep != null) {
                result = result.substring(0, result.length() - lineSep.length());
                cacheResult(result);
            } else {
                cacheResult();
            }
        }
        revertState();
        return (result != null);
    }

    public String nextLine() {
        if (hasNextPattern == linePattern()) {
            return getCachedResult();
        }
        clearCaches();
        String result = findWithinHorizon(linePattern, 0);
        if (result == null) {
            throw new NoSuchElementException("No line found");
        }
        MatchResult mr = this.match();
        String lineSep = mr.group(1);
        if (lineSep != null) {
            result = result.substring(0, result.length() - lineSep.length());
        }
        return result;
    }

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    public String findInLine(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        clearCaches();
        int endPosition = 0;
        saveState();
        while (true) {
            if (findPatternInBuffer(separatorPattern(), 0)) {
                endPosition = matcher.start();
                break;
            }
            if (needInput) {
                readInput();
            } else {
                endPosition = limit;
                break;
            }
        }
        revertState();
        int horizonForLine = endPosition - position;
        if (horizonForLine == 0) {
            return null;
        }
        return findWithinHorizon(pattern, horizonForLine);
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pattern.compile(pattern), horizon);
    }

    public String findWithinHorizon(Pattern pattern, int horizon) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        clearCaches();
        while (true) {
            if (findPatternInBuffer(pattern, horizon)) {
                matchValid = true;
                return matcher.group();
            }
            if (needInput) {
                readInput();
            } else {
                break;
            }
        }
        return null;
    }

    public Scanner skip(Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        clearCaches();
        while (true) {
            if (matchPatternInBuffer(pattern)) {
                matchValid = true;
                position = matcher.end();
                return this;
            }
            if (needInput) {
                readInput();
            } else {
                throw new NoSuchElementException();
            }
        }
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    // ------------------------------------------------------------------ typed tokens

    public boolean hasNextBoolean() {
        return hasNext(boolPattern());
    }

    public boolean nextBoolean() {
        clearCaches();
        return Boolean.parseBoolean(next(boolPattern()));
    }

    private String processIntegerToken(String token) {
        String result = token.indexOf(',') < 0 ? token : token.replaceAll("" + GROUP_SEPARATOR, "");
        boolean isNegative = false;
        int preLen = NEGATIVE_PREFIX.length();
        if ((preLen > 0) && result.startsWith(NEGATIVE_PREFIX)) {
            isNegative = true;
            result = result.substring(preLen);
        }
        if (isNegative) {
            result = "-" + result;
        }
        return result;
    }

    /** hasNext(integerPattern) and a parse check; the parsed value is kept in typeCache. */
    private boolean hasNextIntegral(int radix, int kind) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                String s = simpleGroupMissing() ? processIntegerToken(hasNextResult)
                        : hasNextResult;
                switch (kind) {
                case 0:
                    typeCache = Byte.valueOf(Byte.parseByte(s, radix));
                    break;
                case 1:
                    typeCache = Short.valueOf(Short.parseShort(s, radix));
                    break;
                case 2:
                    typeCache = Integer.valueOf(Integer.parseInt(s, radix));
                    break;
                default:
                    typeCache = Long.valueOf(Long.parseLong(s, radix));
                    break;
                }
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    private long nextIntegral(int radix, int kind) {
        if (typeCache != null && this.radix == radix) {
            boolean hit = (kind == 0 && typeCache instanceof Byte)
                    || (kind == 1 && typeCache instanceof Short)
                    || (kind == 2 && typeCache instanceof Integer)
                    || (kind == 3 && typeCache instanceof Long);
            if (hit) {
                long val = ((Number) typeCache).longValue();
                useTypeCache();
                return val;
            }
        }
        setRadix(radix);
        clearCaches();
        try {
            String s = next(integerPattern());
            if (simpleGroupMissing()) {
                s = processIntegerToken(s);
            }
            switch (kind) {
            case 0:
                return Byte.parseByte(s, radix);
            case 1:
                return Short.parseShort(s, radix);
            case 2:
                return Integer.parseInt(s, radix);
            default:
                return Long.parseLong(s, radix);
            }
        } catch (NumberFormatException nfe) {
            position = matchStart();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextByte() {
        return hasNextByte(defaultRadix);
    }

    public boolean hasNextByte(int radix) {
        return hasNextIntegral(radix, 0);
    }

    public byte nextByte() {
        return nextByte(defaultRadix);
    }

    public byte nextByte(int radix) {
        return (byte) nextIntegral(radix, 0);
    }

    public boolean hasNextShort() {
        return hasNextShort(defaultRadix);
    }

    public boolean hasNextShort(int radix) {
        return hasNextIntegral(radix, 1);
    }

    public short nextShort() {
        return nextShort(defaultRadix);
    }

    public short nextShort(int radix) {
        return (short) nextIntegral(radix, 1);
    }

    public boolean hasNextInt() {
        return hasNextInt(defaultRadix);
    }

    public boolean hasNextInt(int radix) {
        return hasNextIntegral(radix, 2);
    }

    public int nextInt() {
        return nextInt(defaultRadix);
    }

    public int nextInt(int radix) {
        return (int) nextIntegral(radix, 2);
    }

    public boolean hasNextLong() {
        return hasNextLong(defaultRadix);
    }

    public boolean hasNextLong(int radix) {
        return hasNextIntegral(radix, 3);
    }

    public long nextLong() {
        return nextLong(defaultRadix);
    }

    public long nextLong(int radix) {
        return nextIntegral(radix, 3);
    }

    private String processFloatToken(String token) {
        // (the separators are ',' and '.', so the replacements only matter when ',' occurs)
        String result = token.indexOf(',') < 0 ? token : token.replaceAll(GROUP_SEPARATOR, "");
        boolean isNegative = false;
        int preLen = NEGATIVE_PREFIX.length();
        if ((preLen > 0) && result.startsWith(NEGATIVE_PREFIX)) {
            isNegative = true;
            result = result.substring(preLen);
        }
        if (result.equals(NAN_STRING)) {
            result = "NaN";
        }
        if (result.equals(INFINITY_STRING)) {
            result = "Infinity";
        }
        if (isNegative) {
            result = "-" + result;
        }
        boolean ascii = true;
        for (int i = 0; i < result.length(); i++) {
            if (result.charAt(i) >= 128) {
                ascii = false;
                break;
            }
        }
        if (!ascii && NON_ASCII_DIGIT.matcher(result).find()) {
            StringBuilder inASCII = new StringBuilder();
            for (int i = 0; i < result.length(); i++) {
                char nextChar = result.charAt(i);
                if (Character.isDigit(nextChar)) {
                    int d = Character.digit(nextChar, 10);
                    if (d != -1) {
                        inASCII.append(d);
                    } else {
                        inASCII.append(nextChar);
                    }
                } else {
                    inASCII.append(nextChar);
                }
            }
            result = inASCII.toString();
        }
        return result;
    }

    public boolean hasNextFloat() {
        setRadix(10);
        boolean result = hasNext(floatPattern());
        if (result) {
            try {
                String s = processFloatToken(hasNextResult);
                typeCache = Float.valueOf(Float.parseFloat(s));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public float nextFloat() {
        if ((typeCache != null) && (typeCache instanceof Float)) {
            float val = ((Float) typeCache).floatValue();
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return Float.parseFloat(processFloatToken(next(floatPattern())));
        } catch (NumberFormatException nfe) {
            position = matchStart();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextDouble() {
        setRadix(10);
        boolean result = hasNext(floatPattern());
        if (result) {
            try {
                String s = processFloatToken(hasNextResult);
                typeCache = Double.valueOf(Double.parseDouble(s));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public double nextDouble() {
        if ((typeCache != null) && (typeCache instanceof Double)) {
            double val = ((Double) typeCache).doubleValue();
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return Double.parseDouble(processFloatToken(next(floatPattern())));
        } catch (NumberFormatException nfe) {
            position = matchStart();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    private Pattern decimalPattern() {
        floatPattern();
        return decimalPattern;
    }

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(defaultRadix);
    }

    public boolean hasNextBigInteger(int radix) {
        setRadix(radix);
        boolean result = hasNext(integerPattern());
        if (result) {
            try {
                String s = simpleGroupMissing() ? processIntegerToken(hasNextResult) : hasNextResult;
                typeCache = new java.math.BigInteger(s, radix);
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public java.math.BigInteger nextBigInteger() {
        return nextBigInteger(defaultRadix);
    }

    public java.math.BigInteger nextBigInteger(int radix) {
        if (typeCache != null && typeCache instanceof java.math.BigInteger && this.radix == radix) {
            java.math.BigInteger val = (java.math.BigInteger) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(radix);
        clearCaches();
        try {
            String s = next(integerPattern());
            if (simpleGroupMissing()) {
                s = processIntegerToken(s);
            }
            return new java.math.BigInteger(s, radix);
        } catch (NumberFormatException nfe) {
            position = matchStart();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextBigDecimal() {
        setRadix(10);
        boolean result = hasNext(decimalPattern());
        if (result) {
            try {
                typeCache = new java.math.BigDecimal(processFloatToken(hasNextResult));
            } catch (NumberFormatException nfe) {
                result = false;
            }
        }
        return result;
    }

    public java.math.BigDecimal nextBigDecimal() {
        if (typeCache != null && typeCache instanceof java.math.BigDecimal) {
            java.math.BigDecimal val = (java.math.BigDecimal) typeCache;
            useTypeCache();
            return val;
        }
        setRadix(10);
        clearCaches();
        try {
            return new java.math.BigDecimal(processFloatToken(next(decimalPattern())));
        } catch (NumberFormatException nfe) {
            position = matchStart();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    /** The remaining tokens, read lazily as next() would. */
    public java.util.stream.Stream<String> tokens() {
        ensureOpen();
        Iterator<String> it = new Iterator<String>() {
            public boolean hasNext() {
                return Scanner.this.hasNext();
            }

            public String next() {
                return Scanner.this.next();
            }
        };
        return java.util.stream.StreamSupport.stream(Spliterators.spliteratorUnknownSize(it,
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public Scanner reset() {
        delimPattern = WHITESPACE_PATTERN;
        useLocale(Locale.US);
        useRadix(10);
        clearCaches();
        return this;
    }
}

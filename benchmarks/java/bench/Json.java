package bench;

import common.Benchmark;
import common.Failure;
import common.Random;
import common.Vector;

/**
 * A JSON parser (recursive descent over a String, our own value classes, an object keeps
 * its members in order plus a hash index for lookups). The setup generates a JSON document
 * of n records (nested objects and arrays, escaped and non-ASCII strings, integers,
 * decimals, exponents, booleans and nulls) and the checksum of its values. Each iteration
 * parses the whole text, walks the tree to recompute the checksum, and looks up fields by
 * name. The checksum must equal the generator's.
 */
public final class Json extends Benchmark {

    // ---- values ----

    abstract static class JValue {
        abstract long hash();
    }

    static final class JObject extends JValue {
        final Vector<String> names = new Vector<String>(4);
        final Vector<JValue> values = new Vector<JValue>(4);
        int[] index = new int[8]; // open addressing: 1 + position in names, 0 = empty

        void add(String name, JValue value) {
            names.append(name);
            values.append(value);
            if (names.size() * 2 > index.length) {
                index = new int[index.length * 2];
                for (int i = 0; i < names.size(); i++) {
                    insert(names.at(i), i);
                }
            } else {
                insert(name, names.size() - 1);
            }
        }

        private void insert(String name, int pos) {
            int mask = index.length - 1;
            int i = name.hashCode() & mask;
            while (index[i] != 0) {
                i = (i + 1) & mask;
            }
            index[i] = pos + 1;
        }

        JValue get(String name) {
            int mask = index.length - 1;
            int i = name.hashCode() & mask;
            while (index[i] != 0) {
                int pos = index[i] - 1;
                if (names.at(pos).equals(name)) {
                    return values.at(pos);
                }
                i = (i + 1) & mask;
            }
            return null;
        }

        long hash() {
            long h = 17;
            for (int i = 0; i < names.size(); i++) {
                h = h * 31 + stringHash(names.at(i));
                h = h * 31 + values.at(i).hash();
            }
            return h * 7 + 1;
        }
    }

    static final class JArray extends JValue {
        final Vector<JValue> items = new Vector<JValue>(4);

        long hash() {
            long h = 19;
            for (int i = 0; i < items.size(); i++) {
                h = h * 31 + items.at(i).hash();
            }
            return h * 7 + 2;
        }
    }

    static final class JString extends JValue {
        final String value;

        JString(String value) {
            this.value = value;
        }

        long hash() {
            return stringHash(value);
        }
    }

    static final class JInteger extends JValue {
        final long value;

        JInteger(long value) {
            this.value = value;
        }

        long hash() {
            return value * 1000003 + 3;
        }
    }

    static final class JDecimal extends JValue {
        final double value;

        JDecimal(double value) {
            this.value = value;
        }

        long hash() {
            return doubleHash(value);
        }
    }

    static final class JLiteral extends JValue {
        final long code;

        private JLiteral(long code) {
            this.code = code;
        }

        static final JLiteral TRUE = new JLiteral(11);
        static final JLiteral FALSE = new JLiteral(13);
        static final JLiteral NULL = new JLiteral(17);

        long hash() {
            return code;
        }
    }

    static long stringHash(String s) {
        long h = 5381;
        for (int i = 0; i < s.length(); i++) {
            h = h * 33 + s.charAt(i);
        }
        return h;
    }

    /** Decimals are generated as multiples of 1/4, so value*4 is exact. */
    static long doubleHash(double d) {
        return (long) (d * 4) * 7 + 5;
    }

    // ---- parser ----

    static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) {
            this.text = text;
        }

        private Failure error(String what) {
            return new Failure("JSON parse error at " + pos + ": " + what);
        }

        JValue parseDocument() {
            JValue v = parseValue();
            skipWhite();
            if (pos != text.length()) {
                throw error("trailing characters");
            }
            return v;
        }

        private void skipWhite() {
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                    pos++;
                } else {
                    break;
                }
            }
        }

        private char peek() {
            if (pos >= text.length()) {
                throw error("unexpected end");
            }
            return text.charAt(pos);
        }

        private void expect(char c) {
            if (peek() != c) {
                throw error("expected '" + c + "', got '" + peek() + "'");
            }
            pos++;
        }

        private void expectWord(String w) {
            if (!text.startsWith(w, pos)) {
                throw error("expected " + w);
            }
            pos += w.length();
        }

        JValue parseValue() {
            skipWhite();
            char c = peek();
            switch (c) {
                case '{':
                    return parseObject();
                case '[':
                    return parseArray();
                case '"':
                    return new JString(parseString());
                case 't':
                    expectWord("true");
                    return JLiteral.TRUE;
                case 'f':
                    expectWord("false");
                    return JLiteral.FALSE;
                case 'n':
                    expectWord("null");
                    return JLiteral.NULL;
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return parseNumber();
                    }
                    throw error("unexpected character '" + c + "'");
            }
        }

        private JObject parseObject() {
            expect('{');
            JObject o = new JObject();
            skipWhite();
            if (peek() == '}') {
                pos++;
                return o;
            }
            while (true) {
                skipWhite();
                String name = parseString();
                skipWhite();
                expect(':');
                o.add(name, parseValue());
                skipWhite();
                char c = peek();
                pos++;
                if (c == '}') {
                    return o;
                }
                if (c != ',') {
                    pos--;
                    throw error("expected ',' or '}'");
                }
            }
        }

        private JArray parseArray() {
            expect('[');
            JArray a = new JArray();
            skipWhite();
            if (peek() == ']') {
                pos++;
                return a;
            }
            while (true) {
                a.items.append(parseValue());
                skipWhite();
                char c = peek();
                pos++;
                if (c == ']') {
                    return a;
                }
                if (c != ',') {
                    pos--;
                    throw error("expected ',' or ']'");
                }
            }
        }

        private String parseString() {
            expect('"');
            StringBuilder sb = null;
            int start = pos;
            while (true) {
                char c = peek();
                if (c == '"') {
                    String s;
                    if (sb == null) {
                        s = text.substring(start, pos);
                    } else {
                        sb.append(text, start, pos);
                        s = sb.toString();
                    }
                    pos++;
                    return s;
                }
                if (c < 0x20) {
                    throw error("control character in string");
                }
                if (c != '\\') {
                    pos++;
                    continue;
                }
                if (sb == null) {
                    sb = new StringBuilder();
                }
                sb.append(text, start, pos);
                pos++;
                char e = peek();
                pos++;
                switch (e) {
                    case '"':
                    case '\\':
                    case '/':
                        sb.append(e);
                        break;
                    case 'b':
                        sb.append('\b');
                        break;
                    case 'f':
                        sb.append('\f');
                        break;
                    case 'n':
                        sb.append('\n');
                        break;
                    case 'r':
                        sb.append('\r');
                        break;
                    case 't':
                        sb.append('\t');
                        break;
                    case 'u': {
                        int v = 0;
                        for (int i = 0; i < 4; i++) {
                            int d = Character.digit(peek(), 16);
                            if (d < 0) {
                                throw error("bad \\u escape");
                            }
                            v = v * 16 + d;
                            pos++;
                        }
                        sb.append((char) v);
                        break;
                    }
                    default:
                        throw error("bad escape \\" + e);
                }
                start = pos;
            }
        }

        private JValue parseNumber() {
            int start = pos;
            boolean negative = false;
            if (peek() == '-') {
                negative = true;
                pos++;
            }
            long v = 0;
            int digits = 0;
            while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                v = v * 10 + (text.charAt(pos) - '0');
                pos++;
                digits++;
            }
            if (digits == 0) {
                throw error("digit expected");
            }
            boolean decimal = false;
            if (pos < text.length() && text.charAt(pos) == '.') {
                decimal = true;
                pos++;
                int fd = 0;
                while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                    pos++;
                    fd++;
                }
                if (fd == 0) {
                    throw error("fraction digit expected");
                }
            }
            if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
                decimal = true;
                pos++;
                if (peek() == '+' || peek() == '-') {
                    pos++;
                }
                int ed = 0;
                while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                    pos++;
                    ed++;
                }
                if (ed == 0) {
                    throw error("exponent digit expected");
                }
            }
            if (decimal) {
                return new JDecimal(Double.parseDouble(text.substring(start, pos)));
            }
            return new JInteger(negative ? -v : v);
        }
    }

    // ---- generator ----

    static final class Generator {
        final Random random = new Random(4711);
        final StringBuilder out = new StringBuilder();
        long idSum;

        private static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon",
            "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"};
        private static final String[] KEYS = {"id", "name", "score", "tags", "active", "owner",
            "nested", "ratio", "note", "values", "empty", "flag"};

        void indent(int depth) {
            out.append('\n');
            for (int i = 0; i < depth; i++) {
                out.append("  ");
            }
        }

        long string(String s) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"':
                        out.append("\\\"");
                        break;
                    case '\\':
                        out.append("\\\\");
                        break;
                    case '\n':
                        out.append("\\n");
                        break;
                    case '\t':
                        out.append("\\t");
                        break;
                    default:
                        if (c < 0x20 || (c > 0x7e && (c & 1) == 0)) {
                            String hex = Integer.toHexString(c);
                            out.append("\\u");
                            for (int k = hex.length(); k < 4; k++) {
                                out.append('0');
                            }
                            out.append(hex);
                        } else {
                            out.append(c);
                        }
                }
            }
            out.append('"');
            return stringHash(s);
        }

        String randomText() {
            StringBuilder sb = new StringBuilder();
            int words = 1 + random.nextInt(4);
            for (int i = 0; i < words; i++) {
                if (i > 0) {
                    sb.append(' ');
                }
                sb.append(WORDS[random.nextInt(WORDS.length)]);
                int r = random.nextInt(16);
                if (r == 0) {
                    sb.append("\"quoted\"");
                } else if (r == 1) {
                    sb.append("\\path\\");
                } else if (r == 2) {
                    sb.append('\n').append('\t');
                } else if (r == 3) {
                    sb.append((char) 0xe9).append((char) 0x4e2d).append((char) 0x263a);
                } else if (r == 4) {
                    sb.append((char) 1);
                }
            }
            return sb.toString();
        }

        long integer(long v) {
            out.append(v);
            return v * 1000003 + 3;
        }

        long decimal() {
            long quarters = random.nextInt(40000) - 20000;
            double d = quarters / 4.0;
            if (random.nextInt(3) == 0) {
                // the same value with an exponent: q/4 = (q*25) * 10^-2
                out.append(quarters * 25).append("e-2");
            } else {
                out.append(d);
            }
            return doubleHash(d);
        }

        long value(int depth) {
            int r = random.nextInt(depth >= 3 ? 6 : 9);
            switch (r) {
                case 0:
                    return string(randomText());
                case 1:
                    return integer(random.next() - 30000);
                case 2:
                    return decimal();
                case 3:
                    out.append("true");
                    return 11;
                case 4:
                    out.append("false");
                    return 13;
                case 5:
                    out.append("null");
                    return 17;
                case 6:
                case 7:
                    return object(depth + 1, 1 + random.nextInt(5), false);
                default:
                    return array(depth + 1, random.nextInt(6));
            }
        }

        long array(int depth, int n) {
            out.append('[');
            long h = 19;
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                if ((i & 1) == 0) {
                    out.append(' ');
                }
                h = h * 31 + value(depth);
            }
            out.append(']');
            return h * 7 + 2;
        }

        long object(int depth, int n, boolean record) {
            out.append('{');
            long h = 17;
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                indent(depth + 1);
                String key = record && i == 0 ? "id" : KEYS[(i + random.nextInt(3)) % KEYS.length] + i;
                h = h * 31 + string(key);
                out.append(": ");
                if (record && i == 0) {
                    long id = random.next();
                    idSum += id;
                    h = h * 31 + integer(id);
                } else {
                    h = h * 31 + value(depth);
                }
            }
            indent(depth);
            out.append('}');
            return h * 7 + 1;
        }

        /** A top-level array of n records; returns the checksum. */
        long document(int n) {
            out.append('[');
            long h = 19;
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                indent(1);
                h = h * 31 + object(1, 2 + random.nextInt(8), true);
            }
            out.append("\n]\n");
            return h * 7 + 2;
        }
    }

    private String text;
    private long expectedHash;
    private long expectedIds;

    public void setup(int n) {
        Generator g = new Generator();
        expectedHash = g.document(n);
        expectedIds = g.idSum;
        text = g.out.toString();
    }

    public long run(int n) {
        JValue doc = new Parser(text).parseDocument();
        if (!(doc instanceof JArray)) {
            throw new Failure("document is not an array");
        }
        JArray records = (JArray) doc;
        if (records.items.size() != n) {
            throw new Failure(records.items.size() + " records, expected " + n);
        }
        long ids = 0;
        for (int i = 0; i < n; i++) {
            JValue id = ((JObject) records.items.at(i)).get("id");
            if (!(id instanceof JInteger)) {
                throw new Failure("record " + i + " has no integer id");
            }
            ids += ((JInteger) id).value;
        }
        if (ids != expectedIds) {
            throw new Failure("sum of ids " + ids + ", expected " + expectedIds);
        }
        return doc.hash();
    }

    public String verify(long result, int n) {
        return result == expectedHash ? null
                : "checksum " + result + ", expected " + expectedHash + " (text of " + text.length()
                + " chars)";
    }

    public static void main(String[] args) {
        Benchmark.execute("json", new Json(), args);
    }
}

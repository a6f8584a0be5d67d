package java.util.regex;

/**
 * Regular expressions: a recursive-descent parser builds a graph of matching nodes, run by
 * depth-first backtracking (each node matches its part and calls its continuation `next`).
 *
 * Supported: literals and escapes (\t \n \r \f \a \e \0oct \xhh \x{h..} \\uhhhh \cX \Q..\E),
 * '.', character classes with ranges, negation, nesting and && intersection, \d \D \w \W
 * \s \S \h \H \v \V, POSIX and java* \p{..} classes, Unicode categories (\p{L}, \p{Lu}, ...)
 * and binary properties (\p{IsAlphabetic}, ...); anchors ^ $ \A \z \Z \b \B \G; groups
 * (capturing, named, non-capturing, atomic), lookahead and lookbehind, inline flags;
 * alternation; greedy, lazy and possessive quantifiers; back references \n and \k<name>;
 * \R. Flags: CASE_INSENSITIVE, UNICODE_CASE, MULTILINE, DOTALL, UNIX_LINES, COMMENTS,
 * LITERAL. Not supported: CANON_EQ, Unicode blocks and scripts (\p{InGreek}, \p{IsLatin}),
 * \X, \N{name}.
 *
 * hitEnd/requireEnd follow the JDK's rules closely, since Scanner relies on them.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private static final int ALL_FLAGS = 0x1ff;

    private final String pattern;
    private final int flags0;

    /** The first node; the chain ends in an Accept node. */
    transient Node root;
    transient int capturingGroupCount;
    transient int localCount;
    transient String[] groupNames = new String[0];
    transient int[] groupNameIndex = new int[0];

    // parser state
    private transient int flags;
    private transient int cursor;
    private transient int[] temp;
    private transient int patternLength;

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        flags0 = f;
        flags = f;
        if ((flags & UNICODE_CHARACTER_CLASS) != 0) {
            flags |= UNICODE_CASE;
        }
        capturingGroupCount = 1;
        compile();
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags0;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    /** s between \\Q and \\E; each "\\E" inside is closed, escaped and reopened. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        sb.append("\\Q");
        int from = 0;
        int k;
        while ((k = s.indexOf("\\E", from)) >= 0) {
            sb.append(s, from, k).append("\\E\\\\E\\Q");
            from = k + 2;
        }
        return sb.append(s, from, s.length()).append("\\E").toString();
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        String[] list = new String[10];
        int n = 0;
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || n < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    continue;
                }
                if (n == list.length) {
                    list = grow(list);
                }
                list[n++] = input.subSequence(index, m.start()).toString();
                index = m.end();
            } else if (n == limit - 1) {
                if (n == list.length) {
                    list = grow(list);
                }
                list[n++] = input.subSequence(index, input.length()).toString();
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] { input.toString() };
        }
        if (!matchLimited || n < limit) {
            if (n == list.length) {
                list = grow(list);
            }
            list[n++] = input.subSequence(index, input.length()).toString();
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

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        String[] parts = split(input, 0);
        return java.util.Arrays.stream(parts);
    }

    public java.util.function.Predicate<String> asPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    public java.util.function.Predicate<String> asMatchPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    int groupIndex(String name) {
        for (int i = 0; i < groupNames.length; i++) {
            if (groupNames[i].equals(name)) {
                return groupNameIndex[i];
            }
        }
        return -1;
    }

    // ================================================================== compiler

    private boolean has(int f) {
        return (flags & f) != 0;
    }

    private PatternSyntaxException error(String s) {
        return new PatternSyntaxException(s, pattern, cursor - 1);
    }

    private void compile() {
        if (has(LITERAL)) {
            int n = pattern.length();
            int[] cps = new int[n];
            int k = 0;
            for (int i = 0; i < n;) {
                int cp = pattern.codePointAt(i);
                cps[k++] = cp;
                i += Character.charCount(cp);
            }
            Accept acc = new Accept();
            root = k == 0 ? acc : newSlice(cps, 0, k);
            if (k > 0) {
                root.next = acc;
            }
            return;
        }
        // the code points of the pattern, two zeros appended to simplify lookahead
        int n = pattern.length();
        temp = new int[n + 2];
        int k = 0;
        for (int i = 0; i < n;) {
            int cp = pattern.codePointAt(i);
            temp[k++] = cp;
            i += Character.charCount(cp);
        }
        patternLength = k;
        removeQuoting();
        cursor = 0;
        Accept acc = new Accept();
        Piece p = expr(acc);
        if (patternLength != cursor) {
            if (peek() == ')') {
                throw error("Unmatched closing ')'");
            }
            throw error("Unexpected internal error");
        }
        root = p.head;
        temp = null;
    }

    /**
     * Rewrites \Q...\E into escaped characters (letters and digits stay as they are; the rest
     * get a backslash), so the parser never sees the quoting.
     */
    private void removeQuoting() {
        int n = patternLength;
        int q = -1;
        for (int i = 0; i + 1 < n; i++) {
            if (temp[i] == '\\') {
                if (temp[i + 1] == 'Q') {
                    q = i;
                    break;
                }
                i++;
            }
        }
        if (q < 0) {
            return;
        }
        int[] out = new int[n * 2 + 2];
        int o = 0;
        int i = 0;
        while (i < n) {
            int c = temp[i];
            if (c == '\\' && i + 1 < n && temp[i + 1] == 'Q') {
                i += 2;
                while (i < n) {
                    c = temp[i];
                    if (c == '\\' && i + 1 < n && temp[i + 1] == 'E') {
                        i += 2;
                        break;
                    }
                    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                            || (c >= '0' && c <= '9')) {
                        out[o++] = c;
                    } else {
                        out[o++] = '\\';
                        out[o++] = c;
                    }
                    i++;
                }
                continue;
            }
            if (c == '\\' && i + 1 < n) {
                out[o++] = c;
                out[o++] = temp[i + 1];
                i += 2;
                continue;
            }
            out[o++] = c;
            i++;
        }
        temp = new int[o + 2];
        System.arraycopy(out, 0, temp, 0, o);
        patternLength = o;
    }

    /** A parsed fragment: head is entered; the continuation is linked to tail.next. */
    static final class Piece {
        Node head;
        Node tail;
        /** A group (GroupHead ... GroupTail): quantifiers treat it specially. */
        boolean isGroup;

        Piece(Node head, Node tail) {
            this.head = head;
            this.tail = tail;
        }

        /** A piece of one node: its tail is its head. */
        Piece fix() {
            tail = head;
            return this;
        }
    }

    private int peek() {
        int ch = temp[cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int read() {
        int ch = peek();
        cursor++;
        return ch;
    }

    private int readEscaped() {
        return temp[cursor++];
    }

    private int next() {
        int ch = temp[++cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int skip() {
        int i = cursor;
        int ch = temp[i + 1];
        cursor = i + 2;
        return ch;
    }

    private void unread() {
        cursor--;
    }

    private int peekPastWhitespace(int ch) {
        while (cursor < patternLength && (isSpace(ch) || ch == '#')) {
            while (cursor < patternLength && isSpace(ch)) {
                ch = temp[++cursor];
            }
            if (ch == '#') {
                while (cursor < patternLength && !isLineSep(ch)) {
                    ch = temp[++cursor];
                }
                if (cursor < patternLength) {
                    ch = temp[++cursor];
                }
            }
        }
        return ch;
    }

    private static boolean isSpace(int ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == 0x0b || ch == '\f' || ch == '\r';
    }

    private boolean isLineSep(int ch) {
        if (has(UNIX_LINES)) {
            return ch == '\n';
        }
        return ch == '\n' || ch == '\r' || (ch | 1) == 0x2029 || ch == 0x85;
    }

    private boolean atEnd() {
        return cursor >= patternLength;
    }

    /** Alternatives separated by '|', each continuing to end. */
    private Piece expr(Node end) {
        Node[] alts = null;
        int nalts = 0;
        for (;;) {
            Piece seq = sequence(end);
            if (peek() != '|' || atEnd()) {
                if (alts == null) {
                    return seq;
                }
                alts = addAlt(alts, nalts++, seq.head);
                Branch b = new Branch(alts, nalts, end);
                return new Piece(b, end);
            }
            if (alts == null) {
                alts = new Node[4];
            }
            alts = addAlt(alts, nalts++, seq.head);
            cursor++; // '|'
        }
    }

    private static Node[] addAlt(Node[] a, int n, Node x) {
        if (n == a.length) {
            Node[] b = new Node[n * 2];
            System.arraycopy(a, 0, b, 0, n);
            a = b;
        }
        a[n] = x;
        return a;
    }

    /** Pieces up to '|' or ')' or the end, linked in order, the last continuing to end. */
    private Piece sequence(Node end) {
        Node head = null;
        Node tail = null;
        for (;;) {
            if (atEnd()) {
                break;
            }
            int ch = peek();
            if (atEnd()) {
                break;
            }
            Piece p;
            switch (ch) {
            case '|':
            case ')':
                p = null;
                break;
            case '(':
                p = group();
                if (p == null) {
                    continue; // flags only
                }
                p = closure(p);
                break;
            case '[':
                p = closure(charPiece(clazz(true)));
                break;
            case '\\': {
                ch = next();
                if (ch == 'p' || ch == 'P') {
                    boolean comp = (ch == 'P');
                    boolean oneLetter = true;
                    ch = next();
                    if (ch != '{') {
                        unread();
                    } else {
                        oneLetter = false;
                    }
                    cursor++;
                    p = closure(charPiece(family(oneLetter, comp)));
                } else {
                    unread();
                    p = atom();
                }
                break;
            }
            case '^':
                cursor++;
                if (has(MULTILINE)) {
                    p = single(has(UNIX_LINES) ? (Node) new UnixCaret() : new Caret());
                } else {
                    p = single(new Begin());
                }
                p = closure(p);
                break;
            case '$':
                cursor++;
                p = closure(single(has(UNIX_LINES) ? (Node) new UnixDollar(has(MULTILINE))
                        : new Dollar(has(MULTILINE))));
                break;
            case '.':
                cursor++;
                CharPred dot;
                if (has(DOTALL)) {
                    dot = new AllPred();
                } else if (has(UNIX_LINES)) {
                    dot = new UnixDotPred();
                } else {
                    dot = new DotPred();
                }
                p = closure(charPiece(dot));
                break;
            case '*':
            case '+':
            case '?':
                cursor++;
                throw error("Dangling meta character '" + ((char) ch) + "'");
            default:
                p = atom();
                break;
            }
            if (p == null) {
                break;
            }
            if (head == null) {
                head = p.head;
            } else {
                tail.next = p.head;
            }
            tail = p.tail;
        }
        if (head == null) {
            return new Piece(end, end);
        }
        tail.next = end;
        return new Piece(head, tail);
    }

    private static Piece single(Node n) {
        return new Piece(n, n);
    }

    private Piece charPiece(CharPred p) {
        CharNode n = new CharNode(p);
        return new Piece(n, n);
    }

    /** A run of literal characters (a Slice), or a single escape/atom. */
    private Piece atom() {
        int first = 0;
        int prev = -1;
        int[] buf = new int[8];
        int ch = peek();
        for (;;) {
            switch (ch) {
            case '*':
            case '+':
            case '?':
            case '{':
                if (first > 1) {
                    cursor = prev; // the last char binds to the quantifier
                    first--;
                }
                break;
            case '$':
            case '.':
            case '^':
            case '(':
            case '[':
            case '|':
            case ')':
                break;
            case '\\': {
                ch = next();
                if (ch == 'p' || ch == 'P') {
                    unread();
                    if (first > 0) {
                        break;
                    }
                    // a \p class on its own
                    ch = next();
                    boolean comp = (ch == 'P');
                    boolean oneLetter = true;
                    ch = next();
                    if (ch != '{') {
                        unread();
                    } else {
                        oneLetter = false;
                    }
                    cursor++;
                    return closure(charPiece(family(oneLetter, comp)));
                }
                unread();
                prev = cursor;
                Object e = escape(false, first == 0);
                if (e instanceof Integer) {
                    int c = ((Integer) e).intValue();
                    if (first == buf.length) {
                        int[] b = new int[first * 2];
                        System.arraycopy(buf, 0, b, 0, first);
                        buf = b;
                    }
                    buf[first++] = c;
                    ch = peek();
                    continue;
                } else if (first == 0) {
                    return closure((Piece) e);
                }
                cursor = prev;
                break;
            }
            case 0:
                if (cursor >= patternLength) {
                    break;
                }
                // a literal NUL
                prev = cursor;
                if (first == buf.length) {
                    int[] b = new int[first * 2];
                    System.arraycopy(buf, 0, b, 0, first);
                    buf = b;
                }
                buf[first++] = ch;
                ch = next();
                continue;
            default:
                prev = cursor;
                if (first == buf.length) {
                    int[] b = new int[first * 2];
                    System.arraycopy(buf, 0, b, 0, first);
                    buf = b;
                }
                buf[first++] = ch;
                ch = next();
                continue;
            }
            break;
        }
        if (first == 0) {
            return single(new Empty());
        }
        if (first == 1) {
            return closure(charPiece(literalPred(buf[0])));
        }
        Node s = newSlice(buf, 0, first);
        int len = 0;
        for (int i = 0; i < first; i++) {
            len += Character.charCount(buf[i]);
        }
        return new Piece(s, s);
    }

    private Node newSlice(int[] cps, int off, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + n; i++) {
            sb.appendCodePoint(cps[i]);
        }
        String lit = sb.toString();
        if (has(CASE_INSENSITIVE)) {
            return new SliceI(lit, has(UNICODE_CASE));
        }
        return new Slice(lit);
    }

    private CharPred literalPred(int c) {
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                int up = Character.toUpperCase(c);
                int lo = Character.toLowerCase(c);
                if (up != c || lo != c) {
                    return new SingleU(c);
                }
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                return new SingleI(c);
            }
        }
        return new Single(c);
    }

    /** What escape() returns for a non-literal escape when asked not to build it. */
    private static final Object NON_LITERAL = new Object();

    /**
     * An escape at the backslash: an Integer code point for a literal, else a Piece (classes,
     * anchors, back references) or, if !create, NON_LITERAL.
     */
    private Object escape(boolean inclass, boolean create) {
        cursor++; // the backslash
        int ch = skipAndRead();
        switch (ch) {
        case '0':
            return Integer.valueOf(o());
        case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
            if (inclass) {
                break;
            }
            if (create) {
                return ref(ch - '0');
            }
            return NON_LITERAL;
        case 'A':
            if (inclass) {
                break;
            }
            return single(new Begin());
        case 'B':
            if (inclass) {
                break;
            }
            return single(new Bound(Bound.NONE));
        case 'D':
            return charPiece(new NotPred(new DigitPred(has(UNICODE_CHARACTER_CLASS))));
        case 'G':
            if (inclass) {
                break;
            }
            return single(new LastMatch());
        case 'H':
            return charPiece(new NotPred(new HorizWsPred()));
        case 'R':
            if (inclass) {
                break;
            }
            return new Piece(new LineEnding(), null).fix();
        case 'S':
            return charPiece(new NotPred(new SpacePred(has(UNICODE_CHARACTER_CLASS))));
        case 'V':
            return charPiece(new NotPred(new VertWsPred()));
        case 'W':
            return charPiece(new NotPred(new WordPred(has(UNICODE_CHARACTER_CLASS))));
        case 'Z':
            if (inclass) {
                break;
            }
            return single(has(UNIX_LINES) ? (Node) new UnixDollar(false) : new Dollar(false));
        case 'a':
            return Integer.valueOf(0x07);
        case 'b':
            if (inclass) {
                break;
            }
            return single(new Bound(Bound.BOTH));
        case 'c':
            return Integer.valueOf(c());
        case 'd':
            return charPiece(new DigitPred(has(UNICODE_CHARACTER_CLASS)));
        case 'e':
            return Integer.valueOf(0x1b);
        case 'f':
            return Integer.valueOf('\f');
        case 'h':
            return charPiece(new HorizWsPred());
        case 'k':
            if (inclass) {
                break;
            }
            if (read() != '<') {
                throw error("\\k is not followed by '<' for named capturing group");
            }
            String name = groupname(read());
            int gi = groupIndex(name);
            if (gi < 0) {
                throw error("named capturing group <" + name + "> does not exist");
            }
            return create ? new Piece(newBackRef(gi), null).fix()
                    : NON_LITERAL;
        case 'n':
            return Integer.valueOf('\n');
        case 'r':
            return Integer.valueOf('\r');
        case 's':
            return charPiece(new SpacePred(has(UNICODE_CHARACTER_CLASS)));
        case 't':
            return Integer.valueOf('\t');
        case 'u':
            return Integer.valueOf(u());
        case 'v':
            return charPiece(new VertWsPred());
        case 'w':
            return charPiece(new WordPred(has(UNICODE_CHARACTER_CLASS)));
        case 'x':
            return Integer.valueOf(x());
        case 'z':
            if (inclass) {
                break;
            }
            return single(new End());
        default:
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
                break;
            }
            return Integer.valueOf(ch);
        }
        throw error("Illegal/unsupported escape sequence");
    }

    private int skipAndRead() {
        if (cursor > patternLength) {
            throw error("Unexpected internal error");
        }
        if (cursor == patternLength) {
            cursor++;
            throw error("Unexpected internal error");
        }
        return temp[cursor++];
    }

    private Piece ref(int refNum) {
        boolean done = false;
        while (!done) {
            int ch = peek();
            switch (ch) {
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                int newRefNum = (refNum * 10) + (ch - '0');
                if (capturingGroupCount - 1 < newRefNum) {
                    done = true;
                    break;
                }
                refNum = newRefNum;
                read();
                break;
            default:
                done = true;
                break;
            }
        }
        return new Piece(newBackRef(refNum), null).fix();
    }

    private Node newBackRef(int group) {
        if (has(CASE_INSENSITIVE)) {
            return new BackRef(group, true, has(UNICODE_CASE));
        }
        return new BackRef(group, false, false);
    }

    private int o() {
        int n = read();
        if (((n - '0') | ('7' - n)) >= 0) {
            int m = read();
            if (((m - '0') | ('7' - m)) >= 0) {
                int o = read();
                if ((((o - '0') | ('7' - o)) >= 0) && (((n - '0') | ('3' - n)) >= 0)) {
                    return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                }
                unread();
                return (n - '0') * 8 + (m - '0');
            }
            unread();
            return (n - '0');
        }
        throw error("Illegal octal escape sequence");
    }

    private static boolean isHex(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    private static int hexVal(int ch) {
        return Character.digit(ch, 16);
    }

    private int x() {
        int n = read();
        if (isHex(n)) {
            int m = read();
            if (isHex(m)) {
                return hexVal(n) * 16 + hexVal(m);
            }
        } else if (n == '{' && isHex(peek())) {
            int ch = 0;
            while (isHex(n = read())) {
                ch = (ch << 4) + hexVal(n);
                if (ch > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big");
                }
            }
            if (n != '}') {
                throw error("Unclosed hexadecimal escape sequence");
            }
            return ch;
        }
        throw error("Illegal hexadecimal escape sequence");
    }

    private int uxxxx() {
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int ch = read();
            if (!isHex(ch)) {
                throw error("Illegal Unicode escape sequence");
            }
            n = n * 16 + hexVal(ch);
        }
        return n;
    }

    private int u() {
        int n = uxxxx();
        if (Character.isHighSurrogate((char) n)) {
            int cur = cursor;
            if (read() == '\\' && read() == 'u') {
                int n2 = uxxxx();
                if (Character.isLowSurrogate((char) n2)) {
                    return Character.toCodePoint((char) n, (char) n2);
                }
            }
            cursor = cur;
        }
        return n;
    }

    private int c() {
        if (cursor < patternLength) {
            return read() ^ 64;
        }
        throw error("Illegal control escape sequence");
    }

    // ------------------------------------------------------------------ classes

    /** Parses a class at its '[' through the matching ']'. */
    private CharPred clazz(boolean unused) {
        next(); // past '['
        boolean neg = false;
        if (peek() == '^') {
            next();
            neg = true;
        }
        CharPred result = null;
        CharPred union = null;
        boolean first = true;
        for (;;) {
            int ch = peek();
            if (cursor >= patternLength) {
                cursor = patternLength;
                throw error("Unclosed character class");
            }
            if (ch == ']' && !first) {
                next();
                break;
            }
            first = false;
            if (ch == '[') {
                CharPred sub = clazz(true);
                union = (union == null) ? sub : new UnionPred(union, sub);
                continue;
            }
            if (ch == '&' && temp[cursor + 1] == '&') {
                next();
                next();
                if (union != null) {
                    result = (result == null) ? union : new IntersectPred(result, union);
                }
                union = null;
                continue;
            }
            CharPred item = range();
            union = (union == null) ? item : new UnionPred(union, item);
        }
        CharPred p;
        if (result == null) {
            p = union;
        } else if (union == null) {
            p = result;
        } else {
            p = new IntersectPred(result, union);
        }
        if (p == null) {
            p = new NotPred(new AllPred());
        }
        return neg ? new NotPred(p) : p;
    }

    /** One class item: a character, a range a-b, an escape or a \p family. */
    private CharPred range() {
        int ch = peek();
        if (ch == '\\') {
            ch = next();
            if (ch == 'p' || ch == 'P') {
                boolean comp = (ch == 'P');
                boolean oneLetter = true;
                ch = next();
                if (ch != '{') {
                    unread();
                } else {
                    oneLetter = false;
                }
                cursor++;
                return family(oneLetter, comp);
            }
            unread();
            Object e = escape(true, true);
            if (e instanceof Piece) {
                Node n = ((Piece) e).head;
                if (n instanceof CharNode) {
                    return ((CharNode) n).pred;
                }
                throw error("Illegal/unsupported escape sequence");
            }
            ch = ((Integer) e).intValue();
        } else {
            next();
        }
        if (peek() == '-') {
            int endRange = temp[cursor + 1];
            if (endRange == '[') {
                return literalPred(ch);
            }
            if (endRange != ']') {
                next();
                int m;
                if (peek() == '\\') {
                    Object e = escape(true, true);
                    if (!(e instanceof Integer)) {
                        throw error("Illegal character range");
                    }
                    m = ((Integer) e).intValue();
                } else {
                    m = peek();
                    next();
                }
                if (m < ch) {
                    throw error("Illegal character range");
                }
                if (has(CASE_INSENSITIVE)) {
                    return new RangeI(ch, m, has(UNICODE_CASE));
                }
                return new RangePred(ch, m);
            }
        }
        return literalPred(ch);
    }

    /** \p{..} / \P{..} after the 'p' (and '{' unless oneLetter). */
    private CharPred family(boolean singleLetter, boolean isComplement) {
        String name;
        if (singleLetter) {
            int c = temp[cursor];
            name = new String(Character.toChars(c));
            read();
        } else {
            int i = cursor;
            int close = -1;
            for (int k = i; k < patternLength; k++) {
                if (temp[k] == '}') {
                    close = k;
                    break;
                }
            }
            if (close < 0) {
                cursor = patternLength + 1;
                throw error("Unclosed character family");
            }
            StringBuilder sb = new StringBuilder();
            for (int k = i; k < close; k++) {
                sb.appendCodePoint(temp[k]);
            }
            name = sb.toString();
            cursor = close + 1;
        }
        CharPred p = propertyPred(name);
        if (p == null) {
            throw error("Unknown character property name {" + name + "}");
        }
        if (isComplement) {
            p = new NotPred(p);
        }
        return p;
    }

    private CharPred propertyPred(String name) {
        boolean ci = has(CASE_INSENSITIVE);
        int eq = name.indexOf('=');
        if (eq >= 0) {
            String key = name.substring(0, eq);
            String value = name.substring(eq + 1);
            if (key.equalsIgnoreCase("gc") || key.equalsIgnoreCase("general_category")) {
                return categoryPred(value, ci);
            }
            return null;
        }
        if (name.startsWith("Is")) {
            String n = name.substring(2);
            CharPred p = binaryPred(n, ci);
            if (p != null) {
                return p;
            }
            return categoryPred(n, ci);
        }
        CharPred p = posixPred(name, ci);
        if (p != null) {
            return p;
        }
        return categoryPred(name, ci);
    }

    /** Case-insensitively, the case classes match every cased letter. */
    private static CharPred posixPred(String name, boolean ci) {
        if (name.equals("Lower")) {
            return new CtypePred(ci ? CtypePred.ALPHA : CtypePred.LOWER);
        } else if (name.equals("Upper")) {
            return new CtypePred(ci ? CtypePred.ALPHA : CtypePred.UPPER);
        } else if (name.equals("ASCII")) {
            return new RangePred(0, 0x7f);
        } else if (name.equals("Alpha")) {
            return new CtypePred(CtypePred.ALPHA);
        } else if (name.equals("Digit")) {
            return new RangePred('0', '9');
        } else if (name.equals("Alnum")) {
            return new CtypePred(CtypePred.ALNUM);
        } else if (name.equals("Punct")) {
            return new CtypePred(CtypePred.PUNCT);
        } else if (name.equals("Graph")) {
            return new CtypePred(CtypePred.GRAPH);
        } else if (name.equals("Print")) {
            return new CtypePred(CtypePred.PRINT);
        } else if (name.equals("Blank")) {
            return new CtypePred(CtypePred.BLANK);
        } else if (name.equals("Cntrl")) {
            return new CtypePred(CtypePred.CNTRL);
        } else if (name.equals("XDigit")) {
            return new CtypePred(CtypePred.XDIGIT);
        } else if (name.equals("Space")) {
            return new CtypePred(CtypePred.SPACE);
        } else if (name.startsWith("java")) {
            int k = JavaPred.kind(name);
            if (k < 0) {
                return null;
            }
            if (ci && (k == 0 || k == 1 || k == 9)) {
                return new JavaPred(JavaPred.CASED);
            }
            return new JavaPred(k);
        }
        return null;
    }

    private static CharPred binaryPred(String n, boolean ci) {
        String u = n.toUpperCase().replace("_", "").replace(" ", "").replace("-", "");
        int k = JavaPred.binaryKind(u);
        if (k < 0) {
            return null;
        }
        if (ci && (k == 0 || k == 1 || k == 9)) {
            return new JavaPred(JavaPred.CASED_BINARY);
        }
        return new JavaPred(k);
    }

    private static final String[] CATEGORY_NAMES = { "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn",
        "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp", "Cc", "Cf", null, "Co", "Cs", "Pd", "Ps",
        "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf" };

    private static CharPred categoryPred(String name, boolean ci) {
        int cased = (1 << Character.UPPERCASE_LETTER) | (1 << Character.LOWERCASE_LETTER)
                | (1 << Character.TITLECASE_LETTER);
        if (ci && (name.equals("Lu") || name.equals("Ll") || name.equals("Lt"))) {
            return new CategoryPred(cased);
        }
        int mask = 0;
        if (name.length() == 1) {
            char c = name.charAt(0);
            for (int i = 0; i < CATEGORY_NAMES.length; i++) {
                if (CATEGORY_NAMES[i] != null && CATEGORY_NAMES[i].charAt(0) == c) {
                    mask |= 1 << i;
                }
            }
            if (c == 'L' || c == 'M' || c == 'N' || c == 'Z' || c == 'C' || c == 'P'
                    || c == 'S') {
                return new CategoryPred(mask);
            }
            return null;
        }
        if (name.equals("LC") || name.equals("LD")) {
            mask = (1 << Character.UPPERCASE_LETTER) | (1 << Character.LOWERCASE_LETTER)
                    | (1 << Character.TITLECASE_LETTER);
            if (name.equals("LD")) {
                mask |= (1 << Character.MODIFIER_LETTER) | (1 << Character.OTHER_LETTER)
                        | (1 << Character.DECIMAL_DIGIT_NUMBER);
            }
            return new CategoryPred(mask);
        }
        if (name.equals("L1")) {
            return new RangePred(0, 0xff);
        }
        for (int i = 0; i < CATEGORY_NAMES.length; i++) {
            if (name.equals(CATEGORY_NAMES[i])) {
                return new CategoryPred(1 << i);
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ groups

    private String groupname(int ch) {
        StringBuilder sb = new StringBuilder();
        if (!Character.isLetter(ch) || ch > 127) {
            throw error("capturing group name does not start with a Latin letter");
        }
        do {
            sb.append((char) ch);
        } while ((ch = read()) < 128 && (Character.isLetterOrDigit(ch)));
        if (ch != '>') {
            throw error("named capturing group is missing trailing '>'");
        }
        return sb.toString();
    }

    /** A group at '('; null for a pure flag change "(?i)". */
    private Piece group() {
        Piece inner;
        Node head;
        Node tail;
        int save = flags;
        int ch = next();
        if (ch == '?') {
            ch = skip();
            switch (ch) {
            case ':': {
                GroupHead gh = new GroupHead(-1, localCount++);
                GroupTail gt = new GroupTail(-1, gh.slot);
                inner = expr(gt);
                gh.next = inner.head;
                accept(')', "Unclosed group");
                flags = save;
                return groupPiece(gh, gt, inner);
            }
            case '=':
            case '!': {
                inner = expr(new LookEnd(false, -1));
                accept(')', "Unclosed group");
                flags = save;
                Node n = new LookAhead(inner.head, ch == '!');
                return single(n);
            }
            case '>': {
                int slot = localCount++;
                inner = expr(new LookEnd(false, slot));
                accept(')', "Unclosed group");
                flags = save;
                Node n = new Atomic(inner.head, slot);
                return new Piece(n, n);
            }
            case '<': {
                ch = read();
                if (ch != '=' && ch != '!') {
                    // named group
                    String name = groupname(ch);
                    if (groupIndex(name) >= 0) {
                        throw error("Named capturing group <" + name + "> is already defined");
                    }
                    int gi = capturingGroupCount++;
                    addGroupName(name, gi);
                    GroupHead gh = new GroupHead(gi, localCount++);
                    GroupTail gt = new GroupTail(gi, gh.slot);
                    inner = expr(gt);
                    gh.next = inner.head;
                    accept(')', "Unclosed group");
                    flags = save;
                    return groupPiece(gh, gt, inner);
                }
                int slot = localCount++;
                LookEnd lbEnd = new LookEnd(true, slot);
                inner = expr(lbEnd);
                Info info = new Info();
                study(inner.head, lbEnd, info);
                if (!info.maxValid) {
                    throw error("Look-behind group does not have an obvious maximum length");
                }
                accept(')', "Unclosed group");
                flags = save;
                Node n = new LookBehind(inner.head, ch == '!', info.minLength, info.maxLength,
                        slot);
                return single(n);
            }
            case '$':
            case '@':
                throw error("Unknown group type");
            default:
                unread();
                addFlag();
                ch = read();
                if (ch == ')') {
                    return null; // inline modifier only: applies to the rest
                }
                if (ch != ':') {
                    throw error("Unknown inline modifier");
                }
                GroupHead gh = new GroupHead(-1, localCount++);
                GroupTail gt = new GroupTail(-1, gh.slot);
                inner = expr(gt);
                gh.next = inner.head;
                accept(')', "Unclosed group");
                flags = save;
                return groupPiece(gh, gt, inner);
            }
        }
        // capturing group
        int gi = capturingGroupCount++;
        GroupHead gh = new GroupHead(gi, localCount++);
        GroupTail gt = new GroupTail(gi, gh.slot);
        inner = expr(gt);
        gh.next = inner.head;
        accept(')', "Unclosed group");
        flags = save;
        return groupPiece(gh, gt, inner);
    }

    private static Piece groupPiece(Node gh, Node gt, Piece inner) {
        Piece p = new Piece(gh, gt);
        p.isGroup = true;
        return p;
    }

    private void addGroupName(String name, int gi) {
        int n = groupNames.length;
        String[] a = new String[n + 1];
        int[] b = new int[n + 1];
        System.arraycopy(groupNames, 0, a, 0, n);
        System.arraycopy(groupNameIndex, 0, b, 0, n);
        a[n] = name;
        b[n] = gi;
        groupNames = a;
        groupNameIndex = b;
    }

    private void accept(int ch, String s) {
        int testChar = temp[cursor++];
        if (has(COMMENTS)) {
            testChar = peekPastWhitespace(testChar);
        }
        if (ch != testChar) {
            throw error(s);
        }
    }

    private void addFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
            case 'i':
                flags |= CASE_INSENSITIVE;
                break;
            case 'm':
                flags |= MULTILINE;
                break;
            case 's':
                flags |= DOTALL;
                break;
            case 'd':
                flags |= UNIX_LINES;
                break;
            case 'u':
                flags |= UNICODE_CASE;
                break;
            case 'c':
                flags |= CANON_EQ;
                break;
            case 'x':
                flags |= COMMENTS;
                break;
            case 'U':
                flags |= (UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                break;
            case '-':
                ch = next();
                subFlag();
                return;
            default:
                return;
            }
            ch = next();
        }
    }

    private void subFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
            case 'i':
                flags &= ~CASE_INSENSITIVE;
                break;
            case 'm':
                flags &= ~MULTILINE;
                break;
            case 's':
                flags &= ~DOTALL;
                break;
            case 'd':
                flags &= ~UNIX_LINES;
                break;
            case 'u':
                flags &= ~UNICODE_CASE;
                break;
            case 'c':
                flags &= ~CANON_EQ;
                break;
            case 'x':
                flags &= ~COMMENTS;
                break;
            case 'U':
                flags &= ~(UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                break;
            default:
                return;
            }
            ch = next();
        }
    }

    // ------------------------------------------------------------------ quantifiers

    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    private Piece closure(Piece p) {
        int ch = peek();
        int quantChar = ch;
        boolean openEnded = false;
        int min;
        int max;
        switch (ch) {
        case '?':
            min = 0;
            max = 1;
            next();
            break;
        case '*':
            min = 0;
            max = Integer.MAX_VALUE;
            next();
            break;
        case '+':
            min = 1;
            max = Integer.MAX_VALUE;
            next();
            break;
        case '{':
            ch = skip();
            if (ch >= '0' && ch <= '9') {
                int cmin = 0;
                do {
                    cmin = cmin * 10 + (ch - '0');
                    if (cmin < 0) {
                        throw error("Illegal repetition range");
                    }
                } while ((ch = read()) >= '0' && ch <= '9');
                int cmax = cmin;
                if (ch == ',') {
                    ch = read();
                    cmax = Integer.MAX_VALUE;
                    openEnded = (ch == '}');
                    if (ch != '}') {
                        cmax = 0;
                        while (ch >= '0' && ch <= '9') {
                            cmax = cmax * 10 + (ch - '0');
                            if (cmax < 0) {
                                throw error("Illegal repetition range");
                            }
                            ch = read();
                        }
                    }
                }
                if (ch != '}') {
                    throw error("Unclosed counted closure");
                }
                if (cmax < cmin) {
                    throw error("Illegal repetition range");
                }
                min = cmin;
                max = cmax;
            } else {
                throw error("Illegal repetition");
            }
            break;
        default:
            return p;
        }
        int type = GREEDY;
        ch = peek();
        if (ch == '?') {
            next();
            type = LAZY;
        } else if (ch == '+') {
            next();
            type = POSSESSIVE;
        }
        // Which node the JDK would build decides its study (lookbehind bounds): X? and
        // X{0,1} are a Ques (a Branch for a group, unless possessive), a greedy X* or X+ of one
        // character a CharPropertyGreedy, a group whose body is not deterministic a Loop, and
        // everything else a Curly.
        boolean isChar = p.head instanceof CharNode && p.head == p.tail;
        boolean ques = quantChar == '?' || (min == 0 && max == 1);
        int kind;
        if (ques) {
            kind = (p.isGroup && type != POSSESSIVE) ? KIND_BRANCH : KIND_QUES;
        } else if (isChar && type == GREEDY && (quantChar != '{' || openEnded)) {
            kind = KIND_CPG;
        } else if (p.isGroup && type != POSSESSIVE) {
            Info info = new Info();
            boolean det = study(p.head, null, info);
            kind = det ? KIND_CURLY : KIND_LOOP;
        } else {
            kind = KIND_CURLY;
        }
        if (isChar) {
            CharRepeat r = new CharRepeat(((CharNode) p.head).pred, min, max, type);
            r.kind = kind;
            return new Piece(r, r);
        }
        if (kind == KIND_BRANCH || kind == KIND_LOOP) {
            // full backtracking through the body (the JDK's Branch, Prolog/Loop)
            Repeat r = new Repeat(p.head, min, max, type == LAZY, localCount++,
                    localCount++);
            r.kind = kind;
            RepeatTail rt = new RepeatTail(r);
            p.tail.next = rt;
            r.bodyEnd = rt;
            return new Piece(r, r);
        }
        if (kind == KIND_QUES) {
            Ques q = new Ques(p.head, type);
            p.tail.next = new AtomEnd();
            return new Piece(q, q);
        }
        if (p.isGroup && type != POSSESSIVE) {
            GroupHead gh = (GroupHead) p.head;
            GroupCurly g = new GroupCurly(gh.next, min, max, type, gh.slot, gh.group);
            return new Piece(g, g);
        }
        Curly c = new Curly(p.head, min, max, type);
        p.tail.next = new AtomEnd();
        return new Piece(c, c);
    }

    static final int KIND_QUES = 0;
    static final int KIND_BRANCH = 1;
    static final int KIND_CPG = 2;
    static final int KIND_CURLY = 3;
    static final int KIND_LOOP = 4;
    static final int MAX_REPS = 0x7fffffff;

    /** The JDK's TreeInfo: lengths (int arithmetic, wrap-around included) and flags. */
    static final class Info {
        int minLength;
        int maxLength;
        boolean maxValid = true;
        boolean det = true;

        void reset() {
            minLength = 0;
            maxLength = 0;
            maxValid = true;
            det = true;
        }
    }

    /** X{cmin,cmax} on an atom already studied into info, the prefix being saved values. */
    private static void curly(Info info, int minL, int maxL, boolean maxV, boolean detm,
            int cmin, int cmax) {
        int t = info.minLength * cmin + minL;
        if (t < minL) {
            t = 0xFFFFFFF;
        }
        info.minLength = t;
        if (maxV && info.maxValid) {
            t = info.maxLength * cmax + maxL;
            info.maxLength = t;
            if (t < maxL) {
                info.maxValid = false;
            }
        } else {
            info.maxValid = false;
        }
        info.det = info.det && cmin == cmax ? detm : false;
    }

    /**
     * Studies the chain from n up to stop as the JDK's study does: the min/max length a match
     * can have, whether the max is known, whether matching is deterministic.
     */
    static boolean study(Node n, Node stop, Info info) {
        while (n != null && n != stop) {
            if (n instanceof CharNode) {
                info.minLength++;
                info.maxLength++;
            } else if (n instanceof Slice) {
                int len = ((Slice) n).lit.codePointCount(0, ((Slice) n).lit.length());
                info.minLength += len;
                info.maxLength += len;
            } else if (n instanceof SliceI) {
                int len = ((SliceI) n).lit.codePointCount(0, ((SliceI) n).lit.length());
                info.minLength += len;
                info.maxLength += len;
            } else if (n instanceof LineEnding) {
                info.minLength++;
                info.maxLength += 2;
            } else if (n instanceof BackRef) {
                info.maxValid = false;
            } else if (n instanceof CharRepeat) {
                CharRepeat r = (CharRepeat) n;
                if (r.kind == KIND_QUES) {
                    info.maxLength++;
                    info.det = false;
                } else if (r.kind == KIND_CPG) {
                    info.minLength += r.min;
                    if (info.maxValid) {
                        info.maxLength += MAX_REPS;
                    }
                    info.det = false;
                } else {
                    int minL = info.minLength;
                    int maxL = info.maxLength;
                    boolean maxV = info.maxValid;
                    boolean detm = info.det;
                    info.reset();
                    info.minLength = 1;
                    info.maxLength = 1;
                    curly(info, minL, maxL, maxV, detm, r.min, r.max);
                }
            } else if (n instanceof Atomic) {
                study(((Atomic) n).body, null, info);
            } else if (n instanceof Ques) {
                int minL = info.minLength;
                study(((Ques) n).atom, null, info);
                info.minLength = minL;
                info.det = false;
            } else if (n instanceof Curly || n instanceof GroupCurly) {
                Node atom;
                int cmin;
                int cmax;
                if (n instanceof Curly) {
                    atom = ((Curly) n).atom;
                    cmin = ((Curly) n).cmin;
                    cmax = ((Curly) n).cmax;
                } else {
                    atom = ((GroupCurly) n).atom;
                    cmin = ((GroupCurly) n).cmin;
                    cmax = ((GroupCurly) n).cmax;
                }
                int minL = info.minLength;
                int maxL = info.maxLength;
                boolean maxV = info.maxValid;
                boolean detm = info.det;
                info.reset();
                study(atom, null, info);
                curly(info, minL, maxL, maxV, detm, cmin, cmax);
            } else if (n instanceof Repeat) {
                Repeat r = (Repeat) n;
                if (r.kind == KIND_BRANCH) {
                    int minL = info.minLength;
                    int maxL = info.maxLength;
                    boolean maxV = info.maxValid;
                    info.reset();
                    study(r.body, r.bodyEnd, info);
                    int minL2 = Math.min(info.minLength, 0);
                    int maxL2 = Math.max(info.maxLength, 0);
                    maxV &= info.maxValid;
                    minL += minL2;
                    maxL += maxL2;
                    info.reset();
                    study(r.next, stop, info);
                    info.minLength += minL;
                    info.maxLength += maxL;
                    info.maxValid &= maxV;
                    info.det = false;
                    return false;
                }
                if (!studyRepeat(r, info)) {
                    return false;
                }
            } else if (n instanceof Branch) {
                Branch b = (Branch) n;
                int minL = info.minLength;
                int maxL = info.maxLength;
                boolean maxV = info.maxValid;
                int minL2 = Integer.MAX_VALUE;
                int maxL2 = -1;
                for (int k = 0; k < b.n; k++) {
                    info.reset();
                    study(b.alts[k], b.end, info);
                    minL2 = Math.min(minL2, info.minLength);
                    maxL2 = Math.max(maxL2, info.maxLength);
                    maxV &= info.maxValid;
                }
                minL += minL2;
                maxL += maxL2;
                info.reset();
                study(b.end, stop, info);
                info.minLength += minL;
                info.maxLength += maxL;
                info.maxValid &= maxV;
                info.det = false;
                return false;
            } else if (n instanceof LookEnd || n instanceof Accept || n instanceof RepeatTail
                    || n instanceof AtomEnd) {
                break;
            }
            n = n.next;
        }
        return info.det;
    }

    /** A Ques, Curly or Loop repeat (not the Branch form); false if the study stops here. */
    private static boolean studyRepeat(Repeat r, Info info) {
        if (r.kind == KIND_LOOP) {
            info.maxValid = false;
            info.det = false;
            return false;
        }
        if (r.kind == KIND_QUES) {
            int minL = info.minLength;
            study(r.body, r.bodyEnd, info);
            info.minLength = minL;
            info.det = false;
            return true;
        }
        int minL = info.minLength;
        int maxL = info.maxLength;
        boolean maxV = info.maxValid;
        boolean detm = info.det;
        info.reset();
        study(r.body, r.bodyEnd, info);
        curly(info, minL, maxL, maxV, detm, r.min, r.max);
        return true;
    }

    // ================================================================== nodes

    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i, CharSequence s);
    }

    /** Helper for Pieces built around a single node. */
    static final class Empty extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return next.match(m, i, s);
        }
    }

    /** The end of the whole pattern. */
    static final class Accept extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    static int codePointAt(CharSequence s, int i, int limit) {
        char c1 = s.charAt(i);
        if (Character.isHighSurrogate(c1) && i + 1 < limit) {
            char c2 = s.charAt(i + 1);
            if (Character.isLowSurrogate(c2)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    static int codePointBefore(CharSequence s, int i, int start) {
        char c2 = s.charAt(i - 1);
        if (Character.isLowSurrogate(c2) && i - 2 >= start) {
            char c1 = s.charAt(i - 2);
            if (Character.isHighSurrogate(c1)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    /** One character satisfying a predicate. */
    static final class CharNode extends Node {
        final CharPred pred;

        CharNode(CharPred pred) {
            this.pred = pred;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (i < m.to) {
                int cp = codePointAt(s, i, m.to);
                if (pred.is(cp)) {
                    return next.match(m, i + Character.charCount(cp), s);
                }
                return false;
            }
            m.hitEnd = true;
            return false;
        }
    }

    /** X{min,max} for a one-character X, without recursion per repetition. */
    static final class CharRepeat extends Node {
        int kind;
        final CharPred pred;
        final int min;
        final int max;
        final int type;

        CharRepeat(CharPred pred, int min, int max, int type) {
            this.pred = pred;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int to = m.to;
            int j = i;
            int c = 0;
            if (type == LAZY) {
                while (c < min) {
                    if (j >= to) {
                        m.hitEnd = true;
                        return false;
                    }
                    int cp = codePointAt(s, j, to);
                    if (!pred.is(cp)) {
                        return false;
                    }
                    j += Character.charCount(cp);
                    c++;
                    if (kind != KIND_CPG) {
                        m.last = j;
                    }
                }
                for (;;) {
                    if (next.match(m, j, s)) {
                        return true;
                    }
                    if (c >= max) {
                        return false;
                    }
                    if (j >= to) {
                        m.hitEnd = true;
                        return false;
                    }
                    int cp = codePointAt(s, j, to);
                    if (!pred.is(cp)) {
                        return false;
                    }
                    j += Character.charCount(cp);
                    c++;
                    if (kind != KIND_CPG) {
                        m.last = j;
                    }
                }
            }
            while (c < max) {
                if (j >= to) {
                    m.hitEnd = true;
                    break;
                }
                int cp = codePointAt(s, j, to);
                if (!pred.is(cp)) {
                    break;
                }
                j += Character.charCount(cp);
                c++;
                if (kind != KIND_CPG) {
                    m.last = j;
                }
            }
            if (c < min) {
                return false;
            }
            if (type == POSSESSIVE) {
                return next.match(m, j, s);
            }
            for (;;) {
                if (next.match(m, j, s)) {
                    return true;
                }
                if (c == min) {
                    return false;
                }
                j--;
                if (j > i && Character.isLowSurrogate(s.charAt(j))
                        && Character.isHighSurrogate(s.charAt(j - 1))) {
                    j--;
                }
                c--;
            }
        }
    }

    /** A literal string. */
    static final class Slice extends Node {
        final String lit;

        Slice(String lit) {
            this.lit = lit;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int len = lit.length();
            for (int j = 0; j < len; j++) {
                if (i + j >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                if (lit.charAt(j) != s.charAt(i + j)) {
                    return false;
                }
            }
            return next.match(m, i + len, s);
        }
    }

    /** A literal string, case-insensitively. */
    static final class SliceI extends Node {
        final String lit;
        final boolean unicode;

        SliceI(String lit, boolean unicode) {
            this.lit = lit;
            this.unicode = unicode;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int len = lit.length();
            int j = 0;
            int x = i;
            while (j < len) {
                if (x >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                int a = lit.codePointAt(j);
                int b = codePointAt(s, x, m.to);
                if (a != b && !equalsIgnoreCase(a, b, unicode)) {
                    return false;
                }
                j += Character.charCount(a);
                x += Character.charCount(b);
            }
            return next.match(m, x, s);
        }
    }

    static boolean equalsIgnoreCase(int a, int b, boolean unicode) {
        if (a == b) {
            return true;
        }
        if (unicode) {
            return Character.toUpperCase(a) == Character.toUpperCase(b)
                    || Character.toLowerCase(a) == Character.toLowerCase(b);
        }
        if (a < 128 && b < 128) {
            return asciiLower(a) == asciiLower(b);
        }
        return false;
    }

    static int asciiLower(int c) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }

    static int asciiUpper(int c) {
        return (c >= 'a' && c <= 'z') ? c - 32 : c;
    }

    /** Alternation: each alternative already continues to the common end. */
    static final class Branch extends Node {
        final Node[] alts;
        final int n;
        /** Where every alternative continues. */
        final Node end;

        Branch(Node[] alts, int n, Node end) {
            this.alts = alts;
            this.n = n;
            this.end = end;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            for (int k = 0; k < n; k++) {
                if (alts[k].match(m, i, s)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The start of a group: records where this pass through it began. */
    static final class GroupHead extends Node {
        final int group;
        final int slot;

        GroupHead(int group, int slot) {
            this.group = group;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            m.locals[slot] = i;
            boolean r = next.match(m, i, s);
            m.locals[slot] = save;
            return r;
        }
    }

    /** The end of a group: sets the capture, undone if what follows fails. */
    static final class GroupTail extends Node {
        final int group;
        final int slot;

        GroupTail(int group, int slot) {
            this.group = group;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (m.locals[slot] < 0) {
                // inside a GroupCurly: report the end only
                m.last = i;
                return true;
            }
            if (group < 0) {
                return next.match(m, i, s);
            }
            int gs = m.groups[2 * group];
            int ge = m.groups[2 * group + 1];
            m.groups[2 * group] = m.locals[slot];
            m.groups[2 * group + 1] = i;
            if (next.match(m, i, s)) {
                return true;
            }
            m.groups[2 * group] = gs;
            m.groups[2 * group + 1] = ge;
            return false;
        }
    }

    /** X{min,max} for any X; body's chain ends in a RepeatTail back to this. */
    static final class Repeat extends Node {
        int kind;
        Node bodyEnd;
        final Node body;
        final int min;
        final int max;
        final boolean lazy;
        final int countSlot;
        final int beginSlot;

        Repeat(Node body, int min, int max, boolean lazy, int countSlot, int beginSlot) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.lazy = lazy;
            this.countSlot = countSlot;
            this.beginSlot = beginSlot;
        }

        /** One more pass through the body from i as pass number `count`. */
        private boolean pass(Matcher m, int i, CharSequence s, int count) {
            int saveBegin = m.locals[beginSlot];
            m.locals[countSlot] = count;
            m.locals[beginSlot] = i;
            boolean r = body.match(m, i, s);
            m.locals[beginSlot] = saveBegin;
            m.locals[countSlot] = count - 1;
            return r;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int saveCount = m.locals[countSlot];
            int saveBegin = m.locals[beginSlot];
            boolean r;
            if (min > 0) {
                r = pass(m, i, s, 1);
            } else if (lazy) {
                r = next.match(m, i, s) || (max > 0 && pass(m, i, s, 1));
            } else {
                r = (max > 0 && pass(m, i, s, 1)) || next.match(m, i, s);
            }
            m.locals[countSlot] = saveCount;
            m.locals[beginSlot] = saveBegin;
            return r;
        }

        /** After a pass through the body ended at i. */
        boolean tail(Matcher m, int i, CharSequence s) {
            int count = m.locals[countSlot];
            if (i > m.locals[beginSlot]) {
                if (count < min) {
                    return pass(m, i, s, count + 1);
                }
                if (lazy) {
                    if (next.match(m, i, s)) {
                        return true;
                    }
                    return count < max && pass(m, i, s, count + 1);
                }
                if (count < max && pass(m, i, s, count + 1)) {
                    return true;
                }
            }
            int saveBegin = m.locals[beginSlot];
            boolean r = next.match(m, i, s);
            m.locals[countSlot] = count;
            m.locals[beginSlot] = saveBegin;
            return r;
        }
    }

    static final class RepeatTail extends Node {
        final Repeat loop;

        RepeatTail(Repeat loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            return loop.tail(m, i, s);
        }
    }

    /** The end of a lookaround or atomic body: records the position; behind: must be at the target. */
    static final class LookEnd extends Node {
        final boolean behind;
        final int slot;

        LookEnd(boolean behind, int slot) {
            this.behind = behind;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (behind) {
                return i == m.locals[slot];
            }
            if (slot >= 0) {
                m.locals[slot] = i;
            }
            m.last = i;
            return true;
        }
    }

    static final class LookAhead extends Node {
        final Node cond;
        final boolean negative;

        LookAhead(Node cond, boolean negative) {
            this.cond = cond;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int savedTo = m.to;
            boolean ok;
            if (m.transparentBounds) {
                m.to = m.getTextLength();
            }
            try {
                if (negative) {
                    if (i >= m.to) {
                        m.requireEnd = true;
                    }
                    ok = !cond.match(m, i, s);
                } else {
                    ok = cond.match(m, i, s);
                }
            } finally {
                m.to = savedTo;
            }
            return ok && next.match(m, i, s);
        }
    }

    static final class LookBehind extends Node {
        final Node cond;
        final boolean negative;
        final int rmin;
        final int rmax;
        final int slot;

        LookBehind(Node cond, boolean negative, int rmin, int rmax, int slot) {
            this.cond = cond;
            this.negative = negative;
            this.rmin = rmin;
            this.rmax = rmax;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int savedFrom = m.from;
            int startIndex = m.transparentBounds ? 0 : m.from;
            int from = Math.max(i - rmax, startIndex); // int wrap-around as in the JDK
            int savedTarget = m.locals[slot];
            m.locals[slot] = i;
            if (m.transparentBounds) {
                m.from = 0;
            }
            boolean matched = false;
            for (int j = i - rmin; !matched && j >= from; j--) {
                matched = cond.match(m, j, s);
            }
            m.from = savedFrom;
            m.locals[slot] = savedTarget;
            return (negative ? !matched : matched) && next.match(m, i, s);
        }
    }

    /** (?>X) and possessive loops: X matches once, with no backtracking into it. */
    static final class Atomic extends Node {
        final Node body;
        final int slot;

        Atomic(Node body, int slot) {
            this.body = body;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            if (!body.match(m, i, s)) {
                m.locals[slot] = save;
                return false;
            }
            int e = m.locals[slot];
            m.locals[slot] = save;
            return next.match(m, e, s);
        }
    }

    static final class BackRef extends Node {
        final int group;
        final boolean ci;
        final boolean unicode;

        BackRef(int group, boolean ci, boolean unicode) {
            this.group = group;
            this.ci = ci;
            this.unicode = unicode;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (2 * group + 1 >= m.groups.length) {
                return false;
            }
            int j = m.groups[2 * group];
            int k = m.groups[2 * group + 1];
            if (j < 0) {
                return false;
            }
            int size = k - j;
            if (i + size > m.to) {
                m.hitEnd = true;
                return false;
            }
            for (int x = 0; x < size; x++) {
                char a = s.charAt(i + x);
                char b = s.charAt(j + x);
                if (a != b && !(ci && equalsIgnoreCase(a, b, unicode))) {
                    return false;
                }
            }
            return next.match(m, i + size, s);
        }
    }

    /**
     * The end of an atom matched on its own (for Ques and Curly): records where it ended, as
     * the JDK's accept node does.
     */
    static final class AtomEnd extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            m.last = i;
            return true;
        }
    }

    /** X? for an atom matched on its own (no backtracking into it). */
    static final class Ques extends Node {
        final Node atom;
        final int type;

        Ques(Node atom, int type) {
            this.atom = atom;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (type == GREEDY) {
                return (atom.match(m, i, s) && next.match(m, m.last, s)) || next.match(m, i, s);
            }
            if (type == LAZY) {
                return next.match(m, i, s) || (atom.match(m, i, s) && next.match(m, m.last, s));
            }
            if (atom.match(m, i, s)) {
                i = m.last;
            }
            return next.match(m, i, s);
        }
    }

    /**
     * X{min,max} where each repetition of X is matched on its own: after the minimum, a greedy
     * loop takes repetitions while they keep the same length and backs off by that length;
     * a repetition of a different length restarts the loop from there.
     */
    static final class Curly extends Node {
        final Node atom;
        final int cmin;
        final int cmax;
        final int type;

        Curly(Node atom, int cmin, int cmax, int type) {
            this.atom = atom;
            this.cmin = cmin;
            this.cmax = cmax;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int j = 0;
            while (j < cmin) {
                if (!atom.match(m, i, s)) {
                    return false;
                }
                i = m.last;
                j++;
            }
            if (type == GREEDY) {
                return greedy(m, i, j, s);
            }
            if (type == LAZY) {
                for (;;) {
                    if (next.match(m, i, s)) {
                        return true;
                    }
                    if (j >= cmax || !atom.match(m, i, s) || i == m.last) {
                        return false;
                    }
                    i = m.last;
                    j++;
                }
            }
            while (j < cmax && atom.match(m, i, s) && i != m.last) {
                i = m.last;
                j++;
            }
            return next.match(m, i, s);
        }

        private boolean greedy(Matcher m, int i, int j, CharSequence s) {
            if (j >= cmax) {
                return next.match(m, i, s);
            }
            int floor = j;
            if (!atom.match(m, i, s)) {
                return next.match(m, i, s);
            }
            int k = m.last - i;
            if (k == 0) {
                return next.match(m, i, s);
            }
            i = m.last;
            j++;
            while (j < cmax) {
                if (!atom.match(m, i, s)) {
                    break;
                }
                if (m.last != i + k) {
                    if (greedy(m, m.last, j + 1, s)) {
                        return true;
                    }
                    break;
                }
                i += k;
                j++;
            }
            while (j >= floor) {
                if (next.match(m, i, s)) {
                    return true;
                }
                i -= k;
                j--;
            }
            return false;
        }
    }

    /**
     * A repeated group whose body is deterministic: each repetition is matched on its own
     * (the GroupTail then only reports where it ended), and this node sets the capture.
     * A repetition that matches the empty string ends the loop without keeping its capture.
     */
    static final class GroupCurly extends Node {
        final Node atom;
        final int cmin;
        final int cmax;
        final int type;
        final int slot;
        final int group;

        GroupCurly(Node atom, int cmin, int cmax, int type, int slot, int group) {
            this.atom = atom;
            this.cmin = cmin;
            this.cmax = cmax;
            this.type = type;
            this.slot = slot;
            this.group = group;
        }

        private void set(Matcher m, int start, int end) {
            if (group > 0) {
                m.groups[2 * group] = start;
                m.groups[2 * group + 1] = end;
            }
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int saveLocal = m.locals[slot];
            int saveStart = group > 0 ? m.groups[2 * group] : 0;
            int saveEnd = group > 0 ? m.groups[2 * group + 1] : 0;
            m.locals[slot] = -1; // the GroupTail reports the end instead of capturing
            boolean ok = true;
            for (int j = 0; j < cmin; j++) {
                if (!atom.match(m, i, s)) {
                    ok = false;
                    break;
                }
                set(m, i, m.last);
                i = m.last;
            }
            if (ok) {
                if (type == GREEDY) {
                    ok = greedy(m, i, cmin, s);
                } else if (type == LAZY) {
                    ok = lazy(m, i, cmin, s);
                } else {
                    ok = possessive(m, i, cmin, s);
                }
            }
            if (!ok) {
                m.locals[slot] = saveLocal;
                if (group > 0) {
                    m.groups[2 * group] = saveStart;
                    m.groups[2 * group + 1] = saveEnd;
                }
            }
            return ok;
        }

        private boolean greedy(Matcher m, int i, int j, CharSequence s) {
            int floor = j;
            int save0 = group > 0 ? m.groups[2 * group] : 0;
            int save1 = group > 0 ? m.groups[2 * group + 1] : 0;
            if (j < cmax && atom.match(m, i, s)) {
                int k = m.last - i;
                if (k <= 0) {
                    set(m, i, i + k);
                    i = i + k;
                } else {
                    for (;;) {
                        set(m, i, i + k);
                        i = i + k;
                        if (++j >= cmax) {
                            break;
                        }
                        if (!atom.match(m, i, s)) {
                            break;
                        }
                        if (i + k != m.last) {
                            if (greedy(m, i, j, s)) {
                                return true;
                            }
                            break;
                        }
                    }
                    while (j > floor) {
                        if (next.match(m, i, s)) {
                            set(m, i - k, i);
                            return true;
                        }
                        i = i - k;
                        set(m, i - k, i);
                        j--;
                    }
                }
            }
            if (group > 0) {
                m.groups[2 * group] = save0;
                m.groups[2 * group + 1] = save1;
            }
            return next.match(m, i, s);
        }

        private boolean lazy(Matcher m, int i, int j, CharSequence s) {
            for (;;) {
                if (next.match(m, i, s)) {
                    return true;
                }
                if (j >= cmax || !atom.match(m, i, s) || i == m.last) {
                    return false;
                }
                set(m, i, m.last);
                i = m.last;
                j++;
            }
        }

        private boolean possessive(Matcher m, int i, int j, CharSequence s) {
            for (; j < cmax; j++) {
                if (!atom.match(m, i, s)) {
                    break;
                }
                set(m, i, m.last);
                if (i == m.last) {
                    break;
                }
                i = m.last;
            }
            return next.match(m, i, s);
        }
    }

    /** ^ without MULTILINE, and \A. */
    static final class Begin extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int fromIndex = m.anchoringBounds ? m.from : 0;
            return i == fromIndex && next.match(m, i, s);
        }
    }

    /** \z */
    static final class End extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i == endIndex) {
                m.hitEnd = true;
                return next.match(m, i, s);
            }
            return false;
        }
    }

    /** ^ with MULTILINE. */
    static final class Caret extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int startIndex = m.anchoringBounds ? m.from : 0;
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i == endIndex) {
                m.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = s.charAt(i - 1);
                if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                    return false;
                }
                if (ch == '\r' && s.charAt(i) == '\n') {
                    return false;
                }
            }
            return next.match(m, i, s);
        }
    }

    /** ^ with MULTILINE and UNIX_LINES. */
    static final class UnixCaret extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int startIndex = m.anchoringBounds ? m.from : 0;
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i == endIndex) {
                m.hitEnd = true;
                return false;
            }
            if (i > startIndex && s.charAt(i - 1) != '\n') {
                return false;
            }
            return next.match(m, i, s);
        }
    }

    /** $ (and \Z when not multiline). */
    static final class Dollar extends Node {
        final boolean multiline;

        Dollar(boolean multiline) {
            this.multiline = multiline;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (!multiline) {
                if (i < endIndex - 2) {
                    return false;
                }
                if (i == endIndex - 2) {
                    if (s.charAt(i) != '\r' || s.charAt(i + 1) != '\n') {
                        return false;
                    }
                }
            }
            if (i < endIndex) {
                char ch = s.charAt(i);
                if (ch == '\n') {
                    if (i > 0 && s.charAt(i - 1) == '\r') {
                        return false;
                    }
                    if (multiline) {
                        return next.match(m, i, s);
                    }
                } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                    if (multiline) {
                        return next.match(m, i, s);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, s);
        }
    }

    static final class UnixDollar extends Node {
        final boolean multiline;

        UnixDollar(boolean multiline) {
            this.multiline = multiline;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i < endIndex) {
                char ch = s.charAt(i);
                if (ch == '\n') {
                    if (!multiline && i != endIndex - 1) {
                        return false;
                    }
                    if (multiline) {
                        return next.match(m, i, s);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, s);
        }
    }

    /** \G */
    static final class LastMatch extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return i == m.oldLast && next.match(m, i, s);
        }
    }

    /** \b and \B */
    static final class Bound extends Node {
        static final int LEFT = 1;
        static final int RIGHT = 2;
        static final int BOTH = 3;
        static final int NONE = 4;
        final int type;

        Bound(int type) {
            this.type = type;
        }

        private static boolean isWord(int ch) {
            return ch == '_' || Character.isLetterOrDigit(ch);
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int startIndex = m.transparentBounds ? 0 : m.from;
            int endIndex = m.transparentBounds ? m.getTextLength() : m.to;
            boolean left = false;
            if (i > startIndex) {
                left = isWord(codePointBefore(s, i, startIndex));
            }
            boolean right = false;
            if (i < endIndex) {
                right = isWord(codePointAt(s, i, endIndex));
            } else {
                m.hitEnd = true;
                m.requireEnd = true;
            }
            int r = (left ^ right) ? (right ? LEFT : RIGHT) : NONE;
            return (r & type) > 0 && next.match(m, i, s);
        }
    }

    /** \R */
    static final class LineEnding extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            if (i < m.to) {
                int ch = s.charAt(i);
                if (ch == 0x0A || ch == 0x0B || ch == 0x0C || ch == 0x85 || ch == 0x2028
                        || ch == 0x2029) {
                    return next.match(m, i + 1, s);
                }
                if (ch == 0x0D) {
                    i++;
                    if (i < m.to) {
                        if (s.charAt(i) == 0x0A && next.match(m, i + 1, s)) {
                            return true;
                        }
                    } else {
                        m.hitEnd = true;
                    }
                    return next.match(m, i, s);
                }
            } else {
                m.hitEnd = true;
            }
            return false;
        }
    }

    // ================================================================== predicates

    abstract static class CharPred {
        abstract boolean is(int ch);
    }

    static final class Single extends CharPred {
        final int c;

        Single(int c) {
            this.c = c;
        }

        boolean is(int ch) {
            return ch == c;
        }
    }

    static final class SingleI extends CharPred {
        final int lower;
        final int upper;

        SingleI(int c) {
            lower = asciiLower(c);
            upper = asciiUpper(c);
        }

        boolean is(int ch) {
            return ch == lower || ch == upper;
        }
    }

    static final class SingleU extends CharPred {
        final int lower;

        SingleU(int c) {
            lower = Character.toLowerCase(Character.toUpperCase(c));
        }

        boolean is(int ch) {
            return lower == ch || lower == Character.toLowerCase(Character.toUpperCase(ch));
        }
    }

    static final class RangePred extends CharPred {
        final int lo;
        final int hi;

        RangePred(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        boolean is(int ch) {
            return ch >= lo && ch <= hi;
        }
    }

    static final class RangeI extends CharPred {
        final int lo;
        final int hi;
        final boolean unicode;

        RangeI(int lo, int hi, boolean unicode) {
            this.lo = lo;
            this.hi = hi;
            this.unicode = unicode;
        }

        boolean is(int ch) {
            if (ch >= lo && ch <= hi) {
                return true;
            }
            if (unicode) {
                int u = Character.toUpperCase(ch);
                if (u >= lo && u <= hi) {
                    return true;
                }
                int l = Character.toLowerCase(u);
                return l >= lo && l <= hi;
            }
            if (ch < 128) {
                int u = asciiUpper(ch);
                int l = asciiLower(ch);
                return (u >= lo && u <= hi) || (l >= lo && l <= hi);
            }
            return false;
        }
    }

    static final class UnionPred extends CharPred {
        final CharPred a;
        final CharPred b;

        UnionPred(CharPred a, CharPred b) {
            this.a = a;
            this.b = b;
        }

        boolean is(int ch) {
            return a.is(ch) || b.is(ch);
        }
    }

    static final class IntersectPred extends CharPred {
        final CharPred a;
        final CharPred b;

        IntersectPred(CharPred a, CharPred b) {
            this.a = a;
            this.b = b;
        }

        boolean is(int ch) {
            return a.is(ch) && b.is(ch);
        }
    }

    static final class NotPred extends CharPred {
        final CharPred a;

        NotPred(CharPred a) {
            this.a = a;
        }

        boolean is(int ch) {
            return !a.is(ch);
        }
    }

    static final class AllPred extends CharPred {
        boolean is(int ch) {
            return true;
        }
    }

    static final class DotPred extends CharPred {
        boolean is(int ch) {
            return ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085';
        }
    }

    static final class UnixDotPred extends CharPred {
        boolean is(int ch) {
            return ch != '\n';
        }
    }

    static final class DigitPred extends CharPred {
        final boolean unicode;

        DigitPred(boolean unicode) {
            this.unicode = unicode;
        }

        boolean is(int ch) {
            return unicode ? Character.isDigit(ch) : (ch >= '0' && ch <= '9');
        }
    }

    static final class WordPred extends CharPred {
        final boolean unicode;

        WordPred(boolean unicode) {
            this.unicode = unicode;
        }

        boolean is(int ch) {
            if (unicode) {
                return Character.isAlphabetic(ch) || Character.isDigit(ch) || ch == '_'
                        || Character.getType(ch) == Character.NON_SPACING_MARK
                        || Character.getType(ch) == Character.ENCLOSING_MARK
                        || Character.getType(ch) == Character.COMBINING_SPACING_MARK
                        || Character.getType(ch) == Character.CONNECTOR_PUNCTUATION
                        || (ch >= 0x200c && ch <= 0x200d);
            }
            return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')
                    || ch == '_';
        }
    }

    static final class SpacePred extends CharPred {
        final boolean unicode;

        SpacePred(boolean unicode) {
            this.unicode = unicode;
        }

        boolean is(int ch) {
            if (unicode) {
                return Character.isWhitespace(ch) || Character.isSpaceChar(ch)
                        || ch == 0x85;
            }
            return ch == ' ' || ch == '\t' || ch == '\n' || ch == 0x0b || ch == '\f' || ch == '\r';
        }
    }

    static final class HorizWsPred extends CharPred {
        boolean is(int ch) {
            return ch == 0x09 || ch == 0x20 || ch == 0xa0 || ch == 0x1680 || ch == 0x180e
                    || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f || ch == 0x205f
                    || ch == 0x3000;
        }
    }

    static final class VertWsPred extends CharPred {
        boolean is(int ch) {
            return (ch >= 0x0a && ch <= 0x0d) || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
        }
    }

    static final class CategoryPred extends CharPred {
        final int mask;

        CategoryPred(int mask) {
            this.mask = mask;
        }

        boolean is(int ch) {
            return (mask & (1 << Character.getType(ch))) != 0;
        }
    }

    /** The POSIX classes (US-ASCII only). */
    static final class CtypePred extends CharPred {
        static final int LOWER = 0;
        static final int UPPER = 1;
        static final int ALPHA = 2;
        static final int ALNUM = 3;
        static final int PUNCT = 4;
        static final int GRAPH = 5;
        static final int PRINT = 6;
        static final int BLANK = 7;
        static final int CNTRL = 8;
        static final int XDIGIT = 9;
        static final int SPACE = 10;
        final int kind;

        CtypePred(int kind) {
            this.kind = kind;
        }

        boolean is(int ch) {
            if (ch >= 128) {
                return false;
            }
            boolean lower = ch >= 'a' && ch <= 'z';
            boolean upper = ch >= 'A' && ch <= 'Z';
            boolean digit = ch >= '0' && ch <= '9';
            boolean punct = (ch >= 0x21 && ch <= 0x2f) || (ch >= 0x3a && ch <= 0x40)
                    || (ch >= 0x5b && ch <= 0x60) || (ch >= 0x7b && ch <= 0x7e);
            switch (kind) {
            case LOWER:
                return lower;
            case UPPER:
                return upper;
            case ALPHA:
                return lower || upper;
            case ALNUM:
                return lower || upper || digit;
            case PUNCT:
                return punct;
            case GRAPH:
                return lower || upper || digit || punct;
            case PRINT:
                return lower || upper || digit || punct || ch == ' ';
            case BLANK:
                return ch == ' ' || ch == '\t';
            case CNTRL:
                return ch < 0x20 || ch == 0x7f;
            case XDIGIT:
                return digit || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
            default:
                return ch == ' ' || (ch >= 0x09 && ch <= 0x0d);
            }
        }
    }

    /** java.lang.Character predicates and Unicode binary properties. */
    static final class JavaPred extends CharPred {
        private static final String[] JAVA_NAMES = { "javaLowerCase", "javaUpperCase",
            "javaWhitespace", "javaMirrored", "javaLetter", "javaDigit", "javaLetterOrDigit",
            "javaAlphabetic", "javaIdeographic", "javaTitleCase", "javaDefined",
            "javaIdentifierIgnorable", "javaISOControl", "javaJavaIdentifierPart",
            "javaJavaIdentifierStart", "javaSpaceChar", "javaUnicodeIdentifierPart",
            "javaUnicodeIdentifierStart" };
        private static final String[] BINARY_NAMES = { "LOWERCASE", "UPPERCASE", "WHITESPACE",
            null, "LETTER", "DIGIT", null, "ALPHABETIC", "IDEOGRAPHIC", "TITLECASE", null, null,
            "CONTROL", null, null, null, null, null, "PUNCTUATION", "HEXDIGIT", "ALNUM", "WORD",
            "BLANK", "GRAPH", "PRINT", "WHITE_SPACE", "ASSIGNED", "NONCHARACTERCODEPOINT",
            "JOINCONTROL", "EMOJI" };
        static final int CASED = 100;
        static final int CASED_BINARY = 101;
        final int kind;

        JavaPred(int kind) {
            this.kind = kind;
        }

        static int kind(String name) {
            for (int i = 0; i < JAVA_NAMES.length; i++) {
                if (JAVA_NAMES[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        static int binaryKind(String upperName) {
            if (upperName.equals("WHITESPACE")) {
                return 25;
            }
            for (int i = 0; i < BINARY_NAMES.length; i++) {
                if (BINARY_NAMES[i] != null && BINARY_NAMES[i].replace("_", "").equals(upperName)) {
                    return i == 2 ? 25 : i;
                }
            }
            return -1;
        }

        boolean is(int ch) {
            switch (kind) {
            case 0:
                return Character.isLowerCase(ch);
            case 1:
                return Character.isUpperCase(ch);
            case 2:
                return Character.isWhitespace(ch);
            case 3:
                return Character.isMirrored(ch);
            case 4:
                return Character.isLetter(ch);
            case 5:
                return Character.isDigit(ch);
            case 6:
                return Character.isLetterOrDigit(ch);
            case 7:
                return Character.isAlphabetic(ch);
            case 8:
                return Character.isIdeographic(ch);
            case 9:
                return Character.isTitleCase(ch);
            case 10:
                return Character.isDefined(ch);
            case 11:
                return Character.isIdentifierIgnorable(ch);
            case 12:
                return Character.isISOControl(ch);
            case 13:
                return Character.isJavaIdentifierPart(ch);
            case 14:
                return Character.isJavaIdentifierStart(ch);
            case 15:
                return Character.isSpaceChar(ch);
            case 16:
                return Character.isUnicodeIdentifierPart(ch);
            case 17:
                return Character.isUnicodeIdentifierStart(ch);
            case 18: {
                int t = Character.getType(ch);
                return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                        || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                        || t == Character.OTHER_PUNCTUATION
                        || t == Character.INITIAL_QUOTE_PUNCTUATION
                        || t == Character.FINAL_QUOTE_PUNCTUATION;
            }
            case 19:
                return Character.isDigit(ch) || (ch >= 0x30 && ch <= 0x39)
                        || (ch >= 0x41 && ch <= 0x46) || (ch >= 0x61 && ch <= 0x66)
                        || (ch >= 0xff10 && ch <= 0xff19) || (ch >= 0xff21 && ch <= 0xff26)
                        || (ch >= 0xff41 && ch <= 0xff46);
            case 20:
                return Character.isAlphabetic(ch) || Character.isDigit(ch);
            case 21:
                return new WordPred(true).is(ch);
            case 22:
                return Character.getType(ch) == Character.SPACE_SEPARATOR || ch == 0x09;
            case 23: {
                int t = Character.getType(ch);
                return t != Character.SPACE_SEPARATOR && t != Character.LINE_SEPARATOR
                        && t != Character.PARAGRAPH_SEPARATOR && t != Character.CONTROL
                        && t != Character.SURROGATE && t != Character.UNASSIGNED;
            }
            case 24:
                return (new JavaPred(23).is(ch) || new JavaPred(22).is(ch))
                        && Character.getType(ch) != Character.CONTROL;
            case 25:
                return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                        | (1 << Character.PARAGRAPH_SEPARATOR)) >> Character.getType(ch)) & 1) != 0
                        || (ch >= 0x9 && ch <= 0xd) || (ch == 0x85);
            case 26:
                return Character.getType(ch) != Character.UNASSIGNED;
            case 27:
                return (ch & 0xfffe) == 0xfffe || (ch >= 0xfdd0 && ch <= 0xfdef);
            case 28:
                return ch == 0x200c || ch == 0x200d;
            case CASED:
                return Character.isLowerCase(ch) || Character.isUpperCase(ch)
                        || Character.isTitleCase(ch);
            case CASED_BINARY:
                return Character.isLowerCase(ch) || Character.isUpperCase(ch)
                        || Character.isTitleCase(ch);
            default:
                return false;
            }
        }
    }
}

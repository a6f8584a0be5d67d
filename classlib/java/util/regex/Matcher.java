package java.util.regex;

/** Runs a Pattern over a character sequence (see Pattern for the engine). */
public final class Matcher implements MatchResult {
    static final int ENDANCHOR = 1;
    static final int NOANCHOR = 0;

    private Pattern parentPattern;
    int[] groups;
    int[] locals;
    int from;
    int to;
    CharSequence text;
    int acceptMode = NOANCHOR;
    /** Start and end of the last match; first is -1 if there is none. */
    int first = -1;
    int last = 0;
    /** The end of the previous match (for \G and appendReplacement). */
    int oldLast = -1;
    int lastAppendPosition = 0;
    boolean hitEnd;
    boolean requireEnd;
    boolean transparentBounds = false;
    boolean anchoringBounds = true;
    private int modCount;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        int parentGroupCount = Math.max(parent.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[parent.localCount];
        reset();
    }

    public Pattern pattern() {
        return parentPattern;
    }

    public MatchResult toMatchResult() {
        Matcher copy = new Matcher(parentPattern, text.toString());
        copy.first = first;
        copy.last = last;
        System.arraycopy(groups, 0, copy.groups, 0, groups.length);
        return copy;
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        int parentGroupCount = Math.max(newPattern.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[newPattern.localCount];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = getTextLength();
        modCount++;
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    int getTextLength() {
        return text.length();
    }

    private void ensureMatch() {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
    }

    private void ensureMatchAvailable() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    public int start() {
        ensureMatchAvailable();
        return first;
    }

    public int start(int group) {
        ensureMatchAvailable();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        ensureMatchAvailable();
        return last;
    }

    public int end(int group) {
        ensureMatchAvailable();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        ensureMatch();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public int groupCount() {
        int c = parentPattern.capturingGroupCount - 1;
        return c < 0 ? 0 : c;
    }

    private int getMatchedGroupIndex(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        int gi = parentPattern.groupIndex(name);
        if (gi < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return gi;
    }

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = getTextLength();
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    /** Expands $n, ${name} and \x in a replacement string. */
    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                result.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException(
                            "Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if ((nextChar >= 'a' && nextChar <= 'z')
                                || (nextChar >= 'A' && nextChar <= 'Z')
                                || (nextChar >= '0' && nextChar <= '9')) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException(
                                "named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException(
                                "named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (gname.charAt(0) >= '0' && gname.charAt(0) <= '9') {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    int gi = parentPattern.groupIndex(gname);
                    if (gi < 0) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = gi;
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if ((refNum < 0) || (refNum > 9)) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount() < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public Matcher region(int start, int end) {
        if ((start < 0) || (start > getTextLength())) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > getTextLength())) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher").append("[pattern=").append(pattern())
                .append(" region=").append(regionStart()).append(',').append(regionEnd())
                .append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }

    /** The remaining matches, each as an immutable MatchResult. */
    public java.util.stream.Stream<MatchResult> results() {
        java.util.Iterator<MatchResult> it = new java.util.Iterator<MatchResult>() {
            private int state = -1; // -1 unknown, 0 none, 1 have

            public boolean hasNext() {
                if (state == -1) {
                    state = find() ? 1 : 0;
                }
                return state == 1;
            }

            public MatchResult next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = -1;
                return toMatchResult();
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(
                it, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    /** Tries a match starting at each position from `start` on. */
    boolean search(int start) {
        hitEnd = false;
        requireEnd = false;
        start = start < 0 ? 0 : start;
        this.first = start;
        this.oldLast = oldLast < 0 ? start : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        acceptMode = NOANCHOR;
        boolean result = false;
        CharSequence s = text;
        Pattern.Node root = parentPattern.root;
        if (root instanceof Pattern.Begin) {
            // anchored at the start: one try, as the JDK does without its Start node
            groups[0] = start;
            result = root.match(this, start, s);
            if (!result) {
                this.first = -1;
            }
            this.oldLast = this.last;
            this.modCount++;
            return result;
        }
        for (int i = start; i <= to; i++) {
            if (i > start && i < to && Character.isLowSurrogate(s.charAt(i))
                    && Character.isHighSurrogate(s.charAt(i - 1))) {
                continue;
            }
            first = i;
            groups[0] = i;
            if (root.match(this, i, s)) {
                result = true;
                break;
            }
        }
        if (!result) {
            hitEnd = true;
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    /** Matches at exactly `start` (anchored at the end too for ENDANCHOR). */
    boolean match(int start, int anchor) {
        hitEnd = false;
        requireEnd = false;
        start = start < 0 ? 0 : start;
        this.first = start;
        this.oldLast = oldLast < 0 ? start : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        acceptMode = anchor;
        groups[0] = start;
        boolean result = parentPattern.root.match(this, start, text);
        if (!result) {
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    CharSequence getSubSequence(int beginIndex, int endIndex) {
        return text.subSequence(beginIndex, endIndex);
    }
}

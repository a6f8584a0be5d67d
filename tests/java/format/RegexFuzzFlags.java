import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

// Fixed-seed random regular expressions with anchors, inline flags, named groups, escapes
// and line terminators, run as in RegexFuzz, plus replaceAll with group references.
public class RegexFuzzFlags {
    static long seed = 0x2F6B9C1D5E3A7B41L;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static int nextInt(int n) {
        return (int) ((next() >>> 1) % n);
    }

    static final String[] ATOMS = { "a", "B", "(?m)^", "(?m)$", "\\A", "\\z", "\\Z", "\\G",
        "(?s).", "\\R", "\\x61", "\\0142", "\\u0063", "\\Qa.\\E", "[\\p{Alpha}]",
        "\\p{Lower}", "\\P{Upper}", "(?i)[a-b]", "(?i:b)", "[^\\n]", "\\k<n>", "\\t",
        "\\p{L}", "[\\r\\n]", "(?-i)a", "\\h", "\\v", "\\W", "\\D", "(?x) a # c\n" };
    static final String[] QUANT = { "", "", "", "*", "+", "?", "{2}", "{1,3}", "{0,2}", "*?",
        "+?", "??", "*+", "++", "{2,}" };

    static String gen(int depth) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + nextInt(4);
        for (int i = 0; i < n; i++) {
            int k = nextInt(10);
            String atom;
            if (k < 6 || depth > 2) {
                atom = ATOMS[nextInt(ATOMS.length)];
            } else if (k < 8) {
                String[] open = { "(?<n>", "(", "(?i:", "(?=", "(?!", "(?<=", "(?<!" };
                String o = open[nextInt(nextInt(3) == 0 ? open.length : 2)];
                atom = o + gen(depth + 1) + ")";
            } else if (k < 9) {
                atom = "(" + gen(depth + 1) + "|" + gen(depth + 1) + ")";
            } else {
                atom = "\\1";
            }
            sb.append(atom);
            if (!atom.equals("^") && !atom.equals("$") && !atom.startsWith("\\b")
                    && !atom.equals("\\B") && !atom.startsWith("(?=") && !atom.startsWith("(?!")
                    && !atom.startsWith("(?<") && !atom.equals("(?i)A")) {
                sb.append(QUANT[nextInt(QUANT.length)]);
            }
        }
        return sb.toString();
    }

    static final String ALPHA = "aAbBc\t.1\r\n ";

    static String input() {
        int n = nextInt(9);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(ALPHA.charAt(nextInt(ALPHA.length())));
        }
        return sb.toString();
    }

    static String show(String s) {
        return s == null ? "null" : "'" + s.replace("\n", "\\n").replace("\r", "\\r") + "'";
    }

    public static void main(String[] args) {
        for (int t = 0; t < 500; t++) {
            String re = gen(0);
            Pattern p;
            try {
                p = Pattern.compile(re);
            } catch (PatternSyntaxException e) {
                System.out.println(re + " !! " + e.getDescription() + " @" + e.getIndex());
                continue;
            }
            for (int k = 0; k < 3; k++) {
                String in = input();
                StringBuilder sb = new StringBuilder();
                sb.append(re.replace("\n", "\\n").replace("\t", "\\t")).append(" ~ ").append(show(in)).append(':');
                Matcher m = p.matcher(in);
                int guard = 0;
                while (m.find() && guard++ < 20) {
                    sb.append(" [").append(m.start()).append(',').append(m.end());
                    for (int g = 1; g <= m.groupCount(); g++) {
                        sb.append(' ').append(show(m.group(g)));
                    }
                    sb.append(']');
                }
                sb.append(" he=").append(m.hitEnd());
                m.reset();
                sb.append(" M=").append(m.matches()).append(m.hitEnd() ? "h" : "").append(
                        m.requireEnd() ? "r" : "");
                sb.append(" L=").append(m.lookingAt());
                if (m.hitEnd()) {
                    sb.append('h');
                }
                if (m.requireEnd()) {
                    sb.append('r');
                }
                if (m.lookingAt()) {
                    sb.append(m.end());
                }
                try {
                    String[] parts = p.split(in);
                    sb.append(" S=").append(parts.length);
                    for (int i = 0; i < parts.length; i++) {
                        sb.append('|').append(parts[i].replace("\n", "\\n"));
                    }
                    sb.append(" R=").append(show(p.matcher(in).replaceAll("<$0|$1>")));
                    sb.append(" F=").append(show(p.matcher(in).replaceFirst("[\\$$0]")));
                } catch (RuntimeException e) {
                    sb.append(" E=").append(e.getClass().getName());
                }
                System.out.println(sb);
            }
        }
    }
}

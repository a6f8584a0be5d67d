import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

// String.matches/split/replaceAll/replaceFirst and the Pattern/Matcher API: groups (numbered
// and named), find/start/end, appendReplacement, region, quoting, flags and syntax errors.
public class RegexBasics {
    static String arr(String[] a) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append('"').append(a[i]).append('"');
        }
        return sb.append("] ").append(a.length).toString();
    }

    public static void main(String[] args) {
        System.out.println("abc123".matches("[a-z]+\\d+") + " " + "abc".matches("ab") + " "
                + "2024-01-15".matches("\\d{4}-\\d{2}-\\d{2}") + " " + "".matches("a*"));
        System.out.println(arr("a1b22c333d".split("\\d+")));
        System.out.println(arr(" a  b   c ".split("\\s+")));
        System.out.println(arr(" a  b   c ".trim().split("\\s+")));
        System.out.println(arr("a,b,,c,,".split(",")));
        System.out.println(arr("a,b,,c,,".split(",", -1)));
        System.out.println(arr("a,b,,c,,".split(",", 2)));
        System.out.println(arr("".split(",")));
        System.out.println(arr("abc".split("")));
        System.out.println(arr("a.b.c".split("\\.")));
        System.out.println(arr("a|b|c".split("[|]")));
        System.out.println(arr("key = value = x".split("\\s*=\\s*", 2)));
        System.out.println(arr("CamelCaseString".split("(?=[A-Z])")));
        System.out.println(arr("one1two22three".split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)")));
        System.out.println("Hello World".replaceAll("o", "0") + " " + "aaa".replaceAll("a*", "X")
                + " " + "a.b.c".replaceAll(".", "-") + " " + "a.b.c".replaceAll("\\.", "-"));
        System.out.println("John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1") + " | "
                + "2024-01-15".replaceAll("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}/${m}/${y}")
                + " | " + "x1y2".replaceFirst("\\d", "#") + " | " + "cost: 5".replaceAll("\\d",
                        "\\$$0"));
        System.out.println("tabs\tand\nnewlines".replaceAll("\\s", "_") + " "
                + "MiXeD".replaceAll("(?i)[a-z]", "*") + " " + "aAbB".replaceAll("[^a-z]", ""));
        Pattern p = Pattern.compile("(\\w+)@(\\w+)\\.(com|org)");
        Matcher m = p.matcher("mail bob@example.com and alice@site.org now");
        while (m.find()) {
            System.out.println(m.group() + " start=" + m.start() + " end=" + m.end() + " user="
                    + m.group(1) + " host=" + m.group(2) + "/" + m.start(2) + " tld=" + m.group(3)
                    + " count=" + m.groupCount());
        }
        Matcher named = Pattern.compile("(?<key>\\w+)=(?<val>\\d*)").matcher("a=1 b= c=33");
        while (named.find()) {
            System.out.println(named.group("key") + " -> [" + named.group("val") + "] "
                    + named.start("val") + "," + named.end("val"));
        }
        Matcher opt = Pattern.compile("(a)?(b)").matcher("b");
        System.out.println(opt.matches() + " " + opt.group(1) + " " + opt.start(1) + " "
                + opt.group(2));
        Matcher ap = Pattern.compile("\\d+").matcher("a1b22c333");
        StringBuilder sb = new StringBuilder();
        while (ap.find()) {
            ap.appendReplacement(sb, "<" + (Integer.parseInt(ap.group()) * 2) + ">");
        }
        ap.appendTail(sb);
        System.out.println(sb);
        StringBuffer sbuf = new StringBuffer();
        Matcher ap2 = Pattern.compile("x").matcher("axbxc");
        while (ap2.find()) {
            ap2.appendReplacement(sbuf, "$0$0");
        }
        System.out.println(ap2.appendTail(sbuf));
        Matcher la = Pattern.compile("ab").matcher("abab");
        System.out.println(la.lookingAt() + " " + la.matches() + " " + la.find() + " "
                + la.start() + " " + la.find());
        try {
            la.start();
        } catch (IllegalStateException e) {
            System.out.println("start: " + e.getMessage());
        }
        try {
            la.end(0);
        } catch (IllegalStateException e) {
            System.out.println("end: " + e.getMessage());
        }
        Matcher rg = Pattern.compile("\\d").matcher("1a2b3c4");
        rg.region(2, 5);
        StringBuilder found = new StringBuilder();
        while (rg.find()) {
            found.append(rg.group());
        }
        System.out.println(found + " " + rg.regionStart() + " " + rg.regionEnd());
        System.out.println(Pattern.compile("^b", Pattern.MULTILINE).matcher("a\nb").find() + " "
                + Pattern.compile("^b").matcher("a\nb").find() + " "
                + Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " "
                + Pattern.compile("ABC", Pattern.CASE_INSENSITIVE).matcher("aBc").matches() + " "
                + Pattern.compile("a b # comment", Pattern.COMMENTS).matcher("ab").matches() + " "
                + Pattern.compile("a.b", Pattern.LITERAL).matcher("a.b").matches() + " "
                + Pattern.compile("a.b", Pattern.LITERAL).matcher("axb").matches());
        System.out.println(Pattern.quote("1.5*x") + " " + "1.5*x".matches(Pattern.quote("1.5*x"))
                + " " + Matcher.quoteReplacement("$1\\x") + " "
                + "a".replaceAll("a", Matcher.quoteReplacement("$1")));
        System.out.println(arr(Pattern.compile(",").split("x,y,z", 0)) + " "
                + Pattern.compile("\\s+").pattern() + " " + Pattern.compile("x", 2).flags() + " "
                + Pattern.matches("[0-9a-f]+", "c0ffee"));
        System.out.println("\u00e9t\u00e9".matches("\\p{L}+") + " " + "ABC".matches("\\p{Upper}+")
                + " " + "a1_".matches("\\w+") + " " + "!?".matches("\\p{Punct}+") + " "
                + "abc".matches("[a-z&&[^b]]+") + " " + "ac".matches("[a-z&&[^b]]+") + " "
                + "\t ".matches("\\h+") + " " + "x\r\ny".matches("x\\Ry") + " "
                + "aaa".matches("(a)\\1\\1") + " " + "abab".matches("(?<p>ab)\\k<p>"));
        System.out.println("foobar".replaceAll("(?<=foo)bar", "X") + " "
                + "foobaz".replaceAll("foo(?!bar)", "Y") + " " + "aaab".replaceAll("a*?b", "-")
                + " " + "aaa".replaceAll("a++a", "!") + " " + "<<a>><<b>>".replaceAll("<<(.+?)>>",
                        "[$1]") + " " + "xxxx".replaceAll("x{2}", "y") + " " + "abcabc"
                .replaceAll("(?:ab)+c", "Z"));
        String[] bad = { "*", "a(", "a)", "[a", "a{2", "a{x}", "a{3,2}", "\\", "\\k", "[b-a]",
            "\\p{Foo}", "(?z)", "\\x{zz}", "(?<n>a)(?<n>b)", "a**", "(?<=a(b|c)+)x" };
        for (int i = 0; i < bad.length; i++) {
            try {
                Pattern.compile(bad[i]);
                System.out.println(bad[i] + " compiled");
            } catch (PatternSyntaxException e) {
                System.out.println(e.getDescription() + " | " + e.getIndex() + " | "
                        + e.getPattern());
                System.out.println(e.getMessage());
            }
        }
        try {
            "a".replaceAll("a", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "a".replaceAll("a", "$x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "a".replaceAll("a", "x\\");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Pattern.compile("a").matcher("a").group();
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        Matcher g = Pattern.compile("(a)").matcher("a");
        g.find();
        try {
            g.group(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            g.group("nope");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println(g.toMatchResult().group(1) + " " + g.hitEnd() + " "
                + Pattern.compile("a+").matcher("aaa").replaceFirst("b"));
    }
}

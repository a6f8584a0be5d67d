// An uncaught PatternSyntaxException from String.split: its multi-line message's first line.
public class RegexUncaught {
    public static void main(String[] args) {
        System.out.println("a+b".split("\\+").length);
        System.out.println("a+b".split("+").length);
    }
}

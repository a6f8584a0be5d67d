import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Date;
import java.util.Scanner;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// The stream-returning text APIs: BufferedReader.lines, Scanner.tokens, Matcher.results,
// Pattern.splitAsStream/asPredicate/asMatchPredicate; and %t on a Date.
public class IoStreamApis {
    public static void main(String[] args) throws Exception {
        BufferedReader br = new BufferedReader(new StringReader("one\ntwo\n\nthree"));
        System.out.println(br.lines().map(new Function<String, String>() {
            public String apply(String s) {
                return s.toUpperCase();
            }
        }).collect(Collectors.toList()));
        System.out.println(new Scanner("a b  c\nd").tokens().collect(Collectors.joining(",")));
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333").results()
                .map(new Function<MatchResult, String>() {
                    public String apply(MatchResult r) {
                        return r.group() + "@" + r.start();
                    }
                }).collect(Collectors.toList()));
        System.out.println(Pattern.compile(",").splitAsStream("x,y,,z").count());
        System.out.println(Stream.of("ab1", "cd", "e2").filter(Pattern.compile("\\d").asPredicate())
                .collect(Collectors.toList()));
        System.out.println(Stream.of("12", "1a").filter(Pattern.compile("\\d+").asMatchPredicate())
                .count());
        System.out.println(String.format("%tF %<tT %<tZ", new Date(1234567890123L)));
    }
}

import java.util.*;

public class StringJoinerTokenizer {
    public static void main(String[] args) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        System.out.println(j + " " + j.length());
        j.setEmptyValue("EMPTY");
        System.out.println(j + " " + j.length());
        j.add("a").add("b").add(null);
        System.out.println(j + " " + j.length());
        StringJoiner k = new StringJoiner("-");
        k.add("x");
        k.add("y");
        j.merge(k);
        System.out.println(j + " " + k);
        StringJoiner empty = new StringJoiner("/");
        j.merge(empty);
        System.out.println(j + " [" + empty + "] " + empty.length());
        StringJoiner e2 = new StringJoiner(",", "{", "}");
        e2.add("");
        System.out.println(e2 + " " + e2.length());
        try {
            j.setEmptyValue(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            new StringJoiner(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        StringTokenizer st = new StringTokenizer("the quick  brown\tfox\njumps");
        System.out.println(st.countTokens());
        while (st.hasMoreTokens()) {
            System.out.print("<" + st.nextToken() + ">");
        }
        System.out.println();
        StringTokenizer d = new StringTokenizer("a=1;b=2;;c=3", ";=", true);
        StringBuilder sb = new StringBuilder();
        while (d.hasMoreElements()) {
            sb.append('[').append(d.nextElement()).append(']');
        }
        System.out.println(sb + " " + d.countTokens());
        StringTokenizer sw = new StringTokenizer("k1:v1,k2:v2", ",");
        System.out.println(sw.nextToken() + " " + sw.nextToken(":") + " " + sw.nextToken() + " " + sw.hasMoreTokens());
        try {
            new StringTokenizer("").nextToken();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        StringTokenizer csv = new StringTokenizer("name,age,,city", ",");
        System.out.println(csv.countTokens());
        // a tiny expression tokenizer
        StringTokenizer expr = new StringTokenizer("12+(3*45)-6/2", "+-*/()", true);
        List<String> toks = new ArrayList<>();
        while (expr.hasMoreTokens()) {
            toks.add(expr.nextToken());
        }
        System.out.println(toks + " " + String.join("|", toks));
    }
}

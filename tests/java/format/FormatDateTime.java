// %t conversions on epoch milliseconds (the test machines run in UTC).
public class FormatDateTime {
    public static void main(String[] a) {
        long[] ts = { 0L, 1700000000123L, -1L, 951782400000L, 253402300799999L, -62135596800000L,
            1234567890000L, 4102444800000L, -12219292800001L, 43200000L };
        for (long t : ts) {
            System.out.println(String.format("%tH %tI %tk %tl %tM %tS %tL %tN %tp %Tp %tz %tZ",
                    t, t, t, t, t, t, t, t, t, t, t, t));
            System.out.println(String.format("%ts %tQ %tB %tb %th %tA %ta %tC %tY %ty %tj %tm",
                    t, t, t, t, t, t, t, t, t, t, t, t));
            System.out.println(String.format("%td %te %tR %tT %tr %tD %tF %tc %TA %TB", t, t, t, t,
                    t, t, t, t, t, t));
        }
        System.out.println(String.format("%-10tY|%10tB|%TB|%1$tY-%1$tm-%<td", 0L, 0L, 0L));
        System.out.println(String.format("%tY", (Object) null));
    }
}

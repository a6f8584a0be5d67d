import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.PrintStream;
import java.util.*;

/** Hashtable iteration order, Vector/Stack details, Enumeration/Dictionary, Properties text format,
 *  StringTokenizer and Observable. */
public class LegacyHashtableProps {
    public static void main(String[] args) throws IOException {
        Hashtable<Object, Object> ht = new Hashtable<>();
        for (int i = 0; i < 40; i++) ht.put("k" + (i * 7 % 23), i);
        for (int i = 0; i < 20; i++) ht.put(i * 13, "v" + i);
        System.out.println(ht);
        System.out.println(ht.keySet());
        System.out.println(ht.values());
        Enumeration<Object> en = ht.keys();
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement()).append(',');
        System.out.println(sb);
        Dictionary<Object, Object> d = ht;
        System.out.println(d.size() + " " + d.get(26) + " " + d.remove("k0") + " " + d.isEmpty() + " " + ht.contains("v3") + " " + ht.containsValue(5));
        try { ht.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE key"); }
        try { ht.put(1, null); } catch (NullPointerException e) { System.out.println("NPE value"); }
        Hashtable<String, Integer> small = new Hashtable<>(3);
        small.put("a", 1); small.put("b", 2); small.put("c", 3); small.put("d", 4);
        System.out.println(small + " " + small.hashCode() + " " + small.equals(Map.of("a", 1, "b", 2, "c", 3, "d", 4)));
        small.computeIfAbsent("e", k -> 5); small.merge("a", 10, Integer::sum);
        System.out.println(small + " " + small.getOrDefault("z", -1));

        Vector<Integer> v = new Vector<>();
        System.out.println(v.capacity());
        for (int i = 0; i < 25; i++) v.addElement(i * i % 17);
        System.out.println(v + " " + v.capacity() + " " + v.firstElement() + " " + v.lastElement() + " " + v.indexOf(13) + " " + v.lastIndexOf(13));
        v.insertElementAt(99, 3); v.removeElementAt(0); v.setElementAt(-1, 5); v.removeElement((Integer) 13);
        System.out.println(v + " " + v.elementAt(4) + " " + v.subList(2, 6));
        Vector<Integer> v2 = new Vector<>(4, 3);
        for (int i = 0; i < 9; i++) { v2.add(i); System.out.print(v2.capacity() + " "); }
        System.out.println();
        v2.setSize(12); System.out.println(v2 + " " + v2.size());
        v2.setSize(3); v2.trimToSize(); System.out.println(v2 + " " + v2.capacity());
        try { v.elementAt(100); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new Vector<Integer>().firstElement(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        Stack<String> st = new Stack<>();
        st.push("a"); st.push("b"); st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.search("a") + " " + st.search("z") + " " + st.pop() + " " + st + " " + st.empty());
        st.clear();
        try { st.pop(); } catch (EmptyStackException e) { System.out.println(e + " " + e.getMessage()); }
        Enumeration<Integer> ve = v.elements();
        int sum = 0;
        while (ve.hasMoreElements()) sum += ve.nextElement();
        System.out.println("sum " + sum + " " + Collections.list(Collections.enumeration(List.of(3, 1, 2))));

        Properties p = new Properties();
        p.load(new StringReader("# comment\n! also comment\na=1\nb : 2\nc 3\n  d\\ key = spaced\\tvalue\\n\nlong = one \\\n    two \\\n three\n"
            + "uni=\\u00e9\\u4e2d\nempty=\ncolon\\:key=x\\=y\nnokey\n=novalue\ndup=1\ndup=2\n  \n\ttab=\t tabbed \n"));
        TreeMap<Object, Object> sorted = new TreeMap<>(p);
        for (Map.Entry<Object, Object> e : sorted.entrySet()) System.out.println("[" + e.getKey() + "]=[" + e.getValue() + "]");
        System.out.println(p.getProperty("a") + " " + p.getProperty("zz", "def") + " " + p.getProperty("zz") + " " + new TreeSet<>(p.stringPropertyNames()));
        Properties q = new Properties();
        q.setProperty("key with space", "value\twith\ttabs");
        q.setProperty("colon:eq=", "#hash !bang");
        q.setProperty("unicode", "\u00e9\u4e2d\u0001");
        q.setProperty("  lead", "  lead value  ");
        StringWriter sw = new StringWriter();
        q.store(sw, null);
        String stored = sw.toString();
        System.out.println(stored.substring(stored.indexOf('\n') + 1)); // skip the date line
        StringWriter sw2 = new StringWriter();
        q.store(sw2, "my\ncomment");
        String[] lines = sw2.toString().split("\n");
        System.out.println(lines[0] + " | " + lines[1] + " | " + (lines.length - 3));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        q.store(bos, null);
        String bytes = bos.toString("ISO-8859-1");
        System.out.println(bytes.substring(bytes.indexOf('\n') + 1));
        Properties back = new Properties();
        back.load(new StringReader(stored));
        System.out.println(back.equals(q) + " " + back.size());
        Properties defs = new Properties();
        defs.setProperty("x", "default-x");
        Properties withDefs = new Properties(defs);
        withDefs.setProperty("y", "own-y");
        System.out.println(withDefs.getProperty("x") + " " + withDefs.get("x") + " " + new TreeSet<>(withDefs.stringPropertyNames()));
        ByteArrayOutputStream lb = new ByteArrayOutputStream();
        withDefs.list(new PrintStream(lb));
        System.out.print(lb.toString());

        StringTokenizer tk = new StringTokenizer("a, b;;c ,d", ",; ", true);
        System.out.print(tk.countTokens() + ":");
        while (tk.hasMoreTokens()) System.out.print("[" + tk.nextToken() + "]");
        System.out.println();
        StringTokenizer tk2 = new StringTokenizer("x=1&y=2&z", "&");
        System.out.println(tk2.nextToken("=") + " " + tk2.nextToken() + " " + tk2.countTokens() + " " + tk2.nextToken("&") + " " + tk2.hasMoreElements());
        try { new StringTokenizer("").nextToken(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }

        Observable obs = new Observable() {
            { }
            public void notifyObservers(Object arg) { setChanged(); super.notifyObservers(arg); }
        };
        obs.addObserver((o, arg) -> System.out.println("first got " + arg));
        obs.addObserver((o, arg) -> System.out.println("second got " + arg));
        obs.notifyObservers("event");
        System.out.println(obs.countObservers() + " " + obs.hasChanged());
    }
}

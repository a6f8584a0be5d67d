import java.io.*;
import java.util.*;

public class LegacyCollections {
    static class Watcher implements Observer {
        final String name;

        Watcher(String name) {
            this.name = name;
        }

        public void update(Observable o, Object arg) {
            System.out.println(name + " saw " + arg);
        }
    }

    static class Thermometer extends Observable {
        void set(int t) {
            setChanged();
            notifyObservers(t);
        }
    }

    public static void main(String[] args) throws IOException {
        Vector<String> v = new Vector<>();
        for (int i = 0; i < 12; i++) {
            v.addElement("e" + i);
        }
        v.insertElementAt("first", 0);
        v.removeElementAt(5);
        v.setElementAt("SET", 2);
        System.out.println(v + " " + v.size() + " " + v.capacity() + " " + v.firstElement() + " " + v.lastElement());
        System.out.println(v.elementAt(3) + " " + v.indexOf("e7") + " " + v.indexOf("e7", 9) + " " + v.lastIndexOf("e1"));
        Enumeration<String> en = v.elements();
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) {
            sb.append(en.nextElement().charAt(0));
        }
        System.out.println(sb);
        v.setSize(5);
        System.out.println(v + " " + v.size());
        v.setSize(7);
        System.out.println(v);
        Vector<Integer> grow = new Vector<>(2, 3);
        for (int i = 0; i < 9; i++) {
            grow.add(i);
        }
        System.out.println(grow.capacity() + " " + grow);
        for (String op : new String[] {"get", "elementAt", "insert", "set", "remove", "first"}) {
            try {
                Vector<Integer> e = new Vector<>();
                switch (op) {
                    case "get": e.get(3); break;
                    case "elementAt": e.elementAt(2); break;
                    case "insert": e.add(2, 1); break;
                    case "set": e.set(2, 1); break;
                    case "remove": e.remove(2); break;
                    default: e.firstElement();
                }
            } catch (RuntimeException ex) {
                System.out.println(op + ": " + ex);
            }
        }
        Stack<String> st = new Stack<>();
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.search("a") + " " + st.search("zz") + " " + st.pop() + " " + st
                + " " + st.empty());
        try {
            new Stack<Integer>().pop();
        } catch (EmptyStackException e) {
            System.out.println("EmptyStackException " + e.getMessage());
        }
        // balanced brackets with a Stack
        String[] exprs = {"([]{()})", "([)]", "((", "{[]}()"};
        for (String ex : exprs) {
            Stack<Character> s = new Stack<>();
            boolean ok = true;
            for (char ch : ex.toCharArray()) {
                if ("([{".indexOf(ch) >= 0) {
                    s.push(ch);
                } else {
                    if (s.isEmpty()) {
                        ok = false;
                        break;
                    }
                    char open = s.pop();
                    if ("([{".indexOf(open) != ")]}".indexOf(ch)) {
                        ok = false;
                        break;
                    }
                }
            }
            System.out.println(ex + " balanced=" + (ok && s.isEmpty()));
        }
        Hashtable<String, Integer> ht = new Hashtable<>();
        for (int i = 0; i < 25; i++) {
            ht.put("key" + i, i);
        }
        System.out.println(ht);
        ht.remove("key7");
        ht.put("key3", 333);
        System.out.println(ht.keySet() + " " + ht.get("key3") + " " + ht.containsKey("key7") + " " + ht.contains(20));
        Enumeration<String> keys = ht.keys();
        int count = 0;
        while (keys.hasMoreElements()) {
            keys.nextElement();
            count++;
        }
        System.out.println(count + " " + ht.size());
        try {
            ht.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE key");
        }
        try {
            ht.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("NPE value");
        }
        Hashtable<Integer, String> hi = new Hashtable<>();
        for (int i = 0; i < 15; i++) {
            hi.put(i * 7, "v" + i);
        }
        hi.computeIfAbsent(1000, new java.util.function.Function<Integer, String>() {
            public String apply(Integer k) {
                return "new";
            }
        });
        System.out.println(hi + " " + hi.equals(new HashMap<>(hi)));
        Dictionary<String, Integer> dict = new Hashtable<>();
        dict.put("one", 1);
        System.out.println(dict.get("one") + " " + dict.size() + " " + dict.isEmpty());
        Properties p = new Properties();
        p.setProperty("host", "localhost");
        p.setProperty("port", "8080");
        Properties withDefaults = new Properties(p);
        withDefaults.setProperty("port", "9090");
        System.out.println(withDefaults.getProperty("host") + " " + withDefaults.getProperty("port") + " "
                + withDefaults.getProperty("missing", "dflt") + " " + withDefaults.size() + " " + new TreeSet<>(withDefaults.stringPropertyNames()));
        p.load(new StringReader("# comment\n! another\nname = minivm\nkey:value\nspaced   value  here \nmulti = line1 \\\n    line2\n"
                + "esc = tab\\there\\u0041\n\n  empty\n"));
        System.out.println(new TreeMap<>(p));
        StringWriter sw = new StringWriter();
        Properties small = new Properties();
        small.setProperty("a key", "x=y:z");
        small.setProperty("k2", "#value!");
        small.store(sw, "Comment line\nsecond");
        String[] lines = sw.toString().split("\n");
        for (String line : lines) {
            if (!line.startsWith("#") || line.startsWith("#Comment") || line.startsWith("#second")) {
                System.out.println("stored: " + line.trim());
            }
        }
        Thermometer t = new Thermometer();
        Watcher w1 = new Watcher("w1");
        t.addObserver(w1);
        t.addObserver(new Watcher("w2"));
        t.addObserver(w1);
        System.out.println("observers " + t.countObservers());
        t.set(21);
        t.deleteObserver(w1);
        t.set(22);
        t.notifyObservers("no change, not sent");
        System.out.println(t.hasChanged());
    }
}

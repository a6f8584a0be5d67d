// Order of class initialization: superclass before subclass, static field initializers and
// static blocks in textual order, initialization happens once, main class initialized first.
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();

    static {
        log.append("Main ");
    }

    static int mark(String s, int v) {
        log.append(s).append(' ');
        return v;
    }

    static class Grand {
        static int g1 = mark("Grand.g1", 1);
        static {
            mark("Grand.block", 0);
        }
        static int g2 = mark("Grand.g2", g1 + 1);
    }

    static class Parent extends Grand {
        static int p = mark("Parent.p", g2 * 10);
        static {
            mark("Parent.block", 0);
        }
    }

    static class Child extends Parent {
        static int c;
        static {
            c = mark("Child.block", p + 5);
        }
        static int c2 = mark("Child.c2", c * 2);
        static void hello() { mark("Child.hello", 0); }
    }

    static class Forward {
        // Reading a later field in a static block sees its default value.
        static int a = b();
        static int bField = 7;
        static int b() { return bField; }
    }

    public static void main(String[] args) {
        mark("main", 0);
        Child.hello();
        System.out.println(log);
        log = new StringBuilder();
        Child.hello();
        new Child();
        new Parent();
        System.out.println(log);
        System.out.println(Grand.g1 + " " + Grand.g2 + " " + Parent.p + " " + Child.c + " " + Child.c2);
        System.out.println(Forward.a + " " + Forward.bField);
    }
}

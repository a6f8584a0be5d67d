// ThreadLocal values are per thread; InheritableThreadLocal values are copied to new threads.
public class ThrThreadLocals {
    static final ThreadLocal<Integer> counter = new ThreadLocal<Integer>() {
        protected Integer initialValue() {
            return 100;
        }
    };
    static final ThreadLocal<String> plain = new ThreadLocal<String>();
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        protected String childValue(String parent) {
            return parent + "+child";
        }
    };

    public static void main(String[] args) throws Exception {
        counter.set(1);
        plain.set("main value");
        inherited.set("from main");
        final StringBuffer out = new StringBuffer();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread() {
                public void run() {
                    int start = counter.get();
                    for (int k = 0; k < 1000; k++) {
                        counter.set(counter.get() + id);
                    }
                    String p = plain.get();
                    String in = inherited.get();
                    synchronized (out) {
                        out.append(id).append(": start ").append(start).append(" end ").append(counter.get())
                           .append(" plain ").append(p).append(" inherited ").append(in).append('\n');
                    }
                    counter.remove();
                }
            };
        }
        for (Thread t : ts) {
            t.start();
            t.join();
        }
        System.out.print(out);
        System.out.println("main: " + counter.get() + " " + plain.get() + " " + inherited.get());
        counter.remove();
        System.out.println("after remove: " + counter.get());
        ThreadLocal<StringBuilder> many[] = new ThreadLocal[40];
        for (int i = 0; i < many.length; i++) {
            many[i] = new ThreadLocal<StringBuilder>();
            many[i].set(new StringBuilder("v" + i));
        }
        for (int i = 0; i < many.length; i += 3) {
            many[i].remove();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < many.length; i++) {
            sb.append(many[i].get() == null ? "-" : many[i].get().toString()).append(' ');
        }
        System.out.println(sb.toString().trim());
        ThreadLocal<String> supplied = ThreadLocal.withInitial(new java.util.function.Supplier<String>() {
            public String get() {
                return "supplied in " + Thread.currentThread().getName();
            }
        });
        System.out.println(supplied.get());
    }
}

import java.util.ArrayList;
import java.util.List;

/* ThreadLocal (initial values, set/remove, per-thread isolation), InheritableThreadLocal
 * (childValue, inheritance at construction only), and ThreadGroup basics. */
public class ThrLocalsGroups {
    static final ThreadLocal<Integer> counter = ThreadLocal.withInitial(() -> 100);
    static final ThreadLocal<String> plain = new ThreadLocal<>();
    static final InheritableThreadLocal<List<String>> trail = new InheritableThreadLocal<List<String>>() {
        @Override
        protected List<String> childValue(List<String> parent) {
            List<String> copy = new ArrayList<>(parent);
            copy.add("child");
            return copy;
        }

        @Override
        protected List<String> initialValue() {
            List<String> l = new ArrayList<>();
            l.add("root");
            return l;
        }
    };
    static final InheritableThreadLocal<String> name = new InheritableThreadLocal<>();

    public static void main(String[] args) throws Exception {
        System.out.println("initial " + counter.get() + " " + plain.get());
        counter.set(counter.get() + 1);
        plain.set("main-value");
        name.set("from-main");
        trail.get().add("main");
        Thread t = new Thread(() -> {
            System.out.println("thread sees counter " + counter.get() + " plain " + plain.get());
            counter.set(5);
            System.out.println("thread counter now " + counter.get());
            System.out.println("thread inherited " + name.get() + " " + trail.get());
            name.set("changed-in-thread");
        });
        name.set("set-after-construction");
        t.start();
        t.join();
        System.out.println("main counter " + counter.get() + " plain " + plain.get() + " name " + name.get());
        counter.remove();
        plain.remove();
        System.out.println("after remove " + counter.get() + " " + plain.get());

        List<ThreadLocal<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            ThreadLocal<Integer> tl = new ThreadLocal<>();
            tl.set(i * i);
            many.add(tl);
        }
        int sum = 0;
        for (int i = 0; i < 50; i += 2) {
            many.get(i).remove();
        }
        for (ThreadLocal<Integer> tl : many) {
            Integer v = tl.get();
            sum += v == null ? 0 : v;
        }
        System.out.println("sum of remaining " + sum);

        ThreadGroup mainGroup = Thread.currentThread().getThreadGroup();
        System.out.println("main group " + mainGroup.getName() + " parent " + mainGroup.getParent().getName()
                + " max " + mainGroup.getMaxPriority() + " daemon " + mainGroup.isDaemon());
        ThreadGroup workers = new ThreadGroup("workers") {
            @Override
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("group handler: " + th.getName() + " " + e);
            }
        };
        System.out.println("workers parent " + workers.getParent().getName() + " parentOf "
                + mainGroup.parentOf(workers) + " " + workers.parentOf(mainGroup));
        ThreadGroup sub = new ThreadGroup(workers, "sub");
        sub.setMaxPriority(3);
        System.out.println("sub max " + sub.getMaxPriority());
        Thread w1 = new Thread(workers, () -> {
            throw new IllegalStateException("worker failed");
        }, "w1");
        Thread w2 = new Thread(sub, () -> {
        }, "w2");
        System.out.println("w2 priority " + w2.getPriority() + " group " + w2.getThreadGroup().getName());
        System.out.println(w1 + " " + w2);
        w1.start();
        w1.join();
        w2.start();
        w2.join();
        Thread[] list = new Thread[10];
        System.out.println("workers active now " + workers.activeCount() + " enumerate " + workers.enumerate(list));
        System.out.println("current in main group: " + (Thread.currentThread().getThreadGroup() == mainGroup));
    }
}

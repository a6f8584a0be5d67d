import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/* A tiny reflective test framework, as course test suites write them: it injects
 * dependencies into fields by type, finds test methods by name, runs each on a fresh instance,
 * reports with printf and exits with the number of failures (here 1: a wrong expectation; the
 * test ending in "Fails" expects its exception). */
public class ReflectTestRunner {
    interface Store {
        void put(String k, int v);

        int get(String k);
    }

    public static class MapStore implements Store {
        private final java.util.HashMap<String, Integer> map = new java.util.HashMap<>();

        public void put(String k, int v) {
            map.put(k, v);
        }

        public int get(String k) {
            Integer v = map.get(k);
            if (v == null) {
                throw new IllegalArgumentException("no key " + k);
            }
            return v;
        }
    }

    static final class Check {
        static void equal(Object expected, Object actual) {
            if (!java.util.Objects.equals(expected, actual)) {
                throw new AssertionError("expected <" + expected + "> but was <" + actual + ">");
            }
        }
    }

    public static class StoreTests {
        private Store store;
        private int setUps;

        public void setUp() {
            setUps++;
            store.put("a", 1);
        }

        public void testGet() {
            Check.equal(1, store.get("a"));
        }

        public void testOverwrite() {
            store.put("a", 5);
            Check.equal(5, store.get("a"));
        }

        public void testFreshInstance() {
            Check.equal(1, setUps);
        }

        public void testMissingKeyFails() {
            store.get("zzz");
        }

        public void testWrongExpectation() {
            Check.equal(2, store.get("a"));
        }

        public void helperNotATest() {
            throw new IllegalStateException("must not run");
        }

        private void testPrivateIgnored() {
            throw new IllegalStateException("must not run");
        }

        public static void testStaticIgnored() {
            throw new IllegalStateException("must not run");
        }
    }

    static Object instantiate(Class<?> type) throws Exception {
        Object o = type.getDeclaredConstructor().newInstance();
        for (Field f : type.getDeclaredFields()) {
            if (f.getType().isInterface() && !Modifier.isStatic(f.getModifiers())) {
                Class<?> impl = Class.forName(ReflectTestRunner.class.getName() + "$Map" + f.getType().getSimpleName());
                f.setAccessible(true);
                f.set(o, impl.getConstructor().newInstance());
                System.out.printf("  injected %s into %s.%s%n", impl.getSimpleName(), type.getSimpleName(), f.getName());
            }
        }
        return o;
    }

    public static void main(String[] args) throws Exception {
        Class<?> suite = Class.forName("ReflectTestRunner$StoreTests");
        List<Method> tests = new ArrayList<>();
        for (Method m : suite.getDeclaredMethods()) {
            int mod = m.getModifiers();
            if (m.getName().startsWith("test") && Modifier.isPublic(mod) && !Modifier.isStatic(mod)
                    && m.getParameterCount() == 0) {
                tests.add(m);
            }
        }
        tests.sort(Comparator.comparing(Method::getName));
        Method setUp = suite.getMethod("setUp");
        int passed = 0;
        int failed = 0;
        for (Method t : tests) {
            Object instance = instantiate(suite);
            try {
                setUp.invoke(instance);
                t.invoke(instance);
                passed++;
                System.out.printf("%-22s PASS%n", t.getName());
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                boolean expectedFailure = t.getName().endsWith("Fails") && cause instanceof IllegalArgumentException;
                if (expectedFailure) {
                    passed++;
                    System.out.printf("%-22s PASS (threw %s)%n", t.getName(), cause.getMessage());
                } else {
                    failed++;
                    System.out.printf("%-22s FAIL %s: %s%n", t.getName(), cause.getClass().getSimpleName(),
                            cause.getMessage());
                }
            }
        }
        System.out.printf("%d tests, %d passed, %d failed (%.1f%%)%n", tests.size(), passed, failed,
                100.0 * passed / tests.size());
        System.out.println(Arrays.toString(new int[] {passed, failed}));
        if (failed > 0) {
            System.exit(failed);
        }
    }
}

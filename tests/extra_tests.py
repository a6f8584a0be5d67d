"""Extra tests run by tests/run.py: the launcher, minivm's own answer at its limits, and the
tracer (every Java test traced with -Xtrace:verify and checked by minivm-trace verify). The
GC-stress variants and the other collector tests are in tests/extra_gc.py.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile"))
from classwriter import ClassWriter  # noqa: E402


def _launcher_tests(ctx):
    tests = []
    vm = ctx.vm

    def expect(cmd, rc, first_err=None, out_has=None, stdin=None):
        def fn():
            got_rc, out, err = ctx.run(cmd, timeout=60, stdin=stdin)
            problems = []
            if got_rc != rc:
                problems.append("exit code %r, expected %r" % (got_rc, rc))
            err_line = err.decode("utf-8", "replace").split("\n")[0]
            if first_err is not None and not err_line.startswith(first_err):
                problems.append("stderr starts %r, expected %r" % (err_line, first_err))
            if out_has is not None and out_has not in out.decode("utf-8", "replace"):
                problems.append("stdout lacks %r: %r" % (out_has, out[:200]))
            return (not problems), "; ".join(problems)
        return fn

    tests.append(("launcher/unknown-flag", expect([vm, "-Xbogus", "Foo"], 1, "minivm: unrecognized option: -Xbogus")))
    tests.append(("launcher/version", expect([vm, "-version"], 0, "minivm version")))
    tests.append(("launcher/help", expect([vm, "-help"], 0, None, "Usage: minivm")))
    tests.append(("launcher/no-main-class", expect([vm, "-cp", ctx.classes_dir, "NoSuchClassAnywhere"], 1,
                                                   "Error: Could not find or load main class NoSuchClassAnywhere")))
    tests.append(("launcher/missing-jar", expect([vm, "-jar", "/nonexistent/x.jar"], 1,
                                                 "Error: Unable to access jarfile /nonexistent/x.jar")))
    tests.append(("launcher/bad-classlib", expect(["env", "MINIVM_CLASSLIB=/nonexistent", vm, "-cp", ctx.classes_dir,
                                                   "ArgsEcho"], 1,
                                                  "minivm: MINIVM_CLASSLIB=/nonexistent has no java/lang/Object.class")))

    def jar_tests():
        jar_tool = shutil.which("jar")
        if not jar_tool:
            return False, "no jar tool"
        hello = ctx.java_test("ArgsEcho")
        with tempfile.TemporaryDirectory() as d:
            jar = os.path.join(d, "app.jar")
            subprocess.run([jar_tool, "cfe", jar, hello.cls, "-C", ctx.classes_dir, "."], check=True)
            _, jout, _ = ctx.java_expected(hello)
            for cmd in ([vm, jar], [vm, "-jar", jar]):
                rc, out, err = ctx.run(cmd + list(hello.args), timeout=60)
                if out != jout:
                    return False, "%s: stdout differs from HotSpot (rc %r, stderr %r)" % (" ".join(cmd), rc, err[:300])
            bad = os.path.join(d, "bad.jar")
            with open(bad, "wb") as f:
                f.write(b"PK\x03\x04 this is not a zip file")
            rc, out, err = ctx.run([vm, "-jar", bad], timeout=60)
            if rc != 1 or not err.startswith(b"Error: Invalid or corrupt jarfile"):
                return False, "corrupt jar: rc %r stderr %r" % (rc, err[:200])
            nomain = os.path.join(d, "nomain.jar")
            subprocess.run([jar_tool, "cf", nomain, "-C", ctx.classes_dir, hello.cls + ".class"], check=True)
            rc, out, err = ctx.run([vm, "-jar", nomain], timeout=60)
            if rc != 1 or not err.startswith(b"no main manifest attribute"):
                return False, "jar without Main-Class: rc %r stderr %r" % (rc, err[:200])
        return True, ""
    tests.append(("launcher/jar", jar_tests))
    return tests


# ---- tracing: -Xtrace and minivm-trace (docs/tracing.md) ----

# Under GC stress, a collection every this many allocations (every one dumps the heap).
TRACE_STRESS_INTERVAL = 1000
TRACE_STRESS_INTERVAL_HARD = 20        # with --stress

# Small programs compiled by the tracing tests themselves (signals need one that runs forever).
TRACE_PROGRAMS = {
    # 2^17 call chains that end in an allocation: with stacks=1, more sites than 16 bits hold.
    "TraceSites": """
public class TraceSites {
    static Object sink;
    static void a(int bits, int depth) {
        if (depth == 0) { sink = new int[1]; return; }
        if ((bits & 1) == 0) a(bits >> 1, depth - 1); else b(bits >> 1, depth - 1);
    }
    static void b(int bits, int depth) {
        if (depth == 0) { sink = new long[1]; return; }
        if ((bits & 1) == 0) a(bits >> 1, depth - 1); else b(bits >> 1, depth - 1);
    }
    public static void main(String[] args) {
        for (int i = 0; i < (1 << 17); i++) a(i, 17);
        System.out.println("done");
    }
}
""",
    "TraceSpin": """
public class TraceSpin {
    public static void main(String[] args) {
        Object[] keep = new Object[2000];
        long i = 0;
        while (true) {
            keep[(int) (i % keep.length)] = new int[(int) (i % 40)];
            if (i % 7 == 0) keep[(int) ((i / 7) % keep.length)] = "s" + i;
            i++;
        }
    }
}
""",
}


def _trace_plans(ctx):
    """The collector plans present in gc/ (gc/plan_<name>.c)."""
    gc_dir = os.path.join(ctx.root, "gc")
    return sorted(f[5:-2] for f in os.listdir(gc_dir) if f.startswith("plan_") and f.endswith(".c"))


_trace_compile_lock = threading.Lock()


def _trace_classes(ctx):
    """Compiles TRACE_PROGRAMS once into <build>/tests/trace-classes; returns the directory."""
    out = os.path.join(ctx.build, "tests", "trace-classes")
    with _trace_compile_lock:
        if all(os.path.isfile(os.path.join(out, n + ".class")) for n in TRACE_PROGRAMS):
            return out
        src = os.path.join(out, "src")
        os.makedirs(src, exist_ok=True)
        files = []
        for name, text in TRACE_PROGRAMS.items():
            path = os.path.join(src, name + ".java")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            files.append(path)
        rc, _, err = ctx.run([os.environ.get("JAVAC", "javac"), "-d", out] + files, timeout=300)
        if rc != 0:
            raise RuntimeError("javac failed: %s" % err.decode("utf-8", "replace"))
    return out


def _trace_tool(ctx, *args, timeout=900):
    rc, out, err = ctx.run([os.path.join(ctx.build, "minivm-trace")] + list(args), timeout=timeout)
    return rc, (out + err).decode("utf-8", "replace")


def _trace_verified(ctx, tdir, summary_has=()):
    """minivm-trace verify passes on tdir (and its summary matches the regexes)."""
    rc, text = _trace_tool(ctx, "verify", tdir)
    if rc != 0 or "verify: OK" not in text:
        return False, "minivm-trace verify (exit %s):\n%s" % (rc, text[-2000:])
    for pattern in summary_has:
        rc, stext = _trace_tool(ctx, "summary", tdir)
        if rc != 0 or not re.search(pattern, stext):
            return False, "minivm-trace summary (exit %s) lacks %r:\n%s" % (rc, pattern, stext[-2000:])
    return True, ""


def _traced_java(ctx, test, flags, summary_has=(), options=""):
    """The Java test, traced with verify, matches HotSpot, and minivm-trace verify passes."""
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            spec = "-Xtrace:file=%s,verify%s" % (tdir, options)
            ok, detail = ctx.check_java_test(test, list(flags) + [spec], timeout=max(3 * test.timeout, 300))
            if not ok:
                return False, "traced run: " + detail
            return _trace_verified(ctx, tdir, summary_has)
    return fn


def _trace_launcher_tests(ctx):
    vm = ctx.vm

    def bad_option(opt, first):
        def fn():
            rc, out, err = ctx.run([vm, opt, "-cp", ctx.classes_dir, "Hello"], timeout=60)
            lines = err.decode("utf-8", "replace").splitlines()
            if rc != 1 or len(lines) != 1 or not lines[0].startswith(first) or out:
                return False, "exit %r, stdout %r, stderr %r" % (rc, out[:200], err[:300])
            return True, ""
        return fn

    return [
        ("trace/option-unknown", bad_option("-Xtrace:bogus", "minivm: -Xtrace: unknown option 'bogus'")),
        ("trace/option-stacks", bad_option("-Xtrace:stacks=many", "minivm: -Xtrace: stacks= needs")),
        ("trace/option-empty", bad_option("-Xtrace:file=x,", "minivm: -Xtrace: empty option")),
        ("trace/option-file", bad_option("-Xtrace:file=/nonexistent/dir/trace",
                                         "minivm: -Xtrace: cannot create the trace directory")),
    ]


def _trace_doc_test(ctx):
    doc = os.path.join(ctx.root, "docs", "trace-format.md")
    gen = os.path.join(ctx.build, "tracing", "trace-docgen")
    rc, out, err = ctx.run([gen], timeout=60)
    if rc != 0:
        return False, "trace-docgen failed: exit %r %r" % (rc, err[:300])
    with open(doc, "rb") as f:
        have = f.read()
    if have != out:
        return False, ("docs/trace-format.md is not what tracing/events.def generates; run\n"
                       "  %s > docs/trace-format.md" % gen)
    return True, ""


def _trace_signal_test(ctx, sig, code):
    """The VM killed by sig while tracing: an exit code of 128 + sig (None: not checked, for
    SIGKILL), and a trace that decodes and verifies up to its last whole frame."""
    def fn():
        classes = _trace_classes(ctx)
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            p = subprocess.Popen([ctx.vm, "-Xmx24m", "-cp", classes, "-Xtrace:file=%s,verify" % tdir, "TraceSpin"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
            # Wait until the program has collected a few times (or a generous deadline).
            deadline = time.time() + 60
            while time.time() < deadline:
                time.sleep(0.5)
                heap = os.path.join(tdir, "heap")
                if os.path.isfile(heap) and os.path.getsize(heap) > 200000:
                    break
            p.send_signal(sig)
            try:
                _, err = p.communicate(timeout=120)
            except subprocess.TimeoutExpired:
                p.kill()
                p.communicate()
                return False, "the VM did not end on signal %d" % sig
            if code is not None and p.returncode != code:
                return False, "exit code %r, expected %r; stderr %r" % (p.returncode, code, err[:300])
            rc, text = _trace_tool(ctx, "summary", tdir)
            if rc != 0:
                return False, "minivm-trace summary (exit %s):\n%s" % (rc, text[-2000:])
            if code is not None:
                rc, dump = _trace_tool(ctx, "dump", tdir)
                if "MARK kind=2 detail=%d" % sig not in dump:
                    return False, "no MARK of signal %d at the end of the events" % sig
            return _trace_verified(ctx, tdir, (r"GCs: [1-9]",))
    return fn


def _trace_damage_test(ctx):
    """Truncated and corrupted copies of a real trace give errors with offsets, never a crash."""
    def fn():
        test = ctx.java_test("StringConcat")
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xmx16m", "-Xtrace:file=%s,verify" % tdir]),
                                   timeout=300, stdin=test.stdin)
            events = os.path.join(tdir, "events")
            with open(events, "rb") as f:
                data = f.read()
            bad = os.path.join(d, "bad")
            shutil.copytree(tdir, bad)
            problems = []
            cuts = sorted(set([0, 3, 8, 40] + [len(data) * k // 17 for k in range(1, 17)] + [len(data) - 1]))
            for cut in cuts:
                with open(os.path.join(bad, "events"), "wb") as f:
                    f.write(data[:cut])
                for cmd in ("summary", "verify"):
                    rc, text = _trace_tool(ctx, cmd, bad)
                    if rc is None or rc < 0 or rc > 1:
                        problems.append("%s of a cut at %d: exit %r" % (cmd, cut, rc))
                    elif rc == 1 and "offset" not in text:
                        problems.append("%s of a cut at %d: no offset in %r" % (cmd, cut, text[-300:]))
            for pos in [len(data) * k // 11 for k in range(1, 11)]:
                damaged = bytearray(data)
                damaged[pos] ^= 0x5A
                with open(os.path.join(bad, "events"), "wb") as f:
                    f.write(bytes(damaged))
                rc, text = _trace_tool(ctx, "summary", bad)
                if rc != 1 or "offset" not in text:
                    problems.append("a byte changed at %d: exit %r, %r" % (pos, rc, text[-300:]))
            damaged = bytearray(data)
            damaged[4] = 99
            with open(os.path.join(bad, "events"), "wb") as f:
                f.write(bytes(damaged))
            rc, text = _trace_tool(ctx, "verify", bad)
            if rc != 1 or "unsupported trace format version 99" not in text:
                problems.append("version 99: exit %r, %r" % (rc, text[-300:]))
            if problems:
                return False, "\n".join(problems[:10])
        return True, ""
    return fn


def _trace_detects_test(ctx):
    """minivm-trace verify reports a heap that differs from the events: one object's type is
    changed in the VM's dump (its frame's CRC recomputed), and verify must name it."""
    def fn():
        import struct
        import zlib
        test = ctx.java_test("StringConcat")
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xtrace:file=%s,verify" % tdir]), timeout=300,
                    stdin=test.stdin)
            rc, text = _trace_tool(ctx, "dump", tdir, "heap")
            frame = None
            for line in text.splitlines():
                m = re.match(r"# frame \d+: thread \d+, (\d+) bytes at offset (\d+)", line)
                if m:
                    frame = (int(m.group(2)), int(m.group(1)))
                m = re.match(r"(\d+) DUMP_OBJ type=(\d+)", line)
                if m and frame:
                    at, old = int(m.group(1)), int(m.group(2))
                    break
            else:
                return False, "no DUMP_OBJ in the heap dump (exit %r)" % rc
            path = os.path.join(tdir, "heap")
            with open(path, "rb") as f:
                data = bytearray(f.read())
            word, = struct.unpack_from("<I", data, at)
            struct.pack_into("<I", data, at, (word & 0xFF000000) | ((old + 1) & 0xFFFFFF))   # type: bits 23..0
            start, size = frame
            crc = zlib.crc32(bytes(data[start - 16:start - 4]) + bytes(data[start:start + size])) & 0xFFFFFFFF
            struct.pack_into("<I", data, start - 4, crc)
            with open(path, "wb") as f:
                f.write(bytes(data))
            rc, text = _trace_tool(ctx, "verify", tdir)
            if rc != 1 or "differences" not in text or "the heap a" not in text:
                return False, "verify did not report the difference (exit %r):\n%s" % (rc, text[-1500:])
        return True, ""
    return fn


def _trace_many_sites_test(ctx):
    """More than 65535 allocation sites: ids from 0xFFFF on take the escape word, and the
    trace still verifies."""
    def fn():
        classes = _trace_classes(ctx)
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            rc, out, err = ctx.run([ctx.vm, "-Xmx64m", "-cp", classes, "-Xtrace:file=%s,stacks=1,verify" % tdir,
                                    "TraceSites"], timeout=600)
            if rc != 0 or out != b"done\n":
                return False, "exit %r, stdout %r, stderr %r" % (rc, out[:200], err[:300])
            return _trace_verified(ctx, tdir, (r"symbols: \d+ types, \d+ methods, (6[6-9]\d{3}|[7-9]\d{4}|\d{6,}) allocation sites",))
    return fn


def _trace_stacks_test(ctx):
    """-Xtrace:stacks=N records sites with whole call chains, and the trace still verifies."""
    def fn():
        test = ctx.java_test("Recursion")
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            ok, detail = ctx.check_java_test(test, ["-Xtrace:file=%s,stacks=16,verify" % tdir], timeout=300)
            if not ok:
                return False, detail
            ok, detail = _trace_verified(ctx, tdir)
            if not ok:
                return ok, detail
            rc, text = _trace_tool(ctx, "dump", tdir, "symbols")
            deepest = max([len(m.split()) for m in re.findall(r"SYM_SITE .*frames=\[([^\]]*)\]", text)] or [0])
            if rc != 0 or deepest < 3:
                return False, "no site with a call chain (deepest %d frames)" % deepest
        return True, ""
    return fn


def _trace_tests(ctx):
    tests = _trace_launcher_tests(ctx)
    tests.append(("trace/format-doc", lambda: _trace_doc_test(ctx)))
    tests.append(("trace/sigint", _trace_signal_test(ctx, signal.SIGINT, 130)))
    tests.append(("trace/sigterm", _trace_signal_test(ctx, signal.SIGTERM, 143)))
    tests.append(("trace/sigkill", _trace_signal_test(ctx, signal.SIGKILL, None)))
    tests.append(("trace/damaged", _trace_damage_test(ctx)))
    tests.append(("trace/stacks", _trace_stacks_test(ctx)))
    tests.append(("trace/verify-detects", _trace_detects_test(ctx)))
    tests.append(("trace/many-sites", _trace_many_sites_test(ctx)))
    interval = TRACE_STRESS_INTERVAL_HARD if ctx.stress else TRACE_STRESS_INTERVAL
    names = {t.cls for t in ctx.java_tests}
    if "GcPromotionFailure" in names:
        tests.append(("trace/promotion-failure", _traced_java(ctx, ctx.java_test("GcPromotionFailure"), [],
                                                              summary_has=(r"[1-9]\d* failed\)",))))
    for t in ctx.java_tests:
        # The default plan without stress: TLAB, PLAB and the fast events.
        tests.append(("trace/" + t.name, _traced_java(ctx, t, [])))
        for plan in _trace_plans(ctx):
            if t.name.startswith("gc/"):
                # These collect a lot by themselves; stress would dump the heap thousands of times.
                tests.append(("trace/%s/%s" % (plan, t.name), _traced_java(ctx, t, ["-Xgc:" + plan])))
            else:
                tests.append(("tracestress/%s/%s" % (plan, t.name),
                              _traced_java(ctx, t, ["-Xgc:" + plan, "-XX:GCStressInterval=%d" % interval])))
    return tests


def _limit_tests(ctx):
    """Where minivm differs from HotSpot by design (its limits: 65535 inflated monitors, 65536
    classes), the differential test cannot tell what minivm did: these check minivm's own
    output."""
    test = ctx.java_test("LimitsManyMonitors")
    want = ("exhausted: too many inflated monitors (65535)\n"
            "wait at the deepest point: too many inflated monitors (65535)\n")

    def many_monitors(flags):
        def fn():
            rc, out, err = ctx.run([ctx.vm] + flags + ["-cp", ctx.classes_dir, test.cls, "report"], timeout=120)
            text = out.decode("utf-8", "replace")
            if rc != 0 or not text.endswith(want) or "locks still held: 0\n" not in text:
                return False, "rc %r, stdout %r, stderr %r" % (rc, text[-400:], err[:300])
            return True, ""
        return fn

    def many_classes():
        # 66000 generated classes, more than the 65536 class ids of the object header: loading
        # them ends in HotSpot's OutOfMemoryError for a full class space, which the program
        # catches and reports (string concatenation needs a generated class: ids are kept for
        # it), then goes on; uncaught, it ends the program as an uncaught exception does.
        d = tempfile.mkdtemp(prefix="minivm-classes-")
        try:
            os.makedirs(os.path.join(d, "gen"))
            for i in range(66000):
                name = "gen/C%d" % i
                with open(os.path.join(d, name + ".class"), "wb") as f:
                    f.write(ClassWriter(name).bytes())
            with open(os.path.join(d, "ManyClasses.java"), "w") as f:
                f.write("""public class ManyClasses {
    public static void main(String[] args) throws Exception {
        int loaded = 0;
        try {
            for (int i = 0; i < 66000; i++) {
                Class.forName("gen.C" + i);
                loaded++;
            }
            System.out.println("all loaded");
        } catch (OutOfMemoryError e) {
            System.out.println("caught " + e + ", more than 60000 loaded: " + (loaded > 60000));
        }
        int[][] grid = new int[3][4];
        System.out.println("still running: " + grid.length + "x" + grid[0].length);
        if (args.length > 0 && args[0].equals("again")) for (int i = 0; i < 66000; i++) Class.forName("gen.C" + i);
        // Array classes take the last ids; past them, making one throws the same error.
        int arrays = 0;
        try {
            for (int i = 0; i < 2000; i++) {
                java.lang.reflect.Array.newInstance(Class.forName("gen.C" + i), 1);
                arrays++;
            }
            System.out.println("all arrays made");
        } catch (OutOfMemoryError e) {
            System.out.println("arrays: caught " + e + ", more than 100 made: " + (arrays > 100));
        }
        System.out.println("still running: " + grid[2].length);
        if (args.length > 0) java.lang.reflect.Array.newInstance(Class.forName("gen.C" + 1999), 1);
    }
}
""")
            rc, _, err = ctx.run([os.environ.get("JAVAC", "javac"), "-d", d, os.path.join(d, "ManyClasses.java")],
                                 timeout=120)
            if rc != 0:
                return False, "javac: %r" % err[:300]
            want = ("caught java.lang.OutOfMemoryError: Compressed class space, more than 60000 loaded: true\n"
                    "still running: 3x4\n"
                    "arrays: caught java.lang.OutOfMemoryError: Compressed class space, more than 100 made: true\n"
                    "still running: 4\n")
            rc, out, err = ctx.run([ctx.vm, "-cp", d, "ManyClasses"], timeout=120)
            if rc != 0 or out.decode("utf-8", "replace") != want:
                return False, "caught: rc %r, stdout %r, stderr %r" % (rc, out[:300], err[:300])
            for mode in ("again", "arrays"):   # uncaught: a class, then an array class
                rc, out, err = ctx.run([ctx.vm, "-cp", d, "ManyClasses", mode], timeout=120)
                lines = err.decode("utf-8", "replace").split("\n")
                if (rc != 1 or lines[0] != 'Exception in thread "main" java.lang.OutOfMemoryError: Compressed class space'
                        or not lines[1].startswith("\tat ")):
                    return False, "uncaught (%s): rc %r, stderr %r" % (mode, rc, err[:300])
            return True, ""
        finally:
            shutil.rmtree(d, ignore_errors=True)

    return [("limits/many-monitors-report", many_monitors([])),
            ("limits/many-monitors-report-jit", many_monitors(["-Xjit:eager"])),
            ("limits/many-classes", many_classes)]


def extra_tests(ctx):
    return _launcher_tests(ctx) + _limit_tests(ctx) + _trace_tests(ctx)

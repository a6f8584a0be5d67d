"""Extra tests of the collectors (docs/gc.md), run by tests/run.py:

- gcstress/, gcstress1/: the Java tests again under GC stress (a collection every N
  allocations moves live objects again and again, which checks that every root the VM holds
  is exact); at interval 1 with heap verification before and after each GC, which also checks
  the collectors' invariants (the generational plan's card table among them). The default
  plan alternates minor and full collections under stress. The default run stresses every
  test at a moderate interval and a sample at interval 1 verified, with the default plan and
  each other plan; --stress runs every test at interval 1 verified. GC tests that allocate a
  lot use longer intervals.
- gcplan/: the gc/ tests under every other plan, verified after each collection.
- gcflags/: the heap options against HotSpot's ParallelGC: the same error messages and exit
  codes for bad values, the same Runtime.maxMemory()/totalMemory() for good ones.
- gcthreads/: the parallel collectors with 1 and 4 GC worker threads.
- gclog/: -Xlog:gc and -Xlog:gc* lines: HotSpot's shape, and never inside a program's line.
- gctutorial/: docs/gc-tutorial.md's code blocks are the plan it builds: built into a tree of
  their own (the tutorial's steps) and run on a sample of the suite, verified and traced.
- gcverify/: heap verification catches corruption: tests/gcverify/GcVerifyScribble.java has a
  JNI library (built here with $CC) scribble on the heap behind the collector's back (a
  reference into the middle of an object, a bad class word, a young reference on a clean card,
  a reference left dangling by a scavenge); the VM must abort (SIGABRT) with a report naming
  the object, its class, the field and the bad value. Without corruption, it must pass.
"""
import os
import re
import shutil
import subprocess
import tempfile
import threading

from stress_intervals import GC_HEAVY_INTERVAL   # tests/stress_intervals.py

# A sample of small programs that cover frames, exceptions, statics, strings and arrays.
STRESS_SAMPLE = ["Recursion", "StringBasics", "TryCatchFinally", "MultiDimArrays", "StaticInitOrder",
                 "VirtualDispatch", "StringBuilderOps", "NestedTry", "Boxing", "Sieve", "StringConcat",
                 "InterfaceDispatch", "ArrayCopy", "SyncMethods"]

DEFAULT_PLAN = "generational"
VERIFY = ["-XX:+VerifyBeforeGC", "-XX:+VerifyAfterGC"]


def _plans(ctx):
    """The collector plans in gc/ (gc/plan_<name>.c), the default first."""
    return ctx.gc_plans(default_first=True)


def _interval(test, base):
    return max(base, GC_HEAVY_INTERVAL.get(test.cls, base))


def _every(test, n):
    return ["-XX:GCStressInterval=%d" % _interval(test, n)]


def _stress(ctx, test, flags):
    return lambda: ctx.check_java_test(test, flags, timeout=max(test.timeout, 300))


def _stress_tests(ctx):
    tests = []
    others = _plans(ctx)[1:]
    by_cls = {t.cls: t for t in ctx.java_tests}
    for t in ctx.java_tests:
        if ctx.stress:
            tests.append(("gcstress1/" + t.name, _stress(ctx, t, _every(t, 1) + VERIFY)))
        else:
            tests.append(("gcstress/" + t.name, _stress(ctx, t, _every(t, 50))))
        if t.name.startswith("gc/") and t.cls != "GcHeapFigures":   # figures are the default plan's
            for plan in others:
                tests.append(("gcplan/%s/%s" % (plan, t.name), _stress(ctx, t, ["-Xgc:" + plan, "-XX:+VerifyAfterGC"])))
    for t in [by_cls[c] for c in STRESS_SAMPLE if c in by_cls]:
        if not ctx.stress:
            tests.append(("gcstress1/" + t.name, _stress(ctx, t, _every(t, 1) + VERIFY)))
        for plan in others:
            tests.append(("gcstress1/%s/%s" % (plan, t.name), _stress(ctx, t, ["-Xgc:" + plan] + _every(t, 1) + VERIFY)))
    for cls in ("GcBinaryTrees", "GcManyThreads", "GcPromotionFailure"):
        if cls in by_cls:
            for n in (1, 4):
                tests.append(("gcthreads/%d/%s" % (n, by_cls[cls].name),
                              _stress(ctx, by_cls[cls], ["-XX:ParallelGCThreads=%d" % n] + VERIFY)))
    return tests


# ---- gcflags: heap options against HotSpot's ParallelGC ----

# Bad values: java's exit code, stdout and whole stderr.
BAD_FLAGS = ["-Xmx1k", "-Xmx1m", "-Xmx2047k", "-Xmx12q", "-Xmx0", "-Xmx", "-Xms1023k", "-Xms12q", "-Xmn0", "-Xmn",
             "-Xms64m -Xmx32m", "-XX:SurvivorRatio=0", "-XX:SurvivorRatio=x", "-XX:NewRatio=0",
             "-XX:NewRatio=-1", "-XX:MaxTenuringThreshold=17", "-XX:MaxTenuringThreshold=-1",
             "-XX:ParallelGCThreads=0", "-XX:ParallelGCThreads=x"]
# Good values whose figures do not depend on the machine: Runtime.maxMemory()/totalMemory().
SIZE_FLAGS = ["-Xmx2m", "-Xmx7m", "-Xmx10m", "-Xmx64m", "-Xmx100m", "-Xmx64m -Xmn16m", "-Xmx64m -Xmn1m",
              "-Xmx64m -XX:NewRatio=1", "-Xmx64m -XX:NewRatio=5", "-Xmx64m -XX:SurvivorRatio=4",
              "-Xmx64m -XX:SurvivorRatio=6 -Xmn16m", "-Xmx64m -Xms16m", "-Xms1m -Xmx2m", "-Xmx1g -Xms1g",
              "-Xmx64m -Xms64m -XX:MaxTenuringThreshold=16", "-Xmx64m -XX:MaxTenuringThreshold=0",
              "-Xmx24m -Xmn6m -XX:SurvivorRatio=2"]
# Accepted with HotSpot's warnings on stdout (compared without their time stamps).
WARN_FLAGS = ["-Xmn64m -Xmx32m", "-Xmn32m -Xmx32m"]

_STAMP = re.compile(rb"^\[\d+\.\d+s\]", re.M)


def _java():
    return os.environ.get("JAVA", "java")


def _flags_test(ctx, flags, kind):
    def fn():
        words = flags.split()
        tail = ["-cp", ctx.classes_dir, "GcHeapFigures", "figures"]
        jrc, jout, jerr = ctx.run([_java(), "-XX:+UseParallelGC"] + words + tail, timeout=60)
        rc, out, err = ctx.run([ctx.vm] + words + tail, timeout=60)
        if kind == "warn":
            # The warnings; the figures differ (HotSpot's young generation then grows).
            jout = b"".join(l for l in _STAMP.sub(b"[T]", jout).splitlines(True) if l.startswith(b"[T]"))
            out = b"".join(l for l in _STAMP.sub(b"[T]", out).splitlines(True) if l.startswith(b"[T]"))
        problems = []
        if rc != jrc:
            problems.append("exit code %r, java %r" % (rc, jrc))
        if out != jout:
            problems.append("stdout %r, java %r" % (out[:300], jout[:300]))
        if kind == "bad" and err != jerr:
            problems.append("stderr %r, java %r" % (err[:400], jerr[:400]))
        if kind != "bad" and err:
            problems.append("stderr %r" % err[:300])
        return not problems, "; ".join(problems)
    return fn


def _flag_tests(ctx):
    tests = []
    for kind, cases in (("bad", BAD_FLAGS), ("size", SIZE_FLAGS), ("warn", WARN_FLAGS)):
        for flags in cases:
            tests.append(("gcflags/%s/%s" % (kind, flags.replace(" ", "_")), _flags_test(ctx, flags, kind)))
    return tests


# ---- gclog: -Xlog:gc and -Xlog:gc* ----

_LOG_LINE = re.compile(rb"^\[\d+\.\d{3}s\]\[info\]\[gc[a-z,]*\s*\] .*$")
_LOG_START = re.compile(rb"\[\d+\.\d{3}s\]\[info\]\[gc[a-z,]*\s*\] ")
_PAUSE = re.compile(rb"^\[\d+\.\d{3}s\]\[info\]\[gc\s*\] GC\(\d+\) Pause (Young|Full) \((Allocation Failure|"
                    rb"Ergonomics|System\.gc\(\))\) \d+M->\d+M\(\d+M\) \d+\.\d{3}ms$")
_DETAIL = [re.compile(p) for p in (
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,start\s*\] GC\(\d+\) Pause (Young|Full) \([A-Za-z. ()]+\)$",
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,phases,start\s*\] GC\(\d+\) [A-Z][A-Za-z ]+$",
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,phases\s*\] GC\(\d+\) [A-Z][A-Za-z ]+ \d+\.\d{3}ms$",
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,heap\s*\] GC\(\d+\) PSYoungGen: \d+K\(\d+K\)->\d+K\(\d+K\) "
    rb"Eden: \d+K\(\d+K\)->\d+K\(\d+K\) From: \d+K\(\d+K\)->\d+K\(\d+K\)$",
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,heap\s*\] GC\(\d+\) ParOldGen: \d+K\(\d+K\)->\d+K\(\d+K\)$",
    rb"^\[\d+\.\d{3}s\]\[info\]\[gc,cpu\s*\] GC\(\d+\) User=\d+\.\d\ds Sys=\d+\.\d\ds Real=\d+\.\d\ds$")]


def _shape(line):
    """A pause line with its numbers replaced: what HotSpot's and ours must share."""
    return re.sub(rb"\d+(\.\d+)?", b"#", line)


def _log_test(ctx, test_name, flag, need):
    def fn():
        test = ctx.java_test(test_name)
        _, jout, _ = ctx.java_expected(test)
        rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, [flag]), timeout=300, stdin=test.stdin)
        if rc != 0:
            return False, "exit code %r: %r" % (rc, err[:300])
        # As HotSpot's System.out writes every print() at once, a log line may follow the
        # unfinished part of a program line (never split it otherwise): cut it off there.
        program, log = [], []
        for line in out.splitlines(True):
            m = _LOG_START.search(line)
            if m and m.start() > 0:
                program.append(line[:m.start()])
                line = line[m.start():]
            (log if _LOG_LINE.match(line.rstrip(b"\n")) else program).append(line)
        if b"".join(program) != jout:
            bad = [l for l in program if b"[info]" in l or b"][gc" in l]
            return False, "without its log lines stdout differs from HotSpot's%s" % (
                ": a log line inside a program line: %r" % bad[0][:200] if bad else "")
        log = [l.rstrip(b"\n") for l in log]
        pauses = [l for l in log if _PAUSE.match(l)]
        if len(pauses) < need:
            return False, "%d pause lines (want %d): %r" % (len(pauses), need, log[:5])
        for l in log:
            if not (_PAUSE.match(l) or l.endswith(b"Using Generational") or
                    (flag == "-Xlog:gc*" and any(p.match(l) for p in _DETAIL))):
                return False, "a log line of an unexpected shape: %r" % l
        if flag == "-Xlog:gc*":
            for p in _DETAIL:
                if not any(p.match(l) for l in log):
                    return False, "no line like %r" % p.pattern
        # Our lines have the shapes of HotSpot's ParallelGC lines for the same program and
        # heap (tags padded alike): the pause lines, and with gc* the start, heap and cpu ones.
        jrc, hout, _ = ctx.run([_java(), "-XX:+UseParallelGC", flag, "-cp", ctx.classes_dir] + test.vmflags +
                               [test.cls] + test.args, timeout=300, stdin=test.stdin)
        # (HotSpot writes each print() at once, so its log lines may follow a partial line.)
        hlines = [l[m.start():] for l in hout.splitlines() for m in [re.search(rb"\[\d+\.\d{3}s\]\[info\]", l)] if m]
        kinds = [_PAUSE] + ([_DETAIL[0], _DETAIL[3], _DETAIL[4], _DETAIL[5]] if flag == "-Xlog:gc*" else [])
        for kind in kinds:
            theirs = {_shape(re.sub(rb"\s+\]", b"]", l)) for l in hlines if kind.match(l)}
            ours = {_shape(re.sub(rb"\s+\]", b"]", l)) for l in log if kind.match(l)}
            if not theirs or not ours & theirs:
                return False, "no line like HotSpot's %r: ours %r, HotSpot's %r" % (
                    kind.pattern[:60], sorted(ours)[:2], sorted(theirs)[:2])
        return True, ""
    return fn


def _large_test(ctx):
    """A 2 MB array in a heap whose survivors are 2 MB goes straight to old: the first GC's
    -Xlog:gc* occupancy lines show it in ParOldGen, not in Eden."""
    def fn():
        rc, out, err = ctx.run([ctx.vm, "-Xmx64m", "-Xmn16m", "-Xlog:gc*", "-cp", ctx.classes_dir, "GcHeapFigures",
                                "large"], timeout=60)
        m_old = re.search(rb"GC\(0\) ParOldGen: (\d+)K", out)
        m_eden = re.search(rb"GC\(0\) PSYoungGen: \d+K\(\d+K\)->\d+K\(\d+K\) Eden: (\d+)K", out)
        if rc != 0 or not m_old or not m_eden:
            return False, "exit %r, output %r %r" % (rc, out[-500:], err[:300])
        old, eden = int(m_old.group(1)), int(m_eden.group(1))
        if old < 2048 or eden >= 2048:
            return False, "before the first GC: old %dK, eden %dK (the 2 MB array should be in old)" % (old, eden)
        return True, ""
    return fn


def _promotion_failure_test(ctx):
    """GcPromotionFailure's scavenges fail to promote: each failed one is logged, and a full
    GC (Ergonomics) follows it at once; the output stays HotSpot's."""
    def fn():
        test = ctx.java_test("GcPromotionFailure")
        rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xlog:gc*"] + VERIFY), timeout=300)
        lines = [l for l in out.splitlines() if b"[info][gc" in l]
        failed = [i for i, l in enumerate(lines) if l.endswith(b"Promotion failed")]
        if rc != 0 or not failed:
            return False, "exit %r, %d promotion failures logged; stderr %r" % (rc, len(failed), err[:300])
        for i in failed:
            after = [l for l in lines[i + 1:] if re.search(rb"\] GC\(\d+\) Pause ", l)]
            if not after or not re.search(rb"Pause Young \(Allocation Failure\)", after[0]) or len(after) < 2 \
                    or b"Pause Full (Ergonomics)" not in after[1]:
                return False, "a failed scavenge not followed by Pause Full (Ergonomics): %r" % after[:2]
        _, jout, _ = ctx.java_expected(test)
        program = b"".join(l + b"\n" for l in out.splitlines() if not _LOG_LINE.match(l))
        return program == jout, "stdout without the log differs from HotSpot's"
    return fn


def _tlab_test(ctx):
    """TLAB sizes adapt: the tracer's TLAB events of an allocation-heavy run show TLABs that
    grow from 4 KB (after each GC) to many times that."""
    def fn():
        test = ctx.java_test("GcBinaryTrees")
        with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
            tdir = os.path.join(d, "trace")
            rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xtrace:file=" + tdir]), timeout=300)
            if rc != 0:
                return False, "exit %r: %r" % (rc, err[:300])
            rc, dump, err = ctx.run([os.path.join(ctx.build, "minivm-trace"), "dump", tdir], timeout=300)
        sizes = [int(m) for m in re.findall(rb"TLAB_ALLOC start=\S+ size=(\d+)", dump)]
        if rc != 0 or not sizes:
            return False, "minivm-trace dump: exit %r, no TLAB events" % rc
        if min(sizes) > 4096 or max(sizes) < 16 * 4096 or len(set(sizes)) < 4:
            return False, "TLAB sizes do not adapt: %r" % sorted(set(sizes))[:20]
        return True, ""
    return fn


def _log_tests(ctx):
    names = {t.cls for t in ctx.java_tests}
    tests = []
    if "GcLogLines" in names:
        tests.append(("gclog/gc", _log_test(ctx, "GcLogLines", "-Xlog:gc", 5)))
        tests.append(("gclog/gc-details", _log_test(ctx, "GcLogLines", "-Xlog:gc*", 5)))
    if "GcSystemGc" in names:
        tests.append(("gclog/system-gc", _log_test(ctx, "GcSystemGc", "-Xlog:gc", 1)))
    if "GcPromotionFailure" in names:
        tests.append(("gclog/promotion-failure", _promotion_failure_test(ctx)))
    if "GcHeapFigures" in names:
        tests.append(("gclog/large-to-old", _large_test(ctx)))
    return tests


# ---- gctutorial: docs/gc-tutorial.md builds its plan ----

TUTORIAL_PLAN = "marksweep"
TUTORIAL_FILE = "plan_marksweep.c"
TUTORIAL_SAMPLE = ["GcBinaryTrees", "GcWeakMap", "GcRefQueues", "GcSoftRefs", "GcOomRecovery", "GcBigArrays",
                   "GcManyThreads", "StringConcat", "TryCatchFinally", "MultiDimArrays"]
TUTORIAL_STRESS = ["Recursion", "StringBuilderOps", "ArrayCopy", "GcWeakRefs"]
TUTORIAL_TRACED = "GcSurvivorCache"

_tutorial_lock = threading.Lock()
_tutorial_vm = {}


def tutorial_source(root):
    """The tutorial's ```c blocks, concatenated in order: the plan file it has the reader write."""
    with open(os.path.join(root, "docs", "gc-tutorial.md"), encoding="utf-8") as f:
        doc = f.read()
    blocks = re.findall(r"^```c\n(.*?)^```\n", doc, re.S | re.M)
    return "\n".join(blocks)


def _tutorial_tree(ctx, src):
    """A source tree like ours without gc/plan_marksweep.c, plus the tutorial's file there:
    symbolic links to every other file, so the tree follows the real one."""
    base = os.path.join(ctx.build, "tests", "gc-tutorial")
    tree = os.path.join(base, "src")
    if os.path.isdir(tree):
        shutil.rmtree(tree)
    os.makedirs(os.path.join(tree, "gc"))
    for name in os.listdir(ctx.root):
        if name in ("gc", ".git") or name.startswith("build"):
            continue
        os.symlink(os.path.join(ctx.root, name), os.path.join(tree, name))
    for name in os.listdir(os.path.join(ctx.root, "gc")):
        if name != TUTORIAL_FILE and not name.startswith("."):
            os.symlink(os.path.join(ctx.root, "gc", name), os.path.join(tree, "gc", name))
    with open(os.path.join(tree, "gc", TUTORIAL_FILE), "w", encoding="utf-8") as f:
        f.write(src)
    return base, tree


def _tutorial_build(ctx):
    """Builds the VM of the tutorial's tree once per run; returns (vm, None) or (None, error)."""
    with _tutorial_lock:
        if "vm" in _tutorial_vm:
            return _tutorial_vm["vm"], _tutorial_vm.get("err")
        vm, err = None, None
        src = tutorial_source(ctx.root)
        if "GC_PLAN_REGISTER(plan_%s)" % TUTORIAL_PLAN not in src:
            err = "the tutorial's code blocks do not register plan_%s" % TUTORIAL_PLAN
        else:
            base, tree = _tutorial_tree(ctx, src)
            bdir = os.path.join(base, "build")
            steps = []
            if not os.path.isfile(os.path.join(bdir, "build.ninja")):
                # -O1 without debug information: the quickest build that still runs fast.
                steps.append(["meson", "setup", "-Doptimization=1", "-Ddebug=false", bdir, tree])
            else:
                steps.append(["meson", "setup", "--reconfigure", bdir, tree])
            steps.append(["ninja", "-C", bdir, "minivm"])
            for cmd in steps:
                rc, out, e = ctx.run(cmd, timeout=900)
                if rc != 0:
                    err = "%s failed (exit %r):\n%s" % (" ".join(cmd[:2]), rc, (out + e).decode("utf-8", "replace")[-3000:])
                    break
            if not err:
                # The class library is the main build's (only the VM binary was built here).
                lib, main_lib = os.path.join(bdir, "classlib"), os.path.join(os.path.abspath(ctx.build), "classlib")
                os.makedirs(lib, exist_ok=True)
                for name in os.listdir(main_lib):
                    if not os.path.lexists(os.path.join(lib, name)):
                        os.symlink(os.path.join(main_lib, name), os.path.join(lib, name))
                vm = os.path.join(bdir, "minivm")
        _tutorial_vm["vm"], _tutorial_vm["err"] = vm, err
        return vm, err


def _tutorial_test(ctx):
    def fn():
        src = tutorial_source(ctx.root)
        with open(os.path.join(ctx.root, "gc", TUTORIAL_FILE), encoding="utf-8") as f:
            if f.read() != src:
                return False, "gc/%s differs from the code blocks of docs/gc-tutorial.md" % TUTORIAL_FILE
        vm, err = _tutorial_build(ctx)
        if err:
            return False, err
        problems = []
        by_cls = {t.cls: t for t in ctx.java_tests}
        runs = [(c, ["-XX:+VerifyAfterGC"]) for c in TUTORIAL_SAMPLE]
        runs += [(c, ["-XX:GCStressInterval=%d" % _interval(by_cls[c], 20)] + VERIFY) for c in TUTORIAL_STRESS
                 if c in by_cls]
        for cls, flags in runs:
            if cls not in by_cls:
                continue
            t = by_cls[cls]
            rc, out, e = ctx.run(t.vm_cmd(vm, ctx.classes_dir, ["-Xgc:" + TUTORIAL_PLAN] + flags),
                                 timeout=max(t.timeout, 300), stdin=t.stdin)
            ok, detail = ctx.compare(t, rc, out, e)
            if not ok:
                problems.append("%s %s: %s" % (cls, " ".join(flags), detail))
        if TUTORIAL_TRACED in by_cls:
            t = by_cls[TUTORIAL_TRACED]
            with tempfile.TemporaryDirectory(prefix="minivm-trace-") as d:
                tdir = os.path.join(d, "trace")
                rc, out, e = ctx.run(t.vm_cmd(vm, ctx.classes_dir, ["-Xgc:" + TUTORIAL_PLAN,
                                                                     "-Xtrace:file=%s,verify" % tdir]),
                                     timeout=300, stdin=t.stdin)
                ok, detail = ctx.compare(t, rc, out, e)
                if not ok:
                    problems.append("%s traced: %s" % (t.cls, detail))
                else:
                    rc, out, e = ctx.run([os.path.join(ctx.build, "minivm-trace"), "verify", tdir], timeout=600)
                    if rc != 0 or b"verify: OK" not in out + e:
                        problems.append("minivm-trace verify (exit %r): %s" % (rc, (out + e)[-1500:]))
        return not problems, "\n".join(problems[:5])
    return fn


# ---- gcverify: heap verification reports corruption ----

_H = r"(0x[0-9a-f]+)"
_HOLDER = r"field GcVerifyScribble\$Holder\.ref \(offset \d+\) of a GcVerifyScribble\$Holder at " + _H
# mode -> (flags, expected stderr lines (regexes, in order), check of the matched groups)
VERIFY_CASES = {
    "interior": (["-XX:+VerifyBeforeGC"],
                 [r"minivm: heap verification before GC: bad reference in " + _HOLDER + ": " + _H +
                  r" is not an object start \(it points 8 bytes into a GcVerifyScribble\$Target at " + _H + r"\)$",
                  r"minivm: fatal error: heap verification before GC failed with 1 errors$"],
                 lambda g: int(g[0][1], 16) == int(g[0][2], 16) + 8),
    "klass": (["-XX:+VerifyBeforeGC"],
              [r"minivm: heap verification before GC: object at " + _H + r" has a bad class id \d+ \(mark word " + _H +
               r"\), which is not a loaded class \(the object before it is an? .+ at " + _H + r"\)$",
               r"minivm: fatal error: heap verification before GC failed: the heap cannot be parsed past " + _H + "$"],
              lambda g: g[0][0] == g[1][0] and int(g[0][2], 16) < int(g[0][0], 16)),
    "card": (["-XX:+VerifyBeforeGC"],
             [r"minivm: heap verification before GC: " + _HOLDER + r" refers to young " + _H +
              r", but its card is clean \(a reference store without the write barrier\?\)$",
              r"minivm: fatal error: heap verification before GC failed with 1 errors$"],
             None),
    "dangling": (["-Xmx64m", "-Xmn4m", "-XX:+VerifyAfterGC"],
                 [r"minivm: heap verification after GC: bad reference in " + _HOLDER + ": " + _H +
                  r" is not an object start \(it points into no object of the heap\)$",
                  r"minivm: heap verification after GC: " + _HOLDER + r" refers to young " + _H +
                  r", but its card is clean",
                  r"minivm: fatal error: heap verification after GC failed with 2 errors$"],
                 lambda g: g[0] == g[1]),
}
# Corruption any plan's verification must catch (the others depend on the generational heap).
PLAN_INDEPENDENT = ("interior", "klass")


class _VerifySetup:
    """Builds tests/gcverify (the JNI library with $CC, the program with javac) once."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.dir = os.path.join(os.path.abspath(ctx.build), "tests", "gcverify")
        self.lock = threading.Lock()
        self.error = None

    def build(self):
        with self.lock:
            if self.error is None:
                self.error = self._build()
            return self.error

    def _build(self):
        src = os.path.join(self.ctx.root, "tests", "gcverify")
        os.makedirs(self.dir, exist_ok=True)
        cc = os.environ.get("CC", "cc")
        p = subprocess.run([cc, "-shared", "-fPIC", "-fvisibility=hidden", "-Wall", "-Wextra", "-Werror",
                            "-I", os.path.join(self.ctx.root, "vm"), "-o",
                            os.path.join(self.dir, "libgcverifyscribble.so"),
                            os.path.join(src, "gcverifyscribble.c")], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0:
            return "%s failed: %s" % (cc, p.stdout.decode("utf-8", "replace")[-2000:])
        p = subprocess.run([os.environ.get("JAVAC", "javac"), "-d", self.dir, os.path.join(src, "GcVerifyScribble.java")],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0:
            return "javac failed: " + p.stdout.decode("utf-8", "replace")[-2000:]
        return ""

    def run(self, mode, flags):
        return self.ctx.run([self.ctx.vm] + flags + ["-Djava.library.path=" + self.dir, "-cp", self.dir,
                             "GcVerifyScribble", mode], timeout=120)


def _verify_test(setup, mode, plan):
    def fn():
        err = setup.build()
        if err:
            return False, err
        plan_flags = [] if plan == DEFAULT_PLAN else ["-Xgc:" + plan]
        if mode == "none":
            rc, out, e = setup.run(mode, plan_flags + VERIFY)
            want = b"scribbled: none\ncollected: none\n"
            ok = rc == 0 and out == want and not e
            return ok, "" if ok else "exit %r, stdout %r, stderr %r" % (rc, out[:300], e[:1000])
        flags, patterns, check = VERIFY_CASES[mode]
        rc, out, e = setup.run(mode, plan_flags + flags)
        problems = []
        if rc != -6:
            problems.append("exit %r, expected an abort (SIGABRT)" % rc)
        if out != ("scribbled: %s\n" % mode).encode():
            problems.append("stdout %r" % out[:300])
        lines = e.decode("utf-8", "replace").splitlines()
        groups = []
        for i, pat in enumerate(patterns):
            m = re.match(pat, lines[i]) if i < len(lines) else None
            if not m:
                problems.append("stderr line %d does not match %r" % (i + 1, pat))
                break
            groups.append(m.groups())
        if not problems and check and not check(groups):
            problems.append("the addresses in the report do not agree")
        if problems:
            problems.append("stderr:\n" + e.decode("utf-8", "replace")[:1500])
        return not problems, "; ".join(problems)
    return fn


def _verify_tests(ctx):
    setup = _VerifySetup(ctx)
    tests = []
    for plan in _plans(ctx):
        for mode in ("none",) + (tuple(VERIFY_CASES) if plan == DEFAULT_PLAN else PLAN_INDEPENDENT):
            tests.append(("gcverify/%s/%s" % (plan, mode), _verify_test(setup, mode, plan)))
    return tests


def extra_tests(ctx):
    tests = _stress_tests(ctx)
    tests += _verify_tests(ctx)
    tests += _flag_tests(ctx)
    tests += _log_tests(ctx)
    if "GcBinaryTrees" in {t.cls for t in ctx.java_tests}:
        tests.append(("gctlab/adaptive", _tlab_test(ctx)))
    tests.append(("gctutorial/" + TUTORIAL_PLAN, _tutorial_test(ctx)))
    return tests

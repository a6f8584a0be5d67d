"""Extra tests of the JIT's allocation events (docs/jit.md, "Tracing"): compiled code writes
ALLOC_JIT_* events, the fast one inline with a JIT-time constant event word.

- jittrace/eager/: a sample of the Java tests traced under -Xjit:eager, spread over every
  collector plan, some under GC stress, each checked against HotSpot and by
  `minivm-trace verify`;
- jittrace/counts/: tests/java/jit/JitTraceCounts allocates a known number of instances and
  arrays (short, long, large) in hot compiled loops: the trace has exactly that many objects
  per site, all in JIT modes but those of a first call that leaves its site to the interpreter,
  with the plain run, GC stress, periodic full stacks and a rotated trace with kept sites;
- jittrace/ministack: tests/java/jit/JitTraceInline's allocation, inlined into its caller, has
  a site whose frames are the mini stack (the `new`, then the inlining callers).
"""
import os
import re
import tempfile

from stress_intervals import GC_HEAVY_INTERVAL   # tests/stress_intervals.py

EAGER = ["-Xjit:eager"]

# Every SAMPLE_EVERY-th Java test (by name) is in the sample; every STRESS_EVERY-th of those
# also runs under GC stress.
SAMPLE_EVERY = 6
STRESS_EVERY = 5
STRESS_INTERVAL = 200

# JitTraceCounts: calls per site after the first one, objects per call.
ROUNDS, PER_ROUND, LARGE = 25, 1000, 3
JIT_MODES = ("JIT fast", "JIT slow", "JIT normal")


def _plans(ctx):
    """The collector plans (gc/plan_<name>.c), the default first."""
    return ctx.gc_plans(default_first=True)


def _tool(ctx, *args):
    return ctx.trace_tool(*args, timeout=600, merge=True)


def _traced_run(ctx, test, flags, trace_opts, tdir):
    """Runs test traced into tdir (compared with HotSpot), then verify. (ok, detail)."""
    ok, detail = ctx.check_java_test(test, list(flags) + ["-Xtrace:file=%s,verify%s" % (tdir, trace_opts)],
                                     timeout=max(3 * test.timeout, 300))
    if not ok:
        return False, "traced run: " + detail
    rc, text = _tool(ctx, "verify", tdir)
    if rc != 0 or "verify: OK" not in text:
        return False, "minivm-trace verify (exit %s):\n%s" % (rc, text[-2000:])
    return True, ""


def _eager(ctx, test, flags):
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jittrace-") as d:
            return _traced_run(ctx, test, EAGER + flags, "", os.path.join(d, "trace"))
    return fn


def _rows(text):
    """CSV rows of `minivm-trace heap --format csv`, without the header."""
    lines = [l for l in text.splitlines() if l.strip()]
    return [l.rsplit(",", 3) for l in lines[1:]]


def _count_by_mode(ctx, tdir, site):
    """{mode: objects} of the objects allocated at sites whose location starts with `site`."""
    rc, text = _tool(ctx, "heap", tdir, "--group-by", "site,mode", "--where", 'site~"%s*"' % site,
                     "--format", "csv")
    if rc != 0:
        return None, "minivm-trace heap (exit %s):\n%s" % (rc, text[-1500:])
    modes = {}
    for row in _rows(text):
        if len(row) == 4:
            modes[row[1]] = modes.get(row[1], 0) + int(row[2])
    return modes, text


def _counts(ctx, test, flags, trace_opts, stress):
    """JitTraceCounts: per site, ROUNDS * PER_ROUND (+ LARGE) objects, and the first call's
    one, in JIT modes or, where the first call deoptimizes before the site (items: the class Item
    is not loaded yet; large: the class long[][] does not exist yet), in the interpreter; with GC
    stress no TLAB, so all JIT normal. Site: (JIT objects, interpreted objects)."""
    expect = {"JitTraceCounts.items(I)[LJitTraceCounts$Item; bci 14": (ROUNDS * PER_ROUND, 1),
              "JitTraceCounts.arrays(I)[Ljava/lang/Object; bci 23": (ROUNDS * PER_ROUND + 1, 0),
              "JitTraceCounts.arrays(I)[Ljava/lang/Object; bci 34": (ROUNDS * PER_ROUND + 1, 0),
              "JitTraceCounts.large(I)[[J bci 18": (LARGE, 1)}

    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jittrace-") as d:
            tdir = os.path.join(d, "trace")
            ok, detail = _traced_run(ctx, test, EAGER + flags, trace_opts, tdir)
            if not ok:
                return False, detail
            for site, (jit, want_interp) in expect.items():
                modes, text = _count_by_mode(ctx, tdir, site)
                if modes is None:
                    return False, text
                got_jit = sum(modes.get(m, 0) for m in JIT_MODES)
                interp = sum(n for m, n in modes.items() if m.startswith("interpreter"))
                if got_jit != jit or interp != want_interp or sum(modes.values()) != jit + want_interp:
                    return False, ("%s: expected %d objects in JIT modes and %d interpreted, got %r\n%s"
                                   % (site, jit, want_interp, modes, text[-1500:]))
                if stress and set(modes) - {"JIT normal", "interpreter normal"}:
                    return False, "%s: under GC stress every object is outside a TLAB, got %r" % (site, modes)
                if jit >= PER_ROUND and not stress and not trace_opts and modes.get("JIT fast", 0) < jit // 2:
                    return False, "%s: expected mostly JIT fast allocations, got %r" % (site, modes)
            rc, text = _tool(ctx, "summary", tdir)
            m = re.search(r"^\s*JIT (fast|normal)\s+(\d+) objects", text, re.M)
            if rc != 0 or not m or int(m.group(2)) == 0:
                return False, "summary shows no JIT allocations (exit %s):\n%s" % (rc, text[-1500:])
            return True, ""
    return fn


def _ministack(ctx, test):
    # make is inlined into twice; twice into run too if the JIT inlines framed callees two deep.
    chain = (r"JitTraceInline\.make\(I\)\S+ bci 0 <- JitTraceInline\.twice\(I\)\S+ bci 3"
             r"( <- JitTraceInline\.run\(I\)\S+ bci \d+)?$")

    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jittrace-") as d:
            tdir = os.path.join(d, "trace")
            ok, detail = _traced_run(ctx, test, EAGER, "", tdir)
            if not ok:
                return False, detail
            rc, text = _tool(ctx, "heap", tdir, "--group-by", "stack,mode", "--where",
                             'type=="JitTraceInline$Cell"', "--format", "csv")
            if rc != 0:
                return False, "minivm-trace heap (exit %s):\n%s" % (rc, text[-1500:])
            total = inlined = 0
            for stack, mode, objects, _ in _rows(text):
                total += int(objects)
                if re.match(chain, stack) and mode.startswith("JIT"):
                    inlined += int(objects)
            # 30 calls of run(1000): all but the first call's objects come from code compiled
            # with make inlined (the first call resolves the `new`).
            if total != 30000 or inlined < 29000:
                return False, ("expected 30000 cells, at least 29000 with the mini stack make <- twice, "
                               "got %d and %d:\n%s" % (total, inlined, text[-2000:]))
            return True, ""
    return fn


def extra_tests(ctx):
    tests = []
    plans = _plans(ctx)
    sample = sorted(ctx.java_tests, key=lambda t: t.name)
    sample = sample[::SAMPLE_EVERY]
    for i, t in enumerate(sample):
        flags = ["-Xgc:" + plans[i % len(plans)]]
        name = "jittrace/eager/%s/%s" % (plans[i % len(plans)], t.name)
        if i % STRESS_EVERY == 0:
            flags.append("-XX:GCStressInterval=%d" % max(STRESS_INTERVAL, GC_HEAVY_INTERVAL.get(t.cls, 0)))
            name = "jittrace/eager-stress/%s/%s" % (plans[i % len(plans)], t.name)
        tests.append((name, _eager(ctx, t, flags)))
    by_cls = {t.cls: t for t in ctx.java_tests}
    counts = by_cls.get("JitTraceCounts")
    if counts:
        for plan in plans:
            tests.append(("jittrace/counts/" + plan, _counts(ctx, counts, ["-Xgc:" + plan], "", False)))
        tests.append(("jittrace/counts/stress", _counts(ctx, counts, ["-XX:GCStressInterval=500"], "", True)))
        tests.append(("jittrace/counts/stacks", _counts(ctx, counts, ["-Xmn4m"], ",stacks=100", False)))
        tests.append(("jittrace/counts/rotate-keepsites",
                      _counts(ctx, counts, ["-Xmn4m"], ",rotate=64m,keepsites", False)))
    inline = by_cls.get("JitTraceInline")
    if inline:
        tests.append(("jittrace/ministack", _ministack(ctx, inline)))
    return tests

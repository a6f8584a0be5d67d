"""Extra tests of minivm-trace's parallel replay (--jobs, docs/analysis-guide.md "Performance"):
for traces of multi-threaded programs (bench.MtAlloc: four threads allocating in TLABs at once,
GCs in between) and single-threaded ones (tests/analysis), plain, compressed and with pointers,
every command's output with --jobs 2 and --jobs 4 must equal its output with --jobs 1 (the
sequential replay)."""
import json
import os
import shutil
import tempfile
import threading

_lock = threading.Lock()
_traces = {}
JOBS = ("2", "4")
GROUP_KEYS = ("type", "site", "stack", "age", "thread", "mode", "space", "kind")

# name: (class, classes ("bench": benchmarks/java, "analysis": tests/analysis), VM flags, -Xtrace options, args)
TRACES = {
    "mtalloc": ("bench.MtAlloc", "bench", ["-Xmx32m", "-Xmn2m"], "verify", ["1", "60", "0"]),
    "mtalloc-zstd": ("bench.MtAlloc", "bench", ["-Xmx32m", "-Xmn2m"], "compress=zstd", ["1", "40", "0"]),
    "mtalloc-ptrs": ("bench.MtAlloc", "bench", ["-Xmx32m", "-Xmn2m"], "pointers", ["1", "20", "0"]),
    "keep": ("AnalysisKeep", "analysis", [], "verify", []),
    "leak": ("AnalysisLeak", "analysis", [], "", []),
    "graph-ptrs": ("AnalysisGraph", "analysis", [], "pointers", []),
}


def _classes(ctx, which):
    src = os.path.join(ctx.root, *(("benchmarks", "java") if which == "bench" else ("tests", "analysis")))
    javas = sorted(os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith(".java"))
    return ctx.compile_java("jobs-classes-" + which, javas)


def _trace(ctx, name):
    """The trace directory of TRACES[name] (recorded once per run)."""
    with _lock:
        if name in _traces:
            return _traces[name]
        cls, which, flags, opts, args = TRACES[name]
        classes = _classes(ctx, which)
        tdir = os.path.join(ctx.build, "tests", "jobs-traces", name)
        shutil.rmtree(tdir, ignore_errors=True)
        os.makedirs(os.path.dirname(tdir), exist_ok=True)
        spec = "-Xtrace:file=%s" % tdir + ("," + opts if opts else "")
        rc, out, err = ctx.run([ctx.vm] + flags + [spec, "-cp", classes, cls] + args, timeout=300)
        if rc != 0:
            raise RuntimeError("%s exited with %r: %r" % (cls, rc, err[-300:]))
        _traces[name] = tdir
        return tdir


def _tool(ctx, *args):
    return ctx.trace_tool(*args)


def _same(ctx, args, out_file=None):
    """Runs minivm-trace ARGS with --jobs 1, 2 and 4: (ok, detail) on equal exit codes, stdout and
    (out_file: a path with {} for the jobs) written files."""
    results = {}
    for j in ("1",) + JOBS:
        a = [x.replace("{}", j) for x in args]
        rc, out, err = _tool(ctx, *(a + ["--jobs", j]))
        for x, y in zip(args, a):   # output paths named in stdout
            if x != y:
                out = out.replace(y, x)
        data = None
        if out_file:
            path = out_file.replace("{}", j)
            data = open(path, "rb").read() if os.path.exists(path) else None
        results[j] = (rc, out, data)
    want = results["1"]
    if want[0] != 0:
        return False, "--jobs 1: exit %r (%s)" % (want[0], _tool(ctx, *args)[2][:300])
    for j in JOBS:
        got = results[j]
        if got[0] != want[0]:
            return False, "--jobs %s: exit %r, --jobs 1: %r" % (j, got[0], want[0])
        if got[1] != want[1]:
            wl, gl = want[1].split("\n"), got[1].split("\n")
            diff = next((i for i in range(min(len(wl), len(gl))) if wl[i] != gl[i]), min(len(wl), len(gl)))
            return False, "--jobs %s: stdout differs at line %d: %r vs %r" % (
                j, diff + 1, gl[diff] if diff < len(gl) else None, wl[diff] if diff < len(wl) else None)
        if got[2] != want[2]:
            return False, "--jobs %s: the written file differs" % j
    return True, ""


def _all(ctx, name, checks):
    """Each (args, out_file) of checks on trace name; the first difference fails."""
    t = _trace(ctx, name)
    for args, out_file in checks(t):
        ok, detail = _same(ctx, args, out_file)
        if not ok:
            return False, "%s: %s" % (" ".join(args), detail)
    return True, ""


def _mid_phase_ms(ctx, t):
    """A time inside the mutator phase between the second and third GCs (or after the last)."""
    rc, out, err = _tool(ctx, "timeline", t, "--format", "json", "--jobs", "1")
    gcs = json.loads(out)["gcs"]
    if len(gcs) >= 3:
        return "%.3f" % ((gcs[1]["end_ms"] + gcs[2]["start_ms"]) / 2)
    return "%.3f" % (gcs[-1]["end_ms"] + 0.001) if gcs else "0"


def _model_checks(ctx, d):
    """Commands of a trace without a pointer state: every heap key, stop points, diff, leaks,
    timeline, report, summary."""
    def checks(t):
        c = [(["summary", t], None), (["heap", t], None), (["heap", t, "--gc", "1", "--format", "csv"], None),
             (["heap", t, "--time", _mid_phase_ms(ctx, t), "--format", "csv"], None),
             (["heap", t, "--gc", "last", "--group-by", ",".join(GROUP_KEYS), "--format", "json"], None),
             (["diff", t, "--from", "0", "--to", "last", "--format", "csv"], None),
             (["leaks", t, "--group-by", "type,site"], None)]
        c += [(["heap", t, "--group-by", k, "--format", "csv"], None) for k in GROUP_KEYS]
        c += [(["timeline", t, "--format", f], None) for f in ("csv", "json", "chrome")]
        c += [(["report", t, "--html", os.path.join(d, "r{}.html")], os.path.join(d, "r{}.html")),
              (["report", t, "--html", os.path.join(d, "d{}.html"), "--dominators"], os.path.join(d, "d{}.html"))]
        return c
    return checks


def _model(ctx, name):
    with tempfile.TemporaryDirectory(prefix="minivm-jobs-") as d:
        return _all(ctx, name, _model_checks(ctx, d))


def _verify(ctx, name):
    return _all(ctx, name, lambda t: [(["verify", t], None)])


def _pointers(ctx, name):
    """The pointer commands (the replay in file order) and those that skip the pointer records."""
    with tempfile.TemporaryDirectory(prefix="minivm-jobs-") as d:
        hp = os.path.join(d, "h{}.hprof")
        return _all(ctx, name, lambda t: [
            (["summary", t], None), (["heap", t, "--group-by", "type,pointed-from"], None),
            (["dominators", t, "--top", "10"], None), (["retained", t, "--top", "10"], None),
            (["path", t, "--to", "size>0"], None), (["hprof", t, "-o", hp], hp), (["leaks", t], None)])


def _stop_phase(ctx):
    """heap --time inside a mutator phase of the multi-threaded trace: the number of allocations
    it reports (the phase replayed in order) is the same at every --jobs."""
    t = _trace(ctx, "mtalloc")
    at = _mid_phase_ms(ctx, t)
    ok, detail = _same(ctx, ["heap", t, "--time", at, "--group-by", "thread", "--format", "csv"])
    if not ok:
        return ok, detail
    rc, out, err = _tool(ctx, "heap", t, "--time", at, "--group-by", "thread", "--format", "csv", "--jobs", "2")
    return rc == 0 and len(out.strip().split("\n")) > 2, "heap --time %s by thread: %r" % (at, out[:300])


def _bad_jobs(ctx):
    problems = []
    t = _trace(ctx, "keep")
    for bad in (["--jobs", "0"], ["--jobs", "x"], ["-j"], ["--jobs=300"]):
        rc, out, err = _tool(ctx, "summary", t, *bad)
        if rc != 2 or "--jobs" not in err:
            problems.append("%s: exit %r, %r" % (" ".join(bad), rc, err[:200]))
    rc, out, err = _tool(ctx, "--help")
    if "--jobs" not in out:
        problems.append("--help does not mention --jobs")
    rc1, out1, _ = _tool(ctx, "summary", t, "-j", "3")
    rc2, out2, _ = _tool(ctx, "summary", t, "--jobs=1")
    if rc1 != 0 or out1 != out2:
        problems.append("-j 3 and --jobs=1 differ")
    return not problems, "; ".join(problems)


def extra_tests(ctx):
    tests = []
    for name in ("mtalloc", "mtalloc-zstd", "keep", "leak"):
        tests.append(("analysis-jobs/%s-commands" % name, lambda n=name: _model(ctx, n)))
    for name in ("mtalloc", "keep"):
        tests.append(("analysis-jobs/%s-verify" % name, lambda n=name: _verify(ctx, n)))
    for name in ("mtalloc-ptrs", "graph-ptrs"):
        tests.append(("analysis-jobs/%s-pointers" % name, lambda n=name: _pointers(ctx, n)))
    tests.append(("analysis-jobs/stop-in-phase", lambda: _stop_phase(ctx)))
    tests.append(("analysis-jobs/bad-jobs", lambda: _bad_jobs(ctx)))
    return tests

"""Extra tests of minivm-trace's reachability analyses (docs/analysis-guide.md, "Reachability"):
tests/analysis/AnalysisGraph is traced with -Xtrace:pointers, and dominators, retained, path,
the pointed-from / points-to keys and the HPROF export must give its known graph exactly;
leaks shows the chain that keeps AnalysisLeak's entries alive; the HPROF checker
(tests/hprof_check.py) must accept minivm-trace's dumps strictly and one written by HotSpot;
VisualVM's heap library must open the dump and compute the same retained sizes."""
import html.parser
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
import threading

_lock = threading.Lock()
_traces = {}
_classes_dir = []


def _checker(ctx):
    spec = importlib.util.spec_from_file_location("hprof_check", os.path.join(ctx.root, "tests", "hprof_check.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _classes(ctx):
    if _classes_dir:
        return _classes_dir[0]
    out = os.path.join(ctx.build, "tests", "graph-classes")
    src = os.path.join(ctx.root, "tests", "analysis")
    javas = [os.path.join(src, f) for f in ("AnalysisGraph.java", "AnalysisLeak.java")]
    os.makedirs(out, exist_ok=True)
    subprocess.run([os.environ.get("JAVAC", "javac"), "-g", "-encoding", "UTF-8", "-d", out] + javas, check=True)
    _classes_dir.append(out)
    return out


def _trace(ctx, cls, mode="pointers"):
    """The trace of a program with -Xtrace:<mode> (recorded once per run); mode "" records none."""
    key = (cls, mode)
    with _lock:
        if key in _traces:
            return _traces[key]
        classes = _classes(ctx)
        tdir = os.path.join(ctx.build, "tests", "graph-traces", cls + "-" + (mode.replace("=", "_") or "plain"))
        shutil.rmtree(tdir, ignore_errors=True)
        os.makedirs(os.path.dirname(tdir), exist_ok=True)
        opts = "file=%s" % tdir + ("," + mode if mode else "")
        rc, out, err = ctx.run([ctx.vm, "-Xtrace:" + opts, "-cp", classes, cls], timeout=300)
        if rc != 0:
            raise RuntimeError("%s exited with %r: %r" % (cls, rc, err[-300:]))
        _traces[key] = tdir
        return tdir


def _tool(ctx, *args):
    return ctx.trace_tool(*args)


def _csv(text):
    import csv
    import io
    return list(csv.DictReader(io.StringIO(text)))


def _expect(cond, problems, msg):
    if not cond:
        problems.append(msg)


def _sizes(ctx, t):
    """Object sizes of AnalysisGraph's graph, from the heap (not from the VM's layout rules)."""
    s = {}
    for name, where, count in (("holder", 'type=="AnalysisGraph$GraphHolder"', 2),
                               ("leaf", 'type=="AnalysisGraph$GraphLeaf"', 140),
                               ("shared", 'type=="AnalysisGraph$GraphShared"', 1),
                               ("a100", 'type=="AnalysisGraph$GraphLeaf[]" && len==100', 1),
                               ("a40", 'type=="AnalysisGraph$GraphLeaf[]" && len==40', 1)):
        rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--where", where, "--group-by", "", "--format", "csv")
        rows = _csv(out)
        if rc != 0 or len(rows) != 1 or int(rows[0]["objects"]) != count:
            raise RuntimeError("heap --where %s: %r %r" % (where, rows, err))
        s[name] = int(rows[0]["bytes"]) // count
    # the payloads: the byte[]s and long[]s referenced by leaves and the shared object
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "pointed-from,type", "--format", "csv",
                         "--where", 'type=="byte[]" || type=="long[]"')
    for r in _csv(out):
        if r["pointed-from"] == "AnalysisGraph$GraphLeaf" and r["type"] == "byte[]":
            s["payload"] = int(r["bytes"]) // int(r["objects"])
            s["payloads"] = int(r["objects"])
        if r["pointed-from"] == "AnalysisGraph$GraphShared" and r["type"] == "long[]":
            s["data"] = int(r["bytes"])
    return s


def _dominators(ctx, mode="pointers"):
    t = _trace(ctx, "AnalysisGraph", mode)
    p = []
    s = _sizes(ctx, t)
    _expect(s.get("payloads") == 140, p, "byte[] payloads pointed from leaves: %r" % s)
    if p:
        return False, "; ".join(p)
    big = s["holder"] + s["a100"] + 100 * (s["leaf"] + s["payload"])
    small = s["holder"] + s["a40"] + 40 * (s["leaf"] + s["payload"])
    rc, out, err = _tool(ctx, "dominators", t, "--format", "csv", "--top", "100000")
    rows = _csv(out)
    _expect(rc == 0 and rows, p, "dominators: exit %r %s" % (rc, err))
    holders = sorted(int(r["retained_bytes"]) for r in rows if r["type"] == "AnalysisGraph$GraphHolder")
    _expect(holders == [small, big], p, "holders retain %r, expected %r" % (holders, [small, big]))
    objs = sorted(int(r["retained_objects"]) for r in rows if r["type"] == "AnalysisGraph$GraphHolder")
    _expect(objs == [82, 202], p, "holders retain %r objects, expected [82, 202]" % objs)
    shared = [r for r in rows if r["type"] == "AnalysisGraph$GraphShared"]
    _expect(len(shared) == 1 and shared[0]["dominator"] == "roots" and
            int(shared[0]["retained_bytes"]) == s["shared"] + s["data"], p, "shared: %r" % shared)
    leaves = [r for r in rows if r["type"] == "AnalysisGraph$GraphLeaf"]
    _expect(len(leaves) == 140 and all(int(r["retained_bytes"]) == s["leaf"] + s["payload"] for r in leaves), p,
            "leaves: %r" % leaves[:2])
    # groups: both holders together also retain what they share
    rc, out, err = _tool(ctx, "retained", t, "--where", 'type~"AnalysisGraph$Graph*"', "--format", "csv")
    got = {r["type"]: (int(r["retained_objects"]), int(r["retained_bytes"])) for r in _csv(out)}
    want = {"AnalysisGraph$GraphHolder": (286, big + small + s["shared"] + s["data"]),
            "AnalysisGraph$GraphShared": (2, s["shared"] + s["data"]),
            "AnalysisGraph$GraphLeaf[]": (282, s["a100"] + s["a40"] + 140 * (s["leaf"] + s["payload"])),
            "AnalysisGraph$GraphLeaf": (280, 140 * (s["leaf"] + s["payload"]))}
    _expect(got == want, p, "retained per type %r, expected %r" % (got, want))
    rc, out, err = _tool(ctx, "dominators", t, "--top", "3")
    _expect(rc == 0 and "dominator tree of" in out and "AnalysisGraph$GraphHolder" in out and "(the roots)" in out,
            p, "table: %r" % out[:600])
    # after a major GC every live object is reachable from the recorded roots
    _expect("(major, System.gc()" in out and "; 0 unreachable;" in out, p, "unreachable objects: %r" % out[:300])
    return not p, "; ".join(p)


def _paths(ctx):
    t = _trace(ctx, "AnalysisGraph")
    p = []
    rc, out, err = _tool(ctx, "path", t, "--to", 'type=="AnalysisGraph$GraphLeaf"')
    lines = out.split("\n")
    _expect(rc == 0 and "140 matching objects; the nearest is 2 references from a root" in lines[0], p,
            "path head: %r %s" % (lines[:1], err))
    _expect(len(lines) >= 5 and lines[1].startswith("root: ") and "AnalysisGraph$GraphHolder @0x" in lines[2] and
            "-> ref 0 -> AnalysisGraph$GraphLeaf[] @0x" in lines[3] and "-> AnalysisGraph$GraphLeaf @0x" in lines[4] and
            "AnalysisGraph$GraphHolder.<init>(I)V" in lines[4], p, "path: %r" % lines[:6])
    _expect("static field of AnalysisGraph" in lines[1] or "stack of thread" in lines[1], p, "root %r" % lines[1:2])
    rc, out, err = _tool(ctx, "path", t, "--to", 'type=="AnalysisGraph$GraphShared"')
    _expect(rc == 0 and "the nearest is 1 references from a root" in out and "-> ref 1 -> AnalysisGraph$GraphShared" in out,
            p, "path to shared: %r" % out[:500])
    rc, out, err = _tool(ctx, "path", t, "--to", 'type=="NoSuchType"')
    _expect(rc == 0 and "0 matching objects" in out, p, "no match: %r" % out)
    return not p, "; ".join(p)


def _classifiers(ctx):
    t = _trace(ctx, "AnalysisGraph")
    p = []
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "pointed-from,type", "--format", "csv",
                         "--where", 'type~"AnalysisGraph*"')
    rows = {(r["pointed-from"], r["type"]): int(r["objects"]) for r in _csv(out)}
    _expect(rows.get(("AnalysisGraph$GraphLeaf[]", "AnalysisGraph$GraphLeaf")) == 140, p, "leaves: %r" % rows)
    _expect(rows.get(("AnalysisGraph$GraphHolder", "AnalysisGraph$GraphLeaf[]")) == 2, p, "arrays: %r" % rows)
    _expect(rows.get(("AnalysisGraph$GraphHolder", "AnalysisGraph$GraphShared")) == 1, p, "shared: %r" % rows)
    holders = [k for k in rows if k[1] == "AnalysisGraph$GraphHolder"]
    _expect(len(holders) >= 1 and all("root" in k[0] for k in holders) and
            sum(rows[k] for k in holders) == 2, p, "holders: %r" % holders)
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "points-to", "--format", "csv",
                         "--where", 'type=="AnalysisGraph$GraphHolder"')
    rows = _csv(out)
    _expect([(r["points-to"], r["objects"]) for r in rows] ==
            [("AnalysisGraph$GraphLeaf[], AnalysisGraph$GraphShared", "2")], p, "points-to: %r" % rows)
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "pointed-from-site", "--format", "csv",
                         "--where", 'type=="byte[]" && size<=64')
    rows = {r["pointed-from-site"]: int(r["objects"]) for r in _csv(out)}
    _expect(rows.get("AnalysisGraph$GraphHolder.<init>(I)V bci 24") == 140, p, "pointed-from-site: %r" % rows)
    # --where on the reference sets: any element matches (!~: none does); the class library's
    # objects (System.out's buffers point to byte[]s too) are left out
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--format", "csv", "--group-by", "type",
                         "--where", 'pointed_from=="root static" && type~"AnalysisGraph*"')
    _expect([(r["type"], r["objects"]) for r in _csv(out)] == [("AnalysisGraph$GraphHolder", "1")], p,
            "--where pointed_from: %r %s" % (out, err))
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--format", "csv", "--group-by", "type",
                         "--where", '(points_to~"byte*" || pointed_from_site~"AnalysisGraph.main*") && !(type~"java.*")')
    got = sorted((r["type"], r["objects"]) for r in _csv(out))
    _expect(got == [("AnalysisGraph$GraphLeaf", "140"), ("AnalysisGraph$GraphLeaf[]", "2"),
                    ("AnalysisGraph$GraphShared", "1"), ("long[]", "1")], p, "--where points_to: %r" % got)
    # a derived key over a reference set keeps the pointers too (commands skip them otherwise)
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--format", "csv", "--key", 'leafy=pointed_from~"*Leaf[]"',
                         "--group-by", "leafy", "--where", 'type~"AnalysisGraph*"')
    got = sorted((r["leafy"], r["objects"]) for r in _csv(out))
    _expect(("leafy", "140") in got, p, "--key over pointed_from: %r %s" % (got, err))
    # without pointers: the value says so
    rc, out, err = _tool(ctx, "heap", _trace(ctx, "AnalysisGraph", ""), "--gc", "last", "--group-by", "pointed-from",
                         "--format", "csv", "--where", 'type=="AnalysisGraph$GraphLeaf"')
    _expect(rc == 0 and _csv(out) and _csv(out)[0]["pointed-from"] == "(unknown: no pointers)", p, "plain: %r" % out)
    return not p, "; ".join(p)


VISUALVM_HEAP_JAR = "/usr/share/visualvm/visualvm/modules/org-graalvm-visualvm-lib-jfluid-heap.jar"


def _visualvm(ctx):
    """VisualVM's own heap library (Debian's visualvm, installed by setup.sh) opens the dump of
    AnalysisGraph: its totals equal minivm-trace's, and the retained sizes it computes for its
    biggest objects equal minivm-trace's dominator tree's, both once VisualVM's sizing of
    reference arrays is taken into account (below)."""
    if not os.path.exists(VISUALVM_HEAP_JAR):
        return False, "%s is missing (setup.sh installs Debian's visualvm)" % VISUALVM_HEAP_JAR
    t = _trace(ctx, "AnalysisGraph")
    p = []
    with tempfile.TemporaryDirectory(prefix="minivm-visualvm-") as d:
        javac = os.environ.get("JAVAC", "javac")
        src = os.path.join(ctx.root, "tests", "hprof", "VisualVmHeap.java")
        c = subprocess.run([javac, "-cp", VISUALVM_HEAP_JAR, "-d", d, src], capture_output=True)
        if c.returncode != 0:
            return False, "javac: " + c.stderr.decode()[-500:]
        dump = os.path.join(d, "g.hprof")
        rc, out, err = _tool(ctx, "hprof", t, "-o", dump)
        if rc != 0:
            return False, "hprof: %s" % err
        m = re.search(r": (\d+) objects", out)
        rc, dom, err = _tool(ctx, "dominators", t, "--top", "1000", "--format", "csv")
        rows = _csv(dom)
        # VisualVM derives the reference size from java.lang.Object's instance size (8, our
        # one-word header) minus the id size (8): 0. It sizes a reference array of n elements
        # as 16 bytes, where ours take 16 + 8n, and gets every other size from the dump. The
        # comparison takes that off ours: 8n per reference array in each dominated set.
        prims = {"boolean[]", "byte[]", "char[]", "short[]", "int[]", "long[]", "float[]", "double[]"}
        unseen = {int(r["address"], 16): (int(r["shallow_bytes"]) - 16 if r["type"].endswith("[]") and r["type"] not in prims
                                          else 0) for r in rows}
        children = {}
        for r in rows:
            if r["dominator"] != "roots":
                children.setdefault(int(r["dominator"], 16), []).append(int(r["address"], 16))

        def unseen_below(a):
            return unseen[a] + sum(unseen_below(c) for c in children.get(a, []))
        ours = {int(r["address"], 16): int(r["retained_bytes"]) - unseen_below(int(r["address"], 16)) for r in rows}
        rc2, total, _ = _tool(ctx, "dominators", t, "--top", "1")
        mb = re.search(r"(\d+) bytes;", total)
        if mb:
            mb = str(int(mb.group(1)) - sum(unseen.values()))
        rc, vout, verr = ctx.run(["java", "-Djava.awt.headless=true", "-cp", VISUALVM_HEAP_JAR + os.pathsep + d,
                                  "VisualVmHeap", dump, "12"], timeout=300)
        vout = vout.decode("utf-8", "replace")
        if rc != 0:
            return False, "VisualVM's heap library failed (exit %s): %s" % (rc, verr.decode("utf-8", "replace")[-800:])
        head = re.match(r"instances (\d+) bytes (\d+)", vout)
        _expect(head and m and head.group(1) == m.group(1), p, "instances: %r vs %r" % (vout[:80], out[:200]))
        _expect(head and mb and head.group(2) == mb, p, "bytes: %r vs %r (less %d)" % (vout[:80], total[:300], sum(unseen.values())))
        compared = 0
        for line in vout.splitlines():
            f = line.split()
            if f[:1] != ["retained"] or f[2] == "java.lang.Class":   # class objects: static holders
                continue
            addr, size = int(f[1], 16), int(f[3])
            _expect(ours.get(addr) == size, p, "retained size of %s @%x: VisualVM %d, minivm-trace %r"
                    % (f[2], addr, size, ours.get(addr)))
            compared += 1
        _expect(compared >= 4, p, "only %d objects compared:\n%s" % (compared, vout[-600:]))
    return not p, "; ".join(p)


def _hprof(ctx):
    t = _trace(ctx, "AnalysisGraph")
    chk = _checker(ctx)
    p = []
    with tempfile.TemporaryDirectory(prefix="minivm-hprof-") as d:
        out_file = os.path.join(d, "g.hprof")
        rc, out, err = _tool(ctx, "hprof", t, "-o", out_file)
        if rc != 0:
            return False, "exit %r: %s" % (rc, err)
        try:
            h = chk.check(out_file)
        except chk.HprofError as e:
            return False, "checker: %s" % e
        rc, hout, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "", "--format", "csv")
        live = int(_csv(hout)[0]["objects"])
        _expect(len(h.objects) == live and "%d objects" % live in out, p,
                "%d objects dumped, %d live: %r" % (len(h.objects), live, out))
        by_class = {}
        for oid, (kind, cls, n, refs) in h.objects.items():
            name = h.class_name(cls) if kind != "primitive array" else "[prim %d" % cls
            by_class.setdefault(name, []).append((oid, kind, n, refs))
        holders = by_class.get("AnalysisGraph$GraphHolder", [])
        _expect(len(holders) == 2 and all(len([r for r in refs if r]) == 2 for _, _, _, refs in holders), p,
                "holders: %r" % holders)
        arrays = by_class.get("[LAnalysisGraph$GraphLeaf;", [])
        _expect(sorted(n for _, _, n, _ in arrays) == [40, 100], p, "leaf arrays: %r" % [(k, n) for _, k, n, _ in arrays])
        leaf_ids = {oid for oid, _, _, _ in by_class.get("AnalysisGraph$GraphLeaf", [])}
        _expect(len(leaf_ids) == 140 and all(set(refs) <= leaf_ids for _, _, _, refs in arrays), p,
                "the arrays' elements are not the leaves")
        payloads = [o for o in by_class.get("[prim 8", []) if o[2] == 16]
        _expect(len(payloads) >= 140, p, "byte[16] payloads: %d" % len(payloads))
        _expect(any(r[0] == 0x03 for r in h.roots) or any(
            s for c in h.classes.values() for s in c["statics"]), p, "no stack or static roots")
        # the checker accepts a dump written by HotSpot (leniently: HotSpot leaves a few
        # references to archived objects out)
        java = os.environ.get("JAVA", "java")
        src = os.path.join(d, "HprofHotSpotDump.java")
        with open(src, "w") as f:
            f.write("import com.sun.management.HotSpotDiagnosticMXBean;\n"
                    "import java.lang.management.ManagementFactory;\n"
                    "public class HprofHotSpotDump {\n"
                    "    static Object[] keep = new Object[50];\n"
                    "    public static void main(String[] a) throws Exception {\n"
                    "        for (int i = 0; i < keep.length; i++) keep[i] = new int[i];\n"
                    "        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(a[0], true);\n"
                    "    }\n}\n")
        hs = os.path.join(d, "hs.hprof")
        rc, out, err = ctx.run([java, src, hs], timeout=120)
        if rc != 0:
            p.append("HotSpot dump failed: %r" % err[-300:])
        else:
            try:
                hh = chk.check(hs, strict=False)
                _expect(len(hh.objects) > 1000 and len(hh.classes) > 100 and hh.dangling < len(hh.objects) // 20, p,
                        "HotSpot dump: %d objects, %d classes, %d dangling" % (len(hh.objects), len(hh.classes), hh.dangling))
            except chk.HprofError as e:
                p.append("the checker rejects HotSpot's dump: %s" % e)
    return not p, "; ".join(p)


def _leak_chain(ctx):
    p = []
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisLeak"), "--chains")
    _expect(rc == 0, p, "exit %r: %s" % (rc, err))
    block = out.split("\n2. ")[0]
    _expect("kept alive (after GC 79) by:" in block and "root: " in block and "java.util.ArrayList @0x" in block and
            "AnalysisLeak$LeakEntry @0x" in block, p, "no chain for the first suspect: %r" % block[-900:])
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisLeak", ""))
    _expect(rc == 0 and "kept alive" not in out and "AnalysisLeak$LeakEntry" in out, p, "plain leaks: %r" % out[:300])
    # without --chains the pointers are not kept: no chain, a hint
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisLeak"))
    _expect(rc == 0 and "kept alive" not in out and "--chains shows" in out, p, "leaks without --chains: %r" % out[-300:])
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisLeak", ""), "--chains")
    _expect(rc == 0 and "kept alive" not in out and "needs a trace recorded with -Xtrace:pointers" in err, p,
            "--chains without pointers: %r %r" % (out[-200:], err))
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisLeak"), "--chains=1")
    _expect(rc == 2 and "takes no value" in err, p, "--chains=1: %r %r" % (rc, err))
    return not p, "; ".join(p)


class _Tags(html.parser.HTMLParser):
    VOID = ("meta", "br", "rect", "line", "polyline", "img", "hr", "input", "link")

    def __init__(self):
        super().__init__()
        self.stack, self.errors = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(tag)
        else:
            self.stack.pop()


def _report(ctx):
    t = _trace(ctx, "AnalysisGraph")
    with tempfile.TemporaryDirectory(prefix="minivm-report-") as d:
        out_html = os.path.join(d, "r.html")
        rc, out, err = _tool(ctx, "report", t, "--html", out_html)
        if rc != 0 or "Dominators after GC" in open(out_html, encoding="utf-8").read():
            return False, "without --dominators: exit %r: %s" % (rc, err)
        rc, out, err = _tool(ctx, "report", t, "--html", out_html, "--dominators")
        if rc != 0:
            return False, "exit %r: %s" % (rc, err)
        text = open(out_html, encoding="utf-8").read()
    h = _Tags()
    h.feed(text)
    sec = text.split("Dominators after GC")[1:]
    ok = (not h.errors and not h.stack and sec and "AnalysisGraph$GraphHolder" in sec[0].split("<h2>")[0] and
          "&lt;init&gt;" in sec[0].split("<h2>")[0] and "<init>" not in text)
    return ok, "errors %r, dominators section %r" % (h.errors[:3], sec[0][:300] if sec else None)


def _errors(ctx):
    plain = _trace(ctx, "AnalysisGraph", "")
    t = _trace(ctx, "AnalysisGraph")
    p = []
    for args, code, msg in ((["dominators", plain], 2, "no pointers"), (["retained", plain], 2, "no pointers"),
                            (["path", t], 2, "--to EXPR is required"), (["path", t, "--to", "x=="], 2, "bad expression"),
                            (["hprof", t], 2, "-o OUT.hprof is required"),
                            (["hprof", t, "-o", "/nonexistent/x.hprof"], 2, "cannot write"),
                            (["dominators", t, "--gc", "99"], 2, "no completed GC 99"),
                            (["dominators", t, "--format", "json"], 2, "bad --format"),
                            (["dominators", t, "--time", "3"], 2, "unknown option")):
        rc, out, err = _tool(ctx, *args)
        if rc != code or msg not in err or len(err.strip().split("\n")) != 1:
            p.append("%s: exit %r, %r" % (" ".join(args[:1] + args[2:]), rc, err[:200]))
    # truncated traces: every command ends cleanly
    with tempfile.TemporaryDirectory(prefix="minivm-cut-") as d:
        cut = os.path.join(d, "t")
        shutil.copytree(t, cut)
        data = open(os.path.join(t, "events"), "rb").read()
        for size in (0, 10, len(data) // 3, len(data) // 2, len(data) - 7):
            with open(os.path.join(cut, "events"), "wb") as f:
                f.write(data[:size])
            for args in (["dominators", cut], ["retained", cut], ["path", cut, "--to", 'type~"*"'],
                         ["hprof", cut, "-o", os.path.join(d, "h.hprof")],
                         ["heap", cut, "--group-by", "pointed-from,points-to"]):
                rc, out, err = _tool(ctx, *args)
                if rc is None or rc < 0 or rc > 2 or (rc != 0 and len(err.strip().split("\n")) != 1):
                    p.append("%s cut at %d: exit %r, %r" % (args[0], size, rc, err[:200]))
    return not p, "; ".join(p)


def extra_tests(ctx):
    return [
        ("graph/dominators", lambda: _dominators(ctx)),
        ("graph/dominators-dirty", lambda: _dominators(ctx, "pointers=dirty")),
        ("graph/paths", lambda: _paths(ctx)),
        ("graph/classifiers", lambda: _classifiers(ctx)),
        ("graph/hprof", lambda: _hprof(ctx)),
        ("graph/visualvm", lambda: _visualvm(ctx)),
        ("graph/leak-chain", lambda: _leak_chain(ctx)),
        ("graph/report", lambda: _report(ctx)),
        ("graph/errors", lambda: _errors(ctx)),
    ]

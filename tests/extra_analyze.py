"""Extra tests of minivm-trace's analysis commands (docs/analysis-guide.md): the programs of
tests/analysis/ are traced once, and heap, diff, leaks, timeline and report must give their
known numbers; bad input must give a one-line error and exit code 1 or 2."""
import html.parser
import json
import os
import shutil
import subprocess
import tempfile
import threading

_lock = threading.Lock()
_traces = {}


def _classes(ctx):
    src = os.path.join(ctx.root, "tests", "analysis")
    return ctx.compile_java("analysis-classes", sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".java")))


def _trace(ctx, cls, flags=()):
    """The trace directory of a tests/analysis program (recorded once per run)."""
    key = (cls, tuple(flags))
    with _lock:
        if key in _traces:
            return _traces[key]
        classes = _classes(ctx)
        tdir = os.path.join(ctx.build, "tests", "analysis-traces", cls + "".join(f.replace("-", "_") for f in flags))
        shutil.rmtree(tdir, ignore_errors=True)
        os.makedirs(os.path.dirname(tdir), exist_ok=True)
        rc, out, err = ctx.run([ctx.vm] + list(flags) + ["-Xtrace:file=%s" % tdir, "-cp", classes, cls], timeout=300)
        if rc != 0:
            raise RuntimeError("%s exited with %r: %r" % (cls, rc, err[-300:]))
        _traces[key] = tdir
        return tdir


def _tool(ctx, *args):
    return ctx.trace_tool(*args)


def _csv_rows(text):
    lines = text.strip().split("\n")
    head = lines[0].split(",")
    return [dict(zip(head, l.split(","))) for l in lines[1:]]


def _find(rows, **want):
    return [r for r in rows if all(r.get(k) == v for k, v in want.items())]


def _expect(cond, problems, msg):
    if not cond:
        problems.append(msg)


def _heap_keep(ctx):
    """AnalysisKeep: 10000 Items allocated at one site, 2500 kept, at GC 1 (the first major)."""
    t = _trace(ctx, "AnalysisKeep")
    rc, out, err = _tool(ctx, "heap", t, "--gc", "1", "--group-by", "type,site", "--format", "csv")
    if rc != 0:
        return False, "exit %r: %s" % (rc, err)
    rows = _csv_rows(out)
    p = []
    items = _find(rows, type="AnalysisKeep$Item")
    _expect(len(items) == 1 and items[0]["objects"] == "2500" and items[0]["site"].startswith("AnalysisKeep.main("),
            p, "Items at GC 1: %r" % items)
    arr = _find(rows, type="AnalysisKeep$Item[]")
    _expect(len(arr) == 1 and arr[0]["objects"] == "1", p, "Item[] at GC 1: %r" % arr)
    _expect(not _find(rows, type="AnalysisKeep$Temp"), p, "Temps before they exist")
    # the last GC: half the Items, the Born objects; --where and the table/json forms agree
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--where", 'type~"AnalysisKeep*"', "--format", "json")
    tree = json.loads(out)
    kids = {k["label"]: k["objects"] for k in tree.get("children", [])}
    _expect(kids == {"AnalysisKeep$Item": 1250, "AnalysisKeep$Item[]": 1, "AnalysisKeep$Born": 300,
                     "AnalysisKeep$Born[]": 1}, p, "json at the last GC: %r" % kids)
    _expect(tree["objects"] == 1552, p, "root count %r" % tree["objects"])
    rc, out, err = _tool(ctx, "heap", t, "--gc", "last", "--group-by", "kind,type", "--where", 'type~"AnalysisKeep*"')
    _expect(rc == 0 and "heap of %s after GC 3" % t in out and "small array" in out and "1552 objects" in out,
            p, "table: %r" % out[:400])
    # at a time: before GC 0 every Item of phase 1 is live (the interpolation ends at the GC start)
    rc, out, err = _tool(ctx, "timeline", t, "--format", "json")
    gc0 = json.loads(out)["gcs"][0]
    rc, out, err = _tool(ctx, "heap", t, "--time", "%.3f" % gc0["start_ms"], "--format", "csv",
                         "--where", 'type=="AnalysisKeep$Item"')
    rows = _csv_rows(out)
    _expect(rc == 0 and rows and rows[0]["objects"] == "10000", p, "--time at GC 0's start: %r %r" % (rows, err))
    return not p, "; ".join(p)


def _diff_keep(ctx):
    """AnalysisKeep between the two System.gc() major GCs: kept, born, died, temporary exactly."""
    t = _trace(ctx, "AnalysisKeep")
    rc, out, err = _tool(ctx, "diff", t, "--from", "1", "--to", "3", "--format", "csv")
    if rc != 0:
        return False, "exit %r: %s" % (rc, err)
    rows = {r["type"]: r for r in _csv_rows(out)}
    p = []
    want = {"AnalysisKeep$Item": ("1250", "0", "1250", "0"), "AnalysisKeep$Temp": ("0", "0", "0", "5000"),
            "AnalysisKeep$Born": ("0", "300", "0", "0"), "AnalysisKeep$Born[]": ("0", "1", "0", "0"),
            "AnalysisKeep$Item[]": ("1", "0", "0", "0")}
    for ty, (kept, born, died, temp) in want.items():
        r = rows.get(ty)
        got = r and (r["kept"], r["born"], r["died"], r["temp"])
        _expect(got == (kept, born, died, temp), p, "%s: %r, expected %r" % (ty, got, (kept, born, died, temp)))
    item = rows.get("AnalysisKeep$Item")
    _expect(item and int(item["died_bytes"]) == 1250 * int(item["kept_bytes"]) // 1250, p, "Item bytes %r" % item)
    return not p, "; ".join(p)


def _leaks(ctx):
    """AnalysisLeak: LeakEntry (and its int[] payload) grow; the Steady ring does not."""
    t = _trace(ctx, "AnalysisLeak")
    rc, out, err = _tool(ctx, "leaks", t)
    p = []
    _expect(rc == 0, p, "exit %r: %s" % (rc, err))
    suspects = [l for l in out.split("\n") if l[:1].isdigit()]
    names = " ".join(suspects)
    _expect("AnalysisLeak$LeakEntry / AnalysisLeak.remember(I)V" in names, p, "no LeakEntry suspect: %r" % out[:800])
    _expect("int[] / AnalysisLeak$LeakEntry.<init>(I)V" in names, p, "no int[] payload suspect")
    _expect("Steady" not in out, p, "Steady reported: %r" % out[:800])
    _expect("20000 objects at GC 79" in out, p, "LeakEntry count at the last GC")
    # the steady program has no suspects among its own types
    rc, out, err = _tool(ctx, "leaks", _trace(ctx, "AnalysisGcTimes"), "--where", 'type~"AnalysisGcTimes*"')
    _expect(rc == 0 and ("no group grows" in out or "too few GCs" in out), p, "GcTimes: %r" % out[:500])
    return not p, "; ".join(p)


def _timeline(ctx):
    t = _trace(ctx, "AnalysisKeep")
    p = []
    rc, out, err = _tool(ctx, "timeline", t, "--format", "chrome")
    try:
        doc = json.loads(out)
    except ValueError as e:
        return False, "chrome JSON does not parse: %s" % e
    pauses = [e for e in doc["traceEvents"] if e.get("ph") == "X" and e.get("cat") == "gc"]
    _expect([e["name"] for e in pauses] == ["GC 0 (minor)", "GC 1 (major)", "GC 2 (minor)", "GC 3 (major)"], p,
            "pauses %r" % [e["name"] for e in pauses])
    _expect(all(e["dur"] >= 0 and e["args"]["cause"] == "System.gc()" for e in pauses), p, "pause fields")
    counters = [e for e in doc["traceEvents"] if e.get("ph") == "C"]
    _expect(len(counters) == 9, p, "%d counter samples, expected 9 (before and after 4 GCs, and the end)" % len(counters))
    rc, out, err = _tool(ctx, "timeline", t)
    rows = _csv_rows(out)
    _expect(len(rows) == 9 and rows[-1]["event"] == "end", p, "csv rows %r" % rows[-1:])
    after0 = [r for r in rows if r["event"] == "gc-end" and r["gc"] == "0"]
    _expect(after0 and after0[0]["eden_bytes"] == "0", p, "eden after a scavenge %r" % after0)
    return not p, "; ".join(p)


class _Html(html.parser.HTMLParser):
    VOID = {"meta", "br", "rect", "line", "polyline", "img", "hr", "input", "link"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.tags, self.external = [], [], {}, []

    def handle_starttag(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1
        for k, v in attrs:
            if k in ("src", "href") and v and not v.startswith("#"):
                self.external.append(v)
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append("</%s> closes %r" % (tag, self.stack[-1:]))
        else:
            self.stack.pop()


def _report(ctx):
    """report --html: well-formed, self-contained, with its charts; renders in headless Chromium."""
    t = _trace(ctx, "AnalysisLeak")
    p = []
    with tempfile.TemporaryDirectory(prefix="minivm-report-") as d:
        out_html = os.path.join(d, "report.html")
        rc, out, err = _tool(ctx, "report", t, "--html", out_html)
        if rc != 0:
            return False, "exit %r: %s" % (rc, err)
        text = open(out_html, encoding="utf-8").read()
        h = _Html()
        h.feed(text)
        h.close()
        _expect(not h.errors and not h.stack, p, "not well-formed: %r, open %r" % (h.errors[:3], h.stack))
        _expect(h.tags.get("svg", 0) == 5, p, "%r svg charts, expected 5" % h.tags.get("svg"))
        _expect(h.tags.get("polyline", 0) >= 3, p, "no chart lines")
        _expect(h.tags.get("rect", 0) >= 80, p, "too few bars: %r" % h.tags.get("rect"))
        _expect(not h.external and "<script" not in text, p, "external resources or scripts: %r" % h.external[:3])
        for part in ("Leak suspects", "AnalysisLeak$LeakEntry", "Diff from GC 39 to GC 79", "Heap after GC 79"):
            _expect(part in text, p, "lacks %r" % part)
        _expect("<init>" not in text and "&lt;init&gt;" in text, p, "a trace name is not escaped")
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            p.append("chromium is not installed (./setup.sh installs it)")
        else:
            shot = os.path.join(d, "shot.png")
            rc, out, err = ctx.run([chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                    "--user-data-dir=" + os.path.join(d, "profile"), "--enable-logging=stderr", "--v=0",
                                    "--window-size=1200,1600", "--screenshot=" + shot, "file://" + out_html],
                                   timeout=120)
            errtext = err.decode("utf-8", "replace")
            console = [l for l in errtext.split("\n") if "CONSOLE" in l and ("Error" in l or "error" in l)]
            _expect(not console, p, "console errors: %r" % console[:3])
            _expect(os.path.exists(shot) and os.path.getsize(shot) > 20000, p,
                    "no screenshot (exit %r): %r" % (rc, errtext[-300:]))
    return not p, "; ".join(p)


def _plugin(ctx):
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        return False, "no C compiler"
    t = _trace(ctx, "AnalysisKeep")
    with tempfile.TemporaryDirectory(prefix="minivm-plugin-") as d:
        so = os.path.join(d, "size_plugin.so")
        subprocess.run([cc, "-shared", "-fPIC", "-I", os.path.join(ctx.root, "tracing"),
                        os.path.join(ctx.root, "tests", "analysis", "size_plugin.c"), "-o", so], check=True)
        rc, out, err = _tool(ctx, "heap", t, "--gc", "1", "--plugin", so, "--group-by", "bucket,type", "--format", "csv",
                             "--where", 'type~"AnalysisKeep*"')
        rows = _csv_rows(out)
        got = sorted((r["bucket"], r["type"], r["objects"]) for r in rows)
        want = [("large", "AnalysisKeep$Item[]", "1"), ("small", "AnalysisKeep$Item", "2500")]
        return got == want, "rows %r (exit %r %s)" % (got, rc, err)


def _bad_input(ctx):
    """Bad arguments and damaged traces: a one-line error, exit 1 or 2, never a crash."""
    t = _trace(ctx, "AnalysisKeep")
    p = []
    cases = [
        (["heap", t, "--gc", "x"], 2, "bad GC number"),
        (["heap", t, "--gc", "99"], 2, "no completed GC 99"),
        (["heap", t, "--gc", "-1"], 2, "bad GC number"),
        (["heap", t, "--bogus"], 2, "unknown option"),
        (["heap", t, "--time", "abc"], 2, "bad time"),
        (["heap", t, "--time", "99999999"], 2, "after the end"),
        (["heap", t, "--group-by", "type,colour"], 2, "unknown group key 'colour'"),
        (["heap", t, "--where", "age>>2"], 2, "bad expression"),
        (["heap", t, "--format", "xml"], 2, "bad --format"),
        (["heap", t, "--top", "0"], 2, "bad --top"),
        (["heap", t, "--gc", "1", "--time", "3"], 2, "exclude"),
        (["heap", "/nonexistent/trace"], 1, "/nonexistent/trace"),
        (["heap"], 2, "no trace directory"),
        (["diff", t, "--from", "3", "--to", "1"], 2, "must come after"),
        (["diff", t], 2, "--from GC is required"),
        (["timeline", t, "--format", "svg"], 2, "bad --format"),
        (["report", t], 2, "--html"),
        (["report", t, "--html", "/nonexistent/dir/x.html"], 2, "cannot write"),
        (["heap", t, "--plugin", "/nonexistent.so"], 2, "cannot load plugin"),
        (["frobnicate", t], 2, "Usage"),
    ]
    for args, code, msg in cases:
        rc, out, err = _tool(ctx, *args)
        lines = err.strip().split("\n")
        if rc != code or msg not in err or (code != 2 or args[0] != "frobnicate") and len(lines) != 1:
            p.append("%s: exit %r, stderr %r" % (" ".join(args[:1] + args[2:]), rc, err[:200]))
    rc, out, err = _tool(ctx, "--help")
    _expect(rc == 0 and "heap TRACE" in out and "--group-by" in out, p, "--help")
    # truncated traces: every command ends cleanly
    with tempfile.TemporaryDirectory(prefix="minivm-cut-") as d:
        cut = os.path.join(d, "t")
        shutil.copytree(t, cut)
        data = open(os.path.join(t, "events"), "rb").read()
        for size in (0, 10, len(data) // 3, len(data) - 7):
            with open(os.path.join(cut, "events"), "wb") as f:
                f.write(data[:size])
            for args in (["summary", cut], ["heap", cut], ["diff", cut, "--from", "0"], ["leaks", cut],
                         ["timeline", cut, "--format", "chrome"], ["report", cut, "--html", os.path.join(d, "r.html")]):
                rc, out, err = _tool(ctx, *args)
                if rc is None or rc < 0 or rc > 2 or (rc != 0 and len(err.strip().split("\n")) != 1):
                    p.append("%s cut at %d: exit %r, %r" % (args[0], size, rc, err[:200]))
    return not p, "; ".join(p)


def extra_tests(ctx):
    return [
        ("analyze/heap-keep", lambda: _heap_keep(ctx)),
        ("analyze/diff-keep", lambda: _diff_keep(ctx)),
        ("analyze/leaks", lambda: _leaks(ctx)),
        ("analyze/timeline", lambda: _timeline(ctx)),
        ("analyze/report-html", lambda: _report(ctx)),
        ("analyze/plugin", lambda: _plugin(ctx)),
        ("analyze/bad-input", lambda: _bad_input(ctx)),
    ]

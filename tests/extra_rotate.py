"""Extra tests of trace rotation and compression (-Xtrace:rotate=,deviation=,keepsites,
compress=; docs/tracing.md "Rotation" and "Compression"): the on-disk cap (sampled while the VM
runs and checked at the end), the ring (files reused, sequence indexes increasing), minivm-trace
verify from the oldest remaining file for every collector plan (with and without GC stress),
emergency GCs only when no GC comes in time, keepsites, and compressed traces.
"""
import os
import re
import struct
import subprocess
import tempfile
import threading
import time

PROGRAMS = {
    # Short-lived temporaries, a sliding window of medium-lived objects, a few long-lived
    # ones; a class with its own hashCode (keepsites skips it) and classes without.
    "RotateChurn": """
public class RotateChurn {
    static final class Node {
        Node next;
        int[] data;
        int v;
        Node(Node next, int v) { this.next = next; this.v = v; this.data = new int[v & 7]; }
    }
    static final class Key {
        final int k;
        Key(int k) { this.k = k; }
        @Override public int hashCode() { return k * 31; }
        @Override public boolean equals(Object o) { return o instanceof Key && ((Key) o).k == k; }
    }
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Object[] window = new Object[3000];
        Node keep = null;
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < 4000; i++) {
                Node n = new Node(null, i + r);
                n.next = new Node(n, i);
                sum += n.next.v + n.data.length;
                int slot = (i * 7 + r) % window.length;
                if ((i & 3) == 0) window[slot] = (i & 4) == 0 ? new Key(i) : new Node(null, r);
            }
            if (r % 50 == 0) keep = new Node(keep, r);
            sum += new StringBuilder().append(r).append('x').toString().length();
        }
        int live = 0;
        for (Object o : window) if (o != null) live++;
        int chain = 0;
        for (Node n = keep; n != null; n = n.next) chain++;
        System.out.println("sum " + sum + " live " + live + " chain " + chain);
    }
}
""",
    # Short-lived arrays only: its sync points are tiny, so even the smallest ring holds them.
    "SmallChurn": """public class SmallChurn {
    static Object sink;
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0, n = Integer.parseInt(args[0]); i < n; i++) {
            int[] a = new int[4];
            a[0] = i;
            sink = a;
            sum += a[0];
        }
        System.out.println(sum);
    }
}
""",
}

EXPECTED = {  # HotSpot's output, per argument
    ("RotateChurn", "300"): b"sum 2403601090 live 3000 chain 6\n",
    ("RotateChurn", "150"): b"sum 1201800490 live 3000 chain 3\n",
    ("SmallChurn", "3000000"): b"4499998500000\n",
}

ROTATE = 4 << 20
DEVIATION = 0.25
HEAP = ["-Xmx16m", "-Xmn4m"]

_lock = threading.Lock()


def _classes(ctx):
    out = os.path.join(ctx.build, "tests", "rotate-classes")
    with _lock:
        if all(os.path.isfile(os.path.join(out, n + ".class")) for n in PROGRAMS):
            return out
        src = os.path.join(out, "src")
        os.makedirs(src, exist_ok=True)
        files = []
        for name, text in PROGRAMS.items():
            path = os.path.join(src, name + ".java")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            files.append(path)
        rc, _, err = ctx.run([os.environ.get("JAVAC", "javac"), "-d", out] + files, timeout=300)
        if rc != 0:
            raise RuntimeError("javac failed: %s" % err.decode("utf-8", "replace"))
    return out


def _tool(ctx, *args, timeout=900):
    return ctx.trace_tool(*args, timeout=timeout, merge=True)


def _budget_files(tdir):
    """(events ring files, bytes of events files and symbols) now."""
    names, total = [], 0
    for n in os.listdir(tdir):
        if re.fullmatch(r"events\.\d+", n) or n == "symbols":
            try:
                total += os.path.getsize(os.path.join(tdir, n))
            except OSError:
                continue   # deleted meanwhile
            if n != "symbols":
                names.append(n)
    return names, total


def _file_seq(path):
    """FILE_PART.seq of a ring file: after the header, the first frame's first record."""
    with open(path, "rb") as f:
        data = f.read(4096)
    words = struct.unpack("<%dI" % (len(data) // 4), data[: len(data) // 4 * 4])
    # magic, version, FILE_INFO (word 0 id 0x7F; body: pid, start_ns (2), vm STR, options STR)
    i = 2
    i += 1 + 1 + 2
    for _ in range(2):
        n = words[i]
        i += 1 + (n + 3) // 4
    # frame header (5 words), then FILE_PART: word 0 (id 0x7E, flags), seq, files, limit (2), deviation
    if words[i] != 0x4D415246 or (words[i + 5] >> 24) != 0x7E:
        raise ValueError("%s: no FILE_PART frame" % path)
    return words[i + 6]


def _run_sampled(ctx, cmd, tdir, timeout):
    """Runs cmd, sampling the budgeted bytes of tdir every few milliseconds."""
    samples = []
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out_chunks = []

    def reader():
        out_chunks.append(proc.communicate())
    th = threading.Thread(target=reader)
    th.start()
    deadline = time.time() + timeout
    while th.is_alive() and time.time() < deadline:
        if os.path.isdir(tdir):
            try:
                samples.append(_budget_files(tdir)[1])
            except OSError:
                pass
        time.sleep(0.005)
    if th.is_alive():
        proc.kill()
        th.join()
        return None, b"", b"timeout", samples
    th.join()
    out, err = out_chunks[0]
    return proc.returncode, out, err, samples


def _rotated_run(ctx, options, flags=(), args=("300",), timeout=600, rotate=ROTATE, deviation=DEVIATION,
                 heap=HEAP, check_ring=True, verify=True, program="RotateChurn"):
    """Runs RotateChurn rotated; checks output, cap, ring and verify. Returns (ok, detail, tdir
    report text) through a callback-friendly tuple."""
    cls = _classes(ctx)
    d = tempfile.mkdtemp(prefix="minivm-rotate-")
    tdir = os.path.join(d, "trace")
    spec = "-Xtrace:file=%s,rotate=%d,deviation=%g%s%s" % (tdir, rotate, deviation, ",verify" if verify else "",
                                                          options)
    cmd = [ctx.vm] + list(heap) + list(flags) + [spec, "-cp", cls, program] + list(args)
    rc, out, err, samples = _run_sampled(ctx, cmd, tdir, timeout)
    cap = int(rotate * (1 + deviation))
    if rc != 0 or out != EXPECTED[(program, args[0])]:
        return False, "rc %r stdout %r stderr %r" % (rc, out[:300], err[-500:]), d, ""
    names, total = _budget_files(tdir)
    worst = max(samples + [total])
    if worst > cap:
        return False, "the trace took %d bytes on disk (cap %d; %d samples)" % (worst, cap, len(samples)), d, ""
    n = -(-100 // int(deviation * 100)) if deviation * 100 == int(deviation * 100) else None
    if n is not None and len(names) > n:
        return False, "%d events files, the ring has %d" % (len(names), n), d, ""
    if check_ring:
        seqs = sorted(_file_seq(os.path.join(tdir, x)) for x in names)
        if seqs[0] == 0 or seqs != list(range(seqs[0], seqs[0] + len(seqs))):
            return False, "ring sequence indexes %r: expected consecutive indexes after rotations" % seqs, d, ""
    if b"events are lost" in err:
        return False, "frames were dropped: %r" % err[-300:], d, ""
    if verify:
        vrc, vtext = _tool(ctx, "verify", tdir)
        m = re.search(r"verify: OK: (\d+) GCs", vtext)
        if vrc != 0 or not m or int(m.group(1)) < 1:
            return False, "minivm-trace verify (exit %s):\n%s" % (vrc, vtext[-2000:]), d, ""
    rrc, rtext = _tool(ctx, "rotation", tdir)
    if rrc != 0:
        return False, "minivm-trace rotation (exit %s):\n%s" % (rrc, rtext[-2000:]), d, ""
    return True, "", d, rtext


def _cleanup(d):
    subprocess.run(["rm", "-rf", d])


def _test(ctx, options="", flags=(), expect=None, **kw):
    def fn():
        ok, detail, d, report = _rotated_run(ctx, options, flags, **kw)
        try:
            if not ok:
                return False, detail
            if expect:
                return expect(report)
            return True, ""
        finally:
            _cleanup(d)
    return fn


def _sync_counts(report):
    m = re.search(r"synchronization GCs: (\d+) \((\d+) emergency\).*?(\d+) objects restored \((\d+) with their site\)",
                  report)
    return tuple(int(x) for x in m.groups()) if m else None


def _no_emergency(report):
    c = _sync_counts(report)
    if not c or c[0] < 1 or c[1] != 0:
        return False, "expected sync GCs and no emergency GC:\n" + report[-1500:]
    return True, ""


def _emergency(report):
    c = _sync_counts(report)
    if not c or c[1] < 1 or " emergency:" not in report:
        return False, "expected emergency GCs:\n" + report[-1500:]
    return True, ""


def _sites_restored(report):
    c = _sync_counts(report)
    if not c or c[2] < 1 or c[3] < 1 or c[3] >= c[2]:
        # some restored objects are Keys (their class overrides hashCode: no site)
        return False, "keepsites: expected some, not all, restored objects with sites:\n" + report[-1500:]
    return True, ""


def _sites_unknown(report):
    c = _sync_counts(report)
    if not c or c[2] < 1 or c[3] != 0:
        return False, "without keepsites no restored object may have a site:\n" + report[-1500:]
    return True, ""


def _compressed(report):
    m = re.search(r"compressed frames: (\d+), (\d+) bytes stored for (\d+) bytes", report)
    if not m or int(m.group(1)) < 1 or int(m.group(2)) >= int(m.group(3)):
        return False, "expected compressed frames:\n" + report[-1500:]
    return True, ""


def _plans(ctx):
    return ctx.gc_plans()


def _bad_option(ctx, opt, first):
    def fn():
        rc, out, err = ctx.run([ctx.vm, opt, "-cp", _classes(ctx), "RotateChurn", "1"], timeout=60)
        lines = err.decode("utf-8", "replace").splitlines()
        if rc != 1 or len(lines) != 1 or not lines[0].startswith(first) or out:
            return False, "exit %r, stdout %r, stderr %r" % (rc, out[:200], err[:300])
        return True, ""
    return fn


def _compressed_unrotated(ctx, codec_opts):
    """A compressed trace without rotation: verify and the frames are compressed."""
    def fn():
        cls = _classes(ctx)
        with tempfile.TemporaryDirectory(prefix="minivm-compress-") as d:
            tdir = os.path.join(d, "trace")
            rc, out, err = ctx.run([ctx.vm] + HEAP + ["-Xtrace:file=%s,verify,%s" % (tdir, codec_opts), "-cp", cls,
                                                      "RotateChurn", "150"], timeout=600)
            if rc != 0 or out != EXPECTED[("RotateChurn", "150")]:
                return False, "rc %r stdout %r stderr %r" % (rc, out[:300], err[-500:])
            vrc, vtext = _tool(ctx, "verify", tdir)
            if vrc != 0 or "verify: OK" not in vtext:
                return False, "verify (exit %s):\n%s" % (vrc, vtext[-2000:])
            rrc, rtext = _tool(ctx, "rotation", tdir)
            if "partial" in codec_opts:
                return (rrc == 0), rtext[-1000:]
            return _compressed(rtext)
    return fn


def _promotion_failure(ctx, rotate, failed_sync):
    """GcPromotionFailure rotated: a failed minor sync GC is followed by a full sync GC that
    rebuilds the heap (failed_sync), or the trace is read whole from sequence 0."""
    def fn():
        if "GcPromotionFailure" not in {t.cls for t in ctx.java_tests}:
            return False, "tests/java/gc/GcPromotionFailure.java is missing"
        test = ctx.java_test("GcPromotionFailure")
        with tempfile.TemporaryDirectory(prefix="minivm-rotate-") as d:
            tdir = os.path.join(d, "trace")
            spec = "-Xtrace:file=%s,rotate=%s,deviation=0.25,verify" % (tdir, rotate)
            ok, detail = ctx.check_java_test(test, [spec], timeout=300)
            if not ok:
                return False, "rotated run: " + detail
            vrc, vtext = _tool(ctx, "verify", tdir)
            if vrc != 0 or "verify: OK" not in vtext:
                return False, "verify (exit %s):\n%s" % (vrc, vtext[-2000:])
            _, dump = _tool(ctx, "dump", tdir)
            failed_syncs = len(re.findall(r"GC_END major=0 .*flags=3 ", dump))
            _, rtext = _tool(ctx, "rotation", tdir)
            if failed_sync and (failed_syncs < 1 or "rebuilt 1 times" not in rtext):
                return False, "expected a failed minor sync GC and a rebuild (%d failed sync GCs):\n%s" % (
                    failed_syncs, rtext[-1500:])
            if not failed_sync and "sequence indexes 0.." not in rtext:
                return False, "expected the ring from sequence 0:\n" + rtext[-1500:]
            return True, ""
    return fn


def extra_tests(ctx):
    tests = [
        ("rotate/option-size", _bad_option(ctx, "-Xtrace:rotate=12Q", "minivm: -Xtrace: rotate= needs a size")),
        ("rotate/option-deviation", _bad_option(ctx, "-Xtrace:rotate=4M,deviation=0",
                                                "minivm: -Xtrace: deviation= needs a fraction")),
        ("rotate/option-keepsites", _bad_option(ctx, "-Xtrace:keepsites", "minivm: -Xtrace: keepsites needs rotate=")),
        ("rotate/option-codec", _bad_option(ctx, "-Xtrace:compress=lz4", "minivm: -Xtrace: compress= needs")),
    ]
    stress = "-XX:GCStressInterval=%d" % (50 if ctx.stress else 400)
    for plan in _plans(ctx):
        tests.append(("rotate/%s" % plan, _test(ctx, flags=["-Xgc:" + plan])))
        tests.append(("rotate/%s-stress" % plan, _test(ctx, flags=["-Xgc:" + plan, stress], args=("150",))))
    # Natural GCs come often enough with a 4 MB young generation: no emergency GC.
    tests.append(("rotate/no-emergency", _test(ctx, expect=_no_emergency)))
    # A 192 MB eden never fills before a 2 MB file does: emergency GCs make the sync points.
    # (At 1 MB a file's budget, about 320 KB, is less than a minor sync GC's report of the old
    # generation once the objects promoted since start-up fill it: the warned-of loss.)
    tests.append(("rotate/emergency", _test(ctx, heap=["-Xmx256m", "-Xmn240m"], rotate=2 << 20, expect=_emergency)))
    tests.append(("rotate/keepsites", _test(ctx, options=",keepsites", expect=_sites_restored)))
    tests.append(("rotate/no-keepsites", _test(ctx, expect=_sites_unknown)))
    tests.append(("rotate/promotion-failure", _promotion_failure(ctx, "4M", True)))
    tests.append(("rotate/whole-ring", _promotion_failure(ctx, "16M", False)))
    tests.append(("rotate/deviation-0.1", _test(ctx, deviation=0.1, rotate=8 << 20)))
    # The smallest size: frames must shrink with the files (7 KB each here), or a full
    # thread buffer never fits the ring and every frame is dropped.
    tests.append(("rotate/smallest", _test(ctx, rotate=64 << 10, deviation=0.1, program="SmallChurn",
                                            args=("3000000",))))
    for codec in ("zstd", "zlib"):
        tests.append(("rotate/compress-%s" % codec, _test(ctx, options=",compress=" + codec, expect=_compressed,
                                                          rotate=1 << 20)))
        tests.append(("compress/%s" % codec, _compressed_unrotated(ctx, "compress=" + codec)))
    tests.append(("compress/zstd-level", _compressed_unrotated(ctx, "compress=zstd,level=9")))
    tests.append(("compress/partial", _compressed_unrotated(ctx, "compress=zstd,partial=0.001")))
    return tests

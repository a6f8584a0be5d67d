"""Extra tests of pointer tracing (-Xtrace:pointers and pointers=dirty; docs/tracing.md
"Pointer tracing"): a sample of the differential Java programs traced with pointers for every
collector plan and both modes (some under GC stress, some with a small young generation so that
minor GCs meet old objects on clean and dirty cards), each matching HotSpot and passing
minivm-trace verify, which compares every live object's references and the roots with the VM's
own dump; a trace whose pointer record was edited must fail verify; option errors.
"""
import os
import re
import struct
import tempfile
import zlib

FRAME_MAGIC = 0x4D415246
SAMPLE = 4            # programs per plan and mode (every test with --stress)
MODES = ("pointers", "pointers=dirty")


def _plans(ctx):
    return ctx.gc_plans()


def _tool(ctx, *args, timeout=900):
    return ctx.trace_tool(*args, timeout=timeout, merge=True)


def _verified(ctx, tdir):
    rc, text = _tool(ctx, "verify", tdir)
    if rc != 0 or "verify: OK" not in text:
        return False, "minivm-trace verify (exit %s):\n%s" % (rc, text[-2000:])
    m = re.search(r"pointers: (\d+) pointers compared at (\d+) GCs", text)
    if not m and re.search(r"verify: OK: [1-9]", text):
        return False, "verify compared no pointers:\n" + text[-1000:]
    return True, text.strip().splitlines()[-1] if text.strip() else ""


def _traced(ctx, test, mode, flags):
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-ptr-") as d:
            tdir = os.path.join(d, "trace")
            spec = "-Xtrace:file=%s,verify,%s" % (tdir, mode)
            ok, detail = ctx.check_java_test(test, list(flags) + [spec], timeout=max(3 * test.timeout, 300))
            if not ok:
                return False, "traced run: " + detail
            return _verified(ctx, tdir)
    return fn


def _sample(tests, k, offset):
    """k tests spread evenly over the sorted list, starting at a different place per offset."""
    if not tests:
        return []
    step = max(1, len(tests) // k)
    return [tests[(offset * 7 + i * step) % len(tests)] for i in range(min(k, len(tests)))]


# A program with old objects whose references change between minor GCs (dirty cards), weak
# references and long reference arrays (MORE_PTRS).
PROGRAM = "PointerChurnProbe"
SOURCE = """
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

public class PointerChurnProbe {
    static final class Node {
        Node next;
        Object val;
        Object a, b, c, d, e, f, g, h, i, j, k, l, m;   // more than 12 reference slots
        Node(Node n, Object v) { next = n; val = v; }
    }
    public static void main(String[] args) {
        Node[] table = new Node[5000];
        Object[] big = new Object[2500];
        List<WeakReference<Object>> weak = new ArrayList<>();
        for (int r = 0; r < 40; r++) {
            for (int i = 0; i < 6000; i++) {
                int k = (i * 31 + r * 7) % table.length;
                if ((i & 3) == 0) table[k] = new Node(table[k], new int[i & 15]);
                else if (table[k] != null && (i & 7) == 1) table[k].val = "s" + (i & 63);
                else if (table[k] != null && (i & 15) == 3) table[k] = table[k].next;
                else if (table[k] != null && (i & 31) == 5) table[k].m = table[(k + 1) % table.length];
            }
            big[r * 61 % big.length] = new Object[]{table, big, null};
            if (r % 5 == 0) weak.add(new WeakReference<>(new Object[]{r}));
            if (r % 7 == 0) weak.add(new WeakReference<>(table[r]));
        }
        long sum = 0;
        for (Node n : table) for (Node m = n; m != null; m = m.next) sum++;
        System.out.println("nodes " + sum + " weak " + weak.size());
    }
}
"""


def _compile(ctx, work):
    src = os.path.join(work, PROGRAM + ".java")
    with open(src, "w") as f:
        f.write(SOURCE)
    rc, out, err = ctx.run([os.environ.get("JAVAC", "javac"), "-d", work, src], timeout=300)
    return None if rc == 0 else "javac: " + (out + err).decode("utf-8", "replace")[:500]


def _probe(ctx, plan, mode, flags):
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-ptr-") as work:
            problem = _compile(ctx, work)
            if problem:
                return False, problem
            tdir = os.path.join(work, "trace")
            rc, out, err = ctx.run([ctx.vm, "-Xgc:" + plan] + list(flags) +
                                   ["-Xtrace:file=%s,verify,%s" % (tdir, mode), "-cp", work, PROGRAM], timeout=600)
            if rc != 0 or not out.startswith(b"nodes "):
                return False, "exit %r, stdout %r, stderr %r" % (rc, out[:200], err[:500])
            return _verified(ctx, tdir)
    return fn


def _frames(data):
    """(offset of the header, payload bytes) of every frame after the file header."""
    pos = 8 + 4 * 4                   # magic, version, FILE_INFO word 0, pid, start_ns
    for _ in range(2):                # vm, options: STR
        n = struct.unpack_from("<I", data, pos)[0]
        pos += 4 + (n + 3) // 4 * 4
    while pos + 20 <= len(data):
        magic, thread, seq, nbytes, crc = struct.unpack_from("<5I", data, pos)
        if magic != FRAME_MAGIC:
            raise ValueError("frame magic at %d" % pos)
        yield pos, nbytes
        pos += 20 + nbytes


def _edited_fails(ctx):
    """Changing one referent in the events makes verify report a pointer difference."""
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-ptr-") as work:
            problem = _compile(ctx, work)
            if problem:
                return False, problem
            tdir = os.path.join(work, "trace")
            rc, out, err = ctx.run([ctx.vm, "-Xmx64m", "-Xmn4m", "-Xtrace:file=%s,verify,pointers" % tdir,
                                    "-cp", work, PROGRAM], timeout=600)
            if rc != 0:
                return False, "traced run: exit %r %r" % (rc, err[:300])
            ok, detail = _verified(ctx, tdir)
            if not ok:
                return False, "before the edit: " + detail
            rc, text = _tool(ctx, "dump", tdir, "events")
            # The first move with pointers whose first slot is relative: word 2 is its payload.
            m = re.search(r"^(\d+) MOVE_FAST_PTRS slot=\d+ rel=-?\d+ ptrs=\[[+-]\d+", text, re.M)
            if not m:
                return False, "no MOVE_FAST_PTRS with a relative pointer in the dump"
            at = int(m.group(1)) + 8
            path = os.path.join(tdir, "events")
            data = bytearray(open(path, "rb").read())
            for hdr, nbytes in _frames(bytes(data)):
                if hdr + 20 <= at < hdr + 20 + nbytes:
                    v = struct.unpack_from("<i", data, at)[0]
                    struct.pack_into("<i", data, at, v + 2)
                    crc = zlib.crc32(bytes(data[hdr + 4:hdr + 16]))
                    crc = zlib.crc32(bytes(data[hdr + 20:hdr + 20 + nbytes]), crc)
                    struct.pack_into("<I", data, hdr + 16, crc)
                    break
            else:
                return False, "offset %d is in no frame" % at
            open(path, "wb").write(bytes(data))
            rc, text = _tool(ctx, "verify", tdir)
            if rc != 1 or "pointer differences" not in text or "referents" not in text:
                return False, "verify of the edited trace (exit %r):\n%s" % (rc, text[-1500:])
            return True, ""
    return fn


def _bad_option(ctx, opt, first):
    def fn():
        rc, out, err = ctx.run([ctx.vm, opt, "-cp", ctx.classes_dir, "Hello"], timeout=60)
        lines = err.decode("utf-8", "replace").splitlines()
        if rc != 1 or len(lines) != 1 or not lines[0].startswith(first) or out:
            return False, "exit %r, stdout %r, stderr %r" % (rc, out[:200], err[:300])
        return True, ""
    return fn


def extra_tests(ctx):
    tests = []
    java = sorted((t for t in ctx.java_tests if not t.error and not t.stdin), key=lambda t: t.name)
    plans = _plans(ctx)
    for pi, plan in enumerate(plans):
        for mi, mode in enumerate(MODES):
            picked = java if ctx.stress else _sample(java, SAMPLE, pi * len(MODES) + mi)
            for t in picked:
                tests.append(("pointers/%s/%s/%s" % (plan, mode.replace("=", "-"), t.name),
                              _traced(ctx, t, mode, ["-Xgc:" + plan])))
            tests.append(("pointers/%s/%s/probe" % (plan, mode.replace("=", "-")),
                          _probe(ctx, plan, mode, ["-Xmx64m", "-Xmn4m"] if plan == "generational" else ["-Xmx64m"])))
            tests.append(("pointers/%s/%s/probe-stress" % (plan, mode.replace("=", "-")),
                          _probe(ctx, plan, mode, ["-Xmx64m", "-XX:GCStressInterval=2000"])))
    tests.append(("pointers/edited-trace-fails-verify", _edited_fails(ctx)))
    tests.append(("pointers/option-bad", _bad_option(ctx, "-Xtrace:pointers=some",
                                                     "minivm: -Xtrace: pointers= needs full or dirty")))
    tests.append(("pointers/option-rotate", _bad_option(ctx, "-Xtrace:pointers,rotate=1M",
                                                        "minivm: -Xtrace: pointers cannot be combined with rotate=")))
    return tests

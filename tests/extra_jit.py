"""Extra tests of the JIT (docs/jit.md): every Java test again with -Xjit:eager (each method
compiled before its first run, synchronously), a sample under GC stress with heap
verification and compiled code, a sample traced with the JIT and checked by
`minivm-trace verify` (with --stress: every Java test, at GC-stress interval 1), a sample with
a low threshold (background compilation and on-stack replacement racing the interpreter), and
-Xlog:jit."""
import os
import re
import subprocess
import sys
import tempfile

from stress_intervals import GC_HEAVY_INTERVAL   # tests/stress_intervals.py

EAGER = ["-Xjit:eager"]
VERIFY = ["-XX:+VerifyBeforeGC", "-XX:+VerifyAfterGC"]

# Programs with frames, exceptions, statics, strings, arrays, dispatch and monitors.
SAMPLE = ["Recursion", "StringBasics", "TryCatchFinally", "MultiDimArrays", "StaticInitOrder",
          "VirtualDispatch", "StringBuilderOps", "NestedTry", "Boxing", "Sieve", "StringConcat",
          "InterfaceDispatch", "ArrayCopy", "SyncMethods", "JitDeopt", "JitLoops", "JitArith",
          "JitHandlers", "JitRecursion", "JitNestedInline", "JitNestedLazy"]


def _check(ctx, test, flags):
    return lambda: ctx.check_java_test(test, flags, timeout=max(2 * test.timeout, 300))


def _traced(ctx, test, flags):
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jit-trace-") as d:
            tdir = os.path.join(d, "trace")
            ok, detail = ctx.check_java_test(test, list(flags) + ["-Xtrace:file=%s,verify" % tdir],
                                             timeout=max(3 * test.timeout, 300))
            if not ok:
                return False, "traced run: " + detail
            rc, out, err = ctx.run([os.path.join(ctx.build, "minivm-trace"), "verify", tdir], timeout=600)
            text = (out + err).decode("utf-8", "replace")
            if rc != 0 or "verify: OK" not in text:
                return False, "minivm-trace verify (exit %s):\n%s" % (rc, text[-2000:])
            return True, ""
    return fn


def _log_test(ctx, test):
    def fn():
        rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xjit:eager", "-Xlog:jit"]), timeout=300)
        text = out.decode("utf-8", "replace")
        if rc != 0:
            return False, "exit code %r: %r" % (rc, err[:300])
        if "[jit] compiled JitLoops.main([Ljava/lang/String;)V" not in text:
            return False, "no compilation of JitLoops.main logged: %r" % text[:500]
        # Each compilation's time, split into IR building, IR passes and code generation.
        times = re.findall(r"^\[jit\] compiled .* in ([0-9.]+) ms \(IR ([0-9.]+), passes ([0-9.]+), "
                           r"code ([0-9.]+)\)", text, re.M)
        if not times or any(float(ir) + float(p) + float(code) > float(t) + 0.2 for t, ir, p, code in times):
            return False, "compile times missing or not adding up: %r" % text[:500]
        # Eager code meets instructions not resolved when it was compiled: each deopt names the
        # instruction, which must be the one javap lists at that bci.
        deopts = re.findall(r"^\[jit\] deoptimized JitLoops\.main\(\[Ljava/lang/String;\)V: (\w+) at bci (\d+) "
                            r"of JitLoops\.main was not resolved when compiled", text, re.M)
        if not deopts:
            return False, "no deoptimization of JitLoops.main logged: %r" % text[:500]
        rc, jp, err = ctx.run(["javap", "-c", "-cp", ctx.classes_dir, "JitLoops"], timeout=120)
        listing = jp.decode("utf-8", "replace")
        for op, bci in deopts:
            if not re.search(r"^\s+%s: %s\b" % (bci, op.split("_quick")[0]), listing, re.M):
                return False, "logged %s at bci %s, javap lists otherwise" % (op, bci)
        return True, ""
    return fn


def _resolved_entries_test(ctx, test):
    """An instruction that has not run yet is compiled as its quick form when its pool entry is
    resolved or resolves without loading (interp_quick_form), unless it calls bytecode that has
    not run: under -Xjit:eager JitResolvedEntries.second (fields, invokestatic, invokevirtual,
    invokeinterface), the getfields of Square (resolved by its constructor's putfield) and
    third (Util.other, run by Util.warm) do not deoptimize; fourth (class Later not loaded) and
    fifth (fresh has not run) do. sixth (a static of a class not initialized: a check of the
    class, whose failure leaves the instruction to the interpreter and keeps the code), seventh
    and eighth (instanceof, checkcast, anewarray, new, a constructor) are not compiled again."""
    def fn():
        rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xjit:eager", "-Xlog:jit"]), timeout=300)
        text = out.decode("utf-8", "replace")
        if rc != 0:
            return False, "exit code %r: %r" % (rc, err[:300])
        deopts = re.findall(r"^\[jit\] deoptimized JitResolvedEntries(\$Square)?\.(\w+)\(.*: (\w+) at bci (\d+)",
                            text, re.M)
        got = sorted((name, op, int(bci)) for _, name, op, bci in deopts if name not in ("main", "<init>", "first"))
        if got != [("fifth", "invokestatic", 4), ("fourth", "invokestatic", 4)]:
            return False, "expected only the invokestatics at bci 4 of fourth and fifth to deoptimize, got %r" % got
        for name in ("sixth", "seventh", "eighth"):
            n = len(re.findall(r"^\[jit\] compiled JitResolvedEntries\.%s\(" % name, text, re.M))
            if n != 1:
                return False, "expected %s compiled once, compiled %d times" % (name, n)
        return True, ""
    return fn


def _quick_unrun_call_test(ctx, test):
    """Quick code calls a method that has not run (JitQuickUnrunCall.run's quick code, entered
    in its loop, calls fresh): no deoptimization there; the full tier would deoptimize."""
    def fn():
        rc, out, err = ctx.run(test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xlog:jit"]), timeout=300)
        text = out.decode("utf-8", "replace")
        if rc != 0 or "fresh called" not in text:
            return False, "exit code %r: %r" % (rc, (text + err.decode("utf-8", "replace"))[-300:])
        if not re.search(r"^\[jit\] compiled JitQuickUnrunCall\.run\(\)I .* quick in", text, re.M):
            return False, "run was not compiled by the quick tier: %r" % text[-500:]
        if "deoptimized JitQuickUnrunCall.run" in text:
            return False, "run's quick code deoptimized at the call of fresh"
        return True, ""
    return fn


def _warm_up_test(ctx, warm, short):
    """LLVM is warmed up once a method is a quarter of the way to the threshold (JitWarmUp,
    before its first compilation), and not at all in a run that never gets there (Hello)."""
    def fn():
        rc, out, err = ctx.run(warm.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xlog:jit"]), timeout=300)
        lines = [l for l in out.decode("utf-8", "replace").splitlines() if l.startswith("[jit]")]
        if rc != 0:
            return False, "exit code %r: %r" % (rc, err[:300])
        warmed = [i for i, l in enumerate(lines) if l.startswith("[jit] warmed up LLVM")]
        compiled = [i for i, l in enumerate(lines) if l.startswith("[jit] compiled")]
        if len(warmed) != 1 or not compiled or warmed[0] > compiled[0]:
            return False, "expected one warm-up before the first compilation: %r" % lines[:5]
        rc, out, err = ctx.run(short.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xlog:jit"]), timeout=300)
        if rc != 0 or b"[jit] warmed up" in out:
            return False, "Hello: exit code %r, warmed up: %r" % (rc, out[:300])
        return True, ""
    return fn


def _perf_test(ctx, test):
    """-Xjit:perf: LLVM's perf listener writes a jitdump naming the compiled methods."""
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jitdump-") as d:
            cmd = ["env", "JITDUMPDIR=" + d] + test.vm_cmd(ctx.vm, ctx.classes_dir, ["-Xjit:eager", "-Xjit:perf"])
            rc, out, err = ctx.run(cmd, timeout=300)
            if rc != 0:
                return False, "exit code %r: %r" % (rc, err[:300])
            dumps = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs if f.endswith(".dump")]
            if len(dumps) != 1:
                return False, "expected one jit-<pid>.dump under JITDUMPDIR, found %r" % dumps
            with open(dumps[0], "rb") as f:
                data = f.read()
            if not data.startswith(b"DTiJ") and not data.startswith(b"JiTD"):
                return False, "not a jitdump: %r" % data[:16]
            if b"JitLoops.main([Ljava/lang/String;)V [full" not in data:
                return False, "JitLoops.main not named in the jitdump"
            return True, ""
    return fn


def _this_slot_class():
    """JitThisSlot, written byte by byte: javac never assigns local 0 of an instance method,
    but the JVMS allows it. h(Object o) { this = o; Thread.yield(); return this.hashCode(); }
    runs 3000 times with "ab", then once with null: the compiled h, which reads local 0 back
    from the frame after the call, must not take it for `this` (never null), but throw the
    NullPointerException."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile"))
    from classwriter import ClassWriter, default_init, u2
    name = "JitThisSlot"
    cw = ClassWriter(name)
    cp = cw.cp
    default_init(cw)
    hash_code = cp.method("java/lang/Object", "hashCode", "()I")
    yield_ = cp.method("java/lang/Thread", "yield", "()V")
    cw.method(0x1, "h", "(Ljava/lang/Object;)I",
              bytes([0x2b, 0x4b, 0xb8]) + u2(yield_) + bytes([0x2a, 0xb6]) + u2(hash_code) + bytes([0xac]), 1, 2)
    h = cp.method(name, "h", "(Ljava/lang/Object;)I")
    code = (bytes([0xbb]) + u2(cp.cls(name)) + bytes([0x59, 0xb7]) + u2(cp.method(name, "<init>", "()V")) +
            bytes([0x4c, 0x03, 0x3d, 0x03, 0x3e]))                     # astore_1, i = 0, sum = 0
    loop = len(code)
    body = (bytes([0x1d, 0x2b, 0x13]) + u2(cp.string("ab")) + bytes([0xb6]) + u2(h) +
            bytes([0x60, 0x3e, 0x84, 0x02, 0x01]))                     # sum += o.h("ab"); i++
    test = bytes([0x1c, 0x11]) + u2(3000)                              # iload_2, sipush 3000
    end = loop + len(test) + 3 + len(body) + 3
    code += test + bytes([0xa2]) + u2(end - (loop + len(test))) + body
    code += bytes([0xa7]) + u2((loop - len(code)) & 0xffff)            # goto loop
    code += (bytes([0xb2]) + u2(cp.field("java/lang/System", "out", "Ljava/io/PrintStream;")) + bytes([0x1d, 0xb6]) +
             u2(cp.method("java/io/PrintStream", "println", "(I)V")) +
             bytes([0x2b, 0x01, 0xb6]) + u2(h) + bytes([0x57, 0xb1]))  # o.h(null)
    frame = [("L", "[Ljava/lang/String;"), ("L", name), "I", "I"]
    cw.method(0x9, "main", "([Ljava/lang/String;)V", code, 3, 4, frames=[(loop, frame, []), (end, frame, [])])
    return name, cw.bytes()


def _this_slot_test(ctx, flags):
    def fn():
        with tempfile.TemporaryDirectory(prefix="minivm-jit-this-") as d:
            name, data = _this_slot_class()
            with open(os.path.join(d, name + ".class"), "wb") as f:
                f.write(data)
            java = subprocess.run(["java", "-cp", d, name], capture_output=True, timeout=120)
            rc, out, err = ctx.run([ctx.vm] + flags + ["-cp", d, name], timeout=300)
            first = (err.splitlines() or [b""])[0]
            want = (java.returncode, java.stdout, (java.stderr.splitlines() or [b""])[0])
            if (rc, out, first) != want:
                return False, "got %r, java %r" % ((rc, out, first), want)
            return True, ""
    return fn


def extra_tests(ctx):
    tests = []
    by_cls = {t.cls: t for t in ctx.java_tests}
    for t in ctx.java_tests:
        tests.append(("jit/eager/" + t.name, _check(ctx, t, EAGER)))
    # GC stress with verification, and traced: the sample, or with --stress every test.
    sample = [by_cls[c] for c in SAMPLE if c in by_cls]
    for t in ctx.java_tests if ctx.stress else sample:
        interval = max(1 if ctx.stress else 3, GC_HEAVY_INTERVAL.get(t.cls, 1))
        tests.append(("jit/eager-stress/" + t.name,
                      _check(ctx, t, EAGER + ["-XX:GCStressInterval=%d" % interval] + VERIFY)))
        tests.append(("jit/eager-trace/" + t.name, _traced(ctx, t, EAGER)))
    for t in sample:
        tests.append(("jit/threshold/" + t.name, _check(ctx, t, ["-Xjit:threshold=5"])))
    for t in ctx.java_tests:
        if t.name.startswith("jit/") or t.name.startswith("threads/"):
            if t.cls not in SAMPLE:
                tests.append(("jit/threshold/" + t.name, _check(ctx, t, ["-Xjit:threshold=5"])))
            tests.append(("jit/eager-gcstress/" + t.name, _check(ctx, t, EAGER + ["-XX:GCStressInterval=50"])))
    # The arraycopy intrinsic's card marks (young objects into an old array), checked by heap
    # verification; interval 50, as at 3 it takes over a minute.
    if "JitArraycopy" in by_cls and not ctx.stress:
        tests.append(("jit/eager-stress/" + by_cls["JitArraycopy"].name,
                      _check(ctx, by_cls["JitArraycopy"], EAGER + ["-XX:GCStressInterval=50"] + VERIFY)))
    for tag, flags in (("eager", EAGER), ("threshold", ["-Xjit:threshold=50"]), ("int", ["-Xint"])):
        tests.append(("jit/this-slot/" + tag, _this_slot_test(ctx, flags)))
    if "JitLoops" in by_cls:
        tests.append(("jit/log", _log_test(ctx, by_cls["JitLoops"])))
        tests.append(("jit/perf", _perf_test(ctx, by_cls["JitLoops"])))
        tests.append(("jit/warm-up", _warm_up_test(ctx, by_cls["JitWarmUp"], by_cls["Hello"])))
    if "JitResolvedEntries" in by_cls:
        tests.append(("jit/resolved-entries", _resolved_entries_test(ctx, by_cls["JitResolvedEntries"])))
    if "JitQuickUnrunCall" in by_cls:
        tests.append(("jit/quick-unrun-call", _quick_unrun_call_test(ctx, by_cls["JitQuickUnrunCall"])))
    return tests

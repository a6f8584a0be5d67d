"""Extra tests run by tests/run.py: the launcher, and the Java tests again under GC stress.

GC stress: with the semispace plan every collection moves every live object, so running a
program with a collection every N allocations checks that every root the VM holds is exact.
The default run stresses every test at a moderate interval and a sample at interval 1 with
heap verification before and after each GC; --stress runs every test at interval 1 verified.
"""
import os
import shutil
import subprocess
import tempfile

# A sample of small programs that cover frames, exceptions, statics, strings and arrays.
STRESS_SAMPLE = ["Recursion", "StringBasics", "TryCatchFinally", "MultiDimArrays", "StaticInitOrder",
                 "VirtualDispatch", "StringBuilderOps", "NestedTry", "Boxing", "Sieve", "StringConcat",
                 "InterfaceDispatch", "ArrayCopy", "SyncMethods"]


def _stress(ctx, test, flags):
    return lambda: ctx.check_java_test(test, flags, timeout=max(test.timeout, 300))


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
    tests.append(("launcher/bad-heap-size", expect([vm, "-Xmx12q", "Foo"], 1, "minivm: invalid maximum heap size")))
    tests.append(("launcher/version", expect([vm, "-version"], 0, "minivm version")))
    tests.append(("launcher/help", expect([vm, "-help"], 0, None, "Usage: minivm")))
    tests.append(("launcher/no-main-class", expect([vm, "-cp", ctx.classes_dir, "NoSuchClassAnywhere"], 1,
                                                   "Error: Could not find or load main class NoSuchClassAnywhere")))
    tests.append(("launcher/missing-jar", expect([vm, "-jar", "/nonexistent/x.jar"], 1,
                                                 "Error: Unable to access jarfile /nonexistent/x.jar")))

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


def extra_tests(ctx):
    tests = _launcher_tests(ctx)
    by_cls = {t.cls: t for t in ctx.java_tests}
    verify = ["-XX:+VerifyBeforeGC", "-XX:+VerifyAfterGC"]
    for t in ctx.java_tests:
        if ctx.stress:
            tests.append(("gcstress1/" + t.name, _stress(ctx, t, ["-XX:GCStressInterval=1"] + verify)))
        else:
            tests.append(("gcstress/" + t.name, _stress(ctx, t, ["-XX:GCStressInterval=50"])))
    if not ctx.stress:
        for cls in STRESS_SAMPLE:
            if cls in by_cls:
                t = by_cls[cls]
                tests.append(("gcstress1/" + t.name, _stress(ctx, t, ["-XX:GCStressInterval=1"] + verify)))
    return tests

"""Extra tests for helpful NullPointerException messages in classes compiled without a
LocalVariableTable (javac -g:none, and plain javac, which keeps only lines and source file):
tests/npe_nodebug/*.java are compiled here, outside the shared -g test build, and each program's
stdout, exit code and first stderr line must match HotSpot's."""
import glob
import os

JAVA = os.environ.get("JAVA", "java")
JAVAC = os.environ.get("JAVAC", "javac")


def _variant(ctx, src, flags, tag):
    cls = os.path.splitext(os.path.basename(src))[0]

    def fn():
        out_dir = os.path.join(ctx.build, "tests", "npe-nodebug-" + tag)
        os.makedirs(out_dir, exist_ok=True)
        rc, _, err = ctx.run([JAVAC] + flags + ["-d", out_dir, src], timeout=300)
        if rc != 0:
            return False, "javac failed: " + err.decode("utf-8", "replace")
        results = []
        for cmd in ([JAVA, "-cp", out_dir, cls], [ctx.vm, "-cp", out_dir, cls]):
            rc, out, err = ctx.run(cmd, timeout=60)
            results.append((rc, out, err.decode("utf-8", "replace").split("\n")[0]))
        (jrc, jout, jerr), (mrc, mout, merr) = results
        problems = []
        if jrc != mrc:
            problems.append("exit code %r, expected %r" % (mrc, jrc))
        if jout != mout:
            problems.append("stdout differs:\n--- expected\n%s\n--- got\n%s" % (
                jout.decode("utf-8", "replace"), mout.decode("utf-8", "replace")))
        if jerr != merr:
            problems.append("stderr starts %r, expected %r" % (merr, jerr))
        return not problems, "\n".join(problems)
    return fn


def extra_tests(ctx):
    tests = []
    for src in sorted(glob.glob(os.path.join(ctx.root, "tests", "npe_nodebug", "*.java"))):
        name = os.path.splitext(os.path.basename(src))[0]
        tests.append(("npe-nodebug/g-none/" + name, _variant(ctx, src, ["-g:none"], "gnone")))
        tests.append(("npe-nodebug/default/" + name, _variant(ctx, src, [], "default")))
    return tests

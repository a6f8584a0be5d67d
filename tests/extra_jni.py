"""Extra tests for JNI (docs/jni.md): the Java programs in tests/jni/ call C libraries that
meson builds from tests/jni/*.c into <build>/tests/jni. Each program runs on HotSpot and on
minivm with -Djava.library.path=<build>/tests/jni (HotSpot loads the very same libraries), and
stdout, the exit code and the first stderr line must match. Every program also runs on minivm
under GC stress with each collector plan, which moves the objects native code holds through
local, global and weak global references.

The programs are compiled here (not by run.py: they need the libraries and the library path)
into <build>/tests/jni-classes.
"""
import os
import shutil
import subprocess
import threading

JAVA = os.environ.get("JAVA", "java")
JAVAC = os.environ.get("JAVAC", "javac")

# (class, comparison): "full" compares stdout, exit code and first stderr line; "stdout" skips
# stderr (HotSpot prints a stack-guard warning when it dlopens a non-library).
PROGRAMS = [
    ("JniPrimitives", "full"),
    ("JniCallbacks", "full"),
    ("JniArrays", "full"),
    ("JniRefs", "full"),
    ("JniExceptions", "full"),
    ("JniRegister", "full"),
    ("JniMangling", "full"),
    ("JniLoadErrors", "full"),
    ("JniBadElf", "stdout"),
    ("JniDefaultPath", "full"),       # run without -Djava.library.path
    ("JniManyMonitors", "full"),
]

# Programs too big for the GC stress variants (70000 objects: a collection every few
# allocations would take minutes); they run plainly and with -Xjit:eager.
NO_GC_STRESS = {"JniManyMonitors"}

# minivm-only variants: a collection every N allocations (heap verified) with each plan, and
# every Java method compiled by the JIT before its first run.
STRESS_VARIANTS = [
    ("gc1-verify", ["-XX:GCStressInterval=1", "-XX:+VerifyBeforeGC", "-XX:+VerifyAfterGC"]),
    ("semispace3", ["-Xgc:semispace", "-XX:GCStressInterval=3"]),
    ("markcompact2", ["-Xgc:markcompact", "-XX:GCStressInterval=2"]),
    ("marksweep5", ["-Xgc:marksweep", "-XX:GCStressInterval=5"]),
    ("jit-eager", ["-Xjit:eager"]),
]

TIMEOUT = 300


class _Setup:
    """Compiles tests/jni/**/*.java once (thread-safe) and caches HotSpot's results."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.src = os.path.join(ctx.root, "tests", "jni")
        self.classes = os.path.join(os.path.abspath(ctx.build), "tests", "jni-classes")
        self.libdir = os.path.join(os.path.abspath(ctx.build), "tests", "jni")
        self.lock = threading.Lock()
        self.compiled = None
        self.expected = {}

    def compile(self):
        with self.lock:
            if self.compiled is None:
                self.compiled = self._compile()
            return self.compiled

    def _compile(self):
        srcs = []
        for d, dirs, files in os.walk(self.src):
            dirs.sort()
            srcs += [os.path.join(d, f) for f in sorted(files) if f.endswith(".java")]
        if shutil.which(JAVAC) is None:
            return "javac not found: %s" % JAVAC
        if os.path.isdir(self.classes):
            shutil.rmtree(self.classes)
        os.makedirs(self.classes)
        p = subprocess.run([JAVAC, "-g", "-encoding", "UTF-8", "-d", self.classes] + srcs,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0:
            return "javac failed:\n" + p.stdout.decode("utf-8", "replace")
        if not os.path.isdir(self.libdir):
            return "no JNI test libraries in %s (meson did not build tests/jni?)" % self.libdir
        return ""

    def flags(self, cls=None):
        path = [] if cls == "JniDefaultPath" else ["-Djava.library.path=" + self.libdir]
        return path + ["-cp", self.classes]

    def hotspot(self, cls):
        with self.lock:
            entry = self.expected.setdefault(cls, [threading.Lock(), None])
        with entry[0]:
            if entry[1] is None:
                entry[1] = self.ctx.run([JAVA] + self.flags(cls) + [cls], timeout=TIMEOUT)
            return entry[1]


def _first_line(b):
    return b.split(b"\n", 1)[0].rstrip(b"\r") if b else b""


def _compare(expected, actual, mode):
    jrc, jout, jerr = expected
    rc, out, err = actual
    problems = []
    if jrc is None:
        return False, "HotSpot timed out"
    if rc != jrc:
        problems.append("exit code %r, expected %r" % (rc, jrc))
    if out != jout:
        import difflib
        diff = "\n".join(list(difflib.unified_diff(jout.decode("utf-8", "replace").splitlines(),
                                                   out.decode("utf-8", "replace").splitlines(),
                                                   "java", "minivm", lineterm="", n=1))[:40])
        problems.append("stdout differs\n" + diff)
    if mode == "full" and _first_line(err) != _first_line(jerr):
        problems.append("stderr first line %r, expected %r" % (_first_line(err), _first_line(jerr)))
    if problems and err and mode == "full":
        problems.append("minivm stderr:\n" + err.decode("utf-8", "replace")[:2000])
    return not problems, "; ".join(problems)


def extra_tests(ctx):
    setup = _Setup(ctx)
    tests = []

    def differential(cls, mode, extra):
        def fn():
            err = setup.compile()
            if err:
                return False, err
            expected = setup.hotspot(cls)
            actual = ctx.run([ctx.vm] + extra + setup.flags(cls) + [cls], timeout=TIMEOUT)
            return _compare(expected, actual, mode)
        return fn

    for cls, mode in PROGRAMS:
        tests.append(("jni/" + cls, differential(cls, mode, [])))
        for vname, vflags in STRESS_VARIANTS:
            if cls in NO_GC_STRESS and vname != "jit-eager":
                continue
            tests.append(("jni/%s[%s]" % (cls, vname), differential(cls, mode, vflags)))

    def unimplemented():
        err = setup.compile()
        if err:
            return False, err
        rc, out, errb = ctx.run([ctx.vm] + setup.flags() + ["JniUnimplemented"], timeout=60)
        want = b"minivm: fatal error: JNI function NewDirectByteBuffer is not implemented by minivm"
        problems = []
        if rc is None or rc >= 0:
            problems.append("exit code %r, expected death by a signal (abort)" % rc)
        if out != b"before\n":
            problems.append("stdout %r" % out[:200])
        if want not in errb:
            problems.append("stderr lacks %r: %r" % (want, errb[:300]))
        return not problems, "; ".join(problems)

    tests.append(("jni/unimplemented-aborts", unimplemented))

    def traced():
        """Objects made by JNI functions are traced with the native method as their site."""
        import tempfile
        err = setup.compile()
        if err:
            return False, err
        tool = os.path.join(ctx.build, "minivm-trace")
        with tempfile.TemporaryDirectory() as d:
            trace = os.path.join(d, "trace")
            rc, out, errb = ctx.run([ctx.vm, "-Xtrace:file=%s,verify" % trace] + setup.flags()
                                    + ["JniCallbacks"], timeout=TIMEOUT)
            if rc != 0 or out != setup.hotspot("JniCallbacks")[1]:
                return False, "traced run: exit %r, stderr %r" % (rc, errb[:300])
            rc, vout, verr = ctx.run([tool, "verify", trace], timeout=TIMEOUT)
            if rc != 0:
                return False, "minivm-trace verify: %r %r" % (vout[-300:], verr[-300:])
            rc, hout, herr = ctx.run([tool, "heap", trace, "--group-by", "site", "--top", "100"],
                                     timeout=TIMEOUT)
            want = b"JniCallbacks.newObjects()Ljava/lang/String; native"
            if rc != 0 or want not in hout:
                return False, "minivm-trace heap lacks the site %r: %r %r" % (want, hout[:500], herr[:300])
        return True, ""

    tests.append(("jni/traced-sites", traced))
    return tests

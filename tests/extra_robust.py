"""Robustness tests (issue 10; docs/robustness.md), run by tests/run.py:

  robust/verify/*, robust/classfile/*, robust/jar/*: hostile inputs from tests/hostile/cases.py
      (bad bytecode, malformed class files, broken jars), run on HotSpot and on minivm: same
      stdout, exit code and first stderr line (or minivm's own one-line message where a case
      says `expect`);
  robust/xverify_none: -Xverify:none runs a class that fails verification;
  robust/trace_cut, robust/trace_sigkill: a trace cut short (at many offsets, or by SIGKILL
      while the VM runs) decodes exactly to its last whole frame;
  robust/signal_hooks/*: SIGINT / SIGTERM / SIGHUP (once, or twice during a hook) end an
      untraced program as java's: same stdout (shutdown hook output included) and exit code;
  robust/stdout/*: System.out reaches the fd when java's does (SIGKILL after prints, stdout
      and stderr into one pipe, a reader that goes away);
  robust/fuzz/<harness>: a libFuzzer run of each harness in tests/fuzz/ (25 s each; 600 s with
      --stress; $MINIVM_FUZZ_SECONDS overrides), from a seed corpus of our own test classes,
      jars and traces. The harnesses are built in <root>/build-fuzz with clang.
"""
import fcntl
import os
import random
import re
import resource
import shutil
import signal
import struct
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "hostile"))
import cases as hostile  # noqa: E402

HARNESSES = ["fuzz_classfile", "fuzz_verify", "fuzz_zip", "fuzz_trace"]


def _first(b):
    return b.split(b"\n", 1)[0].rstrip(b"\r").decode("utf-8", "replace")


def _hostile_test(ctx, name, case, workdir, vm=None):
    def fn():
        if vm is not None:
            err = _asan_build(ctx)
            if err:
                return False, err
        d = os.path.join(workdir, name.replace("/", "_") + ("-asan" if vm else ""))
        shutil.rmtree(d, ignore_errors=True)
        hostile.write_case(case, d)
        args = ["-jar", case["jar"]] if "jar" in case else ["-cp", ".", case["main"]]
        java = subprocess.run(["java"] + args, cwd=d, capture_output=True, timeout=120)
        t0 = time.time()
        vm_run = subprocess.run([vm or ctx.vm] + args, cwd=d, capture_output=True, timeout=120)
        took = time.time() - t0
        problems = _sanitizer_reports(vm_run.stderr)
        if vm_run.returncode != java.returncode:
            problems.append("exit code %d, java %d" % (vm_run.returncode, java.returncode))
        if vm_run.stdout != java.stdout:
            problems.append("stdout %r, java %r" % (vm_run.stdout[:200], java.stdout[:200]))
        want = case.get("expect")
        got = _first(vm_run.stderr)
        if want is not None:
            if got != want:
                problems.append("stderr first line %r, expected %r" % (got, want))
        elif "prefix" in case:
            line = got.split(": ", 1)[1] if ": " in got else got
            if not line.startswith(case["prefix"]):
                problems.append("stderr first line %r does not start with %r" % (got, case["prefix"]))
        elif got != _first(java.stderr):
            problems.append("stderr first line %r, java %r" % (got, _first(java.stderr)))
        if took > (60 if vm else 20):
            problems.append("took %.1f s" % took)
        return not problems, "; ".join(problems)
    return fn


def _noverify_test(ctx, workdir):
    def fn():
        d = os.path.join(workdir, "noverify")
        shutil.rmtree(d, ignore_errors=True)
        hostile.write_case(hostile.good_class_with_dead_code(), d)
        args = ["-cp", ".", "Main_noverify"]
        java = subprocess.run(["java", "-Xverify:none"] + args, cwd=d, capture_output=True, timeout=60)
        off = subprocess.run([ctx.vm, "-Xverify:none"] + args, cwd=d, capture_output=True, timeout=60)
        on = subprocess.run([ctx.vm] + args, cwd=d, capture_output=True, timeout=60)
        problems = []
        if (off.returncode, off.stdout) != (java.returncode, java.stdout) or off.returncode != 0:
            problems.append("-Xverify:none: rc %d stdout %r; java rc %d stdout %r"
                            % (off.returncode, off.stdout, java.returncode, java.stdout))
        if on.returncode != 1 or "java.lang.VerifyError: Expecting a stack map frame" not in _first(on.stderr):
            problems.append("verified run: rc %d, stderr %r" % (on.returncode, _first(on.stderr)))
        return not problems, "; ".join(problems)
    return fn


# ---- traces cut short ----------------------------------------------------------------------------

def _frames(data):
    """(start, end) of every whole frame of an uncompressed or compressed trace file."""
    out = []
    pos = data.find(b"FRAM")
    for magic in (b"FRZS", b"FRZL"):
        k = data.find(magic)
        if k >= 0 and (pos < 0 or k < pos):
            pos = k
    while pos >= 0 and pos + 20 <= len(data):
        n = struct.unpack_from("<I", data, pos + 12)[0]
        end = pos + 20 + n
        if end > len(data):
            break
        out.append((pos, end))
        pos = end
    return out


def _dump_offsets(ctx, tool, tdir):
    rc, out, err = ctx.run([tool, "dump", tdir, "events"], timeout=300)
    offs = []
    for line in out.decode("utf-8", "replace").splitlines():
        m = re.match(r"(\d+) ", line)
        if m:
            offs.append(int(m.group(1)))
    return rc, offs, err


def _make_trace(ctx, tdir, args, timeout=300, kill_after=None):
    shutil.rmtree(tdir, ignore_errors=True)
    demo = os.path.join(ctx.build, "tests", "demo.jar")
    cmd = [ctx.vm, "-Xmx64m", "-Xtrace:file=" + tdir, "-jar", demo] + args
    if kill_after is None:
        return ctx.run(cmd, timeout=timeout)[0]
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    time.sleep(kill_after)
    alive = p.poll() is None
    p.send_signal(signal.SIGKILL)
    p.wait()
    return "killed" if alive else p.returncode


def _check_prefix(ctx, tool, tdir, full_offs=None, first_frame=None):
    """The decoder's records of tdir's events are exactly those of its whole frames
    (first_frame: where the first frame starts, when the cut may leave none)."""
    data = open(os.path.join(tdir, "events"), "rb").read()
    frames = _frames(data)
    last_end = frames[-1][1] if frames else (first_frame if first_frame is not None else len(data))
    rc, offs, err = _dump_offsets(ctx, tool, tdir)
    if rc != 0:
        return "dump exit code %r: %s" % (rc, _first(err))
    if any(o >= last_end for o in offs):
        return "a record at an offset past the last whole frame (%d)" % last_end
    if full_offs is not None:
        want = [o for o in full_offs if o < last_end]
        if offs != want:
            return "%d records decoded, %d expected (cut at %d, last whole frame ends at %d)" % (
                len(offs), len(want), len(data), last_end)
    elif frames and not offs:
        return "no records decoded from %d whole frames" % len(frames)
    if last_end < len(data) and b"rest is ignored" not in err:
        return "a partial last frame was not reported: %r" % _first(err)
    return None


def _trace_cut_test(ctx, workdir):
    def fn():
        tool = os.path.join(ctx.build, "minivm-trace")
        full = os.path.join(workdir, "trace-full")
        rc = _make_trace(ctx, full, ["300"])
        if rc != 0:
            return False, "traced demo exited with %r" % rc
        rc, full_offs, err = _dump_offsets(ctx, tool, full)
        if rc != 0 or not full_offs:
            return False, "dump of the whole trace: rc %r %s" % (rc, _first(err))
        data = open(os.path.join(full, "events"), "rb").read()
        frames = _frames(data)
        rnd = random.Random(10)
        cuts = {frames[0][0], frames[len(frames) // 2][1], len(data) - 1}
        cuts |= {rnd.randrange(frames[0][0], len(data)) for _ in range(12)}
        cut_dir = os.path.join(workdir, "trace-cut")
        for cut in sorted(cuts):
            shutil.rmtree(cut_dir, ignore_errors=True)
            shutil.copytree(full, cut_dir)
            with open(os.path.join(cut_dir, "events"), "r+b") as f:
                f.truncate(cut)
            why = _check_prefix(ctx, tool, cut_dir, full_offs, frames[0][0])
            if why:
                return False, "cut at %d: %s" % (cut, why)
        return True, "%d cuts of a %d-frame trace" % (len(cuts), len(frames))
    return fn


def _trace_sigkill_test(ctx, workdir):
    def fn():
        tool = os.path.join(ctx.build, "minivm-trace")
        tdir = os.path.join(workdir, "trace-killed")
        how = _make_trace(ctx, tdir, ["5000000"], kill_after=2.0)
        if how != "killed":
            return False, "the VM was not running when killed (exit %r)" % how
        if not os.path.exists(os.path.join(tdir, "events")):
            return False, "no events file after SIGKILL"
        why = _check_prefix(ctx, tool, tdir)
        if why:
            return False, why
        rc, out, err = ctx.run([tool, "summary", tdir], timeout=300)
        if rc != 0:
            return False, "summary of the killed trace: rc %r %s" % (rc, _first(err))
        return True, ""
    return fn


# ---- signals and trace file modes ----------------------------------------------------------------

SPIN_SRC = """public class RobustSpin {
    static Object keep;
    public static void main(String[] args) {
        long n = 0;
        for (int round = 0;; round++) {
            Object[] a = new Object[1000];
            for (int i = 0; i < a.length; i++) a[i] = new int[i % 64];
            keep = a;
            n += a.length;
            if (round == 300) {
                System.gc();
                System.out.println("ready");
                System.out.flush();
            }
        }
    }
}
"""


def _classes_of(workdir, name, src):
    """Compiles the class `name` from src into workdir/name once (again when src changes)."""
    out = os.path.join(workdir, name)
    path = os.path.join(out, name + ".java")
    if not os.path.isfile(path) or open(path).read() != src:
        os.makedirs(out, exist_ok=True)
        with open(path, "w") as f:
            f.write(src)
        subprocess.run([os.environ.get("JAVAC", "javac"), "-d", out, path], check=True, capture_output=True,
                       timeout=300)
    return out


def _signalled(cmd, sig, cwd=None):
    """Runs cmd until it prints its first line, then sends sig. Returns (rc, problem)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True, cwd=cwd)
    line = p.stdout.readline()
    if line != b"ready\n":
        p.kill()
        _, err = p.communicate()
        return None, "first line %r, stderr %r" % (line, _first(err))
    time.sleep(0.5)
    p.send_signal(sig)
    try:
        p.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None, "did not end within 120 s of signal %d" % sig
    return p.returncode, None


_spin_lock = __import__("threading").Lock()


def _signal_test(ctx, workdir, sig, mode, java_rc):
    """The VM ends on sig with java's exit code (java_rc: measured on HotSpot); traced (mode
    flags, "rotate" adds rotation), the trace ends with the signal's MARK and verifies."""
    flags = {"xint": ["-Xint"], "jit": [], "eager": ["-Xjit:eager"], "rotate": []}[mode]

    def fn():
        with _spin_lock:
            classes = _classes_of(workdir, "RobustSpin", SPIN_SRC)
        if java_rc() is None:
            return False, "java did not end on signal %d" % sig
        tdir = os.path.join(workdir, "signal-%d-%s" % (sig, mode))
        shutil.rmtree(tdir, ignore_errors=True)
        spec = "-Xtrace:file=%s,verify" % tdir + (",rotate=4m,deviation=0.25" if mode == "rotate" else "")
        rc, why = _signalled([ctx.vm, "-Xmx32m"] + flags + [spec, "-cp", classes, "RobustSpin"], sig)
        if why:
            return False, why
        if rc != java_rc():
            return False, "exit code %r, java %r" % (rc, java_rc())
        tool = os.path.join(ctx.build, "minivm-trace")
        vrc, out, err = ctx.run([tool, "verify", tdir], timeout=600)
        text = (out + err).decode("utf-8", "replace")
        m = re.search(r"verify: OK: (\d+) GCs", text)
        if vrc != 0 or not m or int(m.group(1)) < 1:
            return False, "minivm-trace verify (exit %s): %s" % (vrc, text[-600:])
        drc, dump, _ = ctx.run([tool, "dump", tdir, "events"], timeout=600)
        marks = re.findall(rb"MARK kind=\d+ detail=\d+", dump)
        if not marks or marks[-1] != b"MARK kind=2 detail=%d" % sig:
            return False, "the events do not end with the MARK of signal %d (%r)" % (sig, marks[-2:])
        if mode == "rotate" and not any(f.startswith("events.") for f in os.listdir(tdir)):
            return False, "no rotated events files"
        shutil.rmtree(tdir, ignore_errors=True)
        return True, "exit %d, %s GCs verified" % (rc, m.group(1))
    return fn


def _java_signal_rc(workdir, sig):
    """HotSpot's exit code on sig, measured once."""
    cache = []

    def get():
        with _spin_lock:
            if not cache:
                spin = _classes_of(workdir, "RobustSpin", SPIN_SRC)
                rc, why = _signalled(["java", "-Xmx32m", "-cp", spin, "RobustSpin"], sig)
                cache.append(rc)
            return cache[0]
    return get


def _modes(path):
    return {f: os.stat(os.path.join(path, f)).st_mode & 0o777 for f in os.listdir(path)}


def _trace_modes_test(ctx, workdir):
    """Trace files are owner-only (0600) whatever the umask, also over stale files of an
    earlier run with wider modes; a trace directory the VM creates is 0700."""
    def fn():
        with _spin_lock:
            classes = _classes_of(workdir, "RobustSpin", SPIN_SRC)
        problems = []
        kinds = {"plain": "verify", "rotated": "verify,rotate=2m,deviation=0.5",
                 "compressed": "verify,compress=zstd", "zlib-rotated": "rotate=2m,deviation=0.5,compress=zlib"}
        for kind, opts in sorted(kinds.items()):
            tdir = os.path.join(workdir, "modes-" + kind)
            shutil.rmtree(tdir, ignore_errors=True)
            for stale in (False, True):
                if stale:   # the files of the first run, opened to everyone
                    for f in os.listdir(tdir):
                        os.chmod(os.path.join(tdir, f), 0o666)
                old = os.umask(0)
                try:
                    p = subprocess.Popen([ctx.vm, "-Xmx32m", "-Xtrace:file=%s,%s" % (tdir, opts), "-cp", classes,
                                          "RobustSpin"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         start_new_session=True)
                finally:
                    os.umask(old)
                p.stdout.readline()
                time.sleep(1.0)
                p.send_signal(signal.SIGTERM)
                p.communicate(timeout=120)
                files = _modes(tdir)
                wide = {f: oct(m) for f, m in files.items() if m != 0o600}
                if not stale and (os.stat(tdir).st_mode & 0o777) != 0o700:
                    problems.append("%s: directory mode %s" % (kind, oct(os.stat(tdir).st_mode & 0o777)))
                if wide:
                    problems.append("%s%s: %r" % (kind, " over stale files" if stale else "", wide))
                if "events" not in files and "events.0" not in files and not any(
                        f.startswith("events.") for f in files):
                    problems.append("%s: no events file (%s)" % (kind, sorted(files)))
            shutil.rmtree(tdir, ignore_errors=True)
        return not problems, "; ".join(problems)
    return fn


# ---- signals without -Xtrace: shutdown hooks and exit codes --------------------------------------

HOOKS_SRC = """public class RobustHooks {
    static volatile long sink;
    public static void main(String[] args) throws Exception {
        boolean slow = args.length > 0;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook start");
            if (slow) {
                System.err.println("in hook");
                try {
                    Thread.sleep(1500);
                } catch (InterruptedException e) {
                    System.out.println("hook interrupted");
                }
            }
            System.out.println("hook end");
        }));
        Thread spin = new Thread(() -> {
            for (long i = 0;; i++) {
                int[] a = new int[(int) (i % 100)];
                sink += a.length;
            }
        });
        spin.setDaemon(true);
        spin.start();
        for (int i = 0; i < 3; i++) {
            System.out.println("progress " + i);
        }
        System.out.print("partial");
        System.err.println("ready");
        Thread.sleep(120000);
        System.out.println("not reached");
    }
}
"""


def _hooks_run(cmd, sig, twice):
    """Runs cmd until it reports "ready" on stderr, sends sig (and once more when the hook
    reports "in hook" if twice). Returns (stdout, rc, problem)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        for want in (["ready"] + (["in hook"] if twice else [])):
            line = p.stderr.readline()
            if line != want.encode() + b"\n":
                p.kill()
                p.communicate()
                return None, None, "stderr line %r, expected %r" % (line, want)
            p.send_signal(sig)
        out, _ = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None, None, "did not end within 60 s of signal %d" % sig
    return out, p.returncode, None


_java_hooks = {}


def _hooks_test(ctx, workdir, sig, mode, twice):
    """Differential: a program with a shutdown hook, killed by sig once it has printed; stdout
    (the progress, the unfinished line, the hook's lines) and the exit code are java's.
    twice: a second signal arrives while the hook runs (it must neither deadlock nor cut it)."""
    flags = {"xint": ["-Xint"], "jit": [], "eager": ["-Xjit:eager"]}[mode]

    def fn():
        with _spin_lock:
            classes = _classes_of(workdir, "RobustHooks", HOOKS_SRC)
            key = (sig, twice)
            if key not in _java_hooks:
                _java_hooks[key] = _hooks_run(["java", "-cp", classes, "RobustHooks"] + (["slow"] if twice else []),
                                              sig, twice)
        jout, jrc, jwhy = _java_hooks[key]
        if jwhy:
            return False, "java: " + jwhy
        out, rc, why = _hooks_run([ctx.vm] + flags + ["-cp", classes, "RobustHooks"] + (["slow"] if twice else []),
                                  sig, twice)
        if why:
            return False, why
        problems = []
        if rc != jrc:
            problems.append("exit code %r, java %r" % (rc, jrc))
        if out != jout:
            problems.append("stdout %r, java %r" % (out, jout))
        return not problems, "; ".join(problems) or "exit %d" % rc
    return fn


# ---- System.out reaches the descriptor when java's does -------------------------------------------

STDOUT_SRC = """import java.io.PrintStream;

public class RobustStdout {
    public static void main(String[] args) throws Exception {
        if (args[0].equals("epipe")) {
            for (int i = 0; i < 10000000 && !System.out.checkError(); i++) {
                System.out.println("line " + i);
            }
            System.err.println("checkError " + System.out.checkError());
            System.exit(3);
        }
        if (args[0].equals("kill")) {
            System.out.println("line 1");
            System.out.print("partial ");
            System.out.print(42);
            System.out.print('c');
            System.out.printf("|%d|", 7);
            System.out.write("bytes ".getBytes(), 0, 6);
            System.out.write('x');
            System.err.print("err partial");
            System.err.println("ready");
            Thread.sleep(120000);
            return;
        }
        System.out.println("out 1");
        System.err.println("err 1");
        System.out.print("out partial ");
        System.err.print("err partial ");
        System.out.println("out 2");
        System.err.println();
        System.out.printf("fmt %d%n", 3);
        System.err.printf("efmt %s%n", "x");
        System.out.write('a');
        System.out.write('\\n');
        System.err.write('b');
        System.err.write('\\n');
        System.out.write('c');
        System.err.println("err 3");
        System.out.flush();
        System.out.println(new char[] {'c', 'h'});
        System.out.append("app").append('!');
        System.err.append("eapp ");
        System.out.println(3.5);
        new PrintStream(System.out, true).print("wrapped ");
        new PrintStream(System.err, false).print("unflushed wrapper ");
        System.err.println("err 4");
        for (int i = 0; i < 300; i++) {
            System.out.write('0' + i % 10);
        }
        System.err.println("err 5");
        System.out.write('z');
    }
}
"""


def _stdout_test(ctx, workdir, what, flags):
    """Differential: "kill": what a program printed before SIGKILL is on its stdout, as with
    java (every print at once; bytes of write(int) wait in the 128-byte buffer); "pipe": stdout
    and stderr into one pipe interleave as java's; "epipe": stdout's reader goes away, and the
    program sees it as an error of System.out (checkError), not as a SIGPIPE death."""
    def fn():
        with _spin_lock:
            classes = _classes_of(workdir, "RobustStdout", STDOUT_SRC)

        def run(cmd):
            if what == "pipe":
                p = subprocess.run(cmd + ["pipe"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
                return p.stdout, p.returncode, None
            if what == "epipe":
                p = subprocess.Popen(cmd + ["epipe"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                first = p.stdout.readline()
                p.stdout.close()
                _, err = p.communicate(timeout=120)
                return first + err, p.returncode, None
            p = subprocess.Popen(cmd + ["kill"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 start_new_session=True)
            line = p.stderr.readline()
            p.send_signal(signal.SIGKILL)
            out, _ = p.communicate(timeout=60)
            if line != b"err partialready\n":
                return None, None, "stderr line %r" % line
            return out, p.returncode, None
        jout, jrc, jwhy = run(["java", "-cp", classes, "RobustStdout"])
        out, rc, why = run([ctx.vm] + flags + ["-cp", classes, "RobustStdout"])
        if jwhy or why:
            return False, "java: %s, minivm: %s" % (jwhy, why)
        problems = []
        if rc != jrc:
            problems.append("exit code %r, java %r" % (rc, jrc))
        if out != jout:
            problems.append("output %r, java %r" % (out, jout))
        return not problems, "; ".join(problems) or "%d bytes as java's" % len(out)
    return fn


# ---- names that would inject markup into the HTML report -----------------------------------------

# (no '.', ';', '[' or '/' in class names, nor '<' or '>' in method names: JVMS 4.2)
EVIL_CLASS = "RobustEvil<script>alert(1)<!--&amp\"'"
EVIL_METHOD = "alloc&\"'evil&lt"
EVIL_THREAD = "<img src=x onerror=alert(2)>&\"'"


def _evil_class():
    """A class named EVIL_CLASS (main and Runnable): main runs a thread named EVIL_THREAD whose
    run() keeps 20000 instances made by the static method EVIL_METHOD, then collects."""
    from classwriter import ClassWriter, u2
    cw = ClassWriter(EVIL_CLASS, version=61)
    cw.interfaces.append("java/lang/Runnable")
    cp = cw.cp
    cw.field(0x9, "keep", "[Ljava/lang/Object;")
    keep = cp.field(EVIL_CLASS, "keep", "[Ljava/lang/Object;")
    init = cp.method(EVIL_CLASS, "<init>", "()V")
    obj_init = cp.method("java/lang/Object", "<init>", "()V")
    cw.method(0x1, "<init>", "()V", bytes([0x2a, 0xb7]) + u2(obj_init) + bytes([0xb1]), 1, 1)
    # static Object[] alloc...() { Object[] a = new Object[20000]; for (i...) a[i] = new EVIL(); return a; }
    code = (bytes([0x11]) + u2(20000) + bytes([0xbd]) + u2(cp.cls("java/lang/Object")) +
            bytes([0x4b, 0x03, 0x3c]))                                 # astore_0, iconst_0, istore_1
    loop = len(code)
    body = (bytes([0x2a, 0x1b, 0xbb]) + u2(cp.cls(EVIL_CLASS)) + bytes([0x59, 0xb7]) + u2(init) +
            bytes([0x53, 0x84, 0x01, 0x01]))                           # aastore, iinc 1 1
    test = bytes([0x1b, 0x11]) + u2(20000)                             # iload_1, sipush
    end = loop + len(test) + 3 + len(body) + 3
    code += test + bytes([0xa2]) + u2(end - (loop + len(test))) + body
    code += bytes([0xa7]) + u2((loop - len(code)) & 0xffff)            # goto loop
    code += bytes([0x2a, 0xb0])                                        # aload_0, areturn
    frame_locals = [("L", "[Ljava/lang/Object;"), "I"]
    cw.method(0xa, EVIL_METHOD, "()[Ljava/lang/Object;", code, 4, 2,
              frames=[(loop, frame_locals, []), (end, frame_locals, [])])
    alloc = cp.method(EVIL_CLASS, EVIL_METHOD, "()[Ljava/lang/Object;")
    cw.method(0x1, "run", "()V", bytes([0xb8]) + u2(alloc) + bytes([0xb3]) + u2(keep) + bytes([0xb1]), 1, 1)
    tinit = cp.method("java/lang/Thread", "<init>", "(Ljava/lang/Runnable;Ljava/lang/String;)V")
    out = cp.field("java/lang/System", "out", "Ljava/io/PrintStream;")
    code = (bytes([0xbb]) + u2(cp.cls("java/lang/Thread")) + bytes([0x59, 0xbb]) + u2(cp.cls(EVIL_CLASS)) +
            bytes([0x59, 0xb7]) + u2(init) + bytes([0x13]) + u2(cp.string(EVIL_THREAD)) +
            bytes([0xb7]) + u2(tinit) + bytes([0x4c, 0x2b, 0xb6]) + u2(cp.method("java/lang/Thread", "start", "()V")) +
            bytes([0x2b, 0xb6]) + u2(cp.method("java/lang/Thread", "join", "()V")) +
            bytes([0xb8]) + u2(cp.method("java/lang/System", "gc", "()V")) +
            bytes([0xb2]) + u2(out) + bytes([0xb2]) + u2(keep) + bytes([0xbe, 0xb6]) +
            u2(cp.method("java/io/PrintStream", "println", "(I)V")) + bytes([0xb1]))
    cw.method(0x9, "main", "([Ljava/lang/String;)V", code, 6, 2)
    return cw.bytes()


def _html_escape_test(ctx, workdir):
    """Class, method and thread names made to inject markup reach `minivm-trace report --html`
    escaped: no raw markup, the escaped forms present, and Chromium builds no injected element."""
    def fn():
        import html
        import html.parser
        d = os.path.join(workdir, "html-escape")
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        with open(os.path.join(d, EVIL_CLASS + ".class"), "wb") as f:
            f.write(_evil_class())
        java = subprocess.run(["java", "-cp", d, EVIL_CLASS], capture_output=True, timeout=120)
        tdir = os.path.join(d, "trace")
        rc, out, err = ctx.run([ctx.vm, "-Xtrace:file=" + tdir, "-cp", d, EVIL_CLASS], timeout=300)
        if (rc, out) != (java.returncode, java.stdout) or rc != 0:
            return False, "exit %r stdout %r (java: %r %r); stderr %r" % (rc, out, java.returncode, java.stdout,
                                                                          _first(err))
        page = os.path.join(d, "report.html")
        rc, out, err = ctx.run([os.path.join(ctx.build, "minivm-trace"), "report", tdir, "--html", page],
                               timeout=300)
        if rc != 0:
            return False, "report exit %r: %s" % (rc, _first(err))
        text = open(page, encoding="utf-8").read()
        problems = []
        for raw in ("<script", "<img", "<!--", "onerror=alert(2)>"):
            if raw in text:
                problems.append("raw %r in the report" % raw)
        for name in (EVIL_CLASS, EVIL_METHOD, EVIL_THREAD):
            if html.escape(name, quote=True).replace("&#x27;", "&#39;") not in text:
                problems.append("the escaped form of %r is missing" % name)

        class Tags(html.parser.HTMLParser):
            found = set()

            def handle_starttag(self, tag, attrs):
                self.found.add(tag)
                if any(k.startswith("on") for k, _ in attrs):
                    problems.append("an event handler attribute on <%s>" % tag)
        tags = Tags()
        tags.feed(text)
        if tags.found & {"script", "img", "iframe"}:
            problems.append("injected elements: %r" % sorted(tags.found & {"script", "img", "iframe"}))
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium:
            rc, dom, err = ctx.run([chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                                    "--user-data-dir=" + os.path.join(d, "profile"), "--enable-logging=stderr",
                                    "--v=0", "--dump-dom", "file://" + page], timeout=120)
            errtext = err.decode("utf-8", "replace")
            console = [l for l in errtext.split("\n") if "CONSOLE" in l]
            dom = dom.decode("utf-8", "replace")
            if rc != 0 or "</html>" not in dom:
                problems.append("chromium --dump-dom exit %r: %r" % (rc, errtext[-300:]))
            if console:
                problems.append("console messages: %r" % console[:3])
            for tag in ("<script", "<img", "<iframe"):
                if tag in dom:
                    problems.append("chromium built a %s> element" % tag)
            if "onerror=alert(2)&gt;" not in dom:
                problems.append("the thread name is not in chromium's DOM as text")
        else:
            problems.append("chromium is not installed (./setup.sh installs it)")
        if not problems:
            shutil.rmtree(d, ignore_errors=True)
        return not problems, "; ".join(problems)
    return fn


# ---- the sanitized pass --------------------------------------------------------------------------

# A representative subset run by a minivm built with ASan+UBSan (<root>/build-asan): these Java
# tests (by class), the first test of every group, the hostile inputs, and a traced run read back
# by a sanitized minivm-trace.
ASAN_SAMPLE = ["Recursion", "StringConcat", "TryCatchFinally", "MultiDimArrays", "VirtualDispatch", "SyncMethods",
               "JitLoops", "JitDeopt", "GcOomRecovery", "GcBinaryTrees", "StackOverflow", "LimitsStackOverflow",
               "LimitsHugeArrays", "ThrConcurrencyTools"]
ASAN_EAGER = ["Recursion", "JitLoops", "JitDeopt", "StringConcat", "LimitsHugeArrays"]
SANITIZER_MARKS = (b"ERROR: AddressSanitizer", b"ERROR: LeakSanitizer", b"runtime error:",
                   b"ERROR: UndefinedBehaviorSanitizer")
_asan_lock = __import__("threading").Lock()
_asan_state = []


def _sanitizer_reports(stderr):
    hits = [l for l in stderr.split(b"\n") if any(m in l for m in SANITIZER_MARKS)]
    return ["sanitizer: " + h.decode("utf-8", "replace")[:300] for h in hits[:2]]


def _asan_build(ctx):
    """Configures and builds <root>/build-asan (minivm, minivm-trace, the class library) once.
    Returns an error or None. When the suite itself runs from build-asan, it is used as it is:
    rebuilding it would replace the binary under the running suite's other tests."""
    with _asan_lock:
        if _asan_state:
            return _asan_state[0]
        bdir = os.path.join(ctx.root, "build-asan")
        if os.path.realpath(bdir) == os.path.realpath(ctx.build):
            _asan_state.append(None)
            return None
        os.makedirs(bdir, exist_ok=True)
        err = None
        with open(os.path.join(bdir, ".robust-lock"), "w") as lk:
            fcntl.flock(lk, fcntl.LOCK_EX)
            if not os.path.exists(os.path.join(bdir, "build.ninja")):
                p = subprocess.run(["meson", "setup", bdir, "--buildtype=debugoptimized",
                                    "-Db_sanitize=address,undefined", "-Db_lundef=false"], cwd=ctx.root,
                                   capture_output=True)
                if p.returncode != 0:
                    err = "meson setup build-asan failed: " + (p.stdout + p.stderr).decode()[-600:]
            if err is None:
                p = subprocess.run(["ninja", "-C", bdir, "-j2", "minivm", "minivm-trace", "classlib/classlib.stamp"],
                                   capture_output=True)
                if p.returncode != 0:
                    err = "building build-asan failed: " + p.stdout.decode("utf-8", "replace")[-800:]
        _asan_state.append(err)
        return err


def _asan_java(ctx, test, flags=()):
    def fn():
        err = _asan_build(ctx)
        if err:
            return False, err
        vm = os.path.join(ctx.root, "build-asan", "minivm")
        rc, out, errb = ctx.run(test.vm_cmd(vm, ctx.classes_dir, list(flags)), timeout=max(4 * test.timeout, 300),
                                stdin=test.stdin)
        problems = _sanitizer_reports(errb)
        if problems:
            return False, "; ".join(problems)
        return ctx.compare(test, rc, out, errb)
    return fn


def _asan_trace(ctx, workdir):
    """A traced run by the sanitized VM, verified, reported and dumped by the sanitized tool."""
    def fn():
        err = _asan_build(ctx)
        if err:
            return False, err
        bdir = os.path.join(ctx.root, "build-asan")
        test = ctx.java_test("StringConcat")
        tdir = os.path.join(workdir, "asan-trace")
        shutil.rmtree(tdir, ignore_errors=True)
        rc, out, errb = ctx.run(test.vm_cmd(os.path.join(bdir, "minivm"), ctx.classes_dir,
                                            ["-Xmx16m", "-Xtrace:file=%s,verify" % tdir]), timeout=300,
                                stdin=test.stdin)
        problems = _sanitizer_reports(errb)
        ok, detail = ctx.compare(test, rc, out, errb)
        if not ok:
            problems.append("traced run: " + detail)
        tool = os.path.join(bdir, "minivm-trace")
        for args in (["verify", tdir], ["summary", tdir], ["dump", tdir], ["leaks", tdir],
                     ["report", tdir, "--html", os.path.join(workdir, "asan-report.html")]):
            trc, tout, terr = ctx.run([tool] + args, timeout=600)
            problems += _sanitizer_reports(terr)
            if trc != 0:
                problems.append("minivm-trace %s: exit %r %s" % (args[0], trc, _first(terr)))
        if not problems:
            shutil.rmtree(tdir, ignore_errors=True)
        return not problems, "; ".join(problems[:4])
    return fn


def _asan_tests(ctx, workdir):
    tests = []
    by_cls = {t.cls: t for t in ctx.java_tests}
    chosen, groups = [], set()
    for t in sorted(ctx.java_tests, key=lambda t: t.name):
        group = t.name.split("/")[0]
        if group not in groups:
            groups.add(group)
            chosen.append(t)
    chosen += [by_cls[c] for c in ASAN_SAMPLE if c in by_cls and by_cls[c] not in chosen]
    for t in chosen:
        tests.append(("robust/asan/" + t.name, _asan_java(ctx, t)))
    for c in ASAN_EAGER:
        if c in by_cls:
            tests.append(("robust/asan/eager/" + by_cls[c].name, _asan_java(ctx, by_cls[c], ["-Xjit:eager"])))
    vm = os.path.join(ctx.root, "build-asan", "minivm")
    for name, case in sorted(hostile.all_cases().items()):
        tests.append(("robust/asan/" + name, _hostile_test(ctx, name, case, workdir, vm)))
    tests.append(("robust/asan/trace", _asan_trace(ctx, workdir)))
    return tests


# ---- fuzzing -------------------------------------------------------------------------------------

def _fuzz_build(ctx):
    """Configures and builds <root>/build-fuzz once (under a lock). Returns an error or None."""
    bdir = os.path.join(ctx.root, "build-fuzz")
    os.makedirs(bdir, exist_ok=True)
    with open(os.path.join(bdir, ".robust-lock"), "w") as lk:
        fcntl.flock(lk, fcntl.LOCK_EX)
        if shutil.which("clang") is None:
            return "clang is not installed (./setup.sh installs clang and libclang-rt-14-dev)"
        env = dict(os.environ, CC="clang", CXX="clang++")
        if not os.path.exists(os.path.join(bdir, "build.ninja")):
            p = subprocess.run(["meson", "setup", bdir, "-Dfuzz=true"], cwd=ctx.root, env=env,
                               capture_output=True)
            if p.returncode != 0:
                return "meson setup build-fuzz failed: " + p.stdout.decode()[-500:] + p.stderr.decode()[-500:]
        targets = ["tests/fuzz/" + h for h in HARNESSES]
        p = subprocess.run(["ninja", "-C", bdir] + targets, capture_output=True, env=env)
        if p.returncode != 0:
            return "building the fuzzers failed: " + p.stdout.decode()[-800:]
    return None


def _seed(ctx, bdir, harness, workdir):
    seeds = os.path.join(bdir, "seeds", harness)
    shutil.rmtree(seeds, ignore_errors=True)
    os.makedirs(seeds)
    n = 0

    def put(data):
        nonlocal n
        with open(os.path.join(seeds, "seed%04d" % n), "wb") as f:
            f.write(data)
        n += 1

    cases = hostile.all_cases()
    if harness in ("fuzz_classfile", "fuzz_verify"):
        names = sorted(f for f in os.listdir(ctx.classes_dir) if f.endswith(".class")) if os.path.isdir(
            ctx.classes_dir) else []
        for f in names[:: max(1, len(names) // 300)]:
            put(open(os.path.join(ctx.classes_dir, f), "rb").read())
        for c in cases.values():
            for fn, data in c["files"].items():
                if fn.endswith(".class"):
                    put(data)
    elif harness == "fuzz_zip":
        demo = os.path.join(ctx.build, "tests", "demo.jar")
        if os.path.exists(demo):
            put(open(demo, "rb").read())
        for c in cases.values():
            for fn, data in c["files"].items():
                if fn.endswith(".jar"):
                    put(data)
    else:
        tdir = os.path.join(workdir, "trace-seed")
        _make_trace(ctx, tdir, ["50"])
        for kind, fn in ((0, "events"), (1, "symbols"), (2, "heap")):
            p = os.path.join(tdir, fn)
            if os.path.exists(p):
                data = open(p, "rb").read()
                frames = _frames(data)
                cut = frames[min(len(frames), 6) - 1][1] if frames else len(data)
                put(bytes([kind]) + data[:min(cut, 48 << 10)])
                put(bytes([kind]) + data[:min(len(data), 4096)])
    return seeds, n


def _fuzz_test(ctx, harness, workdir):
    def fn():
        err = _fuzz_build(ctx)
        if err:
            return False, err
        bdir = os.path.join(ctx.root, "build-fuzz")
        exe = os.path.join(bdir, "tests", "fuzz", harness)
        seeds, nseeds = _seed(ctx, bdir, harness, workdir)
        corpus = os.path.join(bdir, "corpus", harness)
        arts = os.path.join(bdir, "artifacts")
        os.makedirs(corpus, exist_ok=True)
        os.makedirs(arts, exist_ok=True)
        secs = int(os.environ.get("MINIVM_FUZZ_SECONDS", "600" if ctx.stress else "25"))
        # libFuzzer checks its peak RSS, and a child inherits the peak of the process that
        # spawned it (Linux keeps it across vfork/exec): allow for this runner's own peak.
        rss_limit = 2560 + resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        cmd = [exe, corpus, seeds, "-max_total_time=%d" % secs, "-timeout=20", "-rss_limit_mb=%d" % rss_limit,
               "-malloc_limit_mb=2560",
               "-max_len=65536", "-print_final_stats=1", "-artifact_prefix=%s/%s-" % (arts, harness)]
        env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1",
                   UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
        p = subprocess.run(cmd, capture_output=True, timeout=secs + 300, env=env)
        text = p.stderr.decode("utf-8", "replace")
        m = re.search(r"stat::number_of_executed_units:\s*(\d+)", text)
        execs = int(m.group(1)) if m else 0
        with open(os.path.join(bdir, "fuzz-stats.txt"), "a") as f:
            f.write("%s %s seconds=%d execs=%d seeds=%d rc=%d\n"
                    % (time.strftime("%Y-%m-%dT%H:%M:%S"), harness, secs, execs, nseeds, p.returncode))
        if p.returncode != 0:
            crash = [l for l in text.splitlines() if "ERROR:" in l or "SUMMARY:" in l or "Test unit written" in l]
            return False, "fuzzer found a failure (rc %d): %s" % (p.returncode, " | ".join(crash[:6]))
        if execs == 0:
            return False, "no executions: " + text[-400:]
        return True, "%d executions in %d s" % (execs, secs)
    return fn


def extra_tests(ctx):
    # A runner started in the background of a non-interactive shell has SIGINT ignored (under
    # nohup, SIGHUP), and an ignored signal stays ignored across exec. A handler that does
    # nothing keeps the runner as it was, while the VMs under test start with the default.
    for sig in (signal.SIGINT, signal.SIGHUP):
        if signal.getsignal(sig) == signal.SIG_IGN:
            signal.signal(sig, lambda signum, frame: None)
    workdir = os.path.join(ctx.build, "robust")
    os.makedirs(workdir, exist_ok=True)
    tests = []
    for name, case in sorted(hostile.all_cases().items()):
        tests.append(("robust/" + name, _hostile_test(ctx, name, case, workdir)))
    tests.append(("robust/xverify_none", _noverify_test(ctx, workdir)))
    tests.append(("robust/trace_cut", _trace_cut_test(ctx, workdir)))
    tests.append(("robust/trace_sigkill", _trace_sigkill_test(ctx, workdir)))
    tests.append(("robust/trace_modes", _trace_modes_test(ctx, workdir)))
    tests.append(("robust/html_escape", _html_escape_test(ctx, workdir)))
    for sig in (signal.SIGINT, signal.SIGTERM):
        java_rc = _java_signal_rc(workdir, sig)
        for mode in ("xint", "jit", "eager", "rotate"):
            tests.append(("robust/signal/%s/%s" % (signal.Signals(sig).name.lower(), mode),
                          _signal_test(ctx, workdir, sig, mode, java_rc)))
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        for mode in ("xint", "jit", "eager"):
            tests.append(("robust/signal_hooks/%s/%s" % (signal.Signals(sig).name.lower(), mode),
                          _hooks_test(ctx, workdir, sig, mode, False)))
    for mode in ("xint", "eager"):
        tests.append(("robust/signal_hooks/sigint_twice/%s" % mode, _hooks_test(ctx, workdir, signal.SIGINT, mode, True)))
    for what in ("kill", "pipe", "epipe"):
        for mode, flags in (("xint", ["-Xint"]), ("eager", ["-Xjit:eager"])):
            tests.append(("robust/stdout/%s/%s" % (what, mode), _stdout_test(ctx, workdir, what, flags)))
    for h in HARNESSES:
        tests.append(("robust/fuzz/" + h, _fuzz_test(ctx, h, workdir)))
    tests += _asan_tests(ctx, workdir)
    return tests

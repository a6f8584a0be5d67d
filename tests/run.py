#!/usr/bin/env python3
"""minivm test runner (python3, standard library only).

Usage: python3 tests/run.py [--build DIR] [--vm PATH] [--filter SUBSTR] [--jobs N] [--stress]

Runs three kinds of tests, each reported as one line "PASS name" / "FAIL name ...":
  * differential Java tests: tests/java/<group>/<Name>.java, run on HotSpot (`java`) and on
    minivm; stdout must be identical, and so must the exit code and the first stderr line;
  * C unit tests: every executable <build>/tests/unit/test_* (pass = exit code 0);
  * extra tests from every tests/extra_*.py: extra_tests(ctx) -> [(name, callable)], where
    callable() -> (ok: bool, detail: str).
The last line printed is exactly "N passed, N failed"; the exit code is 1 if anything failed.
See tests/README.md.
"""

import argparse
import difflib
import fcntl
import glob
import importlib.util
import os
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor, as_completed

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAVA_SRC = os.path.join(ROOT, "tests", "java")
DEFAULT_TIMEOUT = 60
DIFF_LINES = 20
# Environment variables that make HotSpot print "Picked up ..." or change its behaviour.
SCRUB_ENV = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")
# The reference JDK (17): `java`/`javac` from PATH unless $JAVA / $JAVAC name other binaries.
JAVA = os.environ.get("JAVA", "java")
JAVAC = os.environ.get("JAVAC", "javac")


def clean_env():
    env = dict(os.environ)
    for k in SCRUB_ENV:
        env.pop(k, None)
    return env


def run_cmd(cmd, timeout=DEFAULT_TIMEOUT, stdin=None, env=None, cwd=None):
    """Run cmd (a list). Returns (rc, stdout_bytes, stderr_bytes); rc is None on timeout.

    The child gets its own process group, so a timeout kills wrapper scripts' children too.
    stdin: None (empty input), bytes or str."""
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    try:
        p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env if env is not None else clean_env(),
                             cwd=cwd, start_new_session=True)
    except OSError as e:
        return 127, b"", ("cannot run %s: %s\n" % (cmd[0], e)).encode()
    try:
        out, err = p.communicate(input=stdin or b"", timeout=timeout)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = p.communicate()
        return None, out, err


def first_line(b):
    return b.split(b"\n", 1)[0].rstrip(b"\r") if b else b""


def describe_rc(rc):
    if rc is None:
        return "timeout"
    if rc < 0:
        try:
            return "%d (%s)" % (rc, signal.Signals(-rc).name)
        except ValueError:
            return str(rc)
    return str(rc)


def text(b):
    return b.decode("utf-8", errors="replace")


def short_diff(expected, actual, a_name="java", b_name="minivm"):
    lines = list(difflib.unified_diff(text(expected).splitlines(), text(actual).splitlines(),
                                      a_name, b_name, lineterm="", n=2))
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES] + ["... (%d more diff lines)" % (len(lines) - DIFF_LINES)]
    return "\n".join(lines)


def head(b, n=10):
    ls = text(b).splitlines()
    more = "\n... (%d more lines)" % (len(ls) - n) if len(ls) > n else ""
    return "\n".join(ls[:n]) + more


# ---------------------------------------------------------------------------------------------
# Java test discovery and directives

class JavaTest:
    """One tests/java/<group>/<Name>.java program and its directives."""

    def __init__(self, path):
        self.path = path
        rel = os.path.relpath(path, JAVA_SRC)
        self.cls = os.path.splitext(os.path.basename(path))[0]
        self.name = os.path.splitext(rel)[0].replace(os.sep, "/")  # e.g. "arith/IntArith"
        self.args = []
        self.stdin = None
        self.vmflags = []
        self.minivm_flags = []
        self.timeout = DEFAULT_TIMEOUT
        self.error = None
        try:
            self._parse()
        except Exception as e:  # bad directive: report as a failure of this test
            self.error = "bad directive: %s" % e

    def _parse(self):
        with open(self.path, encoding="utf-8") as f:
            for line in f:
                s = line.strip()
                if not s:
                    continue
                if not s.startswith("//"):
                    break  # directives only in the leading comment block
                body = s[2:].strip()
                key, sep, val = body.partition(":")
                if not sep:
                    continue
                key = key.strip().lower()
                val = val.strip()
                if key == "args":
                    self.args = shlex.split(val)
                elif key == "stdin":
                    self.stdin = (self.stdin or "") + decode_escapes(val)
                elif key == "vmflags":
                    self.vmflags += shlex.split(val)
                elif key == "minivm-flags":
                    self.minivm_flags += shlex.split(val)
                elif key == "timeout":
                    self.timeout = float(val)

    def java_cmd(self, classes_dir):
        return [JAVA, "-cp", classes_dir] + self.vmflags + [self.cls] + self.args

    def vm_cmd(self, vm, classes_dir, extra_flags=()):
        return ([vm, "-cp", classes_dir] + self.vmflags + self.minivm_flags + list(extra_flags)
                + [self.cls] + self.args)


def decode_escapes(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            n = s[i + 1]
            out.append({"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "0": "\0"}.get(n, "\\" + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def find_java_sources():
    srcs = []
    for dirpath, dirnames, filenames in os.walk(JAVA_SRC):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(".java"):
                srcs.append(os.path.join(dirpath, fn))
    return srcs


def compile_java(srcs, classes_dir):
    """One javac invocation for all sources, only when something changed.
    Returns None on success or an error message."""
    stamp = os.path.join(classes_dir, ".stamp")
    listing = "\n".join(os.path.relpath(s, ROOT) for s in srcs)
    if os.path.exists(stamp):
        st = os.path.getmtime(stamp)
        with open(stamp, encoding="utf-8") as f:
            old_listing = f.read()
        if old_listing == listing and all(os.path.getmtime(s) <= st for s in srcs):
            return None
    if shutil.which(JAVAC) is None:
        return "javac not found: %s" % JAVAC
    if os.path.isdir(classes_dir):
        shutil.rmtree(classes_dir)  # no stale classes from deleted/renamed tests
    os.makedirs(classes_dir)
    cmd = [JAVAC, "-g", "-encoding", "UTF-8", "-d", classes_dir] + srcs
    print("compiling %d Java test sources ..." % len(srcs), flush=True)
    rc, out, err = run_cmd(cmd, timeout=600)
    if rc != 0:
        return "javac failed (exit %s):\n%s%s" % (describe_rc(rc), text(out), text(err))
    with open(stamp, "w", encoding="utf-8") as f:
        f.write(listing)
    return None


# ---------------------------------------------------------------------------------------------
# Context handed to tests/extra_tests.py

class Context:
    """Fields: root, build, vm, classes_dir, stress, jobs, java_tests (list of JavaTest:
    .name "group/Name", .cls, .args, .stdin, .vmflags, .minivm_flags, .timeout, .vm_cmd()).

    run(cmd, timeout=60, stdin=None) -> (rc, stdout, stderr): rc None on timeout, output bytes.
    java_test(name) -> the JavaTest called "group/Name" or "Name".
    java_expected(test) -> (rc, stdout, stderr) of HotSpot for a JavaTest (cached).
    compare(test, rc, out, err) -> (ok, detail): checks a minivm result against HotSpot's.
    check_java_test(test, extra_flags=(), timeout=None) -> (ok, detail): runs the test on
        minivm with extra minivm-only flags and compares (what the Java tests do).
    trace_tool(*args, timeout=300, merge=False) -> (rc, stdout, stderr) of minivm-trace, as
        text; (rc, stdout + stderr) with merge.
    compile_java(name, javas) -> build/tests/<name>, holding the classes of the .java files
        javas (javac -g), compiled again when one of them is newer than the last compilation.
    gc_plans(default_first=False) -> the collector plans (gc/plan_<name>.c), sorted, or with
        the default plan (generational) first.
    """

    def __init__(self, root, build, vm, classes_dir, stress, jobs, java_tests):
        self.root = root
        self.build = build
        self.vm = vm
        self.classes_dir = classes_dir
        self.stress = stress
        self.jobs = jobs
        self.java_tests = java_tests
        self._cache = {}
        self._lock = threading.Lock()
        self._compile_lock = threading.Lock()

    def run(self, cmd, timeout=DEFAULT_TIMEOUT, stdin=None):
        return run_cmd(cmd, timeout=timeout, stdin=stdin)

    def trace_tool(self, *args, timeout=300, merge=False):
        rc, out, err = run_cmd([os.path.join(self.build, "minivm-trace")] + list(args), timeout=timeout)
        if merge:
            return rc, (out + err).decode("utf-8", "replace")
        return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")

    def compile_java(self, name, javas):
        out = os.path.join(self.build, "tests", name)
        stamp = os.path.join(out, ".stamp")
        with self._compile_lock:
            newest = max(os.path.getmtime(j) for j in javas)
            if not os.path.exists(stamp) or os.path.getmtime(stamp) < newest:
                os.makedirs(out, exist_ok=True)
                javac = os.environ.get("JAVAC", "javac")
                subprocess.run([javac, "-g", "-encoding", "UTF-8", "-d", out] + list(javas), check=True)
                open(stamp, "w").close()
        return out

    def gc_plans(self, default_first=False):
        gc_dir = os.path.join(self.root, "gc")
        names = sorted(f[5:-2] for f in os.listdir(gc_dir) if f.startswith("plan_") and f.endswith(".c"))
        if default_first:
            names = ["generational"] + [n for n in names if n != "generational"]
        return names

    def java_test(self, name):
        for t in self.java_tests:
            if t.name == name or t.cls == name:
                return t
        raise KeyError(name)

    def java_expected(self, test):
        """HotSpot's (rc, stdout, stderr) for a JavaTest; computed once, shared across threads."""
        with self._lock:
            entry = self._cache.setdefault(test.name, [threading.Lock(), None])
        with entry[0]:
            if entry[1] is None:
                entry[1] = run_cmd(test.java_cmd(self.classes_dir), timeout=test.timeout,
                                   stdin=test.stdin)
            return entry[1]

    def compare(self, test, rc, out, err):
        return compare_results(test, self.java_expected(test), (rc, out, err))

    def check_java_test(self, test, extra_flags=(), timeout=None):
        """Run a JavaTest on minivm (with extra minivm-only flags, e.g. a GC-stress option)
        and compare with HotSpot. Returns (ok, detail)."""
        if test.error:
            return False, test.error
        if not (os.path.isfile(self.vm) and os.access(self.vm, os.X_OK)):
            return False, "VM not found or not executable: %s" % self.vm
        expected = self.java_expected(test)
        cmd = test.vm_cmd(self.vm, self.classes_dir, list(extra_flags))
        actual = run_cmd(cmd, timeout=timeout or test.timeout, stdin=test.stdin)
        return compare_results(test, expected, actual)


def compare_results(test, expected, actual):
    jrc, jout, jerr = expected
    rc, out, err = actual
    if jrc is None:
        return False, "java itself timed out after %ss (test is broken?)" % test.timeout
    problems = []
    details = []
    if rc is None:
        problems.append("timeout after %ss" % test.timeout)
    elif rc != jrc:
        problems.append("exit code %s, expected %s" % (describe_rc(rc), describe_rc(jrc)))
    if out != jout:
        problems.append("stdout differs")
        details.append(short_diff(jout, out))
    if first_line(err) != first_line(jerr):
        problems.append("stderr first line differs")
        details.append("  expected stderr: %r\n  actual stderr:   %r"
                       % (text(first_line(jerr)), text(first_line(err))))
    if not problems:
        return True, ""
    if err and (rc is None or rc != jrc or rc < 0 or "stderr first line differs" in problems):
        details.append("minivm stderr (head):\n" + head(err))
    return False, "; ".join(problems) + ("\n" + "\n".join(details) if details else "")


# ---------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description="minivm test runner")
    ap.add_argument("--build", default=None, help="build directory (default: <repo>/build)")
    ap.add_argument("--vm", default=None, help="VM binary (default: <build>/minivm)")
    ap.add_argument("--filter", default=None, help="run only tests whose name contains SUBSTR")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel workers")
    ap.add_argument("--stress", action="store_true", help="passed to extra tests (ctx.stress)")
    opts = ap.parse_args()

    build = os.path.abspath(opts.build) if opts.build else os.path.join(ROOT, "build")
    vm = os.path.abspath(opts.vm) if opts.vm else os.path.join(build, "minivm")
    classes_dir = os.path.join(build, "tests", "java-classes")
    jobs = max(1, opts.jobs)

    def selected(name):
        return opts.filter is None or opts.filter in name

    # One runner per build directory: a second one would recompile tests/java and the extra
    # tests' classes and traces under the first one's feet. It waits for the first to end.
    os.makedirs(os.path.join(build, "tests"), exist_ok=True)
    lock = open(os.path.join(build, "tests", ".run.lock"), "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        print("another tests/run.py is using %s: waiting for it to end" % build, flush=True)
        fcntl.flock(lock, fcntl.LOCK_EX)

    # Compile all Java sources (a failure is fatal: it means a broken test, not a VM bug).
    srcs = find_java_sources()
    if srcs:
        err = compile_java(srcs, classes_dir)
        if err:
            print("ERROR: compiling tests/java failed (a broken test program, not a VM bug)")
            print(err.rstrip())
            print("FAIL javac")
            print("0 passed, 1 failed")
            return 1
    java_tests = [JavaTest(s) for s in srcs]
    ctx = Context(ROOT, build, vm, classes_dir, opts.stress, jobs, java_tests)

    tasks = []  # (name, callable -> (ok, detail))
    for t in java_tests:
        if selected(t.name):
            tasks.append((t.name, lambda t=t: ctx.check_java_test(t)))

    unit_dir = os.path.join(build, "tests", "unit")
    if os.path.isdir(unit_dir):
        for fn in sorted(os.listdir(unit_dir)):
            p = os.path.join(unit_dir, fn)
            if not fn.startswith("test_") or fn.endswith(".args") or not os.path.isfile(p) \
                    or not os.access(p, os.X_OK):
                continue
            name = "unit/" + fn
            if not selected(name):
                continue

            def unit_fn(p=p):
                args = []
                if os.path.isfile(p + ".args"):
                    with open(p + ".args", encoding="utf-8") as f:
                        args = f.read().split()
                rc, out, err = run_cmd([p] + args, timeout=300, cwd=ROOT)
                if rc == 0:
                    return True, ""
                msg = "exit code %s" % describe_rc(rc)
                outs = (text(out) + text(err)).splitlines()
                if len(outs) > 40:
                    outs = ["... (%d lines omitted)" % (len(outs) - 40)] + outs[-40:]
                return False, msg + ("\n" + "\n".join(outs) if outs else "")
            tasks.append((name, unit_fn))

    # Every tests/extra_*.py module (one per area) contributes extra_tests(ctx).
    for extra in sorted(glob.glob(os.path.join(ROOT, "tests", "extra_*.py"))):
        modname = os.path.basename(extra)[:-3]
        try:
            spec = importlib.util.spec_from_file_location(modname, extra)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            for name, fn in mod.extra_tests(ctx):
                if selected(name):
                    tasks.append((name, fn))
        except Exception:
            tb = traceback.format_exc()
            tasks.append((modname, lambda tb=tb, m=modname: (False, "loading %s.py failed:\n" % m
                                                             + tb)))

    passed = failed = 0
    failures = []
    out_lock = threading.Lock()
    start = time.time()

    def run_task(name, fn):
        try:
            res = fn()
            ok, detail = bool(res[0]), (res[1] if len(res) > 1 else "") or ""
        except Exception:
            ok, detail = False, "test raised:\n" + traceback.format_exc()
        return name, ok, str(detail)

    with ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = [ex.submit(run_task, n, f) for n, f in tasks]
        for fut in as_completed(futs):
            name, ok, detail = fut.result()
            with out_lock:
                if ok:
                    passed += 1
                    print("PASS %s" % name, flush=True)
                else:
                    failed += 1
                    first, _, rest = detail.partition("\n")
                    print("FAIL %s: %s" % (name, first), flush=True)
                    if rest:
                        print("    " + rest.replace("\n", "\n    "), flush=True)
                    failures.append(name)

    if failures:
        print("failed tests (%.1fs):" % (time.time() - start))
        for n in sorted(failures):
            print("  " + n)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Robustness tests (issue 10; docs/robustness.md), run by tests/run.py:

  robust/verify/*, robust/classfile/*, robust/jar/*: hostile inputs from tests/hostile/cases.py
      (bad bytecode, malformed class files, broken jars), run on HotSpot and on minivm: same
      stdout, exit code and first stderr line (or minivm's own one-line message where a case
      says `expect`);
  robust/xverify_none: -Xverify:none runs a class that fails verification;
  robust/trace_cut, robust/trace_sigkill: a trace cut short (at many offsets, or by SIGKILL
      while the VM runs) decodes exactly to its last whole frame;
  robust/fuzz/<harness>: a libFuzzer run of each harness in tests/fuzz/ (25 s each; 600 s with
      --stress; $MINIVM_FUZZ_SECONDS overrides), from a seed corpus of our own test classes,
      jars and traces. The harnesses are built in <root>/build-fuzz with clang.
"""
import fcntl
import os
import random
import re
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


def _hostile_test(ctx, name, case, workdir):
    def fn():
        d = os.path.join(workdir, name.replace("/", "_"))
        shutil.rmtree(d, ignore_errors=True)
        hostile.write_case(case, d)
        args = ["-jar", case["jar"]] if "jar" in case else ["-cp", ".", case["main"]]
        java = subprocess.run(["java"] + args, cwd=d, capture_output=True, timeout=120)
        t0 = time.time()
        vm = subprocess.run([ctx.vm] + args, cwd=d, capture_output=True, timeout=120)
        took = time.time() - t0
        problems = []
        if vm.returncode != java.returncode:
            problems.append("exit code %d, java %d" % (vm.returncode, java.returncode))
        if vm.stdout != java.stdout:
            problems.append("stdout %r, java %r" % (vm.stdout[:200], java.stdout[:200]))
        want = case.get("expect")
        got = _first(vm.stderr)
        if want is not None:
            if got != want:
                problems.append("stderr first line %r, expected %r" % (got, want))
        elif "prefix" in case:
            line = got.split(": ", 1)[1] if ": " in got else got
            if not line.startswith(case["prefix"]):
                problems.append("stderr first line %r does not start with %r" % (got, case["prefix"]))
        elif got != _first(java.stderr):
            problems.append("stderr first line %r, java %r" % (got, _first(java.stderr)))
        if took > 20:
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
        cmd = [exe, corpus, seeds, "-max_total_time=%d" % secs, "-timeout=20", "-rss_limit_mb=2560",
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
    workdir = os.path.join(ctx.build, "robust")
    os.makedirs(workdir, exist_ok=True)
    tests = []
    for name, case in sorted(hostile.all_cases().items()):
        tests.append(("robust/" + name, _hostile_test(ctx, name, case, workdir)))
    tests.append(("robust/xverify_none", _noverify_test(ctx, workdir)))
    tests.append(("robust/trace_cut", _trace_cut_test(ctx, workdir)))
    tests.append(("robust/trace_sigkill", _trace_sigkill_test(ctx, workdir)))
    for h in HARNESSES:
        tests.append(("robust/fuzz/" + h, _fuzz_test(ctx, h, workdir)))
    return tests

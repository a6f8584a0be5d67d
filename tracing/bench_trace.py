#!/usr/bin/env python3
"""The cost of -Xtrace on allocation-heavy programs (interpreter).

For each benchmark of benchmarks/java (the gc group by default), runs minivm without and with
-Xtrace alternately, --runs times each, and reports the median wall times and their ratio, the
median CPU times (user + system) and their ratio, the trace's size, events and bytes per event
(from `minivm-trace summary`) and the trace rate in MB/s of traced wall time.

    python3 tracing/bench_trace.py [--build build-trace-rel] [--runs 5] [--bench binarytrees,cache]

Build the VM for it with: meson setup build-trace-rel --buildtype=release && ninja -C build-trace-rel
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# name: (class, iterations, inner size), as benchmarks/run's full sizes
BENCHES = {
    "binarytrees": ("bench.BinaryTrees", 8, 15),
    "gcbench": ("bench.GCBench", 8, 15),
    "cache": ("bench.Cache", 8, 20000),
    "arraychurn": ("bench.ArrayChurn", 4, 16),
    "mtalloc": ("bench.MtAlloc", 5, 200),
}


def run(cmd):
    """(wall seconds, cpu seconds of the child, exit code)"""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode != 0:
        sys.stderr.write("failed (%d): %s\n%s\n" % (p.returncode, " ".join(cmd), p.stderr.decode()[-500:]))
    return wall, cpu, p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-trace-rel"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bench", default=",".join(BENCHES))
    ap.add_argument("--flags", default="", help="extra minivm flags, e.g. -Xmx256m")
    opts = ap.parse_args()
    vm = os.path.join(opts.build, "minivm")
    tool = os.path.join(opts.build, "minivm-trace")
    work = tempfile.mkdtemp(prefix="bench-trace-")
    classes = os.path.join(work, "classes")
    srcs = []
    for sub in ("common", "bench"):
        d = os.path.join(ROOT, "benchmarks", "java", sub)
        srcs += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".java")]
    subprocess.run([os.environ.get("JAVAC", "javac"), "-d", classes] + srcs, check=True)
    extra = opts.flags.split()
    print("%-12s %9s %9s %6s %9s %9s %6s %9s %10s %7s %8s" % (
        "benchmark", "off s", "on s", "ratio", "off cpu", "on cpu", "ratio", "trace MB", "events", "B/event", "MB/s"))
    for name in opts.bench.split(","):
        cls, iters, inner = BENCHES[name]
        base = [vm, "-Xint", "-cp", classes] + extra
        args = [cls, str(iters), str(inner)]
        off, on, off_cpu, on_cpu, sizes = [], [], [], [], []
        tdir = os.path.join(work, "trace")
        for _ in range(opts.runs):
            w, c, _ = run(base + args)
            off.append(w)
            off_cpu.append(c)
            shutil.rmtree(tdir, ignore_errors=True)
            w, c, _ = run(base + ["-Xtrace:file=" + tdir] + args)
            on.append(w)
            on_cpu.append(c)
            sizes.append(sum(os.path.getsize(os.path.join(tdir, f)) for f in os.listdir(tdir)))
        out = subprocess.run([tool, "summary", tdir], capture_output=True, text=True).stdout
        m = re.search(r"events file: (\d+) bytes, (\d+) records, ([\d.]+) bytes per record", out)
        ev_bytes, records, per = (int(m.group(1)), int(m.group(2)), float(m.group(3))) if m else (0, 0, 0.0)
        mon, moff = statistics.median(on), statistics.median(off)
        con, coff = statistics.median(on_cpu), statistics.median(off_cpu)
        mb = statistics.median(sizes) / 1e6
        print("%-12s %9.3f %9.3f %6.2f %9.3f %9.3f %6.2f %9.1f %10d %7.2f %8.1f" % (
            name, moff, mon, mon / moff, coff, con, con / coff, mb, records, per, mb / mon))
        sys.stdout.flush()
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

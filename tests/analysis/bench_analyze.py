#!/usr/bin/env python3
"""Measures minivm-trace's analysis throughput and memory (not a test): traces benchmarks from
benchmarks/java (by default bench.GCBench at depth 17 and bench.BinaryTrees at depth 18;
mtalloc:N is bench.MtAlloc 5 N 0, four allocating threads) with -Xlog:gc, then runs summary,
heap, diff, leaks and timeline on each trace and prints, per command, the wall time, the CPU
time, events per CPU second, MB of trace per CPU second and the peak RSS, beside the traced
program's heap: its peak occupancy (before a GC) and its peak live heap (after a GC), both
from -Xlog:gc. --jobs 1,2 runs each command with --jobs 1 and with --jobs 2 (default: without
--jobs, the tool's default).

    python3 tests/analysis/bench_analyze.py [--build build] [--bench gcbench:17,binarytrees:18]
                                            [--commands summary,heap] [--repeat 3] [--jobs 1,2]

Use a release build (meson setup build-rel --buildtype=release). With --repeat N each command
runs N times and the fastest run counts (the machine may be shared).
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

BENCHES = {"gcbench": ("bench.GCBench", ["1", "{}"]), "binarytrees": ("bench.BinaryTrees", ["1", "{}"]),
           "mtalloc": ("bench.MtAlloc", ["5", "{}", "0"])}
COMMANDS = {
    "summary": ["summary"],
    "heap": ["heap", "--gc", "last", "--group-by", "type,site"],
    "diff": ["diff", "--from", "0"],
    "leaks": ["leaks"],
    "timeline": ["timeline", "--format", "chrome"],
}


def heap_figures(gclog):
    """(peak occupancy MB, peak live MB) from -Xlog:gc lines like 'Pause Young ... 113M->18M(362M)'."""
    before = after = 0
    for m in re.finditer(r"(\d+)M->(\d+)M\(", gclog):
        before = max(before, int(m.group(1)))
        after = max(after, int(m.group(2)))
    return before, after


def run_command(tool, trace, cmd, jobs):
    """(wall seconds, CPU seconds, peak RSS MB) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", tool, cmd[0], trace] + cmd[1:] + (["--jobs", jobs] if jobs else []),
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit("minivm-trace %s failed: %s" % (cmd[0], p.stderr))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, int(p.stderr.strip().split("\n")[-1]) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--bench", default="gcbench:17,binarytrees:18", help="name:size,... (%s)" % ", ".join(BENCHES))
    ap.add_argument("--commands", default=",".join(COMMANDS))
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--jobs", default="", help="comma-separated --jobs values (default: none given)")
    ap.add_argument("--depth", type=int, help="gcbench only, at this depth (the old interface)")
    opts = ap.parse_args()
    if opts.depth:
        opts.bench = "gcbench:%d" % opts.depth
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    build = os.path.join(root, opts.build)
    tool = os.path.join(build, "minivm-trace")
    work = tempfile.mkdtemp(prefix="bench-analyze-")
    try:
        classes = os.path.join(work, "classes")
        srcs = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, "benchmarks", "java")) for f in fs
                if f.endswith(".java")]
        subprocess.run(["javac", "-d", classes] + srcs, check=True)
        for spec in opts.bench.split(","):
            name, size = spec.split(":")
            trace = os.path.join(work, name + ".trace")
            cls, args = BENCHES[name]
            p = subprocess.run([os.path.join(build, "minivm"), "-Xlog:gc", "-Xtrace:file=" + trace, "-cp", classes,
                                cls] + [a.replace("{}", size) for a in args], check=True, capture_output=True, text=True)
            peak, live = heap_figures(p.stdout + p.stderr)
            out = subprocess.run([tool, "summary", trace], capture_output=True, text=True).stdout
            m = re.search(r"events file: (\d+) bytes, (\d+) records", out)
            nbytes, records = int(m.group(1)), int(m.group(2))
            print("%s %s: trace %.1f MB, %d records; program heap: peak %d MB, peak live %d MB (-Xlog:gc)"
                  % (name, size, nbytes / 1e6, records, peak, live))
            print("  %-10s %5s %8s %8s %12s %8s %10s" % ("command", "jobs", "wall s", "CPU s", "Mevents/s", "MB/s",
                                                         "peak MB"))
            for c in opts.commands.split(","):
                for jobs in opts.jobs.split(","):
                    runs = [run_command(tool, trace, COMMANDS[c], jobs) for _ in range(max(1, opts.repeat))]
                    wall = min(r[0] for r in runs)
                    cpu = min(r[1] for r in runs)
                    rss = max(r[2] for r in runs)
                    print("  %-10s %5s %8.2f %8.2f %12.1f %8.1f %10.0f" % (c, jobs or "-", wall, cpu, records / cpu / 1e6,
                                                                       nbytes / cpu / 1e6, rss))
            shutil.rmtree(trace, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

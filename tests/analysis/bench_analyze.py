#!/usr/bin/env python3
"""Measures minivm-trace's analysis throughput (not a test): traces bench.GCBench (benchmarks/java)
once, then runs summary, heap, diff, leaks and timeline on the trace and prints, per command,
the CPU time, events per CPU second, MB of trace per CPU second and the peak RSS.

    python3 tests/analysis/bench_analyze.py [--build build] [--depth 17]
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--depth", type=int, default=17)
    opts = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    build = os.path.join(root, opts.build)
    tool = os.path.join(build, "minivm-trace")
    work = tempfile.mkdtemp(prefix="bench-analyze-")
    try:
        classes = os.path.join(work, "classes")
        srcs = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(root, "benchmarks", "java")) for f in fs
                if f.endswith(".java")]
        subprocess.run(["javac", "-d", classes] + srcs, check=True)
        trace = os.path.join(work, "gcbench.trace")
        subprocess.run([os.path.join(build, "minivm"), "-Xtrace:file=" + trace, "-cp", classes, "bench.GCBench", "1",
                        str(opts.depth)], check=True, stdout=subprocess.DEVNULL)
        out = subprocess.run([tool, "summary", trace], capture_output=True, text=True).stdout
        m = re.search(r"events file: (\d+) bytes, (\d+) records", out)
        size, records = int(m.group(1)), int(m.group(2))
        print("trace: %.1f MB, %d records" % (size / 1e6, records))
        print("%-10s %8s %12s %8s %10s" % ("command", "CPU s", "Mevents/s", "MB/s", "peak MB"))
        for cmd in (["summary"], ["heap", "--gc", "last", "--group-by", "type,site"], ["diff", "--from", "0"],
                    ["leaks"], ["timeline", "--format", "chrome"]):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            # a fresh child per command: ru_maxrss of RUSAGE_CHILDREN is the largest child so far
            p = subprocess.run(["/usr/bin/time", "-f", "%M", tool, cmd[0], trace] + cmd[1:], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            peak = int(p.stderr.strip().split("\n")[-1]) / 1024
            print("%-10s %8.2f %12.1f %8.1f %10.0f" % (cmd[0], cpu, records / cpu / 1e6, size / cpu / 1e6, peak))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

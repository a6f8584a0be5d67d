"""Least -XX:GCStressInterval of the Java tests whose allocation pattern makes frequent
collections quadratic (a GC every allocation with verification walks a heap that keeps
growing): extra_gc.py, extra_jit.py and extra_jittrace.py use them."""

GC_HEAVY_INTERVAL = {"GcBinaryTrees": 20000, "GcBigArrays": 20000, "GcPromotionFailure": 5000,
                     "GcSurvivorCache": 3000, "GcSystemGc": 1000, "GcWeakMap": 1000, "GcTopDown": 3000,
                     "GcManyThreads": 5000, "GcLogLines": 2000, "GcHeapFigures": 1000,
                     "JitTraceInline": 100, "JitTraceCounts": 1000, "LimitsStackOverflow": 1000}

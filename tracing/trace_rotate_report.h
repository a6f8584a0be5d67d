/* trace_rotate_report.h: `minivm-trace rotation DIR` (trace_rotate_report.c). */
#ifndef MINIVM_TRACE_ROTATE_REPORT_H
#define MINIVM_TRACE_ROTATE_REPORT_H

/* Prints the ring, the synchronization and emergency GCs and the information quality per
 * GC; returns the exit status (0, 1: a corrupted trace, 2: out of memory). */
int trace_rotation_report(const char *dir);

#endif

/* signals.h: SIGINT, SIGTERM and SIGHUP end minivm as they end java: on a Java thread the VM
 * runs System.exit(128 + signal), so the shutdown hooks run and the exit code is 130, 143 or
 * 129. A signal ignored when the VM starts (nohup, a background job) stays ignored. SIGPIPE
 * does not end the VM: the write fails with EPIPE instead, as in java. */
#ifndef MINIVM_SIGNALS_H
#define MINIVM_SIGNALS_H

#include <stdbool.h>
#include <stddef.h>

/* In main(), before any other thread exists: blocks the signals (every later thread inherits
 * the mask) and starts the thread that waits for them. False with a message if it cannot. */
bool signals_init(char *err, size_t errlen);

/* Once java.lang.System is initialized: from now on a signal runs the Java shutdown
 * sequence; before, the VM ends at once with 128 + the signal number. */
void signals_java_ready(void);

/* One hook (the tracer's), called on the signal's thread before the VM acts on it. `orderly`:
 * the shutdown sequence follows (atexit handlers run); otherwise the process ends with _exit
 * right after the hook. */
void signals_set_hook(void (*hook)(int sig, bool orderly));

#endif

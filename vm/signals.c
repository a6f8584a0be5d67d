/* signals.c: the end of the VM on SIGINT, SIGTERM and SIGHUP (signals.h). The signals are
 * blocked in every thread; one thread takes them with sigwait. On the first it attaches
 * itself as the Java thread "SIG<NAME> handler" (vm/thread.c), calls the tracer's hook and
 * then Runtime.getRuntime().exit(128 + sig), as java's Terminator does: the hooks run and
 * the VM exits through exit(). Later signals stay pending and change nothing; a second
 * exit() while the hooks run waits in Runtime (java's behaviour), so nothing deadlocks. */
#include "signals.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../interp/interp.h"
#include "exceptions.h"
#include "thread.h"
#include "vm.h"

/* C stack of the waiting thread, which runs Java code once a signal came (as thread.c's). */
#define WAITER_STACK_BYTES ((size_t)16 << 20)

static sigset_t handled;
static void (*volatile signal_hook)(int, bool);
static atomic_bool java_ready;

void signals_set_hook(void (*hook)(int sig, bool orderly)) { signal_hook = hook; }

void signals_java_ready(void) { atomic_store(&java_ready, true); }

static const char *handler_name(int sig) {
    switch (sig) {
    case SIGINT: return "SIGINT handler";
    case SIGTERM: return "SIGTERM handler";
    default: return "SIGHUP handler";
    }
}

/* Runtime.getRuntime().exit(status) on t; returns only if that threw. */
static void java_exit(Thread *t, int status) {
    Class *rt = class_load(t, "java/lang/Runtime");
    if (!rt || (class_needs_init(rt) && !class_initialize(t, rt))) return;
    Method *get = class_find_declared_method(rt, "getRuntime", "()Ljava/lang/Runtime;");
    Method *ex = class_find_declared_method(rt, "exit", "(I)V");
    Value r;
    if (!get || !ex || !interp_call(t, get, NULL, &r)) return;
    Value a[2] = {r, {.raw = 0}};
    a[1].i = status;
    interp_call_virtual(t, ex, a, NULL);
}

static void *waiter(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "minivm-signal");
    int sig = 0;
    while (sigwait(&handled, &sig) != 0) {}
    Thread *t = atomic_load(&java_ready) ? thread_attach_system(handler_name(sig)) : NULL;
    void (*hook)(int, bool) = signal_hook;
    if (hook) hook(sig, t != NULL);
    if (!t) {   /* too early (or no thread record left): end now, with what was printed */
        fflush(stdout);
        fflush(stderr);
        _exit(128 + sig);
    }
    java_exit(t, 128 + sig);
    t->exception = NULL;
    thread_vm_exit(t, 128 + sig);   /* Runtime.exit threw (out of memory): exit anyway */
}

/* SIGPIPE does nothing (unless ignored from the start): a write to a closed pipe fails with
 * EPIPE, which System.out records as an error (checkError), and the program goes on, as
 * with java. A handler rather than SIG_IGN, as java's: it does not outlive an exec. */
static void on_sigpipe(int sig) { (void)sig; }

bool signals_init(char *err, size_t errlen) {
    static const int sigs[] = {SIGHUP, SIGINT, SIGTERM};
    struct sigaction pipe_old, pipe_new = {.sa_handler = on_sigpipe, .sa_flags = SA_RESTART};
    sigemptyset(&pipe_new.sa_mask);
    if (sigaction(SIGPIPE, NULL, &pipe_old) == 0 && pipe_old.sa_handler != SIG_IGN)
        sigaction(SIGPIPE, &pipe_new, NULL);
    sigemptyset(&handled);
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction old;
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        sigaddset(&handled, sigs[i]);
    }
    if (pthread_sigmask(SIG_BLOCK, &handled, NULL) != 0) {
        snprintf(err, errlen, "cannot block SIGINT, SIGTERM and SIGHUP");
        return false;
    }
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, WAITER_STACK_BYTES);
    pthread_t th;
    int rc = pthread_create(&th, &attr, waiter, NULL);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        snprintf(err, errlen, "cannot start the signal thread");
        return false;
    }
    return true;
}

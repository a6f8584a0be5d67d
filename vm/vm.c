/* vm.c: VM start-up (heap, main thread, well-known classes, System) and shutdown. */
#include "vm.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../interp/interp.h"
#include "exceptions.h"
#include "natives.h"
#include "jstring.h"

Vm vm;

static double monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

double vm_uptime(void) { return monotonic_seconds() - vm.start_time; }

void vm_fatal(const char *fmt, ...) {
    fflush(stdout);
    fprintf(stderr, "minivm: fatal error: ");
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    abort();
}

void vm_exit(int code) {
    fflush(stdout);
    fflush(stderr);
    exit(code);
}

const char *vm_property(const char *key) {
    size_t n = strlen(key);
    for (int i = vm.opt.nprops - 1; i >= 0; i--)
        if (strncmp(vm.opt.props[i], key, n) == 0 && vm.opt.props[i][n] == '=') return vm.opt.props[i] + n + 1;
    return NULL;
}

static Class *must_load(Thread *t, const char *name) {
    Class *c = class_load(t, name);
    if (!c) vm_fatal("cannot load %s from the class library", name);
    return c;
}

static uint32_t must_field(Class *c, const char *name, const char *desc) {
    Field *f = class_find_declared_field(c, name, desc);
    if (!f) vm_fatal("class library: %s lacks field %s %s", c->name, name, desc);
    return f->offset;
}

/* Describes the pending exception as "java.lang.Foo: message" into buf and clears it. */
static void describe_pending(Thread *t, char *buf, size_t len) {
    Object *e = exception_take(t);
    char ext[256];
    class_external_name(obj_class(e)->name, ext, sizeof ext);
    Object *msg = OBJ_FIELD(e, vm.off.Throwable_detailMessage, Object *);
    char *m = msg ? string_to_utf8(msg) : NULL;
    snprintf(buf, len, "%s%s%s", ext, m ? ": " : "", m ? m : "");
    free(m);
}

bool vm_boot(const VmOptions *opt, ClassPath *boot, ClassPath *app, char *err, size_t errlen) {
    vm.opt = *opt;
    vm.boot_path = boot;
    vm.app_path = app;
    vm.start_time = monotonic_seconds();
    if (!gc_init(opt->gc_plan, &opt->gc, err, errlen)) return false;
    Thread *t = thread_create_main(opt->stack_size);
    vm.main_thread = t;

    WellKnown *wk = &vm.wk;
    wk->Object = must_load(t, "java/lang/Object");
    wk->Class = must_load(t, "java/lang/Class");
    vm.off.Class_vmClass = must_field(wk->Class, "vmClass", "J");
    wk->String = must_load(t, "java/lang/String");
    vm.off.String_value = must_field(wk->String, "value", "[C");
    vm.off.String_hash = must_field(wk->String, "hash", "I");
    wk->int_array = class_array_of(t, class_primitive('I'));
    wk->char_array = class_array_of(t, class_primitive('C'));
    wk->byte_array = class_array_of(t, class_primitive('B'));
    wk->long_array = class_array_of(t, class_primitive('J'));
    wk->Object_array = class_array_of(t, wk->Object);
    wk->String_array = class_array_of(t, wk->String);
    wk->Throwable = must_load(t, "java/lang/Throwable");
    vm.off.Throwable_backtrace = must_field(wk->Throwable, "backtrace", "Ljava/lang/Object;");
    vm.off.Throwable_detailMessage = must_field(wk->Throwable, "detailMessage", "Ljava/lang/String;");
    vm.off.Throwable_cause = must_field(wk->Throwable, "cause", "Ljava/lang/Throwable;");
    wk->StackTraceElement = must_load(t, "java/lang/StackTraceElement");
    /* Made now: an OutOfMemoryError for the last class id must still print its stack trace. */
    if (!class_array_of(t, wk->StackTraceElement)) vm_fatal("cannot make java.lang.StackTraceElement[]");
    wk->Cloneable = must_load(t, "java/lang/Cloneable");
    wk->Serializable = must_load(t, "java/io/Serializable");
    wk->System = must_load(t, "java/lang/System");
    wk->Thread = must_load(t, "java/lang/Thread");
    wk->Error = must_load(t, "java/lang/Error");
    /* The boxes, loaded (not initialized) as HotSpot's boot loads them: compiled code then
     * resolves their members without loading (jit/jit_compiler.c, op_of). */
    static const char *const boxes[] = {"java/lang/Boolean", "java/lang/Character", "java/lang/Byte",
                                        "java/lang/Short", "java/lang/Integer", "java/lang/Long",
                                        "java/lang/Float", "java/lang/Double"};
    for (size_t i = 0; i < sizeof boxes / sizeof *boxes; i++) must_load(t, boxes[i]);
    vm.booted = true;

    /* The preallocated OutOfMemoryError, thrown when the heap cannot hold a new one. */
    throw_new(t, "java/lang/OutOfMemoryError", "Java heap space");
    Object *oom = exception_take(t);
    if (!oom || !class_is_subclass(obj_class(oom), class_lookup_loaded("java/lang/OutOfMemoryError"))) {
        snprintf(err, errlen, "cannot create the preallocated OutOfMemoryError");
        return false;
    }
    vm.oom_error = oom;

    Method *init = class_find_declared_method(wk->System, "initPhase1", "()V");
    if (!class_initialize(t, wk->System) || (init && !interp_call(t, init, NULL, NULL))) {
        char what[512];
        describe_pending(t, what, sizeof what);
        snprintf(err, errlen, "initializing java.lang.System failed: %s", what);
        return false;
    }
    return true;
}

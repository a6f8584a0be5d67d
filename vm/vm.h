/* vm.h: the VM's global state: options, class paths, well-known classes and field offsets,
 * and preallocated objects. */
#ifndef MINIVM_VM_H
#define MINIVM_VM_H

#include "../gc/gc.h"
#include "class.h"
#include "classpath.h"
#include "thread.h"

typedef struct VmOptions {
    GcConfig gc;
    const char *gc_plan;         /* -Xgc:<plan> */
    size_t stack_size;           /* -Xss, bytes of Java stack per thread */
    bool interpret_only;         /* -Xint */
    int nprops;
    char **props;                /* -Dkey=value, as given */
} VmOptions;

/* Classes the VM needs by name, loaded at boot. */
typedef struct WellKnown {
    Class *Object, *Class, *String, *Throwable, *StackTraceElement, *Cloneable, *Serializable,
        *System, *Thread, *Error;
    Class *char_array, *byte_array, *int_array, *long_array, *Object_array, *String_array;
} WellKnown;

/* Field offsets the VM reads or writes directly. */
typedef struct WellKnownFields {
    uint32_t String_value;            /* char[] value */
    uint32_t String_hash;             /* int hash */
    uint32_t Class_vmClass;           /* long vmClass: the Class* of a mirror */
    uint32_t Throwable_backtrace;     /* Object backtrace: long[] of (Method*, bci) pairs */
    uint32_t Throwable_detailMessage; /* String detailMessage */
    uint32_t Throwable_cause;         /* Throwable cause */
} WellKnownFields;

typedef struct Vm {
    VmOptions opt;
    ClassPath *boot_path;        /* our class library */
    ClassPath *app_path;         /* -cp / -jar */
    WellKnown wk;
    WellKnownFields off;
    Object *oom_error;           /* preallocated OutOfMemoryError (a root) */
    Thread *main_thread;
    bool booted;                 /* well-known classes ready */
    double start_time;           /* seconds, monotonic */
} Vm;

extern Vm vm;

/* Boots the VM: heap, main thread, well-known classes, System initialization. */
bool vm_boot(const VmOptions *opt, ClassPath *boot, ClassPath *app, char *err, size_t errlen);
/* Flushes output and exits the process with code (System.exit, end of main). */
_Noreturn void vm_exit(int code);
/* A VM bug or unrecoverable state: prints "minivm: fatal error: ..." and aborts. */
_Noreturn void vm_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
double vm_uptime(void);
const char *vm_property(const char *key);   /* -D value or NULL */

#endif

/* exceptions.c: creating and throwing exceptions from C, recording stack traces, and the
 * default report of an uncaught exception. */
#include "exceptions.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../interp/interp.h"
#include "jstring.h"
#include "vm.h"

void throw_object(Thread *t, Object *exc) { t->exception = exc; }

Object *exception_take(Thread *t) {
    Object *e = t->exception;
    t->exception = NULL;
    return e;
}

/* Instantiates class_name through the constructor with descriptor ctor_desc and one
 * reference argument taken from *arg (a handle, or NULL for none). */
static void throw_constructed(Thread *t, const char *class_name, const char *ctor_desc, Handle arg) {
    if (!vm.booted) vm_fatal("%s during VM start-up", class_name);
    /* An OutOfMemoryError without a message is the preallocated one; one with a message is
     * made (if the heap cannot hold it, the allocation throws the preallocated one). */
    if (!arg && strcmp(class_name, "java/lang/OutOfMemoryError") == 0 && vm.oom_error) {
        throw_object(t, vm.oom_error);
        return;
    }
    HandleMark hm = handle_mark(t);
    Class *c = class_load(t, class_name);
    if (!c || (class_needs_init(c) && !class_initialize(t, c))) goto out;
    Method *init = class_find_declared_method(c, "<init>", ctor_desc);
    if (!init) vm_fatal("%s has no constructor %s", class_name, ctor_desc);
    Object *e = gc_alloc_instance(t, c);
    if (!e) goto out;
    Handle he = handle_new(t, e);
    Value args[2];
    args[0].l = *he;
    args[1].l = arg ? *arg : NULL;
    if (interp_call(t, init, args, NULL)) throw_object(t, *he);
out:
    handle_release(t, hm);
}

void throw_new(Thread *t, const char *class_name, const char *msg) {
    HandleMark hm = handle_mark(t);
    Handle hmsg = NULL;
    if (msg) {
        Object *s = string_from_utf8(t, msg);
        if (!s) {
            handle_release(t, hm);
            return;
        }
        hmsg = handle_new(t, s);
    }
    throw_constructed(t, class_name, hmsg ? "(Ljava/lang/String;)V" : "()V", hmsg);
    handle_release(t, hm);
}

void throw_newf(Thread *t, const char *class_name, const char *fmt, ...) {
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    throw_new(t, class_name, buf);
}

void throw_new_with_cause(Thread *t, const char *class_name, Object *cause) {
    HandleMark hm = handle_mark(t);
    Handle hc = handle_new(t, cause);
    throw_constructed(t, class_name, "(Ljava/lang/Throwable;)V", hc);
    handle_release(t, hm);
}

/* ---- stack traces ---- */

int method_line_number(const Method *m, uint32_t bci) {
    if (m->access & ACC_NATIVE) return -2;
    if (!m->cf || !m->cf->nlines) return -1;
    int line = -1;
    uint32_t best = 0;
    for (uint16_t i = 0; i < m->cf->nlines; i++) {
        const CfLine *l = &m->cf->lines[i];
        if (l->start_pc <= bci && (line < 0 || l->start_pc >= best)) {
            best = l->start_pc;
            line = l->line;
        }
    }
    return line;
}

static bool is_fill_in_frame(const Method *m) {
    return class_is_subclass(m->owner, vm.wk.Throwable) &&
           strncmp(m->name, "fillInStackTrace", 16) == 0;
}

/* HotSpot's default -XX:MaxJavaStackTraceDepth: a backtrace keeps the innermost frames. */
#define MAX_STACK_TRACE_DEPTH 1024

void exception_fill_stack_trace(Thread *t, Object *throwable) {
    Frame *f = t->frame;
    while (f && is_fill_in_frame(f->method)) f = f->prev;
    /* Skip the constructors of the throwable itself (its class and superclasses). */
    while (f && strcmp(f->method->name, "<init>") == 0 && class_is_subclass(obj_class(throwable), f->method->owner))
        f = f->prev;
    jint n = 0;
    /* Frames of hidden classes (lambda proxies) are not shown, as HotSpot's -ShowHiddenFrames. */
    for (Frame *g = f; g && n < MAX_STACK_TRACE_DEPTH; g = g->prev) n += !(g->method->owner->flags & CLASS_FLAG_HIDDEN);
    HandleMark hm = handle_mark(t);
    Handle ht = handle_new(t, throwable);
    Object *bt = gc_alloc_array(t, vm.wk.long_array, 2 * n);
    if (bt) {
        jlong *d = ARRAY_DATA(bt, jlong);
        jint i = 0;
        for (Frame *g = f; g && i < 2 * n; g = g->prev) {
            if (g->method->owner->flags & CLASS_FLAG_HIDDEN) continue;
            d[i] = (jlong)(intptr_t)g->method;
            d[i + 1] = (g->flags & FRAME_NATIVE) ? -1 : (jlong)frame_bci(g);
            i += 2;
        }
        OBJ_FIELD(*ht, vm.off.Throwable_backtrace, Object *) = bt;
        gc_write_barrier(*ht, &OBJ_FIELD(*ht, vm.off.Throwable_backtrace, Object *));
    }
    handle_release(t, hm);
}

static struct { uint32_t cls, method, file, line, module; bool ready; } ste;

static bool ste_offsets(void) {
    if (ste.ready) return true;
    Class *c = vm.wk.StackTraceElement;
    Field *a = class_find_declared_field(c, "declaringClass", "Ljava/lang/String;");
    Field *b = class_find_declared_field(c, "methodName", "Ljava/lang/String;");
    Field *f = class_find_declared_field(c, "fileName", "Ljava/lang/String;");
    Field *l = class_find_declared_field(c, "lineNumber", "I");
    Field *mo = class_find_declared_field(c, "moduleName", "Ljava/lang/String;");
    if (!a || !b || !f || !l || !mo) vm_fatal("java.lang.StackTraceElement lacks the fields the VM fills");
    ste.cls = a->offset, ste.method = b->offset, ste.file = f->offset, ste.line = l->offset,
    ste.module = mo->offset;
    ste.ready = true;
    return true;
}

static bool set_string_field(Thread *t, Handle obj, uint32_t off, const char *utf8) {
    if (!utf8) return true;
    Object *s = string_intern_utf8(t, utf8);
    if (!s) return false;
    OBJ_FIELD(*obj, off, Object *) = s;
    gc_write_barrier(*obj, &OBJ_FIELD(*obj, off, Object *));
    return true;
}

Object *exception_stack_trace_array(Thread *t, Object *throwable) {
    ste_offsets();
    HandleMark hm = handle_mark(t);
    Handle ht = handle_new(t, throwable);
    Object *bt = OBJ_FIELD(throwable, vm.off.Throwable_backtrace, Object *);
    jint n = bt ? ARRAY_LENGTH(bt) / 2 : 0;
    Class *ac = class_array_of(t, vm.wk.StackTraceElement);
    Object *arr = ac ? gc_alloc_array(t, ac, n) : NULL;
    Handle harr = handle_new(t, arr);
    for (jint i = 0; arr && i < n; i++) {
        bt = OBJ_FIELD(*ht, vm.off.Throwable_backtrace, Object *);
        Method *m = (Method *)(intptr_t)ARRAY_DATA(bt, jlong)[2 * i];
        jlong bci = ARRAY_DATA(bt, jlong)[2 * i + 1];
        Object *e = gc_alloc_instance(t, vm.wk.StackTraceElement);
        if (!e) { arr = NULL; break; }
        Handle he = handle_new(t, e);
        char ext[512];
        class_external_name(m->owner->name, ext, sizeof ext);
        if (!set_string_field(t, he, ste.cls, ext) || !set_string_field(t, he, ste.method, m->name) ||
            !set_string_field(t, he, ste.file, m->owner->source_file) ||
            !set_string_field(t, he, ste.module, class_is_boot(m->owner) ? "java.base" : NULL)) {
            arr = NULL;
            break;
        }
        OBJ_FIELD(*he, ste.line, jint) = bci < 0 ? -2 : method_line_number(m, (uint32_t)bci);
        ARRAY_DATA(*harr, Object *)[i] = *he;
        gc_write_barrier(*harr, &ARRAY_DATA(*harr, Object *)[i]);
    }
    Object *r = arr ? *harr : NULL;
    handle_release(t, hm);
    return r;
}

void exception_report_uncaught(Thread *t, const char *thread_name) {
    HandleMark hm = handle_mark(t);
    Handle he = handle_new(t, exception_take(t));
    fflush(stdout);
    fprintf(stderr, "Exception in thread \"%s\" ", thread_name);
    fflush(stderr);
    Method *pst = class_lookup_method(obj_class((*he)), "printStackTrace", "()V");
    Value arg = {.l = *he};
    if (!pst || !interp_call_virtual(t, pst, &arg, NULL)) {
        Object *e2 = exception_take(t);
        char ext[512];
        class_external_name(e2 ? obj_class(e2)->name : obj_class((*he))->name, ext, sizeof ext);
        fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", ext,
                thread_name);
    }
    handle_release(t, hm);
}

/* native_util.h: small helpers shared by the class library's natives (classlib/native/).
 *
 * A native is `Value fn(Thread *t, Value *args)`: args are the argument slots (receiver first
 * for instance methods; a long/double occupies two slots, its value in the first). The slots
 * are GC roots: after anything that can allocate, re-read args[i].l. To throw, call throw_new
 * and return NATIVE_VOID (the result is ignored when an exception is pending). */
#ifndef MINIVM_NATIVE_UTIL_H
#define MINIVM_NATIVE_UTIL_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../gc/gc.h"
#include "../../vm/class.h"
#include "../../vm/exceptions.h"
#include "../../vm/jstring.h"
#include "../../vm/natives.h"
#include "../../vm/thread.h"
#include "../../vm/vm.h"

#define NATIVE_VOID ((Value){.raw = 0})

static inline Value v_int(jint i) { Value v = {.raw = 0}; v.i = i; return v; }
static inline Value v_bool(bool b) { Value v = {.raw = 0}; v.i = b ? 1 : 0; return v; }
static inline Value v_long(jlong j) { Value v; v.j = j; return v; }
static inline Value v_float(jfloat f) { Value v = {.raw = 0}; v.f = f; return v; }
static inline Value v_double(jdouble d) { Value v; v.d = d; return v; }
static inline Value v_ref(Object *o) { Value v; v.l = o; return v; }

/* The Java name of a primitive type character ('I' -> "int"), or NULL. */
static inline const char *native_prim_name(char c) {
    switch (c) {
    case 'Z': return "boolean";
    case 'B': return "byte";
    case 'C': return "char";
    case 'S': return "short";
    case 'I': return "int";
    case 'J': return "long";
    case 'F': return "float";
    case 'D': return "double";
    case 'V': return "void";
    default: return NULL;
    }
}

/* Class.getName() of c into buf: "java.lang.String", "[I", "[Ljava.lang.String;", "int". */
static inline void native_class_name(const Class *c, char *buf, size_t len) {
    if (c->flags & CLASS_FLAG_PRIMITIVE) {
        const char *n = native_prim_name(c->prim);
        snprintf(buf, len, "%s", n ? n : c->name);
        return;
    }
    class_external_name(c->name, buf, len);
}

/* Writes len bytes of the byte[] in *array from off to fd with write(2), through a C buffer
 * and in the blocked state (the array is re-read after each chunk: a GC may move it); throws
 * IOException on an error. native_io.c; also RandomAccessFile's. */
void native_write_bytes(Thread *t, int fd, const Value *array, jint off, jint len);

/* The UTF-8 text of a Java string into buf (truncated to len-1 bytes); NULL for null. */
static inline const char *native_string_utf8(Object *s, char *buf, size_t len) {
    if (!s || len == 0) return NULL;
    char *u = string_to_utf8(s);
    if (!u) {
        buf[0] = 0;
        return buf;
    }
    snprintf(buf, len, "%s", u);
    free(u);
    return buf;
}

#endif

/* resolve.c: resolution of symbolic references in a class's constant pool (JVMS 5.4.3),
 * cached in Class.rcp. Errors are thrown with HotSpot 17's messages.
 * With no thread (t NULL: the JIT's compiler thread) resolution loads nothing and throws
 * nothing: it resolves only what needs no loading and would succeed, else returns NULL
 * and the interpreter resolves the entry when the instruction runs. */
#include <stdio.h>
#include <string.h>

#include "class.h"
#include "../interp/invokedynamic.h"
#include "exceptions.h"
#include "jstring.h"
#include "vm.h"

static void *cached(Class *from, uint16_t idx) {
    return atomic_load_explicit(&from->rcp[idx].ptr, memory_order_acquire);
}
static void publish(Class *from, uint16_t idx, void *p) {
    atomic_store_explicit(&from->rcp[idx].ptr, p, memory_order_release);
}

/* Appends the Java form of one field descriptor ("[Ljava/lang/String;" -> "java.lang.String[]")
 * and returns the descriptor's remainder. */
static const char *append_type(const char *d, char *buf, size_t len) {
    int dims = 0;
    while (*d == '[') { dims++; d++; }
    size_t n = strlen(buf);
    const char *name = NULL;
    switch (*d) {
    case 'B': name = "byte"; break;   case 'C': name = "char"; break;
    case 'D': name = "double"; break; case 'F': name = "float"; break;
    case 'I': name = "int"; break;    case 'J': name = "long"; break;
    case 'S': name = "short"; break;  case 'Z': name = "boolean"; break;
    case 'V': name = "void"; break;
    case 'L': {
        const char *end = strchr(d, ';');
        if (!end) return d + strlen(d);
        for (const char *p = d + 1; p < end && n + 1 < len; p++) buf[n++] = *p == '/' ? '.' : *p;
        buf[n] = 0;
        d = end;
        break;
    }
    default: return d + (*d != 0);
    }
    if (name) snprintf(buf + n, len - n, "%s", name);
    for (int i = 0; i < dims; i++) strncat(buf, "[]", len - strlen(buf) - 1);
    return d + 1;
}

void method_java_signature(const char *cls, const char *name, const char *desc, char *buf, size_t len) {
    buf[0] = 0;
    const char *ret = strchr(desc, ')');
    if (ret) append_type(ret + 1, buf, len);
    size_t n = strlen(buf);
    snprintf(buf + n, len - n, " ");
    n = strlen(buf);
    class_external_name(cls, buf + n, len - n);
    n = strlen(buf);
    snprintf(buf + n, len - n, ".%s(", name);
    const char *d = desc + 1;
    bool first = true;
    while (*d && *d != ')') {
        if (!first) strncat(buf, ", ", len - strlen(buf) - 1);
        first = false;
        d = append_type(d, buf, len);
    }
    strncat(buf, ")", len - strlen(buf) - 1);
}

/* "failed to access class X from class Y (X and Y are in unnamed module of loader 'app')" */
static bool check_class_access(Thread *t, Class *from, Class *c) {
    while (class_is_array(c)) c = c->component;
    if ((c->flags & CLASS_FLAG_PRIMITIVE) || (c->access & ACC_PUBLIC) || class_same_package(from, c))
        return true;
    if (!t) return false;
    char a[256], b[256];
    class_external_name(c->name, a, sizeof a);
    class_external_name(from->name, b, sizeof b);
    if (class_is_boot(c) == class_is_boot(from))
        throw_newf(t, "java/lang/IllegalAccessError", "failed to access class %s from class %s (%s and %s are in %s)",
                   a, b, a, b, class_is_boot(c) ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'");
    else
        throw_newf(t, "java/lang/IllegalAccessError", "failed to access class %s from class %s", a, b);
    return false;
}

Class *resolve_class(Thread *t, Class *from, uint16_t idx) {
    Class *c = cached(from, idx);
    if (c) return c;
    const char *name = cf_class_name(from->cf, idx);
    if (!name) {
        if (t) throw_newf(t, "java/lang/IncompatibleClassChangeError", "bad class reference %u", idx);
        return NULL;
    }
    c = t ? class_load(t, name) : class_lookup_loaded(name);
    if (!c || !check_class_access(t, from, c)) return NULL;
    publish(from, idx, c);
    return c;
}

/* Access to a member (JVMS 5.4.4), simplified: private needs the same class or nestmates
 * (we accept the same outermost class), package-private the same package. */
static bool member_accessible(Class *from, Class *owner, uint16_t access) {
    if (access & ACC_PUBLIC) return true;
    if (from == owner) return true;
    if (access & ACC_PRIVATE) {
        /* Nestmates: javac 11+ puts inner classes in one nest; compare nest hosts. */
        const char *h1 = from->cf && from->cf->nest_host ? from->cf->nest_host : from->name;
        const char *h2 = owner->cf && owner->cf->nest_host ? owner->cf->nest_host : owner->name;
        return strcmp(h1, h2) == 0;
    }
    if (class_same_package(from, owner)) return true;
    if (access & ACC_PROTECTED) return class_is_subclass(from, owner);
    return false;
}

Field *resolve_field(Thread *t, Class *from, uint16_t idx, bool is_static) {
    Field *f = cached(from, idx);
    if (f) goto check;
    const char *cn, *name, *desc;
    if (!cf_member_ref(from->cf, idx, &cn, &name, &desc)) {
        if (t) throw_newf(t, "java/lang/IncompatibleClassChangeError", "bad field reference %u", idx);
        return NULL;
    }
    Class *c = resolve_class(t, from, from->cf->cp[idx].u.ref.a);
    if (!c) return NULL;
    f = class_lookup_field(c, name, desc);
    if (!f) {
        if (t) throw_new(t, "java/lang/NoSuchFieldError", name);
        return NULL;
    }
    if (!member_accessible(from, f->owner, f->access)) {
        char a[256], b[256];
        class_external_name(from->name, a, sizeof a);
        class_external_name(f->owner->name, b, sizeof b);
        if (t) throw_newf(t, "java/lang/IllegalAccessError", "class %s tried to access %sfield %s.%s", a,
                   (f->access & ACC_PRIVATE) ? "private " : (f->access & ACC_PROTECTED) ? "protected " : "", b, f->name);
        return NULL;
    }
    publish(from, idx, f);
check:
    if (((f->access & ACC_STATIC) != 0) != is_static) {
        char b[256];
        class_external_name(f->owner->name, b, sizeof b);
        if (t) throw_newf(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s",
                   is_static ? "static" : "non-static", b, f->name);
        return NULL;
    }
    return f;
}

static Method *resolve_any_method(Thread *t, Class *from, uint16_t idx, bool iface) {
    Method *m = cached(from, idx);
    if (m) return m;
    const char *cn, *name, *desc;
    if (!cf_member_ref(from->cf, idx, &cn, &name, &desc)) {
        if (t) throw_newf(t, "java/lang/IncompatibleClassChangeError", "bad method reference %u", idx);
        return NULL;
    }
    Class *c = resolve_class(t, from, from->cf->cp[idx].u.ref.a);
    if (!c) return NULL;
    char ext[256];
    class_external_name(c->name, ext, sizeof ext);
    if (class_is_array(c)) c = vm.wk.Object;  /* e.g. int[].clone() resolves in Object */
    if (iface != class_is_interface(c)) {
        if (t) throw_newf(t, "java/lang/IncompatibleClassChangeError", "Found %s %s, but %s was expected",
                   class_is_interface(c) ? "interface" : "class", ext, iface ? "interface" : "class");
        return NULL;
    }
    m = iface ? class_lookup_interface_method(c, name, desc) : class_lookup_method(c, name, desc);
    if (!m && !iface) {
        /* MethodHandle.invokeExact/invoke with a call-site descriptor (JVMS 2.9.3). */
        if (!t) return NULL;
        m = indy_signature_polymorphic(t, c, name, desc);
        if (!m && has_exception(t)) return NULL;
    }
    if (!m) {
        char sig[512];
        method_java_signature(c->name, name, desc, sig, sizeof sig);
        if (t) throw_newf(t, "java/lang/NoSuchMethodError", "'%s'", sig);
        return NULL;
    }
    if (!member_accessible(from, m->owner, m->access) &&
        !(class_is_array(cached(from, from->cf->cp[idx].u.ref.a)) && strcmp(name, "clone") == 0)) {
        char a[256], sig[512];
        class_external_name(from->name, a, sizeof a);
        method_java_signature(m->owner->name, m->name, m->desc, sig, sizeof sig);
        if (t) throw_newf(t, "java/lang/IllegalAccessError", "class %s tried to access %smethod '%s'", a,
                   (m->access & ACC_PRIVATE) ? "private " : (m->access & ACC_PROTECTED) ? "protected " : "", sig);
        return NULL;
    }
    publish(from, idx, m);
    return m;
}

Method *resolve_method(Thread *t, Class *from, uint16_t idx) { return resolve_any_method(t, from, idx, false); }
Method *resolve_interface_method(Thread *t, Class *from, uint16_t idx) { return resolve_any_method(t, from, idx, true); }

bool resolve_constant(Thread *t, Class *from, uint16_t idx, Value *out) {
    const CfConst *k = &from->cf->cp[idx];
    switch (k->tag) {
    case CONST_Integer: out->i = k->u.i; return true;
    case CONST_Float: out->f = k->u.f; return true;
    case CONST_Long: out->j = k->u.j; return true;
    case CONST_Double: out->d = k->u.d; return true;
    case CONST_String: {
        Object *s = cached(from, idx);
        if (!s) {
            s = string_intern_utf8(t, cf_utf8(from->cf, k->u.ref.a));
            if (!s) return false;
            /* The interned string is also referenced here: rcp string slots are GC roots. */
            publish(from, idx, s);
        }
        out->l = atomic_load_explicit(&from->rcp[idx].ptr, memory_order_acquire);
        return true;
    }
    case CONST_Class: {
        Class *c = resolve_class(t, from, idx);
        if (!c) return false;
        out->l = class_mirror(t, c);
        return out->l != NULL;
    }
    default:
        throw_newf(t, "java/lang/InternalError", "ldc of constant kind %u is not supported yet", k->tag);
        return false;
    }
}

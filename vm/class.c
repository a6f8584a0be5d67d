/* class.c: loading (JVMS 5.3), linking (5.4: layout, vtables, itables, statics) and
 * initialization (5.5) of classes, and the class table. Resolution is in resolve.c. */
#include "class.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../gc/refs.h"
#include "../interp/interp.h"
#include "exceptions.h"
#include "natives.h"
#include "jstring.h"
#include "../gc/safepoint.h"
#include "vm.h"

/* ---- the class table: name -> Class*, plus a dense id table ---- */

static pthread_mutex_t load_lock;           /* recursive: loading a class loads its supers */
static pthread_once_t load_lock_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t init_cond = PTHREAD_COND_INITIALIZER;

static Class **table;                       /* open addressing, power-of-two size */
static size_t table_cap, table_count;
Class *class_table[CLASS_ID_LIMIT];
static uint32_t nids;
static Class *all_classes;
static Class *primitives[128];

typedef struct Loading { const char *name; struct Loading *next; } Loading;
static Loading *loading;                    /* classes being loaded (circularity check) */

/* c's depth and display from its superclass's (Class.display). */
static void set_display(Class *c) {
    c->depth = c->super ? (uint16_t)(c->super->depth + 1) : 0;
    if (c->super) memcpy(c->display, c->super->display, sizeof c->display);
    if (c->depth < CLASS_DISPLAY) c->display[c->depth] = c;
}

static void init_load_lock(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&load_lock, &a);
}
static void lock_table(void) {
    pthread_once(&load_lock_once, init_load_lock);
    pthread_mutex_lock(&load_lock);
}
static void unlock_table(void) { pthread_mutex_unlock(&load_lock); }

/* For a mutator: waiting for the table counts as blocked, so a thread holding it may run a
 * collection (an allocation, a thrown error) without waiting for this one. A thread may stop
 * for a collection while holding the table (here in thread_block_end, or at an allocation),
 * so no collection may take it: class_lookup_loaded is for mutators only. */
static void lock_table_mutator(Thread *t) {
    pthread_once(&load_lock_once, init_load_lock);
    if (!t || pthread_mutex_trylock(&load_lock) == 0) {
        if (!t) pthread_mutex_lock(&load_lock);
        return;
    }
    thread_block_begin(t);
    pthread_mutex_lock(&load_lock);
    thread_block_end(t);
}

static uint64_t hash_name(const char *s) {
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ull;
    return h;
}

static void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) vm_fatal("out of native memory");
    return p;
}
static char *xstrdup(const char *s) {
    char *p = strdup(s);
    if (!p) vm_fatal("out of native memory");
    return p;
}

/* Class ids kept once a program's own class files can no longer be defined: the class
 * library's and generated classes (string concatenation, lambdas) may still take ids up to
 * CLASS_ID_LIMIT - CLASS_ID_ARRAY_RESERVE, so that the program can catch the
 * OutOfMemoryError and report it; array classes may take the rest. */
#define CLASS_ID_RESERVE 1024
#define CLASS_ID_ARRAY_RESERVE 256

/* The next class id; its table entry is published before any object can carry it. */
static void assign_id(Class *c) {
    if (nids == CLASS_ID_LIMIT) vm_fatal("more than %u classes: class ids do not fit in the object header", CLASS_ID_LIMIT);
    c->id = nids;
    __atomic_store_n(&class_table[nids], c, __ATOMIC_RELEASE);
    nids++;
}

static void table_insert(Class *c) {
    if ((table_count + 1) * 2 > table_cap) {
        size_t ncap = table_cap ? table_cap * 2 : 1024;
        Class **nt = xcalloc(ncap, sizeof *nt);
        for (size_t i = 0; i < table_cap; i++) {
            if (!table[i]) continue;
            size_t j = hash_name(table[i]->name) & (ncap - 1);
            while (nt[j]) j = (j + 1) & (ncap - 1);
            nt[j] = table[i];
        }
        free(table);
        table = nt;
        table_cap = ncap;
    }
    size_t j = hash_name(c->name) & (table_cap - 1);
    while (table[j]) j = (j + 1) & (table_cap - 1);
    table[j] = c;
    table_count++;
    assign_id(c);
    c->next_loaded = all_classes;
    __atomic_store_n(&all_classes, c, __ATOMIC_RELEASE);   /* the JIT reads the list unlocked */
}

static Class *table_find(const char *name) {
    if (!table_cap) return NULL;
    size_t j = hash_name(name) & (table_cap - 1);
    while (table[j]) {
        if (strcmp(table[j]->name, name) == 0) return table[j];
        j = (j + 1) & (table_cap - 1);
    }
    return NULL;
}

Class *class_lookup_loaded(const char *name) {
    lock_table();
    Class *c = table_find(name);
    unlock_table();
    return c;
}

uint32_t class_count(void) { return nids; }
Class *class_by_id(uint32_t id) { return id < nids ? class_table[id] : NULL; }

void class_for_each(void (*fn)(Class *c, void *ctx), void *ctx) {
    for (Class *c = __atomic_load_n(&all_classes, __ATOMIC_ACQUIRE); c; c = c->next_loaded) fn(c, ctx);
}

/* ---- names ---- */

const char *class_package_end(const char *name) { return strrchr(name, '/'); }

bool class_same_package(const Class *a, const Class *b) {
    const char *ea = class_package_end(a->name), *eb = class_package_end(b->name);
    size_t la = ea ? (size_t)(ea - a->name) : 0, lb = eb ? (size_t)(eb - b->name) : 0;
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

void class_external_name(const char *internal, char *buf, size_t len) {
    size_t i = 0;
    for (; internal[i] && i + 1 < len; i++) buf[i] = internal[i] == '/' ? '.' : internal[i];
    if (len) buf[i] = 0;
}

/* ---- primitive and array classes ---- */

static const struct { char type; const char *name; uint8_t size; } prim_info[] = {
    {'Z', "boolean", 1}, {'B', "byte", 1}, {'C', "char", 2}, {'S', "short", 2},
    {'I', "int", 4},     {'F', "float", 4}, {'J', "long", 8}, {'D', "double", 8},
    {'V', "void", 0},
};

static uint8_t type_size(char t) {
    for (size_t i = 0; i < sizeof prim_info / sizeof prim_info[0]; i++)
        if (prim_info[i].type == t) return prim_info[i].size;
    return 8; /* references */
}

Class *class_primitive(char type) {
    if ((unsigned char)type >= 128) return NULL;
    Class *c = primitives[(int)type];
    if (c) return c;
    lock_table();
    if (!primitives[(int)type]) {
        for (size_t i = 0; i < sizeof prim_info / sizeof prim_info[0]; i++) {
            if (prim_info[i].type != type) continue;
            c = xcalloc(1, sizeof *c);
            c->name = prim_info[i].name;
            c->prim = type;
            c->flags = CLASS_FLAG_PRIMITIVE | CLASS_FLAG_BOOT;
            c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
            atomic_store(&c->state, CLASS_INITIALIZED);
            /* Primitive classes are not in the name table ("int" is a legal class name). */
            assign_id(c);
            c->next_loaded = all_classes;
            __atomic_store_n(&all_classes, c, __ATOMIC_RELEASE);
            primitives[(int)type] = c;
        }
    }
    c = primitives[(int)type];
    unlock_table();
    return c;
}

static void compute_itable(Class *c);

/* Builds the class of arrays whose elements are `component`. Called with the table locked. */
static Class *make_array_class(Thread *t, Class *component) {
    size_t n = strlen(component->name);
    char *name = xcalloc(n + 4, 1);
    if (component->flags & CLASS_FLAG_PRIMITIVE) {
        name[0] = '[';
        name[1] = component->prim;
    } else if (class_is_array(component)) {
        name[0] = '[';
        memcpy(name + 1, component->name, n);
    } else {
        name[0] = '[';
        name[1] = 'L';
        memcpy(name + 2, component->name, n);
        name[n + 2] = ';';
    }
    Class *existing = table_find(name);
    if (existing) {
        free(name);
        return existing;
    }
    if (nids == CLASS_ID_LIMIT) {   /* the last ids (CLASS_ID_ARRAY_RESERVE) are taken too */
        free(name);
        throw_new(t, "java/lang/OutOfMemoryError", "Compressed class space");
        return NULL;
    }
    Class *obj = vm.wk.Object ? vm.wk.Object : class_load(t, "java/lang/Object");
    Class *cloneable = class_load(t, "java/lang/Cloneable");
    Class *serializable = class_load(t, "java/io/Serializable");
    if (!obj || !cloneable || !serializable) {
        free(name);
        return NULL;
    }
    Class *c = xcalloc(1, sizeof *c);
    c->name = name;
    c->flags = CLASS_FLAG_ARRAY;
    if ((component->flags & CLASS_FLAG_PRIMITIVE) || class_is_boot(component)) c->flags |= CLASS_FLAG_BOOT;
    c->component = component;
    c->elem_type = (component->flags & CLASS_FLAG_PRIMITIVE) ? component->prim : 'L';
    c->elem_size = type_size(c->elem_type);
    c->super = obj;
    set_display(c);
    c->access = ACC_FINAL | ACC_ABSTRACT | (component->access & ACC_PUBLIC);
    c->ninterfaces = 2;
    c->interfaces = xcalloc(2, sizeof(Class *));
    c->interfaces[0] = cloneable;
    c->interfaces[1] = serializable;
    c->vtable = obj->vtable;
    c->vtable_len = obj->vtable_len;
    compute_itable(c);
    atomic_store(&c->state, CLASS_INITIALIZED);
    table_insert(c);
    return c;
}

Class *class_array_of(Thread *t, Class *component) {
    Class *a = atomic_load_explicit(&component->array_class, memory_order_acquire);
    if (a) return a;
    lock_table_mutator(t);
    a = make_array_class(t, component);
    if (a) atomic_store_explicit(&component->array_class, a, memory_order_release);
    unlock_table();
    return a;
}

/* ---- linking: fields ---- */

static int field_rank(char type) {
    switch (type) {
    case 'J': case 'D': case 'L': case '[': return 0;
    case 'I': case 'F': return 1;
    case 'C': case 'S': return 2;
    default: return 3;
    }
}

/* Lays out instance fields after the superclass's (largest first, each aligned to its size)
 * and static fields in a separate block (references first, for the GC). */
static void layout_fields(Class *c) {
    uint32_t offset = c->super ? c->super->instance_size : OBJECT_HEADER_SIZE;
    uint32_t soffset = 0;
    uint32_t nrefs = c->super ? c->super->nref_offsets : 0, nsrefs = 0;
    for (int rank = 0; rank < 4; rank++) {
        for (uint16_t i = 0; i < c->nfields; i++) {
            Field *f = &c->fields[i];
            if (field_rank(f->type) != rank) continue;
            bool ref = f->type == 'L' || f->type == '[';
            if (f->access & ACC_STATIC) {
                soffset = (uint32_t)ALIGN_UP(soffset, f->size);
                f->offset = soffset;
                soffset += f->size;
                nsrefs += ref;
            } else {
                offset = (uint32_t)ALIGN_UP(offset, f->size);
                f->offset = offset;
                offset += f->size;
                nrefs += ref;
            }
        }
    }
    c->instance_size = (uint32_t)ALIGN_UP(offset, HEAP_ALIGN);
    c->statics = xcalloc(1, ALIGN_UP(soffset, 8) + 8);
    c->static_ref_offsets = xcalloc(nsrefs, sizeof(uint32_t));
    c->ref_offsets = xcalloc(nrefs, sizeof(uint32_t));
    if (c->super) memcpy(c->ref_offsets, c->super->ref_offsets, c->super->nref_offsets * sizeof(uint32_t));
    uint32_t r = c->super ? c->super->nref_offsets : 0;
    for (uint16_t i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (f->type != 'L' && f->type != '[') continue;
        if (f->access & ACC_STATIC) c->static_ref_offsets[c->nstatic_refs++] = f->offset;
        else c->ref_offsets[r++] = f->offset;
    }
    c->nref_offsets = r;
}

/* ---- linking: methods, vtable, itable ---- */

static bool same_sig(const Method *a, const Method *b) {
    return strcmp(a->name, b->name) == 0 && strcmp(a->desc, b->desc) == 0;
}

/* Does method m of class c override super-vtable entry s (JVMS 5.4.5)? */
static bool overrides(const Class *c, const Method *m, const Method *s) {
    if (!same_sig(m, s)) return false;
    if (s->access & ACC_PRIVATE) return false;
    if (s->access & (ACC_PUBLIC | ACC_PROTECTED)) return true;
    if (class_is_interface(s->owner)) return true;
    return class_same_package(c, s->owner);
}

static bool is_virtual(const Method *m) {
    return !(m->access & (ACC_STATIC | ACC_PRIVATE)) && m->name[0] != '<';
}

static void add_itable_iface(Class *c, Class *iface, Class ***list, uint32_t *n, uint32_t *cap) {
    for (uint32_t i = 0; i < *n; i++)
        if ((*list)[i] == iface) return;
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 8;
        *list = realloc(*list, *cap * sizeof(Class *));
        if (!*list) vm_fatal("out of native memory");
    }
    (*list)[(*n)++] = iface;
    for (uint16_t i = 0; i < iface->ninterfaces; i++) add_itable_iface(c, iface->interfaces[i], list, n, cap);
}

/* Collects every superinterface, transitively (an interface's own itable excludes itself). */
static void compute_itable(Class *c) {
    Class **list = NULL;
    uint32_t n = 0, cap = 0;
    if (c->super)
        for (uint32_t i = 0; i < c->super->itable_len; i++)
            add_itable_iface(c, c->super->itable[i].iface, &list, &n, &cap);
    for (uint16_t i = 0; i < c->ninterfaces; i++) add_itable_iface(c, c->interfaces[i], &list, &n, &cap);
    c->itable_len = n;
    c->itable = xcalloc(n, sizeof(ItableEntry));
    for (uint32_t i = 0; i < n; i++) c->itable[i].iface = list[i];
    free(list);
}

static bool implements(const Class *c, const Class *iface) {
    for (uint32_t i = 0; i < c->itable_len; i++)
        if (c->itable[i].iface == iface) return true;
    return false;
}

static int vtable_find(Method **vt, uint32_t n, const Method *m) {
    for (uint32_t i = 0; i < n; i++)
        if (same_sig(vt[i], m)) return (int)i;
    return -1;
}

static void build_vtable(Class *c) {
    uint32_t cap = (c->super ? c->super->vtable_len : 0) + c->nmethods + 8;
    Method **vt = xcalloc(cap, sizeof *vt);
    uint32_t n = 0;
    if (c->super) {
        memcpy(vt, c->super->vtable, c->super->vtable_len * sizeof *vt);
        n = c->super->vtable_len;
    }
    for (uint16_t i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        if (!is_virtual(m)) continue;
        int slot = -1;
        for (uint32_t j = 0; j < n; j++)
            if (overrides(c, m, vt[j])) {
                vt[j] = m;
                if (slot < 0) slot = (int)j;
            }
        if (slot < 0) {
            slot = (int)n;
            vt[n++] = m;
        }
        m->vtable_index = slot;
    }
    /* Interface methods no class method implements: defaults and mirandas (abstract). */
    for (uint32_t k = 0; k < c->itable_len; k++) {
        Class *iface = c->itable[k].iface;
        for (uint16_t i = 0; i < iface->nmethods; i++) {
            Method *im = &iface->methods[i];
            if (!is_virtual(im)) continue;
            int j = vtable_find(vt, n, im);
            if (j < 0) {
                if (n == cap) {
                    cap *= 2;
                    vt = realloc(vt, cap * sizeof *vt);
                    if (!vt) vm_fatal("out of native memory");
                }
                vt[n++] = im;
            } else if (class_is_interface(vt[j]->owner) && vt[j]->owner != im->owner) {
                /* Prefer the more specific interface, then a default over an abstract. */
                Method *cur = vt[j];
                bool more_specific = implements(im->owner, cur->owner);
                bool cur_abstract = cur->access & ACC_ABSTRACT;
                if (more_specific || (cur_abstract && !(im->access & ACC_ABSTRACT) &&
                                      !implements(cur->owner, im->owner)))
                    vt[j] = im;
            }
        }
    }
    c->vtable = vt;
    c->vtable_len = n;
}

static void fill_itable(Class *c) {
    for (uint32_t k = 0; k < c->itable_len; k++) {
        Class *iface = c->itable[k].iface;
        Method **ms = xcalloc(iface->nmethods, sizeof *ms);
        if (!class_is_interface(c)) {
            for (uint16_t i = 0; i < iface->nmethods; i++) {
                Method *im = &iface->methods[i];
                if (!is_virtual(im)) continue;
                int j = vtable_find(c->vtable, c->vtable_len, im);
                Method *impl = j >= 0 ? c->vtable[j] : NULL;
                if (impl && (impl->access & ACC_ABSTRACT)) impl = NULL;
                ms[i] = impl;
            }
        }
        c->itable[k].methods = ms;
    }
}

static void init_method(Class *c, Method *m, const CfMethod *cm) {
    m->owner = c;
    m->name = cm->name;
    m->desc = cm->desc;
    m->access = cm->access;
    m->cf = cm;
    m->max_stack = cm->max_stack;
    m->max_locals = cm->max_locals;
    m->arg_slots = (uint16_t)(desc_arg_slots(cm->desc) + ((cm->access & ACC_STATIC) ? 0 : 1));
    m->ret = desc_return_type(cm->desc);
    m->vtable_index = -1;
    m->itable_index = -1;
    if (cm->has_code) {
        m->code = malloc(cm->code_len);
        if (!m->code) vm_fatal("out of native memory");
        memcpy(m->code, cm->code, cm->code_len);
    }
}

/* ---- loading ---- */

typedef enum { LOAD_OK, LOAD_NOT_FOUND, LOAD_FORMAT, LOAD_VERSION, LOAD_WRONG_NAME,
               LOAD_CIRCULAR, LOAD_ICCE, LOAD_PENDING, LOAD_DUPLICATE, LOAD_NO_ID } LoadStatus;

static bool find_bytes(const char *name, uint8_t **data, size_t *len, bool *boot) {
    if (vm.boot_path && classpath_find(vm.boot_path, name, data, len, NULL)) {
        *boot = true;
        return true;
    }
    *boot = false;
    return vm.app_path && classpath_find(vm.app_path, name, data, len, NULL);
}

static LoadStatus define_from_bytes(Thread *t, const char *name, const uint8_t *data, size_t len,
                                    bool boot, uint32_t extra_flags, Class **out, char *msg,
                                    size_t msglen);

/* Loads and links a non-array class. Called with the table locked. On failure fills msg. */
static LoadStatus define_class(Thread *t, const char *name, Class **out, char *msg, size_t msglen) {
    uint8_t *data;
    size_t len;
    bool boot;
    if (!find_bytes(name, &data, &len, &boot)) {
        snprintf(msg, msglen, "%s", name);
        return LOAD_NOT_FOUND;
    }
    LoadStatus st = define_from_bytes(t, name, data, len, boot, 0, out, msg, msglen);
    free(data);
    return st;
}

/* Parses, loads the supertypes of and links class `name` from data[0..len). Called with the
 * table locked. name == NULL: whatever class the bytes define (class_define). */
static LoadStatus define_from_bytes(Thread *t, const char *name, const uint8_t *data, size_t len,
                                    bool boot, uint32_t extra_flags, Class **out, char *msg,
                                    size_t msglen) {
    bool vm_own = boot || (extra_flags & CLASS_FLAG_HIDDEN);
    if (nids >= CLASS_ID_LIMIT - (vm_own ? CLASS_ID_ARRAY_RESERVE : CLASS_ID_RESERVE)) {
        snprintf(msg, msglen, "Compressed class space");   /* HotSpot's message when its class space is full */
        return LOAD_NO_ID;
    }
    ClassFile *cf = xcalloc(1, sizeof *cf);
    CfStatus st = classfile_parse_named(data, len, name, cf, msg, msglen);
    if (st != CF_OK) {
        free(cf);
        return st == CF_VERSION_ERROR ? LOAD_VERSION : LOAD_FORMAT;
    }
    if (!name) {
        name = cf->name;
        if (table_find(name)) {
            snprintf(msg, msglen, "duplicate class definition for %s", name);
            classfile_free(cf);
            free(cf);
            return LOAD_DUPLICATE;
        }
    }
    if (strcmp(cf->name, name) != 0) {
        snprintf(msg, msglen, "%s (wrong name: %s)", name, cf->name);
        classfile_free(cf);
        free(cf);
        return LOAD_WRONG_NAME;
    }
    for (Loading *l = loading; l; l = l->next)
        if (strcmp(l->name, name) == 0) {
            snprintf(msg, msglen, "%s", name);
            classfile_free(cf);
            free(cf);
            return LOAD_CIRCULAR;
        }
    Loading me = {name, loading};
    loading = &me;

    Class *super = NULL;
    Class **ifaces = xcalloc(cf->ninterfaces, sizeof *ifaces);
    LoadStatus status = LOAD_OK;
    if (cf->super_name) {
        super = class_load(t, cf->super_name);
        if (!super) status = LOAD_PENDING;
        else if (class_is_interface(super) || class_is_array(super)) {
            snprintf(msg, msglen, "class %s has interface %s as super class", name, super->name);
            status = LOAD_ICCE;
        } else if (super->access & ACC_FINAL) {
            snprintf(msg, msglen, "class %s cannot inherit from final class %s", name, super->name);
            status = LOAD_ICCE;  /* HotSpot throws VerifyError; close enough for now */
        }
    } else if (strcmp(name, "java/lang/Object") != 0) {
        snprintf(msg, msglen, "Invalid superclass index 0 in class file %s", name);
        status = LOAD_FORMAT;
    }
    for (uint16_t i = 0; status == LOAD_OK && i < cf->ninterfaces; i++) {
        ifaces[i] = class_load(t, cf->interfaces[i]);
        if (!ifaces[i]) status = LOAD_PENDING;
        else if (!class_is_interface(ifaces[i])) {
            snprintf(msg, msglen, "class %s can not implement %s, because it is not an interface",
                     name, ifaces[i]->name);
            status = LOAD_ICCE;
        }
    }
    loading = me.next;
    if (status != LOAD_OK) {
        free(ifaces);
        classfile_free(cf);
        free(cf);
        return status;
    }

    Class *c = xcalloc(1, sizeof *c);
    c->name = cf->name;
    c->cf = cf;
    c->super = super;
    set_display(c);
    c->ninterfaces = cf->ninterfaces;
    c->interfaces = ifaces;
    c->access = cf->access;
    c->source_file = cf->source_file;
    if (cf->access & ACC_INTERFACE) c->flags |= CLASS_FLAG_INTERFACE;
    if (boot) c->flags |= CLASS_FLAG_BOOT;
    c->flags |= extra_flags;
    if (super) c->flags |= super->flags & (CLASS_FLAG_THROWABLE | CLASS_FLAG_REFERENCE | CLASS_FLAG_HAS_FINALIZER);
    if (strcmp(name, "java/lang/Throwable") == 0) c->flags |= CLASS_FLAG_THROWABLE;
    if (strcmp(name, "java/lang/ref/Reference") == 0) c->flags |= CLASS_FLAG_REFERENCE;
    c->rcp = xcalloc(cf->cp_count, sizeof(Resolved));
    for (uint16_t i = 1; i < cf->cp_count; i++) c->nstring_cp += cf->cp[i].tag == CONST_String;
    c->string_cp = c->nstring_cp ? xcalloc(c->nstring_cp, sizeof *c->string_cp) : NULL;
    for (uint16_t i = 1, k = 0; i < cf->cp_count; i++)
        if (cf->cp[i].tag == CONST_String) c->string_cp[k++] = i;

    c->nfields = cf->nfields;
    c->fields = xcalloc(cf->nfields, sizeof(Field));
    for (uint16_t i = 0; i < cf->nfields; i++) {
        Field *f = &c->fields[i];
        f->owner = c;
        f->name = cf->fields[i].name;
        f->desc = cf->fields[i].desc;
        f->access = cf->fields[i].access;
        f->type = f->desc[0];
        f->size = type_size(f->type == '[' ? 'L' : f->type);
        f->constant_value = cf->fields[i].constant_value;
    }
    c->nmethods = cf->nmethods;
    c->methods = xcalloc(cf->nmethods, sizeof(Method));
    for (uint16_t i = 0; i < cf->nmethods; i++) {
        init_method(c, &c->methods[i], &cf->methods[i]);
        if (class_is_interface(c)) c->methods[i].itable_index = i;
        /* As HotSpot: instances are registered for finalization (gc/refs.c) when the class
         * declares a finalize() that does more than return; an empty one turns it off. */
        const CfMethod *cm = &cf->methods[i];
        if (super && !(cm->access & ACC_STATIC) && cm->has_code && strcmp(cm->name, "finalize") == 0 &&
            strcmp(cm->desc, "()V") == 0) {
            if (cm->code_len == 1) c->flags &= ~(uint32_t)CLASS_FLAG_HAS_FINALIZER;
            else c->flags |= CLASS_FLAG_HAS_FINALIZER;
        }
    }
    layout_fields(c);
    if (strcmp(c->name, "java/lang/ref/Reference") == 0) gc_refs_reference_linked(c);
    compute_itable(c);
    if (!class_is_interface(c)) build_vtable(c);
    fill_itable(c);
    atomic_store(&c->state, CLASS_LINKED);
    table_insert(c);
    *out = c;
    return LOAD_OK;
}

static Class *load_result(Thread *t, LoadStatus st, Class *c, const char *msg);

Class *class_load(Thread *t, const char *name) {
    lock_table_mutator(t);
    Class *c = table_find(name);
    if (c) {
        unlock_table();
        return c;
    }
    if (name[0] == '[') {
        Class *comp = NULL;
        size_t n = strlen(name);
        if (name[1] == 'L' && n > 3 && name[n - 1] == ';') {
            char *cn = xstrdup(name + 2);
            cn[n - 3] = 0;
            comp = class_load(t, cn);
            free(cn);
        } else if (name[1] == '[') {
            comp = class_load(t, name + 1);
        } else if (n == 2 && name[1] != 'V' && strchr("ZBCSIFJD", name[1])) {
            comp = class_primitive(name[1]);
        } else {
            unlock_table();
            throw_new(t, "java/lang/NoClassDefFoundError", name);
            return NULL;
        }
        c = comp ? class_array_of(t, comp) : NULL;
        unlock_table();
        return c;
    }
    char msg[512];
    LoadStatus st = define_class(t, name, &c, msg, sizeof msg);
    unlock_table();
    return load_result(t, st, c, msg);
}

/* Throws the error for a failed load (or returns the class). */
static Class *load_result(Thread *t, LoadStatus st, Class *c, const char *msg) {
    switch (st) {
    case LOAD_OK: return c;
    case LOAD_PENDING: return NULL;
    case LOAD_NOT_FOUND: throw_new(t, "java/lang/NoClassDefFoundError", msg); return NULL;
    case LOAD_WRONG_NAME: throw_new(t, "java/lang/NoClassDefFoundError", msg); return NULL;
    case LOAD_FORMAT: throw_new(t, "java/lang/ClassFormatError", msg); return NULL;
    case LOAD_VERSION: throw_new(t, "java/lang/UnsupportedClassVersionError", msg); return NULL;
    case LOAD_CIRCULAR: throw_new(t, "java/lang/ClassCircularityError", msg); return NULL;
    case LOAD_ICCE: throw_new(t, "java/lang/IncompatibleClassChangeError", msg); return NULL;
    case LOAD_DUPLICATE: throw_new(t, "java/lang/LinkageError", msg); return NULL;
    case LOAD_NO_ID: throw_new(t, "java/lang/OutOfMemoryError", msg); return NULL;
    }
    return NULL;
}

Class *class_define(Thread *t, const uint8_t *data, size_t len, uint32_t flags) {
    lock_table_mutator(t);
    char msg[512];
    Class *c = NULL;
    LoadStatus st = define_from_bytes(t, NULL, data, len, (flags & CLASS_FLAG_BOOT) != 0,
                                      flags & ~(uint32_t)CLASS_FLAG_BOOT, &c, msg, sizeof msg);
    unlock_table();
    return load_result(t, st, c, msg);
}

/* ---- initialization (JVMS 5.5) ---- */

static bool set_constant_values(Thread *t, Class *c) {
    for (uint16_t i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (!(f->access & ACC_STATIC) || !f->constant_value) continue;
        const CfConst *k = &c->cf->cp[f->constant_value];
        uint8_t *p = c->statics + f->offset;
        switch (k->tag) {
        case CONST_Integer:
            if (f->type == 'Z' || f->type == 'B') *(jbyte *)p = (jbyte)k->u.i;
            else if (f->type == 'C') *(jchar *)p = (jchar)k->u.i;
            else if (f->type == 'S') *(jshort *)p = (jshort)k->u.i;
            else *(jint *)p = k->u.i;
            break;
        case CONST_Float: *(jfloat *)p = k->u.f; break;
        case CONST_Long: *(jlong *)p = k->u.j; break;
        case CONST_Double: *(jdouble *)p = k->u.d; break;
        case CONST_String: {
            Object *s = string_intern_utf8(t, cf_utf8(c->cf, k->u.ref.a));
            if (!s) return false;
            *(Object **)p = s;
            break;
        }
        default: break;
        }
    }
    return true;
}

static void finish_init(Class *c, ClassState st) {
    pthread_mutex_lock(&init_lock);
    atomic_store_explicit(&c->state, st, memory_order_release);
    c->init_thread = NULL;
    pthread_cond_broadcast(&init_cond);
    pthread_mutex_unlock(&init_lock);
}

bool class_initialize(Thread *t, Class *c) {
    pthread_mutex_lock(&init_lock);
    for (;;) {
        int st = atomic_load(&c->state);
        if (st == CLASS_INITIALIZED || (st == CLASS_INITIALIZING && c->init_thread == t)) {
            pthread_mutex_unlock(&init_lock);
            return true;
        }
        if (st == CLASS_ERROR) {
            pthread_mutex_unlock(&init_lock);
            char ext[512];
            class_external_name(c->name, ext, sizeof ext);
            throw_newf(t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", ext);
            return false;
        }
        if (st != CLASS_INITIALIZING) break;
        /* Another thread runs the initializer, which may collect: wait as a safe region, and
         * never hold init_lock while a safepoint may stop this thread (gc/safepoint.h). */
        thread_block_begin(t);
        pthread_cond_wait(&init_cond, &init_lock);
        pthread_mutex_unlock(&init_lock);
        thread_block_end(t);
        pthread_mutex_lock(&init_lock);
    }
    atomic_store(&c->state, CLASS_INITIALIZING);
    c->init_thread = t;
    pthread_mutex_unlock(&init_lock);

    if (!class_is_interface(c)) {
        if (c->super && class_needs_init(c->super) && !class_initialize(t, c->super)) {
            finish_init(c, CLASS_ERROR);
            return false;
        }
        /* Superinterfaces that declare default methods are initialized too (JVMS 5.5 step 7). */
        for (uint16_t i = 0; i < c->ninterfaces; i++) {
            Class *in = c->interfaces[i];
            bool has_default = false;
            for (uint16_t k = 0; k < in->nmethods; k++)
                if (is_virtual(&in->methods[k]) && !(in->methods[k].access & ACC_ABSTRACT)) has_default = true;
            if (has_default && class_needs_init(in) && !class_initialize(t, in)) {
                finish_init(c, CLASS_ERROR);
                return false;
            }
        }
    }
    if (!set_constant_values(t, c)) {
        finish_init(c, CLASS_ERROR);
        return false;
    }
    Method *clinit = class_find_declared_method(c, "<clinit>", "()V");
    if (clinit && !interp_call(t, clinit, NULL, NULL)) {
        Object *e = exception_take(t);
        if (!class_is_subclass(obj_class(e), vm.wk.Error)) {
            HandleMark hm = handle_mark(t);
            Handle he = handle_new(t, e);
            throw_new_with_cause(t, "java/lang/ExceptionInInitializerError", *he);
            handle_release(t, hm);
        } else {
            throw_object(t, e);
        }
        finish_init(c, CLASS_ERROR);
        return false;
    }
    finish_init(c, CLASS_INITIALIZED);
    return true;
}

/* ---- mirrors ---- */

static pthread_mutex_t mirror_lock = PTHREAD_MUTEX_INITIALIZER;

Object *class_mirror(Thread *t, Class *c) {
    Object *m = c->mirror;
    if (m) return m;
    Object *o = gc_alloc_instance(t, vm.wk.Class);
    if (!o) return NULL;
    pthread_mutex_lock(&mirror_lock);
    if (!c->mirror) {
        OBJ_FIELD(o, vm.off.Class_vmClass, jlong) = (jlong)(intptr_t)c;
        c->mirror = o;
    }
    m = c->mirror;
    pthread_mutex_unlock(&mirror_lock);
    return m;
}

Class *class_of_mirror(Object *mirror) {
    return (Class *)(intptr_t)OBJ_FIELD(mirror, vm.off.Class_vmClass, jlong);
}

/* ---- member lookup ---- */

Method *class_find_declared_method(Class *c, const char *name, const char *desc) {
    for (uint16_t i = 0; i < c->nmethods; i++)
        if (strcmp(c->methods[i].name, name) == 0 && strcmp(c->methods[i].desc, desc) == 0)
            return &c->methods[i];
    return NULL;
}

Field *class_find_declared_field(Class *c, const char *name, const char *desc) {
    for (uint16_t i = 0; i < c->nfields; i++)
        if (strcmp(c->fields[i].name, name) == 0 && (!desc || strcmp(c->fields[i].desc, desc) == 0))
            return &c->fields[i];
    return NULL;
}

Field *class_lookup_field(Class *c, const char *name, const char *desc) {
    for (; c; c = c->super) {
        Field *f = class_find_declared_field(c, name, desc);
        if (f) return f;
        for (uint16_t i = 0; i < c->ninterfaces; i++) {
            f = class_lookup_field(c->interfaces[i], name, desc);
            if (f) return f;
        }
    }
    return NULL;
}

/* The maximally-specific non-abstract superinterface method, else any abstract one. */
static Method *lookup_in_superinterfaces(Class *c, const char *name, const char *desc) {
    Method *found = NULL;
    for (uint32_t i = 0; i < c->itable_len; i++) {
        Method *m = class_find_declared_method(c->itable[i].iface, name, desc);
        if (!m || (m->access & (ACC_PRIVATE | ACC_STATIC))) continue;
        if (!found) found = m;
        else if (!(m->access & ACC_ABSTRACT) &&
                 ((found->access & ACC_ABSTRACT) || implements(m->owner, found->owner)))
            found = m;
    }
    return found;
}

Method *class_lookup_method(Class *c, const char *name, const char *desc) {
    for (Class *k = c; k; k = k->super) {
        Method *m = class_find_declared_method(k, name, desc);
        if (m) return m;
    }
    return lookup_in_superinterfaces(c, name, desc);
}

Method *class_lookup_interface_method(Class *c, const char *name, const char *desc) {
    Method *m = class_find_declared_method(c, name, desc);
    if (m) return m;
    if (vm.wk.Object) {
        m = class_find_declared_method(vm.wk.Object, name, desc);
        if (m && (m->access & ACC_PUBLIC) && !(m->access & ACC_STATIC)) return m;
    }
    return lookup_in_superinterfaces(c, name, desc);
}

/* ---- subtyping ---- */

bool class_is_subclass(Class *s, Class *t) {
    if (s == t) return true;
    if (t->depth < CLASS_DISPLAY && !(t->flags & CLASS_FLAG_PRIMITIVE)) return s->display[t->depth] == t;
    for (; s; s = s->super)
        if (s == t) return true;
    return false;
}

bool class_is_assignable(Class *s, Class *t) {
    if (s == t) return true;
    if (class_is_interface(t)) return implements(s, t);
    if (class_is_array(s)) {
        if (!class_is_array(t)) return t == s->super;  /* Object */
        Class *sc = s->component, *tc = t->component;
        if ((sc->flags | tc->flags) & CLASS_FLAG_PRIMITIVE) return sc == tc;
        return class_is_assignable(sc, tc);
    }
    if (class_is_interface(s)) return t == vm.wk.Object;
    return class_is_subclass(s, t);
}

/* ---- dispatch ---- */

Method *class_select_virtual(Class *rc, Method *resolved) {
    if (resolved->access & ACC_PRIVATE) return resolved;
    /* build_vtable already applied the package rules for package-private overriding. */
    if (resolved->vtable_index >= 0 && !class_is_interface(resolved->owner))
        return rc->vtable[resolved->vtable_index];
    /* A method resolved in an interface but invoked virtually (miranda/default). */
    int j = vtable_find(rc->vtable, rc->vtable_len, resolved);
    return j >= 0 ? rc->vtable[j] : NULL;
}

Method *class_select_interface(Class *rc, Method *resolved) {
    if (resolved->access & ACC_PRIVATE) return resolved;
    if (!class_is_interface(resolved->owner)) return class_select_virtual(rc, resolved);
    for (uint32_t i = 0; i < rc->itable_len; i++)
        if (rc->itable[i].iface == resolved->owner) {
            Method *m = rc->itable[i].methods[resolved->itable_index];
            return m;
        }
    return NULL;
}

/* roots.h: precise enumeration of every reference the VM holds outside the heap:
 * interpreter frames (through reference maps), native frames' arguments, handles, pending
 * exceptions, thread objects, class mirrors, static fields, resolved constant-pool strings,
 * the interned-string table and the VM's own preallocated objects. */
#ifndef MINIVM_ROOTS_H
#define MINIVM_ROOTS_H

#include "thread.h"

typedef void (*RootVisitor)(Object **slot, void *ctx);

void roots_visit(RootVisitor visit, void *ctx);

/* The reference maps of a method with code, computed and cached on first use; NULL with a
 * message if its code cannot be typed (the interpreter then throws VerifyError). */
struct RefMaps *method_refmaps(Method *m, char *err, size_t errlen);
void roots_visit_thread(Thread *t, RootVisitor visit, void *ctx);

/* Object-graph helpers shared by the collectors. */
size_t object_size(const Object *o);
void object_visit_refs(Object *o, RootVisitor visit, void *ctx);

#endif

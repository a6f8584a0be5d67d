/* jni_refs.h: the JNI global reference table is a GC root set (vm/roots.c visits it). */
#ifndef MINIVM_JNI_REFS_H
#define MINIVM_JNI_REFS_H

#include "roots.h"

void jni_refs_visit_roots(RootVisitor visit, void *ctx);

#endif

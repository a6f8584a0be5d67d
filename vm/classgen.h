/* classgen.h: a tiny class-file writer (JVMS chapter 4), for classes the VM makes at run time
 * (lambda proxies, interp/lambda.c). It writes what classfile_parse reads: a constant pool
 * (entries shared by value), interfaces, fields, methods with a Code attribute, and the
 * class attributes NestHost and SourceFile. No StackMapTable: generated code is straight-line.
 *
 *     ClassGen *g = cg_new("p/Foo$$Lambda$1", "java/lang/Object", ACC_FINAL | ACC_SUPER, 61);
 *     cg_add_interface(g, "java/lang/Runnable");
 *     CgCode *c = cg_code_begin(g, 1);       // max_locals
 *     cg_op(c, OP_return); ...
 *     cg_add_method(g, ACC_PUBLIC, "run", "()V", c);
 *     uint8_t *bytes = cg_finish(g, &len);   // malloc'd; g is freed
 *
 * Names and descriptors are modified UTF-8 (as in a parsed ClassFile). Out of memory aborts. */
#ifndef MINIVM_CLASSGEN_H
#define MINIVM_CLASSGEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ClassGen ClassGen;
typedef struct CgCode CgCode;

ClassGen *cg_new(const char *name, const char *super_name, uint16_t access, uint16_t major);
void cg_add_interface(ClassGen *g, const char *name);
void cg_add_field(ClassGen *g, uint16_t access, const char *name, const char *desc);
void cg_set_nest_host(ClassGen *g, const char *host);
void cg_set_source_file(ClassGen *g, const char *file);

/* Constant-pool entries (shared when equal). */
uint16_t cg_utf8(ClassGen *g, const char *s);
uint16_t cg_class(ClassGen *g, const char *name);
uint16_t cg_string(ClassGen *g, const char *s);
uint16_t cg_integer(ClassGen *g, int32_t v);
uint16_t cg_name_and_type(ClassGen *g, const char *name, const char *desc);
uint16_t cg_fieldref(ClassGen *g, const char *cls, const char *name, const char *desc);
uint16_t cg_methodref(ClassGen *g, const char *cls, const char *name, const char *desc, bool iface);

/* Method bodies. The writer tracks the operand-stack depth through cg_op's `delta` argument
 * (slots pushed minus slots popped) to compute max_stack. */
CgCode *cg_code_begin(ClassGen *g, uint16_t max_locals);
void cg_op(CgCode *c, uint8_t op, int delta);                     /* one-byte instruction */
void cg_op_u1(CgCode *c, uint8_t op, uint8_t arg, int delta);     /* e.g. iload n, bipush */
void cg_op_u2(CgCode *c, uint8_t op, uint16_t arg, int delta);    /* pool index or wide local */
/* invokeinterface idx count 0 */
void cg_invokeinterface(CgCode *c, uint16_t idx, uint8_t count, int delta);
/* Adds the method and frees c (c == NULL: no Code attribute, for abstract/native). */
void cg_add_method(ClassGen *g, uint16_t access, const char *name, const char *desc, CgCode *c);

/* The class file's bytes (malloc'd, *len bytes); frees g. */
uint8_t *cg_finish(ClassGen *g, size_t *len);
void cg_free(ClassGen *g);

/* Descriptor helpers for generators. */
/* Splits a method descriptor's parameter types into *out (malloc'd array of malloc'd strings,
 * each one field descriptor); returns the count, or -1 if malformed. Free with cg_free_types. */
int cg_split_params(const char *method_desc, char ***out);
void cg_free_types(char **types, int n);
/* The return type of a method descriptor ("V", "I", "Ljava/lang/String;"): a pointer into desc. */
const char *cg_return_type(const char *method_desc);
/* Slots of one field descriptor: 2 for J/D, 0 for V, else 1. */
int cg_type_slots(const char *field_desc);

#endif

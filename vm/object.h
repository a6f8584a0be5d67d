/* object.h: the heap object layout, shared by the interpreter, the collectors and the tracer.
 *
 *   instance:  [ mark word 8 ][ class pointer 8 ][ fields ... ]            (16-byte header)
 *   array:     [ mark word 8 ][ class pointer 8 ][ length 4 ][ elements ]  elements start at
 *              offset 20 for 1/2/4-byte elements and at 24 for 8-byte ones (longs, doubles, refs).
 * Every object size is rounded up to HEAP_ALIGN (8). References are full 64-bit addresses.
 *
 * Mark word bits:
 *   [1:0]   tag: 00 normal, 11 forwarded (the rest of the word is the new address)
 *   [5:2]   GC age (0..15)
 *   [6]     identity hash assigned
 *   [7]     lock inflated: [31:8] is a monitor index (vm/monitor.c)
 *   [31:8]  if not inflated, a thin lock: owner thread id [31:20], recursion count [19:8];
 *           0 when unlocked
 *   [62:32] identity hash (31 bits)
 */
#ifndef MINIVM_OBJECT_H
#define MINIVM_OBJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef int8_t jbyte;
typedef uint16_t jchar;
typedef int16_t jshort;
typedef int32_t jint;
typedef int64_t jlong;
typedef float jfloat;
typedef double jdouble;
typedef uint8_t jboolean;

struct Class;

typedef struct Object {
    uintptr_t mark;
    struct Class *klass;
} Object;

typedef struct ArrayObject {
    Object hdr;
    jint length;
} ArrayObject;

/* One interpreter slot: locals and operand stack entries. long/double use the first of their
 * two JVM slots; the second is unused. */
typedef union Value {
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    Object *l;
    uint64_t raw;
} Value;

#define HEAP_ALIGN 8
#define OBJECT_HEADER_SIZE 16
#define ARRAY_LENGTH_OFFSET 16
#define ALIGN_UP(x, a) (((x) + (a) - 1) & ~((size_t)(a) - 1))

#define MARK_TAG_MASK      ((uintptr_t)3)
#define MARK_FORWARDED     ((uintptr_t)3)
#define MARK_AGE_SHIFT     2
#define MARK_AGE_MASK      ((uintptr_t)0xF << MARK_AGE_SHIFT)
#define MARK_HASHED        ((uintptr_t)1 << 6)
#define MARK_INFLATED      ((uintptr_t)1 << 7)
#define MARK_MONITOR_SHIFT 8
#define MARK_MONITOR_MASK  ((uintptr_t)0xFFFFFF << MARK_MONITOR_SHIFT)
#define MARK_HASH_SHIFT    32
#define MARK_HASH_MASK     ((uintptr_t)0x7FFFFFFF << MARK_HASH_SHIFT)

static inline size_t array_data_offset(size_t elem_size) { return elem_size <= 4 ? 20 : 24; }

static inline bool obj_is_forwarded(const Object *o) {
    return (o->mark & MARK_TAG_MASK) == MARK_FORWARDED;
}
static inline Object *obj_forwardee(const Object *o) {
    return (Object *)(o->mark & ~MARK_TAG_MASK);
}
static inline unsigned obj_age(const Object *o) {
    return (unsigned)((o->mark & MARK_AGE_MASK) >> MARK_AGE_SHIFT);
}

/* Field access by byte offset. */
#define OBJ_FIELD(o, off, type) (*(type *)((char *)(o) + (off)))
#define ARRAY_LENGTH(a) (((ArrayObject *)(a))->length)
/* Typed element pointer: ARRAY_DATA(a, jint)[i]. */
#define ARRAY_DATA(a, type) ((type *)((char *)(a) + array_data_offset(sizeof(type))))

#endif

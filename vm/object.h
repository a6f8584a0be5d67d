/* object.h: the heap object layout, shared by the interpreter, the collectors and the tracer.
 *
 *   instance:  [ mark word 8 ][ fields ... ]                 (8-byte header)
 *   array:     [ mark word 8 ][ length 4 ][ elements ]       elements start at offset 12 for
 *              1/2/4-byte elements and at 16 for 8-byte ones (longs, doubles, refs).
 * Every object size is rounded up to HEAP_ALIGN (8). References are full 64-bit addresses.
 * The class is not a pointer in the object: it is the class id (vm/class.c) in the top 16
 * bits of the mark word, looked up in class_table (as HotSpot's compact object headers).
 *
 * Mark word bits:
 *   [1:0]   tag: 00 normal, 11 forwarded (bits [47:2] are then the new address)
 *   [5:2]   GC age (0..15)
 *   [6]     identity hash assigned
 *   [7]     lock inflated: [23:8] is a monitor index (vm/monitor.c)
 *   [23:8]  if not inflated, a thin lock: owner thread id [23:12], recursion count [11:8];
 *           0 when unlocked
 *   [47:24] identity hash (24 bits)
 *   [63:48] class id; kept when the object is forwarded, so a forwarded object's class and
 *           size can still be read (user-space addresses are below 2^47 on x86-64 Linux)
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
#define OBJECT_HEADER_SIZE 8
#define ARRAY_LENGTH_OFFSET 8
#define ALIGN_UP(x, a) (((x) + (a) - 1) & ~((size_t)(a) - 1))

#define MARK_TAG_MASK      ((uintptr_t)3)
#define MARK_FORWARDED     ((uintptr_t)3)
#define MARK_AGE_SHIFT     2
#define MARK_AGE_MASK      ((uintptr_t)0xF << MARK_AGE_SHIFT)
#define MARK_HASHED        ((uintptr_t)1 << 6)
#define MARK_INFLATED      ((uintptr_t)1 << 7)
#define MARK_MONITOR_SHIFT 8
#define MARK_MONITOR_MASK  ((uintptr_t)0xFFFF << MARK_MONITOR_SHIFT)
#define MARK_HASH_SHIFT    24
#define MARK_HASH_BITS     24
#define MARK_HASH_MASK     ((((uintptr_t)1 << MARK_HASH_BITS) - 1) << MARK_HASH_SHIFT)
#define MARK_CLASS_SHIFT   48
#define MARK_CLASS_MASK    ((uintptr_t)0xFFFF << MARK_CLASS_SHIFT)
#define MARK_ADDRESS_MASK  (~(MARK_TAG_MASK | MARK_CLASS_MASK))
#define CLASS_ID_LIMIT     ((uint32_t)1 << 16)   /* class ids that fit in a mark word */

/* Every loaded class by id (vm/class.c); a fixed table, so that compiled code may embed it. */
extern struct Class *class_table[CLASS_ID_LIMIT];

static inline size_t array_data_offset(size_t elem_size) { return elem_size <= 4 ? 12 : 16; }

/* The mark word, read once (other threads may CAS its lock and hash bits meanwhile). */
static inline uintptr_t obj_mark(const Object *o) { return __atomic_load_n(&o->mark, __ATOMIC_RELAXED); }
static inline uint32_t mark_class_id(uintptr_t m) { return (uint32_t)(m >> MARK_CLASS_SHIFT); }
static inline struct Class *mark_class(uintptr_t m) { return class_table[mark_class_id(m)]; }
/* o's class (also of a forwarded object). */
static inline struct Class *obj_class(const Object *o) { return mark_class(obj_mark(o)); }
/* The mark word of a new object of the class with id `class_id`. */
static inline uintptr_t mark_new(uint32_t class_id) { return (uintptr_t)class_id << MARK_CLASS_SHIFT; }
/* The mark word of an object, with mark m, forwarded to n. */
static inline uintptr_t mark_forwarding(uintptr_t m, const Object *n) {
    return (uintptr_t)n | (m & MARK_CLASS_MASK) | MARK_FORWARDED;
}
static inline Object *mark_forwardee(uintptr_t m) { return (Object *)(m & MARK_ADDRESS_MASK); }

static inline bool obj_is_forwarded(const Object *o) {
    return (obj_mark(o) & MARK_TAG_MASK) == MARK_FORWARDED;
}
static inline Object *obj_forwardee(const Object *o) { return mark_forwardee(obj_mark(o)); }
static inline unsigned obj_age(const Object *o) {
    return (unsigned)((o->mark & MARK_AGE_MASK) >> MARK_AGE_SHIFT);
}

/* Field access by byte offset. */
#define OBJ_FIELD(o, off, type) (*(type *)((char *)(o) + (off)))
#define ARRAY_LENGTH(a) (((ArrayObject *)(a))->length)
/* Typed element pointer: ARRAY_DATA(a, jint)[i]. */
#define ARRAY_DATA(a, type) ((type *)((char *)(a) + array_data_offset(sizeof(type))))

#endif

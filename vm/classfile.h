/* classfile.h: the parsed, immutable form of one class file (JVMS chapter 4).
 *
 * classfile_parse() checks the structure (JVMS 4.8 format checking: magic, version 45..61,
 * constant-pool indices and tags, attribute lengths, field/method descriptors) and copies
 * everything it returns into one arena owned by the ClassFile, so the input may be freed.
 * Nothing here is resolved: the runtime keeps its resolved entries beside this pool. */
#ifndef MINIVM_CLASSFILE_H
#define MINIVM_CLASSFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    CONST_Utf8 = 1, CONST_Integer = 3, CONST_Float = 4, CONST_Long = 5, CONST_Double = 6,
    CONST_Class = 7, CONST_String = 8, CONST_Fieldref = 9, CONST_Methodref = 10,
    CONST_InterfaceMethodref = 11, CONST_NameAndType = 12, CONST_MethodHandle = 15,
    CONST_MethodType = 16, CONST_Dynamic = 17, CONST_InvokeDynamic = 18, CONST_Module = 19,
    CONST_Package = 20,
};

enum {
    ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004, ACC_STATIC = 0x0008,
    ACC_FINAL = 0x0010, ACC_SYNCHRONIZED = 0x0020, ACC_SUPER = 0x0020, ACC_VOLATILE = 0x0040,
    ACC_BRIDGE = 0x0040, ACC_TRANSIENT = 0x0080, ACC_VARARGS = 0x0080, ACC_NATIVE = 0x0100,
    ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_STRICT = 0x0800, ACC_SYNTHETIC = 0x1000,
    ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000, ACC_MODULE = 0x8000,
};

/* One constant-pool entry. Index 0 and the slot after a Long/Double have tag 0. */
typedef struct CfConst {
    uint8_t tag;
    union {
        int32_t i;                                  /* Integer */
        int64_t j;                                  /* Long */
        float f;                                    /* Float */
        double d;                                   /* Double */
        struct { const char *s; uint32_t len; } utf8; /* modified UTF-8, NUL-terminated copy */
        /* Class: a=name; String: a=utf8; Field/Method/InterfaceMethodref: a=class, b=NameAndType;
         * NameAndType: a=name, b=descriptor; MethodHandle: a=reference_kind, b=reference;
         * MethodType: a=descriptor; Dynamic/InvokeDynamic: a=bootstrap index, b=NameAndType;
         * Module/Package: a=name. */
        struct { uint16_t a, b; } ref;
    } u;
} CfConst;

typedef struct CfHandler { uint16_t start_pc, end_pc, handler_pc, catch_type; } CfHandler;
typedef struct CfLine { uint16_t start_pc, line; } CfLine;
/* One LocalVariableTable entry (javac -g): slot `slot` holds `name` in [start_pc, start_pc+length). */
typedef struct CfLocalVar { uint16_t start_pc, length, slot; const char *name, *desc; } CfLocalVar;

typedef struct CfField {
    uint16_t access;
    const char *name, *desc;       /* point into the pool's utf8 strings */
    uint16_t constant_value;       /* ConstantValue attribute's pool index, or 0 */
} CfField;

typedef struct CfMethod {
    uint16_t access;
    const char *name, *desc;
    bool has_code;
    uint16_t max_stack, max_locals;
    uint32_t code_len;
    const uint8_t *code;
    uint16_t nhandlers;
    const CfHandler *handlers;
    uint16_t nlines;
    const CfLine *lines;           /* LineNumberTable entries (all tables concatenated) */
    uint16_t nlocalvars;
    const CfLocalVar *localvars;   /* LocalVariableTable entries (all tables concatenated) */
    uint32_t stackmap_len;
    const uint8_t *stackmap;       /* raw StackMapTable attribute body, for the verifier */
    uint16_t nexceptions;
    const uint16_t *exceptions;    /* Exceptions attribute: Class pool indices */
} CfMethod;

typedef struct CfBootstrap {
    uint16_t method_handle;        /* MethodHandle pool index */
    uint16_t nargs;
    const uint16_t *args;          /* loadable pool indices */
} CfBootstrap;

typedef struct CfInnerClass { uint16_t inner, outer, name, access; } CfInnerClass;

typedef struct ClassFile {
    uint16_t minor, major;
    uint16_t cp_count;
    const CfConst *cp;
    uint16_t access;
    const char *name;              /* this_class, internal form: java/lang/Object */
    const char *super_name;        /* NULL only for java/lang/Object */
    uint16_t ninterfaces;
    const char **interfaces;
    uint16_t nfields;
    const CfField *fields;
    uint16_t nmethods;
    const CfMethod *methods;
    const char *source_file;       /* SourceFile attribute, or NULL */
    uint16_t nbootstraps;
    const CfBootstrap *bootstraps;
    uint16_t ninner;
    const CfInnerClass *inner;
    const char *signature;         /* class Signature attribute, or NULL */
    const char *nest_host;         /* NestHost class name, or NULL */
    void *arena;                   /* owns every pointer above */
} ClassFile;

typedef enum {
    CF_OK = 0,
    CF_FORMAT_ERROR,               /* -> java.lang.ClassFormatError */
    CF_VERSION_ERROR,              /* -> java.lang.UnsupportedClassVersionError */
    CF_NO_MEMORY,
} CfStatus;

/* Parses data[0..len). On failure returns the status and writes a one-line message to err
 * (e.g. "Truncated class file" or "Illegal constant pool index 77 in class file Foo"). */
CfStatus classfile_parse(const uint8_t *data, size_t len, ClassFile *out, char *err, size_t errlen);
/* Same, with the internal name the loader expects (e.g. "p/Foo"), used in messages as HotSpot
 * does. With name == NULL (classfile_parse) the name is taken from the bytes, or "<Unknown>".
 * It does not check that the class has this name: that is the loader's NoClassDefFoundError. */
CfStatus classfile_parse_named(const uint8_t *data, size_t len, const char *name, ClassFile *out,
                               char *err, size_t errlen);
void classfile_free(ClassFile *cf);

/* Pool accessors; they return NULL or 0 for an index of the wrong tag (the parser already checked
 * every index the class itself uses). */
const char *cf_utf8(const ClassFile *cf, uint16_t idx);
const char *cf_class_name(const ClassFile *cf, uint16_t idx);    /* Class -> name */
/* Field/Method/InterfaceMethodref or (Invoke)Dynamic: fills the member's class (NULL for
 * Dynamic), name and descriptor. */
bool cf_member_ref(const ClassFile *cf, uint16_t idx, const char **cls, const char **name,
                   const char **desc);

/* Descriptor helpers. Slots count long/double as 2. */
int desc_arg_slots(const char *method_desc);        /* without the receiver */
char desc_return_type(const char *method_desc);      /* 'V','I','L','[',... */
bool desc_valid_field(const char *d);
bool desc_valid_method(const char *d);

#endif

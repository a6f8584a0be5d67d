/* test_classfile.c: classfile_parse on hand-built class files, valid and malformed, plus the
 * descriptor helpers. With a directory argument it also parses every .class file under it. */
#define _XOPEN_SOURCE 700
#include "classfile.h"
#include "unit.h"

#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- byte builder ---- */

typedef struct Buf {
    uint8_t *p;
    size_t len, cap;
} Buf;

static void put(Buf *b, const void *data, size_t n)
{
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n)
            cap *= 2;
        b->p = realloc(b->p, cap);
        if (!b->p)
            exit(2);
        b->cap = cap;
    }
    if (n)
        memcpy(b->p + b->len, data, n);
    b->len += n;
}

static void u1(Buf *b, unsigned v)
{
    uint8_t x = (uint8_t)v;
    put(b, &x, 1);
}

static void u2(Buf *b, unsigned v)
{
    u1(b, v >> 8);
    u1(b, v);
}

static void u4(Buf *b, uint32_t v)
{
    u2(b, v >> 16);
    u2(b, v & 0xFFFF);
}

/* ---- class builder: a constant pool plus the class body ---- */

typedef struct Pool {
    Buf bytes;
    unsigned count;                /* next index */
} Pool;

static unsigned cp_utf8(Pool *p, const char *s)
{
    u1(&p->bytes, CONST_Utf8);
    u2(&p->bytes, (unsigned)strlen(s));
    put(&p->bytes, s, strlen(s));
    return p->count++;
}

static unsigned cp_ref(Pool *p, int tag, unsigned a, unsigned b)
{
    u1(&p->bytes, (unsigned)tag);
    u2(&p->bytes, a);
    if (tag != CONST_Class && tag != CONST_String && tag != CONST_MethodType)
        u2(&p->bytes, b);
    return p->count++;
}

static unsigned cp_class(Pool *p, const char *name)
{
    return cp_ref(p, CONST_Class, cp_utf8(p, name), 0);
}

static unsigned cp_nat(Pool *p, const char *name, const char *desc)
{
    return cp_ref(p, CONST_NameAndType, cp_utf8(p, name), cp_utf8(p, desc));
}

static unsigned cp_int(Pool *p, int32_t v)
{
    u1(&p->bytes, CONST_Integer);
    u4(&p->bytes, (uint32_t)v);
    return p->count++;
}

/* Knobs that break the class in one specific way each. */
typedef struct Variant {
    unsigned major, minor;
    bool bad_cp_index;             /* a Methodref names class #999 */
    bool wrong_tag;                /* a Methodref's class index points at a Utf8 */
    bool bad_desc;                 /* method m has descriptor (Q)I */
    bool dup_method;               /* m(I)I declared twice */
    bool bad_handler;              /* handler_pc past the code */
    bool empty_code;               /* code_length 0 */
    bool bad_line_pc;              /* LineNumberTable pc past the code */
    bool bad_utf8;                 /* a Utf8 with a 0xFF byte */
    bool long_last;                /* a Long as the last pool entry */
    bool indy;                     /* add a MethodHandle, InvokeDynamic and BootstrapMethods */
    bool code_len_lies;            /* Code attribute_length one too big */
    uint32_t magic;
} Variant;

/* Builds:
 *   public class Foo implements java.io.Serializable {
 *       static final int X = 42;  long y;
 *       public Foo() { super(); }
 *       public static int m(int a) { try { return a + 1; } catch (Exception e) { return 0; } }
 *   }  // SourceFile "Foo.java"
 */
static Buf build_class(const Variant *v)
{
    Pool cp = {{0}, 1};
    unsigned this_cls = cp_class(&cp, "Foo");
    unsigned object = cp_class(&cp, "java/lang/Object");
    unsigned serializable = cp_class(&cp, "java/io/Serializable");
    unsigned exception = cp_class(&cp, "java/lang/Exception");
    unsigned init_nat = cp_nat(&cp, "<init>", "()V");
    unsigned mref_cls = v->bad_cp_index ? 999 : object;
    if (v->wrong_tag)
        mref_cls = cp_utf8(&cp, "java/lang/Object");
    unsigned object_init = cp_ref(&cp, CONST_Methodref, mref_cls, init_nat);
    unsigned code = cp_utf8(&cp, "Code");
    unsigned lnt = cp_utf8(&cp, "LineNumberTable");
    unsigned smt = cp_utf8(&cp, "StackMapTable");
    unsigned cv = cp_utf8(&cp, "ConstantValue");
    unsigned source = cp_utf8(&cp, "SourceFile");
    unsigned source_name = cp_utf8(&cp, "Foo.java");
    unsigned x_name = cp_utf8(&cp, "X"), int_desc = cp_utf8(&cp, "I");
    unsigned y_name = cp_utf8(&cp, "y"), long_desc = cp_utf8(&cp, "J");
    unsigned forty_two = cp_int(&cp, 42);
    unsigned init_name = cp_utf8(&cp, "<init>"), void_desc = cp_utf8(&cp, "()V");
    unsigned m_name = cp_utf8(&cp, "m");
    unsigned m_desc = cp_utf8(&cp, v->bad_desc ? "(Q)I" : "(I)I");
    unsigned bsm_attr = 0, bsm_handle = 0, indy = 0;
    if (v->indy) {
        unsigned meta = cp_class(&cp, "java/lang/invoke/LambdaMetafactory");
        unsigned bsm_nat = cp_nat(&cp, "metafactory",
                                  "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                                  "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;"
                                  "Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)"
                                  "Ljava/lang/invoke/CallSite;");
        unsigned bsm_ref = cp_ref(&cp, CONST_Methodref, meta, bsm_nat);
        bsm_handle = cp_ref(&cp, CONST_MethodHandle, 0, 0);
        /* cp_ref wrote a u2 kind; MethodHandle wants u1 kind + u2 index: rewrite it */
        cp.bytes.len -= 4;
        u1(&cp.bytes, 6);          /* REF_invokeStatic */
        u2(&cp.bytes, bsm_ref);
        indy = cp_ref(&cp, CONST_InvokeDynamic, 0, cp_nat(&cp, "run", "()Ljava/lang/Runnable;"));
        bsm_attr = cp_utf8(&cp, "BootstrapMethods");
    }
    if (v->bad_utf8) {
        u1(&cp.bytes, CONST_Utf8);
        u2(&cp.bytes, 2);
        u1(&cp.bytes, 'a');
        u1(&cp.bytes, 0xFF);
        cp.count++;
    }
    if (v->long_last) {
        u1(&cp.bytes, CONST_Long);
        u4(&cp.bytes, 0);
        u4(&cp.bytes, 7);
        cp.count++;                /* the declared count then misses the second slot */
    }

    Buf b = {0};
    u4(&b, v->magic ? v->magic : 0xCAFEBABEu);
    u2(&b, v->minor);
    u2(&b, v->major ? v->major : 61);
    u2(&b, cp.count);
    put(&b, cp.bytes.p, cp.bytes.len);
    free(cp.bytes.p);
    u2(&b, ACC_PUBLIC | ACC_SUPER);
    u2(&b, this_cls);
    u2(&b, object);
    u2(&b, 1);
    u2(&b, serializable);

    /* fields */
    u2(&b, 2);
    u2(&b, ACC_STATIC | ACC_FINAL);
    u2(&b, x_name);
    u2(&b, int_desc);
    u2(&b, 1);
    u2(&b, cv);
    u4(&b, 2);
    u2(&b, forty_two);
    u2(&b, 0);
    u2(&b, y_name);
    u2(&b, long_desc);
    u2(&b, 0);

    /* methods */
    unsigned nmethods = v->dup_method ? 3 : 2;
    u2(&b, nmethods);
    /* <init>: aload_0; invokespecial Object.<init>; return */
    u2(&b, ACC_PUBLIC);
    u2(&b, init_name);
    u2(&b, void_desc);
    u2(&b, 1);
    u2(&b, code);
    u4(&b, 12 + 5 + 12);
    u2(&b, 1);
    u2(&b, 1);
    u4(&b, 5);
    u1(&b, 0x2a);
    u1(&b, 0xb7);
    u2(&b, object_init);
    u1(&b, 0xb1);
    u2(&b, 0);                     /* no handlers */
    u2(&b, 1);
    u2(&b, lnt);
    u4(&b, 6);
    u2(&b, 1);
    u2(&b, 0);
    u2(&b, 1);
    for (unsigned k = 1; k < nmethods; k++) {
        /* m: iload_0 iconst_1 iadd ireturn | astore_1 iconst_0 ireturn */
        static const uint8_t body[] = {0x1a, 0x04, 0x60, 0xac, 0x4c, 0x03, 0xac};
        uint32_t code_len = v->empty_code ? 0 : sizeof body;
        uint32_t attr_len = 12 + code_len + 8 + 6 + 10 + 6 + 6;
        u2(&b, ACC_PUBLIC | ACC_STATIC);
        u2(&b, m_name);
        u2(&b, m_desc);
        u2(&b, 1);
        u2(&b, code);
        u4(&b, attr_len + (v->code_len_lies ? 1 : 0));
        u2(&b, 2);
        u2(&b, 2);
        u4(&b, code_len);
        put(&b, body, code_len);
        u2(&b, 1);
        u2(&b, 0);
        u2(&b, 4);
        u2(&b, v->bad_handler ? 9 : 4);
        u2(&b, exception);
        u2(&b, 2);
        u2(&b, lnt);
        u4(&b, 10);
        u2(&b, 2);
        u2(&b, 0);
        u2(&b, 10);
        u2(&b, v->bad_line_pc ? 7 : 4);
        u2(&b, 11);
        u2(&b, smt);
        u4(&b, 6);
        u2(&b, 1);                 /* one frame: same_locals_1_stack_item at pc 4 */
        u1(&b, 64 + 4);
        u1(&b, 7);
        u2(&b, exception);
    }

    /* class attributes */
    u2(&b, v->indy ? 2 : 1);
    u2(&b, source);
    u4(&b, 2);
    u2(&b, source_name);
    if (v->indy) {
        u2(&b, bsm_attr);
        u4(&b, 2 + 4);
        u2(&b, 1);
        u2(&b, bsm_handle);
        u2(&b, 0);
    }
    (void)indy;
    return b;
}

static CfStatus parse(const Buf *b, ClassFile *cf, char *err, size_t errlen)
{
    return classfile_parse(b->p, b->len, cf, err, errlen);
}

/* Parses a variant that must fail and checks the status and message. */
static void expect_error(const Variant *v, CfStatus want, const char *message)
{
    Buf b = build_class(v);
    ClassFile cf;
    char err[512] = "";
    CfStatus st = parse(&b, &cf, err, sizeof err);
    CHECK_EQ_INT(st, want);
    CHECK_STR(err, message);
    CHECK(cf.arena == NULL && cf.methods == NULL);
    free(b.p);
}

static const Variant valid = {.major = 61};

static void test_valid_class(void)
{
    Buf b = build_class(&valid);
    ClassFile cf;
    char err[512] = "";
    if (!CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_OK)) {
        fprintf(stderr, "  error: %s\n", err);
        free(b.p);
        return;
    }
    CHECK_EQ_INT(cf.major, 61);
    CHECK_STR(cf.name, "Foo");
    CHECK_STR(cf.super_name, "java/lang/Object");
    CHECK_EQ_INT(cf.access, ACC_PUBLIC | ACC_SUPER);
    CHECK_EQ_INT(cf.ninterfaces, 1);
    CHECK_STR(cf.interfaces[0], "java/io/Serializable");
    CHECK_STR(cf.source_file, "Foo.java");
    CHECK(cf.signature == NULL && cf.nest_host == NULL && cf.nbootstraps == 0 && cf.ninner == 0);

    CHECK_EQ_INT(cf.nfields, 2);
    CHECK_STR(cf.fields[0].name, "X");
    CHECK_STR(cf.fields[0].desc, "I");
    CHECK(cf.fields[0].constant_value != 0);
    CHECK_EQ_INT(cf.cp[cf.fields[0].constant_value].tag, CONST_Integer);
    CHECK_EQ_INT(cf.cp[cf.fields[0].constant_value].u.i, 42);
    CHECK_STR(cf.fields[1].desc, "J");
    CHECK_EQ_INT(cf.fields[1].constant_value, 0);

    CHECK_EQ_INT(cf.nmethods, 2);
    const CfMethod *init = &cf.methods[0], *m = &cf.methods[1];
    CHECK_STR(init->name, "<init>");
    CHECK(init->has_code);
    CHECK_EQ_INT(init->code_len, 5);
    CHECK_EQ_INT(init->code[1], 0xb7);
    uint16_t ref = (uint16_t)(init->code[2] << 8 | init->code[3]);
    const char *cls = NULL, *name = NULL, *desc = NULL;
    CHECK(cf_member_ref(&cf, ref, &cls, &name, &desc));
    CHECK_STR(cls, "java/lang/Object");
    CHECK_STR(name, "<init>");
    CHECK_STR(desc, "()V");
    CHECK_EQ_INT(init->nlines, 1);
    CHECK_EQ_INT(init->lines[0].line, 1);

    CHECK_STR(m->name, "m");
    CHECK_STR(m->desc, "(I)I");
    CHECK_EQ_INT(m->access, ACC_PUBLIC | ACC_STATIC);
    CHECK_EQ_INT(m->max_stack, 2);
    CHECK_EQ_INT(m->max_locals, 2);
    CHECK_EQ_INT(m->code_len, 7);
    CHECK_EQ_INT(m->code[6], 0xac);
    CHECK_EQ_INT(m->nhandlers, 1);
    CHECK_EQ_INT(m->handlers[0].start_pc, 0);
    CHECK_EQ_INT(m->handlers[0].end_pc, 4);
    CHECK_EQ_INT(m->handlers[0].handler_pc, 4);
    CHECK_STR(cf_class_name(&cf, m->handlers[0].catch_type), "java/lang/Exception");
    CHECK_EQ_INT(m->nlines, 2);
    CHECK_EQ_INT(m->lines[1].start_pc, 4);
    CHECK_EQ_INT(m->lines[1].line, 11);
    CHECK_EQ_INT(m->stackmap_len, 6);
    CHECK_EQ_INT(m->stackmap[2], 68);
    CHECK_EQ_INT(m->nexceptions, 0);

    /* accessors refuse wrong tags and bad indices */
    CHECK(cf_utf8(&cf, 0) == NULL);
    CHECK(cf_utf8(&cf, 0xFFFF) == NULL);
    CHECK(cf_class_name(&cf, ref) == NULL);
    CHECK(!cf_member_ref(&cf, 1, &cls, &name, &desc));
    CHECK_STR(cf_class_name(&cf, 2), "Foo");
    CHECK_STR(cf_utf8(&cf, 1), "Foo");

    /* the input may be freed: everything lives in the arena */
    memset(b.p, 0, b.len);
    CHECK_STR(cf.methods[1].name, "m");
    classfile_free(&cf);
    CHECK(cf.arena == NULL);
    classfile_free(&cf);           /* freeing twice is harmless */
    free(b.p);
}

static void test_versions(void)
{
    const unsigned ok_versions[][2] = {{45, 3}, {49, 0}, {50, 0}, {52, 0}, {55, 0}, {61, 0}};
    for (size_t i = 0; i < sizeof ok_versions / sizeof ok_versions[0]; i++) {
        Variant v = {.major = ok_versions[i][0], .minor = ok_versions[i][1]};
        Buf b = build_class(&v);
        ClassFile cf;
        char err[512] = "";
        if (!CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_OK))
            fprintf(stderr, "  version %u.%u: %s\n", v.major, v.minor, err);
        classfile_free(&cf);
        free(b.p);
    }
    expect_error(&(Variant){.major = 62}, CF_VERSION_ERROR,
                 "Foo has been compiled by a more recent version of the Java Runtime (class file version 62.0), "
                 "this version of the Java Runtime only recognizes class file versions up to 61.0");
    expect_error(&(Variant){.major = 61, .minor = 0xFFFF}, CF_VERSION_ERROR,
                 "Preview features are not enabled for Foo (class file version 61.65535). "
                 "Try running with '--enable-preview'");
    expect_error(&(Variant){.major = 44}, CF_VERSION_ERROR,
                 "Foo (class file version 44.0) was compiled with an invalid major version");
    expect_error(&(Variant){.major = 60, .minor = 0xFFFF}, CF_VERSION_ERROR,
                 "Foo (class file version 60.65535) was compiled with preview features that are unsupported. "
                 "This version of the Java Runtime only recognizes preview features for class file version 61.65535");
    expect_error(&(Variant){.major = 58, .minor = 1}, CF_VERSION_ERROR,
                 "Foo (class file version 58.1) was compiled with an invalid non-zero minor version");

    /* the loader's name is used when given */
    Variant v = {.major = 62};
    Buf b = build_class(&v);
    ClassFile cf;
    char err[512] = "";
    CHECK_EQ_INT(classfile_parse_named(b.p, b.len, "p/Bar", &cf, err, sizeof err), CF_VERSION_ERROR);
    CHECK(strncmp(err, "p/Bar has been compiled", 23) == 0);
    free(b.p);
}

static void test_malformed(void)
{
    expect_error(&(Variant){.magic = 0xCAFEBABFu}, CF_FORMAT_ERROR,
                 "Incompatible magic value 3405691583 in class file Foo");
    expect_error(&(Variant){.bad_cp_index = true}, CF_FORMAT_ERROR,
                 "Invalid constant pool index 999 in class file Foo");
    Variant wrong = {.wrong_tag = true};
    Buf b = build_class(&wrong);
    ClassFile cf;
    char err[512] = "";
    CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_FORMAT_ERROR);
    CHECK(strncmp(err, "Invalid constant pool index ", 28) == 0 && strstr(err, " in class file Foo"));
    free(b.p);
    expect_error(&(Variant){.bad_desc = true}, CF_FORMAT_ERROR,
                 "Method \"m\" in class Foo has illegal signature \"(Q)I\"");
    expect_error(&(Variant){.dup_method = true}, CF_FORMAT_ERROR,
                 "Duplicate method name \"m\" with signature \"(I)I\" in class file Foo");
    expect_error(&(Variant){.bad_handler = true}, CF_FORMAT_ERROR,
                 "Illegal exception table handler in class file Foo");
    expect_error(&(Variant){.empty_code = true}, CF_FORMAT_ERROR, "Invalid method Code length 0 in class file Foo");
    expect_error(&(Variant){.bad_line_pc = true}, CF_FORMAT_ERROR, "Invalid pc in LineNumberTable in class file Foo");
    expect_error(&(Variant){.bad_utf8 = true}, CF_FORMAT_ERROR,
                 "Illegal UTF8 string in constant pool in class file Foo");
    expect_error(&(Variant){.long_last = true}, CF_FORMAT_ERROR, "Invalid constant pool entry 28 in class file Foo");
    /* Code length one too big: the method's bytes are misread, so only the kind of error is sure */
    Variant lies = {.code_len_lies = true};
    b = build_class(&lies);
    CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_FORMAT_ERROR);
    free(b.p);

    /* extra bytes */
    b = build_class(&valid);
    u1(&b, 0);
    CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_FORMAT_ERROR);
    CHECK_STR(err, "Extra bytes at the end of class file Foo");
    free(b.p);

    /* every proper prefix is a truncated class file */
    b = build_class(&valid);
    int wrong_message = 0;
    for (size_t n = 0; n < b.len; n++) {
        uint8_t *copy = malloc(n ? n : 1);   /* exact size, so ASan sees any overread */
        memcpy(copy, b.p, n);
        CfStatus st = classfile_parse(copy, n, &cf, err, sizeof err);
        if (st != CF_FORMAT_ERROR || strcmp(err, "Truncated class file") != 0)
            wrong_message++;
        free(copy);
    }
    CHECK_EQ_INT(wrong_message, 0);
    free(b.p);

    /* empty and NULL input, tiny error buffers */
    CHECK_EQ_INT(classfile_parse(NULL, 0, &cf, err, sizeof err), CF_FORMAT_ERROR);
    CHECK_STR(err, "Truncated class file");
    char tiny[4];
    CHECK_EQ_INT(classfile_parse((const uint8_t *)"\xCA\xFE", 2, &cf, tiny, sizeof tiny), CF_FORMAT_ERROR);
    CHECK_STR(tiny, "Tru");
    CHECK_EQ_INT(classfile_parse((const uint8_t *)"\xCA\xFE", 2, &cf, NULL, 0), CF_FORMAT_ERROR);

    /* an absurd pool count over a few bytes is just truncated */
    static const uint8_t absurd[] = {0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0xFF, 0xFF, 1, 0, 1, 'A'};
    CHECK_EQ_INT(classfile_parse(absurd, sizeof absurd, &cf, err, sizeof err), CF_FORMAT_ERROR);
    CHECK_STR(err, "Truncated class file");
}

static void test_bootstrap_methods(void)
{
    Variant v = {.indy = true};
    Buf b = build_class(&v);
    ClassFile cf;
    char err[512] = "";
    if (CHECK_EQ_INT(parse(&b, &cf, err, sizeof err), CF_OK)) {
        CHECK_EQ_INT(cf.nbootstraps, 1);
        CHECK_EQ_INT(cf.cp[cf.bootstraps[0].method_handle].tag, CONST_MethodHandle);
        CHECK_EQ_INT(cf.cp[cf.bootstraps[0].method_handle].u.ref.a, 6);
        CHECK_EQ_INT(cf.bootstraps[0].nargs, 0);
        const char *cls = "x", *name = NULL, *desc = NULL;
        bool found = false;
        for (uint16_t i = 1; i < cf.cp_count; i++) {
            if (cf.cp[i].tag == CONST_InvokeDynamic) {
                found = cf_member_ref(&cf, i, &cls, &name, &desc);
                CHECK_EQ_INT(cf.cp[i].u.ref.a, 0);
            }
        }
        CHECK(found);
        CHECK(cls == NULL);
        CHECK_STR(name, "run");
        CHECK_STR(desc, "()Ljava/lang/Runnable;");
        classfile_free(&cf);
    } else {
        fprintf(stderr, "  error: %s\n", err);
    }
    free(b.p);
}

static void test_descriptors(void)
{
    CHECK_EQ_INT(desc_arg_slots("()V"), 0);
    CHECK_EQ_INT(desc_arg_slots("(IJLjava/lang/String;[D)V"), 5);
    CHECK_EQ_INT(desc_arg_slots("([J[[D)J"), 2);
    CHECK_EQ_INT(desc_arg_slots("(I"), -1);
    CHECK_EQ_INT(desc_return_type("(IJ)V"), 'V');
    CHECK_EQ_INT(desc_return_type("()[I"), '[');
    CHECK_EQ_INT(desc_return_type("()Ljava/lang/Object;"), 'L');
    CHECK_EQ_INT(desc_return_type("(La)b;)D"), 'D');   /* ')' is legal in a class name */
    CHECK_EQ_INT(desc_return_type("(V)V"), 0);

    CHECK(desc_valid_field("I"));
    CHECK(desc_valid_field("[[Ljava/lang/String;"));
    CHECK(!desc_valid_field(""));
    CHECK(!desc_valid_field("V"));
    CHECK(!desc_valid_field("[V"));
    CHECK(!desc_valid_field("L;"));
    CHECK(!desc_valid_field("Ljava/lang/String"));
    CHECK(!desc_valid_field("Ljava//String;"));
    CHECK(!desc_valid_field("Ljava.lang.String;"));
    CHECK(!desc_valid_field("II"));
    CHECK(!desc_valid_field(NULL));
    char dims[300];
    memset(dims, '[', 255);
    strcpy(dims + 255, "I");
    CHECK(desc_valid_field(dims));
    memset(dims, '[', 256);
    strcpy(dims + 256, "I");
    CHECK(!desc_valid_field(dims));

    CHECK(desc_valid_method("()V"));
    CHECK(desc_valid_method("(Ljava/lang/Object;I)[J"));
    CHECK(!desc_valid_method("(V)V"));
    CHECK(!desc_valid_method("()"));
    CHECK(!desc_valid_method("()VV"));
    CHECK(!desc_valid_method("I"));
    CHECK(!desc_valid_method(NULL));
}

/* Deterministic mutations of the valid class: must never crash, and errors carry a message. */
static void test_mutations(void)
{
    Buf b = build_class(&(Variant){.indy = true});
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    int bad = 0;
    for (int round = 0; round < 20000; round++) {
        size_t n = b.len;
        uint8_t *copy = malloc(n + 8);
        memcpy(copy, b.p, n);
        int edits = 1 + round % 4;
        for (int e = 0; e < edits; e++) {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)(seed >> 33) % n;
            switch ((seed >> 20) % 4) {
            case 0: copy[at] ^= (uint8_t)(1u << ((seed >> 8) % 8)); break;
            case 1: copy[at] = (uint8_t)(seed >> 40); break;
            case 2: copy[at] = (seed & 0x100) ? 0xFF : 0x00; break;
            default: n = at + 1; break;      /* cut */
            }
        }
        ClassFile cf;
        char err[512] = "";
        CfStatus st = classfile_parse(copy, n, &cf, err, sizeof err);
        if (st == CF_OK)
            classfile_free(&cf);
        else if (err[0] == 0 || cf.arena != NULL)
            bad++;
        free(copy);
    }
    CHECK_EQ_INT(bad, 0);
    free(b.p);
}

/* ---- optional: every .class under a directory ---- */

static int tree_files, tree_failures;

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    size_t n = strlen(path);
    if (type != FTW_F || n < 6 || strcmp(path + n - 6, ".class") != 0 ||
        strcmp(path + (n >= 17 ? n - 17 : 0), "module-info.class") == 0)
        return 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    Buf b = {0};
    uint8_t chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
        put(&b, chunk, got);
    fclose(f);
    ClassFile cf;
    char err[512] = "";
    tree_files++;
    if (classfile_parse(b.p, b.len, &cf, err, sizeof err) == CF_OK) {
        classfile_free(&cf);
    } else {
        tree_failures++;
        fprintf(stderr, "%s: %s\n", path, err);
    }
    free(b.p);
    return 0;
}

int main(int argc, char **argv)
{
    test_valid_class();
    test_versions();
    test_malformed();
    test_bootstrap_methods();
    test_descriptors();
    test_mutations();
    if (argc > 1) {
        CHECK_EQ_INT(nftw(argv[1], visit, 16, FTW_PHYS), 0);
        printf("parsed %d class files under %s\n", tree_files, argv[1]);
        CHECK_EQ_INT(tree_failures, 0);
    }
    return unit_summary("test_classfile");
}

/* verify.c: the bytecode verifier's core (see verify.h).
 *
 * Types (JVMS 4.10.1.2), one per local or operand-stack slot: top, int, float, long and double
 * (two slots: the value's kind, then its second half), null, uninitializedThis,
 * uninitialized(bci of the `new`) and a reference to a named class or array type. Names are
 * interned per method ("java/lang/String", arrays as descriptors "[I", "[Ljava/lang/String;").
 *
 * Type checking (version >= 50): the StackMapTable is decoded into one full frame per offset;
 * one pass in bci order simulates every instruction, checking the incoming state against the
 * frame at its bci (if any), every branch target's frame and every covering handler's frame
 * (before the instruction, and after it for stores). Code after an unconditional transfer needs
 * a frame. Type inference (older files): the same instruction simulator, run to a fixpoint over
 * states stored at branch targets and handlers, merging at joins (JVMS 4.10.2.2), with jsr/ret
 * subroutines typed as in 4.10.2.4 (see "Subroutines").
 *
 * Every loop is bounded by the code length, the frame sizes or a work budget, so hostile input
 * ends in a VerifyError, never a crash or a hang. No global state. */
#include "verify.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opcodes.h"

#define VF_SLOT_BUDGET ((size_t)32 << 20)       /* types stored in frames / states */
#define VF_WORK_BUDGET ((uint64_t)1 << 30)      /* instructions, handler visits, slots compared */
#define VF_NAME_BUDGET ((size_t)16 << 20)       /* bytes of interned names */

typedef uint32_t VT;               /* kind in bits 0..3, data (bci or name id) above */
enum { T_TOP, T_INT, T_FLOAT, T_LONG, T_LONG2, T_DOUBLE, T_DOUBLE2, T_NULL, T_UTHIS, T_UNINIT,
       T_REF, T_RADDR };              /* T_RADDR: returnAddress, data = the subroutine's entry bci */
#define MK(k, d) ((VT)(k) | ((VT)(d) << 4))
#define KIND(t) ((t) & 15u)
#define DATA(t) ((t) >> 4)

static const char *const opnames[256] = {
#define X(name, num, len, base) [num] = #name,
    OPCODE_LIST_STANDARD(X)
#undef X
};

typedef struct {
    const ClassFile *cf;
    const CfMethod *m;
    const VerifyEnv *env;
    const uint8_t *code;
    uint32_t len, nl, ms;
    bool checking;                 /* StackMapTable mode */
    bool is_init;                  /* an <init> other than Object's */
    uint32_t bci;

    uint8_t *is_start;             /* [len] */
    int32_t *frame_at;             /* [len] frame (checking) or leader (inference) index, or -1 */
    uint32_t nframes;
    VT **frames;                   /* [nframes]: depth, then nl locals, then the stack */
    uint32_t *frame_bci;
    uint8_t *pending;              /* inference */
    VT **site_state;               /* [len] inference: state before the jsr at a bci */
    VT **ret_state;                /* [len] inference: state at the ret at a bci */
    uint32_t *ret_sub;             /* [len] the subroutine entry that ret returns from */
    uint8_t **sub_mods;            /* [len] per subroutine entry: locals it may write */
    uint8_t *self_call;            /* [len] a jsr inside the subroutine it calls */
    size_t slots_used;
    uint64_t work;

    VT *loc, *stk;                 /* the working state */
    uint32_t sp;
    bool falls;
    bool stored;                   /* the last instruction wrote a local */

    char **names;                  /* interned names */
    uint32_t nnames;
    size_t name_bytes;
    VT this_type, object_type, string_type, class_type, throwable_type;
    char ret;                      /* return descriptor: V I J F D L (L: ret_type) */
    VT ret_type;

    int status;
    const char *summary;
    char summary_buf[384];
    char reason[384];
    uint32_t *name_hash;           /* open addressing over name ids + 1 */
    uint32_t name_hash_cap;
} V;

/* ------------------------------------------------------------------------------------------ */
/* Errors */

static bool vfail(V *c, const char *summary, const char *fmt, ...)
{
    if (c->status)
        return false;
    c->status = VERIFY_FAIL;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->reason, sizeof c->reason, fmt, ap);
    va_end(ap);
    if (!summary) {
        snprintf(c->summary_buf, sizeof c->summary_buf, "%s", c->reason);
        summary = c->summary_buf;
    }
    c->summary = summary;
    return false;
}

static bool env_error(V *c)
{
    if (!c->status)
        c->status = VERIFY_ENV_ERROR;
    return false;
}

#define TRY(x) do { if (!(x)) return false; } while (0)

static const char *tname(V *c, VT t, char *buf, size_t n)
{
    switch (KIND(t)) {
    case T_TOP: return "top";
    case T_INT: return "integer";
    case T_FLOAT: return "float";
    case T_LONG: return "long";
    case T_DOUBLE: return "double";
    case T_LONG2: return "long_2nd";
    case T_DOUBLE2: return "double_2nd";
    case T_NULL: return "null";
    case T_UTHIS: return "uninitializedThis";
    case T_UNINIT: snprintf(buf, n, "uninitialized(%u)", (unsigned)DATA(t)); return buf;
    case T_RADDR: return "returnAddress";
    default: snprintf(buf, n, "'%s'", c->names[DATA(t)]); return buf;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Names */

static uint32_t hash_n(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static uint32_t intern_n(V *c, const char *s, size_t n)
{
    uint32_t h = hash_n(s, n);
    if (c->name_hash_cap) {
        for (uint32_t i = h & (c->name_hash_cap - 1);; i = (i + 1) & (c->name_hash_cap - 1)) {
            uint32_t o = c->name_hash[i];
            if (!o)
                break;
            if (strncmp(c->names[o - 1], s, n) == 0 && c->names[o - 1][n] == 0)
                return o - 1;
        }
    }
    if (c->name_bytes + n + 1 > VF_NAME_BUDGET || c->nnames >= (1u << 24)) {
        vfail(c, "Method too large to verify", "too many type names");
        return UINT32_MAX;
    }
    if (2 * (c->nnames + 1) > c->name_hash_cap) {
        uint32_t cap = c->name_hash_cap ? c->name_hash_cap * 2 : 64;
        uint32_t *nh = calloc(cap, sizeof *nh);
        char **nn = realloc(c->names, cap * sizeof *nn);
        if (!nh || !nn) {
            free(nh);
            if (nn)
                c->names = nn;
            vfail(c, "Out of memory", "out of memory");
            return UINT32_MAX;
        }
        c->names = nn;
        for (uint32_t k = 0; k < c->nnames; k++) {
            uint32_t j = hash_n(nn[k], strlen(nn[k])) & (cap - 1);
            while (nh[j])
                j = (j + 1) & (cap - 1);
            nh[j] = k + 1;
        }
        free(c->name_hash);
        c->name_hash = nh;
        c->name_hash_cap = cap;
    }
    char *p = malloc(n + 1);
    if (!p) {
        vfail(c, "Out of memory", "out of memory");
        return UINT32_MAX;
    }
    memcpy(p, s, n);
    p[n] = 0;
    c->names[c->nnames] = p;
    c->name_bytes += n + 1;
    uint32_t j = h & (c->name_hash_cap - 1);
    while (c->name_hash[j])
        j = (j + 1) & (c->name_hash_cap - 1);
    c->name_hash[j] = c->nnames + 1;
    return c->nnames++;
}

static bool ref_type(V *c, const char *s, size_t n, VT *out)
{
    uint32_t id = intern_n(c, s, n);
    if (id == UINT32_MAX)
        return false;
    *out = MK(T_REF, id);
    return true;
}

/* Parses one field type at *p (advanced); void_ok allows V (as T_TOP). */
static bool parse_type(V *c, const char **p, VT *out, bool void_ok)
{
    const char *s = *p;
    switch (*s) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': *out = T_INT; *p = s + 1; return true;
    case 'F': *out = T_FLOAT; *p = s + 1; return true;
    case 'J': *out = T_LONG; *p = s + 1; return true;
    case 'D': *out = T_DOUBLE; *p = s + 1; return true;
    case 'V':
        if (!void_ok)
            break;
        *out = T_TOP;
        *p = s + 1;
        return true;
    case 'L': {
        const char *e = strchr(s, ';');
        if (!e || e == s + 1)
            break;
        *p = e + 1;
        return ref_type(c, s + 1, (size_t)(e - s - 1), out);
    }
    case '[': {
        const char *e = s;
        while (*e == '[')
            e++;
        if (e - s > 255)
            break;
        if (*e == 'L') {
            e = strchr(e, ';');
            if (!e)
                break;
        } else if (!*e || !strchr("BCDFIJSZ", *e))
            break;
        *p = e + 1;
        return ref_type(c, s, (size_t)(e + 1 - s), out);
    }
    default:
        break;
    }
    return vfail(c, "Illegal descriptor", "bad type descriptor \"%s\"", s);
}

/* The type a Class constant names (a class or array name). */
static bool class_const_type(V *c, uint16_t idx, VT *out)
{
    const char *n = cf_class_name(c->cf, idx);
    if (!n) {
        if (idx == 0 || idx >= c->cf->cp_count)
            return vfail(c, NULL, "Illegal constant pool index %u in class %s",
                         (unsigned)idx, c->cf->name);
        return vfail(c, NULL, "Illegal type at constant pool entry %u in class %s",
                     (unsigned)idx, c->cf->name);
    }
    return ref_type(c, n, strlen(n), out);
}

/* ------------------------------------------------------------------------------------------ */
/* Assignability (JVMS 4.10.1.2 isAssignable) */

static int names_assignable(V *c, const char *from, const char *to, unsigned depth)
{
    if (strcmp(from, to) == 0 || strcmp(to, "java/lang/Object") == 0)
        return 1;
    if (depth > 256)
        return 0;
    if (to[0] == '[') {
        if (from[0] != '[')
            return 0;
        const char *fc = from + 1, *tc = to + 1;
        if ((fc[0] != 'L' && fc[0] != '[') || (tc[0] != 'L' && tc[0] != '['))
            return 0;                          /* different primitive arrays */
        char fb[1024], tb[1024];
        if (fc[0] == 'L') {
            size_t n = strlen(fc);
            if (n < 3 || n - 2 >= sizeof fb)
                return 0;
            memcpy(fb, fc + 1, n - 2);
            fb[n - 2] = 0;
            fc = fb;
        }
        if (tc[0] == 'L') {
            size_t n = strlen(tc);
            if (n < 3 || n - 2 >= sizeof tb)
                return 0;
            memcpy(tb, tc + 1, n - 2);
            tb[n - 2] = 0;
            tc = tb;
        }
        return names_assignable(c, fc, tc, depth + 1);
    }
    if (from[0] == '[')
        return strcmp(to, "java/lang/Cloneable") == 0 || strcmp(to, "java/io/Serializable") == 0;
    if (!c->env || !c->env->assignable)
        return 0;
    return c->env->assignable(c->env->ctx, from, to);
}

/* Is a value of type a assignable to a slot of type b? 1, 0, or -1 (env error). */
static int assignable(V *c, VT a, VT b)
{
    if (b == T_TOP || a == b)
        return 1;
    if (KIND(b) != T_REF)
        return 0;
    if (a == T_NULL)
        return 1;
    if (KIND(a) != T_REF)
        return 0;
    return names_assignable(c, c->names[DATA(a)], c->names[DATA(b)], 0);
}

/* ------------------------------------------------------------------------------------------ */
/* Operand stack and locals */

static bool is_half2(VT t) { return t == T_LONG2 || t == T_DOUBLE2; }
static bool is_refish(VT t)
{
    unsigned k = KIND(t);
    return k == T_NULL || k == T_REF || k == T_UNINIT || k == T_UTHIS;
}

static bool push1(V *c, VT t)
{
    if (c->sp >= c->ms)
        return vfail(c, c->checking ? "Operand stack overflow" : "Stack size too large", "Exceeded max stack size.");
    c->stk[c->sp++] = t;
    return true;
}

static bool push(V *c, VT t)
{
    if (t == T_LONG || t == T_DOUBLE) {
        TRY(push1(c, t));
        return push1(c, t + 1);
    }
    return push1(c, t);
}

static bool underflow(V *c)
{
    return vfail(c, c->checking ? "Operand stack underflow" : "Unable to pop operand off an empty stack",
                 "Attempt to pop empty stack.");
}

static bool bad_stack(V *c, VT have, const char *want)
{
    char b[300];
    if (!c->checking) {            /* the old verifier's words */
        const char *w = want[0] == '\'' || !strcmp(want, "reference") ? "object/array" : want;
        snprintf(c->summary_buf, sizeof c->summary_buf, "Expecting to find %s on stack", w);
    }
    return vfail(c, c->checking ? "Bad type on operand stack" : c->summary_buf,
                 "Type %s (current frame, stack[%u]) is not assignable to %s", tname(c, have, b, sizeof b),
                 (unsigned)c->sp, want);
}

/* Pops a value of type want (a category-2 type pops both halves). */
static bool pop(V *c, VT want)
{
    char b[300];
    if (want == T_LONG || want == T_DOUBLE) {
        if (c->sp < 2)
            return underflow(c);
        if (c->stk[c->sp - 1] != want + 1 || c->stk[c->sp - 2] != want) {
            c->sp -= 1;
            return bad_stack(c, c->stk[c->sp], tname(c, want, b, sizeof b));
        }
        c->sp -= 2;
        return true;
    }
    if (c->sp < 1)
        return underflow(c);
    VT have = c->stk[--c->sp];
    int a = assignable(c, have, want);
    if (a < 0)
        return env_error(c);
    if (!a)
        return bad_stack(c, have, tname(c, want, b, sizeof b));
    return true;
}

/* Pops any reference, initialized or not (JVMS `reference`). */
static bool pop_ref(V *c, VT *out)
{
    if (c->sp < 1)
        return underflow(c);
    VT have = c->stk[--c->sp];
    if (!is_refish(have))
        return bad_stack(c, have, "reference");
    if (out)
        *out = have;
    return true;
}

static bool pop_cat1(V *c, VT *out)
{
    if (c->sp < 1)
        return underflow(c);
    VT have = c->stk[c->sp - 1];
    if (is_half2(have) || have == T_LONG || have == T_DOUBLE) {
        c->sp--;
        return bad_stack(c, have, "category1 type");
    }
    c->sp--;
    if (out)
        *out = have;
    return true;
}

static bool local_index(V *c, uint32_t i, uint32_t width)
{
    if ((uint64_t)i + width > c->nl)
        return vfail(c, c->checking ? "Local variable table overflow" : "Illegal local variable number",
                     "Local index %u is invalid", (unsigned)i);
    return true;
}

static bool bad_local(V *c, uint32_t i, const char *want)
{
    char b[300];
    if (!c->checking)
        snprintf(c->summary_buf, sizeof c->summary_buf,
                 c->loc[i] == T_TOP ? "Accessing value from uninitialized register %u" : "Register %u contains wrong type",
                 (unsigned)i);
    return vfail(c, c->checking ? "Bad local variable type" : c->summary_buf,
                 "Type %s (current frame, locals[%u]) is not assignable to %s",
                 tname(c, c->loc[i], b, sizeof b), (unsigned)i, want);
}

static bool load(V *c, uint32_t i, VT want)
{
    bool two = want == T_LONG || want == T_DOUBLE;
    TRY(local_index(c, i, two ? 2 : 1));
    VT t = c->loc[i];
    if (want == T_REF) {
        if (KIND(t) == T_RADDR)
            return vfail(c, NULL, "Cannot load return address from register %u", (unsigned)i);
        if (!is_refish(t))
            return bad_local(c, i, "reference");
        return push(c, t);
    }
    if (t != want || (two && c->loc[i + 1] != want + 1)) {
        char b[300];
        return bad_local(c, i, tname(c, want, b, sizeof b));
    }
    return push(c, want);
}

/* Writes t into local i (two slots for long/double), invalidating a pair it splits. */
static void set_local(V *c, uint32_t i, VT t)
{
    uint32_t w = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
    if (is_half2(c->loc[i]) && i > 0)
        c->loc[i - 1] = T_TOP;
    if (i + w < c->nl && is_half2(c->loc[i + w]))
        c->loc[i + w] = T_TOP;
    c->loc[i] = t;
    if (w == 2)
        c->loc[i + 1] = t + 1;
    c->stored = true;
}

static bool store(V *c, uint32_t i, VT want)
{
    bool two = want == T_LONG || want == T_DOUBLE;
    TRY(local_index(c, i, two ? 2 : 1));
    if (want == T_REF) {
        if (c->sp < 1)
            return underflow(c);
        VT t = c->stk[c->sp - 1];
        /* astore also takes a returnAddress (jsr), which only inference mode ever sees */
        if (!is_refish(t) && !(KIND(t) == T_RADDR && !c->checking))
            return bad_stack(c, t, "reference");
        c->sp--;
        set_local(c, i, t);
        return true;
    }
    TRY(pop(c, want));
    set_local(c, i, want);
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Decoding */

static inline uint16_t u2at(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static inline int32_t s4at(const uint8_t *p)
{
    return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

static int oplen_fixed(uint8_t op)
{
    static const int8_t len[0xca] = {
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 2, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3,
        3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 0, 0, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 5, 5, 3, 2, 3, 1, 1,
        3, 3, 1, 1, 0, 4, 3, 3, 5, 5,
    };
    return op < 0xca ? len[op] : -1;
}

/* Length of the instruction at bci, or 0 after failing. */
static uint32_t insn_len(V *c, uint32_t bci)
{
    uint8_t op = c->code[bci];
    int l = oplen_fixed(op);
    uint64_t n;
    if (l < 0)
        return vfail(c, NULL, "Bad instruction: %02x", op), 0;
    if (l > 0)
        n = (unsigned)l;
    else if (op == 0xc4) {        /* wide */
        if (bci + 1 >= c->len)
            return vfail(c, "Bad wide instruction", "truncated wide instruction"), 0;
        uint8_t o2 = c->code[bci + 1];
        if ((o2 >= 0x15 && o2 <= 0x19) || (o2 >= 0x36 && o2 <= 0x3a) || o2 == 0xa9)
            n = 4;
        else if (o2 == 0x84)
            n = 6;
        else
            return vfail(c, "Bad wide instruction", "Bad wide instruction"), 0;
    } else {                       /* tableswitch, lookupswitch */
        uint32_t base = (bci + 4) & ~3u;
        if ((uint64_t)base + 12 > c->len && !(op == 0xab && (uint64_t)base + 8 <= c->len))
            return vfail(c, "Bad instruction", "truncated switch"), 0;
        for (uint32_t p = bci + 1; p < base; p++)
            if (c->code[p])
                return vfail(c, "Nonzero padding byte in lookupswitch or tableswitch",
                             "Nonzero padding byte in lookupswitch or tableswitch"), 0;
        if (op == 0xaa) {
            int32_t lo = s4at(c->code + base + 4), hi = s4at(c->code + base + 8);
            if (lo > hi)
                return vfail(c, "low must be less than or equal to high in tableswitch",
                             "low must be less than or equal to high in tableswitch"), 0;
            n = (uint64_t)(base - bci) + 12 + 4 * ((uint64_t)((int64_t)hi - lo) + 1);
        } else {
            int32_t np = s4at(c->code + base + 4);
            if (np < 0)
                return vfail(c, "number of keys in lookupswitch less than 0",
                             "number of keys in lookupswitch less than 0"), 0;
            n = (uint64_t)(base - bci) + 8 + 8 * (uint64_t)np;
        }
    }
    if ((uint64_t)bci + n > c->len)
        return vfail(c, "Bad instruction", "instruction runs past the end of the code"), 0;
    return (uint32_t)n;
}

/* ------------------------------------------------------------------------------------------ */
/* Frames (checking) and states (inference) */

static VT *new_frame(V *c)
{
    size_t n = 1 + (size_t)c->nl + c->ms;
    if (c->slots_used + n > VF_SLOT_BUDGET) {
        vfail(c, "Method too large to verify", "frames need more than %zu slots", VF_SLOT_BUDGET);
        return NULL;
    }
    VT *f = malloc(n * sizeof(VT));
    if (!f)
        vfail(c, "Out of memory", "out of memory");
    else
        c->slots_used += n;
    return f;
}

/* Is the working state assignable to frame f (a stack map frame)? */
static int state_fits(V *c, const VT *f, const char **why, uint32_t *slot, bool *in_stack)
{
    c->work += c->nl + c->sp;
    if (f[0] != c->sp) {
        *why = "Current frame's stack size doesn't match stackmap.";
        return 0;
    }
    for (uint32_t i = 0; i < c->nl; i++) {
        int a = assignable(c, c->loc[i], f[1 + i]);
        if (a <= 0) {
            *why = "locals";
            *slot = i;
            *in_stack = false;
            return a;
        }
    }
    for (uint32_t i = 0; i < c->sp; i++) {
        int a = assignable(c, c->stk[i], f[1 + c->nl + i]);
        if (a <= 0) {
            *why = "stack";
            *slot = i;
            *in_stack = true;
            return a;
        }
    }
    return 1;
}

static bool frame_mismatch(V *c, const VT *f, const char *summary, const char *why, uint32_t slot,
                           bool in_stack)
{
    if (strcmp(why, "locals") && strcmp(why, "stack"))
        return vfail(c, summary, "%s", why);
    char a[300], b[300];
    VT have = in_stack ? c->stk[slot] : c->loc[slot];
    VT want = f[1 + (in_stack ? c->nl : 0) + slot];
    return vfail(c, summary, "Type %s (current frame, %s[%u]) is not assignable to %s (stack map, %s[%u])",
                 tname(c, have, a, sizeof a), why, (unsigned)slot, tname(c, want, b, sizeof b), why,
                 (unsigned)slot);
}

/* Merges the working state (with stack `stk`/`sp`) into inference state s. */
static VT lub(V *c, VT a, VT b);

static bool merge_into(V *c, uint32_t target)
{
    int32_t id = c->frame_at[target];
    VT *s = c->frames[id];
    if (!s) {
        TRY(s = new_frame(c));
        c->frames[id] = s;
        s[0] = c->sp;
        memcpy(s + 1, c->loc, c->nl * sizeof(VT));
        memcpy(s + 1 + c->nl, c->stk, c->sp * sizeof(VT));
        c->pending[id] = 1;
        return true;
    }
    if (s[0] != c->sp) {           /* the old verifier's words: incoming, then stored */
        snprintf(c->summary_buf, sizeof c->summary_buf, "Inconsistent stack height %u != %u", (unsigned)c->sp,
                 (unsigned)s[0]);
        return vfail(c, c->summary_buf, "at bci %u", (unsigned)target);
    }
    bool changed = false;
    c->work += c->nl + c->sp;
    for (uint32_t i = 0; i < c->nl + c->sp; i++) {
        VT *slot = &s[1 + i];
        VT cur = i < c->nl ? c->loc[i] : c->stk[i - c->nl];
        VT m = lub(c, *slot, cur);
        if (c->status)
            return false;
        if (i >= c->nl && m == T_TOP && *slot != T_TOP)
            return vfail(c, "Mismatched stack types", "Mismatched stack types at bci %u", (unsigned)target);
        if (m != *slot) {
            *slot = m;
            changed = true;
        }
    }
    /* a long/double whose other half was lost is no longer usable */
    for (uint32_t i = 0; i < c->nl; i++) {
        VT t = s[1 + i];
        if ((t == T_LONG || t == T_DOUBLE) && (i + 1 >= c->nl || s[2 + i] != t + 1)) {
            s[1 + i] = T_TOP;
            changed = true;
        } else if (is_half2(t) && (i == 0 || s[i] != t - 1)) {
            s[1 + i] = T_TOP;
            changed = true;
        }
    }
    if (changed)
        c->pending[id] = 1;
    return true;
}

/* Control may go from the current instruction to target with the working state. */
static bool flow(V *c, uint32_t target)
{
    if (c->checking) {
        int32_t id = c->frame_at[target];
        if (id < 0) {
            snprintf(c->summary_buf, sizeof c->summary_buf, "Expecting a stackmap frame at branch target %u",
                     (unsigned)target);
            return vfail(c, c->summary_buf, "Expected stackmap frame at this location.");
        }
        const char *why = NULL;
        uint32_t slot = 0;
        bool in_stack = false;
        int a = state_fits(c, c->frames[id], &why, &slot, &in_stack);
        if (a < 0)
            return env_error(c);
        if (!a) {
            snprintf(c->summary_buf, sizeof c->summary_buf, "Inconsistent stackmap frames at branch target %u",
                     (unsigned)target);
            return frame_mismatch(c, c->frames[id], c->summary_buf, why, slot, in_stack);
        }
        return true;
    }
    return merge_into(c, target);
}

static bool branch(V *c, int64_t off)
{
    int64_t t = (int64_t)c->bci + off;
    if (t < 0 || t >= (int64_t)c->len || !c->is_start[t]) {
        if (c->checking)
            return vfail(c, NULL, "Expecting a stackmap frame at branch target %lld", (long long)t);
        return vfail(c, "Illegal target of jump or branch", "Illegal target of jump or branch %lld", (long long)t);
    }
    return flow(c, (uint32_t)t);
}

/* The handlers covering the current instruction accept the working locals. */
static bool flow_handlers(V *c)
{
    c->work += c->m->nhandlers;
    for (uint32_t i = 0; i < c->m->nhandlers; i++) {
        const CfHandler *h = &c->m->handlers[i];
        if (c->bci < h->start_pc || c->bci >= h->end_pc)
            continue;
        VT ex = c->throwable_type;
        if (h->catch_type)
            TRY(class_const_type(c, h->catch_type, &ex));
        uint32_t save_sp = c->sp;
        VT save0 = c->ms ? c->stk[0] : 0;
        if (!c->ms)
            return vfail(c, "Operand stack overflow", "Exceeded max stack size.");
        c->sp = 1;
        c->stk[0] = ex;
        bool ok;
        if (c->checking) {
            int32_t id = c->frame_at[h->handler_pc];
            if (id < 0) {
                snprintf(c->summary_buf, sizeof c->summary_buf, "Expecting a stackmap frame at branch target %u",
                         (unsigned)h->handler_pc);
                ok = vfail(c, c->summary_buf, "Expected stackmap frame at this location.");
            } else {
                const char *why = NULL;
                uint32_t slot = 0;
                bool in_stack = false;
                int a = state_fits(c, c->frames[id], &why, &slot, &in_stack);
                ok = a > 0;
                if (a < 0)
                    env_error(c);
                else if (!a) {
                    snprintf(c->summary_buf, sizeof c->summary_buf,
                             "Stack map does not match the one at exception handler %u", (unsigned)h->handler_pc);
                    frame_mismatch(c, c->frames[id], c->summary_buf, why, slot, in_stack);
                }
            }
        } else {
            ok = merge_into(c, h->handler_pc);
        }
        c->sp = save_sp;
        if (c->ms)
            c->stk[0] = save0;
        TRY(ok);
    }
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Merging (inference) */

static VT lub(V *c, VT a, VT b)
{
    if (a == b)
        return a;
    bool ra = KIND(a) == T_REF || a == T_NULL, rb = KIND(b) == T_REF || b == T_NULL;
    if (!ra || !rb)
        return T_TOP;
    if (a == T_NULL)
        return b;
    if (b == T_NULL)
        return a;
    const char *x = c->names[DATA(a)], *y = c->names[DATA(b)];
    if (x[0] == '[' || y[0] == '[') {
        if (x[0] == '[' && y[0] == '[' && (x[1] == 'L' || x[1] == '[') && (y[1] == 'L' || y[1] == '[')) {
            /* arrays of references: array of the components' lub (Object[] when unsure) */
            int ab = names_assignable(c, x, y, 0);
            if (ab < 0)
                return env_error(c), T_TOP;
            if (ab)
                return b;
            int ba = names_assignable(c, y, x, 0);
            if (ba < 0)
                return env_error(c), T_TOP;
            if (ba)
                return a;
            VT t;
            return ref_type(c, "[Ljava/lang/Object;", 19, &t) ? t : T_TOP;
        }
        return c->object_type;
    }
    if (!c->env || !c->env->common_super)
        return c->object_type;
    const char *s = c->env->common_super(c->env->ctx, x, y);
    if (!s)
        return env_error(c), T_TOP;
    VT t;
    return ref_type(c, s, strlen(s), &t) ? t : T_TOP;
}

/* ------------------------------------------------------------------------------------------ */
/* Instructions */

static bool member(V *c, uint16_t idx, int tag1, int tag2, const char **cls, const char **name,
                   const char **desc)
{
    if (idx == 0 || idx >= c->cf->cp_count)
        return vfail(c, NULL, "Illegal constant pool index %u in class %s",
                     (unsigned)idx, c->cf->name);
    int tag = c->cf->cp[idx].tag;
    if ((tag != tag1 && tag != tag2) || !cf_member_ref(c->cf, idx, cls, name, desc) || !*name || !*desc)
        return vfail(c, NULL, "Illegal type at constant pool entry %u in class %s",
                     (unsigned)idx, c->cf->name);
    return true;
}

/* Replaces every occurrence of the uninitialized type u by t (after an <init> call). */
static void initialize(V *c, VT u, VT t)
{
    for (uint32_t i = 0; i < c->nl; i++)
        if (c->loc[i] == u) {
            c->loc[i] = t;
            c->stored = true;
        }
    for (uint32_t i = 0; i < c->sp; i++)
        if (c->stk[i] == u)
            c->stk[i] = t;
}

static bool is_new_at(V *c, uint32_t bci)
{
    return bci < c->len && c->is_start[bci] && c->code[bci] == 0xbb;
}

static bool invoke(V *c, uint8_t op)
{
    const uint8_t *p = c->code + c->bci;
    uint16_t idx = u2at(p + 1);
    const char *cls = NULL, *name = NULL, *desc = NULL;
    if (op == 0xba) {
        TRY(member(c, idx, CONST_InvokeDynamic, -1, &cls, &name, &desc));
        if (p[3] || p[4])
            return vfail(c, "Third and fourth operand bytes of invokedynamic must be zero",
                         "Third and fourth operand bytes of invokedynamic must be zero");
    } else if (op == 0xb9) {
        TRY(member(c, idx, CONST_InterfaceMethodref, -1, &cls, &name, &desc));
        if (p[4])
            return vfail(c, "Fourth operand byte of invokeinterface must be zero",
                         "Fourth operand byte of invokeinterface must be zero");
    } else if (op == 0xb6) {
        TRY(member(c, idx, CONST_Methodref, -1, &cls, &name, &desc));
    } else {
        TRY(member(c, idx, CONST_Methodref, c->cf->major >= 52 ? CONST_InterfaceMethodref : -1, &cls, &name,
                   &desc));
    }
    if (desc[0] != '(')
        return vfail(c, NULL, "Illegal type at constant pool entry %u in class %s",
                     (unsigned)idx, c->cf->name);
    bool init = strcmp(name, "<init>") == 0;
    if (name[0] == '<' && (!init || op != 0xb7))
        return vfail(c, "Illegal call to internal method", "Illegal call to internal method");
    /* arguments, in order, then popped in reverse */
    VT args[256];
    uint32_t nargs = 0, slots = 0;
    const char *d = desc + 1;
    while (*d != ')') {
        if (nargs >= 256 || !*d)
            return vfail(c, "Illegal descriptor", "bad method descriptor %s", desc);
        TRY(parse_type(c, &d, &args[nargs], false));
        slots += (args[nargs] == T_LONG || args[nargs] == T_DOUBLE) ? 2 : 1;
        nargs++;
    }
    d++;
    VT ret;
    TRY(parse_type(c, &d, &ret, true));
    if (op == 0xb9 && p[3] != slots + 1)
        return vfail(c, "Inconsistent args count operand in invokeinterface",
                     "Inconsistent args count operand in invokeinterface");
    for (uint32_t i = nargs; i-- > 0;)
        TRY(pop(c, args[i]));
    if (op != 0xb8 && op != 0xba) {
        VT cls_t;
        TRY(ref_type(c, cls, strlen(cls), &cls_t));
        if (init) {
            if (ret != T_TOP)
                return vfail(c, "Return type must be void in <init> method", "Return type must be void in <init> method");
            VT recv;
            TRY(pop_ref(c, &recv));
            if (recv == T_UTHIS) {
                bool ok = cls_t == c->this_type ||
                          (c->cf->super_name && strcmp(cls, c->cf->super_name) == 0);
                if (!ok)
                    return vfail(c, "Bad <init> method call", "Bad <init> method call");
                initialize(c, T_UTHIS, c->this_type);
            } else if (KIND(recv) == T_UNINIT) {
                uint32_t nb = DATA(recv);
                VT new_t;
                if (!is_new_at(c, nb))
                    return vfail(c, "Expecting new instruction", "Expecting new instruction");
                TRY(class_const_type(c, u2at(c->code + nb + 1), &new_t));
                if (new_t != cls_t)
                    return vfail(c, "Call to wrong <init> method", "Call to wrong <init> method");
                initialize(c, recv, cls_t);
            } else {
                return bad_stack(c, recv, "uninitialized");
            }
        } else if (op == 0xb7) {
            /* invokespecial of a private or super method: the receiver is this class */
            TRY(pop(c, c->this_type));
        } else if (op == 0xb9) {
            VT recv;
            TRY(pop_ref(c, &recv));          /* any initialized reference: interfaces are Object */
            if (KIND(recv) == T_UNINIT || recv == T_UTHIS)
                return bad_stack(c, recv, "'java/lang/Object'");
        } else {
            TRY(pop(c, cls_t));
        }
    }
    if (ret != T_TOP)
        TRY(push(c, ret));
    return true;
}

static bool field_insn(V *c, uint8_t op)
{
    uint16_t idx = u2at(c->code + c->bci + 1);
    const char *cls, *name, *desc;
    TRY(member(c, idx, CONST_Fieldref, -1, &cls, &name, &desc));
    const char *d = desc;
    VT ft;
    TRY(parse_type(c, &d, &ft, false));
    if (*d)
        return vfail(c, NULL, "Illegal type at constant pool entry %u in class %s",
                     (unsigned)idx, c->cf->name);
    VT cls_t;
    TRY(ref_type(c, cls, strlen(cls), &cls_t));
    switch (op) {
    case 0xb2: return push(c, ft);
    case 0xb3: return pop(c, ft);
    case 0xb4: TRY(pop(c, cls_t)); return push(c, ft);
    default: {
        TRY(pop(c, ft));
        if (c->sp >= 1 && c->stk[c->sp - 1] == T_UTHIS && cls_t == c->this_type) {
            /* a constructor may set its own class's fields before calling super() */
            for (uint16_t i = 0; i < c->cf->nfields; i++) {
                const CfField *f = &c->cf->fields[i];
                if (!(f->access & ACC_STATIC) && strcmp(f->name, name) == 0 && strcmp(f->desc, desc) == 0) {
                    c->sp--;
                    return true;
                }
            }
        }
        return pop(c, cls_t);
    }
    }
}

/* ldc / ldc_w (cat 1) and ldc2_w (cat 2). */
static bool ldc(V *c, uint16_t idx, bool wide2)
{
    if (idx == 0 || idx >= c->cf->cp_count)
        return vfail(c, NULL, "Illegal constant pool index %u in class %s",
                     (unsigned)idx, c->cf->name);
    int tag = c->cf->cp[idx].tag;
    VT t;
    switch (tag) {
    case CONST_Integer: t = T_INT; break;
    case CONST_Float: t = T_FLOAT; break;
    case CONST_Long: t = T_LONG; break;
    case CONST_Double: t = T_DOUBLE; break;
    case CONST_String: t = c->string_type; break;
    case CONST_Class:
        if (c->cf->major < 49)
            return vfail(c, "Invalid index in ldc", "Invalid index in ldc");
        t = c->class_type;
        break;
    case CONST_MethodType:
        TRY(ref_type(c, "java/lang/invoke/MethodType", 27, &t));
        break;
    case CONST_MethodHandle:
        TRY(ref_type(c, "java/lang/invoke/MethodHandle", 29, &t));
        break;
    case CONST_Dynamic: {
        const char *cls, *name, *desc;
        if (!cf_member_ref(c->cf, idx, &cls, &name, &desc) || !desc)
            return vfail(c, "Invalid index in ldc", "Invalid index in ldc");
        TRY(parse_type(c, &desc, &t, false));
        break;
    }
    default:
        return vfail(c, "Invalid index in ldc", "Invalid index in ldc");
    }
    if (wide2 != (t == T_LONG || t == T_DOUBLE))
        return vfail(c, "Invalid index in ldc", "Invalid index in ldc");
    return push(c, t);
}

static bool bad_array(V *c, VT have, const char *want)
{
    char b[300];
    const char *op = opnames[c->code[c->bci]];
    snprintf(c->summary_buf, sizeof c->summary_buf, "Bad type on operand stack in %s", op ? op : "?");
    return vfail(c, c->summary_buf, "Type %s (current frame, stack[%u]) is not assignable to %s",
                 tname(c, have, b, sizeof b), (unsigned)c->sp, want);
}

static bool array_load(V *c, const char *arr, VT elem)
{
    TRY(pop(c, T_INT));
    if (c->sp < 1)
        return underflow(c);
    VT a = c->stk[--c->sp];
    if (a != T_NULL) {
        if (KIND(a) != T_REF)
            return bad_array(c, a, arr);
        const char *n = c->names[DATA(a)];
        if (arr) {
            if (strcmp(n, arr) != 0 && !(arr[1] == 'B' && strcmp(n, "[Z") == 0))
                return bad_array(c, a, arr);
        } else {
            if (n[0] != '[' || (n[1] != 'L' && n[1] != '['))
                return bad_array(c, a, "reference array");
            if (n[1] == 'L')
                TRY(ref_type(c, n + 2, strlen(n) - 3, &elem));
            else
                TRY(ref_type(c, n + 1, strlen(n) - 1, &elem));
        }
    } else if (!arr) {
        elem = T_NULL;
    }
    return push(c, elem);
}

static bool array_store(V *c, const char *arr, VT elem)
{
    if (arr)
        TRY(pop(c, elem));
    else
        TRY(pop(c, c->object_type));
    TRY(pop(c, T_INT));
    if (c->sp < 1)
        return underflow(c);
    VT a = c->stk[--c->sp];
    if (a == T_NULL)
        return true;
    if (KIND(a) != T_REF)
        return bad_array(c, a, arr ? arr : "reference array");
    const char *n = c->names[DATA(a)];
    if (arr ? (strcmp(n, arr) != 0 && !(arr[1] == 'B' && strcmp(n, "[Z") == 0))
            : (n[0] != '[' || (n[1] != 'L' && n[1] != '[')))
        return bad_array(c, a, arr ? arr : "reference array");
    return true;
}

static bool do_return(V *c, char kind)
{
    if (kind == 'V') {
        if (c->ret != 'V')
            return vfail(c, "Method expects a return value", "Method expects a return value");
        if (c->is_init)
            for (uint32_t i = 0; i < c->nl; i++)
                if (c->loc[i] == T_UTHIS)
                    return vfail(c, "Constructor must call super() or this() before return",
                                 "Constructor must call super() or this() before return");
        c->falls = false;
        return true;
    }
    if (c->ret == 'V')
        return vfail(c, "Method does not expect a return value", "Method does not expect a return value");
    VT want = kind == 'I' ? T_INT : kind == 'J' ? T_LONG : kind == 'F' ? T_FLOAT : kind == 'D' ? T_DOUBLE
                                                                                            : c->ret_type;
    bool match = kind == 'A' ? (c->ret == 'L') : (c->ret == kind);
    if (!match)
        return vfail(c, "Bad return type", "Bad return type");
    if (kind == 'A') {
        if (c->sp < 1)
            return underflow(c);
        VT have = c->stk[c->sp - 1];
        if (!c->checking && !is_refish(have))   /* the old verifier: not a reference at all */
            return c->sp--, bad_stack(c, have, "reference");
        int a = assignable(c, have, want);
        if (a < 0)
            return env_error(c);
        if (!a) {
            char b[300];
            c->sp--;
            return vfail(c, c->checking ? "Bad return type" : "Wrong return type in function", "Type %s (current frame, stack[%u]) is not assignable to %s (from method signature)",
                         tname(c, have, b, sizeof b), (unsigned)c->sp, c->names[DATA(want)]);
        }
        c->sp--;
    } else {
        TRY(pop(c, want));
    }
    c->falls = false;
    return true;
}

static const VT conv_from[15] = {T_INT, T_INT, T_INT, T_LONG, T_LONG, T_LONG, T_FLOAT, T_FLOAT, T_FLOAT,
                                 T_DOUBLE, T_DOUBLE, T_DOUBLE, T_INT, T_INT, T_INT};
static const VT conv_to[15] = {T_LONG, T_FLOAT, T_DOUBLE, T_INT, T_FLOAT, T_DOUBLE, T_INT, T_LONG, T_DOUBLE,
                               T_INT, T_LONG, T_FLOAT, T_INT, T_INT, T_INT};
static const VT arith_type[4] = {T_INT, T_LONG, T_FLOAT, T_DOUBLE};

static const char *const prim_array[12] = {[4] = "[Z", [5] = "[C", [6] = "[F", [7] = "[D",
                                           [8] = "[B", [9] = "[S", [10] = "[I", [11] = "[J"};

/* Simulates the instruction at c->bci on the working state. */
/* ------------------------------------------------------------------------------------------ */
/* Subroutines (inference only, JVMS 4.10.2.4): after a ret, the locals the subroutine may write
 * come from the state at the ret, every other local from the state at the jsr; the stack comes
 * from the ret. A subroutine is the code reachable from its entry up to a ret; the locals it
 * writes (its own and its nested subroutines' stores and iincs) are collected once per entry. */

static void mark_store(uint8_t *mods, uint32_t nl, uint32_t i, uint32_t w)
{
    for (uint32_t k = i; k < i + w && k < nl; k++)
        mods[k] = 1;
}

static uint32_t jsr_target(V *c, uint32_t bci)
{
    const uint8_t *p = c->code + bci;
    return (uint32_t)((int64_t)bci + (p[0] == 0xc9 ? s4at(p + 1) : (int16_t)u2at(p + 1)));
}

/* Locals written by the subroutine entered at s, or NULL after failing; marks the jsrs to s
 * it reaches (directly or through a nested subroutine). */
static const uint8_t *sub_mods(V *c, uint32_t s)
{
    if (c->sub_mods[s])
        return c->sub_mods[s];
    uint8_t *mods = calloc(c->nl ? c->nl : 1, 1);
    uint8_t *seen = calloc(c->len, 1);
    uint32_t *todo = malloc(c->len * sizeof(uint32_t));
    if (!mods || !seen || !todo) {
        free(mods), free(seen), free(todo);
        vfail(c, "Out of memory", "out of memory");
        return NULL;
    }
    uint32_t n = 0;
    todo[n++] = s;
    seen[s] = 1;
    while (n) {
        uint32_t bci = todo[--n];
        const uint8_t *p = c->code + bci;
        uint8_t op = p[0];
        uint32_t l = insn_len(c, bci);
        int64_t succ[3];
        int ns = 0;
        c->work += 1;
        if (op >= 0x36 && op <= 0x3a)
            mark_store(mods, c->nl, p[1], op == 0x37 || op == 0x39 ? 2 : 1);
        else if (op >= 0x3b && op <= 0x4e)
            mark_store(mods, c->nl, (op - 0x3b) % 4, (op - 0x3b) / 4 % 2 ? 2 : 1);
        else if (op == 0x84)
            mark_store(mods, c->nl, p[1], 1);
        else if (op == 0xc4 && ((p[1] >= 0x36 && p[1] <= 0x3a) || p[1] == 0x84))
            mark_store(mods, c->nl, u2at(p + 2), p[1] == 0x37 || p[1] == 0x39 ? 2 : 1);
        bool ends = (op >= 0xac && op <= 0xb1) || op == 0xbf || op == 0xa9 || op == 0xa7 || op == 0xc8 ||
                    op == 0xaa || op == 0xab || (op == 0xc4 && p[1] == 0xa9);
        if ((op == 0xa8 || op == 0xc9) && jsr_target(c, bci) == s)
            c->self_call[bci] = 1;
        if (!ends)
            succ[ns++] = (int64_t)bci + l;
        if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7)
            succ[ns++] = (int64_t)bci + (int16_t)u2at(p + 1);
        else if (op == 0xc8 || op == 0xc9)
            succ[ns++] = (int64_t)bci + s4at(p + 1);
        if (op == 0xaa || op == 0xab) {
            /* the default, then each offset (tableswitch: 4 bytes apart; lookupswitch: after its key) */
            uint32_t base = (bci + 4) & ~3u;
            int64_t cnt = op == 0xaa ? (int64_t)s4at(c->code + base + 8) - s4at(c->code + base + 4) + 1
                                     : s4at(c->code + base + 4);
            uint32_t stride = op == 0xaa ? 4 : 8;
            for (int64_t k = -1; k < cnt; k++) {
                int64_t t = (int64_t)bci + s4at(c->code + base + (k < 0 ? 0 : 12 + stride * k));
                if (t >= 0 && t < c->len && c->is_start[t] && !seen[t])
                    seen[t] = 1, todo[n++] = (uint32_t)t;
            }
        }
        for (int k = 0; k < ns; k++)
            if (succ[k] >= 0 && succ[k] < c->len && c->is_start[succ[k]] && !seen[succ[k]])
                seen[succ[k]] = 1, todo[n++] = (uint32_t)succ[k];
    }
    free(seen);
    free(todo);
    c->sub_mods[s] = mods;
    return mods;
}

/* Saves the working state into *slot (allocated once). */
static bool save_state(V *c, VT **slot)
{
    if (!*slot && !(*slot = new_frame(c)))
        return false;
    (*slot)[0] = c->sp;
    memcpy(*slot + 1, c->loc, c->nl * sizeof(VT));
    memcpy(*slot + 1 + c->nl, c->stk, c->sp * sizeof(VT));
    return true;
}

/* Flows from the ret at r back past the jsr at j (both states saved). */
static bool flow_return(V *c, uint32_t j, uint32_t r)
{
    const uint8_t *mods = sub_mods(c, c->ret_sub[r]);
    TRY(mods);
    uint32_t to = j + insn_len(c, j);
    const VT *site = c->site_state[j], *ret = c->ret_state[r];
    if (to >= c->len)
        return vfail(c, "Falling off the end of the code", "Falling off the end of the code");
    c->work += c->nl + ret[0];
    for (uint32_t i = 0; i < c->nl; i++)
        c->loc[i] = mods[i] ? ret[1 + i] : site[1 + i];
    for (uint32_t i = 0; i < c->nl; i++) {
        VT t = c->loc[i];
        if ((t == T_LONG || t == T_DOUBLE) && (i + 1 >= c->nl || c->loc[i + 1] != t + 1))
            c->loc[i] = T_TOP;
        else if (is_half2(t) && (i == 0 || c->loc[i - 1] != t - 1))
            c->loc[i] = T_TOP;
    }
    c->sp = ret[0];
    memcpy(c->stk, ret + 1 + c->nl, c->sp * sizeof(VT));
    return merge_into(c, to);
}

static bool do_jsr(V *c, int64_t off)
{
    uint32_t j = c->bci, s = jsr_target(c, j);
    TRY(sub_mods(c, s));
    /* recursion: inside s (statically) while its return address is live (so not after
     * leaving it by a goto whose join lost the address) */
    for (uint32_t i = 0; c->self_call[j] && i < c->nl + c->sp; i++)
        if ((i < c->nl ? c->loc[i] : c->stk[i - c->nl]) == MK(T_RADDR, s))
            return vfail(c, "Recursive call to jsr entry", "Recursive call to jsr entry");
    TRY(save_state(c, &c->site_state[j]));
    TRY(push(c, MK(T_RADDR, (uint32_t)((int64_t)j + off))));
    TRY(branch(c, off));
    c->falls = false;
    c->work += c->len;
    for (uint32_t r = 0; r < c->len; r++)
        if (c->ret_state[r] && c->ret_sub[r] == s)
            TRY(flow_return(c, j, r));
    return true;
}

static bool do_ret(V *c, uint32_t i)
{
    uint32_t r = c->bci;
    TRY(local_index(c, i, 1));
    if (KIND(c->loc[i]) != T_RADDR)
        return bad_local(c, i, "returnAddress");
    c->falls = false;
    c->ret_sub[r] = DATA(c->loc[i]);
    TRY(save_state(c, &c->ret_state[r]));
    c->work += c->len;
    for (uint32_t j = 0; j < c->len; j++)
        if (c->site_state[j] && jsr_target(c, j) == c->ret_sub[r])
            TRY(flow_return(c, j, r));
    return true;
}

static bool exec(V *c)
{
    const uint8_t *p = c->code + c->bci;
    uint8_t op = p[0];
    c->falls = true;
    c->stored = false;
    VT a, b, d, e;
    switch (op) {
    case 0x00: return true;
    case 0x01: return push(c, T_NULL);
    case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
    case 0x10: case 0x11: return push(c, T_INT);
    case 0x09: case 0x0a: return push(c, T_LONG);
    case 0x0b: case 0x0c: case 0x0d: return push(c, T_FLOAT);
    case 0x0e: case 0x0f: return push(c, T_DOUBLE);
    case 0x12: return ldc(c, p[1], false);
    case 0x13: return ldc(c, u2at(p + 1), false);
    case 0x14: return ldc(c, u2at(p + 1), true);
    case 0x15: return load(c, p[1], T_INT);
    case 0x16: return load(c, p[1], T_LONG);
    case 0x17: return load(c, p[1], T_FLOAT);
    case 0x18: return load(c, p[1], T_DOUBLE);
    case 0x19: return load(c, p[1], T_REF);
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: return load(c, op - 0x1a, T_INT);
    case 0x1e: case 0x1f: case 0x20: case 0x21: return load(c, op - 0x1e, T_LONG);
    case 0x22: case 0x23: case 0x24: case 0x25: return load(c, op - 0x22, T_FLOAT);
    case 0x26: case 0x27: case 0x28: case 0x29: return load(c, op - 0x26, T_DOUBLE);
    case 0x2a: case 0x2b: case 0x2c: case 0x2d: return load(c, op - 0x2a, T_REF);
    case 0x2e: return array_load(c, "[I", T_INT);
    case 0x2f: return array_load(c, "[J", T_LONG);
    case 0x30: return array_load(c, "[F", T_FLOAT);
    case 0x31: return array_load(c, "[D", T_DOUBLE);
    case 0x32: return array_load(c, NULL, T_TOP);
    case 0x33: return array_load(c, "[B", T_INT);
    case 0x34: return array_load(c, "[C", T_INT);
    case 0x35: return array_load(c, "[S", T_INT);
    case 0x36: return store(c, p[1], T_INT);
    case 0x37: return store(c, p[1], T_LONG);
    case 0x38: return store(c, p[1], T_FLOAT);
    case 0x39: return store(c, p[1], T_DOUBLE);
    case 0x3a: return store(c, p[1], T_REF);
    case 0x3b: case 0x3c: case 0x3d: case 0x3e: return store(c, op - 0x3b, T_INT);
    case 0x3f: case 0x40: case 0x41: case 0x42: return store(c, op - 0x3f, T_LONG);
    case 0x43: case 0x44: case 0x45: case 0x46: return store(c, op - 0x43, T_FLOAT);
    case 0x47: case 0x48: case 0x49: case 0x4a: return store(c, op - 0x47, T_DOUBLE);
    case 0x4b: case 0x4c: case 0x4d: case 0x4e: return store(c, op - 0x4b, T_REF);
    case 0x4f: return array_store(c, "[I", T_INT);
    case 0x50: return array_store(c, "[J", T_LONG);
    case 0x51: return array_store(c, "[F", T_FLOAT);
    case 0x52: return array_store(c, "[D", T_DOUBLE);
    case 0x53: return array_store(c, NULL, T_TOP);
    case 0x54: return array_store(c, "[B", T_INT);
    case 0x55: return array_store(c, "[C", T_INT);
    case 0x56: return array_store(c, "[S", T_INT);
    case 0x57: return pop_cat1(c, NULL);
    case 0x58:                     /* pop2 */
        if (c->sp < 2)
            return underflow(c);
        if (is_half2(c->stk[c->sp - 2]))
            return bad_stack(c, c->stk[c->sp - 2], "category1 type");
        c->sp -= 2;
        return true;
    case 0x59: TRY(pop_cat1(c, &a)); TRY(push1(c, a)); return push1(c, a);
    case 0x5a: TRY(pop_cat1(c, &a)); TRY(pop_cat1(c, &b)); TRY(push1(c, a)); TRY(push1(c, b)); return push1(c, a);
    case 0x5b:                     /* dup_x2 */
        TRY(pop_cat1(c, &a));
        if (c->sp < 2)
            return underflow(c);
        if (is_half2(c->stk[c->sp - 2]))
            return bad_stack(c, c->stk[c->sp - 2], "category1 type");
        b = c->stk[--c->sp];
        d = c->stk[--c->sp];
        TRY(push1(c, a)); TRY(push1(c, d)); TRY(push1(c, b)); return push1(c, a);
    case 0x5c:                     /* dup2 */
        if (c->sp < 2)
            return underflow(c);
        if (is_half2(c->stk[c->sp - 2]))
            return bad_stack(c, c->stk[c->sp - 2], "category1 type");
        a = c->stk[c->sp - 2];
        b = c->stk[c->sp - 1];
        TRY(push1(c, a)); return push1(c, b);
    case 0x5d:                     /* dup2_x1 */
        if (c->sp < 3)
            return underflow(c);
        if (is_half2(c->stk[c->sp - 2]) || is_half2(c->stk[c->sp - 3]))
            return bad_stack(c, c->stk[c->sp - 3], "category1 type");
        b = c->stk[--c->sp]; a = c->stk[--c->sp]; d = c->stk[--c->sp];
        TRY(push1(c, a)); TRY(push1(c, b)); TRY(push1(c, d)); TRY(push1(c, a)); return push1(c, b);
    case 0x5e:                     /* dup2_x2 */
        if (c->sp < 4)
            return underflow(c);
        if (is_half2(c->stk[c->sp - 2]) || is_half2(c->stk[c->sp - 4]))
            return bad_stack(c, c->stk[c->sp - 4], "category1 type");
        b = c->stk[--c->sp]; a = c->stk[--c->sp]; e = c->stk[--c->sp]; d = c->stk[--c->sp];
        TRY(push1(c, a)); TRY(push1(c, b)); TRY(push1(c, d)); TRY(push1(c, e)); TRY(push1(c, a));
        return push1(c, b);
    case 0x5f: TRY(pop_cat1(c, &a)); TRY(pop_cat1(c, &b)); TRY(push1(c, a)); return push1(c, b);
    case 0x84:                     /* iinc */
        TRY(local_index(c, p[1], 1));
        if (c->loc[p[1]] != T_INT)
            return bad_local(c, p[1], "integer");
        c->stored = true;
        return true;
    case 0x94: TRY(pop(c, T_LONG)); TRY(pop(c, T_LONG)); return push(c, T_INT);
    case 0x95: case 0x96: TRY(pop(c, T_FLOAT)); TRY(pop(c, T_FLOAT)); return push(c, T_INT);
    case 0x97: case 0x98: TRY(pop(c, T_DOUBLE)); TRY(pop(c, T_DOUBLE)); return push(c, T_INT);
    case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:
        TRY(pop(c, T_INT));
        return branch(c, (int16_t)u2at(p + 1));
    case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:
        TRY(pop(c, T_INT)); TRY(pop(c, T_INT));
        return branch(c, (int16_t)u2at(p + 1));
    case 0xa5: case 0xa6:
        TRY(pop_ref(c, NULL)); TRY(pop_ref(c, NULL));
        return branch(c, (int16_t)u2at(p + 1));
    case 0xc6: case 0xc7:
        TRY(pop_ref(c, NULL));
        return branch(c, (int16_t)u2at(p + 1));
    case 0xa7: c->falls = false; return branch(c, (int16_t)u2at(p + 1));
    case 0xc8: c->falls = false; return branch(c, s4at(p + 1));
    case 0xa8: case 0xa9: case 0xc9:
        if (c->checking)
            return vfail(c, NULL, "Bad instruction: %02x", p[0]);
        if (op == 0xa9)
            return do_ret(c, p[1]);
        return do_jsr(c, op == 0xc9 ? s4at(p + 1) : (int16_t)u2at(p + 1));
    case 0xaa: case 0xab: {
        TRY(pop(c, T_INT));
        uint32_t base = (c->bci + 4) & ~3u;
        TRY(branch(c, s4at(c->code + base)));
        if (op == 0xaa) {
            int32_t lo = s4at(c->code + base + 4), hi = s4at(c->code + base + 8);
            for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
                TRY(branch(c, s4at(c->code + base + 12 + 4 * k)));
        } else {
            int32_t np = s4at(c->code + base + 4);
            for (int64_t k = 0; k < np; k++) {
                if (k > 0 && s4at(c->code + base + 8 + 8 * k) <= s4at(c->code + base + 8 * k))
                    return vfail(c, "Bad lookupswitch instruction", "Bad lookupswitch instruction");
                TRY(branch(c, s4at(c->code + base + 12 + 8 * k)));
            }
        }
        c->falls = false;
        return true;
    }
    case 0xac: return do_return(c, 'I');
    case 0xad: return do_return(c, 'J');
    case 0xae: return do_return(c, 'F');
    case 0xaf: return do_return(c, 'D');
    case 0xb0: return do_return(c, 'A');
    case 0xb1: return do_return(c, 'V');
    case 0xb2: case 0xb3: case 0xb4: case 0xb5: return field_insn(c, op);
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba:
        if (op == 0xba && c->cf->major < 51)
            return vfail(c, "Bad instruction", "invokedynamic instructions not supported by this class file version (%u), class %s",
                         (unsigned)c->cf->major, c->cf->name);
        return invoke(c, op);
    case 0xbb:
        TRY(class_const_type(c, u2at(p + 1), &a));
        if (c->names[DATA(a)][0] == '[')
            return vfail(c, "Illegal new instruction", "Illegal new instruction");
        return push(c, MK(T_UNINIT, c->bci));
    case 0xbc: {
        if (p[1] < 4 || p[1] > 11)
            return vfail(c, "Illegal newarray instruction", "Illegal newarray instruction");
        TRY(pop(c, T_INT));
        TRY(ref_type(c, prim_array[p[1]], 2, &a));
        return push(c, a);
    }
    case 0xbd: {
        TRY(pop(c, T_INT));
        TRY(class_const_type(c, u2at(p + 1), &a));
        const char *n = c->names[DATA(a)];
        size_t nl = strlen(n);
        char *buf = malloc(nl + 4);
        if (!buf)
            return vfail(c, "Out of memory", "out of memory");
        if (n[0] == '[') {
            size_t dims = 0;
            while (n[dims] == '[')
                dims++;
            if (dims >= 255) {
                free(buf);
                return vfail(c, "Illegal anewarray instruction, array has more than 255 dimensions",
                             "Illegal anewarray instruction, array has more than 255 dimensions");
            }
            snprintf(buf, nl + 4, "[%s", n);
        } else {
            snprintf(buf, nl + 4, "[L%s;", n);
        }
        bool ok = ref_type(c, buf, strlen(buf), &b);
        free(buf);
        TRY(ok);
        return push(c, b);
    }
    case 0xbe:
        if (c->sp < 1)
            return underflow(c);
        a = c->stk[--c->sp];
        if (a != T_NULL && (KIND(a) != T_REF || c->names[DATA(a)][0] != '['))
            return bad_stack(c, a, "array");
        return push(c, T_INT);
    case 0xbf: TRY(pop(c, c->throwable_type)); c->falls = false; return true;
    case 0xc0:
        TRY(pop(c, c->object_type));
        TRY(class_const_type(c, u2at(p + 1), &a));
        return push(c, a);
    case 0xc1:
        TRY(pop(c, c->object_type));
        TRY(class_const_type(c, u2at(p + 1), &a));
        return push(c, T_INT);
    case 0xc2: case 0xc3: return pop_ref(c, NULL);
    case 0xc4: {                   /* wide */
        uint8_t o2 = p[1];
        uint16_t i = u2at(p + 2);
        switch (o2) {
        case 0x15: return load(c, i, T_INT);
        case 0x16: return load(c, i, T_LONG);
        case 0x17: return load(c, i, T_FLOAT);
        case 0x18: return load(c, i, T_DOUBLE);
        case 0x19: return load(c, i, T_REF);
        case 0x36: return store(c, i, T_INT);
        case 0x37: return store(c, i, T_LONG);
        case 0x38: return store(c, i, T_FLOAT);
        case 0x39: return store(c, i, T_DOUBLE);
        case 0x3a: return store(c, i, T_REF);
        case 0x84:
            TRY(local_index(c, i, 1));
            if (c->loc[i] != T_INT)
                return bad_local(c, i, "integer");
            c->stored = true;
            return true;
        case 0xa9:
            if (!c->checking)
                return do_ret(c, i);
            return vfail(c, NULL, "Bad instruction: %02x", o2);
        default:
            return vfail(c, NULL, "Bad instruction: %02x", p[0] == 0xc4 ? p[1] : p[0]);
        }
    }
    case 0xc5: {
        unsigned dims = p[3];
        TRY(class_const_type(c, u2at(p + 1), &a));
        const char *n = c->names[DATA(a)];
        unsigned have = 0;
        while (n[have] == '[')
            have++;
        if (dims < 1 || dims > have)
            return vfail(c, NULL, "Illegal dimension in multianewarray instruction: %u",
                         dims);
        for (unsigned k = 0; k < dims; k++)
            TRY(pop(c, T_INT));
        return push(c, a);
    }
    default:
        break;
    }
    if (op >= 0x60 && op <= 0x73) {                /* add sub mul div rem */
        VT t = arith_type[(op - 0x60) & 3];
        TRY(pop(c, t)); TRY(pop(c, t));
        return push(c, t);
    }
    if (op >= 0x74 && op <= 0x77) {                /* neg */
        VT t = arith_type[op - 0x74];
        TRY(pop(c, t));
        return push(c, t);
    }
    if (op >= 0x78 && op <= 0x7d) {                /* shifts */
        VT t = (op - 0x78) & 1 ? T_LONG : T_INT;
        TRY(pop(c, T_INT)); TRY(pop(c, t));
        return push(c, t);
    }
    if (op >= 0x7e && op <= 0x83) {                /* and or xor */
        VT t = (op - 0x7e) & 1 ? T_LONG : T_INT;
        TRY(pop(c, t)); TRY(pop(c, t));
        return push(c, t);
    }
    if (op >= 0x85 && op <= 0x93) {                /* conversions */
        TRY(pop(c, conv_from[op - 0x85]));
        return push(c, conv_to[op - 0x85]);
    }
    return vfail(c, NULL, "Bad instruction: %02x", op);
}

/* ------------------------------------------------------------------------------------------ */
/* StackMapTable */

typedef struct { const uint8_t *p, *end; bool bad; } Rd;

static unsigned rd1(Rd *r)
{
    if (r->p >= r->end) {
        r->bad = true;
        return 0;
    }
    return *r->p++;
}
static unsigned rd2(Rd *r) { unsigned h = rd1(r); return (h << 8) | rd1(r); }

/* Reads one verification_type_info into locals or stack slots at out[*n] (bounded by max). */
static bool read_vtype(V *c, Rd *r, VT *out, uint32_t *n, uint32_t max)
{
    unsigned tag = rd1(r);
    VT t;
    switch (tag) {
    case 0: t = T_TOP; break;
    case 1: t = T_INT; break;
    case 2: t = T_FLOAT; break;
    case 3: t = T_DOUBLE; break;
    case 4: t = T_LONG; break;
    case 5: t = T_NULL; break;
    case 6: t = T_UTHIS; break;
    case 7: {
        uint16_t idx = (uint16_t)rd2(r);
        if (r->bad)
            break;
        const char *nm = cf_class_name(c->cf, idx);
        if (!nm)
            return vfail(c, "StackMapTable format error", "bad class index %u in StackMapTable", (unsigned)idx);
        TRY(ref_type(c, nm, strlen(nm), &t));
        break;
    }
    case 8: {
        unsigned off = rd2(r);
        if (r->bad)
            break;
        if (!is_new_at(c, off))
            return vfail(c, "StackMapTable format error", "bad uninitialized offset %u in StackMapTable", off);
        t = MK(T_UNINIT, off);
        break;
    }
    default:
        return vfail(c, "StackMapTable format error", "bad verification type tag %u", tag);
    }
    if (r->bad)
        return vfail(c, "StackMapTable format error", "truncated StackMapTable");
    uint32_t w = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
    if (*n + w > max)
        return vfail(c, "StackMapTable format error", "frame has more than %u %s", (unsigned)max,
                     max == c->ms ? "stack slots" : "locals");
    out[(*n)++] = t;
    if (w == 2)
        out[(*n)++] = t + 1;
    return true;
}

/* The method's initial frame into c->loc (JVMS 4.10.1.6); returns the used locals count. */
static bool initial_frame(V *c, uint32_t *nused)
{
    uint32_t j = 0;
    for (uint32_t i = 0; i < c->nl; i++)
        c->loc[i] = T_TOP;
    if (!(c->m->access & ACC_STATIC)) {
        if (c->nl < 1)
            return vfail(c, "Local variable table overflow", "arguments can't fit into locals");
        c->loc[j++] = c->is_init ? T_UTHIS : c->this_type;
    }
    const char *d = c->m->desc;
    if (!d || *d != '(')
        return vfail(c, "Illegal descriptor", "bad method descriptor");
    d++;
    while (*d != ')') {
        VT t;
        if (!*d)
            return vfail(c, "Illegal descriptor", "bad method descriptor");
        TRY(parse_type(c, &d, &t, false));
        uint32_t w = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
        if (j + w > c->nl)
            return vfail(c, "Local variable table overflow", "arguments can't fit into locals");
        c->loc[j++] = t;
        if (w == 2)
            c->loc[j++] = t + 1;
    }
    d++;
    c->ret = *d == 'L' || *d == '[' ? 'L' : *d == 'B' || *d == 'C' || *d == 'S' || *d == 'Z' ? 'I' : *d;
    if (c->ret == 'L')
        TRY(parse_type(c, &d, &c->ret_type, false));
    *nused = j;
    return true;
}

static bool decode_stackmap(V *c)
{
    uint32_t nused;
    TRY(initial_frame(c, &nused));
    if (!c->m->stackmap || c->m->stackmap_len < 2)
        return true;
    Rd r = {c->m->stackmap, c->m->stackmap + c->m->stackmap_len, false};
    unsigned count = rd2(&r);
    VT *loc = malloc(((size_t)c->nl + 1) * sizeof(VT));
    if (!loc)
        return vfail(c, "Out of memory", "out of memory");
    memcpy(loc, c->loc, c->nl * sizeof(VT));
    bool ok = true;
    int64_t prev = -1;
    for (unsigned k = 0; ok && k < count; k++) {
        unsigned type = rd1(&r), delta;
        uint32_t depth = 0;
        VT *f = NULL;
        if (!(f = new_frame(c))) {
            ok = false;
            break;
        }
        VT *fs = f + 1 + c->nl;
        if (type < 64) {
            delta = type;
        } else if (type < 128) {
            delta = type - 64;
            ok = read_vtype(c, &r, fs, &depth, c->ms);
        } else if (type < 247) {
            ok = vfail(c, "StackMapTable format error", "reserved frame type %u", type);
            delta = 0;
        } else if (type == 247) {
            delta = rd2(&r);
            ok = read_vtype(c, &r, fs, &depth, c->ms);
        } else if (type < 251) {
            delta = rd2(&r);
            for (unsigned i = 0; ok && i < 251 - type; i++) {
                if (nused == 0) {
                    ok = vfail(c, "StackMapTable format error", "chop frame removes too many locals");
                    break;
                }
                nused--;
                if (is_half2(loc[nused]) && nused > 0)
                    loc[nused--] = T_TOP;
                loc[nused] = T_TOP;
            }
        } else if (type == 251) {
            delta = rd2(&r);
        } else if (type < 255) {
            delta = rd2(&r);
            for (unsigned i = 0; ok && i < type - 251; i++)
                ok = read_vtype(c, &r, loc, &nused, c->nl);
        } else {
            delta = rd2(&r);
            unsigned nlocs = rd2(&r);
            nused = 0;
            for (uint32_t i = 0; i < c->nl; i++)
                loc[i] = T_TOP;
            for (unsigned i = 0; ok && i < nlocs; i++)
                ok = read_vtype(c, &r, loc, &nused, c->nl);
            unsigned nstk = ok ? rd2(&r) : 0;
            for (unsigned i = 0; ok && i < nstk; i++)
                ok = read_vtype(c, &r, fs, &depth, c->ms);
        }
        if (ok && r.bad)
            ok = vfail(c, "StackMapTable format error", "truncated StackMapTable");
        if (!ok) {
            free(f);
            break;
        }
        int64_t off = prev < 0 ? (int64_t)delta : prev + delta + 1;
        if (off >= c->len || !c->is_start[off]) {
            free(f);
            ok = vfail(c, "StackMapTable error: bad offset", "bad offset %lld", (long long)off);
            break;
        }
        prev = off;
        f[0] = depth;
        memcpy(f + 1, loc, c->nl * sizeof(VT));
        c->frame_at[off] = (int32_t)c->nframes;
        c->frames[c->nframes] = f;
        c->frame_bci[c->nframes++] = (uint32_t)off;
    }
    if (ok && r.p != r.end)
        ok = vfail(c, "StackMapTable format error", "wrong attribute size");
    free(loc);
    return ok;
}

/* ------------------------------------------------------------------------------------------ */
/* Drivers */

static bool check_handlers(V *c)
{
    for (uint32_t i = 0; i < c->m->nhandlers; i++) {
        const CfHandler *h = &c->m->handlers[i];
        c->bci = h->start_pc;
        if (h->start_pc >= c->len || !c->is_start[h->start_pc])
            return vfail(c, NULL, "Illegal exception table start_pc %u", h->start_pc);
        if (h->end_pc <= h->start_pc || h->end_pc > c->len || (h->end_pc < c->len && !c->is_start[h->end_pc]))
            return vfail(c, NULL, "Illegal exception table end_pc %u", h->end_pc);
        if (h->handler_pc >= c->len || !c->is_start[h->handler_pc])
            return vfail(c, NULL, "Illegal exception table handler_pc %u",
                         h->handler_pc);
        if (h->catch_type) {
            VT t;
            TRY(class_const_type(c, h->catch_type, &t));
            int a = assignable(c, t, c->throwable_type);
            if (a < 0)
                return env_error(c);
            if (!a)
                return vfail(c, NULL, "Catch type is not a subclass of Throwable in exception handler %u",
                             (unsigned)h->handler_pc);
        }
    }
    return true;
}

/* One instruction: handlers before, the instruction, handlers after a store. */
static bool step(V *c)
{
    if (++c->work > VF_WORK_BUDGET)
        return vfail(c, "Method too complex to verify", "method too complex to verify");
    TRY(flow_handlers(c));
    TRY(exec(c));
    if (c->stored)
        TRY(flow_handlers(c));
    if (c->work > VF_WORK_BUDGET)
        return vfail(c, "Method too complex to verify", "method too complex to verify");
    return true;
}

static bool run_checking(V *c)
{
    TRY(decode_stackmap(c));
    c->sp = 0;
    bool dead = false;
    for (uint32_t bci = 0; bci < c->len;) {
        c->bci = bci;
        uint32_t l = insn_len(c, bci);
        TRY(l);
        int32_t id = c->frame_at[bci];
        if (id >= 0) {
            const VT *f = c->frames[id];
            if (!dead) {
                const char *why = NULL;
                uint32_t slot = 0;
                bool in_stack = false;
                int a = state_fits(c, f, &why, &slot, &in_stack);
                if (a < 0)
                    return env_error(c);
                if (!a)
                    return frame_mismatch(c, f, "Instruction type does not match stack map", why, slot, in_stack);
            }
            c->sp = f[0];
            memcpy(c->loc, f + 1, c->nl * sizeof(VT));
            memcpy(c->stk, f + 1 + c->nl, c->sp * sizeof(VT));
        } else if (dead) {
            return vfail(c, "Expecting a stack map frame", "Expected stackmap frame at this location.");
        }
        TRY(step(c));
        dead = !c->falls;
        bci += l;
    }
    if (!dead) {
        c->bci = c->len;
        return vfail(c, "Control flow falls through code end", "Control flow falls through code end");
    }
    return true;
}

static bool mark_leader(V *c, int64_t t)
{
    if (t < 0 || t >= (int64_t)c->len || !c->is_start[t])
        return vfail(c, "Illegal target of jump or branch", "Illegal target of jump or branch %lld", (long long)t);
    c->frame_at[t] = 0;
    return true;
}

static bool run_inference(V *c)
{
    /* leaders: 0, branch targets, handlers */
    c->frame_at[0] = 0;
    for (uint32_t bci = 0; bci < c->len;) {
        c->bci = bci;
        uint32_t l = insn_len(c, bci);
        TRY(l);
        const uint8_t *p = c->code + bci;
        uint8_t op = p[0];
        if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7)
            TRY(mark_leader(c, (int64_t)bci + (int16_t)u2at(p + 1)));
        else if (op == 0xc8)
            TRY(mark_leader(c, (int64_t)bci + s4at(p + 1)));
        if (op == 0xa8 || op == 0xc9) {        /* the subroutine and the return point */
            TRY(mark_leader(c, (int64_t)bci + (op == 0xa8 ? (int16_t)u2at(p + 1) : s4at(p + 1))));
            if (bci + l < c->len)
                c->frame_at[bci + l] = 0;
        }
        else if (op == 0xaa || op == 0xab) {
            uint32_t base = (bci + 4) & ~3u;
            TRY(mark_leader(c, (int64_t)bci + s4at(c->code + base)));
            if (op == 0xaa) {
                int32_t lo = s4at(c->code + base + 4), hi = s4at(c->code + base + 8);
                for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
                    TRY(mark_leader(c, (int64_t)bci + s4at(c->code + base + 12 + 4 * k)));
            } else {
                int32_t np = s4at(c->code + base + 4);
                for (int64_t k = 0; k < np; k++)
                    TRY(mark_leader(c, (int64_t)bci + s4at(c->code + base + 12 + 8 * k)));
            }
        }
        bci += l;
    }
    for (uint32_t i = 0; i < c->m->nhandlers; i++)
        c->frame_at[c->m->handlers[i].handler_pc] = 0;
    uint32_t n = 0;
    for (uint32_t bci = 0; bci < c->len; bci++)
        if (c->frame_at[bci] == 0) {
            c->frame_bci[n] = bci;
            c->frame_at[bci] = (int32_t)n++;
        }
    c->nframes = n;
    c->pending = calloc(n ? n : 1, 1);
    if (!c->pending)
        return vfail(c, "Out of memory", "out of memory");
    uint32_t nused;
    c->bci = 0;
    TRY(initial_frame(c, &nused));
    c->sp = 0;
    TRY(merge_into(c, 0));
    for (bool any = true; any;) {
        any = false;
        for (uint32_t i = 0; i < c->nframes; i++) {
            if (!c->pending[i])
                continue;
            any = true;
            c->pending[i] = 0;
            const VT *s = c->frames[i];
            c->sp = s[0];
            memcpy(c->loc, s + 1, c->nl * sizeof(VT));
            memcpy(c->stk, s + 1 + c->nl, c->sp * sizeof(VT));
            for (uint32_t bci = c->frame_bci[i];;) {
                c->bci = bci;
                uint32_t l = insn_len(c, bci);
                TRY(l);
                TRY(step(c));
                if (!c->falls)
                    break;
                bci += l;
                if (bci >= c->len)
                    return vfail(c, "Falling off the end of the code", "Falling off the end of the code");
                if (c->frame_at[bci] >= 0) {
                    c->bci = bci;
                    TRY(merge_into(c, bci));
                    break;
                }
            }
        }
    }
    return true;
}

static bool has_jsr(V *c)
{
    for (uint32_t bci = 0; bci < c->len;) {
        uint32_t l = insn_len(c, bci);
        if (!l)
            return false;
        uint8_t op = c->code[bci];
        if (op == 0xa8 || op == 0xa9 || op == 0xc9 || (op == 0xc4 && c->code[bci + 1] == 0xa9))
            return true;
        bci += l;
    }
    return false;
}

/* Forgets the type checker's frames and failure, for the fail-over to inference. */
static void restart(V *c)
{
    for (uint32_t i = 0; i < c->len; i++) {
        free(c->frames[i]);
        c->frames[i] = NULL;
        c->frame_at[i] = -1;
    }
    c->nframes = 0;
    c->slots_used = 0;
    c->sp = 0;
    c->status = 0;
}

/* Inference with the subroutine states allocated. */
static bool run_inference_jsr(V *c)
{
    c->site_state = calloc(c->len, sizeof(VT *));
    c->ret_state = calloc(c->len, sizeof(VT *));
    c->ret_sub = calloc(c->len, sizeof(uint32_t));
    c->sub_mods = calloc(c->len, sizeof(uint8_t *));
    c->self_call = calloc(c->len, 1);
    if (!c->site_state || !c->ret_state || !c->ret_sub || !c->sub_mods || !c->self_call)
        return vfail(c, "Out of memory", "out of memory");
    return run_inference(c);
}

static void format_message(V *c, char *msg, size_t msglen)
{
    const char *op = c->bci < c->len && opnames[c->code[c->bci]] ? opnames[c->code[c->bci]] : "<invalid>";
    if (c->cf->major >= 50)
        snprintf(msg, msglen, "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s\n  Reason:\n    %s",
                 c->summary, c->cf->name, c->m->name, c->m->desc, (unsigned)c->bci, op, c->reason);
    else {
        char ext[512];
        snprintf(ext, sizeof ext, "%s", c->cf->name);
        for (char *s = ext; *s; s++)
            if (*s == '/')
                *s = '.';
        snprintf(msg, msglen, "(class: %s, method: %s signature: %s) %s\n  at bci %u: %s", ext, c->m->name,
                 c->m->desc, c->summary, (unsigned)c->bci, c->reason);
    }
}

int verify_method(const ClassFile *cf, const CfMethod *m, const VerifyEnv *env, char *msg, size_t msglen)
{
    if (msg && msglen)
        msg[0] = 0;
    if (!m->has_code)
        return VERIFY_OK;
    V cx;
    V *c = &cx;
    memset(c, 0, sizeof *c);
    c->cf = cf;
    c->m = m;
    c->env = env;
    c->code = m->code;
    c->len = m->code_len;
    c->nl = m->max_locals;
    c->ms = m->max_stack;
    c->is_init = m->name && strcmp(m->name, "<init>") == 0 && strcmp(cf->name, "java/lang/Object") != 0;
    bool ok = c->len > 0 && c->len <= 65535 && m->code;
    if (!ok)
        vfail(c, "Invalid method Code length", "code length %u", (unsigned)c->len);
    if (ok) {
        c->is_start = calloc(c->len, 1);
        c->frame_at = malloc(c->len * sizeof(int32_t));
        c->frames = calloc(c->len, sizeof(VT *));
        c->frame_bci = malloc(c->len * sizeof(uint32_t));
        c->loc = malloc(((size_t)c->nl + 1) * sizeof(VT));
        c->stk = malloc(((size_t)c->ms + 1) * sizeof(VT));
        ok = c->is_start && c->frame_at && c->frames && c->frame_bci && c->loc && c->stk;
        if (!ok)
            vfail(c, "Out of memory", "out of memory");
    }
    ok = ok && ref_type(c, cf->name, strlen(cf->name), &c->this_type) &&
         ref_type(c, "java/lang/Object", 16, &c->object_type) &&
         ref_type(c, "java/lang/String", 16, &c->string_type) &&
         ref_type(c, "java/lang/Class", 15, &c->class_type) &&
         ref_type(c, "java/lang/Throwable", 19, &c->throwable_type);
    if (ok) {
        for (uint32_t i = 0; i < c->len; i++)
            c->frame_at[i] = -1;
        for (uint32_t bci = 0; ok && bci < c->len;) {
            c->is_start[bci] = 1;
            c->bci = bci;
            uint32_t l = insn_len(c, bci);
            ok = l != 0;
            bci += l;
        }
    }
    ok = ok && check_handlers(c);
    char *split_msg = NULL;        /* the fail-over's message: the type checker's */
    if (ok) {
        c->checking = cf->major >= 50;
        if (c->checking)
            ok = run_checking(c);
        if (!ok && c->status == VERIFY_FAIL && cf->major == 50 && has_jsr(c)) {
            /* HotSpot's fail-over: infer the types; a failure reports the type checker's error */
            if (msg && msglen && (split_msg = malloc(msglen)))
                format_message(c, split_msg, msglen);
            restart(c);
            c->checking = false;
        }
        if (!c->checking)
            ok = run_inference_jsr(c);
    }
    if (!ok && split_msg && c->status == VERIFY_FAIL)
        snprintf(msg, msglen, "%s", split_msg);
    else if (split_msg)
        split_msg[0] = 0;
    int st = c->status;
    if (st == VERIFY_FAIL && msg && !(split_msg && split_msg[0]))
        format_message(c, msg, msglen);
    free(split_msg);
    if (c->frames)
        for (uint32_t i = 0; i < c->len; i++)
            free(c->frames[i]);
    for (uint32_t i = 0; i < c->nnames; i++)
        free(c->names[i]);
    free(c->names);
    free(c->name_hash);
    free(c->is_start);
    free(c->frame_at);
    free(c->frames);
    free(c->frame_bci);
    free(c->pending);
    for (uint32_t i = 0; i < c->len; i++) {
        if (c->site_state)
            free(c->site_state[i]);
        if (c->ret_state)
            free(c->ret_state[i]);
        if (c->sub_mods)
            free(c->sub_mods[i]);
    }
    free(c->site_state);
    free(c->ret_state);
    free(c->ret_sub);
    free(c->sub_mods);
    free(c->self_call);
    free(c->loc);
    free(c->stk);
    return ok ? VERIFY_OK : (st ? st : VERIFY_FAIL);
}

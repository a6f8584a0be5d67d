/* jit.c: options, the LLVM ORC LLJIT instance, compiling and installing code, and the
 * per-method compilation state (how often compiled, queued, failed). */
#include "jit.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/ExecutionEngine.h>
#include <llvm-c/OrcEE.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "../gc/safepoint.h"
#include "../interp/opcodes.h"
#include "jit_internal.h"
#include "jit_queue.h"

JitOptions jit_options = {.enabled = true, .eager = false, .log = false, .threshold = 2000};

/* A method is compiled at most this often (recompiled when it met unresolved instructions). */
#define JIT_MAX_COMPILES 6


bool jit_parse_option(const char *opt) {
    if (!strcmp(opt, "eager")) {
        jit_options.eager = true;
        jit_options.threshold = 1;
        return true;
    }
    if (!strncmp(opt, "threshold=", 10)) {
        char *end;
        unsigned long n = strtoul(opt + 10, &end, 10);
        if (*end || end == opt + 10 || n == 0 || n > 1000000000UL) return false;
        jit_options.threshold = (uint32_t)n;
        return true;
    }
    if (!strcmp(opt, "perf")) {
        jit_options.perf = true;
        return true;
    }
    if (!strncmp(opt, "full=", 5)) {
        char *end;
        unsigned long n = strtoul(opt + 5, &end, 10);
        if (*end || end == opt + 5 || n > 4000000000UL) return false;
        jit_options.full = (uint32_t)n;
        jit_options.full_set = true;
        return true;
    }
    return false;
}

void jit_log(const char *fmt, ...) {
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stdout, "[jit] %s\n", line);
    fflush(stdout);
}

bool jit_target_available(void) {
    return LLVMInitializeNativeTarget() == 0 && LLVMInitializeNativeAsmPrinter() == 0;
}

/* ---- per-method state -------------------------------------------------------------------- */

typedef struct JitEntry {
    Method *m;
    uint8_t compiles;
    bool queued, failed, stale;
    bool full;            /* the installed code is of the full tier */
    bool upgrade_queued;  /* queued for the full tier */
} JitEntry;

static pthread_mutex_t state_mu = PTHREAD_MUTEX_INITIALIZER;
static JitEntry *table;
static size_t table_cap, table_count;

static size_t hash_ptr(const void *p) {
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x ^ (x >> 29));
}

/* The entry of m, made on first use (under state_mu). */
static JitEntry *entry_of(Method *m) {
    if (table_count * 2 >= table_cap) {
        size_t ncap = table_cap ? table_cap * 2 : 1024;
        JitEntry *nt = calloc(ncap, sizeof *nt);
        if (!nt) abort();
        for (size_t i = 0; i < table_cap; i++)
            if (table[i].m) {
                size_t j = hash_ptr(table[i].m) & (ncap - 1);
                while (nt[j].m) j = (j + 1) & (ncap - 1);
                nt[j] = table[i];
            }
        free(table);
        table = nt;
        table_cap = ncap;
    }
    size_t j = hash_ptr(m) & (table_cap - 1);
    while (table[j].m && table[j].m != m) j = (j + 1) & (table_cap - 1);
    if (!table[j].m) {
        table[j].m = m;
        table_count++;
    }
    return &table[j];
}

/* ---- LLVM -------------------------------------------------------------------------------- */

/* Two tiers (docs/jit.md, "Tiers"): a hot method is compiled first with a short pass list and
 * the code generator at CodeGenLevelLess (CodeGenLevelNone's fast instruction selection and
 * register allocation made code so slow that deltablue, cd and havlak ran 1.2-1.5x longer);
 * that code counts its entries and back-edges, and at -Xjit:full=N (default JIT_FULL_FACTOR times the
 * threshold) the method is compiled again in the background, when no hot method waits, with
 * more passes and the optimizing code generator. With -Xjit:eager every method gets the full
 * tier at once. Each tier has its own LLJIT, since the code generator's level belongs to the
 * LLJIT. */
#define JIT_FULL_FACTOR 150
static const char *const tier_passes[2] = {
    "function(sroa,early-cse<memssa>,instcombine,simplifycfg)",
    "function(sroa,early-cse<memssa>,instcombine,simplifycfg,loop-mssa(loop-rotate,licm),gvn,dse,instcombine,"
    "simplifycfg)",
};
static const LLVMCodeGenOptLevel tier_codegen[2] = {LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault};
static LLVMOrcLLJITRef lljit[2];
static LLVMOrcJITDylibRef dylib[2];
static LLVMTargetMachineRef target_machine;   /* for the IR passes */
static pthread_mutex_t compile_mu = PTHREAD_MUTEX_INITIALIZER;
static bool shutting_down;
static uint64_t fn_serial;

static void jit_shutdown(void) {
    /* Wait for a compilation in progress: LLVM's static destructors run after this. */
    pthread_mutex_lock(&compile_mu);
    shutting_down = true;
    pthread_mutex_unlock(&compile_mu);
}

static bool llvm_error(LLVMErrorRef e, char *err, size_t errlen) {
    if (!e) return false;
    char *msg = LLVMGetErrorMessage(e);
    snprintf(err, errlen, "%s", msg);
    LLVMDisposeErrorMessage(msg);
    return true;
}

/* -Xjit:perf: code is linked by RuntimeDyld with LLVM's perf listener, which writes
 * jit-<pid>.dump (in $JITDUMPDIR or ~/.debug/jit) for `perf inject --jit`. */
static LLVMJITEventListenerRef perf_listener;
static LLVMOrcObjectLayerRef perf_object_layer(void *ctx, LLVMOrcExecutionSessionRef es, const char *triple) {
    (void)ctx;
    (void)triple;
    LLVMOrcObjectLayerRef layer = LLVMOrcCreateRTDyldObjectLinkingLayerWithSectionMemoryManager(es);
    LLVMOrcRTDyldObjectLinkingLayerRegisterJITEventListener(layer, perf_listener);
    return layer;
}

bool jit_llvm_init(char *err, size_t errlen) {
    if (!jit_target_available()) {
        snprintf(err, errlen, "LLVM has no native target here");
        return false;
    }
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
        snprintf(err, errlen, "%s", msg ? msg : "no target");
        LLVMDisposeMessage(msg);
        LLVMDisposeMessage(triple);
        return false;
    }
    char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
    target_machine = LLVMCreateTargetMachine(target, triple, cpu, features, LLVMCodeGenLevelDefault,
                                             LLVMRelocDefault, LLVMCodeModelJITDefault);
    bool ok = true;
    for (int i = 0; i < 2 && ok; i++) {
        /* The builder takes the target machine of its code generator. */
        LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu, features, tier_codegen[i],
                                                          LLVMRelocDefault, LLVMCodeModelJITDefault);
        LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
        LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder,
                                                      LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
        if (jit_options.perf && !perf_listener && !(perf_listener = LLVMCreatePerfJITEventListener())) {
            snprintf(err, errlen, "-Xjit:perf: this LLVM has no perf support");
            LLVMOrcDisposeLLJITBuilder(builder);
            ok = false;
            break;
        }
        if (jit_options.perf) LLVMOrcLLJITBuilderSetObjectLinkingLayerCreator(builder, perf_object_layer, NULL);
        if (llvm_error(LLVMOrcCreateLLJIT(&lljit[i], builder), err, errlen)) {
            ok = false;
            break;
        }
        dylib[i] = LLVMOrcLLJITGetMainJITDylib(lljit[i]);
        /* Library functions LLVM may call (fmod for frem, memcpy, ...) come from the process. */
        LLVMOrcDefinitionGeneratorRef gen = NULL;
        if (llvm_error(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                           &gen, LLVMOrcLLJITGetGlobalPrefix(lljit[i]), NULL, NULL),
                       err, errlen))
            ok = false;
        else
            LLVMOrcJITDylibAddGenerator(dylib[i], gen);
    }
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    LLVMDisposeMessage(triple);
    if (ok) atexit(jit_shutdown);
    return ok;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Whether mod calls llvm.fabs: compiled code never asks for it, so it came from InstCombine. */
static bool uses_fabs(LLVMModuleRef mod) {
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
        size_t n;
        const char *fname = LLVMGetValueName2(f, &n);
        if (!strncmp(fname, "llvm.fabs.", 10) && LLVMGetFirstUse(f)) return true;
    }
    return false;
}

/* A module for tier's LLJIT: its target triple and data layout. */
static void set_tier_target(LLVMModuleRef mod, int tier) {
    LLVMSetTarget(mod, LLVMOrcLLJITGetTripleString(lljit[tier]));
    LLVMSetDataLayout(mod, LLVMOrcLLJITGetDataLayoutStr(lljit[tier]));
}

/* Runs tier's IR passes over mod; false with the reason in why. */
static bool run_tier_passes(LLVMModuleRef mod, int tier, char *why, size_t whylen) {
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(mod, tier_passes[tier], target_machine, po);
    LLVMDisposePassBuilderOptions(po);
    return !llvm_error(e, why, whylen);
}

/* Hands mod (of tsc) to tier's LLJIT and looks up function `name`, which makes LLVM generate
 * its code: the code, or NULL with the reason in why. */
static JitCode generate_code(LLVMModuleRef mod, LLVMOrcThreadSafeContextRef tsc, int tier, const char *name,
                             char *why, size_t whylen) {
    LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(mod, tsc);
    if (llvm_error(LLVMOrcLLJITAddLLVMIRModule(lljit[tier], dylib[tier], tsm), why, whylen)) {
        LLVMOrcDisposeThreadSafeModule(tsm);
        return NULL;
    }
    LLVMOrcExecutorAddress addr = 0;
    if (llvm_error(LLVMOrcLLJITLookup(lljit[tier], &addr, name), why, whylen)) return NULL;
    return (JitCode)(uintptr_t)addr;
}

/* m's IR as function `name` in a new module of ctx, verified and optimized for tier; *ok false
 * with the reason in why. Adds its milliseconds of IR building and of IR passes to ms[0], ms[1]. */
static LLVMModuleRef optimized_ir(LLVMContextRef ctx, Method *m, int tier, const char *name, uint32_t count_to,
                                  bool fp_typed, bool *ok, char *why, size_t whylen, char *inlined,
                                  size_t inlinedlen, double ms[2]) {
    LLVMModuleRef mod = LLVMModuleCreateWithNameInContext(name, ctx);
    set_tier_target(mod, tier);
    double t0 = now_ms();
    *ok = jit_build_ir(ctx, mod, m, name, why, whylen, inlined, inlinedlen, count_to, fp_typed);
    ms[0] += now_ms() - t0;
    if (*ok) {
        char *msg = NULL;
        if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
            snprintf(why, whylen, "LLVM verifier: %.200s", msg ? msg : "?");
            *ok = false;
        }
        LLVMDisposeMessage(msg);
    }
    if (*ok) {
        double t1 = now_ms();
        *ok = run_tier_passes(mod, tier, why, whylen);
        ms[1] += now_ms() - t1;
        const char *dump = getenv("MINIVM_JIT_DUMP");
        if (*ok && dump && strstr(m->name, dump)) {
            char *ir = LLVMPrintModuleToString(mod);
            fprintf(stderr, "; ---- %s.%s%s tier %d\n%s\n", m->owner->name, m->name, m->desc, tier, ir);
            LLVMDisposeMessage(ir);
        }
    }
    return mod;
}

/* Compiles a small function with each tier, on the compiler thread, when a method is a
 * quarter of the way to the threshold and none is queued yet: a tier's first compilation
 * otherwise also pays LLVM's one-time set-up of its code generator (docs/jit.md,
 * "Compilation"). Best effort: after an error the first real compilation warms up. */
static void warm_up_llvm(void) {
    static const char ir[] = "define i64 @jit_warm_up(i64* %p, i64 %x) {\n"
                             "  %c = icmp sgt i64 %x, 0\n"
                             "  br i1 %c, label %set, label %done\n"
                             "set:\n"
                             "  %q = getelementptr i64, i64* %p, i64 1\n"
                             "  store i64 %x, i64* %q\n"
                             "  br label %done\n"
                             "done:\n"
                             "  %r = getelementptr i64, i64* %p, i64 2\n"
                             "  %v = load i64, i64* %r\n"
                             "  %s = add i64 %v, %x\n"
                             "  ret i64 %s\n"
                             "}\n";
    double t0 = now_ms();
    pthread_mutex_lock(&compile_mu);
    for (int tier = 0; tier < 2 && !shutting_down; tier++) {
        char why[256];
        char *msg = NULL;
        LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
        LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(ir, sizeof ir - 1, "jit_warm_up", 0);
        LLVMModuleRef mod = NULL;
        if (!LLVMParseIRInContext(LLVMOrcThreadSafeContextGetContext(tsc), buf, &mod, &msg)) {   /* takes buf */
            set_tier_target(mod, tier);
            if (run_tier_passes(mod, tier, why, sizeof why)) generate_code(mod, tsc, tier, "jit_warm_up", why, sizeof why);
            else LLVMDisposeModule(mod);
        }
        LLVMDisposeMessage(msg);
        LLVMOrcDisposeThreadSafeContext(tsc);
    }
    pthread_mutex_unlock(&compile_mu);
    if (jit_options.log) jit_log("warmed up LLVM's code generators in %.1f ms", now_ms() - t0);
}

/* Compiles m with the quick tier (full false; the full tier with -Xjit:eager) or the full tier
 * and installs its code. Called with no lock held; takes compile_mu. */
static void compile_and_install(Method *m, bool full) {
    pthread_mutex_lock(&compile_mu);
    if (shutting_down) {
        pthread_mutex_unlock(&compile_mu);
        return;
    }
    bool upgrading = full && !jit_options.eager;
    pthread_mutex_lock(&state_mu);
    JitEntry *st = entry_of(m);
    if (upgrading) {
        /* An upgrade: only of installed quick code (not dropped as stale meanwhile). */
        st->upgrade_queued = false;
        if (st->stale || st->full || !jit_code(m)) {
            pthread_mutex_unlock(&state_mu);
            pthread_mutex_unlock(&compile_mu);
            return;
        }
    }
    st->stale = false;
    pthread_mutex_unlock(&state_mu);
    int tier = full ? 1 : 0;

    double t0 = now_ms();
    double ms[3] = {0, 0, 0};   /* IR building, IR passes, code generation */
    char why[256] = "", name[512], inlined[512] = "";
    ++fn_serial;
    if (jit_options.perf)   /* what perf report shows */
        snprintf(name, sizeof name, "%s.%s%s [%s %" PRIu64 "]", m->owner->name, m->name, m->desc,
                 tier ? "full" : "quick", fn_serial);
    else
        snprintf(name, sizeof name, "jit_%" PRIu64, fn_serial);
    LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
    LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(tsc);
    uint64_t count_to = jit_options.full_set ? jit_options.full : (uint64_t)jit_options.threshold * JIT_FULL_FACTOR;
    if (count_to > UINT32_MAX) count_to = UINT32_MAX;
    LLVMModuleRef mod = NULL;
    bool ok = false;
    JitCode code = NULL;
    for (int fp_typed = 1; fp_typed >= 0; fp_typed--) {
        if (mod) LLVMDisposeModule(mod);
        mod = optimized_ir(ctx, m, tier, name, tier ? 0 : (uint32_t)count_to, fp_typed, &ok, why, sizeof why,
                           inlined, sizeof inlined, ms);
        if (!ok || !uses_fabs(mod)) break;
        /* LLVM 14's InstCombine turns (x <= 0) ? 0 - x : x into fabs(x), which clears a NaN's
         * sign bit where Java keeps it. Float and double values kept as integers hide the
         * pattern; if even that fails, the method stays interpreted. */
        ok = false;
        snprintf(why, sizeof why, "LLVM made fabs of a compare-and-negate (wrong for NaN)");
    }
    double t_code = now_ms();
    if (ok) code = generate_code(mod, tsc, tier, name, why, sizeof why);
    else LLVMDisposeModule(mod);
    LLVMOrcDisposeThreadSafeContext(tsc);
    ms[2] = now_ms() - t_code;

    pthread_mutex_lock(&state_mu);
    JitEntry *e = entry_of(m);
    if (!upgrading) e->queued = false;
    if (code) {
        if (!upgrading) e->compiles++;
        e->full = tier == 1;
        atomic_store_explicit(&m->jit, (void *)code, memory_order_release);
    } else if (!upgrading) {
        e->failed = true;   /* a failed upgrade keeps the quick code */
    }
    unsigned n = e->compiles;
    pthread_mutex_unlock(&state_mu);
    pthread_mutex_unlock(&compile_mu);
    if (jit_options.log) {
        const char *how = jit_options.eager ? "" : tier ? " full" : " quick";
        if (code)
            jit_log("compiled %s.%s%s (%u bytes)%s%s in %.1f ms (IR %.1f, passes %.1f, code %.1f)%s%s",
                    m->owner->name, m->name, m->desc, m->cf->code_len, n > 1 && !upgrading ? " again" : "", how,
                    now_ms() - t0, ms[0], ms[1], ms[2], inlined[0] ? "; inlined " : "", inlined);
        else
            jit_log("not compiled %s.%s%s%s: %s", m->owner->name, m->name, m->desc, how, why);
    }
}

/* ---- requests ---------------------------------------------------------------------------- */

/* Only reached with the compiler thread running: warm_at is 0 otherwise. */
void jit_warm_up(void) { jit_queue_warm_up(); }

void jit_method_hot(Thread *t, Method *m) {
    if (!lljit[0] || !m->cf || (m->access & (ACC_NATIVE | ACC_ABSTRACT))) return;
    pthread_mutex_lock(&state_mu);
    JitEntry *e = entry_of(m);
    bool want = !e->failed && !e->queued && e->compiles < JIT_MAX_COMPILES && (!jit_code(m) || e->stale);
    if (want) e->queued = true;
    pthread_mutex_unlock(&state_mu);
    if (!want) return;
    if (!atomic_load_explicit(&m->refmaps, memory_order_acquire)) {
        /* Not typed yet (it has not run): try again at the next threshold crossing. */
        pthread_mutex_lock(&state_mu);
        entry_of(m)->queued = false;
        pthread_mutex_unlock(&state_mu);
        __atomic_store_n(&m->counter, 0, __ATOMIC_RELAXED);
        return;
    }
    if (jit_options.eager) {
        thread_block_begin(t);   /* a collection may run meanwhile: compiling touches no object */
        compile_and_install(m, true);
        thread_block_end(t);
    } else {
        jit_queue_push(m, false);
    }
}

/* Compiled code met an unresolved instruction: compile m again once the interpreter has
 * resolved it (at the next threshold crossing; m runs interpreted until then, since the
 * interpreter only asks for code when m has none). */
void jit_rt_unresolved(Method *m, Method *where, uint32_t bci) {
    pthread_mutex_lock(&state_mu);
    JitEntry *e = entry_of(m);
    bool again = !e->stale && e->compiles < JIT_MAX_COMPILES;
    if (again) e->stale = true;
    pthread_mutex_unlock(&state_mu);
    if (again && jit_options.log) {
        unsigned op = __atomic_load_n(&where->code[bci], __ATOMIC_ACQUIRE);
        jit_log("deoptimized %s.%s%s: %s at bci %u of %s.%s was not resolved when compiled; interpreted until "
                "compiled again",
                m->owner->name, m->name, m->desc, opcode_name(op) ? opcode_name(op) : "?", bci,
                where->owner->name, where->name);
    }
    if (again) {
        __atomic_store_n(&m->counter, 0, __ATOMIC_RELAXED);
        atomic_store_explicit(&m->jit, NULL, memory_order_release);
    }
}

/* Quick code of m counted to its limit: queue m for the full tier (once) and count again. */
void jit_rt_counted(Method *m) {
    __atomic_store_n(&m->counter, 0, __ATOMIC_RELAXED);
    pthread_mutex_lock(&state_mu);
    JitEntry *e = entry_of(m);
    bool upgrade = !e->upgrade_queued && !e->full && !e->stale && !jit_options.eager;
    if (upgrade) e->upgrade_queued = true;
    pthread_mutex_unlock(&state_mu);
    if (upgrade) jit_queue_push(m, true);
}

bool jit_init(char *err, size_t errlen) {
    if (!jit_options.enabled) return true;
    if (!jit_llvm_init(err, errlen)) return false;
    if (!jit_options.eager) {   /* eager mode compiles at once, on the calling thread */
        if (!jit_queue_start(compile_and_install, warm_up_llvm, err, errlen)) return false;
        /* A quarter of the threshold: short runs never wait at exit for a warm-up. */
        jit_options.warm_at = jit_options.threshold / 4;
    }
    return true;
}

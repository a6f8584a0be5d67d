/* native_float.c: java.lang.Double and java.lang.Float natives: bit conversions, and
 * toString / parsing through fpconv.c (exactly JDK 17's FloatingDecimal behaviour). */
#include "native_util.h"
#include "../../vm/natives.h"

#include <stdint.h>

#include "fpconv.h"

/* Must match PARSE_FAILED in Double.java / Float.java. */
#define DOUBLE_PARSE_FAILED INT64_C(0x7ff0000000000001)
#define FLOAT_PARSE_FAILED INT32_C(0x7f800001)

static Value Double_toString0(Thread *t, Value *args) {
    char buf[FP_JAVA_BUFSZ];
    fp_double_to_java(args[0].d, buf);
    return v_ref(string_from_utf8(t, buf));
}

static Value Float_toString0(Thread *t, Value *args) {
    char buf[FP_JAVA_BUFSZ];
    fp_float_to_java(args[0].f, buf);
    return v_ref(string_from_utf8(t, buf));
}

static Value Double_parse0(Thread *t, Value *args) {
    (void)t;
    char *s = string_to_utf8(args[0].l);
    double d;
    bool ok = s && fp_parse_double(s, strlen(s), &d);
    free(s);
    if (!ok) return v_long(DOUBLE_PARSE_FAILED);
    jlong bits;
    memcpy(&bits, &d, sizeof bits);
    return v_long(bits);
}

static Value Float_parse0(Thread *t, Value *args) {
    (void)t;
    char *s = string_to_utf8(args[0].l);
    float f;
    bool ok = s && fp_parse_float(s, strlen(s), &f);
    free(s);
    if (!ok) return v_int(FLOAT_PARSE_FAILED);
    jint bits;
    memcpy(&bits, &f, sizeof bits);
    return v_int(bits);
}

static Value Double_doubleToRawLongBits(Thread *t, Value *args) {
    (void)t;
    jlong bits;
    double d = args[0].d;
    memcpy(&bits, &d, sizeof bits);
    return v_long(bits);
}

static Value Double_longBitsToDouble(Thread *t, Value *args) {
    (void)t;
    jlong bits = args[0].j;
    double d;
    memcpy(&d, &bits, sizeof d);
    return v_double(d);
}

static Value Float_floatToRawIntBits(Thread *t, Value *args) {
    (void)t;
    jint bits;
    float f = args[0].f;
    memcpy(&bits, &f, sizeof bits);
    return v_int(bits);
}

static Value Float_intBitsToFloat(Thread *t, Value *args) {
    (void)t;
    jint bits = args[0].i;
    float f;
    memcpy(&f, &bits, sizeof f);
    return v_float(f);
}

static const NativeMethod float_natives[] = {
    {"java/lang/Double", "toString0", "(D)Ljava/lang/String;", Double_toString0},
    {"java/lang/Double", "parse0", "(Ljava/lang/String;)J", Double_parse0},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", Double_doubleToRawLongBits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", Double_longBitsToDouble},
    {"java/lang/Float", "toString0", "(F)Ljava/lang/String;", Float_toString0},
    {"java/lang/Float", "parse0", "(Ljava/lang/String;)I", Float_parse0},
    {"java/lang/Float", "floatToRawIntBits", "(F)I", Float_floatToRawIntBits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", Float_intBitsToFloat},
};
NATIVES_REGISTER(float_natives)

/* native_string.c: java.lang.String natives. */
#include "native_util.h"
#include "../../vm/natives.h"

static Value String_intern(Thread *t, Value *args) {
    return v_ref(string_intern(t, args[0].l));
}

static const NativeMethod string_natives[] = {
    {"java/lang/String", "intern", "()Ljava/lang/String;", String_intern},
};
NATIVES_REGISTER(string_natives)

/* native_string.c: java.lang.String natives. */
#include "native_util.h"
#include "natives_all.h"

static Value String_intern(Thread *t, Value *args) {
    return v_ref(string_intern(t, args[0].l));
}

const NativeMethod string_natives[] = {
    {"java/lang/String", "intern", "()Ljava/lang/String;", String_intern},
};
const size_t string_natives_count = NATIVE_TABLE_SIZE(string_natives);

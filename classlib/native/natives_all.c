/* natives_all.c: registers every native table of the class library. */
#include "natives_all.h"

void classlib_natives_init(void) {
    natives_register(object_natives, object_natives_count);
    natives_register(system_natives, system_natives_count);
    natives_register(string_natives, string_natives_count);
    natives_register(class_natives, class_natives_count);
    natives_register(throwable_natives, throwable_natives_count);
    natives_register(float_natives, float_natives_count);
    natives_register(math_natives, math_natives_count);
    natives_register(io_natives, io_natives_count);
}

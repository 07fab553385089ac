// Graphviz 2.42 writes every coordinate of an SVG through `gvprintdouble` (lib/gvc/gvdevice.c):
// `snprintf(buf, 50, "%.02f", num)`, then trailing zeros and a bare point cut. glibc formats
// `%f` with arbitrary-precision arithmetic (`__printf_fp`): in `lifeline trace observer -o x.svg`
// (118 events, rounded boxes drawn as Bézier curves) that was 24 M of the command's 117 M
// instructions (callgrind; Benchmarks/Profiling.md, section 27).
//
// This file defines `gvprintdouble` in the executable. The dynamic linker binds libgvc's and its
// plugins' calls to the executable's definition first (the SVG renderer in libgvplugin_core
// calls it through the PLT), so every number goes through `lifeline_graphviz_format_number`,
// which gives the same digits with integer arithmetic. It does so only for a libgvc whose
// version `lifeline_graphviz_numbers_adopt` accepted; for any other it hands the call to the
// library's own `gvprintdouble` (`dlsym(RTLD_NEXT, ...)`), so a newer Graphviz that changes its
// number format keeps its own.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "CGraphvizNumbers.h"

// From gvc's headers (gvcjob.h, gvio.h), repeated so that this target needs no include path.
typedef struct GVJ_s GVJ_t;
extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);
void gvprintdouble(GVJ_t *job, double num);

// Set under the renderer's lock when a context is made, read inside renders. Atomic because
// a test also sets it while other tests render (either value writes the same bytes there).
static atomic_int adopted = 0;

int lifeline_graphviz_numbers_adopt(const char *version) {
    // The one library read here: Debian 12's graphviz 2.42.2, whose libgvc calls itself 2.43.0
    // (`dot -V`; its sources are a 2.43 snapshot). Its `gvprintdouble` was read from the
    // disassembly, and the tests compare every form with snprintf. Later releases changed what
    // they write, so any other version keeps its own.
    int matches = version != NULL && strcmp(version, "2.43.0") == 0;
    atomic_store_explicit(&adopted, matches, memory_order_relaxed);
    return matches;
}

// Graphviz's `gvtrim_zeros`: "12.50" -> "12.5", "3.00" -> "3", "-0.00" -> "-0".
static size_t trimmed(char *text) {
    char *point = strchr(text, '.');
    size_t length = strlen(text);
    if (point == NULL || point[1] == '\0') return length;
    char *last = text + length - 1;
    if (*last != '0') return length;
    while (*last == '0') *last-- = '\0';
    if (*last == '.') *last = '\0';
    return strlen(text);
}

size_t lifeline_graphviz_format_number_by_printf(double number, char *out) {
    if (number > -1e-8 && number < 1e-8) number = 0.0;
    snprintf(out, 50, "%.02f", number);
    return trimmed(out);
}

size_t lifeline_graphviz_format_number(double number, char *out) {
    if (number > -1e-8 && number < 1e-8) number = 0.0;
    // Beyond this (and for inf and NaN) printf's own way: the integer part must stay exact in
    // a double and an int64 after scaling by 100.
    if (!(fabs(number) < 1e13)) return lifeline_graphviz_format_number_by_printf(number, out);

    // The hundredths `%.02f` prints: the exact value of 100 * number rounded to the nearest
    // integer, halves to even (glibc rounds exactly, in the default rounding mode). `scaled`
    // is the product rounded; `error`, by a fused multiply-add, is exactly what rounding lost.
    double scaled = number * 100.0;
    double error = fma(number, 100.0, -scaled);
    double below = floor(scaled);
    // fraction - 1/2 is exact: the fraction is a multiple of scaled's unit in the last place,
    // and when it lies in [1/4, 1) the subtraction is exact (Sterbenz); below 1/4 the
    // comparison is decided by far more than `error` can be.
    double overHalf = (scaled - below) - 0.5;
    double nearest;
    if (overHalf > -error) nearest = below + 1;
    else if (overHalf < -error) nearest = below;
    else nearest = fmod(below, 2.0) == 0 ? below : below + 1;

    int64_t hundredths = (int64_t)fabs(nearest);
    char digits[32];
    int count = 0;
    int64_t whole = hundredths / 100;
    do { digits[count++] = (char)('0' + whole % 10); whole /= 10; } while (whole > 0);
    size_t length = 0;
    if (number < 0) out[length++] = '-';
    while (count > 0) out[length++] = digits[--count];
    int cents = (int)(hundredths % 100);
    if (cents != 0) {
        out[length++] = '.';
        out[length++] = (char)('0' + cents / 10);
        if (cents % 10 != 0) out[length++] = (char)('0' + cents % 10);
    }
    out[length] = '\0';
    return length;
}

void gvprintdouble(GVJ_t *job, double num) {
    int ours = atomic_load_explicit(&adopted, memory_order_relaxed);
    if (!ours) {
        static void (*library)(GVJ_t *, double) = NULL;
        if (library == NULL) library = (void (*)(GVJ_t *, double))dlsym(RTLD_NEXT, "gvprintdouble");
        if (library != NULL && library != gvprintdouble) {
            library(job, num);
            return;
        }
    }
    char text[64];
    size_t length = ours ? lifeline_graphviz_format_number(num, text)
                            : lifeline_graphviz_format_number_by_printf(num, text);
    gvwrite(job, text, length);
}

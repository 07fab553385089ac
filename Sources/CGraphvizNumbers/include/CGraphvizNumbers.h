#ifndef LIFELINE_CGRAPHVIZNUMBERS_H
#define LIFELINE_CGRAPHVIZNUMBERS_H

#include <stddef.h>

/// Lets the process's `gvprintdouble` (GraphvizNumbers.c) write numbers itself when `version`,
/// libgvc's own (`gvcVersion`), is one whose `gvprintdouble` it reproduces byte for byte;
/// any other version keeps the library's. Returns whether it does. Call it with the renderer's
/// lock held, before the first render.
int lifeline_graphviz_numbers_adopt(const char *version);

/// Writes `number` as Graphviz 2.42.2's `gvprintdouble` does (`%.02f`, trailing zeros and a bare
/// point cut, magnitudes below 1e-8 written `0`) into `out`, which holds at least 64 bytes,
/// and returns its length. Exact: no digit differs from glibc's `snprintf` for any double.
size_t lifeline_graphviz_format_number(double number, char *out);

/// The same through `snprintf`, the library's own way: the reference the tests compare with.
size_t lifeline_graphviz_format_number_by_printf(double number, char *out);

#endif

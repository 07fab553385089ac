#ifndef LIFELINE_CGRAPHVIZ_SHIM_H
#define LIFELINE_CGRAPHVIZ_SHIM_H

#include <stdlib.h>
#include <string.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

// Exported by libcgraph but not declared in its headers: resets the DOT lexer after a parse,
// which agread and agmemread otherwise leave holding the rest of their input, and after a
// syntax error its state too (see the shared notes on Graphviz).
extern void aglexbad(void);

// Exported by libgvc but not declared in its headers: the folder its plugins are in, `GVBINDIR`
// when set, else the `graphviz` folder beside the loaded libgvc (found with dl_iterate_phdr),
// as `gvContext()` and `dot` use it. The string is libgvc's own; the context is read only for
// its verbosity.
extern char *gvconfig_libdir(GVC_t *gvc);

// Grows the buffer that libcgraph formats messages into before handing them to an agseterrf
// handler, so that it holds `size` characters. Graphviz 2.42 formats a message that does not
// fit a second time from an already consumed va_list and hands the handler garbage; a message
// that fits is formatted once. The text sent is `size` spaces with no conversions, so that
// growing it is not itself harmed by the bug. Only useful with a handler installed: without
// one the spaces go to stderr. agerr is variadic, which is why this is C and not Swift.
static inline void lifeline_grow_message_buffer(size_t size) {
    char *spaces = malloc(size + 1);
    if (spaces == NULL) return;
    memset(spaces, ' ', size);
    spaces[size] = '\0';
    agerr(AGPREV, spaces);
    free(spaces);
}

#endif

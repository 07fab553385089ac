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

// Exported by libcgraph but not declared in its headers: forgets the names beginning with '%'
// that a graph's objects were given, as the DOT parser does when it ends a graph.
extern void aginternalmapclearlocalnames(Agraph_t *g);

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

// Graphviz 2.42's `dot` layout gives a labelled edge between two nodes of one rank a virtual
// node in the rank above (`make_vn_slot`, lib/dotgen/flat.c; `make_leafslots` in position.c
// grows a rank the same way). It grows the rank's node list `v` with realloc but leaves `av`,
// the pointer `dot_cleanup` frees, on the old block: when realloc moved the list, that block is
// freed a second time by `gvFreeLayout`. `dot -Tsvg` never frees its last graph's layout, so it
// shows this only on a file holding two graphs (valgrind: "Invalid free" under gvFreeLayout, the
// block "free'd by realloc" under flat_edges); later Graphviz stores the new list in `av` too.
// Only the root graph's ranks own their lists (a cluster's `v` points into the root's, its `av`
// is a block of its own), and only `dot` sets `rank`. Counts the root's ranks whose list moved
// away from `av`; with `repair`, points `av` at the list as upstream's fix does, so that freeing
// the layout frees the live block once and nothing twice.
static inline int lifeline_moved_dot_rank_lists(Agraph_t *graph, int repair) {
    Agraphinfo_t *info = (Agraphinfo_t *)agbindrec(graph, "Agraphinfo_t", 0, FALSE);
    if (info == NULL || info->rank == NULL) return 0;
    int moved = 0;
    for (int r = info->minrank; r <= info->maxrank; r++) {
        if (info->rank[r].v == info->rank[r].av) continue;
        moved++;
        if (repair) info->rank[r].av = info->rank[r].v;
    }
    return moved;
}

#endif

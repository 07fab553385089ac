#ifndef LIFELINE_CGRAPHVIZPINNEDLAYOUT_H
#define LIFELINE_CGRAPHVIZPINNEDLAYOUT_H

#include <gvc.h>

/// The name the pinned layout is registered under in a context.
extern const char *const lifeline_pinned_layout_name;

/// Registers the pinned layout with `context` when `version`, libgvc's own (`gvcVersion`), is
/// the one it was written against (it calls that library's internal functions); returns
/// whether it did. Call it with the renderer's lock held, before the first render.
int lifeline_pinned_layout_register(GVC_t *context, const char *version);

/// Whether the pinned layout draws `graph` exactly as Graphviz's `nop2` would: every node has
/// a position, and the graph uses nothing of what `nop2` reads that the pinned layout does not
/// implement (subgraphs, self loops, ports, edge labels, external labels, `lp`, `bb`, a
/// background, `ratio`, `dim`, `notranslate`, `rotate`, `pin`). Reads the graph and declares
/// nothing in it. O(nodes + edges).
int lifeline_pinned_layout_accepts(Agraph_t *graph);

/// When the pinned layout accepts `graph`, sets the graph's `layout` attribute to it (Graphviz
/// lays out with that attribute, not with the engine `gvLayout` is given) and returns 1;
/// else leaves the graph as it is and returns 0.
int lifeline_pinned_layout_select(Agraph_t *graph);

/// `sscanf(text, "%lf,%lf%n", x, y, used)`, the same result and values, but without sscanf's
/// stream for the plain decimal numbers Lifeline writes; exposed for the tests that compare it
/// with sscanf.
int lifeline_pinned_layout_scan_pair(const char *text, double *x, double *y, int *used);

#endif

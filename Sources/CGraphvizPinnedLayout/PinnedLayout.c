// The layout the sequence and comparison diagrams need: every node where the DOT's `pos` puts
// it, every edge that has a `pos` drawn through its points, every other edge a straight line.
// That is what Graphviz's `nop2` does for these graphs, but `nop2` lives in
// libgvplugin_neato_layout, which brings GLib, GTS, PCRE2 and a second libstdc++ with it: about
// 0.9 ms of every `lifeline trace … -o x.svg` before a single node is placed (Benchmarks/
// Profiling.md, section 28). The steps below are `nop2`'s (Graphviz 2.42.2, lib/neatogen:
// neato_layout with Nop = 2, init_nop, user_pos, user_spline, neato_translate, spline_edges0)
// for the graphs `lifeline_pinned_layout_accepts` lets through, done by calling the same
// functions of libgvc that `nop2` calls, in the same order, with the same arithmetic, so that
// the SVG is the same byte for byte (the tests compare it with `dot -Tsvg` and with `nop2` in
// process for every built-in diagram). Anything else goes to `nop2` itself.
//
// It calls libgvc's internal functions (common_init_node, makeStraightEdge, gv_postprocess…),
// whose signatures are repeated here from 2.42's lib/common headers, which Debian does not
// install; so it is registered only for that library (`lifeline_pinned_layout_register`).
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gvplugin.h>
#include <gvplugin_layout.h>

#include "CGraphvizPinnedLayout.h"

// lib/common/const.h and macros.h (not installed).
enum { edgeTypeLine = 1 << 1, edgeTypeMask = 7 << 1, positionSet = 1, positionPinned = 3, splinesDone = 1 };

// lib/common: render.h, utils.h, globals.h (not installed).
extern void common_init_node(node_t *n);
extern int common_init_edge(edge_t *e);
extern void gv_nodesize(node_t *n, boolean flip);
extern double late_double(void *object, Agsym_t *attribute, double fallback, double low);
extern void setEdgeType(graph_t *g, int fallback);
extern void compute_bb(graph_t *g);
extern void gv_postprocess(graph_t *g, int allowTranslation);
extern void arrow_flags(edge_t *e, int *startFlag, int *endFlag);
extern bezier *new_spline(edge_t *e, int size);
extern void gv_free_splines(edge_t *e);
extern void resolvePorts(edge_t *e);
extern void addEdgeLabels(graph_t *g, edge_t *e, pointf tail, pointf head);
extern void makeStraightEdge(graph_t *g, edge_t *e, int edgeType, splineInfo *info);
extern void gv_cleanup_edge(edge_t *e);
extern void gv_cleanup_node(node_t *n);
extern int Ndim;
extern int State;
extern double PSinputscale;
extern Agsym_t *E_weight;

const char *const lifeline_pinned_layout_name = "lifeline_pinned";

// --- Which graphs ------------------------------------------------------------------------------

static int declared(Agraph_t *graph, int kind, const char *name) {
    return agattr(graph, kind, (char *)name, NULL) != NULL;
}

// --- Numbers in `pos` --------------------------------------------------------------------------

// `nop2` reads every coordinate with sscanf, which sets up a stream for each call: 4 M of the
// 64 M instructions of a 118-event SVG command (Profiling.md, section 29). A number written
// as Lifeline writes them (optional sign, digits, optional point and digits), followed by
// something no number can go on with, is read here instead, to the value glibc's scanf gives
// for `%lf` (strtod's, correctly rounded), bit for bit. Anything else (exponents, hex, inf,
// nan, a malformed text) is left to sscanf, so every result is sscanf's.

// Powers of ten that are exact doubles.
static const double exactPowersOfTen[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Reads the plain number at `text` (after the whitespace `%lf` skips) into `value`, and returns
// where it ends, or NULL when it is not one. Its value is strtod's: with at most 15 significant
// digits and 22 after the point, digits / 10^k is one correctly rounded division of two exact
// doubles, which is the correctly rounded value strtod gives (Clinger's fast path); longer
// numbers are given to strtod itself.
static const char *plain_number(const char *text, double *value) {
    const char *p = text;
    while (isspace((unsigned char)*p)) p++;
    int negative = *p == '-';
    if (*p == '-' || *p == '+') p++;
    unsigned long long digits = 0;
    int count = 0, fraction = 0, significant = 0;
    for (; *p >= '0' && *p <= '9'; p++, count++) {
        if (significant || *p != '0') significant++;
        if (significant <= 15) digits = digits * 10 + (unsigned long long)(*p - '0');
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, count++, fraction++) {
            if (significant || *p != '0') significant++;
            if (significant <= 15) digits = digits * 10 + (unsigned long long)(*p - '0');
        }
    }
    if (count == 0) return NULL;
    switch (*p) {
    case '\0': case ',': case ';': case '!': case ' ': case '\t': case '\n': case '\r': case '\v': case '\f':
        break;
    default:
        return NULL;  // an exponent, a hex digit, a letter: scanf might read on
    }
    if (significant <= 15 && fraction <= 22) {
        double magnitude = (double)digits / exactPowersOfTen[fraction];
        *value = negative ? -magnitude : magnitude;
    } else {
        *value = strtod(text, NULL);
    }
    return p;
}

int lifeline_pinned_layout_scan_pair(const char *text, double *x, double *y, int *used) {
    const char *comma = plain_number(text, x);
    const char *end = comma != NULL && *comma == ',' ? plain_number(comma + 1, y) : NULL;
    if (end == NULL) return sscanf(text, "%lf,%lf%n", x, y, used);
    *used = (int)(end - text);
    return 2;
}

// `user_pos` for two dimensions: "x,y" with anything after; "!" right after pins the node.
// As sscanf(text, "%lf,%lf%c") >= 2, `after` the character `%c` reads (none at the end).
static int scanned_position(const char *text, double point[2], char *after) {
    *after = '\0';
    int used;
    if (lifeline_pinned_layout_scan_pair(text, &point[0], &point[1], &used) != 2) return 0;
    *after = text[used];
    return 1;
}

// As sscanf(text, "<prefix>%lf,%lf%n") == 2, for a prefix of literal characters ("s,"), or of
// a space (any whitespace, or none) and literal characters (" e,").
static int scan_marked_pair(const char *text, const char *prefix, double *x, double *y, int *used) {
    const char *p = text;
    for (const char *q = prefix; *q; q++) {
        if (*q == ' ') {
            while (isspace((unsigned char)*p)) p++;
        } else if (*p++ != *q) {
            return 0;
        }
    }
    int rest;
    if (lifeline_pinned_layout_scan_pair(p, x, y, &rest) != 2) return 0;
    *used = (int)(p - text) + rest;
    return 2;
}

int lifeline_pinned_layout_accepts(Agraph_t *graph) {
    if (graph == NULL || agfstsubg(graph) != NULL || agfstnode(graph) == NULL) return 0;
    // What `nop2` reads of the graph beyond what every layout reads.
    static const char *const graphAttributes[] = {
        "lp", "bb", "_background", "ratio", "dim", "dimen", "notranslate", "rotate", "landscape", NULL};
    static const char *const nodeAttributes[] = {"pin", "xlabel", "xlp", "z", NULL};
    static const char *const edgeAttributes[] = {
        "label", "xlabel", "headlabel", "taillabel", "headport", "tailport", "lp", "xlp", "head_lp", "tail_lp", NULL};
    for (const char *const *name = graphAttributes; *name; name++)
        if (declared(graph, AGRAPH, *name)) return 0;
    for (const char *const *name = nodeAttributes; *name; name++)
        if (declared(graph, AGNODE, *name)) return 0;
    for (const char *const *name = edgeAttributes; *name; name++)
        if (declared(graph, AGEDGE, *name)) return 0;
    // Straight edges only: curved, polyline and spline routing need neato's obstacles.
    Agsym_t *splines = agattr(graph, AGRAPH, "splines", NULL);
    if (splines == NULL || strcmp(agxget(graph, splines), "line") != 0) return 0;
    Agsym_t *position = agattr(graph, AGNODE, "pos", NULL);
    if (position == NULL) return 0;
    for (Agnode_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        double point[2];
        char after;
        if (!scanned_position(agxget(node, position), point, &after)) return 0;
        for (Agedge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge))
            if (aghead(edge) == agtail(edge)) return 0;  // self loops need neato's makeSelfArcs
    }
    return 1;
}

int lifeline_pinned_layout_select(Agraph_t *graph) {
    if (!lifeline_pinned_layout_accepts(graph)) return 0;
    agsafeset(graph, "layout", (char *)lifeline_pinned_layout_name, "");
    return 1;
}

// --- Edges given by `pos` ----------------------------------------------------------------------

// How many space-separated fields `text` holds, up to a ';' (the start of the next spline).
static int field_count(const unsigned char *text) {
    int count = 0;
    unsigned char c;
    do {
        while (isspace(*text)) text++;
        if ((c = *text)) {
            count++;
            while ((c = *text) && !isspace(c) && c != ';') text++;
        }
    } while (isspace(c));
    return count;
}

// `user_spline`: the edge's splines from "s,x,y e,x,y x,y x,y …;…". 1 when every spline in it
// has 3n + 1 points and parses, else 0 with the edge's splines freed and, once a process, the
// warning `nop2` gives.
static int spline_from_position(Agsym_t *position, edge_t *edge) {
    static int warned = 0;
    char *text = agxget(edge, position);
    if (*text == '\0') return 0;
    int startArrow, endArrow;
    arrow_flags(edge, &startArrow, &endArrow);
    int more = 1;
    // Kept from one spline to the next, as nop2 keeps them: a start or end point given once
    // applies to every later spline of the edge too.
    int hasStart = 0, hasEnd = 0;
    pointf start = {0, 0}, end = {0, 0};
    do {
        double x, y;
        int used;
        if (scan_marked_pair(text, "s,", &x, &y, &used) == 2) {
            hasStart = 1;
            text += used;
            start.x = x;
            start.y = y;
        }
        if (scan_marked_pair(text, " e,", &x, &y, &used) == 2) {
            hasEnd = 1;
            text += used;
            end.x = x;
            end.y = y;
        }
        int count = field_count((const unsigned char *)text);
        if (count < 4 || count % 3 != 1) {
            gv_free_splines(edge);
            if (!warned) {
                warned = 1;
                agerr(AGWARN, "pos attribute for edge (%s,%s) doesn't have 3n+1 points\n",
                      agnameof(agtail(edge)), agnameof(aghead(edge)));
            }
            return 0;
        }
        pointf *points = calloc((size_t)count, sizeof(pointf));
        if (points == NULL) return 0;
        for (int index = 0; index < count; index++) {
            if (lifeline_pinned_layout_scan_pair(text, &x, &y, &used) < 2) {
                if (!warned) {
                    warned = 1;
                    agerr(AGWARN, "syntax error in pos attribute for edge (%s,%s)\n",
                          agnameof(agtail(edge)), agnameof(aghead(edge)));
                }
                free(points);
                gv_free_splines(edge);
                return 0;
            }
            text += used;
            points[index].x = x;
            points[index].y = y;
        }
        while (isspace((unsigned char)*text)) text++;
        if (*text == '\0') more = 0; else text++;
        bezier *spline = new_spline(edge, count);
        if (hasStart) {
            spline->sflag = startArrow;
            spline->sp = start;
        }
        if (hasEnd) {
            spline->eflag = endArrow;
            spline->ep = end;
        }
        memcpy(spline->list, points, (size_t)count * sizeof(pointf));
        free(points);
    } while (more);
    return 1;
}

// --- Edges drawn straight ----------------------------------------------------------------------

// neato's `splineEdges` draws edges between the same two node:port ends together (fanned out
// by makeStraightEdge): the first is the leader, counts them, and chains the others through
// ED_to_virt. The key puts the lower node address first, as neato's does.
typedef struct {
    node_t *first;
    pointf firstPort;
    node_t *second;
    pointf secondPort;
} EdgeEnds;

typedef struct {
    EdgeEnds ends;
    edge_t *leader;
} EdgeGroup;

static EdgeEnds ends_of(edge_t *edge) {
    EdgeEnds ends;
    node_t *tail = agtail(edge), *head = aghead(edge);
    if (tail < head) {
        ends = (EdgeEnds){tail, ED_tail_port(edge).p, head, ED_head_port(edge).p};
    } else {
        ends = (EdgeEnds){head, ED_head_port(edge).p, tail, ED_tail_port(edge).p};
    }
    return ends;
}

static int same_ends(const EdgeEnds *a, const EdgeEnds *b) {
    // neato takes two ports for equal when their coordinates differ by less than a point (it
    // compares their differences as ints). Ports are all (0, 0) here: accepts() refused
    // `headport` and `tailport`.
    return a->first == b->first && a->second == b->second &&
        (int)(a->firstPort.x - b->firstPort.x) == 0 && (int)(a->firstPort.y - b->firstPort.y) == 0 &&
        (int)(a->secondPort.x - b->secondPort.x) == 0 && (int)(a->secondPort.y - b->secondPort.y) == 0;
}

static size_t hash_of(const EdgeEnds *ends) {
    size_t value = (size_t)ends->first * 31u + (size_t)ends->second;
    value ^= value >> 17;
    return value * 0x9E3779B97F4A7C15u;
}

// neato's splineInfo: no edge has its ends swapped, no node is the middle of an edge.
static boolean never_swapped(edge_t *edge) { (void)edge; return FALSE; }
static boolean never_merged(node_t *node) { (void)node; return FALSE; }
static splineInfo straight = {never_swapped, never_merged, FALSE, FALSE};

// `spline_edges0` for straight lines: ports resolved, equal edges grouped, then each edge with
// a spline keeps it and every group's leader is drawn straight.
static void draw_straight_edges(graph_t *graph, int edgeCount) {
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node))
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) resolvePorts(edge);

    // An open-addressing table twice the edges' size: O(edges) to group them.
    size_t capacity = 16;
    while (capacity < (size_t)edgeCount * 2) capacity *= 2;
    EdgeGroup *groups = calloc(capacity, sizeof(EdgeGroup));
    if (groups == NULL) return;
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            if (ED_spl(edge)) {  // its own group: it is drawn through its points
                ED_count(edge)++;
                continue;
            }
            EdgeEnds ends = ends_of(edge);
            size_t slot = hash_of(&ends) & (capacity - 1);
            while (groups[slot].leader && !same_ends(&groups[slot].ends, &ends)) slot = (slot + 1) & (capacity - 1);
            if (groups[slot].leader == NULL) {
                groups[slot] = (EdgeGroup){ends, edge};
                ED_count(edge) = 1;
            } else {
                edge_t *leader = groups[slot].leader;
                ED_count(leader)++;
                ED_to_virt(edge) = ED_to_virt(leader);
                ED_to_virt(leader) = edge;
            }
        }
    }
    free(groups);

    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            node_t *head = aghead(edge);
            if (ED_spl(edge)) {
                pointf tail = {ND_coord(node).x + ED_tail_port(edge).p.x, ND_coord(node).y + ED_tail_port(edge).p.y};
                pointf end = {ND_coord(head).x + ED_head_port(edge).p.x, ND_coord(head).y + ED_head_port(edge).p.y};
                addEdgeLabels(graph, edge, tail, end);
            } else if (ED_count(edge) != 0) {
                makeStraightEdge(graph, edge, edgeTypeLine, &straight);
            }
        }
    }
    State = splinesDone;
}

// --- The layout --------------------------------------------------------------------------------

// `neato_translate`: moves the drawing so that its bounding box starts at the origin. Node
// positions are in inches, splines and the box in points, as neato keeps them.
static void translate_to_origin(graph_t *graph) {
    pointf lowerLeft = GD_bb(graph).LL;
    double inchesX = lowerLeft.x / (double)POINTS_PER_INCH, inchesY = lowerLeft.y / (double)POINTS_PER_INCH;
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        ND_pos(node)[0] -= inchesX;
        ND_pos(node)[1] -= inchesY;
    }
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            if (!ED_spl(edge)) continue;
            for (int s = 0; s < ED_spl(edge)->size; s++) {
                bezier *spline = &ED_spl(edge)->list[s];
                for (int p = 0; p < spline->size; p++) {
                    spline->list[p].x -= lowerLeft.x;
                    spline->list[p].y -= lowerLeft.y;
                }
                if (spline->sflag) {
                    spline->sp.x -= lowerLeft.x;
                    spline->sp.y -= lowerLeft.y;
                }
                if (spline->eflag) {
                    spline->ep.x -= lowerLeft.x;
                    spline->ep.y -= lowerLeft.y;
                }
            }
        }
    }
    GD_bb(graph).UR.x -= lowerLeft.x;
    GD_bb(graph).UR.y -= lowerLeft.y;
    GD_bb(graph).LL.x -= lowerLeft.x;
    GD_bb(graph).LL.y -= lowerLeft.y;
    if (GD_label(graph) && GD_label(graph)->set) {
        GD_label(graph)->pos.x -= lowerLeft.x;
        GD_label(graph)->pos.y -= lowerLeft.y;
    }
}

static void pinned_layout(graph_t *graph) {
    double savedScale = PSinputscale;
    PSinputscale = POINTS_PER_INCH;

    // neato_init_graph: two dimensions (accepts() refused `dim` and `dimen`).
    setEdgeType(graph, edgeTypeLine);
    GD_ndim(agroot(graph)) = 2;
    Ndim = 2;
    GD_odim(agroot(graph)) = 2;
    Agsym_t *position = agattr(graph, AGNODE, "pos", NULL);
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        agbindrec(node, "Agnodeinfo_t", sizeof(Agnodeinfo_t), TRUE);
        common_init_node(node);
        ND_pos(node) = calloc((size_t)GD_ndim(agraphof(node)), sizeof(double));
        gv_nodesize(node, GD_flip(agraphof(node)));
        char after;
        if (ND_pos(node) && scanned_position(agxget(node, position), ND_pos(node), &after)) {
            ND_pinned(node) = positionSet;
            ND_pos(node)[0] = ND_pos(node)[0] / PSinputscale;
            ND_pos(node)[1] = ND_pos(node)[1] / PSinputscale;
            if (after == '!') ND_pinned(node) = positionPinned;
        }
    }
    int edgeCount = 0;
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            agbindrec(edge, "Agedgeinfo_t", sizeof(Agedgeinfo_t), TRUE);
            common_init_edge(edge);
            ED_factor(edge) = late_double(edge, E_weight, 1.0, 1.0);
            edgeCount++;
        }
    }

    // init_nop: `bb` declared as nop2 declares it; node numbers as scan_graph gives them.
    if (!declared(graph, AGRAPH, "bb")) agattr(graph, AGRAPH, "bb", "");
    int index = 0;
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        ND_id(node) = index++;
        ND_heapindex(node) = -1;
    }
    int positioned = 0;
    Agsym_t *edgePosition = agattr(graph, AGEDGE, "pos", NULL);
    if (edgePosition) {
        for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node))
            for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge))
                positioned += spline_from_position(edgePosition, edge);
    }
    compute_bb(graph);
    if (GD_bb(graph).LL.x != 0 || GD_bb(graph).LL.y != 0) translate_to_origin(graph);
    // neato_set_aspect without a ratio: the nodes' coordinates in points.
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        ND_coord(node).x = POINTS_PER_INCH * ND_pos(node)[0];
        ND_coord(node).y = POINTS_PER_INCH * ND_pos(node)[1];
    }
    if (positioned != edgeCount && (GD_flags(graph) & edgeTypeMask) != 0) draw_straight_edges(graph, edgeCount);
    else State = splinesDone;

    gv_postprocess(graph, 0);
    PSinputscale = savedScale;
}

// neato_cleanup: what the layout bound to each node and edge.
static void pinned_cleanup(graph_t *graph) {
    for (node_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (edge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) gv_cleanup_edge(edge);
        gv_cleanup_node(node);
    }
}

static gvlayout_engine_t engine = {pinned_layout, pinned_cleanup};
static gvlayout_features_t features = {0};
static gvplugin_installed_t layouts[] = {
    {0, "lifeline_pinned", 0, &engine, &features},
    {0, NULL, 0, NULL, NULL},
};
static gvplugin_api_t apis[] = {
    {API_layout, layouts},
    {(api_t)0, NULL},
};
static gvplugin_library_t library = {"lifeline_pinned", apis};

int lifeline_pinned_layout_register(GVC_t *context, const char *version) {
    // Written against Debian 12's graphviz 2.42.2, whose libgvc calls itself "2.43.0".
    if (context == NULL || version == NULL || strcmp(version, "2.43.0") != 0) return 0;
    gvAddLibrary(context, &library);
    return 1;
}

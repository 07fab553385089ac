import LifelineDiagrams

/// Lays out and renders DOT text with Graphviz's libgvc, with no `dot` process.
///
/// - Isolation: DOT text that Lifeline did not write is rendered in a child process
///   (`LifelineGraphvizHelper`, found beside the running program or through
///   `LIFELINE_GRAPHVIZ_HELPER`), because Graphviz 2.42 itself crashes on small inputs, and
///   `dot -Tsvg` with it: a null dereference in twopi when a subgraph is named like the
///   components it makes (`subgraph _cc_1`), a heap overflow in fdp with edges to nested
///   clusters, a wild write in dot with `newrank=true` and a node in two clusters, and a
///   use-after-free in dot with `pack` and clusters, a null dereference emitting a fill whose
///   weighted color list has a fraction that is not a number (`fillcolor="red;x"`), a failed
///   assertion on an empty color list (`bgcolor=":"`) (tests replay them from `Reproducers`).
///   fdp also keeps state from one layout to the next that a fault can spoil for the next
///   render in the same process: a helper that ran fdp or sfdp ends after that render.
///   Rejecting those constructs before they reach the library was the alternative; it was
///   not taken because it can only name the faults found so far, and one it misses takes the
///   caller's process down. In the helper a crash is a `.crashed` error for that render only,
///   and the caller goes on. One helper serves render after render (a new one starts after a
///   crash, a timeout, fdp, or past 512 MiB), so the price of a process start and Graphviz's
///   plugin loading (tens of ms) is paid once, not per render. It ends when the caller does.
///   Whether a render succeeded is read from its length-framed reply, not the helper's exit
///   status, so a caller that ignores SIGCHLD is served the same.
///   Lifeline's own diagrams, encoded by `DOTEncoder`, keep the in-process path (the
///   `InProcess` SPI): that encoder quotes every name and writes only the attributes its
///   diagrams choose, and 800,000 fuzzed traces drawn through it never crashed Graphviz. Given
///   as a `Graph` value, a diagram is built through cgraph's API as the DOT parser would build it
///   from that text (`GraphBuilder`), and draws the same bytes without the text.
/// - Output safety: SVG for DOT from outside Lifeline is checked before it is returned:
///   well-formed XML, only Graphviz's elements, no event-handler attribute, links only to
///   http(s), mailto, ftp, relative or in-page addresses. Graphviz copies `href`/`URL`,
///   `fontname`, `<font face>` and `stylesheet` into the SVG unescaped, so such a DOT text
///   could otherwise add `onclick="..."` or a `javascript:` link; it fails with `.unsafeOutput`.
/// - Threads: Graphviz is not thread-safe, not even with a context per thread, so every call
///   into it from this process goes through one lock; concurrent renders wait for each other.
///   So do renders in the helper process, through a lock of their own.
/// - Messages: Graphviz's messages never reach stderr; a failure throws them as a
///   `GraphvizError`, warnings on success are dropped. The renderer installs its own
///   process-wide `agseterrf` handler: other code in the process should not install another.
/// - Determinism: with the `dot`, `neato`, `circo` and `twopi` layouts the same text renders to
///   the same bytes every time, clusters included (graphs are read with sequential object IDs
///   rather than Graphviz's address-based ones), and the SVG matches `dot -Tsvg`'s given the
///   same plugins (below). `fdp`
///   and `sfdp` keep state inside the library from one layout to the next: only the first
///   render in a process matches the command's, later ones drift slightly, `start=` or not.
/// - Memory: flat over many renders, except that Graphviz's `dot` layout itself leaks on
///   graphs with clusters (about 14 KB a render at 10 nodes and 3 clusters, 0.9 MB at 1,000
///   and 20); long-running processes should draw without clusters.
/// - Plugins: SVG (and json, plain) comes from a context with only the `core`, `dot_layout` and
///   `neato_layout` plugins (`GraphvizPlugins`); png and pdf from Graphviz's full context. Loading
///   every configured plugin made pango, cairo and fontconfig start up for each SVG, most of a
///   small diagram's time. What the SVG loses against `dot -Tsvg` as installed: without pango's
///   text layout Graphviz sizes labels from its own Helvetica/Arial, Times and Courier width
///   tables (non-ASCII text by bytes, wider than drawn) with lines 1.2 font sizes high, so
///   boxes are a little narrower (the metrics of the fonts a browser uses for `Helvetica`, not of
///   the font fontconfig substitutes here) and taller; the text, fonts named and structure are
///   the same. It is exactly `dot -Tsvg` run with those three plugins (`GVBINDIR`). Graphs
///   that say `layout=nop2` and use nothing of `nop2` beyond fixed nodes and straight or given
///   edges (Lifeline's sequence and comparison diagrams) are laid out by the pinned layout
///   instead (Sources/CGraphvizPinnedLayout): `nop2`'s steps through the same libgvc functions,
///   the same SVG byte for byte, without loading the neato plugin and its libraries.
/// - Speed: the first in-process call costs a few ms more (loading three plugins); after that
///   a small graph takes a millisecond or two, against some 15 ms for running `dot`. Large
///   graphs cost the same either way: the layout dominates.
/// - Long messages: Graphviz mangles messages that outgrow a buffer it reuses, so the renderer
///   grows that buffer to twice the input's size plus 4 KiB before each parse; it keeps its
///   largest size for the life of the process.
public final class GraphvizRenderer: Sendable {
    /// The renderer; there is one because there is one lock.
    public static let shared = GraphvizRenderer()

    private static let engine = Locked(GraphvizEngine())

    private init() {}

    /// Lays out `dot` (only its first graph) with `layout` and renders it as `format`, in a
    /// helper process (see the type's notes): a Graphviz crash throws `.crashed`, SVG that
    /// could run script throws `.unsafeOutput`, a missing helper `.helperUnavailable`.
    public func render(
        dot: String, layout: GraphvizLayout = .dot, format: GraphvizFormat = .svg
    ) throws(GraphvizError) -> [UInt8] {
        try IsolatedRender.render(.init(engine: layout.rawValue, format: format.rawValue, dot: dot))
    }

    /// Lays out `dot` with `layout` and returns the SVG document, which Graphviz writes in
    /// UTF-8; in a helper process, checked for script (see `render(dot:layout:format:)`).
    public func renderSVG(dot: String, layout: GraphvizLayout = .dot) throws(GraphvizError) -> String {
        String(decoding: try render(dot: dot, layout: layout, format: .svg), as: UTF8.self)
    }

    /// Renders in this process: only for DOT written by Lifeline's `DOTEncoder` from its own
    /// diagrams, which cannot reach Graphviz's known crashes. DOT from anywhere else can crash
    /// the process; use `render(dot:layout:format:)`.
    @_spi(InProcess)
    public func renderInProcess(
        dot: String, layout: GraphvizLayout = .dot, format: GraphvizFormat = .svg
    ) throws(GraphvizError) -> [UInt8] {
        try renderInProcess(dot: dot, engine: layout.rawValue, format: format.rawValue)
    }

    /// `renderInProcess(dot:layout:format:)` as an SVG document.
    @_spi(InProcess)
    public func renderSVGInProcess(dot: String, layout: GraphvizLayout = .dot) throws(GraphvizError) -> String {
        String(decoding: try renderInProcess(dot: dot, layout: layout, format: .svg), as: UTF8.self)
    }

    /// Lays out a diagram's graph in this process and renders it: the same bytes as
    /// `renderInProcess(dot: DOTEncoder.encode(graph), ...)`, but the graph is handed to Graphviz
    /// through its API rather than as text it parses again (`GraphBuilder`), which at 118 events
    /// was a fifth of the SVG command. Only for Lifeline's own diagrams, as the text path.
    /// O(size of the graph) beside Graphviz's own layout and rendering.
    @_spi(InProcess)
    public func renderInProcess(
        graph: Graph, layout: GraphvizLayout = .dot, format: GraphvizFormat = .svg
    ) throws(GraphvizError) -> [UInt8] {
        try withEngine { (graphviz: inout GraphvizEngine) throws(GraphvizError) in
            try graphviz.render(graph: graph, engine: layout.rawValue, format: format.rawValue)
        }
    }

    /// `renderInProcess(graph:layout:format:)` as an SVG document.
    @_spi(InProcess)
    public func renderSVGInProcess(graph: Graph, layout: GraphvizLayout = .dot) throws(GraphvizError) -> String {
        String(decoding: try renderInProcess(graph: graph, layout: layout, format: .svg), as: UTF8.self)
    }

    /// The Graphviz library's version, e.g. "2.43.0".
    public var version: String {
        Self.engine.withLock { engine in engine.version }
    }

    /// Takes Graphviz's own names for engine and format, so that tests can pass unknown ones.
    package func renderInProcess(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        try Self.engine.withLock { (graphviz: inout GraphvizEngine) throws(GraphvizError) in
            try graphviz.render(dot: dot, engine: engine, format: format)
        }
    }

    /// Runs `body` with the engine under the renderer's lock, the one way to reach it: for tests
    /// that set what a render prefers (`prefersPinnedLayout`) or read what it left (the layout it
    /// ran, the rank lists it repaired, the reader it parsed with).
    func withEngine<Result, Failure: Error>(_ body: (inout GraphvizEngine) throws(Failure) -> Result) throws(Failure) -> Result {
        try Self.engine.withLock(body)
    }

    /// The same in the helper process, for tests that pass unknown names.
    func render(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        try IsolatedRender.render(.init(engine: engine, format: format, dot: dot))
    }
}

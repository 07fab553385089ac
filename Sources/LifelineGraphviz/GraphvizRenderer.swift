/// Lays out and renders DOT text in process with Graphviz's libgvc, with no `dot` process.
///
/// - Threads: Graphviz is not thread-safe, not even with a context per thread, so every call
///   into it from this process goes through one lock; concurrent renders wait for each other.
/// - Messages: Graphviz's messages never reach stderr; a failure throws them as a
///   `GraphvizError`, warnings on success are dropped. The renderer installs its own
///   process-wide `agseterrf` handler: other code in the process should not install another.
/// - Determinism: with the `dot`, `neato`, `circo` and `twopi` layouts the same text renders to
///   the same bytes every time, clusters included (graphs are read with sequential object IDs
///   rather than Graphviz's address-based ones), and `dot`'s SVG matches `dot -Tsvg`'s. `fdp`
///   and `sfdp` keep state inside the library from one layout to the next: only the first
///   render in a process matches the command's, later ones drift slightly, `start=` or not.
/// - Memory: flat over many renders, except that Graphviz's `dot` layout itself leaks on
///   graphs with clusters (about 14 KB a render at 10 nodes and 3 clusters, 0.9 MB at 1,000
///   and 20); long-running processes should draw without clusters.
/// - Speed: the first call costs about 12 ms more (loading the plugins); after that a small
///   graph takes a millisecond or two, against some 15 ms for running `dot`. Large graphs
///   cost the same either way: the layout dominates.
/// - Long messages: Graphviz mangles messages that outgrow a buffer it reuses, so the renderer
///   grows that buffer to twice the input's size plus 4 KiB before each parse; it keeps its
///   largest size for the life of the process.
public final class GraphvizRenderer: Sendable {
    /// The renderer; there is one because there is one lock.
    public static let shared = GraphvizRenderer()

    private static let engine = Locked(GraphvizEngine())

    private init() {}

    /// Lays out `dot` (only its first graph) with `layout` and renders it as `format`.
    public func render(
        dot: String, layout: GraphvizLayout = .dot, format: GraphvizFormat = .svg
    ) throws(GraphvizError) -> [UInt8] {
        try render(dot: dot, engine: layout.rawValue, format: format.rawValue)
    }

    /// Lays out `dot` with `layout` and returns the SVG document, which Graphviz writes in UTF-8.
    public func renderSVG(dot: String, layout: GraphvizLayout = .dot) throws(GraphvizError) -> String {
        String(decoding: try render(dot: dot, layout: layout, format: .svg), as: UTF8.self)
    }

    /// The Graphviz library's version, e.g. "2.43.0".
    public var version: String {
        Self.engine.withLock { engine in engine.version }
    }

    /// Takes Graphviz's own names for engine and format, so that tests can pass unknown ones.
    func render(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        try Self.engine.withLock { (graphviz: inout GraphvizEngine) throws(GraphvizError) in
            try graphviz.render(dot: dot, engine: engine, format: format)
        }
    }
}

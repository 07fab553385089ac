@preconcurrency import CGraphviz

/// Every call into Graphviz. Like the library it is not thread-safe: it lives behind the
/// renderer's lock, the only way to reach it.
///
/// Two contexts, each made on first use and kept: a lean one with only the plugins Lifeline's
/// SVG needs (`GraphvizPlugins.lean`), which draws everything it has a renderer for, and
/// Graphviz's full one (`gvContext()`, every configured plugin, pango and cairo) only for the
/// formats the lean one lacks (png, pdf). Loading pango for an SVG was most of a small diagram's
/// time (Benchmarks/Profiling.md, section 11).
final class GraphvizEngine {
    private var lean: Context??
    private var full: Context??
    private let reader = DOTReader()
    /// How many of the last layout's rank lists were repaired before it was freed (0 unless
    /// `dot` laid out a labelled edge within one rank and realloc moved the list); for tests.
    private(set) var repairedRankLists = 0

    /// A context and what it lacks, if anything, for the renderer's own layouts and SVG.
    private struct Context {
        var pointer: OpaquePointer
        var plugins: PluginCheck
        var pluginError: GraphvizError? { plugins.error }

        init(pointer: OpaquePointer) {
            self.pointer = pointer
            plugins = PluginCheck(context: pointer)
        }
    }

    var version: String {
        guard let context = context(for: GraphvizFormat.svg.rawValue), let version = gvcVersion(context.pointer) else {
            return "unknown"
        }
        return String(cString: version)
    }

    /// `engine` and `format` are Graphviz's names, unchecked, so that tests can pass bad ones.
    func render(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        guard let found = self.context(for: format) else {
            throw GraphvizError(kind: .pluginsMissing, message: "Graphviz could not create a context.")
        }
        if let pluginError = found.pluginError { throw pluginError }
        let context = found.pointer
        GraphvizMessages.reserve(GraphvizMessages.capacity(forInputOf: dot.utf8.count))

        guard let graph = reader.read(dot) else {
            throw failure(.syntax, otherwise: "the DOT text holds no graph")
        }
        defer { agclose(graph) }
        if format == GraphvizFormat.svg.rawValue { LinkEscaping.apply(to: graph) }

        let laidOut = gvLayout(context, graph, engine)
        // Also after a failed layout, which may already have switched LC_NUMERIC to "C" for the
        // whole process; freeing the layout switches it back. First the rank lists that `dot`
        // moved and would free twice are repaired (the shim's `lifeline_moved_dot_rank_lists`):
        // the one double free found by fuzzing the renderer, Graphviz's own (Fuzz/README.md).
        defer {
            repairedRankLists = Int(lifeline_moved_dot_rank_lists(graph, 1))
            gvFreeLayout(context, graph)
        }
        guard laidOut == 0 else { throw failure(.layout, otherwise: "the \(engine) layout failed") }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = gvRenderData(context, graph, format, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard rendered == 0, let data else { throw failure(.render, otherwise: "rendering as \(format) failed") }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// The lean context when it has a renderer for `format` (or Graphviz's full one is not
    /// there either), else the full one.
    private func context(for format: String) -> Context? {
        if let lean = leanContext(), lean.plugins.devices.contains(format) || fullContext() == nil { return lean }
        return fullContext() ?? leanContext()
    }

    private func leanContext() -> Context? {
        if let lean { return lean }
        // First, so that what loading the plugins has to say does not go to stderr either.
        GraphvizMessages.install()
        let made = GraphvizPlugins.leanContext().map(Context.init(pointer:))
        lean = .some(made)
        return made
    }

    private func fullContext() -> Context? {
        if let full { return full }
        GraphvizMessages.install()
        let made = gvContext().map(Context.init(pointer:))
        full = .some(made)
        return made
    }

    private func failure(_ kind: GraphvizError.Kind, otherwise fallback: String) -> GraphvizError {
        GraphvizError(kind: kind, message: GraphvizMessages.log.failureText ?? fallback)
    }
}

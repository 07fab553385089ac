@preconcurrency import CGraphviz

/// Every call into Graphviz. Like the library it is not thread-safe: it lives behind the
/// renderer's lock, the only way to reach it.
final class GraphvizEngine {
    /// Created on first use and kept: it is where the plugins are loaded, once per process.
    private var context: OpaquePointer?
    private var pluginError: GraphvizError?
    private let reader = DOTReader()

    var version: String {
        guard let context = start(), let version = gvcVersion(context) else { return "unknown" }
        return String(cString: version)
    }

    /// `engine` and `format` are Graphviz's names, unchecked, so that tests can pass bad ones.
    func render(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        guard let context = start() else {
            throw GraphvizError(kind: .pluginsMissing, message: "Graphviz could not create a context.")
        }
        if let pluginError { throw pluginError }
        GraphvizMessages.reserve(GraphvizMessages.capacity(forInputOf: dot.utf8.count))

        guard let graph = reader.read(dot) else {
            throw failure(.syntax, otherwise: "the DOT text holds no graph")
        }
        defer { agclose(graph) }
        if format == GraphvizFormat.svg.rawValue { LinkEscaping.apply(to: graph) }

        let laidOut = gvLayout(context, graph, engine)
        // Also after a failed layout, which may already have switched LC_NUMERIC to "C" for the
        // whole process; freeing the layout switches it back.
        defer { gvFreeLayout(context, graph) }
        guard laidOut == 0 else { throw failure(.layout, otherwise: "the \(engine) layout failed") }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = gvRenderData(context, graph, format, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard rendered == 0, let data else { throw failure(.render, otherwise: "rendering as \(format) failed") }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    private func start() -> OpaquePointer? {
        if let context { return context }
        // First, so that what loading the plugins has to say does not go to stderr either.
        GraphvizMessages.install()
        guard let created = gvContext() else { return nil }
        pluginError = PluginCheck(context: created).error
        context = created
        return created
    }

    private func failure(_ kind: GraphvizError.Kind, otherwise fallback: String) -> GraphvizError {
        GraphvizError(kind: kind, message: GraphvizMessages.log.failureText ?? fallback)
    }
}

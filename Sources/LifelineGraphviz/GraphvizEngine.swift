@preconcurrency import CGraphviz
import CGraphvizNumbers
import CGraphvizPinnedLayout
import LifelineDiagrams

/// Every call into Graphviz. Like the library it is not thread-safe: it lives behind the
/// renderer's lock, the only way to reach it.
///
/// Two contexts, each made on first use and kept: a lean one with only the plugins Lifeline's
/// SVG needs (`GraphvizPlugins`: the svg renderer and the pinned layout at once, a layout
/// library when a render first lays out with one of its layouts), which draws everything it
/// has a renderer for, and
/// Graphviz's full one (`gvContext()`, every configured plugin, pango and cairo) only for the
/// formats the lean one lacks (png, pdf), or when a plugin library cannot be loaded. Loading
/// pango for an SVG was most of a small diagram's time (Benchmarks/Profiling.md, section 11).
final class GraphvizEngine {
    private var lean: Context??
    private var full: Context??
    /// Reads DOT text, and lends its discipline to `GraphBuilder` so both give the same IDs.
    let reader = DOTReader()
    /// Whether graphs that say `layout=nop2` are laid out by the pinned layout when it accepts
    /// them (Sources/CGraphvizPinnedLayout), sparing the neato plugin's libraries; tests turn it
    /// off to compare with `nop2` itself.
    var prefersPinnedLayout = true
    /// The layout the last render ran; for tests.
    private(set) var lastLayout = ""
    /// Whether the last render's graph was built through cgraph's API rather than read from
    /// DOT text; for tests.
    private(set) var lastGraphWasBuilt = false
    /// How many of the last layout's rank lists were repaired before it was freed (0 unless
    /// `dot` laid out a labelled edge within one rank and realloc moved the list); for tests.
    private(set) var repairedRankLists = 0

    /// A context and what it has loaded.
    private struct Context {
        var pointer: OpaquePointer
        var plugins: PluginCheck
        /// For the lean context, the plugin libraries added so far; nil for the full one.
        var leanLibraries: Set<String>?
        /// Whether the pinned layout is registered (lean context, the libgvc it was written for).
        var hasPinnedLayout = false
        /// What the full context lacks, if anything, for the renderer's own layouts and SVG. A
        /// lean context never throws it: what it cannot load, the full context draws instead.
        var pluginError: GraphvizError? { leanLibraries == nil ? plugins.error : nil }

        init(pointer: OpaquePointer, leanLibraries: Set<String>?) {
            self.pointer = pointer
            self.leanLibraries = leanLibraries
            plugins = PluginCheck(context: pointer)
        }
    }

    var version: String {
        guard let context = leanContext() ?? fullContext(), let version = gvcVersion(context.pointer) else {
            return "unknown"
        }
        return String(cString: version)
    }

    /// `engine` and `format` are Graphviz's names, unchecked, so that tests can pass bad ones.
    func render(dot: String, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        try requireContext()
        GraphvizMessages.reserve(GraphvizMessages.capacity(forInputOf: dot.utf8.count))
        guard let graph = reader.read(dot) else { throw failure(.syntax, otherwise: "the DOT text holds no graph") }
        defer { agclose(graph) }
        lastGraphWasBuilt = false
        return try render(graph, engine: engine, format: format)
    }

    /// Draws `value` as its DOT text (`DOTEncoder`) would be drawn, byte for byte, but builds
    /// the graph through cgraph's API (`GraphBuilder`) instead of writing and parsing the text.
    /// A graph only the text can decide (`GraphBuilder.longestText(of:)`) is encoded and read.
    func render(graph value: Graph, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        guard let longest = GraphBuilder.longestText(of: value) else {
            return try render(dot: DOTEncoder.encode(value), engine: engine, format: format)
        }
        try requireContext()
        // Messages quote a name or value, a few of them two at once: as for an input that long.
        GraphvizMessages.reserve(GraphvizMessages.capacity(forInputOf: longest))
        guard let graph = GraphBuilder.build(value, discipline: reader.discipline) else {
            throw failure(.syntax, otherwise: "Graphviz could not open the graph")
        }
        defer { agclose(graph) }
        lastGraphWasBuilt = true
        return try render(graph, engine: engine, format: format)
    }

    /// A context first (making one installs the message handler, so that what the reader or the
    /// builder has to say is caught); which one draws is decided once the graph names its layout.
    private func requireContext() throws(GraphvizError) {
        guard leanContext() != nil || fullContext() != nil else {
            throw GraphvizError(kind: .pluginsMissing, message: "Graphviz could not create a context.")
        }
    }

    /// Lays out and renders a graph that is open, which the caller closes.
    private func render(_ graph: UnsafeMutablePointer<Agraph_t>, engine: String, format: String) throws(GraphvizError) -> [UInt8] {
        var layout = Self.layout(of: graph, requested: engine)
        if layout == "nop2", prefersPinnedLayout, let lean = leanContext(), lean.hasPinnedLayout,
           lean.plugins.devices.contains(format), lifeline_pinned_layout_select(graph) != 0 {
            layout = GraphvizPlugins.pinnedLayout
        }
        lastLayout = layout
        let found = context(for: format, layout: layout)
        if let pluginError = found.pluginError { throw pluginError }
        let context = found.pointer
        if format == GraphvizFormat.svg.rawValue { LinkEscaping.apply(to: graph) }

        let laidOut = gvLayout(context, graph, layout)
        // Also after a failed layout, which may already have switched LC_NUMERIC to "C" for the
        // whole process; freeing the layout switches it back. First the rank lists that `dot`
        // moved and would free twice are repaired (the shim's `lifeline_moved_dot_rank_lists`):
        // the one double free found by fuzzing the renderer, Graphviz's own (Fuzz/README.md).
        defer {
            repairedRankLists = Int(lifeline_moved_dot_rank_lists(graph, 1))
            gvFreeLayout(context, graph)
        }
        guard laidOut == 0 else { throw failure(.layout, otherwise: "the \(layout) layout failed") }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let rendered = gvRenderData(context, graph, format, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard rendered == 0, let data else { throw failure(.render, otherwise: "rendering as \(format) failed") }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// The layout Graphviz will run on `graph`, which `gvLayout` is then given: the graph's
    /// `layout` attribute when it has one, which Graphviz prefers to the engine it is given, else
    /// `requested`. `gvLayout` first selects the engine it is given, so passing `requested` when the
    /// graph names another would need that engine's library loaded as well (the sequence
    /// diagram asks for `dot` and says `nop2`); the result is the same. An unknown `requested` is
    /// kept, so that Graphviz refuses it as before. An empty attribute gives an empty name, which
    /// no library provides (Graphviz then reports it, listing every layout).
    private static func layout(of graph: UnsafeMutablePointer<Agraph_t>, requested: String) -> String {
        guard GraphvizPlugins.layoutLibraries[requested] != nil else { return requested }
        let value = "layout".withCString { agget(graph, UnsafeMutablePointer(mutating: $0)) }
        return value.map { String(cString: $0) } ?? requested
    }

    /// The lean context when it has a renderer for `format` and can load the library of
    /// `layout` (or Graphviz's full one is not there either), else the full one. One of them
    /// exists: `render` checked.
    private func context(for format: String, layout: String) -> Context {
        if var lean = leanContext(),
           lean.plugins.devices.contains(format) && load(GraphvizPlugins.libraries(forLayout: layout), into: &lean) {
            return lean
        }
        return (fullContext() ?? leanContext())!
    }

    /// Adds the libraries the lean context lacks; false if one cannot be loaded.
    private func load(_ libraries: [String], into context: inout Context) -> Bool {
        let missing = libraries.filter { !(context.leanLibraries?.contains($0) ?? true) }
        guard !missing.isEmpty else { return true }
        // What was added is kept, also when a later library fails, so that none is added twice.
        defer {
            context.plugins = PluginCheck(context: context.pointer)
            lean = .some(context)
        }
        for library in missing {
            guard GraphvizPlugins.add(library, to: context.pointer) else { return false }
            context.leanLibraries?.insert(library)
        }
        return true
    }

    private func leanContext() -> Context? {
        if let lean { return lean }
        GraphvizMessages.install()
        var made = GraphvizPlugins.leanContext().map { Context(pointer: $0, leanLibraries: [GraphvizPlugins.renderers]) }
        if let pointer = made?.pointer {
            Self.adoptNumberFormatting(of: pointer)
            made?.hasPinnedLayout = lifeline_pinned_layout_register(pointer, gvcVersion(pointer)) != 0
        }
        lean = .some(made)
        return made
    }

    private func fullContext() -> Context? {
        if let full { return full }
        GraphvizMessages.install()
        let made = gvContext().map { Context(pointer: $0, leanLibraries: nil) }
        if let made { Self.adoptNumberFormatting(of: made.pointer) }
        full = .some(made)
        return made
    }

    /// Numbers in the SVG are written by Lifeline's exact `gvprintdouble` when this libgvc's
    /// version is one whose output it reproduces (Sources/CGraphvizNumbers), by the library's
    /// own otherwise. Both contexts are the same library, so asking twice gives one answer.
    private static func adoptNumberFormatting(of context: OpaquePointer) {
        _ = lifeline_graphviz_numbers_adopt(gvcVersion(context))
    }

    private func failure(_ kind: GraphvizError.Kind, otherwise fallback: String) -> GraphvizError {
        GraphvizError(kind: kind, message: GraphvizMessages.log.failureText ?? fallback)
    }
}

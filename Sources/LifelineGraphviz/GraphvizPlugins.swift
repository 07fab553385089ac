import Foundation
@preconcurrency import CGraphviz
import CGraphvizPinnedLayout

/// The Graphviz plugin libraries the renderer's SVG context is made with, each loaded when a
/// render first needs it.
///
/// `gvContext()` registers every plugin its configuration file lists and loads, on its first
/// use, the best text layout there is: pango, which brings cairo and fontconfig (a thread and a
/// font scan). For a diagram of tens of events that start-up was most of
/// `lifeline trace … -o x.svg` (Benchmarks/Profiling.md, section 11). Lifeline's SVG needs three
/// libraries: `core` (the svg, json and plain renderers), `dot_layout` and `neato_layout` (neato,
/// fdp, sfdp, circo, twopi, and the `nop2` the sequence and comparison diagrams use). With no text
/// layout plugin Graphviz sizes labels from its built-in Helvetica/Arial, Times and Courier width
/// tables and 1.2 line heights: what `dot -Tsvg` draws with the same three plugins, and not quite
/// what it draws with pango (see `GraphvizRenderer`).
///
/// A diagram needs one layout library, not both: the sequence and comparison diagrams `nop2`
/// (`neato_layout`, which brings GTS, GLib and PCRE2 with it), the states diagram `dot`. Loading
/// only that one takes 0.5 ms (sequence) and 2.2 ms (states) off each command's start
/// (Benchmarks/Profiling.md, section 21); the SVG is the same byte for byte. The sequence and
/// comparison diagrams now need neither: the pinned layout, registered with the lean context
/// when it is made (`GraphvizEngine`), does what `nop2` does for them without the neato
/// library (section 28). `nop2` is still loaded for any other graph that asks for it.
enum GraphvizPlugins {
    /// The libraries (`libgvplugin_<name>.so.6`) of the lean context, in the order `dot -c` lists them.
    static let lean = ["core", "dot_layout", "neato_layout"]

    /// The library every lean context starts with: the svg renderer.
    static let renderers = "core"

    /// Which layout library provides each layout Graphviz 2.42 has (`dot -v` lists them).
    static let layoutLibraries: [String: String] = [
        "dot": "dot_layout",
        "neato": "neato_layout", "fdp": "neato_layout", "sfdp": "neato_layout", "twopi": "neato_layout",
        "circo": "neato_layout", "osage": "neato_layout", "patchwork": "neato_layout",
        "nop": "neato_layout", "nop1": "neato_layout", "nop2": "neato_layout",
    ]

    /// The layout Lifeline registers with the lean context itself (Sources/CGraphvizPinnedLayout),
    /// which no plugin library provides.
    static let pinnedLayout = String(cString: lifeline_pinned_layout_name)

    /// The layout libraries a render laid out with `layout` needs: none for the pinned layout, its
    /// own, or every one for a name none provides, so that Graphviz's "not recognized, use one
    /// of" message lists them all.
    static func libraries(forLayout layout: String) -> [String] {
        if layout == pinnedLayout { return [] }
        return layoutLibraries[layout].map { [$0] } ?? lean.filter { $0 != renderers }
    }

    /// A context with only the `renderers` library, or nil when it cannot be loaded (the caller
    /// then uses `gvContext()`). The configuration file is not read (no demand loading).
    static func leanContext() -> OpaquePointer? {
        guard let context = gvContextPlugins(nil, 0) else { return nil }
        guard add(renderers, to: context) else {
            gvFreeContext(context)
            return nil
        }
        return context
    }

    /// Loads `libgvplugin_<name>.so.6` from Graphviz's plugin folder and registers its plugins
    /// with `context`; false when it is not there.
    static func add(_ name: String, to context: OpaquePointer) -> Bool {
        guard let directory = gvconfig_libdir(context).map({ String(cString: $0) }) else { return false }
        // Local: the plugins' symbols are reached only through their library record, as
        // Graphviz's own loader does; the libraries stay loaded for the life of the process.
        guard let library = dlopen("\(directory)/libgvplugin_\(name).so.6", RTLD_NOW | RTLD_LOCAL),
              let record = dlsym(library, "gvplugin_\(name)_LTX_library") else {
            return false
        }
        gvAddLibrary(context, record.assumingMemoryBound(to: gvplugin_library_t.self))
        return true
    }

    /// Where Graphviz keeps its plugins (`GVBINDIR`, else the `graphviz` folder beside libgvc).
    static func pluginDirectory() -> String? {
        guard let context = gvContextPlugins(nil, 0) else { return nil }
        defer { gvFreeContext(context) }
        return gvconfig_libdir(context).map { String(cString: $0) }
    }
}

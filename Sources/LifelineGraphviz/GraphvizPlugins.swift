import Foundation
@preconcurrency import CGraphviz

/// The Graphviz plugin libraries the renderer's SVG context is made with.
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
enum GraphvizPlugins {
    /// The libraries (`libgvplugin_<name>.so.6`) of the lean context, in the order `dot -c` lists them.
    static let lean = ["core", "dot_layout", "neato_layout"]

    /// A context with only the `lean` plugins, or nil when one of them cannot be loaded (the
    /// caller then uses `gvContext()`). The configuration file is not read (no demand loading).
    static func leanContext() -> OpaquePointer? {
        guard let context = gvContextPlugins(nil, 0) else { return nil }
        guard let directory = gvconfig_libdir(context).map({ String(cString: $0) }) else {
            gvFreeContext(context)
            return nil
        }
        for name in lean {
            // Local: the plugins' symbols are reached only through their library record, as
            // Graphviz's own loader does; the libraries stay loaded for the life of the process.
            guard let library = dlopen("\(directory)/libgvplugin_\(name).so.6", RTLD_NOW | RTLD_LOCAL),
                  let record = dlsym(library, "gvplugin_\(name)_LTX_library") else {
                gvFreeContext(context)
                return nil
            }
            gvAddLibrary(context, record.assumingMemoryBound(to: gvplugin_library_t.self))
        }
        return context
    }

    /// Where Graphviz keeps its plugins (`GVBINDIR`, else the `graphviz` folder beside libgvc).
    static func pluginDirectory() -> String? {
        guard let context = gvContextPlugins(nil, 0) else { return nil }
        defer { gvFreeContext(context) }
        return gvconfig_libdir(context).map { String(cString: $0) }
    }
}

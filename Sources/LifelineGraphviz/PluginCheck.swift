@preconcurrency import CGraphviz

/// Whether Graphviz found the plugins the renderer cannot do without, and how to fix it if not.
///
/// The plugins are listed in a configuration file that installing libgvc6 writes; without it a
/// context has none and every layout fails with a message that does not say why.
struct PluginCheck {
    var layouts: [String]
    var devices: [String]

    /// Reads what `context` has loaded.
    init(context: OpaquePointer) {
        layouts = Self.names(of: "layout", in: context)
        devices = Self.names(of: "device", in: context)
    }

    init(layouts: [String], devices: [String]) {
        self.layouts = layouts
        self.devices = devices
    }

    var error: GraphvizError? {
        var missing: [String] = []
        if !layouts.contains("dot") { missing.append("the dot layout") }
        if !devices.contains("svg") { missing.append("the svg renderer") }
        guard !missing.isEmpty else { return nil }
        return GraphvizError(kind: .pluginsMissing, message: """
            Graphviz found no plugin for \(missing.joined(separator: " or ")): its plugin \
            configuration (config6a in the graphviz folder of the library directory, such as \
            /usr/lib/x86_64-linux-gnu/graphviz) is missing or out of date. Regenerate it as root \
            with `dot -c` (package graphviz) or `libgvc6-config-update -c`, or reinstall libgvc6 \
            (`apt-get install --reinstall libgvc6`); `make deps` does this. Then start the program again.
            """)
    }

    /// The plugin names of one kind, each once; the list and its strings are the caller's to free.
    private static func names(of kind: String, in context: OpaquePointer) -> [String] {
        var count: Int32 = 0
        guard let list = gvPluginList(context, kind, &count, nil) else { return [] }
        defer { free(list) }
        return (0..<Int(count)).compactMap { index in
            guard let name = list[index] else { return nil }
            defer { free(name) }
            return String(cString: name)
        }
    }
}

import Foundation
import Testing

/// Each command loads only the Graphviz plugin libraries its diagram needs (`GraphvizPlugins`):
/// the svg renderer and the one layout library it lays out with, none for text. What the dynamic
/// loader reports (`LD_DEBUG=files`) for the whole command, as a user runs it.
struct PluginLoadingTests {
    /// Every shared library the command opened (`LD_DEBUG=files`), by file name, in order.
    static func librariesLoaded(by arguments: [String]) throws -> [String] {
        let result = try LifelineBinary.run(arguments, environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        return result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "file="), line.contains("needed by") || line.contains("dynamically loaded by") else { return nil }
            let path = line[start.upperBound...].prefix { !$0.isWhitespace && $0 != "[" }
            return path.split(separator: "/").last.map(String.init)
        }
    }

    /// The `libgvplugin_<name>.so.6` libraries the command opened, by name, in order.
    static func pluginsLoaded(by arguments: [String]) throws -> [String] {
        try librariesLoaded(by: arguments).compactMap { library in
            guard library.hasPrefix("libgvplugin_"), library.hasSuffix(".so.6") else { return nil }
            return String(library.dropFirst("libgvplugin_".count).dropLast(".so.6".count))
        }
    }

    /// The sequence and comparison diagrams are laid out by the pinned layout inside the
    /// executable (Sources/CGraphvizPinnedLayout), so neither the neato plugin nor the GLib, GTS
    /// and PCRE2 it brings is loaded.
    @Test func aSequenceDiagramLoadsTheSVGRendererOnly() throws {
        #expect(try Self.pluginsLoaded(by: ["trace", "root-window", "-o", "x.svg"]) == ["core"])
        let libraries = try Self.librariesLoaded(by: ["trace", "root-window", "-o", "x.svg"])
        #expect(libraries.contains("libgvc.so.6") && libraries.contains("libgvplugin_core.so.6"), "\(libraries)")
        #expect(libraries.filter(Self.isNeatos) == [])
    }

    @Test func aStatesDiagramLoadsTheDotLayoutOnly() throws {
        #expect(try Self.pluginsLoaded(by: ["trace", "root-window", "--diagram", "states", "-o", "x.svg"]) == ["core", "dot_layout"])
    }

    @Test func aComparisonLoadsTheSVGRendererOnly() throws {
        #expect(try Self.pluginsLoaded(by: ["compare", "root-window", "direct-view-access", "-o", "x.svg"]) == ["core"])
    }

    /// The libraries only the neato plugin needs.
    static func isNeatos(_ library: String) -> Bool {
        ["libgvplugin_neato_layout", "libglib-2.0", "libgts", "libpcre2"].contains { library.hasPrefix($0) }
    }

    @Test func textAndDOTLoadNoPlugin() throws {
        #expect(try Self.pluginsLoaded(by: ["trace", "root-window"]) == [])
        #expect(try Self.pluginsLoaded(by: ["trace", "root-window", "--format", "dot"]) == [])
    }

    /// The XML parser (FoundationXML, libxml2 and the system's ICU) is the helper process's, which
    /// checks foreign SVG (`LifelineGraphvizService`); loading it cost every command 1.1 ms.
    @Test func theCommandLoadsNoXMLParser() throws {
        for arguments in [["--help"], ["trace", "root-window", "-o", "x.svg"]] {
            let loaded = try Self.librariesLoaded(by: arguments)
            #expect(!loaded.isEmpty, "LD_DEBUG reported nothing")
            #expect(loaded.filter { $0.contains("libxml2") || $0.contains("FoundationXML") || $0.contains("libicuuc") }.isEmpty)
        }
    }

    /// The SVG renderer's numbers go through Lifeline's `gvprintdouble` (Sources/CGraphvizNumbers):
    /// the dynamic loader binds the svg plugin's calls to the executable's definition.
    @Test func theSVGRendererWritesNumbersThroughLifelines() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "-o", "x.svg"], environment: ["LD_DEBUG": "bindings"])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        let bindings = result.stderr.split(separator: "\n").filter { $0.hasSuffix("normal symbol `gvprintdouble'") }
        #expect(bindings.contains { $0.contains("libgvplugin_core.so.6") && $0.contains("/lifeline [0]: normal symbol") },
                "\(bindings)")
    }
}

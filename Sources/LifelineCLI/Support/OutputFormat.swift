import ArgumentParser

/// The formats `--format` accepts. Being `CaseIterable`, ArgumentParser lists the choices in the
/// help and in its error for an unknown value. Not every command takes every format: each
/// command says which it supports, and `OutputOptions.resolvedFormat` enforces it.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case dot
    case svg
    case mermaid

    /// The format a file name implies, so `--output flow.svg` needs no `--format`.
    init?(fileExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "txt", "trace": self = .text
        case "json": self = .json
        case "dot", "gv": self = .dot
        case "svg": self = .svg
        case "mmd", "mermaid": self = .mermaid
        default: return nil
        }
    }

    /// Whether the format draws a diagram rather than encoding the trace itself.
    var isDiagram: Bool { self == .dot || self == .svg || self == .mermaid }
}

/// Which picture of a single trace `--diagram` asks for.
enum DiagramKind: String, CaseIterable, ExpressibleByArgument {
    case sequence
    case states
}

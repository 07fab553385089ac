import ArgumentParser

/// Every format the CLI writes. No command writes them all: each names its own `FormatSet`, and
/// `--format` parses as a `FormatChoice` of that set, so the help, the parser's error and the
/// behaviour list the same formats.
enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case dot
    case svg
    case mermaid
    /// The interactive viewer: one self-contained HTML page (`HTMLViewer`).
    case html
    /// The Trace Event Format JSON that Perfetto UI and `chrome://tracing` open (`ChromeTrace`).
    case chromeTrace = "chrome-trace"

    /// The format a file name implies, so `--output flow.svg` needs no `--format`.
    init?(fileExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "txt", "trace": self = .text
        case "json": self = .json
        case "dot", "gv": self = .dot
        case "svg": self = .svg
        case "mmd", "mermaid": self = .mermaid
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// Whether the format draws a diagram rather than encoding the trace itself.
    var isDiagram: Bool { self == .dot || self == .svg || self == .mermaid }
}

/// The formats one command writes, and the one it writes when neither `--format` nor the
/// `--output` file's extension names one.
protocol FormatSet: Sendable {
    static var supported: [OutputFormat] { get }
    static var fallback: OutputFormat { get }
}

/// A `--format` value: one of `Formats.supported`. ArgumentParser lists `allValueStrings` in the
/// help (`values: ...`) and in its error for any other value, so both say what the command does.
struct FormatChoice<Formats: FormatSet>: ExpressibleByArgument, Sendable {
    let format: OutputFormat

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument), Formats.supported.contains(format) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Formats.supported.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    var defaultValueDescription: String { format.rawValue }
}

/// Which picture of a single trace `--diagram` asks for.
enum DiagramKind: String, CaseIterable, ExpressibleByArgument {
    case sequence
    case states

    /// The diagram formats that can draw this kind: Mermaid has no state diagram here.
    var formats: [OutputFormat] { self == .sequence ? [.dot, .svg, .mermaid] : [.dot, .svg] }

    // What ArgumentParser's defaults for a String enum give, spelled directly: those go through
    // `"\(rawValue)"`, a dynamically cast `String(describing:)`, each time ArgumentParser builds the
    // command's arguments (several times a parse; Benchmarks/Profiling.md, section 20).
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }
}

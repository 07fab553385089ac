import ArgumentParser
import Lifeline

/// The formats `--format` accepts. Being `CaseIterable`, ArgumentParser lists the choices in the
/// help and in its error for an unknown value.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json

    // Dispatch only: the encodings themselves live in the library.

    func render(_ trace: Trace) -> String {
        switch self {
        case .text: TextTraceFormat.encode(trace)
        case .json: JSONTraceFormat.encode(trace)
        }
    }

    func render(_ comparison: TraceComparison) -> String {
        switch self {
        case .text: comparison.renderText()
        case .json: comparison.renderJSON()
        }
    }
}

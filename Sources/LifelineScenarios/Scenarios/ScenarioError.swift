import LifelineTrace

/// Why a scenario file could not be loaded or run, and where: the file, the 1-based line and
/// column (lines end at LF, columns count Unicode scalars) and a message saying what was found
/// and what was expected, with the nearest valid name when one is close. A problem with the file
/// itself (missing, a directory, too large) has no position: line and column are 0.
///
/// `description` reads like a compiler diagnostic, with every control character made visible so
/// that names from the file cannot drive the terminal:
/// `flow.yaml:12:5: unknown operation 'pusj'; expected one of ...; did you mean 'push'?`
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the error is about the whole file.
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        TraceNameSyntax.visible(line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)")
    }

    /// `unknown <what> '<found>'; expected one of <valid>; did you mean '<nearest>'?`, the form
    /// every unknown name takes, so users learn one shape.
    static func unknownMessage(_ what: String, _ found: String, among valid: [String]) -> String {
        var message = "unknown \(what) '\(found)'; "
        message += valid.isEmpty ? "none is declared" : "expected one of \(valid.joined(separator: ", "))"
        if let nearest = NameSuggestion.nearest(to: found, among: valid) {
            message += "; did you mean '\(nearest)'?"
        }
        return message
    }
}

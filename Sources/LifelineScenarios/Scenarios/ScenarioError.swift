import LifelineTrace

/// Why a scenario file could not be loaded, and where: the file, the 1-based line and column
/// (columns count Unicode scalars, as the YAML parser does) and a message saying what was found
/// and what was expected, with the nearest valid name when one is close.
///
/// `description` reads like a compiler diagnostic:
/// `flow.yaml:12:5: unknown operation 'pusj'; expected one of ...; did you mean 'push'?`
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }

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

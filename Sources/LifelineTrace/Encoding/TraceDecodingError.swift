/// Why a trace could not be read, with the position an editor can jump to.
///
/// Columns count Unicode scalars from 1, so they do not depend on how a terminal or editor
/// groups combining characters in user-chosen names.
public struct TraceDecodingError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

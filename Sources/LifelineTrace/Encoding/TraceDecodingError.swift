/// Why a trace could not be read, with the position an editor can jump to.
///
/// Columns count Unicode scalars from 1, so they do not depend on how a terminal or editor
/// groups combining characters in user-chosen names.
public struct TraceDecodingError: Error, Equatable, CustomStringConvertible {
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// What is wrong and, where it helps, what was expected.
    public var message: String

    /// An error at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 5: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

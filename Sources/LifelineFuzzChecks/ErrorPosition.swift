/// Every reader reports where input went wrong as a 1-based line and a column in Unicode
/// scalars; both must lie inside the input, or an editor jumps to nowhere.
///
/// Lines end at LF only, as everywhere in the loaders; the column may point one past a line's
/// last scalar (at its end, or at the end of the input).
enum ErrorPosition {
    static func check(line: Int, column: Int, in text: String, error: String) throws(InvariantViolation) {
        // Split scalars, not Characters: "\r\n" is one Character, and not a "\n".
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        try require(line >= 1 && line <= lines.count,
                    "error at line \(line), but the input has \(lines.count) line(s): \(error)")
        let scalars = lines[line - 1].count
        try require(column >= 1 && column <= scalars + 1,
                    "error at line \(line), column \(column), but that line has \(scalars) scalar(s): \(error)")
    }
}

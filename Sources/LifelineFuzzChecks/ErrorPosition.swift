/// Every reader reports where input went wrong as a 1-based line and a column in Unicode
/// scalars; both must lie inside the input, or an editor jumps to nowhere.
///
/// Lines end at LF only, as everywhere in the loaders; the column may point one past a line's
/// last scalar (at its end, or at the end of the input).
enum ErrorPosition {
    /// `error` is only described when the check fails: most fuzzed inputs are rejected, and
    /// describing every error was a few per cent of the Scenario target's time.
    static func check(line: Int, column: Int, in text: String,
                      error: @autoclosure () -> String) throws(InvariantViolation) {
        // Count scalars, not Characters: "\r\n" is one Character, and not a "\n". One pass, no
        // array of lines: this runs on every rejected input.
        var lineCount = 1
        var scalars = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lineCount += 1
            } else if lineCount == line {
                scalars += 1
            }
        }
        try require(line >= 1 && line <= lineCount,
                    "error at line \(line), but the input has \(lineCount) line(s): \(error())")
        try require(column >= 1 && column <= scalars + 1,
                    "error at line \(line), column \(column), but that line has \(scalars) scalar(s): \(error())")
    }
}

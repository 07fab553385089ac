/// A read position in one line of a text trace.
///
/// Lines are held as Unicode scalars rather than `Character`s: Swift merges "\r\n" into one
/// `Character`, and scalar columns do not depend on how names are normalised.
struct TextLineCursor {
    let scalars: [Unicode.Scalar]
    let line: Int
    var index = 0

    init(_ scalars: [Unicode.Scalar], line: Int) {
        self.scalars = scalars
        self.line = line
    }

    var column: Int { index + 1 }
    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    /// The input at the cursor, quoted for "found ..." in messages.
    var found: String { TraceText.excerpt(scalars, from: index) }

    func hasPrefix(_ literal: String, at start: Int? = nil) -> Bool {
        var position = start ?? index
        for scalar in literal.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// Consumes `literal` if it is next.
    mutating func skip(_ literal: String) -> Bool {
        guard hasPrefix(literal) else { return false }
        index += literal.unicodeScalars.count
        return true
    }

    mutating func expect(_ literal: String, _ expectation: String) throws(TraceDecodingError) {
        guard skip(literal) else { throw error("expected \(expectation), found \(found)") }
    }

    func expectEnd(_ after: String) throws(TraceDecodingError) {
        guard isAtEnd else { throw error("unexpected \(found) after \(after); expected end of line") }
    }

    func error(_ message: String, column: Int? = nil) -> TraceDecodingError {
        TraceDecodingError(line: line, column: column ?? self.column, message: message)
    }

    func text(from start: Int, to end: Int) -> String {
        let lower = max(0, start)
        let upper = min(end, scalars.count)
        guard lower < upper else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// Reads `[A-Za-z_][A-Za-z0-9_.#-]*`; empty if the next scalar cannot start a bare name.
    mutating func readBare() -> String {
        guard let first = current, TraceNameSyntax.isBareStart(first) else { return "" }
        let start = index
        while let next = current, TraceNameSyntax.isBareContinuation(next) {
            index += 1
        }
        return text(from: start, to: index)
    }

    /// Reads an optionally negative decimal integer that fits in `Int`.
    mutating func readInteger(_ what: String) throws(TraceDecodingError) -> Int {
        let start = index
        let negative = skip("-")
        var value = 0
        var digits = 0
        while let next = current, let digit = digitValue(next) {
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(negative ? -digit : digit)
            guard !overflow1, !overflow2 else {
                throw error("\(what) is too large", column: start + 1)
            }
            value = sum
            digits += 1
            index += 1
        }
        guard digits > 0 else {
            index = start
            throw error("expected \(what), found \(found)")
        }
        return value
    }

    private func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }

    /// Reads a quoted string at the cursor, undoing the escapes `TraceNameSyntax` writes.
    mutating func readQuoted() throws(TraceDecodingError) -> String {
        let openColumn = column
        guard skip("\"") else { throw error("expected `\"`, found \(found)") }
        var result = String.UnicodeScalarView()
        while true {
            guard let next = current else {
                throw error("unterminated quoted string; expected a closing `\"` before the end of the line",
                            column: openColumn)
            }
            index += 1
            switch next {
            case "\"":
                return String(result)
            case "\\":
                result.append(try readEscape())
            default:
                result.append(next)
            }
        }
    }

    private mutating func readEscape() throws(TraceDecodingError) -> Unicode.Scalar {
        let escapeColumn = column - 1
        let expected = "expected one of \\\", \\\\, \\n, \\r, \\t or \\u{XX}"
        guard let kind = current else {
            throw error("unterminated escape; \(expected)", column: escapeColumn)
        }
        index += 1
        switch kind {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            guard skip("{") else { throw error("invalid escape `\\u`; \(expected)", column: escapeColumn) }
            var value: UInt32 = 0
            var digits = 0
            while let next = current, let digit = TraceText.hexValue(next), digits < 8 {
                value = value << 4 | digit
                digits += 1
                index += 1
            }
            guard digits > 0, skip("}"), let scalar = Unicode.Scalar(value) else {
                throw error("invalid Unicode escape; expected \\u{XX} with 1 to 8 hex digits naming a Unicode scalar",
                            column: escapeColumn)
            }
            return scalar
        default:
            throw error("invalid escape `\\\(TraceNameSyntax.visible(kind))`; \(expected)", column: escapeColumn)
        }
    }
}

/// A read position in one line of a text trace.
///
/// The line is a slice of the input's UTF-8 bytes, and positions are offsets into the whole
/// input. The bytes are a buffer the reader keeps alive for the whole read (`TextTraceReader`):
/// a slice of an array retained and released it for every line and every copy of a cursor,
/// about a tenth of reading a large trace (Benchmarks/Profiling.md, section 24). Positions: tokens are read as ranges and compared or looked up where they lie, because building
/// a `String` for every token was most of the cost of decoding a large trace. Only names that
/// are kept (declarations, quoted names) and error messages become `String`s.
///
/// Columns in errors still count Unicode scalars from 1, so they do not depend on how names are
/// normalised or encoded; they are worked out from a byte position only when an error is made.
/// Every byte the grammar looks for is ASCII, and UTF-8 never uses ASCII bytes inside a longer
/// sequence, so a token boundary found in the bytes is always a scalar boundary.
struct TextLineCursor {
    /// The line without its line break.
    let bytes: Slice<UnsafeBufferPointer<UInt8>>
    let line: Int
    var index: Int

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, line: Int) {
        self.bytes = bytes
        self.line = line
        index = bytes.startIndex
    }

    /// A cursor on no line, for a parser before its first line.
    static var none: TextLineCursor { TextLineCursor(UnsafeBufferPointer(start: nil, count: 0)[...], line: 0) }

    var isAtEnd: Bool { index >= bytes.endIndex }
    /// The byte at the cursor, read from the buffer after one check against the line's bounds
    /// (the slice's own subscript would check again).
    var current: UInt8? { index < bytes.endIndex && index >= bytes.startIndex ? bytes.base[index] : nil }
    /// The input at the cursor, quoted for "found ..." in messages.
    var found: String { excerpt(from: index) }

    /// The 1-based scalar column of a byte position on this line: one more than the number of
    /// bytes before it that start a scalar (UTF-8 continuation bytes are `10xxxxxx`).
    func column(of position: Int) -> Int {
        var column = 1
        for byte in bytes[bytes.startIndex..<min(position, bytes.endIndex)] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return column + max(0, position - bytes.endIndex)
    }

    /// The input from `position`, quoted for "found ..." in messages.
    func excerpt(from position: Int) -> String {
        TraceText.excerpt(Array(text(bytes.startIndex..<bytes.endIndex).unicodeScalars), from: column(of: position) - 1)
    }

    /// The scalar that starts at `position`, for messages that quote one.
    func scalar(at position: Int) -> Unicode.Scalar {
        text(position..<bytes.endIndex).unicodeScalars.first ?? "\0"
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the bytes in `range` spell `literal`, which is ASCII. Lengths first: most
    /// candidates differ in length, and a native `String` knows its own.
    func spells(_ range: Range<Int>, _ literal: String) -> Bool {
        range.count == literal.utf8.count && bytes[range].elementsEqual(literal.utf8)
    }

    /// The same for a literal: its bytes where they lie, rather than a `String`'s UTF-8 view
    /// (every flag and `nil` in every argument is compared with these).
    func spells(_ range: Range<Int>, literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && hasPrefix(literal, at: range.lowerBound)
    }

    /// Literals are `StaticString`s, read as bytes in place: walking a `String`'s UTF-8 view for
    /// every keyword on every line was a twentieth of reading a large trace (Profiling.md, 17).
    func hasPrefix(_ literal: StaticString, at start: Int? = nil) -> Bool {
        let position = start ?? index
        let count = literal.utf8CodeUnitCount
        guard position >= bytes.startIndex, position + count <= bytes.endIndex else { return false }
        let expected = literal.utf8Start
        let base = bytes.base
        for offset in 0..<count where base[position + offset] != expected[offset] { return false }
        return true
    }

    /// Consumes `literal`, which is ASCII, if it is next.
    mutating func skip(_ literal: StaticString) -> Bool {
        guard hasPrefix(literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    /// The expectation is only worked out for the message, so lines that parse build no text.
    mutating func expect(_ literal: StaticString, _ expectation: @autoclosure () -> String) throws(TraceDecodingError) {
        guard skip(literal) else { throw error("expected \(expectation()), found \(found)") }
    }

    func expectEnd(_ after: @autoclosure () -> String) throws(TraceDecodingError) {
        guard isAtEnd else { throw error("unexpected \(found) after \(after()); expected end of line") }
    }

    /// An error at a byte position on this line, at the cursor by default.
    func error(_ message: String, at position: Int? = nil) -> TraceDecodingError {
        TraceDecodingError(line: line, column: column(of: position ?? index), message: message)
    }

    /// Reads `[A-Za-z_][A-Za-z0-9_.#-]*`; empty if the next byte cannot start a bare name.
    /// Every name of every line passes through here: the bytes are read from the buffer within
    /// the line's bounds, tested against the byte sets held in locals.
    mutating func readBare() -> Range<Int> {
        let start = index
        guard let first = current, TraceNameSyntax.isBareStart(first) else { return start..<start }
        let base = bytes.base, end = bytes.endIndex
        let continuation = TraceNameSyntax.bareContinuationBytes
        var position = start + 1
        while position < end, continuation.contains(base[position]) {
            position += 1
        }
        index = position
        return start..<position
    }

    /// Reads an optionally negative decimal integer that fits in `Int`.
    mutating func readInteger(_ what: String) throws(TraceDecodingError) -> Int {
        let start = index
        let negative = skip("-")
        var value = 0
        var digits = 0
        while let next = current, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
            guard let sum = TraceText.appendingDigit(next, to: value, negative: negative) else {
                throw error("\(what) is too large", at: start)
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

    /// Reads a quoted string at the cursor, undoing the escapes `TraceNameSyntax` writes.
    mutating func readQuoted() throws(TraceDecodingError) -> String {
        let open = index
        guard skip("\"") else { throw error("expected `\"`, found \(found)") }
        var result: [UInt8] = []
        while true {
            guard let next = current else {
                throw error("unterminated quoted string; expected a closing `\"` before the end of the line",
                            at: open)
            }
            index += 1
            switch next {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                UTF8.encode(try readEscape()) { result.append($0) }
            default:
                // Bytes of a longer scalar are copied one by one; the slice they came from is
                // valid UTF-8, so the copy is too.
                result.append(next)
            }
        }
    }

    private mutating func readEscape() throws(TraceDecodingError) -> Unicode.Scalar {
        let escape = index - 1
        let expected = "expected one of \\\", \\\\, \\n, \\r, \\t or \\u{XX}"
        guard let kind = current else {
            throw error("unterminated escape; \(expected)", at: escape)
        }
        index += 1
        switch kind {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard skip("{") else { throw error("invalid escape `\\u`; \(expected)", at: escape) }
            var value: UInt32 = 0
            var digits = 0
            while let next = current, let digit = TraceText.hexValue(Unicode.Scalar(next)), digits < 8 {
                value = value << 4 | digit
                digits += 1
                index += 1
            }
            guard digits > 0, skip("}"), let scalar = Unicode.Scalar(value) else {
                throw error("invalid Unicode escape; expected \\u{XX} with 1 to 8 hex digits naming a Unicode scalar",
                            at: escape)
            }
            return scalar
        default:
            let scalar = self.scalar(at: index - 1)
            throw error("invalid escape `\\\(TraceNameSyntax.visible(scalar))`; \(expected)", at: escape)
        }
    }
}

/// Small text utilities shared by both formats' readers, kept in one place so that error
/// messages quote offending input the same way everywhere.
enum TraceText {
    /// JSON's whitespace: space, tab, line feed and carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isWhitespace(UInt8(scalar.value))
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Where a document starts: past the byte order mark some Windows editors prepend, which is
    /// not part of the first line, and which editors do not count as a column.
    static func documentStart(_ utf8: some Collection<UInt8>) -> Int {
        utf8.starts(with: byteOrderMarkUTF8) ? byteOrderMarkUTF8.count : 0
    }

    /// Where a document read as scalars starts; see `documentStart(_:)` for UTF-8.
    static func documentStart(_ scalars: [Unicode.Scalar]) -> Int {
        scalars.first == byteOrderMark ? 1 : 0
    }

    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"
    private static let byteOrderMarkUTF8 = Array(String(byteOrderMark).utf8)

    /// `value` with the decimal digit `byte` (ASCII `0` to `9`) appended, subtracted for a
    /// negative number so that `Int.min` is reached; `nil` when the result does not fit in `Int`.
    @inline(__always)
    static func appendingDigit(_ byte: UInt8, to value: Int, negative: Bool) -> Int? {
        let digit = Int(byte &- UInt8(ascii: "0"))
        let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = shifted.addingReportingOverflow(negative ? -digit : digit)
        return overflow1 || overflow2 ? nil : sum
    }

    /// A short, single-line rendering of the input at `index` for "found ..." in messages.
    /// Control characters are escaped so that a message never spans lines.
    static func excerpt(_ scalars: [Unicode.Scalar], from index: Int, limit: Int = 16) -> String {
        guard index >= 0, index < scalars.count, scalars[index] != "\n" else { return "end of line" }
        var text = ""
        var position = index
        while position < scalars.count, position - index < limit, scalars[position] != "\n" {
            text += TraceNameSyntax.visible(scalars[position])
            position += 1
        }
        let truncated = position < scalars.count && scalars[position] != "\n"
        return "`\(text)\(truncated ? "…" : "")`"
    }

    /// `1 argument`, `2 arguments`: messages read better with the right plural.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    /// Why a file's format version cannot be read: newer than this Lifeline, or not a version.
    static func unsupportedVersion(_ version: Int, readable: ClosedRange<Int>) -> String {
        let supported = "this Lifeline reads versions \(readable.lowerBound) to \(readable.upperBound)"
        if version > readable.upperBound {
            return "format version \(version) is newer than this Lifeline understands; \(supported): update Lifeline, or re-record the golden with this one"
        }
        return "unsupported format version \(version); \(supported)"
    }
}

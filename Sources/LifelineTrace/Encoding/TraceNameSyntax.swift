/// How names are spelled in text traces. Names come from users, so anything that does not read
/// like an identifier is quoted and escaped: a name must round-trip and must never be able to
/// break the line structure or be mistaken for a keyword, a method or an argument.
package enum TraceNameSyntax {
    /// Words a bare name would be confused with.
    static let keywords: Set<String> = ["nil", "true", "false"]

    static func isBareStart(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || scalar == "_"
    }

    static func isBareContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isBareStart(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "#" || scalar == "-"
    }

    /// The same classes for a byte of UTF-8, for the readers, which scan bytes: every bare
    /// character is ASCII, and no byte of a longer UTF-8 sequence is.
    static func isBareStart(_ byte: UInt8) -> Bool {
        byte < 0x80 && isBareStart(Unicode.Scalar(byte))
    }

    static func isBareContinuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && isBareContinuation(Unicode.Scalar(byte))
    }

    static func isBare(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isBareStart(first) else { return false }
        while let next = scalars.next() {
            guard isBareContinuation(next) else { return false }
        }
        return !keywords.contains(name)
    }

    /// The name as written in a text trace: bare when safe, quoted otherwise.
    static func reference(_ name: String) -> String {
        isBare(name) ? name : quoted(name)
    }

    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The text as it appears between quotes.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map(escaped).joined()
    }

    /// One scalar as it appears between quotes.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard isInvisible(scalar) else { return String(scalar) }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
        }
    }

    /// One scalar as quoted in a message: only what would be invisible or break the line is
    /// escaped, so `found `"`` reads as the quote it is.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        scalar == "\"" || scalar == "\\" ? String(scalar) : escaped(scalar)
    }

    /// `text` as printed in a message or on a terminal: every scalar `visible(_:)` escapes
    /// (controls, line breaks, bidirectional controls) as its escape, the rest as it is, so that
    /// user text can neither hide nor drive the terminal.
    package static func visible(_ text: String) -> String {
        text.unicodeScalars.map(visible).joined()
    }

    /// Whether a name can hold `scalar`. Every format carries any other scalar, escaped where it
    /// must be; the Unicode noncharacters (U+FDD0...U+FDEF and the last two code points of every
    /// plane) are kept for a program's internal use, and U+FFFE and U+FFFF are not XML
    /// characters at all, so no SVG diagram could show them.
    package static func canAppearInName(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isNoncharacterCodePoint
    }

    /// Scalars that some editor or terminal would show as nothing, break a line at, or use to
    /// reorder the text around them: C0 and C1 controls, DEL, the Unicode line and paragraph
    /// separators, bidirectional controls and the byte order mark.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// A number argument as the text and JSON formats (and scenario files) write it: an integral value without a
    /// fraction (`1`), any other in Swift's shortest form that reads back exactly (`0.4`, `1e-05`).
    package static func number(_ value: Double) -> String {
        // Within 2^53 every integer is exact, and the conversion truncates without libm.
        if value.magnitude < 9_007_199_254_740_992, Double(Int64(value)) == value { return String(Int64(value)) }
        return String(value)
    }
}

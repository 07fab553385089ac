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
        bareStartBytes.contains(byte)
    }

    static func isBareContinuation(_ byte: UInt8) -> Bool {
        bareContinuationBytes.contains(byte)
    }

    /// The scalar classes above as bit sets of ASCII bytes, made once from them: the readers
    /// test every byte of every name, and comparing a byte with ranges of scalars took about a
    /// tenth of reading a large trace (Benchmarks/Profiling.md, section 17).
    private static let bareStartBytes = ASCIIByteSet(isBareStart)
    static let bareContinuationBytes = ASCIIByteSet(isBareContinuation)

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

    /// The first scalar in `name` that no format can carry safely, or `nil`. Every reader
    /// refuses a name with one (scenario, object, class and marker names), positioned at the name.
    ///
    /// What each format does with the rest, decided per format so that every other scalar a
    /// user can type appears safely everywhere:
    /// - Rejected here: the Unicode noncharacters (U+FDD0...U+FDEF and the last two code points
    ///   of every plane, U+FFFE, U+FFFF, U+1FFFE...). XML 1.0 forbids U+FFFE and U+FFFF, so one
    ///   in a name made every SVG ill-formed; the others are reserved for a program's internal
    ///   use and have no business in a name. Unpaired surrogates cannot be in a `String` at all
    ///   (both readers reject their escapes).
    /// - Escaped: C0 and C1 controls, DEL and the other invisible scalars (`isInvisible`) are
    ///   `\u{..}` in text traces and `\uXXXX` or `\n` in JSON; in DOT (and so SVG) C0 controls
    ///   and DEL become control pictures (`DOTString`); in Mermaid every scalar with a meaning
    ///   or no visible form is an entity code (`MermaidText`).
    /// O(n) in the name's scalars.
    package static func unsafeScalar(in name: String) -> Unicode.Scalar? {
        name.unicodeScalars.first(where: isNoncharacter)
    }

    /// Whether `scalar` is one of Unicode's 66 noncharacters.
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// Why a name with `scalar` (from `unsafeScalar(in:)`) is refused; `what` is "an object
    /// name", "a scenario"...
    static func unsafeNameMessage(_ scalar: Unicode.Scalar, what: String) -> String {
        "\(what) must not contain U+\(String(scalar.value, radix: 16, uppercase: true)), a Unicode noncharacter, which SVG (XML 1.0) cannot carry"
    }

    /// `text` as printed in a message or on a terminal: every scalar `visible(_:)` escapes
    /// (controls, line breaks, bidirectional controls) as its escape, the rest as it is, so that
    /// user text can neither hide nor drive the terminal.
    package static func visible(_ text: String) -> String {
        text.unicodeScalars.map(visible).joined()
    }

    /// Scalars that some editor or terminal would show as nothing, break a line at, or use to
    /// reorder the text around them: C0 and C1 controls, DEL, the Unicode line and paragraph
    /// separators, bidirectional controls, the byte order mark and the noncharacters.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            // A noncharacter is refused in names, but may still be quoted in a message.
            return isNoncharacter(scalar)
        }
    }

    /// A number argument as the text and JSON formats (and scenario files) write it: an integral value without a
    /// fraction (`1`), any other in Swift's shortest form that reads back exactly (`0.4`, `1e-05`).
    package static func number(_ value: Double) -> String {
        integral(value).map { String($0) } ?? String(value)
    }

    /// The value as an integer when `number` writes it as one: integral and within 2^53.
    static func integral(_ value: Double) -> Int64? {
        // Within 2^53 every integer is exact, and the conversion truncates without libm.
        value.magnitude < 9_007_199_254_740_992 && Double(Int64(value)) == value ? Int64(value) : nil
    }
}

/// A set of ASCII bytes as two 64-bit masks; no byte of 0x80 or above is in it.
struct ASCIIByteSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The ASCII bytes whose scalar `predicate` accepts.
    init(_ predicate: (Unicode.Scalar) -> Bool) {
        for byte in UInt8(0)..<0x80 where predicate(Unicode.Scalar(byte)) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 != 0 : byte < 128 && high >> UInt64(byte - 64) & 1 != 0
    }
}

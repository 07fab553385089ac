/// What JSON's string escapes stand for, for `JSONByteScanner`, which undoes them and explains
/// an invalid one.
enum JSONEscape {
    /// The scalar a two-character escape `\k` stands for, given `k`; `nil` for `u`, whose hex
    /// digits follow, and for anything JSON does not allow after a backslash.
    static func simple(_ kind: UInt8) -> Unicode.Scalar? {
        switch kind {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        default: return nil
        }
    }

    static func simple(_ kind: Unicode.Scalar) -> Unicode.Scalar? {
        kind.isASCII ? simple(UInt8(kind.value)) : nil
    }

    /// Whether a `\uXXXX` value is the first half of a surrogate pair, which another `\uXXXX`
    /// with the low half must follow.
    static func isHighSurrogate(_ value: UInt32) -> Bool {
        (0xD800...0xDBFF).contains(value)
    }

    /// The scalar a surrogate pair stands for; `nil` when `low` is not a low surrogate.
    static func combineSurrogates(high: UInt32, low: UInt32) -> Unicode.Scalar? {
        guard isHighSurrogate(high), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
    }
}

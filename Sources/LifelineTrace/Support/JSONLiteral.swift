/// JSON string literals for the hand-written JSON outputs (traces, comparisons), which need a
/// fixed key order that Foundation's encoders do not offer.
enum JSONLiteral {
    /// `value` as a JSON string literal, quotes included.
    ///
    /// Escapes what RFC 8259 requires (quote, backslash, U+0000–U+001F) plus U+2028 and U+2029,
    /// which are valid JSON but end a line in JavaScript and so break pasting into a script, the
    /// `/` of `</` (as `<\/`, so that no `</script>` in user text ends a script element the JSON
    /// is pasted into), and the Unicode noncharacters, which XML cannot carry.
    /// Everything else, including non-ASCII text, is written as is: the output is UTF-8.
    static func string(_ value: String) -> String {
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        var previous: Unicode.Scalar = "\0"
        for scalar in value.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "/" where previous == "<": result += "\\/"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                result += "\\u" + hex4(scalar.value)
            case _ where TraceNameSyntax.isNoncharacter(scalar):
                // Valid JSON, but XML 1.0 forbids U+FFFE and U+FFFF: escaped, the text stays
                // safe to embed anywhere. Above U+FFFF as a surrogate pair, as JSON spells it.
                for unit in String(scalar).utf16 { result += "\\u" + hex4(UInt32(unit)) }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}

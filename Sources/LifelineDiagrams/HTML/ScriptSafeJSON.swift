/// JSON text that can sit inside an HTML `<script>` element as it is.
///
/// An HTML parser ends a script element at the first `</script` whatever JavaScript thinks of
/// it, and `<!--` switches it into an escaped state in which `<script` nests; JavaScript before
/// ES2019 ends a string at U+2028 and U+2029. So besides what JSON itself requires (quote,
/// backslash, controls), every `<`, `>` and `&` and both separators are written as `\uXXXX`:
/// the parsed value is the same, and no user text can close the element or open a comment.
struct ScriptSafeJSON {
    private(set) var text = ""

    /// Appends `value` as a JSON string literal.
    mutating func string(_ value: String) {
        text.append("\"")
        var plainStart = value.unicodeScalars.startIndex
        let scalars = value.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if let escape = Self.escape(scalar) {
                text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                text.append(escape)
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        text.append("\"")
    }

    /// Appends an integer.
    mutating func number(_ value: Int) { text.append(String(value)) }

    /// Appends a number with a fraction, as JSON writes it (never `nan` or `inf`: those are 0).
    mutating func number(_ value: Double) { text.append(value.isFinite ? String(value) : "0") }

    /// Appends JSON punctuation or a literal (`[`, `,`, `null`…), never user text.
    mutating func raw(_ token: StaticString) { text.append(token.description) }

    /// Appends `"key":`.
    mutating func key(_ name: StaticString) {
        text.append("\"")
        text.append(name.description)
        text.append("\":")
    }

    /// The escape for a scalar that cannot be written as itself, `nil` for one that can.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "<", ">", "&", "\u{2028}", "\u{2029}": return unicodeEscape(scalar.value)
        default: return scalar.value < 0x20 || scalar.value == 0x7F ? unicodeEscape(scalar.value) : nil
        }
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

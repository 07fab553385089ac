/// JSON text that can sit inside an HTML `<script>` element as it is.
///
/// An HTML parser ends a script element at the first `</script` whatever JavaScript thinks of
/// it, and `<!--` switches it into an escaped state in which `<script` nests; JavaScript before
/// ES2019 ends a string at U+2028 and U+2029. So besides what JSON itself requires (quote,
/// backslash, controls), every `<`, `>` and `&` and both separators are written as `\uXXXX`:
/// the parsed value is the same, and no user text can close the element or open a comment.
///
/// Written as UTF-8 bytes: a page of a 100,000-event trace is megabytes, built from a few
/// hundred thousand pieces.
struct ScriptSafeJSON {
    private(set) var bytes: [UInt8] = []

    /// The JSON written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `value` as a JSON string literal.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = Array(value.utf8)
        utf8.withUnsafeBufferPointer { source in
            var index = 0
            while index < source.count {
                let byte = source[index]
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if byte == 0xE2, index + 2 < source.count, source[index + 1] == 0x80,
                   source[index + 2] == 0xA8 || source[index + 2] == 0xA9 {
                    appendUnicodeEscape(source[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 3
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20, 0x7F:
                    appendUnicodeEscape(UInt32(byte))
                default: bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends an integer.
    mutating func number(_ value: Int) { bytes += String(value).utf8 }

    /// Appends a number with a fraction, as JSON writes it (never `nan` or `inf`: those are 0).
    mutating func number(_ value: Double) { bytes += (value.isFinite ? String(value) : "0").utf8 }

    /// Appends JSON punctuation or a literal (`[`, `,`, `null`…), never user text.
    mutating func raw(_ token: StaticString) {
        token.withUTF8Buffer { bytes += $0 }
    }

    /// Appends `"key":`.
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes += $0 }
        bytes += [UInt8(ascii: "\""), UInt8(ascii: ":")]
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private mutating func appendUnicodeEscape(_ value: UInt32) {
        bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}

/// A tiny reader for the DOT this package writes, independent of the encoder: it finds every
/// quoted string, decodes it the way Graphviz reads a label (`\"`, `\\`, `\n`, `\r`), and
/// replaces it by `"…"` in a skeleton of the text. Tests compare skeletons to prove that no
/// name ended its string early, and decoded strings to prove that names survive intact.
struct DOTReader {
    /// Every quoted string, decoded, in order.
    private(set) var strings: [String] = []
    /// The text with each quoted string replaced by `"…"` and each HTML label by `<…>`.
    private(set) var skeleton = ""
    /// Escapes that Graphviz would interpret and the encoder must never write.
    private(set) var problems: [String] = []
    /// The tags used in HTML labels (`B`, `/B`, `BR/`, `FONT`...), to check that text in them
    /// was escaped rather than read as markup.
    private(set) var htmlTags: Set<String> = []

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                // `"a" + "b"` is one string to Graphviz: long text is written in chunks.
                var string = readString(&scalars)
                while let plus = Self.concatenation(in: scalars) {
                    scalars = scalars[plus...]
                    string += readString(&scalars)
                }
                strings.append(string)
                skeleton += "\"…\""
            case "<":
                skipHTML(&scalars)
                skeleton += "<…>"
            default:
                skeleton.unicodeScalars.append(scalar)
            }
        }
    }

    /// Where the next string starts if `+` and a quote follow (after spaces).
    private static func concatenation(in scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        var index = scalars.startIndex
        while index < scalars.endIndex, scalars[index] == " " { index += 1 }
        guard index < scalars.endIndex, scalars[index] == "+" else { return nil }
        index += 1
        while index < scalars.endIndex, scalars[index] == " " { index += 1 }
        guard index < scalars.endIndex, scalars[index] == "\"" else { return nil }
        return index + 1
    }

    private mutating func readString(_ scalars: inout ArraySlice<Unicode.Scalar>) -> String {
        var result = ""
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard let next = scalars.popFirst() else {
                    problems.append("backslash at end of input")
                    return result
                }
                switch next {
                case "\"": result += "\""
                case "\\": result += "\\"
                case "n": result += "\n"
                case "r": result += "\r"
                default: problems.append("unexpected escape \\\(next)")
                }
            case "\n":
                problems.append("raw newline inside a string")
                result += "\n"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        problems.append("unterminated string")
        return result
    }

    /// HTML labels nest angle brackets; text inside must be escaped, so brackets balance.
    private mutating func skipHTML(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        var depth = 1
        var tag: String?
        while let scalar = scalars.popFirst() {
            if scalar == "<" {
                depth += 1
                tag = ""
            } else if scalar == ">" {
                depth -= 1
                if let name = tag?.split(separator: " ").first { htmlTags.insert(String(name)) }
                tag = nil
            } else {
                tag?.unicodeScalars.append(scalar)
            }
            if depth == 0 { return }
        }
        problems.append("unterminated HTML label")
    }
}

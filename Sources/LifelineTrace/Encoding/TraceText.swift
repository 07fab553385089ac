/// Small text utilities shared by both formats' readers, kept in one place so that error
/// messages quote offending input the same way everywhere.
enum TraceText {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
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

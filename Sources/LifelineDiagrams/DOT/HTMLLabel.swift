/// Helpers for Graphviz's HTML-like labels (`label=<...>`), whose markup `DOTEncoder` writes
/// verbatim: text placed in the markup must be escaped here first.
public enum HTMLLabel {
    /// Text made safe to place between HTML-like tags: `&`, `<`, `>`, `"` and `'` become entities,
    /// so the text can neither open a tag nor end the label. A backslash is doubled: Graphviz
    /// still reads `\N`, `\G`... in HTML text (even written as `&#92;`) and would put the
    /// node's or graph's name there. C0 controls and DEL become visible control pictures, as
    /// in quoted DOT strings.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\\": result += "\\\\"
            case "\t", "\n": result.unicodeScalars.append(" ")
            default: result.unicodeScalars.append(DOTString.visible(scalar))
            }
        }
        return result
    }

    /// Text cut to at most `limit` characters, ending in `…` when cut: a header that long would be
    /// unreadable (and an HTML label cannot exceed 16 KiB). The full text belongs in a tooltip,
    /// which is a plain string of any length.
    public static func shortened(_ text: String, limit: Int = 80) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(limit - 1, 0))) + "…"
    }
}

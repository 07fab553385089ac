/// The value of a Graphviz attribute. The case says how the encoder must write it, which is
/// what keeps user text from ever being read as DOT syntax.
public enum AttributeValue: Hashable, Sendable {
    /// Text, written quoted and escaped so that Graphviz reads back exactly this text.
    case string(String)
    /// An HTML-like label (`label=<...>`). The markup is written as is, so every piece of text
    /// in it must have gone through `HTMLLabel.escape`. Graphviz cannot read HTML labels longer
    /// than 16 KiB and, unlike strings, they cannot be split: keep the text in them short
    /// (`HTMLLabel.shortened`).
    case html(String)
    case number(Double)
    case bool(Bool)
    /// A keyword such as `box`, `TB` or `invis`. Written bare when it is a plain identifier and
    /// quoted otherwise, so even a wrong keyword cannot break the statement.
    case raw(String)
}

extension AttributeValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    /// A string literal is text; keywords are spelled `.raw("box")` so the choice stays visible.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `weight=0` from the literal `0`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `width=1.5` from the literal `1.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `fixedsize=true` from the literal `true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension AttributeValue {
    /// Text for a `tooltip`. Graphviz reads backslash escapes in tooltips twice (once as an
    /// escaped string, once more for the SVG title), so a backslash that only the encoder
    /// doubled would still act (`\N` would become the node's name). Doubling it here as well
    /// makes the tooltip read back as exactly this text.
    public static func tooltip(_ text: String) -> AttributeValue {
        // By bytes: `contains` over Characters broke a long tooltip into graphemes on every node.
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return .string(text) }
        return .string(text.replacingBackslashes())
    }
}

private extension String {
    func replacingBackslashes() -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count + 8)
        for scalar in unicodeScalars {
            if scalar == "\\" { result += "\\\\" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

/// What Graphviz's DOT reader makes of the text `DOTEncoder` writes: each name, key and value as
/// its lexer hands it to cgraph. A renderer that builds Graphviz's graph through cgraph's API,
/// instead of writing DOT text for Graphviz to parse again, passes these and so builds the graph
/// the parser would have built (`LifelineGraphviz`'s `GraphBuilder`).
///
/// The lexer reads a quoted string's `\"` as `"` and joins strings concatenated with `+`; it keeps
/// every other escape (`\\`, `\n`, `\r`) for the label code to read later. Bare identifiers and
/// numerals are their own text; an HTML-like label is the markup between its outer `<` and `>`.
public enum DOTReadBack {
    /// An attribute value as Graphviz holds it once read.
    public struct Value: Hashable, Sendable {
        /// The string cgraph stores.
        public var text: String
        /// Whether it is an HTML-like label (stored with `agstrdup_html`).
        public var isHTML: Bool
    }

    /// The graph's name or a node's identifier, which the encoder always quotes. O(n) in its scalars.
    public static func name(_ id: String) -> String {
        DOTString.lexed(id)
    }

    /// An attribute's key, bare when it is a plain identifier and quoted otherwise. O(n).
    public static func key(_ key: String) -> String {
        DOTString.lexedIdentifier(key)
    }

    /// `value` as the lexer reads it back, or nil for an HTML-like label whose `<` and `>` do not
    /// nest: the lexer would end the label at the first `>` that closes more than it opened (the
    /// rest of the markup would be read as DOT), so only the text can say what Graphviz makes of
    /// it. O(n) in the value's scalars.
    public static func value(_ value: AttributeValue) -> Value? {
        switch value {
        case .string(let text): return Value(text: DOTString.lexed(text), isHTML: false)
        case .html(let markup):
            guard nests(markup) else { return nil }
            return Value(text: DOTEncoder.htmlSafe(markup), isHTML: true)
        case .number(let number): return Value(text: DOTString.numberText(number).text, isHTML: false)
        case .bool(let flag): return Value(text: flag ? "true" : "false", isHTML: false)
        case .raw(let keyword): return Value(text: DOTString.lexedIdentifier(keyword), isHTML: false)
        }
    }

    /// At most how many bytes `name`, `key` or `value` gives for a text of `count` UTF-8 bytes:
    /// an escape or a control picture (3 bytes) stands for one byte. O(1).
    public static func maximumLength(ofTextWith count: Int) -> Int {
        3 * count
    }

    /// Whether every `>` in `markup` closes a `<` opened before it in the markup, and every `<` is
    /// closed: then the lexer, which starts the label one level deep, ends it at the encoder's
    /// closing `>` and not before, and `value(.html(markup))` is not nil. O(n) in its bytes.
    public static func nests(_ markup: String) -> Bool {
        var depth = 0
        for byte in markup.utf8 {
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }
}

@preconcurrency import CGraphviz

/// Escapes the link attributes of a parsed graph for XML, because Graphviz 2.42 writes them
/// into SVG as they are: a plain `&` in a query string would otherwise make the SVG ill-formed
/// and a quote would end the attribute. Applied before layout, for SVG only (PDF links want
/// the text itself). XML entities already written in the DOT (`&amp;`, `&#38;`) are kept as
/// they are, as Graphviz does for every other attribute; other `&name;` are escaped. What Graphviz substitutes later (`\N` and the like
/// expanding to a name) is not covered here; `SVGSafety` refuses what still slips through.
package enum LinkEscaping {
    static let attributes = [
        "URL", "href", "labelURL", "labelhref", "edgeURL", "edgehref",
        "headURL", "headhref", "tailURL", "tailhref",
    ]

    static func apply(to root: UnsafeMutablePointer<Agraph_t>) {
        for kind in [AGRAPH, AGNODE, AGEDGE] {
            for name in attributes {
                guard let symbol = name.withCString({ agattr(root, Int32(kind), UnsafeMutablePointer(mutating: $0), nil) })
                else { continue }
                forEachObject(of: Int32(kind), in: root) { object in escape(object, symbol) }
            }
        }
    }

    private static func forEachObject(of kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>,
                                      _ body: (UnsafeMutableRawPointer) -> Void) {
        switch kind {
        case Int32(AGRAPH):
            body(UnsafeMutableRawPointer(graph))
            var subgraph = agfstsubg(graph)
            while let current = subgraph {
                forEachObject(of: kind, in: current, body)
                subgraph = agnxtsubg(current)
            }
        default:
            var node = agfstnode(graph)
            while let current = node {
                if kind == Int32(AGNODE) {
                    body(UnsafeMutableRawPointer(current))
                } else {
                    var edge = agfstout(graph, current)
                    while let out = edge {
                        body(UnsafeMutableRawPointer(out))
                        edge = agnxtout(graph, out)
                    }
                }
                node = agnxtnode(graph, current)
            }
        }
    }

    private static func escape(_ object: UnsafeMutableRawPointer, _ symbol: UnsafeMutablePointer<Agsym_t>) {
        guard let value = agxget(object, symbol) else { return }
        let text = String(cString: value)
        let escaped = xmlEscaped(text)
        guard escaped != text else { return }
        _ = escaped.withCString { agxset(object, symbol, UnsafeMutablePointer(mutating: $0)) }
    }

    /// `&` (unless it starts an entity), `<`, `>`, `"` and `'` as XML entities.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let character = rest.first {
            switch character {
            case "&": result += startsEntity(rest) ? "&" : "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
            rest = rest.dropFirst()
        }
        return result
    }

    /// `&name;`, `&#123;` or `&#x1F;` at the start of `text`.
    private static func startsEntity(_ text: Substring) -> Bool {
        let body = text.dropFirst().prefix { $0 != ";" }
        guard body.endIndex < text.endIndex, !body.isEmpty else { return false }
        if body.first == "#" {
            let digits = body.dropFirst()
            if digits.first == "x" || digits.first == "X" {
                return digits.count > 1 && digits.dropFirst().allSatisfy(\.isHexDigit)
            }
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        // Only XML's own: SVG defines no other entity (`SVGSafety` refuses one), so in a link
        // `&copy;` is text, an ampersand and a word.
        return xmlPredefinedEntities.contains(String(body))
    }

    /// XML's predefined entities; SVG defines no others, and browsers load no DTD that could.
    /// Also what the helper's SVG check (`SVGSafety`) lets through.
    package static let xmlPredefinedEntities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]
}

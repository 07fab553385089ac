/// Writes a `Graph` as DOT text. Pure and deterministic: attributes come in insertion order,
/// statements in the graph's order, so equal graphs give byte-identical text.
///
/// Every identifier and string is quoted and escaped (see `DOTString.quoted`); keys and
/// keywords are bare only when they are plain identifiers. The text is UTF-8 and says so with
/// `charset="UTF-8"`, which the encoder always writes first.
public enum DOTEncoder {
    /// The DOT text of `graph`. O(size of the graph and its text).
    public static func encode(_ graph: Graph) -> String {
        var out = ""
        out += graph.isDirected ? "digraph " : "graph "
        out += DOTString.quoted(graph.id) + " {\n"

        out += "  graph " + list(graphAttributes(of: graph)) + ";\n"
        if !graph.nodeDefaults.isEmpty { out += "  node " + list(graph.nodeDefaults) + ";\n" }
        if !graph.edgeDefaults.isEmpty { out += "  edge " + list(graph.edgeDefaults) + ";\n" }

        for node in graph.nodes {
            out += "  " + DOTString.quoted(node.id)
            if !node.attributes.isEmpty { out += " " + list(node.attributes) }
            out += ";\n"
        }
        for subgraph in graph.subgraphs {
            // Anonymous on purpose: a named subgraph whose name starts with `cluster` is a cluster.
            out += "  {"
            for attribute in subgraph.attributes { out += " " + assignment(attribute) + ";" }
            for id in subgraph.nodeIDs { out += " " + DOTString.quoted(id) + ";" }
            out += " }\n"
        }
        let connector = graph.isDirected ? " -> " : " -- "
        for edge in graph.edges {
            out += "  " + DOTString.quoted(edge.from) + connector + DOTString.quoted(edge.to)
            if !edge.attributes.isEmpty { out += " " + list(edge.attributes) }
            out += ";\n"
        }
        out += "}\n"
        return out
    }

    /// The graph's own attributes as `encode` writes them: `charset="UTF-8"` first (the text is
    /// UTF-8 whatever the graph says), then the graph's others in their order. O(attributes).
    public static func graphAttributes(of graph: Graph) -> Attributes {
        var attributes: Attributes = ["charset": "UTF-8"]
        for attribute in graph.attributes where attribute.key != "charset" {
            attributes[attribute.key] = attribute.value
        }
        return attributes
    }

    private static func list(_ attributes: Attributes) -> String {
        "[" + attributes.map(assignment).joined(separator: ", ") + "]"
    }

    private static func assignment(_ attribute: Attributes.Attribute) -> String {
        DOTString.identifier(attribute.key) + "=" + value(attribute.value)
    }

    private static func value(_ value: AttributeValue) -> String {
        switch value {
        case .string(let text): return DOTString.quoted(text)
        case .html(let markup): return "<" + htmlSafe(markup) + ">"
        case .number(let number): return DOTString.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .raw(let keyword): return DOTString.identifier(keyword)
        }
    }

    /// Markup is the caller's, but a NUL would still cut the C string that Graphviz parses.
    static func htmlSafe(_ markup: String) -> String {
        guard markup.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) else {
            return markup
        }
        var result = ""
        for scalar in markup.unicodeScalars {
            result.unicodeScalars.append(scalar == "\n" || scalar == "\t" ? scalar : DOTString.visible(scalar))
        }
        return result
    }
}
